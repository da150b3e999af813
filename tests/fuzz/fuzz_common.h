/* SPDX-License-Identifier: MIT */
/*
 * fuzz_common.h - shared machinery of fixgeom's libFuzzer harnesses (read README.md here).
 *
 * One harness per library header family (fuzz_<family>.c); its first input byte picks one
 * case from the harness's table, the second byte picks how the remaining bytes become
 * fg_scalar values (FZ_MODE_*), and each case reads its inputs, calls the library, and
 * checks invariants with FZ_CHECK, which prints the case and the condition and then
 * executes __builtin_trap(): libFuzzer records the input as a finding.
 *
 * Only test code: it uses libc, __int128 and long double freely. Built with clang,
 * -fsanitize=fuzzer,address,undefined, against the Q16.16 build of lib/.
 */
#ifndef FUZZ_COMMON_H
#define FUZZ_COMMON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include "fixgeom.h"

/* ---------------------------------------------------------------- input */

/* How 4 fuzzer bytes become one raw Q16.16 value (chosen per input by its second byte). */
enum {
    FZ_MODE_RAW,    /* any int32 at all: out-of-domain and the extremes included */
    FZ_MODE_DOMAIN, /* any raw value in the domain [-2^29, 2^29] */
    FZ_MODE_GRID,   /* small multiples of 2^-s units, +- a jitter of a few LSB: shapes that
                       touch, share faces, stand parallel, segments of length 0 */
    FZ_MODE_EDGE,   /* the domain's edges, 0, +-1 unit and INT32_MIN/MAX, +- up to 2^15 LSB */
    FZ_MODE_MIXED,  /* each value is preceded by a byte choosing one of the four above */
    FZ_MODES
};

typedef struct {
    const uint8_t *p; /* unread bytes */
    size_t n;
    unsigned mode;
} fz_in;

/* Readers. Past the end of the input every value reads as 0. */
fg_scalar fz_scalar(fz_in *in);
/* Record a value the case derived from its inputs (an aimed delta, a count), printed with
 * the inputs on a violation. */
void fz_note(const char *what, int64_t v);
/* A raw value derived by the case: v wrapped to int32 (as any raw input may be), noted. */
fg_scalar fz_derived(const char *what, int64_t v);
/* A point of the box [lo, hi] (per axis lo + (hi - lo) * f / 255, f a fuzzer byte): a
 * target for aiming a segment at a shape. */
fg_scalar fz_lerp_byte(fg_scalar lo, fg_scalar hi, uint8_t f);
int64_t fz_i64(fz_in *in); /* two raw values, high then low, as one 64-bit integer */
uint8_t fz_byte(fz_in *in);
fg_vec2 fz_vec2(fz_in *in);
fg_vec3 fz_vec3(fz_in *in);
fg_aabb2 fz_aabb2(fz_in *in); /* min, max as read: inverted boxes included */
fg_aabb3 fz_aabb3(fz_in *in);
fg_segment2 fz_segment2(fz_in *in);
fg_segment3 fz_segment3(fz_in *in);
fg_circle fz_circle(fz_in *in);
fg_sphere fz_sphere(fz_in *in);
fg_plane fz_plane(fz_in *in);
fg_line2 fz_line2(fz_in *in);
fg_triangle fz_triangle(fz_in *in);

/* The documented domain, written independently of lib/: raw |v| <= 2^29; a segment's origin
 * and end (origin + delta, exact) both in it. */
#define FZ_DOM_RAW ((int32_t)1 << 29)
bool fz_dom(fg_scalar v);
bool fz_dom_vec2(fg_vec2 v);
bool fz_dom_vec3(fg_vec3 v);
bool fz_dom_aabb2(const fg_aabb2 *b);
bool fz_dom_aabb3(const fg_aabb3 *b);
bool fz_dom_segment2(const fg_segment2 *s);
bool fz_dom_segment3(const fg_segment3 *s);
bool fz_dom_circle(const fg_circle *c);
bool fz_dom_sphere(const fg_sphere *s);
bool fz_dom_plane(const fg_plane *p);
bool fz_dom_line2(const fg_line2 *l);
bool fz_dom_triangle(const fg_triangle *t);

/* ---------------------------------------------------------------- checks */

