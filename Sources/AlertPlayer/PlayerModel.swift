import AlertCore
import AlertScenario
import TerminalText

/// Everything the player shows, as a value: both runs of the scenario on one
/// virtual clock, playback state, what is selected and which overlay is open.
///
/// The terminal loop owns one model, feeds it ``PlayerInput``s through
/// ``update(_:)`` and draws its frames with a ``PlayerFrameBuilder`` (the
/// same frames as ``PlayerLayout/frame(for:)``). The model never reads a
/// clock or the terminal, and never lays out a frame (a click reaches it as
/// the command the loop found under it), so tests drive it exactly. What it
/// asks the layout is sizes at its terminal's size: how many rows the help
/// wraps to (``PlayerLayout/helpScrollLimit(for:)``, so that scrolling stops
/// at the help's end and comes straight back from there), how many rows a
/// page of help and the request picker show, and the smallest terminal the
/// player draws in.
///
/// Invariants: both runs have seen the same timeline steps and both
/// machines' `now` equals ``clock``; ``speed`` > 0.
package struct PlayerModel: Sendable {
    /// An overlay drawn over the screen, taking the keys while it is open.
    package enum Overlay: Hashable, Sendable {
        case none
        /// The help, scrolled down by `scroll` rows where it is taller than the terminal.
        case help(scroll: Int)
        /// The catalogue picker of `r`, with the selected row (0-based).
        case picker(selection: Int)
    }

    /// The speeds `+` and `-` step through, up to the fastest `--speed`
    /// takes. A speed given on the command line between two of them steps
    /// to the next one either way.
    package static let speeds: [Double] = [0.1, 0.25, 0.5, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1_000]

    package let scenario: Scenario
    package let charset: Charset
    /// The last instant the timeline bar shows: where `replay` of the
    /// scenario ends, `end:` when the scenario gives it, otherwise when the
    /// scheduled run has no step or deadline left.
    package let timelineEnd: Milliseconds
    /// For each step index, how many steps before it act (are not `expect`
    /// checks); one entry more than there are steps, the last the total.
    /// Counted once, so the status line does not scan the timeline every frame.
    let actionsBefore: [Int]

    package internal(set) var width: Int
    package internal(set) var height: Int
    package internal(set) var mode: ReplayMode {
        // Another mode shows other logs: scrolled back in one says nothing of the other.
        didSet { if mode != oldValue { logScroll = 0 } }
    }
    package internal(set) var naive: PlayerRun
    package internal(set) var scheduled: PlayerRun
    /// The play head, in virtual milliseconds.
    package internal(set) var clock: Milliseconds = 0
    /// The fraction of a virtual millisecond played but not yet on the clock.
    var clockRemainder = 0.0
    package internal(set) var isPlaying: Bool
    package internal(set) var speed: Double
    package internal(set) var overlay: Overlay = .none
    /// How many lines the event log is scrolled back from the newest event.
    package internal(set) var logScroll = 0
    /// A one-off message for the status line, cleared by the next key.
    package internal(set) var notice: String?
    /// The user's actions that gave the runs commands so far: the last
    /// one's number (see ``PlayerRun/LogPlace``).
    var actionsTaken = 0

    /// - Parameters:
    ///   - speed: virtual milliseconds per wall-clock millisecond; values
    ///     that are not positive and finite are replaced by 1.
    ///   - notice: a first ``notice``, such as a warning the file gave
    ///     while loading, which the player's screen would otherwise hide.
    package init(
        scenario: Scenario, mode: ReplayMode = .scheduled, isPlaying: Bool = true, speed: Double = 1,
        width: Int = 80, height: Int = 24, charset: Charset = .unicode, notice: String? = nil
    ) {
        self.scenario = scenario
        self.notice = notice
        self.mode = mode
        self.isPlaying = isPlaying
        self.speed = speed.isFinite && speed > 0 ? speed : 1
        self.width = width
        self.height = height
        self.charset = charset
        naive = PlayerRun(scenario, mode: .naive)
        scheduled = PlayerRun(scenario, mode: .scheduled)
        timelineEnd = Self.timelineEnd(of: scenario)
        var actionsBefore = [0]
        actionsBefore.reserveCapacity(scenario.timeline.count + 1)
        for step in scenario.timeline {
            actionsBefore.append(actionsBefore[actionsBefore.count - 1] + (step.isExpectation ? 0 : 1))
        }
        self.actionsBefore = actionsBefore
    }

    /// The run of one model.
    package subscript(run mode: ReplayMode) -> PlayerRun {
        get { mode == .naive ? naive : scheduled }
        set {
            if mode == .naive { naive = newValue } else { scheduled = newValue }
        }
    }

    /// The runs on screen, left to right.
    package var shownRuns: [PlayerRun] { mode.runs.map { self[run: $0] } }

    /// Where the run has been played through, as `replay` would end it: the
    /// timeline has run and the clock is at `end:` when the scenario gives
    /// it (a deadline after it never fires), or no deadline is left.
    package var isAtEnd: Bool {
        guard scheduled.replay.isAtEndOfTimeline, clock >= timelineEnd else { return false }
        return scenario.end != nil || scheduled.machine.nextDeadline == nil
    }

    /// Where `replay` ends (rule 16, docs/rules.md), the instant its transcript ends
    /// at: `end:` when the file gives it (known without a run), else after
    /// the last step once no deadline is left.
    private static func timelineEnd(of scenario: Scenario) -> Milliseconds {
        if let end = scenario.end { return end }
        var replay = ScenarioReplay(scenario, mode: .scheduled, recordsStacks: false)
        replay.runToEnd { _ in }
        return replay.now
    }
}
