import AlertScenario
import Testing

/// A file that must not load, and the exact error line it must produce.
struct MalformedCase: Sendable, CustomTestStringConvertible {
    let label: String
    let yaml: String
    let error: String

    var testDescription: String { label }
}

/// The catalogue most cases share: two alerts with actions.
private let catalogue = """
    alerts:
      red-packet:
        level: 600
        title: 领取红包
        actions: [领取, 关闭]
      forced-update:
        level: required
        actions:
          - {label: 立即更新, dismisses: false}
        dismissible: false

    """

/// `name:`, the catalogue, then `timeline:` with `steps` (lines start at line 13).
private func withTimeline(_ steps: String) -> String {
    "name: Test\n" + catalogue + "timeline:\n" + steps
}

private let malformedCases: [MalformedCase] = [
    MalformedCase(
        label: "unknown key in an alert, with a suggestion",
        yaml: "name: Test\nalerts:\n  red-packet:\n    levle: 600\n",
        error: "bad.yaml:4:5: error: unknown key 'levle' in alert 'red-packet'; expected one of level, title, "
            + "message, actions, dismissible, screen, ttl, group, cap; did you mean 'level'?"),
    MalformedCase(
        label: "unknown top-level key",
        yaml: "name: Test\ntimelime: []\n",
        error: "bad.yaml:2:1: error: unknown key 'timelime' at the top level; expected one of name, description, "
            + "screen, policy, alerts, timeline, properties, end; did you mean 'timeline'?"),
    MalformedCase(
        label: "unknown policy key",
        yaml: "name: Test\npolicy:\n  maxVisibel: 2\n",
        error: "bad.yaml:3:3: error: unknown key 'maxVisibel' in policy; expected one of maxVisible, preemptAt, "
            + "gap, maxPending, groups, caps; did you mean 'maxVisible'?"),
    MalformedCase(
        label: "unknown key in a group",
        yaml: "name: Test\npolicy:\n  groups:\n    marketing: {limt: 1}\n",
        error: "bad.yaml:4:17: error: unknown key 'limt' in group 'marketing'; expected limit; did you mean 'limit'?"
    ),
    MalformedCase(
        label: "unknown key in an action",
        yaml: "name: Test\nalerts:\n  a:\n    actions: [{label: OK, dismiss: false}]\n",
        error: "bad.yaml:4:27: error: unknown key 'dismiss' in an action in alert 'a'; expected one of id, label, "
            + "dismisses; did you mean 'dismisses'?"),
    MalformedCase(
        label: "unknown key in a step",
        yaml: withTimeline("  - at: 0ms\n    reqest: red-packet\n"),
        error: "bad.yaml:14:5: error: unknown key 'reqest' in a timeline step; expected one of at, after, request, "
            + "tap, close, remove, dismiss, hold, release, screen, relaunch, expect, optional; did you mean 'request'?"),
    MalformedCase(
        label: "a level written with a fraction",
        yaml: "name: Test\nalerts:\n  a: {level: 5.0}\n",
        error: "bad.yaml:3:14: error: invalid level '5.0' for 'level'; expected an integer, low, normal, high or "
            + "required, optionally with +N or -N (like high+10); did you mean '5'?"),
    MalformedCase(
        label: "a bare number with a fraction of a millisecond",
        yaml: withTimeline("  - {at: 5.5, hold: h}\n"),
        error: "bad.yaml:13:10: error: invalid duration '5.5' for 'at'; expected a whole number of milliseconds, "
            + "minutes, hours or days (only seconds take a fraction, like 1.5s); did you mean '5.5s'?"),
    MalformedCase(
        label: "a flag misspelt",
        yaml: withTimeline("  - relaunch: ture\n"),
        error: "bad.yaml:13:15: error: expected true or false for 'relaunch', got 'ture'; did you mean 'true'?"),
    MalformedCase(
        label: "unknown key in an expect",
        yaml: withTimeline("  - expect: {visibel: []}\n"),
        error: "bad.yaml:13:14: error: unknown key 'visibel' in expect; expected one of visible, pending, mask, "
            + "masks, mode; did you mean 'visible'?"),
    MalformedCase(
        label: "missing name",
        yaml: "description: no name\nalerts: {}\n",
        error: "bad.yaml:1:1: error: missing required key 'name' at the top level; expected the scenario's name"),
    MalformedCase(
        label: "the root is a list",
        yaml: "- name: Test\n",
        error: "bad.yaml:1:1: error: expected a mapping with name, alerts and timeline at the top level, got a list"),
    MalformedCase(
        label: "empty file",
        yaml: "",
        error: "bad.yaml:1:1: error: the file is empty; expected a mapping with name, alerts and timeline"),
    MalformedCase(
        label: "actions is not a list",
        yaml: "name: Test\nalerts:\n  a:\n    actions: 领取\n",
        error: "bad.yaml:4:14: error: expected a list for 'actions', got '领取'"),
    MalformedCase(
        label: "yes is not a boolean",
        yaml: "name: Test\nalerts:\n  a:\n    dismissible: yes\n",
        error: "bad.yaml:4:18: error: expected true or false for 'dismissible', got 'yes'; did you mean 'true'?"),
    MalformedCase(
        label: "a title that is a list",
        yaml: "name: Test\nalerts:\n  a:\n    title: [a, b]\n",
        error: "bad.yaml:4:12: error: expected text for 'title', got a list"),
    MalformedCase(
        label: "misspelt level name keeps the offset",
        yaml: "name: Test\nalerts:\n  a:\n    level: hihg+10\n",
        error: "bad.yaml:4:12: error: invalid level 'hihg+10' for 'level'; expected an integer, low, normal, high or "
            + "required, optionally with +N or -N (like high+10); did you mean 'high+10'?"),
    MalformedCase(
        label: "a level with spaces is suggested without them",
        yaml: "name: Test\nalerts:\n  a:\n    level: high + 5\n",
        error: "bad.yaml:4:12: error: invalid level 'high + 5' for 'level'; expected an integer, low, normal, high or "
            + "required, optionally with +N or -N (like high+10); did you mean 'high+5'?"),
    MalformedCase(
        label: "a number with a space is suggested without it",
        yaml: "name: Test\nalerts:\n  a:\n    level: 12 000\n",
        error: "bad.yaml:4:12: error: invalid level '12 000' for 'level'; expected an integer, low, normal, high or "
            + "required, optionally with +N or -N (like high+10); did you mean '12000'?"),
    MalformedCase(
        label: "a level whose offset cannot be read gets no suggestion",
        yaml: "name: Test\nalerts:\n  a:\n    level: high+x\n",
        error: "bad.yaml:4:12: error: invalid level 'high+x' for 'level'; expected an integer, low, normal, high or "
            + "required, optionally with +N or -N (like high+10)"),
    MalformedCase(
        label: "a fraction of minutes suggests whole seconds",
        yaml: "name: Test\nalerts:\n  a:\n    ttl: 1.5m\n",
        error: "bad.yaml:4:10: error: invalid duration '1.5m' for 'ttl'; expected a whole number of milliseconds, "
            + "minutes, hours or days (only seconds take a fraction, like 1.5s); did you mean '90s'?"),
    MalformedCase(
        label: "unknown duration unit",
        yaml: "name: Test\nalerts:\n  a:\n    ttl: 5sec\n",
        error: "bad.yaml:4:10: error: unknown unit 'sec' in duration '5sec' for 'ttl'; expected ms, s, m, h or d; "
            + "did you mean '5s'?"),
    MalformedCase(
        label: "a space inside a duration: the unit as written, not the nearer ms",
        yaml: "name: Test\nalerts:\n  a:\n    ttl: 1 s\n",
        error: "bad.yaml:4:10: error: unknown unit ' s' in duration '1 s' for 'ttl'; expected ms, s, m, h or d; "
            + "did you mean '1s'?"),
    MalformedCase(
        label: "a unit written as a word",
        yaml: "name: Test\npolicy:\n  gap: 2hrs\n",
        error: "bad.yaml:3:8: error: unknown unit 'hrs' in duration '2hrs' for 'gap'; expected ms, s, m, h or d; "
            + "did you mean '2h'?"),
    MalformedCase(
        label: "a one-letter unit that is none gets no guess",
        yaml: "name: Test\nalerts:\n  a:\n    ttl: 4q\n",
        error: "bad.yaml:4:10: error: unknown unit 'q' in duration '4q' for 'ttl'; expected ms, s, m, h or d"),
    MalformedCase(
        label: "a count too large for 64 bits is too large, not 'not a whole number'",
        yaml: "name: Test\npolicy:\n  maxVisible: 99999999999999999999\n",
        error: "bad.yaml:3:15: error: 'maxVisible' is too large, got '99999999999999999999'; "
            + "expected a whole number up to 9223372036854775807"),
    MalformedCase(
        label: "a level too large for 64 bits is out of range",
        yaml: "name: Test\nalerts:\n  a: {level: 9223372036854775808}\n",
        error: "bad.yaml:3:14: error: level '9223372036854775808' for 'level' is out of range; "
            + "expected a level within ±10^15"),
    MalformedCase(
        label: "a null title says how to write empty text",
        yaml: "name: Test\nalerts:\n  a:\n    title:\n",
        error: "bad.yaml:4:11: error: expected text for 'title', got null; write '' for empty text"),
    MalformedCase(
        label: "a request of an alert named null says to quote it",
        yaml: "name: Test\nalerts:\n  'null': {}\ntimeline:\n  - request: null\n",
        error: "bad.yaml:5:14: error: expected text for 'request', got null; quote it ('null') for the word as text"),
    MalformedCase(
        label: "an alert id written ~ is null, not a name: it says to quote it",
        yaml: "name: Test\nalerts:\n  ~: {}\n  a: {}\n",
        error:
            "bad.yaml:3:3: error: expected a name as a key in alerts, got null; quote it ('~') for the word as a name"),
    MalformedCase(
        label: "a YAML tag is refused, in its short form, rather than read past",
        yaml: "name: Test\nalerts:\n  a: {dismissible: !!str true}\n",
        error: "bad.yaml:3:20: error: YAML tags are not read, got '!!str'; expected the value without a tag "
            + "(quote it for text)"),
    MalformedCase(
        label: "a custom tag on a list is refused too",
        yaml: "name: Test\nalerts:\n  a: {actions: !buttons [ok]}\n",
        error: "bad.yaml:3:16: error: YAML tags are not read, got '!buttons'; expected the value without a tag "
            + "(quote it for text)"),
    MalformedCase(
        label: "a group named null says to quote it",
        yaml: "name: Test\npolicy:\n  groups: {null: {limit: 1}}\n",
        error: "bad.yaml:3:12: error: expected a name as a key in groups, got null; "
            + "quote it ('null') for the word as a name"),
    MalformedCase(
        label: "a level name with an offset too large for 64 bits is out of range",
        yaml: "name: Test\nalerts:\n  a: {level: normal+99999999999999999999}\n",
        error: "bad.yaml:3:14: error: level 'normal+99999999999999999999' for 'level' is out of range; "
            + "expected a level within ±10^15"),
    MalformedCase(
        label: "a spaced fraction of minutes suggests whole seconds, not the fraction it cannot take",
        yaml: "name: Test\nalerts:\n  a:\n    ttl: 1.5 m\n",
        error: "bad.yaml:4:10: error: unknown unit ' m' in duration '1.5 m' for 'ttl'; expected ms, s, m, h or d; "
            + "did you mean '90s'?"),
    MalformedCase(
        label: "a number too large for any unit gets no unit suggestion",
        yaml: "name: Test\nalerts:\n  a:\n    ttl: 99999999999999999999sec\n",
        error: "bad.yaml:4:10: error: unknown unit 'sec' in duration '99999999999999999999sec' for 'ttl'; "
            + "expected ms, s, m, h or d"),
    MalformedCase(
        label: "a flag in quotes is text",
        yaml: "name: Test\nalerts:\n  a: {dismissible: \"true\"}\n",
        error: "bad.yaml:3:20: error: expected true or false for 'dismissible', got 'true'; "
            + "write it without quotes (in quotes it is text)"),
    MalformedCase(
        label: "YAML 1.1's off is not a flag here",
        yaml: "name: Test\nalerts:\n  a: {dismissible: Off}\n",
        error: "bad.yaml:3:20: error: expected true or false for 'dismissible', got 'Off'; did you mean 'false'?"),
    MalformedCase(
        label: "duration finer than a millisecond",
        yaml: "name: Test\npolicy:\n  gap: 1.0005s\n",
        error:
            "bad.yaml:3:8: error: duration '1.0005s' for 'gap' is more precise than 1 ms; expected whole milliseconds"),
    MalformedCase(
        label: "negative ttl",
        yaml: "name: Test\nalerts:\n  a:\n    ttl: -5s\n",
        error: "bad.yaml:4:10: error: 'ttl' cannot be negative, got '-5s'; expected 0 or more"),
    MalformedCase(
        label: "maxVisible below 1",
        yaml: "name: Test\npolicy:\n  maxVisible: 0\n",
        error: "bad.yaml:3:15: error: 'maxVisible' is 0; expected at least 1"),
    MalformedCase(
        label: "negative maxPending",
        yaml: "name: Test\npolicy:\n  maxPending: -1\n",
        error: "bad.yaml:3:15: error: 'maxPending' is -1; expected at least 0"),
    MalformedCase(
        label: "negative group limit",
        yaml: "name: Test\npolicy:\n  groups: {marketing: {limit: -2}}\n",
        error: "bad.yaml:3:31: error: 'limit' is -2; expected at least 0"),
    MalformedCase(
        label: "request of an unknown id",
        yaml: withTimeline("  - request: red-pakcet\n"),
        error: "bad.yaml:13:14: error: unknown alert id 'red-pakcet' in 'request'; expected one of red-packet, "
            + "forced-update; did you mean 'red-packet'?"),
    MalformedCase(
        label: "dismiss of an unknown id offers top",
        yaml: withTimeline("  - dismiss: tpo\n"),
        error: "bad.yaml:13:14: error: unknown alert id 'tpo' in 'dismiss'; expected one of top, red-packet, "
            + "forced-update; did you mean 'top'?"),
    MalformedCase(
        label: "tap of a label no alert has",
        yaml: withTimeline("  - tap: 领 取\n"),
        error: "bad.yaml:13:10: error: no alert has an action with id '领 取'; expected one of 领取, 关闭, 立即更新; "
            + "did you mean '领取'?"),
    MalformedCase(
        label: "an addressed tap misspelling another alert's action",
        yaml: withTimeline("  - tap: {alert: forced-update, action: 关 闭}\n"),
        error: "bad.yaml:13:41: error: no alert has an action with id '关 闭'; expected 立即更新 (of 'forced-update'); "
            + "did you mean '关闭', an action of another alert (refused when the tap runs)?"),
    MalformedCase(
        label: "expect of an unknown id",
        yaml: withTimeline("  - expect: {visible: [red-packet, forced-updat]}\n"),
        error: "bad.yaml:13:36: error: unknown alert id 'forced-updat' in 'visible'; expected one of red-packet, "
            + "forced-update; did you mean 'forced-update'?"),
    MalformedCase(
        label: "misspelt mode",
        yaml: withTimeline("  - expect: {masks: 2, mode: naiv}\n"),
        error: "bad.yaml:13:30: error: invalid mode 'naiv' in expect; expected scheduled or naive; "
            + "did you mean 'naive'?"),
    MalformedCase(
        label: "an expect that checks nothing",
        yaml: withTimeline("  - expect: {mode: naive}\n"),
        error:
            "bad.yaml:13:13: error: an expect checks nothing; expected at least one of visible, pending, mask or masks"),
    MalformedCase(
        label: "time going backwards",
        yaml: withTimeline("  - at: 2s\n    request: red-packet\n  - at: 1.5s\n    tap: 领取\n"),
        error: "bad.yaml:15:9: error: 'at' 1.5s goes back in time: the previous step is at 2s; "
            + "expected steps in time order"),
    MalformedCase(
        label: "time going backwards, from a day on in days, hours and minutes",
        yaml: withTimeline("  - at: 1d\n    request: red-packet\n  - at: 3h\n    tap: 领取\n"),
        error: "bad.yaml:15:9: error: 'at' 3h goes back in time: the previous step is at 1d; "
            + "expected steps in time order"),
    MalformedCase(
        label: "at with after",
        yaml: withTimeline("  - at: 1s\n    after: 2s\n    request: red-packet\n"),
        error: "bad.yaml:14:5: error: a step takes either 'at' or 'after', not both; expected one of them"),
    MalformedCase(
        label: "a step without an action",
        yaml: withTimeline("  - at: 1s\n"),
        error: "bad.yaml:13:5: error: the step has no action; expected one of request, tap, close, remove, dismiss, "
            + "hold, release, screen, relaunch, expect"),
    MalformedCase(
        label: "a step with two actions",
        yaml: withTimeline("  - request: red-packet\n    tap: 领取\n"),
        error: "bad.yaml:14:5: error: the step has two actions, 'request' and 'tap'; expected one action a step"),
    MalformedCase(
        label: "a step that is not a mapping",
        yaml: withTimeline("  - request red-packet\n"),
        error: "bad.yaml:13:5: error: expected a timeline step (a mapping like {at: 1s, request: red-packet}), "
            + "got 'request red-packet'"),
    MalformedCase(
        label: "a duplicate key, at its second place, with the mapping it is in",
        yaml: "name: Test\nalerts:\n  a:\n    level: 600\n    level: 700\n",
        error: "bad.yaml:5:5: error: duplicate key 'level' in alert 'a'; expected each key at most once"),
    MalformedCase(
        label: "a duplicate key that differs only in YAML type",
        yaml: "name: Test\nalerts:\n  '1': {}\n  1: {}\n",
        error: "bad.yaml:4:3: error: duplicate key '1' in alerts; expected each key at most once"),
    MalformedCase(
        label: "end before the last step",
        yaml: withTimeline("  - at: 5s\n    request: red-packet\nend: 4s\n"),
        error: "bad.yaml:15:6: error: end 4s is before the last step, at 5s; expected an instant at or after it"),
    MalformedCase(
        label: "a step time past the bound",
        yaml: withTimeline(
            "  - at: 1000000000000\n    request: red-packet\n  - after: 1ms\n    tap: 领取\n"),
        error: "bad.yaml:15:12: error: 'after' takes the step to 11574d 1h 46m 40.001s; expected at most 10^12 ms "
            + "(about 31 years)"),
    MalformedCase(
        label: "a level past the bound",
        yaml: "name: Test\nalerts:\n  a: {level: 1000000000000001}\n",
        error:
            "bad.yaml:3:14: error: level '1000000000000001' for 'level' is out of range; expected a level within ±10^15"
    ),
    MalformedCase(
        label: "a named level whose offset goes past the bound",
        yaml: "name: Test\nalerts:\n  a: {level: required+999999999999999}\n",
        error: "bad.yaml:3:14: error: level 'required+999999999999999' for 'level' is out of range; "
            + "expected a level within ±10^15"),
    MalformedCase(
        label: "a duration too large to hold",
        yaml: withTimeline("  - at: 99999999999999999999s\n    request: red-packet\n"),
        error: "bad.yaml:13:9: error: duration '99999999999999999999s' for 'at' is too large; expected at "
            + "most 10^12 ms (about 31 years)"),
    MalformedCase(
        label: "a near miss of a declared group",
        yaml: "name: Test\npolicy:\n  groups: {marketing: {limit: 1}}\nalerts:\n  a: {group: marketting}\n",
        error: "bad.yaml:5:14: error: unknown group 'marketting' in alert 'a'; expected marketing; "
            + "did you mean 'marketing'?"),
    MalformedCase(
        label: "top as an alert id",
        yaml: "name: Test\nalerts:\n  top: {}\n",
        error: "bad.yaml:3:3: error: 'top' cannot be an alert id: 'close: top' means the top visible alert; "
            + "expected another id"),
    MalformedCase(
        label: "two actions with one label",
        yaml: "name: Test\nalerts:\n  a:\n    actions: [好的, 好的]\n",
        error:
            "bad.yaml:4:19: error: duplicate action id '好的' in alert 'a'; expected ids a tap can tell apart (give one an 'id:' of its own)"
    ),
    MalformedCase(
        label: "negative masks",
        yaml: withTimeline("  - expect: {masks: -1}\n"),
        error: "bad.yaml:13:21: error: 'masks' is -1; expected at least 0"),
    MalformedCase(
        label: "an empty name",
        yaml: "name: ''\n",
        error: "bad.yaml:1:7: error: 'name' is empty; expected the scenario's name"),
    MalformedCase(
        label: "an empty starting screen",
        yaml: "name: Test\nscreen: ''\n",
        error: "bad.yaml:2:9: error: 'screen' is empty; expected a name"),
    MalformedCase(
        label: "a YAML syntax error",
        yaml: "name: Test\nalerts:\n  a: [1, 2\n",
        error: "bad.yaml:4:1: error: invalid YAML: did not find expected ',' or ']' "
            + "(while parsing a flow sequence that starts at 3:6)"),
    MalformedCase(
        label: "a tab where indentation is expected",
        yaml: "name: Test\nalerts:\n\ta: {}\n",
        error: "bad.yaml:3:1: error: invalid YAML: a tab where YAML allows none; expected indentation by spaces, "
            + "not tabs"),
    MalformedCase(
        label: "another character that cannot start a token keeps libyaml's words",
        yaml: "name: Test\nalerts:\n  a: {title: @x}\n",
        error: "bad.yaml:3:14: error: invalid YAML: found character that cannot start any token "
            + "(while scanning for the next token that starts at 3:14); expected a key, a value or '- ' "
            + "(quote a value that starts with @ or `, and indent by spaces)"),
    MalformedCase(
        label: "a key without its colon is named on its own line, not the next",
        yaml: "name: Test\nalerts:\n  a:\n    level 600\n    title: hi\n",
        error: "bad.yaml:4:5: error: invalid YAML: 'level 600' has no ': ' after a key, so YAML reads line 5 as "
            + "more of it; expected one 'key: value' a line; did you mean 'level: 600'?"),
    MalformedCase(
        label: "a colon without its space, on the first line, with CRLF line ends",
        yaml: "name:Test\r\nalerts: {}\r\n",
        error: "bad.yaml:1:1: error: invalid YAML: 'name:Test' has no ': ' after a key, so YAML reads line 2 as "
            + "more of it; expected one 'key: value' a line; did you mean 'name: Test'?"),
    MalformedCase(
        label: "a message's second line not indented under its key",
        yaml: "name: Test\nalerts:\n  a:\n    message: this is\n    long text\n    title: x\n",
        error: "bad.yaml:5:5: error: invalid YAML: 'long text' has no ': ' after a key; expected one 'key: value' "
            + "a line (text that goes on to a second line is indented under its key)"),
    MalformedCase(
        label: "a key without its colon as the last key",
        yaml: "name: Test\nalerts:\n  a:\n    title: x\n    ttl 5s\ntimeline: []\n",
        error: "bad.yaml:5:5: error: invalid YAML: 'ttl 5s' has no ': ' after a key; expected one 'key: value' "
            + "a line (text that goes on to a second line is indented under its key); did you mean 'ttl: 5s'?"),
    MalformedCase(
        label: "an undefined alias",
        yaml: "name: *nowhere\n",
        error:
            "bad.yaml:1:7: error: invalid YAML: found undefined alias; expected an alias of an anchor defined before it"
    ),
    MalformedCase(
        label: "an alias as a key",
        yaml: "name: Test\nx: &k a\n*k : 1\n",
        error:
            "bad.yaml:3:1: error: an alias cannot be used as a mapping key; expected a plain name, as every key in a scenario file is"
    ),
    MalformedCase(
        label: "a control character",
        yaml: "name: Te\u{7}st\n",
        error: "bad.yaml:1:9: error: control character U+0007 is not allowed; expected text"),
    MalformedCase(
        label: "an escape sequence in an unknown key is shown escaped",
        yaml: "name: Test\n\"\\e[31mred\": 1\n",
        error: "bad.yaml:2:1: error: unknown key '\\e[31mred' at the top level; expected one of name, description, "
            + "screen, policy, alerts, timeline, properties, end"),
]

