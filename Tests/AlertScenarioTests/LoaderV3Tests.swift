import AlertCore
import AlertScenario
import Testing

/// rule 6 (docs/rules.md) and docs/scenario-format.md: actions have ids (a label alone is its own id),
/// taps name ids, and `close:` (the user) and `remove:` (the app) are the
/// removal verbs, with `dismiss:` kept as their older spelling.
@Suite("Scenario files v3: action ids and the close/remove verbs")
struct LoaderV3Tests {
    static let cases: [MalformedCase] = [
        MalformedCase(
            label: "two actions with one id, one of them given by its label",
            yaml: "name: T\nalerts:\n  a:\n    actions: [ok, {id: ok, label: 好的}]\n",
            error: "bad.yaml:4:24: error: duplicate action id 'ok' in alert 'a'; expected ids a tap can tell apart "
                + "(give one an 'id:' of its own)"),
        MalformedCase(
            label: "two actions with one explicit id",
            yaml: "name: T\nalerts:\n  a:\n    actions:\n      - {id: go, label: 去}\n      - {id: go, label: 走}\n",
            error: "bad.yaml:6:14: error: duplicate action id 'go' in alert 'a'; expected ids a tap can tell apart "
                + "(give one an 'id:' of its own)"),
        MalformedCase(
            label: "an empty action id",
            yaml: "name: T\nalerts:\n  a:\n    actions: [{id: '', label: 好的}]\n",
            error: "bad.yaml:4:20: error: an action id is empty; expected a word a tap can name"),
        MalformedCase(
            label: "a tap that names an action by its label, not its id",
            yaml: "name: T\nalerts:\n  u:\n    actions: [{id: update, label: 立即更新}]\n"
                + "timeline:\n  - request: u\n  - tap: 立即更新\n",
            error: "bad.yaml:7:10: error: no alert has an action with id '立即更新'; expected update"),
        MalformedCase(
            label: "an addressed tap that names an action by its label",
            yaml: "name: T\nalerts:\n  u:\n    actions: [{id: update, label: 立即更新}]\n"
                + "timeline:\n  - tap: {alert: u, action: updat}\n",
            error: "bad.yaml:6:29: error: no alert has an action with id 'updat'; expected update (of 'u'); "
                + "did you mean 'update'?"),
        MalformedCase(
            label: "a close of an unknown alert",
            yaml: "name: T\nalerts:\n  red: {}\ntimeline:\n  - close: rde\n",
            error: "bad.yaml:5:12: error: unknown alert id 'rde' in 'close'; expected one of top, red; "
                + "did you mean 'red'?"),
        MalformedCase(
            label: "a close with no alert declared",
            yaml: "name: T\ntimeline:\n  - close: tpo\n",
            error: "bad.yaml:3:12: error: unknown alert id 'tpo' in 'close'; expected top or an alert declared "
                + "under 'alerts', and none is; did you mean 'top'?"),
        MalformedCase(
            label: "an expectation of the compare mode, which is two runs",
            yaml: "name: T\ntimeline:\n  - expect: {visible: [], mode: compare}\n",
            error: "bad.yaml:3:33: error: invalid mode 'compare' in expect; expected scheduled or naive"),
        MalformedCase(
            label: "a removal of top, which is no alert id",
            yaml: "name: T\nalerts:\n  red: {}\ntimeline:\n  - remove: top\n",
            error: "bad.yaml:5:13: error: unknown alert id 'top' in 'remove'; expected red"),
    ]

    @Test(arguments: cases)
    func reportsTheExactError(_ testCase: MalformedCase) {
        testCase.expectItsError()
    }

    static let verbs = """
        name: Verbs
        alerts:
          update:
            level: required
            dismissible: false
            actions: [{id: update, label: 立即更新, dismisses: false}, {id: later, label: 稍后}]
          coupon: {actions: [领取]}
        timeline:
          - request: update
          - tap: update
          - close: top
          - close: update
          - remove: update
          - request: coupon
          - tap: {alert: coupon, action: 领取}
          - request: coupon
          - dismiss: top
          - request: coupon
          - dismiss: coupon
        """

