#ifndef ALERT_TUI_CTERMINAL_H
#define ALERT_TUI_CTERMINAL_H
int cterminal_placeholder(void);
#endif
