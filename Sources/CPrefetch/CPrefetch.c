// The prefetch hint is a static inline function in the header; SwiftPM
// needs a source file to build the target.
#include "CPrefetch.h"