    @Test("Actions load with their ids and labels; a label alone is its own id")
    func actionsLoadWithIDs() throws {
        let scenario = try ScenarioLoader.load(text: Self.verbs, source: "verbs.yaml")
        #expect(
            scenario.alerts[0].actions == [
                AlertAction(id: "update", label: "立即更新", dismisses: false), AlertAction(id: "later", label: "稍后"),
            ])
        #expect(scenario.alerts[1].actions == [AlertAction(id: "领取", label: "领取")])
    }

    @Test("close: top|ID is the user's close, remove: ID the app's removal; dismiss: is the older spelling of both")
    func verbsLoadIntoCommands() throws {
        let scenario = try ScenarioLoader.load(text: Self.verbs, source: "verbs.yaml")
        let update = scenario.alerts[0]
        let coupon = scenario.alerts[1]
        #expect(
            scenario.timeline.compactMap(\.action.command) == [
                .request(update), .tap(action: "update"), .close(.top), .close(.alert("update")), .remove("update"),
                .request(coupon), .tap(action: "领取", on: .alert("coupon")),
                .request(coupon), .close(.top),
                .request(coupon), .remove("coupon"),
            ])
        #expect(
            scenario.timeline.map(\.action.description)[1...4] == [
                "tap update", "close top", "close update", "remove update",
            ])
    }

    @Test("Transcripts name the pressed action by its id, not its label")
    func transcriptsNameActionIDs() throws {
        let scenario = try ScenarioLoader.load(text: Self.verbs, source: "verbs.yaml")
        let lines = ReplayTranscript(scenario, mode: .scheduled).jsonLines.split(separator: "\n").map(String.init)
        #expect(
            lines.prefix(7) == [
                #"{"t":0,"event":"requested","alert":"update","level":1000,"visible":[],"pending":[],"masks":0}"#,
                #"{"t":0,"event":"presented","alert":"update","level":1000,"visible":["update"],"pending":[],"masks":1}"#,
                #"{"t":0,"event":"tapped","alert":"update","level":1000,"action":"update","visible":["update"],"pending":[],"masks":1}"#,
                #"{"t":0,"event":"rejected","alert":"update","level":1000,"reason":"not-dismissible","visible":["update"],"pending":[],"masks":1}"#,
                #"{"t":0,"event":"rejected","alert":"update","level":1000,"reason":"not-dismissible","visible":["update"],"pending":[],"masks":1}"#,
                #"{"t":0,"event":"dismissed","alert":"update","level":1000,"reason":"removed","visible":[],"pending":[],"masks":0}"#,
                #"{"t":0,"event":"requested","alert":"coupon","level":500,"visible":[],"pending":[],"masks":0}"#,
            ])
        #expect(
            lines.contains(
                #"{"t":0,"event":"dismissed","alert":"coupon","level":500,"reason":"action","action":"领取","visible":[],"pending":[],"masks":0}"#
            ))
        #expect(
            lines.contains(
                #"{"t":0,"event":"dismissed","alert":"coupon","level":500,"reason":"closed","visible":[],"pending":[],"masks":0}"#
            ))
    }

    @Test("The naive model taps by id too, and its transcript names the id")
    func naiveTapsByID() throws {
        let yaml = """
            name: Naive
            alerts:
              red-packet: {actions: [{id: claim, label: 领取}]}
            timeline:
              - request: red-packet
              - tap: claim
            """
        let scenario = try ScenarioLoader.load(text: yaml, source: "naive.yaml")
        let lines = ReplayTranscript(scenario, mode: .naive).jsonLines.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains(#""event":"tapped","alert":"red-packet","level":500,"action":"claim""#) })
        #expect(lines.contains { $0.contains(#""reason":"action","action":"claim""#) })
    }

    static let naming = """
        name: Naming
        policy: {maxVisible: 2}
        alerts:
          a: {level: 300, actions: [ok]}
          b: {level: 400, actions: [ok]}
          c: {level: 200, actions: [ok]}
        timeline:
          - remove: a
          - close: a
          - tap: {alert: a, action: ok}
          - request: a
          - request: b
          - close: a
          - close: c
          - remove: c
          - tap: {alert: b, action: ok}
        """

    /// `(alert, level, reason)` of each rejection in `mode`.
    private func rejections(_ yaml: String, mode: ReplayMode) throws -> [String] {
        let scenario = try ScenarioLoader.load(text: yaml, source: "naming.yaml")
        return ReplayTranscript(scenario, mode: mode).jsonLines.split(separator: "\n")
            .filter { $0.contains(#""event":"rejected""#) }
            .map { line in
                let fields = line.split(separator: ",").filter {
                    $0.hasPrefix(#""alert""#) || $0.hasPrefix(#""level""#) || $0.hasPrefix(#""reason""#)
                }
                return fields.joined(separator: ",")
            }
    }

    @Test(
        "§6: every rejection but nothing-visible and not-held names its alert, with its catalogue level",
        arguments: [ReplayMode.scheduled, .naive])
    func rejectionsNameTheirAlert(mode: ReplayMode) throws {
        #expect(
            try rejections(Self.naming, mode: mode) == [
                #""alert":"a","level":300,"reason":"not-found""#,
                #""alert":null,"level":null,"reason":"nothing-visible""#,
                #""alert":null,"level":null,"reason":"nothing-visible""#,
                #""alert":"a","level":300,"reason":"covered""#,
                #""alert":"c","level":200,"reason":"not-visible""#,
                #""alert":"c","level":200,"reason":"not-found""#,
            ])
    }
}
