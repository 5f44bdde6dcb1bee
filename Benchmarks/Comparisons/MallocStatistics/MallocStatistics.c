#include "MallocStatistics.h"

#if defined(__linux__)
// A counting malloc in front of glibc's. A definition of malloc in the
// executable takes the place of the C library's for every library the
// process loads (glibc supports replacing it this way), and hands the
// work to glibc's own entry points. The counts are of usable sizes, so a
// block adds and later subtracts the same number; relaxed atomics, since
// only the totals matter.
#include <errno.h>
#include <malloc.h>
#include <unistd.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *block, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *block);

static long long live;
static long long peak;

static void *counted(void *block) {
    if (block == NULL) return NULL;
    long long now = __atomic_add_fetch(&live, (long long)malloc_usable_size(block), __ATOMIC_RELAXED);
    long long seen = __atomic_load_n(&peak, __ATOMIC_RELAXED);
    while (now > seen && !__atomic_compare_exchange_n(&peak, &seen, now, 1, __ATOMIC_RELAXED, __ATOMIC_RELAXED)) {
    }
    return block;
}

static void uncounted(void *block) {
    if (block != NULL) __atomic_sub_fetch(&live, (long long)malloc_usable_size(block), __ATOMIC_RELAXED);
}

void *malloc(size_t size) { return counted(__libc_malloc(size)); }
void *calloc(size_t count, size_t size) { return counted(__libc_calloc(count, size)); }
void *memalign(size_t alignment, size_t size) { return counted(__libc_memalign(alignment, size)); }
void *aligned_alloc(size_t alignment, size_t size) { return counted(__libc_memalign(alignment, size)); }
void *valloc(size_t size) { return counted(__libc_memalign((size_t)sysconf(_SC_PAGESIZE), size)); }

void *pvalloc(size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    return counted(__libc_memalign(page, (size + page - 1) / page * page));
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
    void *block = counted(__libc_memalign(alignment, size));
    if (block == NULL) return ENOMEM;
    *result = block;
    return 0;
}

void *realloc(void *block, size_t size) {
    size_t before = block == NULL ? 0 : malloc_usable_size(block);
    void *moved = __libc_realloc(block, size);
    // On failure the old block stays; realloc(block, 0) frees it.
    if (moved == NULL && size != 0) return NULL;
    __atomic_sub_fetch(&live, (long long)before, __ATOMIC_RELAXED);
    return counted(moved);
}

void free(void *block) {
    uncounted(block);
    __libc_free(block);
}

long long malloc_statistics_live_bytes(void) { return __atomic_load_n(&live, __ATOMIC_RELAXED); }
long long malloc_statistics_peak_bytes(void) { return __atomic_load_n(&peak, __ATOMIC_RELAXED); }
void malloc_statistics_reset_peak(void) { __atomic_store_n(&peak, __atomic_load_n(&live, __ATOMIC_RELAXED), __ATOMIC_RELAXED); }
#else
long long malloc_statistics_live_bytes(void) { return 0; }
long long malloc_statistics_peak_bytes(void) { return 0; }
void malloc_statistics_reset_peak(void) {}
#endif
