/* SPDX-License-Identifier: MIT */
/* Segment vs an array of 2D or 3D capsules: the nearest hit by the raycast's own reported t,
 * with a box pre-reject. DESIGN.md, "Batch: nearest capsule". */
#include "fg_internal.h"

/* The capsule's box [min(a, b) - r, max(a, b) + r] on axis i. */
static void cap_box_axis(fg_seg_box *b, unsigned i, fg_scalar a, fg_scalar c, fg_scalar r)
{
    b->lo[i] = fg_sub(fg_min(a, c), r);
    b->hi[i] = fg_add(fg_max(a, c), r);
}

/* The segment's part (within the casts' limit) misses the capsule's box (the axis's ends
 * grown by r; fg_internal.h: each box axis as soon as it is formed, then the cross axes).
 * Never rejects a contact: the closed capsule lies in the closed box. */
FG_NOINLINE static bool capsule2_box_apart(const fg_segment2 *seg, const fg_seg_box *part, const fg_capsule2 *cap)
{
    fg_seg_box b;
    cap_box_axis(&b, 0u, cap->a.x, cap->b.x, cap->radius);
    if (fg_seg_box_axis_apart(&b, part, 0u)) {
        return true;
    }
    cap_box_axis(&b, 1u, cap->a.y, cap->b.y, cap->radius);
    if (fg_seg_box_axis_apart(&b, part, 1u)) {
        return true;
    }
    fg_seg_box_shift(&b, seg->origin.x, seg->origin.y, FG_ZERO, 2u);
    return fg_seg_box_cross_apart(&b, fg_vec3_make(seg->delta.x, seg->delta.y, FG_ZERO), 2u);
}

FG_NOINLINE static bool capsule3_box_apart(const fg_segment3 *seg, const fg_seg_box *part, const fg_capsule3 *cap)
{
    fg_seg_box b;
    cap_box_axis(&b, 0u, cap->a.x, cap->b.x, cap->radius);
    if (fg_seg_box_axis_apart(&b, part, 0u)) {
        return true;
    }
    cap_box_axis(&b, 1u, cap->a.y, cap->b.y, cap->radius);
    if (fg_seg_box_axis_apart(&b, part, 1u)) {
        return true;
    }
    cap_box_axis(&b, 2u, cap->a.z, cap->b.z, cap->radius);
    if (fg_seg_box_axis_apart(&b, part, 2u)) {
        return true;
    }
    fg_seg_box_shift(&b, seg->origin.x, seg->origin.y, seg->origin.z, 3u);
    return fg_seg_box_cross_apart(&b, seg->delta, 3u);
}

/* The scan's state: the nearest's record (before the first hit its t holds max_t, so
 * best.t is always the next cast's limit) and the box of the segment's part within that
 * limit (fg_seg_part). One record, not two that take turns: the public functions' frames
 * stay within 128 B on every core (a copy per nearer hit, member by member). */
typedef struct {
    fg_hit2 best;
    fg_seg_box part;
    bool found;
} cap_scan2;

typedef struct {
    fg_hit3 best;
    fg_seg_box part;
    bool found;
} cap_scan3;

/* The part within the next casts' limit, out of line: the callers' frames stay lean. */
FG_NOINLINE static void cap2_part(cap_scan2 *sc, const fg_segment2 *seg)
{
    fg_seg_part(&sc->part, seg->origin.x, seg->origin.y, FG_ZERO, seg->delta.x, seg->delta.y, FG_ZERO, sc->best.t);
}

FG_NOINLINE static void cap3_part(cap_scan3 *sc, const fg_segment3 *seg)
{
    fg_seg_part(&sc->part, seg->origin.x, seg->origin.y, seg->origin.z, seg->delta.x, seg->delta.y, seg->delta.z,
                sc->best.t);
}

/* Does capsule *cap beat the nearest so far (its reported t, when found)? Cast with that t
 * as the limit: an exact contact beyond it reports a larger t; an equal reported t
 * loses to the lower index already held. The candidate's record is the one its cast with
 * max_t writes: a limit only decides hit or miss, and a reported t is not clipped by it
 * (the exact fraction is at most the limit, a Q16.16 value, and so is its rounding). A
 * winner's record is kept (fg_hit*_put), not cast again. */
FG_NOINLINE static bool capsule_cast_beats(const fg_segment2 *seg, const fg_capsule2 *cap, cap_scan2 *sc)
{
    fg_hit2 c;
    if ((fg_capsule2_cast_checked(seg, cap, sc->best.t, &c) != FG_HIT) || (sc->found && !fg_lt(c.t, sc->best.t))) {
        return false;
    }
    fg_hit2_put(&sc->best, c.t, c.point, c.normal, c.started_inside);
    cap2_part(sc, seg);
    sc->found = true;
    return true;
}

/* The box test first, in a lean frame: most capsules stop there. */
FG_NOINLINE static bool capsule_beats(const fg_segment2 *seg, const fg_capsule2 *cap, cap_scan2 *sc)
{
    return !fg_lt(cap->radius, FG_ZERO) && !capsule2_box_apart(seg, &sc->part, cap) &&
           capsule_cast_beats(seg, cap, sc);
}

/* NULL, count above FG_BATCH_MAX, or any input outside the domain (every element checked:
 * none is silently skipped). */
