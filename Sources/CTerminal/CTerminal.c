#define _XOPEN_SOURCE 700
#define _DEFAULT_SOURCE 1
#include "CTerminal.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <sys/ioctl.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

#define NCURSES_WIDECHAR 1
#if defined(__APPLE__)
#include <curses.h>
#include <term.h>
#else
#include <ncursesw/curses.h>
#include <ncursesw/term.h>
#endif

// Every signal whose default action ends the process: those sent to stop
// it (INT, TERM, HUP, QUIT), crashes, and the rest POSIX lets end a process
// (a stray kill -USR1, an alarm nobody set, a CPU or file size limit).
static const int handled_signals[] = {
    SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGABRT, SIGILL, SIGFPE, SIGTRAP,
    SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGSYS, SIGPIPE,
};
#define HANDLED_COUNT ((int)(sizeof handled_signals / sizeof handled_signals[0]))

static int terminal_fd = -1;
static struct termios saved_termios;
static volatile sig_atomic_t has_saved_termios = 0;
static volatile sig_atomic_t has_restored = 0;

static char restore_sequence[512];

// Bracketed paste (xterm mode 2004), which the player turns on itself:
// ncurses knows nothing of it.
static const char bracketed_paste_on[] = "\033[?2004h";
static const char bracketed_paste_off[] = "\033[?2004l";
static volatile sig_atomic_t restore_length = 0;

static struct sigaction previous_actions[HANDLED_COUNT];
static int installed[HANDLED_COUNT];
static sigset_t previous_mask;
static int has_previous_mask = 0;

int cterminal_save(int fd) {
    if (tcgetattr(fd, &saved_termios) != 0) return -1;
    terminal_fd = fd;
    has_saved_termios = 1;
    has_restored = 0;
    return 0;
}

static size_t append(size_t length, const char *text) {
    if (text == NULL || text == (const char *)-1) return length;
    size_t size = strlen(text);
    if (length + size >= sizeof restore_sequence) return length;
    memcpy(restore_sequence + length, text, size);
    return length + size;
}

void cterminal_prepare_restore_sequence(void) {
    size_t length = 0;
    length = append(length, tigetstr("sgr0"));
    length = append(length, tigetstr("cnorm"));
    length = append(length, tigetstr("rmkx"));
    // Mouse reporting: normal, button-event, any-event tracking and SGR encoding off.
    length = append(length, "\033[?1000l\033[?1002l\033[?1003l\033[?1006l");
    length = append(length, bracketed_paste_off);
    // Blank the alternate screen first: some terminals (tmux after a resize)
    // carry its lines over into the normal screen's scrollback.
    length = append(length, tigetstr("clear"));
    length = append(length, tigetstr("rmcup"));
    restore_length = (sig_atomic_t)length;
}

int cterminal_type_can_address_cursor(int fd) {
    int error = 0;
    if (setupterm(NULL, fd, &error) != OK) return -1;
    const char *address = tigetstr("cup");
    int can = address != NULL && address != (const char *)-1;
    del_curterm(cur_term);
    return can;
}

static void write_all(int fd, const char *bytes, size_t length) {
    while (length > 0) {
        ssize_t written = write(fd, bytes, length);
        if (written < 0) {
            if (errno == EINTR) continue;
            return;
        }
        bytes += written;
        length -= (size_t)written;
    }
}

void cterminal_restore_now(void) {
    if (has_restored || terminal_fd < 0) return;
    has_restored = 1;
    if (restore_length > 0) write_all(terminal_fd, restore_sequence, (size_t)restore_length);
    write_all(terminal_fd, "\r\n", 2);
    if (has_saved_termios) tcsetattr(terminal_fd, TCSADRAIN, &saved_termios);
}

void cterminal_set_bracketed_paste(int on) {
    if (terminal_fd < 0) return;
    if (on) {
        write_all(terminal_fd, bracketed_paste_on, sizeof bracketed_paste_on - 1);
    } else {
        write_all(terminal_fd, bracketed_paste_off, sizeof bracketed_paste_off - 1);
    }
}

void cterminal_restore_termios(void) {
    if (has_saved_termios && terminal_fd >= 0) tcsetattr(terminal_fd, TCSADRAIN, &saved_termios);
}

static int index_of(int signal_number) {
    for (int index = 0; index < HANDLED_COUNT; index++) {
        if (handled_signals[index] == signal_number) return index;
    }
    return -1;
}

