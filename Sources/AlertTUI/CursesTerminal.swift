import AlertPlayer
import CNcursesw
import CTerminal
import TerminalText

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
        /// The terminal changed size: ncurses knows the new size already.
        case resized
        /// The process was stopped (Ctrl-Z) and has been resumed: the time
        /// it was stopped must not count as played.
        case continued
        /// A click (button 1) at a cell: what it asks for depends on the
        /// frame on screen.
        case click(x: Int, y: Int)
        case player(PlayerInput)
    }

    /// Reports in a row that input was ready but no key came: what a terminal
    /// that is gone looks like. A few in a row mean it is.
    private var emptyReads = 0
    private static let emptyReadLimit = 3

    /// The read end of the wake-up pipe that SIGWINCH and SIGCONT write to.
    private let wakeDescriptor: Int32

    /// Whether a button-1 press has been reported and its release not yet.
    private var isButtonDown = false

    /// Inside a bracketed paste, where its end has got to; `nil` outside one.
    private var paste: PasteEnd?
    /// How long a paste may pause before it counts as over without its end
    /// (a terminal that lost it): long enough for a paste sent in pieces,
    /// short enough that the keys after it are not lost.
    private static let pastePauseMilliseconds: Int32 = 200
    /// The most of a paste read in one wait, so a huge one does not hold
    /// the loop (the rest is read in the next waits).
    private static let pasteReadLimit = 65_536

    private let screen: OpaquePointer
    private var isStopped = false

    private init(screen: OpaquePointer, wakeDescriptor: Int32) {
        self.screen = screen
        self.wakeDescriptor = wakeDescriptor
    }

    /// Saves the terminal's settings, installs the restoring signal handlers
    /// and starts ncurses on standard input and output. `replay` is the
    /// command that shows the same run without a terminal, named in the
    /// errors.
    static func start(replay replayCommand: String) throws(StartError) -> CursesTerminal {
        guard cterminal_save(STDOUT_FILENO) == 0 else {
            throw StartError(description: "standard output is not a terminal")
        }
        cterminal_install_signal_handlers()
        // Before newterm: ncurses then leaves SIGWINCH to the wake-up pipe.
        let wakeDescriptor = cterminal_wakeup_install()
        let name = getenv("TERM").map { String(cString: $0) } ?? ""
        let replay = "or, without a terminal, run \(replayCommand)"
        // A terminal that cannot place the cursor (dumb) would get the whole
        // screen overprinted on one line. Asked before curses starts, so that
        // nothing is written to it.
        guard cterminal_type_can_address_cursor(STDOUT_FILENO) != 0 else {
            cterminal_wakeup_uninstall()
            cterminal_uninstall_signal_handlers()
            throw StartError(
                description: "cannot use the terminal type '\(name.terminalSafe)': it cannot move the cursor; "
                    + "expected a type such as xterm-256color, \(replay)")
        }
        guard wakeDescriptor >= 0, let screen = newterm(nil, cn_stdout(), cn_stdin()) else {
            cterminal_wakeup_uninstall()
            cterminal_uninstall_signal_handlers()
            guard !name.isEmpty else {
                throw StartError(
                    description: "TERM is not set, so the terminal's type is unknown; expected a type such as "
                        + "xterm-256color, \(replay)")
            }
            throw StartError(
                description: "cannot use the terminal type '\(name.terminalSafe)': no terminal description "
                    + "(terminfo) of that name; expected a type such as xterm-256color, \(replay)")
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
        _ = mousemask(
            cn_button1_pressed() | cn_button1_released() | cn_button1_clicked() | cn_wheel_up() | cn_wheel_down(), nil)
        cterminal_set_bracketed_paste(1)
        cterminal_wrap_stop_handler()
        return CursesTerminal(screen: screen, wakeDescriptor: wakeDescriptor)
    }

    /// Gives the terminal back: mouse and bracketed paste off, ncurses
    /// ended, handlers removed, the saved settings restored.
    func stop() {
        guard !isStopped else { return }
        isStopped = true
        cterminal_unwrap_stop_handler()
        _ = mousemask(0, nil)
        cterminal_set_bracketed_paste(0)
        // Leave a blank alternate screen: some terminals (tmux after a resize)
        // carry its lines over into the normal screen.
        let window = cn_stdscr()
        werase(window)
        wmove(window, 0, 0)
        wrefresh(window)
        endwin()
        delscreen(screen)
        cterminal_wakeup_uninstall()
        cterminal_uninstall_signal_handlers()
        cterminal_restore_termios()
    }

    /// The terminal's size in cells.
    var size: (width: Int, height: Int) {
        (Int(cn_cols()), Int(cn_lines()))
    }

    /// Waits for up to `timeoutMilliseconds` (-1: as long as it takes) for a
    /// key, a click, a resize, a resumption, or the terminal going away.
    ///
    /// The wait is a `poll` on the terminal and the wake-up pipe together, so
    /// a resize that arrives while a frame is being written is never lost,
    /// and a terminal that is gone (a hang-up, even with SIGHUP ignored)
    /// ends the wait at once instead of spinning.
    func nextInput(timeoutMilliseconds: Int32) -> Input {
        let window = cn_stdscr()
        if paste != nil {
            readPaste(in: window)
            return .none
        }
        // Keys ncurses has read ahead already would not wake the poll.
        wtimeout(window, 0)
        let buffered = wgetch(window)
        if buffered != ERR { return buffered == 27 ? input(afterEscapeIn: window) : input(for: buffered) }

        var descriptors = [
            pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wakeDescriptor, events: Int16(POLLIN), revents: 0),
        ]
        let ready = poll(&descriptors, 2, timeoutMilliseconds)
        if ready < 0 { return errno == EINTR ? pendingSignal() ?? .none : .closed }
        if descriptors[1].revents != 0 {
            cterminal_wakeup_drain()
            if let signalled = pendingSignal() { return signalled }
        }
        let terminal = descriptors[0].revents
        if terminal & Int16(POLLIN) == 0, terminal & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return .closed }
        guard terminal & Int16(POLLIN) != 0 else { return .none }
        // Long enough for the rest of an escape sequence to arrive.
        wtimeout(window, 30)
        let code = wgetch(window)
        if code == ERR {
            emptyReads += 1
            return emptyReads >= Self.emptyReadLimit ? .closed : .none
        }
        return code == 27 ? input(afterEscapeIn: window) : input(for: code)
    }

    /// What an Esc just read means, from the byte that came with it (read
    /// without waiting: ncurses hands back an Esc only once the rest of a
    /// sequence it does not know has arrived, and an Esc the user pressed
    /// has nothing after it):
    /// - nothing, or another Esc (kept for the next read): the Esc key;
    /// - the introducer of an escape sequence ncurses does not know (a
    ///   function key missing from terminfo, a mouse or focus report in a
    ///   form we did not ask for, a terminal's reply such as a colour
    ///   report): the sequence, read to its end and dropped, unless it
    ///   starts a paste, which is then read and dropped; otherwise the Esc
    ///   would close the top alert and the rest read as keys (`[`, `9`, `~`);
    /// - any other byte: Alt with a key, which terminals send as Esc and the
    ///   key together (`M-q` as Esc `q`): dropped, or it would close the top
    ///   alert and then act as the key (quit).
    private func input(afterEscapeIn window: UnsafeMutablePointer<WINDOW>?) -> Input {
        wtimeout(window, 0)
        let next = wgetch(window)
        if next == ERR { return input(for: 27) }
        // A byte, not a key code ncurses made (those are above 0xFF).
        guard (0...0xFF).contains(next), next != 27 else {
            ungetch(next)
            return input(for: 27)
        }
        guard let kind = EscapeSequenceKind(introducer: UInt8(truncatingIfNeeded: next)) else { return .none }
        // A bound keeps a flood of bytes from holding the loop.
        var reader = EscapeSequenceEnd(kind)
        for _ in 0..<EscapeSequenceEnd.byteLimit {
            let byte = wgetch(window)
            if byte == ERR || reader.isEnd(after: UInt8(truncatingIfNeeded: byte)) { break }
        }
        guard reader.startsPaste else { return .none }
        emptyReads = 0
        paste = PasteEnd()
        readPaste(in: window)
        return .player(.paste)
    }

    /// Reads and drops the paste under way, up to its end, a pause in it, or
    /// the most one wait reads; after the first two it is over.
    private func readPaste(in window: UnsafeMutablePointer<WINDOW>?) {
        guard var end = paste else { return }
        wtimeout(window, Self.pastePauseMilliseconds)
        for _ in 0..<Self.pasteReadLimit {
            let code = wgetch(window)
            if code == ERR || end.isEnd(after: code) {
                paste = nil
                return
            }
        }
        paste = end
    }

    /// A resize or a resumption noted by the signal handlers, if any.
    private func pendingSignal() -> Input? {
        if cterminal_take_continue() != 0 {
            _ = cterminal_take_resize()
            applyWindowSize()
            return .continued
        }
        if cterminal_take_resize() != 0 {
            applyWindowSize()
            return .resized
        }
        return nil
    }

    /// Tells ncurses the terminal's current size.
    private func applyWindowSize() {
        var rows: Int32 = 0
        var columns: Int32 = 0
        guard cterminal_window_size(STDOUT_FILENO, &rows, &columns) == 0 else { return }
        if rows != cn_lines() || columns != cn_cols() { resizeterm(rows, columns) }
    }

    private func input(for code: Int32) -> Input {
        emptyReads = 0
        switch code {
        case KEY_RESIZE: return .resized
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
        let click = Input.click(x: Int(event.x), y: Int(event.y))
        if event.bstate & cn_wheel_up() != 0 { return .player(.wheel(up: true)) }
        if event.bstate & cn_wheel_down() != 0 { return .player(.wheel(up: false)) }
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
