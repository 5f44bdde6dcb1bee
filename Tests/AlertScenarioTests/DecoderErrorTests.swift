import AlertScenario
import Testing

/// Errors the one-pass decoder finds, with the exact line: duplicate keys
/// in every kind of mapping, wrong types, aliases, parts of the file that
/// wait for later ones, and which error wins when a file has several.
@Suite("Malformed scenario files: duplicates, aliases, order and precedence")
struct DecoderErrorTests {
    static let cases: [MalformedCase] = [
        MalformedCase(
            label: "a duplicate top-level key",
            yaml: "name: A\nname: B\n",
            error: "bad.yaml:2:1: error: duplicate key 'name' at the top level; expected each key at most once"),
        MalformedCase(
            label: "a duplicate alert id",
            yaml: "name: T\nalerts:\n  a: {}\n  b: {}\n  a: {}\n",
            error: "bad.yaml:5:3: error: duplicate key 'a' in alerts; expected each key at most once"),
        MalformedCase(
            label: "a duplicate key in a step is found before its second action",
            yaml: "name: T\nalerts: {a: {}}\ntimeline:\n  - request: a\n    request: a\n",
            error: "bad.yaml:5:5: error: duplicate key 'request' in a timeline step; expected each key at most once"),
        MalformedCase(
            label: "a duplicate key in a flow expect",
            yaml: "name: T\ntimeline:\n  - expect: {masks: 1, masks: 2}\n",
            error: "bad.yaml:3:24: error: duplicate key 'masks' in expect; expected each key at most once"),
        MalformedCase(
            label: "a duplicate key in an addressed tap",
            yaml: "name: T\nalerts: {a: {actions: [ok]}}\ntimeline:\n  - tap: {alert: a, alert: a, action: ok}\n",
            error: "bad.yaml:4:21: error: duplicate key 'alert' in an addressed tap; expected each key at most once"),
        MalformedCase(
            label: "a duplicate group name",
            yaml: "name: T\npolicy:\n  groups:\n    promo: {limit: 1}\n    promo: {limit: 2}\n",
            error: "bad.yaml:5:5: error: duplicate key 'promo' in groups; expected each key at most once"),
        MalformedCase(
            label: "a key that is a list",
            yaml: "name: T\n[a, b]: 1\n",
            error: "bad.yaml:2:1: error: expected a plain key at the top level, got a list"),
        MalformedCase(
            label: "a timeline that is a mapping",
            yaml: "name: T\ntimeline: {at: 1s}\n",
            error: "bad.yaml:2:11: error: expected a list for 'timeline', got a mapping"),
        MalformedCase(
            label: "an alert that is null",
            yaml: "name: T\nalerts:\n  a:\n",
            error: "bad.yaml:3:5: error: expected a mapping in alert 'a', got null"),
        MalformedCase(
            label: "a wrong type through an alias is reported where the alias is",
            yaml: "name: T\nalerts:\n  a: {actions: &buttons [OK]}\n  b: {title: *buttons}\n",
            error: "bad.yaml:4:14: error: expected text for 'title', got a list"),
        MalformedCase(
            label: "an error inside an aliased node is reported where the node is written",
            yaml: "name: T\nalerts:\n  a: {actions: &buttons [OK, OK]}\n  b: {actions: *buttons}\n",
            error:
                "bad.yaml:3:30: error: duplicate action id 'OK' in alert 'a'; expected ids a tap can tell apart (give one an 'id:' of its own)"
        ),
        MalformedCase(
            label: "an error in a repeated value is reported where it is written, naming the alias",
            yaml: "name: T\nalerts: {a: {}}\ntimeline:\n  - &open {at: 1s, request: a}\n  - at: 2s\n"
                + "    request: a\n  - *open\n",
            error: "bad.yaml:4:16: error: 'at' 1s goes back in time: the previous step is at 2s; expected steps in "
                + "time order (in the value repeated by the alias at 7:5)"),
        MalformedCase(
            label: "the alias is named in a timeline read before the catalogue too",
            yaml: "name: T\ntimeline:\n  - &open {at: 1s, request: a}\n  - at: 2s\n    request: a\n  - *open\n"
                + "alerts: {a: {}}\n",
            error: "bad.yaml:3:16: error: 'at' 1s goes back in time: the previous step is at 2s; expected steps in "
                + "time order (in the value repeated by the alias at 6:5)"),
        MalformedCase(
            label: "of two uses of one anchor in a timeline read before the catalogue, the one that goes wrong",
            yaml: "name: T\ntimeline:\n  - &open {at: 1s, request: a}\n  - *open\n  - at: 2s\n    request: a\n"
                + "  - *open\nalerts: {a: {}}\n",
            error: "bad.yaml:3:16: error: 'at' 1s goes back in time: the previous step is at 2s; expected steps in "
                + "time order (in the value repeated by the alias at 7:5)"),
        MalformedCase(
            label: "an alias inside a repeated value names the outer alias, written where the reader is",
            yaml: "name: T\nalerts: {a: {}}\ntimeline:\n  - at: &t 1s\n    request: a\n  - &s {at: *t, request: a}\n"
                + "  - at: 2s\n    request: a\n  - *s\n",
            error: "bad.yaml:6:13: error: 'at' 1s goes back in time: the previous step is at 2s; expected steps in "
                + "time order (in the value repeated by the alias at 9:5)"),
        MalformedCase(
            label: "an alias inside the node its anchor names is undefined",
            yaml: "name: T\nalerts:\n  a: &x {title: *x}\n",
            error:
                "bad.yaml:3:17: error: invalid YAML: found undefined alias; expected an alias of an anchor defined before it"
        ),
        MalformedCase(
            label: "a merge key is an unknown key, as it always was, that says merge keys are not read",
            yaml: "name: T\nalerts:\n  base: &base {level: 600}\n  a:\n    <<: *base\n    title: x\n",
            error: "bad.yaml:5:5: error: unknown key '<<' in alert 'a'; expected one of level, title, message, "
                + "actions, dismissible, screen, ttl, group, cap (YAML merge keys are not read: write the keys out, "
                + "or repeat the whole value with an alias)"),
        MalformedCase(
            label: "a second document",
            yaml: "name: T\n---\nname: U\n",
            error: "bad.yaml:2:1: error: invalid YAML: a second document; expected a single document (a scenario "
                + "file holds one), the one that starts at 1:1"),
        MalformedCase(
            label: "text after the end of the document",
            yaml: "name: T\n...\nalerts: {}\n",
            error: "bad.yaml:3:1: error: invalid YAML: text after the end of the document ('...'); expected nothing "
                + "after '...' (a scenario file holds one document)"),
        MalformedCase(
            label: "a syntax error later in the file wins over a wrong key before it",
            yaml: "name: T\nfoo: 1\nalerts: [1, 2\n",
            error: "bad.yaml:4:1: error: invalid YAML: did not find expected ',' or ']' "
                + "(while parsing a flow sequence that starts at 3:9)"),
        MalformedCase(
            label: "an undefined alias later in the file wins over a wrong key before it",
            yaml: "name: T\nfoo: 1\ndescription: *nowhere\n",
            error:
                "bad.yaml:3:14: error: invalid YAML: found undefined alias; expected an alias of an anchor defined before it"
        ),
        MalformedCase(
            label: "a group checked against a policy written after the alerts",
            yaml: "name: T\nalerts:\n  a: {group: promo}\npolicy: {groups: {promos: {limit: 1}}}\n",
            error: "bad.yaml:3:14: error: unknown group 'promo' in alert 'a'; expected promos; did you mean 'promos'?"),
        MalformedCase(
            label: "end written before the timeline it must not precede",
            yaml: "name: T\nend: 1s\nalerts: {a: {}}\ntimeline:\n  - at: 2s\n    request: a\n",
            error: "bad.yaml:2:6: error: end 1s is before the last step, at 2s; expected an instant at or after it"),
        MalformedCase(
            label: "a timeline before the catalogue is checked against it, at its own lines",
            yaml: "name: T\ntimeline:\n  - request: b\nalerts: {a: {}, c: {}}\n",
            error: "bad.yaml:3:14: error: unknown alert id 'b' in 'request'; expected one of a, c; did you mean 'a'?"),
        MalformedCase(
            label: "deep nesting inside a timeline read before the catalogue",
            yaml: "name: T\ntimeline:\n  - expect: {visible: " + String(repeating: "[", count: 900)
                + String(repeating: "]", count: 900) + "}\nalerts: {a: {}}\n",
            error: "bad.yaml:3:24: error: expected text for 'visible', got a list"),
        MalformedCase(
            label: "a missing name is reported once the whole file is read",
            yaml: "description: x\nalerts: {a: {}}\n",
            error: "bad.yaml:1:1: error: missing required key 'name' at the top level; expected the scenario's name"),
        // libyaml's problems that do not say what was expected get it said.
        MalformedCase(
            label: "two colons on a line",
            yaml: "name: a: b\n",
            error: "bad.yaml:1:8: error: invalid YAML: mapping values are not allowed in this context; "
                + "expected one 'key: value' a line (quote a value that holds ': ')"),
        MalformedCase(
            label: "a quote left open",
            yaml: "name: \"abc\n",
            error: "bad.yaml:2:1: error: invalid YAML: found unexpected end of stream (while scanning a quoted scalar "
                + "that starts at 1:7); expected the rest of it, such as a closing quote"),
        MalformedCase(
            label: "a tab as indentation",
            yaml: "name: x\n\tfoo: 1\n",
            error: "bad.yaml:2:1: error: invalid YAML: found a tab character that violates indentation (while "
                + "scanning a plain scalar that starts at 1:7); expected indentation by spaces, not tabs"),
        MalformedCase(
            label: "a value starting with @",
            yaml: "name: @x\n",
            error: "bad.yaml:1:7: error: invalid YAML: found character that cannot start any token (while scanning "
                + "for the next token that starts at 1:7); expected a key, a value or '- ' (quote a value that "
                + "starts with @ or `, and indent by spaces)"),
        MalformedCase(
            label: "an unknown escape",
            yaml: "name: \"\\q\"\n",
            error: "bad.yaml:1:8: error: invalid YAML: found unknown escape character (while parsing a quoted "
                + "scalar that starts at 1:7); expected an escape YAML knows, such as \\n, \\t, \\\" or \\\\"),
        MalformedCase(
            label: "any other problem",
            yaml: "name: !x!y z\n",
            error: "bad.yaml:1:7: error: invalid YAML: found undefined tag handle (while parsing a node that starts "
                + "at 1:7); expected YAML as the scenario format describes"),
    ]

    @Test(arguments: cases)
    func reportsTheExactError(_ testCase: MalformedCase) {
        testCase.expectItsError()
    }
}
