/* SPDX-License-Identifier: MIT */
/* fuzz_batch.c - fuzz harness of the batch queries (fg_segment.h's batch_nearest,
 * fg_aabb.h's batch_overlap; see README.md).
 *
 * Arrays of up to 8 boxes read from the input, each in a heap block of exactly its size
 * (ASan catches any read or write past it), plus cases with a count above FG_BATCH_MAX over
 * an array of exactly FG_BATCH_MAX boxes (rejected, never read). Results against the exact
 * box-cast oracle (fz_box_cast: touch rules and slabs) box by box and against a loop over
 * the single-box functions; a box out of the domain rejects the whole call; output buffers
 * carry guard canaries after the caller's capacity. */
#include <stdlib.h>
#include "fuzz_common.h"

typedef __int128 i128;

#define NMAX 8

static void raw3(fg_vec3 v, int64_t *r) { r[0] = v.x; r[1] = v.y; r[2] = v.z; }
static void raw2(fg_vec2 v, int64_t *r) { r[0] = v.x; r[1] = v.y; }

/* The nearest box by exact entry fraction (0 for a hit at the start), lowest index on
 * ties: -1 when none is hit. All boxes must be in the domain (the caller checks). */
static long ref_nearest(int dim, const void *boxes, size_t n, const int64_t *o, const int64_t *d, fg_scalar mt,
                        fz_box_hit *best)
{
    long bi = -1;
    size_t i;
    for (i = 0; i < n; i++) {
        int64_t lo[3], hi[3], en, ed, ben, bed;
        fz_box_hit r;
        if (dim == 3) {
            const fg_aabb3 *b = (const fg_aabb3 *)boxes + i;
            raw3(b->min, lo), raw3(b->max, hi);
        } else {
            const fg_aabb2 *b = (const fg_aabb2 *)boxes + i;
            raw2(b->min, lo), raw2(b->max, hi);
        }
        r = fz_box_cast(dim, o, d, lo, hi, fz_clip_t(mt));
        if (!r.hit) continue;
        en = r.start == FZ_BOX_OUTSIDE ? r.slab.en : 0, ed = r.start == FZ_BOX_OUTSIDE ? r.slab.ed : 1;
        ben = best->start == FZ_BOX_OUTSIDE ? best->slab.en : 0, bed = best->start == FZ_BOX_OUTSIDE ? best->slab.ed : 1;
        if (bi < 0 || (i128)en * bed < (i128)ben * ed) {
            *best = r;
            bi = (long)i;
        }
    }
    return bi;
}

/* every box of the first n in the domain */
static bool boxes_in_domain(int dim, const void *boxes, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++) {
        if (dim == 3 ? !fz_dom_aabb3((const fg_aabb3 *)boxes + i) : !fz_dom_aabb2((const fg_aabb2 *)boxes + i)) return false;
    }
    return true;
}

/* The origin onto the surface of box k: axis i on its min / max face by bits 2i / 2i+1 of
 * a fuzzer byte (neither: unchanged); touching starts are otherwise rare. */
static fg_scalar snap1(fg_scalar o, fg_scalar lo, fg_scalar hi, uint8_t s, int i)
{
    if (s & (1u << (2 * i))) return lo;
    if (s & (2u << (2 * i))) return hi;
    return o;
}

static void aim3(fz_in *in, fg_segment3 *s, const fg_aabb3 *boxes, size_t n)
{
    uint8_t a = fz_byte(in);
    if ((a & 2u) && n > 0) {
        const fg_aabb3 *b = &boxes[(a >> 5) % n];
        uint8_t sn = fz_byte(in);
        s->origin = fg_vec3_make(snap1(s->origin.x, b->min.x, b->max.x, sn, 0), snap1(s->origin.y, b->min.y, b->max.y, sn, 1),
                                 snap1(s->origin.z, b->min.z, b->max.z, sn, 2));
        fz_note("snap", sn);
    }
    if ((a & 1u) && n > 0) {
        const fg_aabb3 *b = &boxes[(a >> 2) % n];
        s->delta.x = fz_derived("delta.x", (int64_t)fz_lerp_byte(b->min.x, b->max.x, fz_byte(in)) - s->origin.x);
        s->delta.y = fz_derived("delta.y", (int64_t)fz_lerp_byte(b->min.y, b->max.y, fz_byte(in)) - s->origin.y);
        s->delta.z = fz_derived("delta.z", (int64_t)fz_lerp_byte(b->min.z, b->max.z, fz_byte(in)) - s->origin.z);
    }
}

