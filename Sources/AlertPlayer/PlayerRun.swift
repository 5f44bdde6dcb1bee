import AlertCore
import AlertScenario
import AlertSimulation

/// One model (scheduled or naive) playing the scenario, with the commands the
/// user gave it and the events it produced.
///
/// Invariant: ``replay`` is exactly what a fresh replay reaches by running the
/// timeline with ``userCommands`` interleaved at their recorded places, so a
/// run can always be rebuilt from the start (see ``rerun(to:)``). Each of
/// its checkpoints is a state that such a rebuild passes through, taken
/// right after a step or a user command, with the first
/// `commandsGiven` of ``userCommands`` behind it; they are in the order
/// they were taken, and there are fewer than ``checkpointLimit``.
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
        var origin: Origin
        var eventsRecorded: Int
        var stepsRun: Int
    }

    /// Where a run started from: an object, told apart from every other by
    /// its identity. A revision holds its origin, so no later origin can
    /// take the address of one that a revision still names.
    package final class Origin: Hashable, Sendable {
        init() {}

        package static func == (lhs: Origin, rhs: Origin) -> Bool { lhs === rhs }
        package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
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
    /// A step's events, and those of the deadlines at its very instant,
    /// count that step as run: they come after the commands given before it
    /// and before the ones given after. Deadlines before its instant do not
    /// count it, however the clock got past them (a tick of playback, a
    /// seek, a rebuild), so a run rebuilt from the start places every event
    /// where playing placed it.
    package struct LogPlace: Hashable, Sendable, Comparable {
        /// Timeline steps run once the event happened.
        package var stepsRun: Int
        /// 0 for the timeline and its deadlines; for a user's command, the
        /// number of the action that gave it (1 for the player's first, and
        /// growing from there).
        package var action: Int

        package init(stepsRun: Int, action: Int) { (self.stepsRun, self.action) = (stepsRun, action) }

        package static func < (lhs: LogPlace, rhs: LogPlace) -> Bool {
            (lhs.stepsRun, lhs.action) < (rhs.stepsRun, rhs.action)
        }
    }

    /// The most events kept; older ones are forgotten.
    package static let logLimit = 1_000

    /// Steps and user commands between two checkpoints at first: enough to
    /// pay for copying the log a checkpoint shares (``logLimit`` events).
    package static let firstCheckpointSpacing = 1_024
    /// The most checkpoints a run keeps. When it has this many, every other
    /// one goes and the spacing doubles, so they stay spread over the
    /// whole run and a rebuild runs less than a thirty-second of it.
    package static let checkpointLimit = 64
    /// How many alerts the machine may hold per step or command between
    /// two checkpoints: with many alerts on screen or waiting, checkpoints
    /// come further apart, so that together they hold at most this many
    /// alerts' state per step run.
    package static let alertsPerCheckpointStep = 8

    /// A copy of the run, kept to rebuild from (see ``rerun(to:)``).
    private struct Checkpoint: Sendable {
        var replay: ScenarioReplay
        /// How many of ``userCommands`` it has given.
        var commandsGiven: Int
        var recentEvents: [AlertEvent]
        var recentPlaces: [LogPlace]
        var eventsRecorded: Int
        var suspendedAt: [AlertID: Milliseconds]
        var monitor: PropertyMonitor?
    }

    package private(set) var replay: ScenarioReplay
    /// The replay as the run was created, before any step: where a rebuild
    /// without a checkpoint starts.
    private let initialReplay: ScenarioReplay
    package private(set) var userCommands: [UserCommand] = []
    /// The latest events, oldest first: ``log`` and up to ``logLimit``
    /// older ones, forgotten together once there are that many, so that
    /// recording an event moves no others (amortised O(1)).
    private var recentEvents: [AlertEvent] = []
    /// Where each of ``recentEvents`` happened.
    private var recentPlaces: [LogPlace] = []
    /// Where this run started from (see ``Revision``).
    private var origin: Origin
    /// Every event recorded, including those dropped from ``log``.
    private var eventsRecorded = 0
    /// When each alert that was suspended and still waits went back to the
    /// queue (see ``waitingSince(_:)``).
    private var suspendedAt: [AlertID: Milliseconds] = [:]
    /// What judges the scenario's properties as the run goes, when it has
    /// any (see ``propertyViolations``).
    private var monitor: PropertyMonitor?
    /// The monitor before any step: where a rebuild without a checkpoint starts.
    private let initialMonitor: PropertyMonitor?
    /// States to rebuild from, oldest first (see the invariant).
    private var checkpoints: [Checkpoint] = []
    /// Steps and user commands run since the last checkpoint.
    private var workSinceCheckpoint = 0
    /// How much work comes between two checkpoints at least.
    private var checkpointSpacing = PlayerRun.firstCheckpointSpacing
    /// The spacing the run was created with, which a restart goes back to.
    private let initialCheckpointSpacing: Int
    /// Steps and user commands the rebuild that made this run sent (0 for
    /// a run that was not rebuilt): what ``rerun(to:)`` cost.
    package private(set) var rebuildWork = 0

    /// A run at the start of `scenario`, before any step, that takes a
    /// checkpoint after every `checkpointSpacing` steps and user commands
    /// at first (tests use a small spacing).
    package init(_ scenario: Scenario, mode: ReplayMode, checkpointSpacing: Int = PlayerRun.firstCheckpointSpacing) {
        // Properties are judged on the events with the stacks after them: only then are stacks recorded.
        let judged = scenario.properties.contains { !$0.isSometimes }
        replay = ScenarioReplay(scenario, mode: mode, recordsStacks: judged)
        initialReplay = replay
        monitor = judged ? PropertyMonitor(properties: scenario.properties) : nil
        initialMonitor = monitor
        origin = Origin()
        self.checkpointSpacing = max(1, checkpointSpacing)
        initialCheckpointSpacing = self.checkpointSpacing
    }

    /// Events so far, oldest first; the latest ``logLimit`` of them.
    ///
    /// - Complexity: O(1) while there are at most ``logLimit``; O(``logLimit``)
    ///   to copy them out after that.
    package var log: [AlertEvent] {
        recentEvents.count > Self.logLimit ? Array(recentEvents.suffix(Self.logLimit)) : recentEvents
    }

    /// Where each event of ``log`` happened (see ``LogPlace``).
    ///
    /// - Complexity: as ``log``.
    package var logPlaces: [LogPlace] {
        recentPlaces.count > Self.logLimit ? Array(recentPlaces.suffix(Self.logLimit)) : recentPlaces
    }

    /// How many events ``log`` holds.
    ///
    /// - Complexity: O(1)
    package var logCount: Int { min(recentEvents.count, Self.logLimit) }

    /// The state the run is in; see ``Revision``.
    package var revision: Revision {
        Revision(origin: origin, eventsRecorded: eventsRecorded, stepsRun: replay.nextStep)
    }

    package var mode: ReplayMode { replay.mode }
    package var machine: any AlertStateMachine { replay.machine }

    /// The instant a pending alert's present wait began: its latest
    /// suspension if it was on screen before, otherwise its request. Time
    /// on screen is not waiting.
    ///
    /// - Complexity: O(1)
    package func waitingSince(_ alert: PendingAlert) -> Milliseconds {
        suspendedAt[alert.definition.id] ?? alert.requestedAt
    }

    /// Runs the timeline and deadlines up to `time`, a step at a time, so
    /// that each step's events have their place.
    mutating func advance(to time: Milliseconds) {
        while let stepTime = replay.nextStepTime, stepTime <= time {
            runNextStep()
        }
        record(sendWatched(.advance(to: time)), at: LogPlace(stepsRun: replay.nextStep, action: 0))
    }

    /// Runs the next step of the timeline; does nothing at its end.
    mutating func runNextStep() {
        guard let stepTime = replay.nextStepTime else { return }
        if stepTime > replay.now {
            // The deadlines before the step's instant, where a tick would have placed them.
            record(sendWatched(.advance(to: stepTime - 1)), at: LogPlace(stepsRun: replay.nextStep, action: 0))
        }
        let events = runNextStepWatched()
        record(events, at: LogPlace(stepsRun: replay.nextStep, action: 0))
        countWork()
    }

    /// Applies a user command now, as part of the user's action numbered
    /// `action` (positive, and greater than the actions before it), and
    /// remembers it for re-runs.
    mutating func perform(_ command: AlertCommand, action: Int) {
        let given = UserCommand(time: replay.now, stepsRun: replay.nextStep, action: action, command: command)
        userCommands.append(given)
        record(sendWatched(command), at: LogPlace(stepsRun: given.stepsRun, action: action))
        countWork()
    }

    /// The same run rebuilt from the start up to `time`, with every step at
    /// or before `time` run, keeping the user's commands up to that instant
    /// and forgetting later ones (see ``restarted()`` for the run before
    /// any step).
    ///
    /// The rebuild starts from the last checkpoint at or before `time`, which
    /// is a state the rebuild from the start passes through, so the result
    /// is the same; it has a new origin all the same (see ``Revision``).
    ///
    /// - Complexity: O(*w*) commands sent, for *w* steps and user commands
    ///   between the last checkpoint at or before `time` and `time`: about
    ///   the spacing between checkpoints or less (``firstCheckpointSpacing``,
    ///   doubled at every thinning, so under a thirty-second of a long run),
    ///   and O(*c*) to copy the *c* alerts of the checkpoint's machine.
    func rerun(to time: Milliseconds) -> PlayerRun {
        var kept = checkpoints
        while let last = kept.last, last.replay.now > time { kept.removeLast() }
        var fresh = restored(at: kept.last, keeping: kept)
        let startingStep = fresh.replay.nextStep
        let startingCommands = fresh.userCommands.count
        for command in userCommands[fresh.userCommands.count...] where command.time <= time {
            while fresh.replay.nextStep < command.stepsRun {
                fresh.runNextStep()
            }
            fresh.record(
                fresh.sendWatched(.advance(to: command.time)),
                at: LogPlace(stepsRun: fresh.replay.nextStep, action: 0))
            fresh.perform(command.command, action: command.action)
        }
        fresh.advance(to: time)
        fresh.rebuildWork = fresh.replay.nextStep - startingStep + fresh.userCommands.count - startingCommands
        return fresh
    }

    /// The same run back at its start, before any step, with none of the
    /// user's commands and no checkpoints: every one lies ahead of it, and
    /// a command the user gives before one would leave it off the way a
    /// rebuild takes. Playing on takes them again.
    ///
    /// - Complexity: O(1)
    func restarted() -> PlayerRun {
        var run = restored(at: nil, keeping: [])
        // No thinned checkpoints are kept, so they come as often as at first.
        run.checkpointSpacing = initialCheckpointSpacing
        return run
    }

    /// This run as it stood at `checkpoint`, or at its start, with a new
    /// origin and only `kept` checkpoints.
    private func restored(at checkpoint: Checkpoint?, keeping kept: [Checkpoint]) -> PlayerRun {
        var run = self
        run.origin = Origin()
        run.replay = checkpoint?.replay ?? initialReplay
        run.userCommands = Array(userCommands.prefix(checkpoint?.commandsGiven ?? 0))
        run.recentEvents = checkpoint?.recentEvents ?? []
        run.recentPlaces = checkpoint?.recentPlaces ?? []
        run.eventsRecorded = checkpoint?.eventsRecorded ?? 0
        run.suspendedAt = checkpoint?.suspendedAt ?? [:]
        run.monitor = checkpoint.map(\.monitor) ?? initialMonitor
        run.checkpoints = kept
        run.workSinceCheckpoint = 0
        run.rebuildWork = 0
        return run
    }

    /// ``rerun(to:)`` from the very start, without the checkpoints: what
    /// tests compare a rebuild from a checkpoint with.
    func rerunFromTheStart(to time: Milliseconds) -> PlayerRun {
        var withoutCheckpoints = self
        withoutCheckpoints.checkpoints = []
        return withoutCheckpoints.rerun(to: time)
    }

    /// Counts a step or a user command, and takes a checkpoint when enough
    /// work has passed since the last: at least the spacing, and at least
    /// an eighth of the alerts the machine holds, so that the checkpoints
    /// hold no more than eight alerts' state per step or command.
    private mutating func countWork() {
        workSinceCheckpoint += 1
        guard workSinceCheckpoint >= checkpointSpacing else { return }
        let ledger = replay.machine.ledger
        guard workSinceCheckpoint >= (ledger.pending + ledger.visible) / Self.alertsPerCheckpointStep else { return }
        workSinceCheckpoint = 0
        // Only the log's events: a checkpoint is kept long, the older ones would be forgotten soon.
        checkpoints.append(
            Checkpoint(
                replay: replay, commandsGiven: userCommands.count, recentEvents: log, recentPlaces: logPlaces,
                eventsRecorded: eventsRecorded, suspendedAt: suspendedAt, monitor: monitor))
        if checkpoints.count == Self.checkpointLimit {
            // The odd ones stay, the last among them.
            checkpoints = checkpoints.indices.filter { $0 % 2 == 1 }.map { checkpoints[$0] }
            checkpointSpacing *= 2
        }
    }

    private mutating func record(_ events: [AlertEvent], at place: LogPlace) {
        guard !events.isEmpty else { return }
        eventsRecorded += events.count
        recentEvents += events
        recentPlaces += repeatElement(place, count: events.count)
        for event in events {
            switch event.kind {
            case .suspended(let id, _): suspendedAt[id] = event.time
            case .presented(let id), .dismissed(let id, _), .cancelled(let id, _), .expired(let id),
                .dropped(let id, _):
                if !suspendedAt.isEmpty { suspendedAt[id] = nil }
            default: break
            }
        }
        if recentEvents.count > 2 * Self.logLimit {
            recentEvents.removeFirst(recentEvents.count - Self.logLimit)
            recentPlaces.removeFirst(recentPlaces.count - Self.logLimit)
        }
    }
}

