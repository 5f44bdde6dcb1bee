public import AlertCore
public import AlertSimulation

/// One scenario replayed to the end in one mode: every event in order, the
/// final instant, the ledger and what the `expect` steps for this mode found.
/// ``jsonLines`` and ``text`` render it.
///
/// Invariant: every event carries the stacks as they stood after it.
public struct ReplayTranscript: Sendable {
    public let scenario: Scenario
    public let mode: ReplayMode
    /// Every event, with the stacks right after it.
    public let events: [RecordedEvent]
    /// The replay's final instant: `end` when the scenario gives one,
    /// otherwise the last step's or the last deadline's instant.
    public let endTime: Milliseconds
    public let ledger: AlertLedger
    /// The stacks when the replay ended.
    public let finalStacks: AlertStacks
    /// Every `expect` for this mode that did not hold, in timeline order.
    public let failures: [ExpectationFailure]
    /// How many `expect` steps check this mode.
    public let expectationCount: Int

    /// Replays `scenario` in `mode` from its first step to its end.
    ///
    /// - Complexity: O(*e* + *c* · *n*) for *e* events and *c* changes to a
    ///   queue of at most *n*: recording stacks keeps the queue order as a
    ///   sorted array, shared by each event and shifted by each change.
    public init(_ scenario: Scenario, mode: ReplayMode) {
        var replay = ScenarioReplay(scenario, mode: mode, recordsStacks: true)
        var events: [RecordedEvent] = []
        replay.runToEndWithStacks(each: { events.append($0) })
        self.events = events
        self.scenario = scenario
        self.mode = replay.mode
        let summary = ReplaySummary(replay)
        endTime = summary.endTime
        ledger = summary.ledger
        finalStacks = summary.finalStacks
        failures = summary.failures
        expectationCount = summary.expectationCount
    }
}

extension ReplayTranscript {
    /// The run's ending, for the footer and the last jsonl line.
    var summary: ReplaySummary {
        ReplaySummary(
            mode: mode, endTime: endTime, ledger: ledger, finalStacks: finalStacks, failures: failures,
            expectationCount: expectationCount)
    }
}

/// How a replay ended: what a transcript says after its last event.
struct ReplaySummary {
    var mode: ReplayMode
    var endTime: Milliseconds
    var ledger: AlertLedger
    var finalStacks: AlertStacks
    var failures: [ExpectationFailure]
    var expectationCount: Int
}

extension ReplaySummary {
    /// The summary of `replay`, run to its end.
    init(_ replay: ScenarioReplay) {
        mode = replay.mode
        endTime = replay.now
        ledger = replay.machine.ledger
        finalStacks = replay.machine.stacks
        failures = replay.failures
        expectationCount = replay.scenario.expectationCount(of: replay.mode)
    }
}

extension AlertStacks {
    /// Nothing visible, nothing pending, no dim layer: what an event carries
    /// when its replay does not record stacks.
    static let none = AlertStacks(visible: [], pending: [], masks: 0)
}
