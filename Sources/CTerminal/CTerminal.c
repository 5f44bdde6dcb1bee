#include "CTerminal.h"
int cterminal_placeholder(void) { return 0; }