static void aim2(fz_in *in, fg_segment2 *s, const fg_aabb2 *boxes, size_t n)
{
    uint8_t a = fz_byte(in);
    if ((a & 2u) && n > 0) {
        const fg_aabb2 *b = &boxes[(a >> 5) % n];
        uint8_t sn = fz_byte(in);
        s->origin = fg_vec2_make(snap1(s->origin.x, b->min.x, b->max.x, sn, 0), snap1(s->origin.y, b->min.y, b->max.y, sn, 1));
        fz_note("snap", sn);
    }
    if ((a & 1u) && n > 0) {
        const fg_aabb2 *b = &boxes[(a >> 2) % n];
        s->delta.x = fz_derived("delta.x", (int64_t)fz_lerp_byte(b->min.x, b->max.x, fz_byte(in)) - s->origin.x);
        s->delta.y = fz_derived("delta.y", (int64_t)fz_lerp_byte(b->min.y, b->max.y, fz_byte(in)) - s->origin.y);
    }
}

/* count boxes; with `big` an array of exactly FG_BATCH_MAX boxes, inverted (never hit,
 * never overlapping) except the input's boxes at input-chosen places, passed with a count
 * above FG_BATCH_MAX. */
static fg_aabb3 *read_boxes3(fz_in *in, bool big, size_t *n_boxes, size_t *count)
{
    size_t n = fz_byte(in) % (NMAX + 1u), i, len = big ? FG_BATCH_MAX : n;
    fg_aabb3 *b = len ? malloc(len * sizeof *b) : NULL;
    for (i = 0; i < len; i++) {
        b[i].min = fg_vec3_make(FG_ONE, FG_ONE, FG_ONE);
        b[i].max = fg_vec3_make(0, 0, 0);
    }
    for (i = 0; i < n; i++) {
        fg_aabb3 x = fz_aabb3(in);
        size_t at = big ? ((size_t)fz_byte(in) * 16u + fz_byte(in)) % FG_BATCH_MAX : i;
        b[at] = x;
    }
    *n_boxes = len;
    *count = big ? FG_BATCH_MAX + 1u + (fz_byte(in) & 1u ? (size_t)fz_byte(in) : SIZE_MAX - FG_BATCH_MAX - 1u) : n;
    fz_note("count", (int64_t)*count);
    return b;
}

static fg_aabb2 *read_boxes2(fz_in *in, bool big, size_t *n_boxes, size_t *count)
{
    size_t n = fz_byte(in) % (NMAX + 1u), i, len = big ? FG_BATCH_MAX : n;
    fg_aabb2 *b = len ? malloc(len * sizeof *b) : NULL;
    for (i = 0; i < len; i++) {
        b[i].min = fg_vec2_make(FG_ONE, FG_ONE);
        b[i].max = fg_vec2_make(0, 0);
    }
    for (i = 0; i < n; i++) {
        fg_aabb2 x = fz_aabb2(in);
        size_t at = big ? ((size_t)fz_byte(in) * 16u + fz_byte(in)) % FG_BATCH_MAX : i;
        b[at] = x;
    }
    *n_boxes = len;
    *count = big ? FG_BATCH_MAX + 1u + (fz_byte(in) & 1u ? (size_t)fz_byte(in) : SIZE_MAX - FG_BATCH_MAX - 1u) : n;
    fz_note("count", (int64_t)*count);
    return b;
}

