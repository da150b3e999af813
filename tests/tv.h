/* SPDX-License-Identifier: MIT */
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

/* Where the generated tables live. Ordinary const data everywhere except 8-bit AVR, whose
 * few KB of RAM cannot hold them (const data is copied to RAM there): there they stay in
 * program memory. __memx (24-bit pointers, a GNU C extension) lets the generated
 * initialisers hold their addresses, also beyond 64 KB; the reads go through
 * pgm_read_*_far (ELPM) on the 24-bit address, as avr-gcc 5.4 miscompiles __memx reads
 * in loops (plain data-space loads of the low 16 bits). tv_rd8/32/64 read element i of a
 * table in 32-bit index arithmetic (AVR's size_t has 16 bits, a table may have more
 * bytes); TV_ROM_COPY says the runner copies a case's inputs to RAM for the adapter. On
 * every other target TV_ROM is empty and the readers are plain p[i]. */
#if defined(__AVR__)
#include <avr/pgmspace.h>
#define TV_ROM __memx
#define TV_ROM_COPY 1
static inline uint32_t tv_far(const TV_ROM void *p, uint32_t byte) { return (uint32_t)(__uint24)p + byte; }
static inline uint8_t tv_rd8(const TV_ROM uint8_t *p, uint32_t i) { return pgm_read_byte_far(tv_far(p, i)); }
static inline int32_t tv_rd32(const TV_ROM int32_t *p, uint32_t i)
{
    return (int32_t)pgm_read_dword_far(tv_far(p, 4u * i));
}
static inline int64_t tv_rd64(const TV_ROM int64_t *p, uint32_t i)
{
    uint32_t lo = pgm_read_dword_far(tv_far(p, 8u * i)), hi = pgm_read_dword_far(tv_far(p, 8u * i + 4u));
    return (int64_t)(((uint64_t)hi << 32) | lo);
}
#else
#define TV_ROM
#define TV_ROM_COPY 0
static inline uint8_t tv_rd8(const uint8_t *p, uint32_t i) { return p[i]; }
static inline int32_t tv_rd32(const int32_t *p, uint32_t i) { return p[i]; }
static inline int64_t tv_rd64(const int64_t *p, uint32_t i) { return p[i]; }
#endif

enum { TV_EXACT = 0, TV_SCALAR = 1 };
enum { TV_ADVERSARIAL = 1, TV_OUT_OF_DOMAIN = 2 };

typedef struct {
    uint8_t kind;        /* TV_EXACT: must equal the oracle; TV_SCALAR: within tol256 */
    uint8_t float_shift; /* float build's allowance: (largest |input| raw) >> float_shift */
    uint32_t tol256;     /* Q16.16 bound against the oracle, in 1/256 LSB */
} tv_col;

/* The per-case tables come in chunks of `chunk` cases (a set's last chunk may be shorter):
 * avr-gcc refuses objects over 32 KB (its ptrdiff_t has 16 bits), and gen.py keeps every
 * chunk within that on every target. Case c is row c % chunk of chunk c / chunk. */
typedef struct {
    const char *name;
    tv_fn fn;
    uint16_t n_in, n_out;
    uint32_t count;
    uint32_t chunk;                       /* cases per chunk */
    const TV_ROM int32_t *const *in;     /* chunks of chunk x n_in */
    const TV_ROM int64_t *const *oracle; /* chunks of chunk x n_out; TV_SCALAR columns x256 */
    const TV_ROM uint8_t *flags;         /* count */
    const tv_col *cols;                  /* n_out */
    const TV_ROM int32_t *const *flt;    /* chunks of the host float build's outputs, NULL
                                            inside that build */
} tv_set;

typedef struct {
    const char *name;
    uint32_t n_sets;
    const tv_set *const *sets;
} tv_suite;

extern const tv_suite tv_this_suite;

#define TV_MAX_OUT 16
/* Largest n_in (gen.py checks it): the runner's row buffer where TV_ROM_COPY is 1. */
#define TV_MAX_IN 64

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
static inline fg_segment2 tv_seg2(const int32_t *r) { fg_segment2 s; s.origin = tv_v2(r); s.delta = tv_v2(r + 2); return s; }
static inline fg_segment3 tv_seg3(const int32_t *r) { fg_segment3 s; s.origin = tv_v3(r); s.delta = tv_v3(r + 3); return s; }
static inline fg_plane tv_plane(const int32_t *r) { fg_plane p; p.n = tv_v3(r); p.d = fg_from_raw(r[3]); return p; }
static inline fg_line2 tv_line2(const int32_t *r) { fg_line2 l; l.n = tv_v2(r); l.d = fg_from_raw(r[2]); return l; }
static inline fg_circle tv_circle(const int32_t *r) { fg_circle c; c.center = tv_v2(r); c.radius = fg_from_raw(r[2]); return c; }
static inline fg_sphere tv_sphere(const int32_t *r) { fg_sphere s; s.center = tv_v3(r); s.radius = fg_from_raw(r[3]); return s; }

/* The hit-record columns every cast's set uses: result (FG_REJECTED -1, FG_MISS 0, FG_HIT 1),
 * then on FG_HIT t, point, normal and started_inside (all 0 otherwise). */
#define TV_HIT2_COLS 7
#define TV_HIT3_COLS 9
static inline void tv_put_hit2(int32_t *o, fg_result r, const fg_hit2 *h)
{
    o[0] = (int32_t)r;
    if (r != FG_HIT) return;
    o[1] = fg_to_raw(h->t);
    tv_out_v2(o + 2, h->point);
    tv_out_v2(o + 4, h->normal);
    o[6] = h->started_inside ? 1 : 0;
}
static inline void tv_put_hit3(int32_t *o, fg_result r, const fg_hit3 *h)
{
    o[0] = (int32_t)r;
    if (r != FG_HIT) return;
    o[1] = fg_to_raw(h->t);
    tv_out_v3(o + 2, h->point);
    tv_out_v3(o + 5, h->normal);
    o[8] = h->started_inside ? 1 : 0;
}
/* A raw count field as a size_t, saturated (size_t is 16 bits on AVR: a count above
 * SIZE_MAX must not wrap into an accepted one); -1 is the largest size_t. */
static inline size_t tv_count(int32_t raw)
{
    return (raw < 0 || (uint32_t)raw > (uint32_t)SIZE_MAX) ? SIZE_MAX : (size_t)(uint32_t)raw;
}
/* Two hit records bit for bit (the batches' "the winner's own raycast"). */
static inline bool tv_same_hit2(const fg_hit2 *a, const fg_hit2 *b)
{
    return a->t == b->t && a->point.x == b->point.x && a->point.y == b->point.y && a->normal.x == b->normal.x &&
           a->normal.y == b->normal.y && a->started_inside == b->started_inside;
}
static inline bool tv_same_hit3(const fg_hit3 *a, const fg_hit3 *b)
{
    return a->t == b->t && a->point.x == b->point.x && a->point.y == b->point.y && a->point.z == b->point.z &&
           a->normal.x == b->normal.x && a->normal.y == b->normal.y && a->normal.z == b->normal.z &&
           a->started_inside == b->started_inside;
}

#endif /* TV_H */
