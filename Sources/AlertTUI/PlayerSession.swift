import AlertCore
import AlertPlayer
import CNcursesw
import CTerminal

/// The player's run loop: wait for a key, a click, a resize, a resumption or
/// the next frame; turn it into a ``PlayerInput`` (a click becomes the
/// command of what was under it in the frame on screen); update the model;
/// draw the new frame.
///
/// Invariants: while paused the loop blocks in the input wait (no CPU); while
/// playing it wakes when the screen would change on its own
/// (``PlayerModel/wallMillisecondsUntilNextFrame``: the clock's tenth turning
/// over, at most ten times a second, and exactly when the next step or
/// deadline is due), and gives the model the wall time that passed, except
/// time spent stopped (Ctrl-Z); each frame redraws only the regions whose
/// inputs changed (``PlayerFrameBuilder``), and the screen is only written
/// where a cell changed. Presses of `←` typed ahead of the screen (already
/// waiting when the first is read) reach the model together
/// (``PlayerModel/update(_:times:)``), so they seek back once.
final class PlayerSession {
    private let terminal: CursesTerminal
    private let renderer: CursesRenderer
    private var layout = PlayerFrameBuilder()

    /// Takes over the terminal.
    /// A session in colour or not; `replayCommand` is named in an error
    /// about the terminal, as the way to see the run without one.
    init(colors: Bool, replayCommand: String) throws(CursesTerminal.StartError) {
        terminal = try CursesTerminal.start(replay: replayCommand)
        renderer = CursesRenderer(palette: CursesPalette(colors: colors))
    }

    deinit {
        terminal.stop()
    }

    /// Plays until the user quits, then gives the terminal back.
    func run(_ model: inout PlayerModel) {
        var lastTick = ContinuousClock.now
        // An input read while counting presses of `←`, handled next.
        var readAhead: CursesTerminal.Input?
        while true {
            let size = terminal.size
            if size.width != model.width || size.height != model.height {
                _ = model.update(.resize(width: size.width, height: size.height))
            }
            let frame = layout.frame(for: model)
            renderer.draw(frame.grid, redrawnRows: frame.redrawnRows)
            let wasPlaying = model.isPlaying
            let wait = model.wallMillisecondsUntilNextFrame.map { Int32(clamping: $0) } ?? -1
            let input = readAhead ?? terminal.nextInput(timeoutMilliseconds: wait)
            readAhead = nil
            if case .continued = input {
                // Stopped by Ctrl-Z meanwhile: that time is not played.
                lastTick = ContinuousClock.now
            } else if wasPlaying {
                let now = ContinuousClock.now
                let elapsed = (now - lastTick).wholeMilliseconds
                if elapsed > 0 {
                    lastTick = lastTick.advanced(by: .milliseconds(elapsed))
                    _ = model.update(.tick(elapsed: elapsed))
                }
            }
            switch input {
            case .none:
                break
            case .closed:
                terminal.stop()
                return
            case .redraw, .resized, .continued:
                renderer.invalidate()
            case .click(let x, let y):
                // The target is looked up in the frame that was on screen
                // when the user clicked; commands name the alert they were
                // drawn for, so a click cannot land on an alert that has
                // come on top since.
                guard let command = frame.command(atX: x, y: y) else { break }
                if model.update(.command(command)).contains(.bell) { beep() }
            case .player(let playerInput):
                var times = 1
                if playerInput == .key(.left) {
                    (times, readAhead) = pressesWaiting(of: playerInput)
                }
                let effects = model.update(playerInput, times: times)
                if effects.contains(.quit) {
                    terminal.stop()
                    return
                }
                if effects.contains(.bell) { beep() }
            }
            if model.isPlaying && !wasPlaying {
                lastTick = ContinuousClock.now
            }
        }
    }

    /// How many presses of `input` there are, counting the one just read and
    /// those already waiting behind it (up to ``typedAheadLimit``), and the
    /// first other input read, if any.
    private func pressesWaiting(of input: PlayerInput) -> (Int, CursesTerminal.Input?) {
        var times = 1
        while times < Self.typedAheadLimit {
            let next = terminal.nextInput(timeoutMilliseconds: 0)
            guard case .player(input) = next else {
                if case .none = next { return (times, nil) }
                return (times, next)
            }
            times += 1
        }
        return (times, nil)
    }

    /// The most presses of one key taken together.
    private static let typedAheadLimit = 256
}
