import AlertPlayer
import CNcursesw
import CTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal while the player owns it: ncurses set up for keys, mouse and
/// resizes, with the signal handlers of `CTerminal` ready to give it back
/// if the process dies.
///
/// Invariant: after ``stop()`` (called at most once, idempotent) the terminal
/// is in the state it was in before ``start()``.
final class CursesTerminal {
    struct StartError: Error, CustomStringConvertible {
        var description: String
    }

    /// What the loop gets from one wait.
    enum Input {
        /// Nothing: the wait timed out or a key meant nothing.
        case none
        /// The terminal is gone (end of input, a hang-up): time to leave.
        case closed
        /// Ctrl-L: repaint everything.
        case redraw
        case player(PlayerInput)
    }

    /// Blocking waits in a row that returned no input. A blocking wait only
    /// comes back empty when a signal interrupts it, or every time once the
    /// terminal is gone; a few in a row mean the latter.
    private var emptyBlockingWaits = 0
    private static let emptyBlockingWaitLimit = 3

    /// Whether a button-1 press has been reported and its release not yet.
    private var isButtonDown = false

    private let screen: OpaquePointer
    private var isStopped = false

    private init(screen: OpaquePointer) {
        self.screen = screen
    }

    /// Saves the terminal's settings, installs the restoring signal handlers
    /// and starts ncurses on standard input and output.
    static func start() throws(StartError) -> CursesTerminal {
        guard cterminal_save(STDOUT_FILENO) == 0 else {
            throw StartError(description: "standard output is not a terminal")
        }
        cterminal_install_signal_handlers()
        guard let screen = newterm(nil, cn_stdout(), cn_stdin()) else {
            cterminal_uninstall_signal_handlers()
            let name = getenv("TERM").map { String(cString: $0) } ?? "(unset)"
            throw StartError(description: "cannot use the terminal type '\(name)'")
        }
        cterminal_prepare_restore_sequence()
        cbreak()
        noecho()
        nonl()
        let window = cn_stdscr()
        intrflush(window, false)
        keypad(window, true)
        curs_set(0)
        set_escdelay(25)
        mouseinterval(0)
        _ = mousemask(cn_button1_pressed() | cn_button1_released() | cn_button1_clicked(), nil)
        return CursesTerminal(screen: screen)
    }

    /// Gives the terminal back: mouse off, ncurses ended, handlers removed,
    /// the saved settings restored.
    func stop() {
        guard !isStopped else { return }
        isStopped = true
        _ = mousemask(0, nil)
        // Leave a blank alternate screen: some terminals (tmux after a resize)
        // carry its lines over into the normal screen.
        let window = cn_stdscr()
        werase(window)
        wmove(window, 0, 0)
        wrefresh(window)
        endwin()
        delscreen(screen)
        cterminal_uninstall_signal_handlers()
        cterminal_restore_termios()
    }

    /// The terminal's size in cells.
    var size: (width: Int, height: Int) {
        (Int(cn_cols()), Int(cn_lines()))
    }

    /// Waits for input for up to `timeoutMilliseconds` (-1: until there is some).
    func nextInput(timeoutMilliseconds: Int32) -> Input {
        let window = cn_stdscr()
        wtimeout(window, timeoutMilliseconds)
        let code = wgetch(window)
        if code == ERR, timeoutMilliseconds < 0 {
            emptyBlockingWaits += 1
            return emptyBlockingWaits >= Self.emptyBlockingWaitLimit ? .closed : .none
        }
        emptyBlockingWaits = 0
        switch code {
        case ERR: return .none
        case KEY_RESIZE: return .none  // the loop reads the new size before drawing
        case KEY_MOUSE: return mouseInput()
        case 12: return .redraw  // Ctrl-L
        default: return key(for: code).map { .player(.key($0)) } ?? .none
        }
    }

    /// A click is a press of button 1. Terminals and ncurses do not always
    /// report both halves (a press and release read together can arrive as
    /// the release alone), so a release without a press before it counts too,
    /// as does a click ncurses put together itself.
    private func mouseInput() -> Input {
        var event = MEVENT()
        guard getmouse(&event) == OK else { return .none }
        let click = Input.player(.click(x: Int(event.x), y: Int(event.y)))
        if event.bstate & cn_button1_pressed() != 0 {
            isButtonDown = true
            return click
        }
        if event.bstate & cn_button1_released() != 0 {
            defer { isButtonDown = false }
            return isButtonDown ? .none : click
        }
        return event.bstate & cn_button1_clicked() != 0 ? click : .none
    }

    private func key(for code: Int32) -> PlayerKey? {
        switch code {
        case 10, 13, KEY_ENTER: return .enter
        case 27: return .escape
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        case KEY_UP: return .up
        case KEY_DOWN: return .down
        case KEY_HOME: return .home
        case KEY_END: return .end
        case KEY_PPAGE: return .pageUp
        case KEY_NPAGE: return .pageDown
        case 32...126:
            guard let scalar = Unicode.Scalar(UInt32(code)) else { return nil }
            return .character(Character(scalar))
        default: return nil
        }
    }
}
