/* SPDX-License-Identifier: MIT */
/*
 * bench.h - the benchmark registry shared by the harness, the fixgeom cases, the cglm
 * wrappers and the plain Q16.16 reference's wrappers.
 *
 * One bench image runs one implementation on one core: the Q16.16 build of fixgeom, the
 * float build of the same source, cglm, or the plain Q16.16 reference. Each image is built
 * with one scalar layer (-Ilib/scalar/fix16 or -Ilib/scalar/float; cglm uses the float one,
 * plain the Q16.16 one), so fg_scalar below is the image's number type.
 *
 * Inputs are raw Q16.16 values (int32_t), one row per case; the harness converts a row
 * with fg_from_raw into a buffer of fg_scalar laid out like the wrapper's argument struct,
 * outside the measured region. Only the wrapper call is measured:
 *
 *     bench_start(fn, case); run(args, out); bench_stop();
 *
 * and tests/bench/bench_count.c counts the executed instructions between the entries of
 * bench_start and bench_stop in QEMU's -d exec trace.
 */
#ifndef BENCH_H
#define BENCH_H

#include <stdint.h>
#include "fg_types.h"

#define BENCH_NOINLINE __attribute__((noinline))

/* Largest input row (raw values per case) and number of scalar outputs. */
#define BENCH_MAX_IN 64
#define BENCH_MAX_OUT 9

/* What a wrapper returns: the boolean (or int) result and up to BENCH_MAX_OUT scalars.
 * The harness zeroes it before every call and prints it after, so the three builds'
 * answers can be compared case by case. */
typedef struct {
    int32_t ret;
    fg_scalar v[BENCH_MAX_OUT];
} bench_out;

/* A wrapper: unpacks its argument buffer and makes exactly one call. */
typedef void (*bench_run)(const void *args, bench_out *out);

/* A fixgeom function under test (tests/bench/bench_cases.c). */
typedef struct {
    const char *name;     /* the fixgeom function, e.g. "fg_aabb3_aabb3_overlap" */
    unsigned n_in;        /* raw values per case */
    unsigned n_cases;
    const int32_t *raw;   /* n_cases rows of n_in raw Q16.16 values */
    unsigned n_out;       /* scalars of bench_out.v the function writes */
    bench_run run;
    const int32_t *cls;   /* per case BENCH_HIT / BENCH_MISS / BENCH_COMPUTES from an
                             independent oracle, or NULL: not classified */
} bench_fn;

/* The class of an input row (bench_inputs.inc), decided by the exact Python oracle. */
#define BENCH_MISS 0
#define BENCH_HIT 1
#define BENCH_COMPUTES 2   /* no yes/no answer: every row takes the computing path */

/* Another implementation of a fixgeom function, in its own image: cglm
 * (tests/bench/bench_cglm.c) or the plain Q16.16 reference (tests/bench/bench_plain.c).
 * Runs on the same input rows as the fixgeom function called `name`, converted the same
 * way. */
typedef struct {
    const char *name;     /* the fixgeom function it stands beside */
    const char *called;   /* what it calls, for the report */
    unsigned n_out;
    bench_run run;
} bench_alt_fn;

/* Row count and row length of a 2D input table. */
#define BENCH_ROWS(t) ((unsigned)(sizeof(t) / sizeof((t)[0])))
#define BENCH_COLS(t) ((unsigned)(sizeof((t)[0]) / sizeof((t)[0][0])))

/* A coordinate in units, as a raw Q16.16 constant (rounded at compile time). */
#define U(x) ((int32_t)((x) * 65536.0 + ((x) < 0 ? -0.5 : 0.5)))

/* BENCH_PART p in 1..BENCH_PARTS keeps every BENCH_PARTS-th registry line's inputs and
 * wrapper in the image (the others stay listed, with no inputs, and are skipped), so that
 * each image fits the M0's 256 KB of flash; tests/bench/bench_merge.sh joins the runs.
 * 0 (default): all lines.
 * An image of another implementation (BENCH_ALT) runs its own wrappers, so fixgeom's are
 * left out of it (the constant-false conditional references them without linking them). */
#ifndef BENCH_PART
#define BENCH_PART 0
#endif
#ifndef BENCH_PARTS
#define BENCH_PARTS 3
#endif
#define BENCH_IN_PART(k) ((BENCH_PART == 0) || (((k) % BENCH_PARTS) == (BENCH_PART - 1)))
#if defined(BENCH_ALT)
#define BENCH_WRAP(k, w) (0 ? (w) : 0)
#else
#define BENCH_WRAP(k, w) (BENCH_IN_PART(k) ? (w) : 0)
#endif
#define BENCH_TABLE(k, t) (BENCH_IN_PART(k) ? (t) : 0)

/* One registry line for a fixgeom function: its name, wrapper, input table, outputs. */
#define BENCH_FN(fname, wrapper, table, nout) BENCH_FN_K(__COUNTER__, fname, wrapper, table, nout)
#define BENCH_FN_K(k, fname, wrapper, table, nout) \
    { #fname, BENCH_COLS(table), BENCH_ROWS(table), BENCH_TABLE(k, &(table)[0][0]), (nout), \
      BENCH_WRAP(k, wrapper), 0 }
/* The same on the generated, classified inputs in_hm_<set> / in_hmcls_<set>. */
#define BENCH_FN_HM(fname, wrapper, set, nout) BENCH_FN_HM_K(__COUNTER__, fname, wrapper, set, nout)
#define BENCH_FN_HM_K(k, fname, wrapper, set, nout) \
    { #fname, BENCH_COLS(in_hm_##set), BENCH_ROWS(in_hm_##set), BENCH_TABLE(k, &(in_hm_##set)[0][0]), (nout), \
      BENCH_WRAP(k, wrapper), BENCH_TABLE(k, in_hmcls_##set) }

extern const bench_fn bench_fns[];
extern const unsigned bench_fn_count;
extern const bench_alt_fn bench_alt_fns[];
extern const unsigned bench_alt_fn_count;

#endif /* BENCH_H */
