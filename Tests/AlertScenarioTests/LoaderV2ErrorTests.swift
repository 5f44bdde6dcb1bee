import AlertCore
import AlertScenario
import Testing

/// Names that can only be typos, and the new step forms, are load-time
/// errors with the place, what was expected and the nearest known word.
@Suite("Malformed scenario files: v2 forms and typo names")
struct LoaderV2ErrorTests {
    static let cases: [MalformedCase] = [
        // What a terminal would not show, or would show as a plain space, is in hex, so the typo shows.
        MalformedCase(
            label: "an id with a zero-width space",
            yaml: "name: T\nalerts:\n  a: {}\ntimeline:\n  - request: \"a\\u200B\"\n",
            error: "bad.yaml:5:14: error: unknown alert id 'a\\u{200B}' in 'request'; expected a; did you mean 'a'?"),
        MalformedCase(
            label: "an id with a no-break space",
            yaml: "name: T\nalerts:\n  a: {}\ntimeline:\n  - request: \"\\u00A0a\"\n",
            error: "bad.yaml:5:14: error: unknown alert id '\\u{A0}a' in 'request'; expected a; did you mean 'a'?"),
        MalformedCase(
            label: "a key after a byte order mark",
            yaml: "name: T\nalerts:\n  a: {\u{FEFF}level: 1}\n",
            error: "bad.yaml:3:7: error: unknown key '\\u{FEFF}level' in alert 'a'; expected one of level, title, "
                + "message, actions, dismissible, screen, ttl, group, cap; did you mean 'level'?"),
        MalformedCase(
            label: "a level with a no-break space after it, which is not trimmed as a space is",
            yaml: "name: T\nalerts:\n  a: {level: \"high\\u00A0\"}\n",
            error: "bad.yaml:3:14: error: invalid level 'high\\u{A0}' for 'level'; expected an integer, low, normal, "
                + "high or required, optionally with +N or -N (like high+10); did you mean 'high'?"),
        MalformedCase(
            label: "a zero-width joiner between letters",
            yaml: "name: T\nalerts:\n  ab: {}\ntimeline:\n  - request: \"a\\u200Db\"\n",
            error: "bad.yaml:5:14: error: unknown alert id 'a\\u{200D}b' in 'request'; expected ab; did you mean 'ab'?"),
        MalformedCase(
            label: "an emoji joined by zero-width joiners is kept as it is",
            yaml: "name: T\nalerts:\n  a👩‍👧: {}\ntimeline:\n  - request: a👩‍👧x\n",
            error: "bad.yaml:5:14: error: unknown alert id 'a👩‍👧x' in 'request'; expected a👩‍👧; did you mean 'a👩‍👧'?"),
        MalformedCase(
            label: "a release of a hold no earlier step takes",
            yaml: "name: T\ntimeline:\n  - hold: splash-ad\n  - release: splash_ad\n",
            error: "bad.yaml:4:14: error: release of 'splash_ad', which no earlier 'hold' step takes; expected "
                + "splash-ad; did you mean 'splash-ad'?"),
        MalformedCase(
            label: "a release before any hold",
            yaml: "name: T\ntimeline:\n  - release: splash-ad\n  - hold: splash-ad\n",
            error: "bad.yaml:3:14: error: release of 'splash-ad', which no earlier 'hold' step takes; expected a "
                + "'hold: splash-ad' step before it"),
        MalformedCase(
            label: "an alert scoped to a screen the scenario never shows",
            yaml: "name: T\nscreen: home\nalerts:\n  a: {screen: hme}\ntimeline:\n  - screen: profile\n",
            error: "bad.yaml:4:15: error: alert 'a' belongs to screen 'hme', which the scenario never shows; "
                + "expected one of home, profile; did you mean 'home'?"),
        MalformedCase(
            label: "an alert scoped to a screen with no screens at all",
            yaml: "name: T\nalerts:\n  a: {screen: home}\n",
            error: "bad.yaml:3:15: error: alert 'a' belongs to screen 'home', which the scenario never shows; "
                + "expected a starting 'screen' or a 'screen:' step; the scenario shows no screen at all"),
        MalformedCase(
            label: "a cap not declared under policy",
            yaml: "name: T\npolicy: {caps: {weekly: {limit: 1, per: 7d}}}\nalerts:\n  r: {cap: weeky}\n",
            error: "bad.yaml:4:12: error: unknown cap 'weeky' in alert 'r'; expected weekly; did you mean 'weekly'?"),
        MalformedCase(
            label: "a cap with no caps declared",
            yaml: "name: T\nalerts:\n  r: {cap: weekly}\n",
            error:
                "bad.yaml:3:12: error: unknown cap 'weekly' in alert 'r'; expected it declared under policy.caps"),
        MalformedCase(
            label: "a cap without its window",
            yaml: "name: T\npolicy: {caps: {weekly: {limit: 1}}}\n",
            error: "bad.yaml:2:25: error: missing required key 'per' in cap 'weekly'; expected how long a showing "
                + "counts, like 7d"),
        MalformedCase(
            label: "an unknown key in a cap",
            yaml: "name: T\npolicy: {caps: {weekly: {limit: 1, per: 7d, pre: 1}}}\n",
            error: "bad.yaml:2:45: error: unknown key 'pre' in cap 'weekly'; expected one of limit, per; "
                + "did you mean 'per'?"),
        MalformedCase(
            label: "relaunch: false",
            yaml: "name: T\ntimeline:\n  - relaunch: false\n",
            error:
                "bad.yaml:3:15: error: 'relaunch' takes true (the app is killed and started again); expected true, or drop the step"
        ),
        MalformedCase(
            label: "an addressed tap without its action",
            yaml: "name: T\nalerts:\n  a: {actions: [ok]}\ntimeline:\n  - tap: {alert: a}\n",
            error: "bad.yaml:5:10: error: missing required key 'action' in an addressed tap; "
                + "expected {alert: ID, action: ACTION}"),
        MalformedCase(
            label: "an addressed tap of an unknown alert",
            yaml: "name: T\nalerts:\n  red: {actions: [ok]}\ntimeline:\n  - tap: {alert: rde, action: ok}\n",
            error: "bad.yaml:5:18: error: unknown alert id 'rde' in 'alert'; expected red; did you mean 'red'?"),
        MalformedCase(
            label: "an addressed tap with a label no alert has, suggested from that alert",
            yaml: "name: T\nalerts:\n  red: {actions: [领取, 关闭]}\n  b: {actions: [关门]}\n"
                + "timeline:\n  - tap: {alert: red, action: 关必}\n",
            error: "bad.yaml:6:31: error: no alert has an action with id '关必'; expected one of 领取, 关闭 (of 'red'); "
                + "did you mean '关闭'?"),
        MalformedCase(
            label: "an addressed tap with an unknown key",
            yaml: "name: T\nalerts:\n  a: {actions: [ok]}\ntimeline:\n  - tap: {alert: a, label: ok}\n",
            error: "bad.yaml:5:21: error: unknown key 'label' in an addressed tap; expected one of alert, action"),
    ]

