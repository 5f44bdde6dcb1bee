import PropertyBased
import Testing

@testable import AlertCore

/// The cap history against the plainest model of it: per cap, an array of
/// instants from which every record drops those that no longer count.
@Suite("AlertCapHistory (internals)")
struct AlertCapHistoryTests {
    @Test("Records and counts agree with an array that forgets at once")
    func agreesWithPlainArrays() async {
        // Each number is a step: which cap (of two), how far the clock moves
        // (often not at all), and whether it records or only counts.
        let steps = Gen.int(in: 0...10_000).array(of: 0...150)
        await propertyCheck(count: 300, input: steps) { steps in
            var history = AlertCapHistory()
            var model: [String: [Milliseconds]] = [:]
            let windows = ["weekly": 40, "daily": 7]
            var now = 0
            for (index, number) in steps.enumerated() {
                let cap = number.isMultiple(of: 2) ? "weekly" : "daily"
                let window = windows[cap] ?? 0
                now += number / 2 % 4 == 0 ? number / 8 % 9 : 0
                if number / 72 % 3 != 0 {
                    history.record(cap, at: now, window: window)
                    model[cap, default: []].removeAll { $0 + window <= now }
                    model[cap, default: []].append(now)
                }
                for (name, window) in windows {
                    let counted = model[name, default: []].filter { now < $0 + window }.count
                    #expect(history.count(of: name, window: window, at: now) == counted, "step \(index), \(name)")
                }
                #expect(history.presentations == model, "after step \(index)")
                // Equal to (and hashed as) a history made afresh from the
                // same instants, whatever it has forgotten but not dropped.
                let fresh = AlertCapHistory(model)
                #expect(history == fresh && history.hashValue == fresh.hashValue)
                #expect((history == AlertCapHistory()) == model.isEmpty)
                #expect(history.brokenInvariant() == nil)
            }
        }
    }

}
