/*
 * fg_config.h - the one place fixgeom is configured.
 *
 * Every option is #ifndef-wrapped: define it on the compiler command line (or in a header
 * included before fixgeom.h) to change it. The defaults are what the tests and the
 * published figures use.
 */
#ifndef FG_CONFIG_H
#define FG_CONFIG_H

/* FG_API: decoration for every compiled public function, e.g.
 *   -DFG_API='__attribute__((section(".ramfunc")))'
 * to run fixgeom from RAM on a part whose flash has wait states. */
#ifndef FG_API
#define FG_API
#endif

/* FG_INLINE: how the cheap header-only operations are declared. */
#ifndef FG_INLINE
#define FG_INLINE static inline
#endif

/* FG_NOINLINE: marks the library's internal helpers that must stay out of line. Each
 * keeps its 64- and 128-bit temporaries in its own stack frame instead of adding them to
 * its caller's, which keeps every Cortex-M0 frame within 128 bytes (`make stack`); it
 * also keeps the call graph that tests/static/stack.py checks close to the source. Define
 * it empty to let the compiler inline freely (frames then grow). */
#ifndef FG_NOINLINE
#if defined(__GNUC__)
#define FG_NOINLINE __attribute__((noinline))
#else
#define FG_NOINLINE
#endif
#endif

/* FG_CHECK_DOMAIN: 1 (default) makes every function whose arithmetic can leave its exact
 * range test its inputs against the documented domain (|coordinate| <= FG_DOMAIN_UNITS)
 * first and return its documented "rejected" result for anything outside. 0 skips the
 * test (a few instructions per coordinate): the arithmetic still wraps rather than
 * overflowing, so there is no undefined behaviour, but answers for out-of-domain input
 * are then unspecified. */
#ifndef FG_CHECK_DOMAIN
#define FG_CHECK_DOMAIN 1
#endif

/* FG_BATCH_MAX: upper bound on the array length a batch query accepts in one call;
 * longer arrays are processed up to this count only. Keeps the worst-case time of a call
 * bounded for interrupt handlers. */
#ifndef FG_BATCH_MAX
#define FG_BATCH_MAX 4096u
#endif

/* The input domain is not an option: exactness of the yes/no answers is proved for it.
 * Every coordinate, delta, radius and plane offset lies in [-8192, 8192] units, i.e. a
 * Q16.16 raw value in [-2^29, 2^29]. Differences of two such values fit in 31 bits and a
 * sum of three products of differences fits in 63 bits. */
#define FG_DOMAIN_UNITS 8192

#endif /* FG_CONFIG_H */