extension PlayerRun {
    /// The properties the run has broken so far, in the order of the
    /// scenario's `properties` (every kind but `sometimes`, which `explore`
    /// judges over many runs), as `check` and `explore` judge them; once the
    /// run is at its end (every step run, and `end` reached or, without
    /// one, no deadline left), also those only the end decides: a `shown`
    /// alert never presented, a `max-wait` still running.
    ///
    /// - Complexity: O(*p*) for *p* properties.
    package var propertyViolations: [PropertyViolation] {
        guard var monitor else { return [] }
        if replay.isAtEnd { monitor.finish(at: replay.now) }
        return monitor.violations.compactMap { $0 }
    }

    /// Sends `command` to the replay, the monitor watching its events.
    mutating func sendWatched(_ command: AlertCommand) -> [AlertEvent] {
        guard monitor != nil else { return replay.send(command) }
        return watch(replay.sendWithStacks(command))
    }

    /// Runs the replay's next step, the monitor watching its events.
    mutating func runNextStepWatched() -> [AlertEvent] {
        guard monitor != nil else { return replay.runNextStep() }
        return watch(replay.runNextStepWithStacks())
    }

    /// Shows each event to the monitor; returns the events.
    private mutating func watch(_ recorded: [RecordedEvent]) -> [AlertEvent] {
        for event in recorded { monitor?.observe(event) }
        return recorded.map(\.event)
    }
}
