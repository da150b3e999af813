/* SPDX-License-Identifier: MIT */
/* Segment vs an array of 2D or 3D capsules: the nearest hit by the raycast's own reported t,
 * with a box pre-reject. DESIGN.md, "Batch: nearest capsule". */
#include "fg_internal.h"

/* The capsule's box [min(a, b) - r, max(a, b) + r] misses the segment's box on an axis
 * (comparisons only, within the domain's 2^30 raw: never rejects a hit). */
static bool cap_axis_apart(fg_scalar o, fg_scalar e, fg_scalar a, fg_scalar b, fg_scalar r)
{
    return fg_lt(fg_add(fg_max(a, b), r), fg_min(o, e)) || fg_lt(fg_max(o, e), fg_sub(fg_min(a, b), r));
}

/* Does capsule *cap beat the nearest so far (reported t *best_t, when found)? Cast with
 * the limit best_t: an exact contact beyond it reports a larger t; an equal reported t
 * loses to the lower index already held. */
FG_NOINLINE static bool capsule_beats(const fg_segment2 *seg, const fg_capsule2 *cap, fg_scalar max_t, bool found,
                                      fg_scalar *best_t)
{
    fg_hit2 h;
    fg_scalar ex = fg_add(seg->origin.x, seg->delta.x), ey = fg_add(seg->origin.y, seg->delta.y);
    if (fg_lt(cap->radius, FG_ZERO) || cap_axis_apart(seg->origin.x, ex, cap->a.x, cap->b.x, cap->radius) ||
        cap_axis_apart(seg->origin.y, ey, cap->a.y, cap->b.y, cap->radius)) {
        return false;
    }
    if (fg_segment2_capsule2_raycast(seg, cap, found ? *best_t : max_t, &h) != FG_HIT) {
        return false;
    }
    if (found && !fg_lt(h.t, *best_t)) {
        return false;
    }
    *best_t = h.t;
    return true;
}

/* NULL, count above FG_BATCH_MAX, or any input outside the domain (every element checked:
 * none is silently skipped). */
static bool capsules_bad(const fg_segment2 *seg, const fg_capsule2 *caps, size_t count)
{
    size_t i;
    uint32_t ood;
    if (fg_missing(seg) || (count > (size_t)FG_BATCH_MAX) || ((count > 0u) && fg_missing(caps))) {
        return true;
    }
    ood = fg_segment2_ood(seg);
    for (i = 0u; (FG_CHECK_DOMAIN != 0) && (i < count); i++) {
        ood |= fg_capsule2_ood(&caps[i]);
    }
    return (FG_CHECK_DOMAIN != 0) && (ood != 0u);
}

fg_result fg_segment2_capsule2_batch_nearest(const fg_segment2 *seg, const fg_capsule2 *caps, size_t count,
                                             fg_scalar max_t, size_t *index, fg_hit2 *hit)
{
    size_t i, best_i = 0u;
    fg_scalar best_t = FG_ZERO;
    bool found = false;
    if (capsules_bad(seg, caps, count)) {
        return fg_reject("fg_segment2_capsule2_batch_nearest");
    }
    for (i = 0u; i < count; i++) {
        if (capsule_beats(seg, &caps[i], max_t, found, &best_t)) {
            best_i = i;
            found = true;
            if (fg_eq(best_t, FG_ZERO)) {
                break; /* t = 0 cannot be beaten */
            }
        }
    }
    if (!found) {
        return FG_MISS;
    }
    if (index != NULL) {
        *index = best_i;
    }
    if (hit != NULL) {
        (void)fg_segment2_capsule2_raycast(seg, &caps[best_i], max_t, hit); /* the winner's own record */
    }
    return FG_HIT;
}

/* ---- 3D ---- */

FG_NOINLINE static bool capsule3_beats(const fg_segment3 *seg, const fg_capsule3 *cap, fg_scalar max_t, bool found,
                                       fg_scalar *best_t)
{
    fg_hit3 h;
    fg_vec3 e = fg_vec3_add(seg->origin, seg->delta);
    if (fg_lt(cap->radius, FG_ZERO) || cap_axis_apart(seg->origin.x, e.x, cap->a.x, cap->b.x, cap->radius) ||
        cap_axis_apart(seg->origin.y, e.y, cap->a.y, cap->b.y, cap->radius) ||
        cap_axis_apart(seg->origin.z, e.z, cap->a.z, cap->b.z, cap->radius)) {
        return false;
    }
    if (fg_segment3_capsule3_raycast(seg, cap, found ? *best_t : max_t, &h) != FG_HIT) {
        return false;
    }
    if (found && !fg_lt(h.t, *best_t)) {
        return false;
    }
    *best_t = h.t;
    return true;
}

static bool capsules3_bad(const fg_segment3 *seg, const fg_capsule3 *caps, size_t count)
{
    size_t i;
    uint32_t ood;
    if (fg_missing(seg) || (count > (size_t)FG_BATCH_MAX) || ((count > 0u) && fg_missing(caps))) {
        return true;
    }
    ood = fg_segment3_ood(seg);
    for (i = 0u; (FG_CHECK_DOMAIN != 0) && (i < count); i++) {
        ood |= fg_capsule3_ood(&caps[i]);
    }
    return (FG_CHECK_DOMAIN != 0) && (ood != 0u);
}

fg_result fg_segment3_capsule3_batch_nearest(const fg_segment3 *seg, const fg_capsule3 *caps, size_t count,
                                             fg_scalar max_t, size_t *index, fg_hit3 *hit)
{
    size_t i, best_i = 0u;
    fg_scalar best_t = FG_ZERO;
    bool found = false;
    if (capsules3_bad(seg, caps, count)) {
        return fg_reject("fg_segment3_capsule3_batch_nearest");
    }
    for (i = 0u; (i < count) && !(found && fg_eq(best_t, FG_ZERO)); i++) {
        if (capsule3_beats(seg, &caps[i], max_t, found, &best_t)) {
            best_i = i;
            found = true;
        }
    }
    if (!found) {
        return FG_MISS;
    }
    if (index != NULL) {
        *index = best_i;
    }
    if (hit != NULL) {
        (void)fg_segment3_capsule3_raycast(seg, &caps[best_i], max_t, hit); /* the winner's own record */
    }
    return FG_HIT;
}
