#ifndef ALERT_TUI_CTERMINAL_H
#define ALERT_TUI_CTERMINAL_H

// Restores the terminal when the process is stopped by a signal or crashes,
// from inside the signal handler: only async-signal-safe calls (write,
// tcsetattr, sigaction, raise) on state prepared in advance.
//
// Order of use:
//   cterminal_save(fd)                    before ncurses touches the terminal
//   cterminal_install_signal_handlers()   before newterm, so ncurses keeps its
//                                          hands off SIGINT/SIGTERM
//   cterminal_prepare_restore_sequence()  after newterm (needs terminfo)
//   cterminal_wrap_stop_handler()         after newterm (wraps ncurses' SIGTSTP handler)
//   ... run ...
//   cterminal_unwrap_stop_handler(); endwin(); cterminal_uninstall_signal_handlers();
//   cterminal_restore_termios()

/// Saves the terminal settings of `fd` (a terminal). Returns 0, or -1 when
/// `fd` is not a terminal.
int cterminal_save(int fd);

/// Builds the bytes written on an abnormal exit from the current terminal's
/// terminfo (leave the alternate screen, show the cursor, reset attributes,
/// leave keypad mode) plus the xterm sequences that switch mouse reporting
/// and bracketed paste off.
void cterminal_prepare_restore_sequence(void);

/// Whether the terminal type TERM names can move the cursor to any cell: 1
/// if it can, 0 if it cannot (TERM=dumb, which cannot show the player), -1
/// if there is no description of that type. Read before newterm, and
/// writes nothing to `fd`, so a refused terminal gets no byte of curses.
int cterminal_type_can_address_cursor(int fd);

/// Installs handlers for every signal whose default action ends the process
/// (SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGABRT, SIGILL,
/// SIGFPE, SIGTRAP, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU,
/// SIGXFSZ, SIGSYS and SIGPIPE) that restore the terminal, run the
/// handler that was there before (the Swift runtime's crash reporter, say),
/// and end the process with the signal's default action. Signals that were
/// ignored stay ignored. Unblocks those signals, SIGWINCH, SIGTSTP and SIGCONT
/// in the calling thread, in case the parent process left them blocked.
void cterminal_install_signal_handlers(void);

/// Puts back the actions and the signal mask that were there before installation.
void cterminal_uninstall_signal_handlers(void);

/// Writes the restore sequence and restores the saved settings now.
/// Async-signal-safe; does nothing after the first call.
void cterminal_restore_now(void);

/// Restores only the saved terminal settings (after a normal endwin).
void cterminal_restore_termios(void);

/// Turns bracketed paste (xterm mode 2004, which ncurses does not manage)
/// on when `on` is nonzero, off otherwise, on the saved terminal now. The
/// restore sequence and the Ctrl-Z wrapper turn it off with the same bytes.
void cterminal_set_bracketed_paste(int on);

/// Wraps ncurses' SIGTSTP handler, if it installed one, so that Ctrl-Z also
/// switches bracketed paste off while the process is stopped and back on
/// when it resumes. Does nothing when SIGTSTP was ignored or left default.
void cterminal_wrap_stop_handler(void);

/// Puts back ncurses' SIGTSTP handler.
void cterminal_unwrap_stop_handler(void);

/// Creates the wake-up pipe (non-blocking, close-on-exec) and installs
/// SIGWINCH and SIGCONT handlers that note the signal and write a byte to it,
/// so a wait on the pipe cannot miss a resize or a resumption after Ctrl-Z.
/// Install before newterm, so ncurses leaves SIGWINCH to us. Returns the
/// pipe's read end, or -1.
int cterminal_wakeup_install(void);

/// Puts back the previous SIGWINCH and SIGCONT actions and closes the pipe.
void cterminal_wakeup_uninstall(void);

/// Reads every byte waiting in the wake-up pipe.
void cterminal_wakeup_drain(void);

/// Whether a SIGWINCH arrived since the last call (and forgets it).
int cterminal_take_resize(void);

/// Whether a SIGCONT arrived since the last call (and forgets it).
int cterminal_take_continue(void);

/// The size of the terminal on `fd`. Returns 0, or -1 when it is unknown.
int cterminal_window_size(int fd, int *row_count, int *column_count);

// Ctrl-C presses counted, for a command with no terminal to restore
// (explore): a handler that adds one to a lock-free atomic counter, which
// any thread may read; the third press ends the process as SIGINT does.

/// Starts counting SIGINT, and unblocks it (a parent, such as a test runner,
/// may have left it blocked).
void cterminal_count_interrupts(void);

/// How many SIGINTs have arrived since counting started.
int cterminal_interrupt_count(void);

#endif