@Suite("Malformed scenario files")
struct LoaderErrorTests {
    @Test(arguments: malformedCases)
    func reportsTheExactError(_ testCase: MalformedCase) {
        #expect(throws: ScenarioError.self) { try ScenarioLoader.load(text: testCase.yaml, source: "bad.yaml") }
        do {
            _ = try ScenarioLoader.load(text: testCase.yaml, source: "bad.yaml")
        } catch {
            #expect(error.description == testCase.error)
            #expect(error.kind == .malformed)
            #expect(error.exitStatus == 65)
        }
    }

    @Test func enoughCasesAreCovered() {
        #expect(malformedCases.count >= 20)
    }

    @Test func invalidUTF8NamesTheByte() throws {
        let bytes = Array("name: Test\ndescription: caf".utf8) + [0xC3, 0x28] + Array("\n".utf8)
        let error = #expect(throws: ScenarioError.self) { try ScenarioLoader.load(bytes: bytes, source: "bad.yaml") }
        #expect(
            error?.description
                == "bad.yaml:2:17: error: the file is not valid UTF-8 (byte 0xC3 here); expected UTF-8 text"
        )
    }

    @Test func aMissingFileIsUnreadableNotMalformed() {
        let error = #expect(throws: ScenarioError.self) {
            try ScenarioLoader.load(path: "/nonexistent/scenario.yaml")
        }
        #expect(error?.description == "/nonexistent/scenario.yaml: error: cannot read the file: no such file")
        #expect(error?.kind == .unreadable)
        #expect(error?.exitStatus == 66)
    }

    @Test func aDirectoryIsUnreadable() {
        let error = #expect(throws: ScenarioError.self) { try ScenarioLoader.load(path: "/tmp") }
        #expect(error?.description == "/tmp: error: cannot read the file: is a directory, not a scenario file")
        #expect(error?.kind == .unreadable)
    }

    @Test func theSourceNameIsMadeTerminalSafe() {
        let error = ScenarioError(source: "a\u{1B}]0;x\u{7}.yaml", location: .init(line: 1, column: 2), message: "m")
        #expect(error.description == "a\\e]0;x^G.yaml:1:2: error: m")
    }
}
