#ifndef MALLOC_STATISTICS_H
#define MALLOC_STATISTICS_H

#include <stddef.h>

/// Bytes handed out by malloc (usable sizes) and not yet freed, as counted
/// by this target's malloc, which stands in front of glibc's on Linux; 0
/// elsewhere.
long long malloc_statistics_live_bytes(void);

/// The most ``malloc_statistics_live_bytes`` has been since the last
/// ``malloc_statistics_reset_peak``: what a build needed at its worst,
/// including the moments an array holds its old and its new buffer.
long long malloc_statistics_peak_bytes(void);

/// Starts a new peak from the bytes live now.
void malloc_statistics_reset_peak(void);

#endif