/* Invariant: on violation print where and what, then trap (a libFuzzer finding). */
#define FZ_CHECK(cond) ((cond) ? (void)0 : fz_fail(#cond, __FILE__, __LINE__))
_Noreturn void fz_fail(const char *what, const char *file, int line);

/* Boxes: is p inside the closed box grown by tol LSB on every side? (false for an inverted
 * box). fz_on_aabb3_face: additionally p lies within tol of the face whose outward normal
 * is the unit axis n. */
bool fz_in_aabb2(const fg_aabb2 *b, fg_vec2 p, int32_t tol);
bool fz_in_aabb3(const fg_aabb3 *b, fg_vec3 p, int32_t tol);
bool fz_on_aabb2_face(const fg_aabb2 *b, fg_vec2 p, fg_vec2 n, int32_t tol);
bool fz_on_aabb3_face(const fg_aabb3 *b, fg_vec3 p, fg_vec3 n, int32_t tol);
bool fz_aabb2_empty(const fg_aabb2 *b); /* min > max on some axis */
bool fz_aabb3_empty(const fg_aabb3 *b);
/* Spheres and circles: | |p - c| - r | <= tol (on), |p - c| <= r + tol (in); exact. */
bool fz_on_sphere(const fg_sphere *s, fg_vec3 p, int32_t tol);
bool fz_in_sphere(const fg_sphere *s, fg_vec3 p, int32_t tol);
bool fz_on_circle(const fg_circle *c, fg_vec2 p, int32_t tol);
bool fz_in_circle(const fg_circle *c, fg_vec2 p, int32_t tol);
/* Planes and 2D lines: distance of p to dot(n, x) == d is <= tol LSB (exact; false for
 * n == 0). */
bool fz_on_plane(const fg_plane *pl, fg_vec3 p, int32_t tol);
bool fz_on_line2(const fg_line2 *l, fg_vec2 p, int32_t tol);
/* Triangle: distance of p to the closed triangle, in LSB (long double). */
long double fz_dist_triangle(const fg_triangle *t, fg_vec3 p);
/* Angle between n and v, as |n/|n| - v/|v|| in LSB of a unit vector (long double);
 * 0 when v == 0. For "the normal points along p - c" checks. */
long double fz_dir_err3(fg_vec3 n, fg_vec3 v);
long double fz_dir_err2(fg_vec2 n, fg_vec2 v);

/* ---------------------------------------------------------------- exact arithmetic */

/* Oracles work on raw integers. __int128 covers degree-4 polynomials of domain values;
 * fz_big (two's complement, 1024 bits) covers the rest, including the squares used to
 * decide signs of expressions with one square root. An intermediate that does not fit is
 * a harness bug and fails loudly. */
typedef __int128 fz_i128;
typedef unsigned __int128 fz_u128;
#define FZ_BIG_LIMBS 16
typedef struct { uint64_t w[FZ_BIG_LIMBS]; } fz_big;

fz_big fz_big_i(fz_i128 v);
fz_big fz_big_add(fz_big a, fz_big b);
fz_big fz_big_sub(fz_big a, fz_big b);
fz_big fz_big_neg(fz_big a);
fz_big fz_big_mul(fz_big a, fz_big b);
int fz_big_sgn(fz_big a);
int fz_big_cmp(fz_big a, fz_big b);
fz_big fz_big_abs(fz_big a);
long double fz_big_ld(fz_big a); /* approximate value (messages, rough bounds) */
/* Exact sign of a*sqrt(c) + b (c >= 0). */
int fz_big_sgn_sqrt(fz_big a, fz_big c, fz_big b);

/* A rational number num/den, den > 0. */
typedef struct { fz_big n, d; } fz_rat;
fz_rat fz_rat_make(fz_big n, fz_big d);  /* normalises the sign of d (d != 0) */
fz_rat fz_rat_i(fz_i128 v);
int fz_rat_cmp(fz_rat a, fz_rat b);
/* |raw - q| <= num/den (LSB), exactly. */
bool fz_near(fz_i128 raw, fz_rat q, int num, int den);
/* The same against q clamped to [-(2^31-1), 2^31-1] (results that saturate). */
bool fz_near_sat(fz_i128 raw, fz_rat q, int num, int den);
/* u is +-(n / |n|) to num/den LSB per component, exactly (n raw, any scale; u a Q16.16
 * vector of dim components; sign +1 or -1). False for n == 0. */