static void nearest3(fz_in *in, bool big)
{
    size_t n, count, idx, idx2;
    fg_aabb3 *boxes = read_boxes3(in, big, &n, &count);
    fg_segment3 s = fz_segment3(in);
    fg_scalar mt = fz_scalar(in);
    fg_hit3 h, h2, hs;
    int r, r2;
    fz_box_hit best;
    long want;
    aim3(in, &s, boxes, big ? 0 : n);
    fz_poison(&idx, sizeof idx);
    r = FZ_RAYCAST3(mt, &h, fg_segment3_aabb3_batch_nearest(&s, boxes, count, fz_mt, &idx, fz_hit));
    if (r != FG_HIT) FZ_CHECK(fz_is_poison(&idx, sizeof idx)); /* outputs untouched on no hit */
    /* index and hit may each be NULL */
    fz_poison(&h2, sizeof h2);
    r2 = fg_segment3_aabb3_batch_nearest(&s, boxes, count, mt, NULL, &h2);
    FZ_CHECK(r2 == r && (r != FG_HIT || memcmp(&h, &h2, sizeof h) == 0));
    FZ_CHECK(fg_segment3_aabb3_batch_nearest(&s, boxes, count, mt, &idx2, NULL) == r && (r != FG_HIT || idx2 == idx));
    FZ_CHECK(fg_segment3_aabb3_batch_nearest(NULL, boxes, count, mt, &idx2, NULL) == FG_REJECTED);
    FZ_CHECK(fg_segment3_aabb3_batch_nearest(&s, NULL, count, mt, &idx2, NULL) == (count ? FG_REJECTED : r));
    if (big || !fz_dom_segment3(&s) || !boxes_in_domain(3, boxes, n)) {
        FZ_CHECK(r == FG_REJECTED); /* count above FG_BATCH_MAX, or any input out of the domain */
        free(boxes);
        return;
    }
    FZ_CHECK(r != FG_REJECTED);
    {
        int64_t o[3], d[3];
        raw3(s.origin, o), raw3(s.delta, d);
        want = ref_nearest(3, boxes, n, o, d, mt, &best);
    }
    FZ_CHECK(r == (want >= 0 ? FG_HIT : FG_MISS));
    if (r == FG_HIT) {
        FZ_CHECK(idx == (size_t)want); /* nearest exact entry, lowest index on ties */
        /* a loop over the single-box function: that box's own raycast gives the same hit */
        fz_poison(&hs, sizeof hs); /* the same padding bytes as h's */
        FZ_CHECK(fg_segment3_aabb3_raycast(&s, &boxes[idx], mt, &hs) == FG_HIT);
        FZ_CHECK(memcmp(&hs, &h, sizeof h) == 0);
    }
    free(boxes);
}

static void nearest2(fz_in *in, bool big)
{
    size_t n, count, idx, idx2;
    fg_aabb2 *boxes = read_boxes2(in, big, &n, &count);
    fg_segment2 s = fz_segment2(in);
    fg_scalar mt = fz_scalar(in);
    fg_hit2 h, h2, hs;
    int r, r2;
    fz_box_hit best;
    long want;
    aim2(in, &s, boxes, big ? 0 : n);
    fz_poison(&idx, sizeof idx);
    r = FZ_RAYCAST2(mt, &h, fg_segment2_aabb2_batch_nearest(&s, boxes, count, fz_mt, &idx, fz_hit));
    if (r != FG_HIT) FZ_CHECK(fz_is_poison(&idx, sizeof idx));
    fz_poison(&h2, sizeof h2);
    r2 = fg_segment2_aabb2_batch_nearest(&s, boxes, count, mt, NULL, &h2);
    FZ_CHECK(r2 == r && (r != FG_HIT || memcmp(&h, &h2, sizeof h) == 0));
    FZ_CHECK(fg_segment2_aabb2_batch_nearest(&s, boxes, count, mt, &idx2, NULL) == r && (r != FG_HIT || idx2 == idx));
    FZ_CHECK(fg_segment2_aabb2_batch_nearest(NULL, boxes, count, mt, &idx2, NULL) == FG_REJECTED);
    FZ_CHECK(fg_segment2_aabb2_batch_nearest(&s, NULL, count, mt, &idx2, NULL) == (count ? FG_REJECTED : r));
    if (big || !fz_dom_segment2(&s) || !boxes_in_domain(2, boxes, n)) {
        FZ_CHECK(r == FG_REJECTED);
        free(boxes);
        return;
    }
    FZ_CHECK(r != FG_REJECTED);
    {
        int64_t o[2], d[2];
        raw2(s.origin, o), raw2(s.delta, d);
        want = ref_nearest(2, boxes, n, o, d, mt, &best);
    }
    FZ_CHECK(r == (want >= 0 ? FG_HIT : FG_MISS));
    if (r == FG_HIT) {
        FZ_CHECK(idx == (size_t)want);
        fz_poison(&hs, sizeof hs);
        FZ_CHECK(fg_segment2_aabb2_raycast(&s, &boxes[idx], mt, &hs) == FG_HIT);
        FZ_CHECK(memcmp(&hs, &h, sizeof h) == 0);
    }
    free(boxes);
}

static void c_segment3_aabb3_batch_nearest(fz_in *in) { nearest3(in, false); }
static void c_segment2_aabb2_batch_nearest(fz_in *in) { nearest2(in, false); }

/* exact closed-interval overlap, written from the documentation of fg_aabb3_aabb3_overlap */
static bool ref_overlap(const fg_aabb3 *a, const fg_aabb3 *b)
{
    return !fz_aabb3_empty(a) && !fz_aabb3_empty(b) && a->min.x <= b->max.x && b->min.x <= a->max.x &&
           a->min.y <= b->max.y && b->min.y <= a->max.y && a->min.z <= b->max.z && b->min.z <= a->max.z;
}

