import AlertCore
import AlertScenario

extension PlayerModel {
    /// The longest a seek moves.
    static let seekLimit: Milliseconds = 1_000

    /// Plays on: the clock moves by `elapsed` × ``speed``, both runs advance
    /// to it, and playback pauses where `replay` ends: at `end:` when the
    /// scenario gives it (rule 16, docs/rules.md: nothing after it happens), otherwise
    /// once the timeline and every deadline have been played through. A
    /// tick that would pass that instant stops on it.
    mutating func play(forWallMilliseconds elapsed: Milliseconds) {
        guard isPlaying, elapsed > 0 else { return }
        let exact = Double(clock) + clockRemainder + Double(elapsed) * speed
        var target = exact >= Double(Int.max / 2) ? Int.max / 2 : Int(saturating: exact.rounded(.down))
        clockRemainder = exact - Double(target)
        if target >= timelineEnd, clock <= timelineEnd {
            moveClock(to: timelineEnd)
            if isAtEnd {
                clockRemainder = 0
                isPlaying = false
                return
            }
        }
        if scheduled.replay.isAtEndOfTimeline {
            let limit = max(timelineEnd, deadlines.max() ?? timelineEnd)
            if target >= limit {
                target = max(limit, clock)
                clockRemainder = 0
                isPlaying = false
            }
        }
        moveClock(to: target)
    }

    /// While playing, the wall-clock milliseconds until the next timeline
    /// step or deadline is due (at least 1), so the terminal loop can wake up
    /// right then; `nil` when paused or when nothing is due.
    package var wallMillisecondsUntilNextEvent: Int? {
        guard isPlaying else { return nil }
        let due = ([scheduled.replay.nextStepTime] + deadlines.map(Optional.some)).compactMap { $0 }.min()
        guard let due else { return nil }
        let virtual = Double(due) - Double(clock) - clockRemainder
        return Swift.max(1, Int(saturating: (virtual / speed).rounded(.up)))
    }

    /// The wall-clock milliseconds a frame stays true while playing: the
    /// clock shows tenths of a second, and more than ten frames a second
    /// would show nothing new to the eye.
    package static let frameInterval = 100

    /// How far from its tenth a frame may be drawn and still leave the next
    /// tenth its own frame: the loop wakes a millisecond or two after the
    /// tenth it waited for (or, measured by another clock, just before), and
    /// without this the next one, then under ``frameInterval`` away (or the
    /// same one, just ahead), would be skipped, showing the clock in steps
    /// of two tenths.
    package static let frameLateness = 10

    /// While playing, the wall-clock milliseconds until the screen next
    /// changes on its own: a step or deadline falls due
    /// (``wallMillisecondsUntilNextEvent``), or the clock's tenth of a second
    /// turns over. Frames for the clock fall on a turn of a tenth, about
    /// ``frameInterval`` apart or more (at speeds above 1 some tenths are
    /// not shown; see ``frameLateness``). At least 1; `nil` when paused or
    /// too small.
    package var wallMillisecondsUntilNextFrame: Int? {
        // Too small, the clock stands still (see ``update(_:)``): nothing to wait for.
        guard isPlaying, !isTooSmall else { return nil }
        let tenth = 100 / speed
        var wait = (Double(100 - Int(clock.magnitude % 100)) - clockRemainder) / speed
        let spacing = Double(Self.frameInterval - Self.frameLateness)
        // Where tenths come a frame apart, one just ahead is the tenth this
        // frame was meant for: it comes next. Faster, frames skip tenths.
        let isJustAhead = wait <= Double(Self.frameLateness) && tenth >= spacing
        if wait < spacing, !isJustAhead {
            wait += ((spacing - wait) / tenth).rounded(.up) * tenth
        }
        let frame = Swift.max(1, Int(saturating: wait.rounded(.up)))
        guard let event = wallMillisecondsUntilNextEvent else { return frame }
        return Swift.min(frame, event)
    }

    /// The next deadline of each run, where there is one.
    private var deadlines: [Milliseconds] {
        [naive.machine.nextDeadline, scheduled.machine.nextDeadline].compactMap { $0 }
    }

    mutating func togglePlay() {
        if isPlaying {
            isPlaying = false
        } else {
            if isAtEnd { restart() }
            isPlaying = true
        }
    }