bool fz_unit_near(int dim, const fg_scalar *u, const fz_big *n, int sign, int num, int den);
bool fz_unit_near3(fg_vec3 u, const fz_big n[3], int sign, int num, int den);

/* ---------------------------------------------------------------- segment vs box oracle */

/* The slab method on raw integers: origin + t*delta (t in [0, mt/2^16], mt >= 0 else no
 * hit) against the closed box [lo, hi] per axis; every fraction an exact (numerator,
 * denominator > 0) pair compared cross-multiplied. For fg_raycast.h, fg_obb.h, fg_batch.h. */
typedef struct {
    bool hit;
    int64_t en, ed; /* entry fraction: the largest per-axis entry, at least 0 */
    int64_t xn, xd; /* exit fraction: the smallest per-axis exit, at most mt */
    int axis, side; /* entry face: axis (-1: entry 0, the origin is in the box), side -1 min
                       face / +1 max face; the lowest axis on ties */
} fz_slab;
fz_slab fz_slab_clip(int dim, const int64_t *o, const int64_t *d, const int64_t *lo, const int64_t *hi, int64_t mt);

/* ---------------------------------------------------------------- raycasts and sweeps */

/* What a hit must satisfy, beyond the rules every raycast obeys (see FZ_RAYCAST3). */
enum { FZ_NORMAL_AXIS, FZ_NORMAL_UNIT, FZ_NORMAL_ANY };
typedef struct {
    int normal;         /* FZ_NORMAL_AXIS: exactly one component is +-1, the others 0
                           FZ_NORMAL_UNIT: | |n| - 1 | <= normal_tol LSB
                           FZ_NORMAL_ANY: not checked here (the case checks it) */
    int32_t normal_tol;
    bool closed;        /* the shape has an inside: started_inside is allowed, with t == 0
                           (and point == origin when point_tol >= 0) and a normal of least
                           penetration or zero; when false started_inside is a violation.
                           A hit that did not start inside always has a nonzero normal */
    bool facing;        /* a contact normal (not started inside) opposes the motion:
                           dot(n, delta) <= 0, exactly */
    int32_t point_tol;  /* |point - (origin + t*delta)| <= point_tol + t_tol*|delta|/2^16 per
                           axis (t's own rounding moves the point by t_tol*|delta|);
                           < 0: the point is not on the segment (sweeps): not checked */
    int32_t t_tol;
} fz_hit_rules;

/* Geometric rules of one hit (call only on a hit, normally only for in-domain inputs). */
void fz_check_hit3(const fg_segment3 *seg, const fg_hit3 *hit, const fz_hit_rules *rules);
void fz_check_hit2(const fg_segment2 *seg, const fg_hit2 *hit, const fz_hit_rules *rules);

/* Fill a result with a pattern, compare it: "no hit leaves *hit untouched". */
void fz_poison(void *p, size_t n);
bool fz_is_poison(const void *p, size_t n);
/* max_t as the library must treat it: > 1 is 1. */
fg_scalar fz_clip_t(fg_scalar max_t);
/* The rules every raycast and sweep obeys, for any input at all; checked by FZ_RAYCAST3. */
void fz_check_raycast_common(int r, int r_null, int r_clip, fg_scalar max_t, fg_scalar t,
                             const void *hit, const void *hit_clip, size_t size);

/*
 * FZ_RAYCAST3(max_t, hit_out, CALL) / FZ_RAYCAST2: evaluate CALL, an expression calling a
 * raycast or sweep that names its max_t argument `fz_mt` and its hit pointer `fz_hit`,
 * three times: (max_t, &hit), (max_t, NULL), (max_t clipped to 1, &other). Checks: all
 * three agree (same bool, same hit: NULL is allowed, max_t > 1 means 1, no hidden state),
 * a miss or a rejection leaves the hit untouched, max_t < 0 never hits, and a hit has
 * 0 <= t <= min(max_t, 1). Stores the hit in *hit_out and yields the fg_result.
 *   r = FZ_RAYCAST3(mt, &h, fg_segment3_aabb3_raycast(&seg, &box, fz_mt, fz_hit));
 */
