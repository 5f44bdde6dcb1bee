#ifndef ALERT_TUI_NCURSES_SHIM_H
#define ALERT_TUI_NCURSES_SHIM_H
#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <locale.h>
#include <langinfo.h>
#include <stdio.h>
#include <wchar.h>
#if defined(__APPLE__)
// macOS ships wide-character ncurses as <curses.h> in libncurses.
#include <curses.h>
#else
#include <ncursesw/curses.h>
#endif

// Swift cannot import function-like macros, and in Swift 6 it may not touch
// C globals (they are shared mutable state). These accessors give the player
// what it needs from ncurses as plain functions.

static inline WINDOW *cn_stdscr(void) { return stdscr; }
static inline int cn_lines(void) { return LINES; }
static inline int cn_cols(void) { return COLS; }
static inline FILE *cn_stdin(void) { return stdin; }
static inline FILE *cn_stdout(void) { return stdout; }

// The columns the C library, and so ncurses, gives one wide character (-1
// for one it does not know). <wchar.h> declares wcwidth only under
// _XOPEN_SOURCE, which would change what else the system headers declare.
int wcwidth(wchar_t c);
static inline int cn_wcwidth(wchar_t c) { return wcwidth(c); }

static inline attr_t cn_a_normal(void) { return A_NORMAL; }
static inline attr_t cn_a_bold(void) { return A_BOLD; }
static inline attr_t cn_a_dim(void) { return A_DIM; }
static inline attr_t cn_a_reverse(void) { return A_REVERSE; }
static inline attr_t cn_a_underline(void) { return A_UNDERLINE; }
static inline attr_t cn_color_pair(short pair) { return (attr_t)COLOR_PAIR(pair); }

static inline mmask_t cn_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t cn_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t cn_button1_clicked(void) { return BUTTON1_CLICKED; }
/// The wheel: a notch up reads as a press of button 4, down of button 5.
static inline mmask_t cn_wheel_up(void) { return BUTTON4_PRESSED; }
static inline mmask_t cn_wheel_down(void) { return BUTTON5_PRESSED; }

/// Whether the locale's character encoding is UTF-8 (call after setlocale).
static inline int cn_locale_is_utf8(void) {
    const char *codeset = nl_langinfo(CODESET);
    if (codeset == NULL) return 0;
    return (codeset[0] == 'U' || codeset[0] == 'u') && (codeset[1] == 'T' || codeset[1] == 't')
        && (codeset[2] == 'F' || codeset[2] == 'f') && (codeset[3] == '-' ? codeset[4] == '8' : codeset[3] == '8');
}

#endif
