/* SPDX-License-Identifier: MIT */
/* fuzz_batchcap.c - fuzz harness of the nearest 2D capsule of an array along a segment
 * (fg_segment2_capsule2_batch_nearest, fg_segment3_capsule3_batch_nearest; see README.md).
 *
 * Up to 8 capsules in a heap block of exactly their size (ASan catches any access past
 * it); a capsule may be a copy of an earlier one nudged by 0 or +-1 raw in one coordinate
 * or its radius (equal and near-equal contacts), or sit across the segment's origin. The
 * documented rule is the reference: the hit of least reported t among the single raycasts
 * (each checked against an exact reference by fuzz_capsule), lowest index on equal t; the
 * record bit for bit the winner's own raycast; every rejection where the inputs leave the
 * domain. */
#include <stdlib.h>
#include "fuzz_common.h"

#define NMAX 8

/* a + b wrapped to int32 (the harness builds inputs of any value; no overflow here) */
static fg_scalar wrap_add(fg_scalar a, int32_t b) { return (fg_scalar)(int32_t)((uint32_t)a + (uint32_t)b); }

static void read_cap(fz_in *in, fg_capsule2 *els, size_t i, const fg_segment2 *s)
{
    uint8_t how = fz_byte(in);
    if ((how & 3u) == 1u && i > 0) {
        size_t j = (size_t)(how >> 4) % i;
        fg_scalar nudge = (fg_scalar)(fz_byte(in) % 3u) - 1;
        els[i] = els[j];
        switch ((how >> 2) & 3u) {
        case 0: els[i].a.x = wrap_add(els[i].a.x, nudge); els[i].b.x = wrap_add(els[i].b.x, nudge); break;
        case 1: els[i].a.y = wrap_add(els[i].a.y, nudge); els[i].b.y = wrap_add(els[i].b.y, nudge); break;
        default: els[i].radius = wrap_add(els[i].radius, nudge); break;
        }
        fz_note("nudged copy of", (int64_t)j);
        return;
    }
    if ((how & 3u) == 2u) {
        els[i].a = fg_vec2_make(wrap_add(s->origin.x, (int8_t)fz_byte(in)), wrap_add(s->origin.y, -65536));
        els[i].b = fg_vec2_make(wrap_add(s->origin.x, (int8_t)fz_byte(in)), wrap_add(s->origin.y, 65536));
    } else {
        els[i].a = fz_vec2(in);
        els[i].b = fz_vec2(in);
    }
    els[i].radius = fz_scalar(in);
}

static void c_segment2_capsule2_batch_nearest(fz_in *in)
{
    fg_segment2 s = fz_segment2(in);
    fg_scalar mt = fz_scalar(in);
    size_t n = fz_byte(in) % (NMAX + 1u), i, idx, idx2;
    fg_capsule2 tmp[NMAX], *el;
    fg_hit2 h, hs, best;
    long want = -1;
    bool dom = fz_dom_segment2(&s);
    fg_result r;
    fz_note("count", (int64_t)n);
    for (i = 0; i < n; i++) read_cap(in, tmp, i, &s);
    el = n ? malloc(n * sizeof *el) : NULL;
    for (i = 0; i < n; i++) el[i] = tmp[i];
    fz_poison(&idx, sizeof idx);
    r = FZ_RAYCAST2(mt, &h, fg_segment2_capsule2_batch_nearest(&s, el, n, fz_mt, &idx, fz_hit));
    FZ_CHECK(fg_segment2_capsule2_batch_nearest(&s, el, n, mt, &idx2, NULL) == r && (r != FG_HIT || idx2 == idx));
    FZ_CHECK(fg_segment2_capsule2_batch_nearest(&s, NULL, n, mt, NULL, NULL) == (n ? FG_REJECTED : r));
    FZ_CHECK(fg_segment2_capsule2_batch_nearest(&s, el, (size_t)FG_BATCH_MAX + 1u + n, mt, NULL, NULL) == FG_REJECTED);
    for (i = 0; i < n; i++) {
        dom = dom && fz_dom_vec2(el[i].a) && fz_dom_vec2(el[i].b) && fz_dom(el[i].radius);
    }
    if (!dom) {
        FZ_CHECK(r == FG_REJECTED);
        FZ_CHECK(fz_is_poison(&idx, sizeof idx));
        free(el);
        return;
    }
    FZ_CHECK(r != FG_REJECTED);
    for (i = 0; i < n; i++) {
        fz_poison(&hs, sizeof hs);
        if (fg_segment2_capsule2_raycast(&s, &el[i], mt, &hs) == FG_HIT && (want < 0 || hs.t < best.t)) {
            best = hs;
            want = (long)i;
        }
    }
    FZ_CHECK(r == (want >= 0 ? FG_HIT : FG_MISS));
    if (r == FG_HIT) {
        FZ_CHECK(idx == (size_t)want);                 /* least reported t, lowest index on ties */
        FZ_CHECK(memcmp(&best, &h, sizeof h) == 0);    /* the winner's own record */
    } else {
        FZ_CHECK(fz_is_poison(&idx, sizeof idx));
    }
    free(el);
}