static bool capsules_bad(const fg_segment2 *seg, const fg_capsule2 *caps, size_t count)
{
    size_t i;
    uint32_t ood, mag;
    if (fg_missing(seg) || (count > (size_t)FG_BATCH_MAX) || ((count > 0u) && fg_missing(caps))) {
        return true;
    }
    if ((FG_CHECK_DOMAIN == 0) || (fg_segment2_ood(seg) != 0u)) {
        return FG_CHECK_DOMAIN != 0;
    }
    mag = 0u; /* one filter over the array; each element's own test only when it fails */
    for (i = 0u; i < count; i++) {
        mag |= fg_vec2_dmag(caps[i].a) | fg_vec2_dmag(caps[i].b) | fg_domain_mag(caps[i].radius);
    }
    ood = 0u;
    for (i = 0u; !fg_domain_fast(mag) && (i < count); i++) {
        ood |= fg_capsule2_ood(&caps[i]);
    }
    return ood != 0u;
}

fg_result fg_segment2_capsule2_batch_nearest(const fg_segment2 *seg, const fg_capsule2 *caps, size_t count,
                                             fg_scalar max_t, size_t *index, fg_hit2 *hit)
{
    cap_scan2 sc;
    size_t i, best_i = 0u;
    if (capsules_bad(seg, caps, count)) {
        return fg_reject("fg_segment2_capsule2_batch_nearest");
    }
    sc.best.t = max_t;
    sc.found = false;
    cap2_part(&sc, seg);
    for (i = 0u; i < count; i++) {
        if (capsule_beats(seg, &caps[i], &sc)) {
            best_i = i;
            if (fg_eq(sc.best.t, FG_ZERO)) {
                break; /* t = 0 cannot be beaten */
            }
        }
    }
    if (!sc.found) {
        return FG_MISS;
    }
    if (index != NULL) {
        *index = best_i;
    }
    if (hit != NULL) {
        fg_hit2_put(hit, sc.best.t, sc.best.point, sc.best.normal, sc.best.started_inside);
    }
    return FG_HIT;
}

/* ---- 3D ---- */

FG_NOINLINE static bool capsule3_cast_beats(const fg_segment3 *seg, const fg_capsule3 *cap, cap_scan3 *sc)
{
    fg_hit3 c;
    if ((fg_capsule3_cast_checked(seg, cap, sc->best.t, &c) != FG_HIT) || (sc->found && !fg_lt(c.t, sc->best.t))) {
        return false;
    }
    fg_hit3_put(&sc->best, c.t, c.point, c.normal, c.started_inside);
    cap3_part(sc, seg);
    sc->found = true;
    return true;
}

FG_NOINLINE static bool capsule3_beats(const fg_segment3 *seg, const fg_capsule3 *cap, cap_scan3 *sc)
{
    return !fg_lt(cap->radius, FG_ZERO) && !capsule3_box_apart(seg, &sc->part, cap) &&
           capsule3_cast_beats(seg, cap, sc);
}

FG_NOINLINE static bool capsules3_bad(const fg_segment3 *seg, const fg_capsule3 *caps, size_t count)
{
    size_t i;
    uint32_t ood, mag;
    if (fg_missing(seg) || (count > (size_t)FG_BATCH_MAX) || ((count > 0u) && fg_missing(caps))) {
        return true;
    }
    if ((FG_CHECK_DOMAIN == 0) || (fg_segment3_ood(seg) != 0u)) {
        return FG_CHECK_DOMAIN != 0;
    }
    mag = 0u; /* one filter over the array; each element's own test only when it fails */
    for (i = 0u; i < count; i++) {
        mag |= fg_vec3_dmag(caps[i].a) | fg_vec3_dmag(caps[i].b) | fg_domain_mag(caps[i].radius);
    }
    ood = 0u;
    for (i = 0u; !fg_domain_fast(mag) && (i < count); i++) {
        ood |= fg_capsule3_ood(&caps[i]);
    }
    return ood != 0u;
}

/* The winner's record out, off the public function's frame (its by-value vectors are
 * staged on the stack: 136 B on the M4F at -Os inline). */
FG_NOINLINE static void cap3_put(const cap_scan3 *sc, fg_hit3 *hit)
{
    fg_hit3_put(hit, sc->best.t, sc->best.point, sc->best.normal, sc->best.started_inside);
}

fg_result fg_segment3_capsule3_batch_nearest(const fg_segment3 *seg, const fg_capsule3 *caps, size_t count,
                                             fg_scalar max_t, size_t *index, fg_hit3 *hit)
{
    cap_scan3 sc;
    size_t i, best_i = 0u;
    if (capsules3_bad(seg, caps, count)) {
        return fg_reject("fg_segment3_capsule3_batch_nearest");
    }
    sc.best.t = max_t;
    sc.found = false;
    cap3_part(&sc, seg);
    for (i = 0u; (i < count) && !(sc.found && fg_eq(sc.best.t, FG_ZERO)); i++) {
        if (capsule3_beats(seg, &caps[i], &sc)) {
            best_i = i;
        }
    }
    if (!sc.found) {
        return FG_MISS;
    }
    if (index != NULL) {
        *index = best_i;
    }
    if (hit != NULL) {
        cap3_put(&sc, hit);
    }
    return FG_HIT;
}
