import AlertCore
import AlertScenario
import Synchronization

/// One model (scheduled or naive) playing the scenario, with the commands the
/// user gave it and the events it produced.
///
/// Invariant: ``replay`` is exactly what a fresh replay reaches by running the
/// timeline with ``userCommands`` interleaved at their recorded places, so a
/// run can always be rebuilt from the start (see ``rerun(to:)``).
package struct PlayerRun: Sendable {
    /// A command the user gave, and where in the run it happened.
    package struct UserCommand: Hashable, Sendable {
        /// The virtual instant.
        package var time: Milliseconds
        /// How many timeline steps had run (steps at one instant can be
        /// stepped through one by one).
        package var stepsRun: Int
        /// Which of the user's actions gave it, numbered across the player
        /// (see ``LogPlace/action``).
        package var action: Int
        package var command: AlertCommand
    }

    /// Names the state a run is in, so a layout can tell that nothing it
    /// draws from the run has changed: equal revisions mean the same events
    /// recorded and the same steps run, from the same start.
    ///
    /// Invariant: a run's revision changes with every event recorded and
    /// every timeline step run (an `expect` records none); a run built
    /// afresh (``PlayerRun/init(_:mode:)``, ``PlayerRun/rerun(to:)``) has an
    /// origin no other run in the process had. Copies of one run share its
    /// origin, so a layout should follow a single model.
    package struct Revision: Hashable, Sendable {
        var origin: Int
        var eventsRecorded: Int
        var stepsRun: Int
    }

    /// When an event of ``log`` happened among the things a run does, told
    /// the same way in both runs, so that compare mode can merge their logs
    /// in the order things happened (see ``MergedLog``): with its time, the
    /// steps run so far and, for a user's command, the number of the user's
    /// action that gave it.
    ///
    /// Actions are numbered by the player, not by each run: one key in
    /// compare mode gives both runs a command with the same number, and a
    /// key pressed while only one run was on screen keeps its place before
    /// the keys after it in the other run's log.
    ///
    /// A step's events (and the deadlines that fall before it) come after
    /// the steps before it have run, and count that step as run: they come
    /// after the commands given before it and before the ones given after.
    package struct LogPlace: Hashable, Sendable, Comparable {
        /// Timeline steps run once the event happened.
        package var stepsRun: Int
        /// 0 for the timeline and its deadlines; for a user's command, the
        /// number of the action that gave it (1 for the player's first, and
        /// growing from there).
        package var action: Int

        package init(stepsRun: Int, action: Int) {
            self.stepsRun = stepsRun
            self.action = action
        }

        package static func < (lhs: LogPlace, rhs: LogPlace) -> Bool {
            (lhs.stepsRun, lhs.action) < (rhs.stepsRun, rhs.action)
        }
    }

    /// Origins handed out so far, across the process.
    private static let origins = Atomic<Int>(0)

    /// The most events kept; older ones are forgotten.
    package static let logLimit = 1_000

    package private(set) var replay: ScenarioReplay
    package private(set) var userCommands: [UserCommand] = []
    /// Events so far, oldest first; at most ``logLimit``.
    package private(set) var log: [AlertEvent] = []
    /// Where each event of ``log`` happened (see ``LogPlace``).
    package private(set) var logPlaces: [LogPlace] = []
    /// Where this run started from (see ``Revision``).
    private let origin: Int
    /// Every event recorded, including those dropped from ``log``.
    private var eventsRecorded = 0

    package init(_ scenario: Scenario, mode: ReplayMode) {
        replay = ScenarioReplay(scenario, mode: mode, recordsStacks: false)
        origin = Self.origins.add(1, ordering: .relaxed).newValue
    }

    /// The state the run is in; see ``Revision``.
    package var revision: Revision {
        Revision(origin: origin, eventsRecorded: eventsRecorded, stepsRun: replay.nextStep)
    }

    package var mode: ReplayMode { replay.mode }
    package var machine: any AlertStateMachine { replay.machine }

    /// Runs the timeline and deadlines up to `time`, a step at a time, so
    /// that each step's events have their place.
    mutating func advance(to time: Milliseconds) {
        while let stepTime = replay.nextStepTime, stepTime <= time {
            runNextStep()
        }
        record(replay.send(.advance(to: time)), at: LogPlace(stepsRun: replay.nextStep, action: 0))
    }

    /// Runs the next step of the timeline; does nothing at its end.
    mutating func runNextStep() {
        let events = replay.runNextStep()
        record(events, at: LogPlace(stepsRun: replay.nextStep, action: 0))
    }

    /// Applies a user command now, as part of the user's action numbered
    /// `action` (positive, and greater than the actions before it), and
    /// remembers it for re-runs.
    mutating func perform(_ command: AlertCommand, action: Int) {
        let given = UserCommand(time: replay.now, stepsRun: replay.nextStep, action: action, command: command)
        userCommands.append(given)
        record(replay.send(command), at: LogPlace(stepsRun: given.stepsRun, action: action))
    }

    /// The same run rebuilt from the start up to `time`, keeping the user's
    /// commands up to that instant and forgetting later ones. At `time` 0 the
    /// run starts afresh, before any step.
    ///
    /// - Complexity: O(*s* + *u*) commands sent, for *s* steps and *u* user
    ///   commands up to `time`.
    func rerun(to time: Milliseconds) -> PlayerRun {
        var fresh = PlayerRun(replay.scenario, mode: replay.mode)
        guard time > 0 else { return fresh }
        for command in userCommands where command.time <= time {
            while fresh.replay.nextStep < command.stepsRun {
                fresh.runNextStep()
            }
            fresh.record(
                fresh.replay.send(.advance(to: command.time)),
                at: LogPlace(stepsRun: fresh.replay.nextStep, action: 0))
            fresh.perform(command.command, action: command.action)
        }
        fresh.advance(to: time)
        return fresh
    }

    private mutating func record(_ events: [AlertEvent], at place: LogPlace) {
        guard !events.isEmpty else { return }
        eventsRecorded += events.count
        log += events
        logPlaces += repeatElement(place, count: events.count)
        if log.count > Self.logLimit {
            log.removeFirst(log.count - Self.logLimit)
            logPlaces.removeFirst(logPlaces.count - Self.logLimit)
        }
    }
}
