#ifndef MALLOC_STATISTICS_H
#define MALLOC_STATISTICS_H

#include <stddef.h>

/// Bytes handed out by malloc and not yet freed (glibc's mallinfo2), or 0
/// where the C library does not say.
size_t malloc_statistics_allocated_bytes(void);

#endif
