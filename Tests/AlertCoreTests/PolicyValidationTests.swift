import AlertCore
import Foundation
import Testing

/// Nothing in the core traps on any value: levels saturate, policies reject
/// or clamp impossible values, broken snapshots fail to decode.
@Suite("Validation and saturation")
struct PolicyValidationTests {
    @Test("validated rejects each impossible value and names it")
    func validatedRejects() {
        #expect(throws: AlertPolicyError.maxVisibleBelowOne(0)) { try AlertPolicy.validated(maxVisible: 0) }
        #expect(throws: AlertPolicyError.negativeGap(.milliseconds(-1))) {
            try AlertPolicy.validated(gap: .milliseconds(-1))
        }
        #expect(throws: AlertPolicyError.negativeMaxPending(-2)) { try AlertPolicy.validated(maxPending: -2) }
        #expect(throws: AlertPolicyError.negativeLimit(name: "promo", limit: -1)) {
            try AlertPolicy.validated(groups: ["promo": .init(limit: -1)])
        }
        #expect(throws: AlertPolicyError.negativeCapWindow(name: "weekly", per: .seconds(-1))) {
            try AlertPolicy.validated(caps: ["weekly": FrequencyCap(limit: 1, per: .seconds(-1))])
        }
        #expect(throws: Never.self) { try AlertPolicy.validated(maxVisible: 3, gap: .seconds(1), maxPending: 0) }
    }

    @Test("Among several impossible groups or caps, validated names the first by name")
    func validatedNamesTheFirstByName() {
        let groups: [String: AlertPolicy.GroupLimit] = [
            "zeta": .init(limit: -1), "mu": .init(limit: -2), "alpha": .init(limit: 1),
        ]
        #expect(throws: AlertPolicyError.negativeLimit(name: "mu", limit: -2)) {
            try AlertPolicy.validated(groups: groups)
        }
        let caps = [
            "b": FrequencyCap(limit: -1, per: .seconds(1)), "a": FrequencyCap(limit: 1, per: .seconds(-1)),
            "0": FrequencyCap(limit: 1, per: .seconds(1)),
        ]
        #expect(throws: AlertPolicyError.negativeCapWindow(name: "a", per: .seconds(-1))) {
            try AlertPolicy.validated(caps: caps)
        }
        #expect(throws: AlertPolicyError.negativeLimit(name: "a", limit: -1)) {
            try AlertPolicy.validated(caps: ["a": FrequencyCap(limit: -1, per: .seconds(-1))])
        }
    }

    @Test("The memberwise initialiser clamps into range, so a scheduler always shows something")
    func initialiserClamps() {
        let policy = AlertPolicy(
            maxVisible: 0, gap: .seconds(-5), maxPending: -1, caps: ["c": FrequencyCap(limit: -3, per: .seconds(-1))])
        #expect(policy.maxVisible == 1)
        #expect(policy.gap == .zero)
        #expect(policy.maxPending == 0)
        #expect(policy.caps["c"] == FrequencyCap(limit: 0, per: .zero))
        var scheduler = AlertScheduler(policy: AlertPolicy(maxVisible: 0))
        scheduler.send(.request(alert("a")))
        #expect(scheduler.visible == ["a"])
    }

    @Test("A decoded policy with an impossible value is a decoding error")
    func decodedPolicyIsValidated() throws {
        let data = try JSONEncoder().encode(AlertPolicy())
        var object = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
        object["maxVisible"] = 0
        let tampered = try JSONSerialization.data(withJSONObject: object)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(AlertPolicy.self, from: tampered) }
    }

    @Test("A decoded policy's missing keys take the initialiser's defaults")
    func decodedPolicyDefaults() throws {
        let some = try JSONDecoder().decode(AlertPolicy.self, from: Data(#"{"maxVisible": 2}"#.utf8))
        #expect(some == AlertPolicy(maxVisible: 2))
        #expect(try JSONDecoder().decode(AlertPolicy.self, from: Data("{}".utf8)) == AlertPolicy())
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(AlertPolicy.self, from: Data(#"{"maxVisible": "two"}"#.utf8))
        }
    }

    @Test("A policy encodes its six fields and nothing derived, and decodes to an equal policy that gaps alike")
    func encodedPolicyRoundTrips() throws {
        let policy = AlertPolicy(
            maxVisible: 2, gap: .milliseconds(300), maxPending: 5, groups: ["promo": .init(limit: 1)],
            caps: ["weekly": FrequencyCap(limit: 1, per: .seconds(60))])
        let data = try JSONEncoder().encode(policy)
        let object = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(object.keys) == ["maxVisible", "preemptAt", "gap", "maxPending", "groups", "caps"])
        let decoded = try JSONDecoder().decode(AlertPolicy.self, from: data)
        #expect(decoded == policy)
        var scheduler = AlertScheduler(policy: decoded)
        scheduler.send([.request(alert("a")), .request(alert("b")), .close(.top)])
        #expect(scheduler.nextDeadline == 300)
    }

    @Test(
        "Level arithmetic saturates and every level has a description",
        arguments: [Int.min, Int.min + 1, -1, 0, Int.max])
    func levelsNeverTrap(raw: Int) {
        let level = AlertLevel(raw)
        #expect(!level.description.isEmpty)
        #expect((level + Int.max).rawValue >= level.rawValue)
        #expect((level - Int.max).rawValue <= level.rawValue)
        #expect((level + Int.min).rawValue <= level.rawValue)
        #expect((level - Int.min).rawValue >= level.rawValue)
        var moved = level
        moved += Int.max
        moved -= Int.max
        #expect(moved.rawValue <= Int.max)
    }

    @Test("Named offsets read naturally")
    func descriptions() {
        #expect(AlertLevel.required.description == "required")
        #expect((AlertLevel.high + 10).description == "high+10")
        #expect((AlertLevel.required - 1).description == "required-1")
        #expect(AlertLevel(Int.min).description == String(Int.min))
        #expect((AlertLevel.required + Int.max).rawValue == Int.max)
    }

    @Test("A ledger sums exactly, whatever its counts: no overflow, no trap")
    func ledgerAtTheExtremes() {
        var ledger = AlertLedger()
        ledger.dismissed = .max
        ledger.cancelled = 1
        #expect(ledger.accountedFor == .max)
        #expect(!ledger.isBalanced)
        ledger.requested = .max
        #expect(!ledger.isBalanced, "Int.max + 1 is not Int.max")
        ledger.cancelled = 0
        #expect(ledger.isBalanced)
        // An overflow one way and back the other: the exact sum is what counts.
        ledger.cancelled = 1
        ledger.expired = -1
        #expect(ledger.isBalanced)
        #expect(ledger.accountedFor == .max)
        var negative = AlertLedger()
        negative.coalesced = .min
        negative.dropped = -1
        #expect(negative.accountedFor == .min)
        #expect(!negative.isBalanced)
    }

    @Test("Durations convert to whole milliseconds without trapping")
    func durations() {
        #expect(Duration.seconds(1.5).wholeMilliseconds == 1_500)
        #expect(Duration.microseconds(1_999).wholeMilliseconds == 1)
        #expect(Duration.seconds(Int64.max).wholeMilliseconds == Int.max)
        #expect(Duration.seconds(Int64.min).wholeMilliseconds == Int.min)
        // Durations whose seconds no longer fit an Int64 (`components` traps on them).
        #expect((Duration.seconds(Int64.max) * 10).wholeMilliseconds == Int.max)
        #expect((Duration.seconds(Int64.min) * 10).wholeMilliseconds == Int.min)
        #expect(Duration.milliseconds(Int.max).wholeMilliseconds == Int.max)
        #expect((Duration.milliseconds(Int.max) - .nanoseconds(1)).wholeMilliseconds == Int.max - 1)
    }

    @Test("A gap or a ttl too long for whole milliseconds is clamped, not a trap")
    func hugeDurations() throws {
        let huge = Duration.seconds(Int64.max) + .seconds(1)
        var scheduler = AlertScheduler(policy: AlertPolicy(gap: huge))
        scheduler.send([.request(alert("a")), .close(.top)])
        #expect(scheduler.send(.request(alert("b"))).map(\.kind) == [.requested("b")])
        // A decoded definition and policy may carry one too: 10^18 × 2^64 attoseconds.
        let ttl = try JSONDecoder().decode(Duration.self, from: Data("[1000000000000000000,0]".utf8))
        let definition = AlertDefinition(id: "c", level: .normal, title: "c", ttl: ttl)
        var other = AlertScheduler()
        #expect(other.send(.request(definition)).map(\.kind) == [.requested("c"), .presented("c")])
        #expect(other.nextDeadline == nil)
    }
}

/// A snapshot that breaks an invariant is a decoding error, never a
/// scheduler that silently unbalances.
@Suite("Snapshot validation")
struct SnapshotValidationTests {
    static func tamper(_ change: (inout [String: Any]) -> Void) throws -> Data {
        var scheduler = AlertScheduler(policy: AlertPolicy(maxVisible: 2))
        scheduler.send([.request(alert("a", 600)), .request(alert("b", 500)), .hold("ad"), .request(alert("c"))])
        let data = try JSONEncoder().encode(scheduler)
        var object = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
        change(&object)
        return try JSONSerialization.data(withJSONObject: object)
    }

    @Test("An untouched snapshot decodes")
    func untouched() throws {
        let data = try Self.tamper { _ in }
        let decoded = try JSONDecoder().decode(AlertScheduler.self, from: data)
        #expect(decoded.visible == ["b", "a"])
        #expect(decoded.pending == ["c"])
    }

    @Test("A duplicated visible entry, a duplicated pending entry, an id both pending and visible")
    func duplicates() throws {
        let visibleTwice = try Self.tamper { object in
            if let visible = object["visible"] as? [Any], let first = visible.first {
                object["visible"] = visible + [first]
            }
        }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(AlertScheduler.self, from: visibleTwice) }
        let pendingTwice = try Self.tamper { object in
            if let pending = object["pending"] as? [Any], let first = pending.first {
                object["pending"] = pending + [first]
            }
        }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(AlertScheduler.self, from: pendingTwice) }
    }

    @Test("An unbalanced ledger, a hold without holders, too many visible")
    func brokenCounts() throws {
        let unbalanced = try Self.tamper { object in
            if var tally = object["tally"] as? [String: Any] {
                tally["requested"] = 7
                object["tally"] = tally
            }
        }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(AlertScheduler.self, from: unbalanced) }
        let emptyHold = try Self.tamper { object in object["holds"] = ["ad": 0] }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(AlertScheduler.self, from: emptyHold) }
        let tooMany = try Self.tamper { object in
            if var policy = object["policy"] as? [String: Any] {
                policy["maxVisible"] = 1
                object["policy"] = policy
            }
        }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(AlertScheduler.self, from: tooMany) }
    }

    @Test("A negative sequence or presentation counter is a decoding error, not a trap")
    func negativeCounters() throws {
        for key in ["nextSequence", "nextPresentation"] {
            let negative = try Self.tamper { object in object[key] = -1 }
            #expect(throws: DecodingError.self, "\(key)") {
                try JSONDecoder().decode(AlertScheduler.self, from: negative)
            }
        }
    }

    @Test(
        "A next request number past the requests counted is a decoding error: at Int.max it trapped the next request",
        arguments: [Int.max, 4])
    func nextSequencePastRequests(nextSequence: Int) throws {
        let data = try Self.tamper { object in object["nextSequence"] = nextSequence }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(AlertScheduler.self, from: data) }
        // Three requests took three numbers: the untouched snapshot says 3 and decodes.
        let untouched = try JSONSerialization.jsonObject(with: Self.tamper { _ in }) as? [String: Any]
        #expect(untouched?["nextSequence"] as? Int == 3)
    }

    @Test("Request order shared by two live alerts, or a visible one's at or past the next, is a decoding error")
    func requestOrder() throws {
        func settingFirstVisibleSequence(_ sequence: @escaping ([String: Any]) -> Int?) throws -> Data {
            try Self.tamper { object in
                guard var visible = object["visible"] as? [[String: Any]], var entry = visible.first,
                    var request = entry["request"] as? [String: Any], let value = sequence(object)
                else { return }
                request["sequence"] = value
                entry["request"] = request
                visible[0] = entry
                object["visible"] = visible
            }
        }
        let shared = try settingFirstVisibleSequence { object in
            ((object["pending"] as? [[String: Any]])?.first?["sequence"]) as? Int
        }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(AlertScheduler.self, from: shared) }
        let tooLate = try settingFirstVisibleSequence { object in object["nextSequence"] as? Int }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(AlertScheduler.self, from: tooLate) }
    }

    @Test("Counts where one more command would overflow are a decoding error, not a trap")
    func countsAtTheTop() throws {
        let huge = Int.max
        let changes: [(String, (inout [String: Any]) -> Void)] = [
            // These two overflowed while the ledger was summed.
            (
                "dismissed and cancelled",
                { object in
                    if var tally = object["tally"] as? [String: Any] {
                        tally["dismissed"] = huge
                        tally["cancelled"] = huge
                        object["tally"] = tally
                    }
                }
            ),
            // The rest balance or pass every other check, and overflowed at the next command.
            (
                "requested",
                { object in
                    if var tally = object["tally"] as? [String: Any] {
                        tally["requested"] = huge
                        tally["coalesced"] = huge - 4
                        object["tally"] = tally
                    }
                }
            ),
            ("a hold's holders", { object in object["holds"] = ["ad": huge] }),
            ("a group's showings", { object in object["presentedPerGroup"] = ["m": huge] }),
            ("nextPresentation", { object in object["nextPresentation"] = huge }),
        ]
        for (name, change) in changes {
            let data = try Self.tamper(change)
            #expect(throws: DecodingError.self, "\(name)") { try JSONDecoder().decode(AlertScheduler.self, from: data) }
        }
        // At the limit itself a snapshot still decodes.
        let atLimit = try Self.tamper { object in object["holds"] = ["ad": 1 << 62] }
        #expect(try JSONDecoder().decode(AlertScheduler.self, from: atLimit).holds == ["ad": 1 << 62])
    }

    @Test("A snapshot taken before a relaunch and restored after it continues exactly, cap history included")
    func capHistoryRoundTrip() throws {
        let policy = AlertPolicy(caps: ["weekly": FrequencyCap(limit: 1, per: .seconds(604_800))])
        var original = AlertScheduler(policy: policy, screen: "home")
        original.send([.request(alert("r", cap: "weekly")), .advance(to: 5_000), .navigate(to: "feed")])
        var copy = try JSONDecoder().decode(AlertScheduler.self, from: JSONEncoder().encode(original))
        #expect(copy.capHistory == original.capHistory)
        let rest: [AlertCommand] = [.relaunch, .request(alert("r", cap: "weekly")), .advance(to: 604_800_000)]
        for command in rest { #expect(copy.send(command) == original.send(command)) }
        #expect(copy.screen == "home")
        #expect(copy.send(.request(alert("r", cap: "weekly"))) == original.send(.request(alert("r", cap: "weekly"))))
        #expect(copy.visible == ["r"])
    }

    /// `scheduler`'s snapshot as JSON, changed by `change`.
    static func tampered(_ scheduler: AlertScheduler, _ change: (inout [String: Any]) -> Void) throws -> Data {
        var object = try #require(
            JSONSerialization.jsonObject(with: JSONEncoder().encode(scheduler)) as? [String: Any])
        change(&object)
        return try JSONSerialization.data(withJSONObject: object)
    }

    /// `field` of `object[key]`, a dictionary, set to `value`.
    static func set(_ field: String, of key: String, to value: Any, in object: inout [String: Any]) {
        guard var inner = object[key] as? [String: Any] else { return }
        inner[field] = value
        object[key] = inner
    }

    /// The decoding error's description, or `nil` when the data decodes.
    static func decodingProblem(_ data: Data) -> String? {
        do {
            _ = try JSONDecoder().decode(AlertScheduler.self, from: data)
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// Every command ends settled, with every deadline up to its instant
    /// fired: a snapshot that would change at once, without a command, is
    /// no state the scheduler rests in, and decoding refuses it.
    @Test("A snapshot that is not at rest is a decoding error that names the rule")
    func notAtRest() throws {
        var held = AlertScheduler(policy: AlertPolicy(maxVisible: 2))
        held.send([.request(alert("a", 600)), .request(alert("b", 500)), .hold("ad"), .request(alert("c"))])
        var scoped = AlertScheduler(policy: AlertPolicy(gap: .milliseconds(100)), screen: "home")
        scoped.send([
            .request(alert("h", screen: "home")), .request(alert("t", 400, ttl: 50)), .advance(to: 20),
        ])
        var grouped = AlertScheduler(policy: AlertPolicy(groups: ["promo": .init(limit: 2)]))
        grouped.send([.request(alert("p1", 600, group: "promo")), .request(alert("p2", 500, group: "promo"))])
        #expect(grouped.pending == ["p2"])

        let cases: [(String, AlertScheduler, (inout [String: Any]) -> Void, String)] = [
            ("capacity below the queue", held, { Self.set("maxPending", of: "policy", to: 0, in: &$0) }, "rule 2"),
            (
                "a free slot and no hold", held,
                {
                    $0["holds"] = [String: Int]()
                    Self.set("maxVisible", of: "policy", to: 3, in: &$0)
                }, "rule 2"
            ),
            ("a visible alert on another screen", scoped, { $0["screen"] = "shop" }, "rule 8"),
            ("a pending alert past its ttl", scoped, { $0["now"] = 51 }, "rule 10"),
            ("a gap that ended before now", scoped, { $0["gapEndsAt"] = 10 }, "rule 13"),
            ("a gap longer than the policy's", scoped, { $0["gapEndsAt"] = 500 }, "rule 13"),
            ("a request after now", scoped, { $0["now"] = -1 }, "requested after"),
            (
                "a group at its limit with an unshown member", grouped, { $0["presentedPerGroup"] = ["promo": 2] },
                "rule 12"
            ),
            // Counting p1 no more, the group would let p2 show as a second.
            (
                "a group counting fewer showings than its shown members", grouped,
                { $0["presentedPerGroup"] = [String: Int]() }, "rule 12"
            ),
        ]
        for (name, scheduler, change, rule) in cases {
            #expect(Self.decodingProblem(try Self.tampered(scheduler, { _ in })) == nil, "\(name): untouched")
            let problem = Self.decodingProblem(try Self.tampered(scheduler, change))
            #expect(problem?.contains(rule) == true, "\(name): \(problem ?? "decoded")")
        }
    }

    /// Presentation numbers are handed out one per presentation: two
    /// visible alerts with one number are no state the scheduler reaches.
    @Test("Two visible alerts with one presentation number are a decoding error")
    func sharedPresentationNumber() throws {
        var stacked = AlertScheduler(policy: AlertPolicy(maxVisible: 2))
        stacked.send([.request(alert("a", 600)), .request(alert("b", 500))])
        let data = try Self.tampered(stacked) { object in
            guard var visible = object["visible"] as? [[String: Any]], visible.count == 2 else { return }
            for index in visible.indices { visible[index]["presentation"] = 0 }
            object["visible"] = visible
        }
        #expect(Self.decodingProblem(data)?.contains("bad presentation number") == true)
    }

    /// At the last instant there is, a dismissal's gap ends at that instant
    /// too (the sum is clamped): the scheduler's own snapshot decodes.
    @Test("A gap that ends at the last instant, as a dismissal there leaves it, round-trips")
    func gapAtTheLastInstant() throws {
        var scheduler = AlertScheduler(policy: AlertPolicy(gap: .milliseconds(300)))
        scheduler.send([.advance(to: .max), .request(alert("a")), .close(.top)])
        let copy = try JSONDecoder().decode(AlertScheduler.self, from: JSONEncoder().encode(scheduler))
        #expect(copy.snapshot == scheduler.snapshot)
        let gapPastTheEnd = try Self.tampered(scheduler) { $0["now"] = Int.max - 1 }
        #expect(Self.decodingProblem(gapPastTheEnd) == nil, "ending within one gap of now")
    }
}