    /// Runs the next timeline step in both runs, moving the clock to its
    /// instant, and pauses; `expect` steps right after it run too, as they
    /// change nothing on screen. Past the last step it moves to the next
    /// deadline.
    mutating func step() {
        isPlaying = false
        clockRemainder = 0
        if let time = scheduled.replay.nextStepTime {
            clock = max(clock, time)
            repeat {
                for mode in ReplayMode.runModes {
                    self[run: mode].runNextStep()
                }
            } while nextStepIsExpectation(at: clock)
        } else if let deadline = deadlines.min(), scenario.end.map({ deadline <= $0 }) ?? true {
            moveClock(to: max(deadline, clock))
        } else {
            notice = "end of the timeline"
        }
        logScroll = 0
    }

    /// Whether the next step is an `expect` at `time`.
    private func nextStepIsExpectation(at time: Milliseconds) -> Bool {
        let next = scheduled.replay.nextStep
        let timeline = scenario.timeline
        return next < timeline.count && timeline[next].time == time && timeline[next].isExpectation
    }

    /// Moves the play head. Forward, both runs simply play on; backward, both
    /// are rebuilt up to `time` (deterministic, so the result is what playing
    /// to `time` would have shown: the steps at `time` run, even at 0),
    /// forgetting the user's commands after it. ``restart()`` goes back to
    /// before any step.
    mutating func seek(to time: Milliseconds) {
        // Never past where the run ends: a seek beyond it (a click at the
        // bar's right edge of a scenario that ends at 0 asks for 1 ms) is
        // `End`, with the steps at the end instant run.
        guard time <= max(timelineEnd, clock) else { return seekToEnd() }
        let target = max(0, time)
        clockRemainder = 0
        logScroll = 0
        if target > clock {
            moveClock(to: target)
        } else if target < clock {
            naive = naive.rerun(to: target)
            scheduled = scheduled.rerun(to: target)
            clock = target
        }
    }

    /// `Home`, and `space` at the end: both runs back to where the player
    /// started, at 0 before any step, with the user's commands forgotten.
    mutating func restart() {
        clockRemainder = 0
        logScroll = 0
        naive = naive.restarted()
        scheduled = scheduled.restarted()
        clock = 0
    }

    /// `End`: the play head to where `replay` ends, with everything due by
    /// then run, the steps at that very instant too (in a scenario whose
    /// steps are all at 0, a seek to 0 at 0 would do nothing).
    mutating func seekToEnd() {
        clockRemainder = 0
        logScroll = 0
        moveClock(to: max(timelineEnd, clock))
        if isAtEnd { isPlaying = false }
    }

    /// Where `←` goes from `time` (by default the play head): a second
    /// back, or the last step instant before `time` if that is nearer.
    ///
    /// - Complexity: O(log *s*) for *s* steps.
    func previousStop(from time: Milliseconds? = nil) -> Milliseconds {
        let time = time ?? clock
        let before = firstStep { $0 >= time }
        let lastStep = before > 0 ? scenario.timeline[before - 1].time : 0
        return max(time.addingClamped(-Self.seekLimit), lastStep, 0)
    }

    /// Where `→` goes: a second on, or the next step instant after the play
    /// head if that is nearer, but not past the end.
    ///
    /// - Complexity: O(log *s*) for *s* steps.
    func nextStop() -> Milliseconds {
        let after = firstStep { $0 > clock }
        let nextStep = after < scenario.timeline.count ? scenario.timeline[after].time : .max
        return min(clock.addingClamped(Self.seekLimit), nextStep, max(timelineEnd, clock))
    }

    /// The index of the first step whose instant satisfies `isPast`, or the
    /// number of steps if none does. Step instants never decrease, so
    /// `isPast` must hold of every instant after one it holds of.
    ///
    /// - Complexity: O(log *s*) for *s* steps.
    private func firstStep(where isPast: (Milliseconds) -> Bool) -> Int {
        let timeline = scenario.timeline
        var low = 0
        var high = timeline.count
        while low < high {
            let middle = low + (high - low) / 2
            if isPast(timeline[middle].time) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    private mutating func moveClock(to time: Milliseconds) {
        clock = max(clock, time)
        for mode in ReplayMode.runModes {
            self[run: mode].advance(to: clock)
        }
    }
}
