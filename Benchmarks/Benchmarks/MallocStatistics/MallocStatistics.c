#include "MallocStatistics.h"

#if defined(__linux__)
#include <malloc.h>
size_t malloc_statistics_allocated_bytes(void) {
    struct mallinfo2 info = mallinfo2();
    // Small blocks in the arenas, plus the large ones malloc maps on their own.
    return info.uordblks + info.hblkhd;
}
#else
size_t malloc_statistics_allocated_bytes(void) { return 0; }
#endif
