/*
 * tv.h - test vectors: the tables tests/gen/gen.py writes and the runner walks.
 *
 * Inputs are raw Q16.16 integers (or plain integers); every build converts them with
 * fg_from_raw and converts its outputs back with fg_to_raw, so one adapter per function
 * serves the Q16.16 build, the float build and every board.
 */
#ifndef TV_H
#define TV_H

#include <stdint.h>
#include <stddef.h>
#include "fixgeom.h"

typedef void (*tv_fn)(const int32_t *in, int32_t *out);

enum { TV_EXACT = 0, TV_SCALAR = 1 };
enum { TV_ADVERSARIAL = 1, TV_OUT_OF_DOMAIN = 2 };

typedef struct {
    uint8_t kind;        /* TV_EXACT: must equal the oracle; TV_SCALAR: within tol256 */
    uint8_t float_shift; /* float build's allowance: (largest |input| raw) >> float_shift */
    uint32_t tol256;     /* Q16.16 bound against the oracle, in 1/256 LSB */
} tv_col;

typedef struct {
    const char *name;
    tv_fn fn;
    uint16_t n_in, n_out;
    uint32_t count;
    const int32_t *in;     /* count x n_in */
    const int64_t *oracle; /* count x n_out; TV_SCALAR columns scaled by 256 */
    const uint8_t *flags;  /* count */
    const tv_col *cols;    /* n_out */
    const int32_t *flt;    /* host float build's outputs, NULL inside that build */
} tv_set;

typedef struct {
    const char *name;
    uint32_t n_sets;
    const tv_set *const *sets;
} tv_suite;

extern const tv_suite tv_this_suite;

#define TV_MAX_OUT 16

/* A cast's or test's result as the oracle's 0/1 (a rejection reads as a miss). */
static inline int32_t tv_hit(fg_result r) { return r > 0 ? 1 : 0; }
/* A classification as the oracle's -1/0/+1 (a rejection reads as straddling). */
static inline int32_t tv_side(fg_side s) { return s == FG_SIDE_REJECTED ? 0 : (int32_t)s; }

/* Adapter helpers. */
static inline fg_vec2 tv_v2(const int32_t *r) { return fg_vec2_make(fg_from_raw(r[0]), fg_from_raw(r[1])); }
static inline fg_vec3 tv_v3(const int32_t *r)
{
    return fg_vec3_make(fg_from_raw(r[0]), fg_from_raw(r[1]), fg_from_raw(r[2]));
}
static inline void tv_out_v2(int32_t *o, fg_vec2 v) { o[0] = fg_to_raw(v.x); o[1] = fg_to_raw(v.y); }
static inline void tv_out_v3(int32_t *o, fg_vec3 v)
{
    o[0] = fg_to_raw(v.x);
    o[1] = fg_to_raw(v.y);
    o[2] = fg_to_raw(v.z);
}
static inline fg_aabb2 tv_aabb2(const int32_t *r) { fg_aabb2 b; b.min = tv_v2(r); b.max = tv_v2(r + 2); return b; }
static inline fg_aabb3 tv_aabb3(const int32_t *r) { fg_aabb3 b; b.min = tv_v3(r); b.max = tv_v3(r + 3); return b; }

#endif /* TV_H */