#define CANARY ((size_t)0x5EEDC0DEDEADBEEFu)
#define GUARD 4

static void overlap3(fz_in *in, bool big)
{
    size_t n, count, i, total, found, want = 0, cap, got;
    fg_aabb3 q = fz_aabb3(in);
    fg_aabb3 *boxes = read_boxes3(in, big, &n, &count);
    size_t *buf, *exact;
    bool null_buf;
    int r;
    cap = fz_byte(in) % (NMAX + 2u);
    null_buf = (fz_byte(in) % 8u) == 0u; /* out_idx NULL, with any capacity: counting only */
    if (big && (fz_byte(in) & 1u)) cap = FG_BATCH_MAX + GUARD; /* more room than any result */
    fz_note("capacity", (int64_t)cap);
    fz_note("out_idx NULL", null_buf);
    buf = malloc((cap + GUARD) * sizeof *buf);
    for (i = 0; i < cap + GUARD; i++) buf[i] = CANARY;
    found = CANARY;
    r = fg_aabb3_aabb3_batch_overlap(&q, boxes, count, null_buf ? NULL : buf, cap, &found);
    for (i = 0; i < cap + GUARD; i++) {
        if (null_buf || i >= cap) FZ_CHECK(buf[i] == CANARY); /* nothing beyond capacity, nothing without a buffer */
    }
    FZ_CHECK(fg_aabb3_aabb3_batch_overlap(NULL, boxes, count, buf, cap, &total) == FG_REJECTED);
    if (big) {
        FZ_CHECK(r == FG_REJECTED && found == CANARY); /* count above FG_BATCH_MAX: nothing written */
        FZ_CHECK(fg_aabb3_aabb3_batch_overlap(&q, NULL, count, NULL, 0, NULL) == FG_REJECTED);
        free(buf);
        free(boxes);
        return;
    }
    FZ_CHECK(fg_aabb3_aabb3_batch_overlap(&q, NULL, count, NULL, 0, NULL) == (count ? FG_REJECTED : FG_MISS));
    /* a loop over the single-box function, and the exact reference: any value (comparisons
     * only), never rejected */
    for (i = 0, got = 0; i < n; i++) {
        bool o = fg_aabb3_aabb3_overlap(&q, &boxes[i]);
        FZ_CHECK(o == ref_overlap(&q, &boxes[i]));
        if (!o) continue;
        if (got < cap && !null_buf) {
            FZ_CHECK(buf[got] == i); /* increasing order, the first capacity of them */
            got++;
        }
        want++;
    }
    FZ_CHECK(r == (want ? FG_HIT : FG_MISS));
    FZ_CHECK(found == (want ? want : CANARY)); /* the total, written only on FG_HIT */
    for (i = got; i < cap; i++) FZ_CHECK(buf[i] == CANARY); /* entries past the total untouched */
    /* counting only: NULL with capacity 0, and found NULL */
    total = CANARY;
    FZ_CHECK(fg_aabb3_aabb3_batch_overlap(&q, boxes, count, NULL, 0, &total) == r);
    FZ_CHECK(total == found);
    FZ_CHECK(fg_aabb3_aabb3_batch_overlap(&q, boxes, count, buf, cap, NULL) == r);
    /* an exactly sized heap buffer (ASan guards the end) gives the same entries */
    exact = cap ? malloc(cap * sizeof *exact) : NULL;
    FZ_CHECK(fg_aabb3_aabb3_batch_overlap(&q, boxes, count, exact, cap, &total) == r);
    if (cap && !null_buf) FZ_CHECK(memcmp(exact, buf, (want < cap ? want : cap) * sizeof *exact) == 0);
    free(exact);
    free(buf);
    free(boxes);
}

static void c_aabb3_aabb3_batch_overlap(fz_in *in) { overlap3(in, false); }
/* count > FG_BATCH_MAX (one case for the three functions: these inputs are slow) */
static void c_batch_clip(fz_in *in)
{
    switch (fz_byte(in) % 3u) {
    case 0: nearest3(in, true); break;
    case 1: nearest2(in, true); break;
    default: overlap3(in, true); break;
    }
}

static const fz_case cases[] = {
    {"fg_segment3_aabb3_batch_nearest", c_segment3_aabb3_batch_nearest},
    {"fg_segment2_aabb2_batch_nearest", c_segment2_aabb2_batch_nearest},
    {"fg_aabb3_aabb3_batch_overlap", c_aabb3_aabb3_batch_overlap},
    {"fg_*_batch_* with count > FG_BATCH_MAX", c_batch_clip},
};

FZ_HARNESS("fuzz_batch", cases)