    @Test(arguments: cases)
    func reportsTheExactError(_ testCase: MalformedCase) {
        testCase.expectItsError()
    }

    @Test("The v2 forms load into commands")
    func loadsV2Forms() throws {
        let yaml = """
            name: V2
            screen: home
            policy: {caps: {weekly: {limit: 1, per: 7d}}}
            alerts:
              rating: {level: low, cap: weekly, actions: [Rate, Later]}
              notice: {level: required, screen: feed, actions: [OK]}
            timeline:
              - request: rating
              - tap: {alert: rating, action: Later}
              - hold: dialog
              - hold: dialog
              - release: dialog
              - screen: feed
              - at: 1d
                relaunch: true
            """
        let scenario = try ScenarioLoader.load(text: yaml, source: "v2.yaml")
        #expect(scenario.policy.caps == ["weekly": FrequencyCap(limit: 1, per: .seconds(7 * 86_400))])
        #expect(scenario.alerts[0].cap == "weekly")
        #expect(
            scenario.timeline.compactMap(\.action.command) == [
                .request(scenario.alerts[0]), .tap(action: "Later", on: .alert("rating")), .hold("dialog"),
                .hold("dialog"), .release("dialog"), .navigate(to: "feed"), .relaunch,
            ])
        #expect(scenario.timeline.last?.time == 86_400_000)
    }
}