/* The 3D batch: the same checks over fg_segment3_capsule3_raycast (copies nudged in x or
 * the radius, capsules across the origin). */
static void c_segment3_capsule3_batch_nearest(fz_in *in)
{
    fg_segment3 s = fz_segment3(in);
    fg_scalar mt = fz_scalar(in);
    size_t n = fz_byte(in) % (NMAX + 1u), i, idx, idx2;
    fg_capsule3 tmp[NMAX], *el;
    fg_hit3 h, hs, best;
    long want = -1;
    bool dom = fz_dom_segment3(&s);
    fg_result r;
    fz_note("count", (int64_t)n);
    for (i = 0; i < n; i++) {
        uint8_t how = fz_byte(in);
        if ((how & 3u) == 1u && i > 0) {
            size_t j = (size_t)(how >> 4) % i;
            fg_scalar nudge = (fg_scalar)(fz_byte(in) % 3u) - 1;
            tmp[i] = tmp[j];
            if ((how & 4u) != 0u) {
                tmp[i].radius = wrap_add(tmp[i].radius, nudge);
            } else {
                tmp[i].a.x = wrap_add(tmp[i].a.x, nudge);
                tmp[i].b.x = wrap_add(tmp[i].b.x, nudge);
            }
        } else if ((how & 3u) == 2u) {
            tmp[i].a = fg_vec3_make(wrap_add(s.origin.x, (int8_t)fz_byte(in)), wrap_add(s.origin.y, -65536), s.origin.z);
            tmp[i].b = fg_vec3_make(wrap_add(s.origin.x, (int8_t)fz_byte(in)), wrap_add(s.origin.y, 65536), s.origin.z);
            tmp[i].radius = fz_scalar(in);
        } else {
            tmp[i].a = fz_vec3(in);
            tmp[i].b = fz_vec3(in);
            tmp[i].radius = fz_scalar(in);
        }
    }
    el = n ? malloc(n * sizeof *el) : NULL;
    for (i = 0; i < n; i++) el[i] = tmp[i];
    fz_poison(&idx, sizeof idx);
    r = FZ_RAYCAST3(mt, &h, fg_segment3_capsule3_batch_nearest(&s, el, n, fz_mt, &idx, fz_hit));
    FZ_CHECK(fg_segment3_capsule3_batch_nearest(&s, el, n, mt, &idx2, NULL) == r && (r != FG_HIT || idx2 == idx));
    FZ_CHECK(fg_segment3_capsule3_batch_nearest(&s, NULL, n, mt, NULL, NULL) == (n ? FG_REJECTED : r));
    for (i = 0; i < n; i++) dom = dom && fz_dom_vec3(el[i].a) && fz_dom_vec3(el[i].b) && fz_dom(el[i].radius);
    if (!dom) {
        FZ_CHECK(r == FG_REJECTED);
        FZ_CHECK(fz_is_poison(&idx, sizeof idx));
        free(el);
        return;
    }
    FZ_CHECK(r != FG_REJECTED);
    for (i = 0; i < n; i++) {
        fz_poison(&hs, sizeof hs);
        if (fg_segment3_capsule3_raycast(&s, &el[i], mt, &hs) == FG_HIT && (want < 0 || hs.t < best.t)) {
            best = hs;
            want = (long)i;
        }
    }
    FZ_CHECK(r == (want >= 0 ? FG_HIT : FG_MISS));
    if (r == FG_HIT) {
        FZ_CHECK(idx == (size_t)want);
        FZ_CHECK(memcmp(&best, &h, sizeof h) == 0);
    } else {
        FZ_CHECK(fz_is_poison(&idx, sizeof idx));
    }
    free(el);
}

static const fz_case cases[] = {
    {"fg_segment2_capsule2_batch_nearest", c_segment2_capsule2_batch_nearest},
    {"fg_segment3_capsule3_batch_nearest", c_segment3_capsule3_batch_nearest},
};
FZ_HARNESS("fuzz_batchcap", cases)
