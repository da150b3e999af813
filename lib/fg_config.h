/* SPDX-License-Identifier: MIT */
/**
 * @file
 * fg_config.h - the one place fixgeom is configured.
 *
 * Every option is `#ifndef`-wrapped: define it on the compiler command line, or in your own
 * header named by FG_USER_CONFIG (e.g. -DFG_USER_CONFIG='"my_fixgeom_config.h"'), which is
 * included first. The defaults are what the tests and the published figures use.
 */
#ifndef FG_CONFIG_H
#define FG_CONFIG_H

#ifdef FG_USER_CONFIG
#include FG_USER_CONFIG
#endif

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

/** @def FG_NOINLINE
 * FG_NOINLINE: keeps the library's internal helpers out of line, so that each holds its 64-
 * and 128-bit temporaries in its own frame: every Cortex-M0 frame stays within 128 bytes
 * (`make stack`). Define it empty to let the compiler inline freely (frames then grow). */
#ifndef FG_NOINLINE
#if defined(__GNUC__)
#define FG_NOINLINE __attribute__((noinline))
#else
#define FG_NOINLINE
#endif
#endif

/** @def FG_FORCE_INLINE
 * FG_FORCE_INLINE: marks the library's few short internal steps whose call and argument
 * shuffling cost more than their body, so that they are inlined into each caller whatever
 * the compiler's estimate. Define it as `inline` to leave the choice to the compiler. */
#ifndef FG_FORCE_INLINE
#if defined(__GNUC__)
#define FG_FORCE_INLINE inline __attribute__((always_inline))
#else
#define FG_FORCE_INLINE inline
#endif
#endif

/** @def FG_CHECK_DOMAIN
 * FG_CHECK_DOMAIN: 1 (default): every function that can be given input outside its
 * documented domain checks it first and returns its rejected value (FG_REJECTED,
 * FG_SIDE_REJECTED, FG_LINES_REJECTED); a NULL where a pointer is required is rejected the
 * same way. 0: no checks (a few instructions per call saved); answers for such input are
 * then unspecified, but arithmetic still wraps instead of overflowing (no undefined
 * behaviour) as long as the required pointers are valid. */
#ifndef FG_CHECK_DOMAIN
#define FG_CHECK_DOMAIN 1
#endif

/** @def FG_ESTIMATES
 * FG_ESTIMATES: 1 (default): the Q16.16 build decides its common quotients (a unit vector's
 * component, a contact normal) from an estimate and runs the exact path only where the
 * estimate cannot decide. 0: the exact path alone, fewer bytes (about 2.5 KB on AVR) and
 * more instructions. The results are the same bit for bit. */
#ifndef FG_ESTIMATES
#define FG_ESTIMATES 1
#endif

/** @def FG_ASSERT
 * FG_ASSERT(expr): called with conditions every correct call satisfies (the required
 * pointers are not NULL, a buffer is given with its capacity). Default: nothing. The
 * library's own host tests define it to abort; define it as your assert() to trap caller
 * bugs in a debug build. The library still returns its rejected value when it returns. */
#ifndef FG_ASSERT
#define FG_ASSERT(expr) ((void)0)
#endif

/** @def FG_ON_REJECT
 * FG_ON_REJECT(name): called, with the function's name as a string, just before a function
 * returns its rejected value because an input lies outside the documented domain (or a
 * required pointer is NULL). Default: nothing. Define it to count or log rejections, or as
 * an assertion to trap out-of-domain data during development. It must not call fixgeom. */
#ifndef FG_ON_REJECT
#define FG_ON_REJECT(name) ((void)0)
#endif

/** @def FG_BATCH_MAX
 * FG_BATCH_MAX: the longest array a batch query (and the convex-polyhedron raycast)
 * accepts in one call; a longer count is rejected, so the worst-case time of one call stays
 * bounded for interrupt handlers. */
#ifndef FG_BATCH_MAX
#define FG_BATCH_MAX 4096u
#endif

/** The input domain is not an option: the exactness of every yes/no answer is proved for it.
 * Every point (coordinate, box corner, centre, vertex, segment start AND end), radius, plane
 * normal component and offset lies in [-8192, 8192] units, i.e. a raw Q16.16 value in
 * [-2^29, 2^29]. A segment's delta may therefore reach 16384 units per axis. */
#define FG_DOMAIN_UNITS 8192

/* ---- 2D segments and convex polygons (fg_polygon.h) ---- */
/** @def FG_POLY2_MAX
 * FG_POLY2_MAX: the most vertices a convex polygon (fg_poly2) may have; a larger count is
 * rejected, so one call's time stays bounded (the overlap test is O(count_a * count_b)). */
#ifndef FG_POLY2_MAX
#define FG_POLY2_MAX 16
#endif

/* Move-and-slide (fg_mover.c) */
/** The largest max_iter the slide functions accept (each iteration casts against every wall). */
#ifndef FG_SLIDE_ITER_MAX
#define FG_SLIDE_ITER_MAX 16
#endif

#endif /* FG_CONFIG_H */