// Restores the terminal, lets the action that was there before run (the
// Swift runtime's crash reporter, say), then ends the process with the
// signal's default action. The previous handler is called directly rather
// than re-raised to because a crash reporter may simply return, which would
// let the program run on after a signal sent with kill(2).
static void restore_and_reraise(int signal_number, siginfo_t *info, void *context) {
    int saved_errno = errno;
    cterminal_restore_now();
    int index = index_of(signal_number);
    if (index >= 0) {
        struct sigaction previous = previous_actions[index];
        sigaction(signal_number, &previous, NULL);
        installed[index] = 0;
        if (previous.sa_flags & SA_SIGINFO) {
            if (previous.sa_sigaction != NULL) previous.sa_sigaction(signal_number, info, context);
        } else if (previous.sa_handler != SIG_DFL && previous.sa_handler != SIG_IGN) {
            previous.sa_handler(signal_number);
        }
    }
    // Blocked while this handler runs; delivered with the default action on return.
    signal(signal_number, SIG_DFL);
    raise(signal_number);
    errno = saved_errno;
}

void cterminal_install_signal_handlers(void) {
    // A parent may have started us with signals blocked (a thread pool that
    // spawned us, for one); the player needs these delivered, including
    // SIGWINCH for resizes and SIGTSTP/SIGCONT for job control.
    sigset_t wanted;
    sigemptyset(&wanted);
    for (int index = 0; index < HANDLED_COUNT; index++) sigaddset(&wanted, handled_signals[index]);
    sigaddset(&wanted, SIGWINCH);
    sigaddset(&wanted, SIGTSTP);
    sigaddset(&wanted, SIGCONT);
    if (pthread_sigmask(SIG_UNBLOCK, &wanted, &previous_mask) == 0) has_previous_mask = 1;

    for (int index = 0; index < HANDLED_COUNT; index++) {
        int signal_number = handled_signals[index];
        struct sigaction previous;
        if (sigaction(signal_number, NULL, &previous) != 0) continue;
        if (previous.sa_handler == SIG_IGN && !(previous.sa_flags & SA_SIGINFO)) continue;
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_sigaction = restore_and_reraise;
        sigemptyset(&action.sa_mask);
        action.sa_flags = SA_SIGINFO | SA_ONSTACK;
        if (sigaction(signal_number, &action, &previous_actions[index]) == 0) installed[index] = 1;
    }
}

void cterminal_uninstall_signal_handlers(void) {
    for (int index = 0; index < HANDLED_COUNT; index++) {
        if (!installed[index]) continue;
        sigaction(handled_signals[index], &previous_actions[index], NULL);
        installed[index] = 0;
    }
    if (has_previous_mask) {
        pthread_sigmask(SIG_SETMASK, &previous_mask, NULL);
        has_previous_mask = 0;
    }
}

// MARK: - Wake-ups: resizes and resumptions that the input wait cannot miss

static int wake_pipe[2] = {-1, -1};
static volatile sig_atomic_t pending_resize = 0;
static volatile sig_atomic_t pending_continue = 0;
static struct sigaction previous_winch;
static struct sigaction previous_cont;
static int wake_installed = 0;

static void wake(int signal_number) {
    int saved_errno = errno;
    if (signal_number == SIGWINCH) pending_resize = 1;
    if (signal_number == SIGCONT) pending_continue = 1;
    if (wake_pipe[1] >= 0) {
        char byte = 1;
        ssize_t ignored = write(wake_pipe[1], &byte, 1);
        (void)ignored;
    }
    errno = saved_errno;
}

static int make_nonblocking_cloexec(int fd) {
    int flags = fcntl(fd, F_GETFL);
    if (flags < 0 || fcntl(fd, F_SETFL, flags | O_NONBLOCK) != 0) return -1;
    int descriptor_flags = fcntl(fd, F_GETFD);
    if (descriptor_flags < 0 || fcntl(fd, F_SETFD, descriptor_flags | FD_CLOEXEC) != 0) return -1;
    return 0;
}

int cterminal_wakeup_install(void) {
    if (wake_installed) return wake_pipe[0];
    if (pipe(wake_pipe) != 0) return -1;
    if (make_nonblocking_cloexec(wake_pipe[0]) != 0 || make_nonblocking_cloexec(wake_pipe[1]) != 0) {
        close(wake_pipe[0]);
        close(wake_pipe[1]);
        wake_pipe[0] = wake_pipe[1] = -1;
        return -1;
    }
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = wake;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    sigaction(SIGWINCH, &action, &previous_winch);
    sigaction(SIGCONT, &action, &previous_cont);
    pending_resize = 0;
    pending_continue = 0;
    wake_installed = 1;
    return wake_pipe[0];
}