#define FZ_RAYCAST_(HIT_T, max_t, hit_out, CALL) __extension__({                               \
    HIT_T fz_h1_, fz_h3_;                                                                      \
    int fz_r1_, fz_r2_, fz_r3_;                                                                \
    fg_scalar fz_mt_ = (max_t);                                                                \
    fz_poison(&fz_h1_, sizeof fz_h1_);                                                         \
    fz_poison(&fz_h3_, sizeof fz_h3_);                                                         \
    { fg_scalar fz_mt = fz_mt_; HIT_T *fz_hit = &fz_h1_; fz_r1_ = (CALL); }                   \
    { fg_scalar fz_mt = fz_mt_; HIT_T *fz_hit = NULL; fz_r2_ = (CALL); }                      \
    { fg_scalar fz_mt = fz_clip_t(fz_mt_); HIT_T *fz_hit = &fz_h3_; fz_r3_ = (CALL); }        \
    fz_check_raycast_common(fz_r1_, fz_r2_, fz_r3_, fz_mt_, fz_h1_.t, &fz_h1_, &fz_h3_,        \
                            sizeof fz_h1_);                                                    \
    *(hit_out) = fz_h1_;                                                                       \
    fz_r1_; })
#define FZ_RAYCAST3(max_t, hit_out, CALL) FZ_RAYCAST_(fg_hit3, max_t, hit_out, CALL)
#define FZ_RAYCAST2(max_t, hit_out, CALL) FZ_RAYCAST_(fg_hit2, max_t, hit_out, CALL)

/* ---------------------------------------------------------------- harness */

typedef void (*fz_case_fn)(fz_in *in);
typedef struct {
    const char *name;
    fz_case_fn run;
} fz_case;

int fz_dispatch(const fz_case *cases, size_t ncases, const uint8_t *data, size_t size);
int fz_initialize(const fz_case *cases, size_t ncases, const char *harness);

/* FZ_HARNESS(name, table): the libFuzzer entry points of a harness over its case table.
 * With FZ_WRITE_SEEDS=dir in the environment the binary writes its seed corpus there and
 * exits; with FZ_LIST=1 it lists its cases and exits. */
#define FZ_HARNESS(name, table)                                                               \
    int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);                             \
    int LLVMFuzzerInitialize(int *argc, char ***argv);                                        \
    int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)                              \
    {                                                                                         \
        return fz_dispatch(table, sizeof(table) / sizeof((table)[0]), data, size);            \
    }                                                                                         \
    int LLVMFuzzerInitialize(int *argc, char ***argv)                                         \
    {                                                                                         \
        (void)argc;                                                                           \
        (void)argv;                                                                           \
        return fz_initialize(table, sizeof(table) / sizeof((table)[0]), name);                \
    }

#endif /* FUZZ_COMMON_H */

/* ---- boxes ---- */

/* A cast against the closed box [lo, hi] with the touch rules of fg_segment.h, on raw
 * integers (an inverted box or mt < 0: no hit). Written per face: a face "holds" the origin
 * when the origin lies in the closed box and on the face's plane. No face holds it and it
 * is in the box: started inside, the face of least depth (x-, x+, y-, ...: the first
 * minimum). Some face holds it: a hit at t = 0 only when the motion enters through every
 * face holding it (outward normal . delta < 0; on a flat axis both faces hold it and the
 * motion must cross it), the reported face the first holding one (on a flat axis the one
 * facing the motion). Outside: the slab clip (slab), its entry > 0. For fg_segment.h's
 * box, oriented-box and batch casts, and the box sweeps on the Minkowski box. */
enum { FZ_BOX_OUTSIDE, FZ_BOX_AWAY, FZ_BOX_TOUCH_IN, FZ_BOX_INSIDE };
typedef struct {
    bool hit;
    int start;      /* FZ_BOX_*: outside; on the surface not entering (a miss); on the
                       surface entering (a hit at t = 0); strictly inside (started inside) */
    int axis, side; /* the reported face when hit (side -1: min face, normal -e_axis) */
    fz_slab slab;   /* the slab clip, for an outside origin */
} fz_box_hit;
fz_box_hit fz_box_cast(int dim, const int64_t *o, const int64_t *d, const int64_t *lo, const int64_t *hi, int64_t mt);
