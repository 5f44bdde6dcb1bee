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
/// where a cell changed.
final class PlayerSession {
    private let terminal: CursesTerminal
    private let renderer: CursesRenderer
    private var layout = PlayerFrameBuilder()

    /// Takes over the terminal.
    init(colors: Bool) throws(CursesTerminal.StartError) {
        terminal = try CursesTerminal.start()
        renderer = CursesRenderer(palette: CursesPalette(colors: colors))
    }

    deinit {
        terminal.stop()
    }

    /// Plays until the user quits, then gives the terminal back.
    func run(_ model: inout PlayerModel) {
        var lastTick = ContinuousClock.now
        while true {
            let size = terminal.size
            if size.width != model.width || size.height != model.height {
                _ = model.update(.resize(width: size.width, height: size.height))
            }
            let frame = layout.frame(for: model)
            renderer.draw(frame.grid, redrawnRows: frame.redrawnRows)
            let wasPlaying = model.isPlaying
            let wait = model.wallMillisecondsUntilNextFrame.map { Int32(clamping: $0) } ?? -1
            let input = terminal.nextInput(timeoutMilliseconds: wait)
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
                let effects = model.update(playerInput)
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
}