void cterminal_wakeup_uninstall(void) {
    if (!wake_installed) return;
    sigaction(SIGWINCH, &previous_winch, NULL);
    sigaction(SIGCONT, &previous_cont, NULL);
    close(wake_pipe[0]);
    close(wake_pipe[1]);
    wake_pipe[0] = wake_pipe[1] = -1;
    wake_installed = 0;
}

void cterminal_wakeup_drain(void) {
    char buffer[64];
    while (wake_pipe[0] >= 0 && read(wake_pipe[0], buffer, sizeof buffer) > 0) {
    }
}

int cterminal_take_resize(void) {
    int value = pending_resize;
    pending_resize = 0;
    return value;
}

int cterminal_take_continue(void) {
    int value = pending_continue;
    pending_continue = 0;
    return value;
}

// MARK: - Ctrl-Z: what ncurses does not give back while the player is stopped

static struct sigaction ncurses_stop_action;
static int stop_wrapped = 0;

// ncurses' own SIGTSTP handler ends curses mode (mouse reporting off, the
// normal screen back), stops the process and, once it is resumed, draws the
// screen again. Around it, bracketed paste goes off for the shell and comes
// back on for the player.
static void stop_around_ncurses(int signal_number, siginfo_t *info, void *context) {
    int saved_errno = errno;
    write_all(terminal_fd, bracketed_paste_off, sizeof bracketed_paste_off - 1);
    if (ncurses_stop_action.sa_flags & SA_SIGINFO) {
        ncurses_stop_action.sa_sigaction(signal_number, info, context);
    } else {
        ncurses_stop_action.sa_handler(signal_number);
    }
    write_all(terminal_fd, bracketed_paste_on, sizeof bracketed_paste_on - 1);
    errno = saved_errno;
}

void cterminal_wrap_stop_handler(void) {
    if (stop_wrapped) return;
    struct sigaction current;
    if (sigaction(SIGTSTP, NULL, &current) != 0) return;
    // Only around a handler ncurses installed: with SIGTSTP ignored or left
    // to its default, ncurses does not stop and resume the screen either.
    int is_handler = (current.sa_flags & SA_SIGINFO) ? current.sa_sigaction != NULL
                                                     : (current.sa_handler != SIG_DFL && current.sa_handler != SIG_IGN);
    if (!is_handler) return;
    ncurses_stop_action = current;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = stop_around_ncurses;
    action.sa_mask = current.sa_mask;
    action.sa_flags = SA_SIGINFO | (current.sa_flags & SA_RESTART);
    if (sigaction(SIGTSTP, &action, NULL) == 0) stop_wrapped = 1;
}

void cterminal_unwrap_stop_handler(void) {
    if (!stop_wrapped) return;
    sigaction(SIGTSTP, &ncurses_stop_action, NULL);
    stop_wrapped = 0;
}

int cterminal_window_size(int fd, int *row_count, int *column_count) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0 || size.ws_row == 0 || size.ws_col == 0) return -1;
    *row_count = size.ws_row;
    *column_count = size.ws_col;
    return 0;
}

// Ctrl-C presses, added to in the handler and read from any thread: a
// lock-free atomic, which a signal handler may touch.
static atomic_int interrupt_count = 0;

static void count_interrupt(int signal_number) {
    if (atomic_fetch_add_explicit(&interrupt_count, 1, memory_order_relaxed) + 1 >= 3) {
        // The third press ends the process, as an uncaught SIGINT would.
        struct sigaction default_action;
        memset(&default_action, 0, sizeof default_action);
        default_action.sa_handler = SIG_DFL;
        sigemptyset(&default_action.sa_mask);
        sigaction(signal_number, &default_action, NULL);
        raise(signal_number);
    }
}

void cterminal_count_interrupts(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = count_interrupt;
    // As signal() installs a handler on glibc and Darwin: a call the press interrupts goes on.
    action.sa_flags = SA_RESTART;
    sigemptyset(&action.sa_mask);
    sigaction(SIGINT, &action, NULL);
    // After the handler is in place, so that a press already pending is counted, not fatal.
    sigset_t signals;
    sigemptyset(&signals);
    sigaddset(&signals, SIGINT);
    sigprocmask(SIG_UNBLOCK, &signals, NULL);
}

int cterminal_interrupt_count(void) {
    return atomic_load_explicit(&interrupt_count, memory_order_relaxed);
}
