/* SPDX-License-Identifier: MIT */
#include "fg_raycast_internal.h"

/* Field by field: a struct assignment may become a memcpy call on Cortex-M0, and lib/
 * links no libc. */
static void keep(fg_segbox_clip *dst, const fg_segbox_clip *src)
{
    dst->en = src->en;
    dst->ed = src->ed;
    dst->axis = src->axis;
    dst->side = src->side;
    dst->inside = src->inside;
}

/* Is the entry fraction of a strictly below that of b? (exact, cross-multiplied) */
static bool nearer(const fg_segbox_clip *a, const fg_segbox_clip *b)
{
    return fg_wlt(fg_wmul(a->en, b->ed), fg_wmul(b->en, a->ed));
}

/* Does the box's cast beat *best (found: *best holds a hit)? Then *best takes it. The
 * nearest entry so far bounds the clip; a tie keeps the lower index. Out of line: the
 * candidate's state stays out of the caller's frame. */
static FG_NOINLINE bool beats3(const fg_segment3 *seg, const fg_aabb3 *box, fg_segbox_clip *best, bool found)
{
    fg_segbox_clip c;
    if (found) {
        fg_segbox_clip_init(&c, best->en, best->ed);
    } else {
        fg_segbox_clip_init(&c, best->xn, best->xd);
    }
    if (!fg_segbox_cast3(&c, seg, box) || (found && !nearer(&c, best))) {
        return false;
    }
    keep(best, &c);
    return true;
}

static FG_NOINLINE bool beats2(const fg_segment2 *seg, const fg_aabb2 *box, fg_segbox_clip *best, bool found)
{
    fg_segbox_clip c;
    if (found) {
        fg_segbox_clip_init(&c, best->en, best->ed);
    } else {
        fg_segbox_clip_init(&c, best->xn, best->xd);
    }
    if (!fg_segbox_cast2(&c, seg, box) || (found && !nearer(&c, best))) {
        return false;
    }
    keep(best, &c);
    return true;
}

/* NULL, count above FG_BATCH_MAX, or any input outside the domain (every box checked:
 * none is silently skipped). */
static bool batch_bad3(const fg_segment3 *seg, const fg_aabb3 *boxes, size_t count)
{
    size_t i;
    uint32_t ood;
    if (fg_missing(seg) || (count > (size_t)FG_BATCH_MAX) || ((count > 0u) && fg_missing(boxes))) {
        return true;
    }
    ood = fg_segment3_ood(seg);
    for (i = 0u; (FG_CHECK_DOMAIN != 0) && (i < count); i++) {
        ood |= fg_aabb3_ood(&boxes[i]);
    }
    return (FG_CHECK_DOMAIN != 0) && (ood != 0u);
}

static bool batch_bad2(const fg_segment2 *seg, const fg_aabb2 *boxes, size_t count)
{
    size_t i;
    uint32_t ood;
    if (fg_missing(seg) || (count > (size_t)FG_BATCH_MAX) || ((count > 0u) && fg_missing(boxes))) {
        return true;
    }
    ood = fg_segment2_ood(seg);
    for (i = 0u; (FG_CHECK_DOMAIN != 0) && (i < count); i++) {
        ood |= fg_aabb2_ood(&boxes[i]);
    }
    return (FG_CHECK_DOMAIN != 0) && (ood != 0u);
}

fg_result fg_segment3_aabb3_batch_nearest(const fg_segment3 *seg, const fg_aabb3 *boxes, size_t count, fg_scalar max_t,
                                          size_t *index, fg_hit3 *hit)
{
    fg_segbox_clip best;
    fg_scalar xn, xd;
    size_t i, best_i = 0u;
    bool found = false;
    if (batch_bad3(seg, boxes, count)) {
        return fg_reject("fg_segment3_aabb3_batch_nearest");
    }
    if (!fg_segbox_max_t(max_t, &xn, &xd)) {
        return FG_MISS;
    }
    fg_segbox_clip_init(&best, xn, xd); /* best.en/ed is unused until found */
    for (i = 0u; i < count; i++) {
        if (beats3(seg, &boxes[i], &best, found)) {
            best_i = i;
            found = true;
            if (fg_eq(best.en, FG_ZERO)) {
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
        fg_segbox_hit3(&best, seg, &boxes[best_i], hit);
    }
    return FG_HIT;
}

fg_result fg_segment2_aabb2_batch_nearest(const fg_segment2 *seg, const fg_aabb2 *boxes, size_t count, fg_scalar max_t,
                                          size_t *index, fg_hit2 *hit)
{
    fg_segbox_clip best;
    fg_scalar xn, xd;
    size_t i, best_i = 0u;
    bool found = false;
    if (batch_bad2(seg, boxes, count)) {
        return fg_reject("fg_segment2_aabb2_batch_nearest");
    }
    if (!fg_segbox_max_t(max_t, &xn, &xd)) {
        return FG_MISS;
    }
    fg_segbox_clip_init(&best, xn, xd); /* best.en/ed is unused until found */
    for (i = 0u; i < count; i++) {
        if (beats2(seg, &boxes[i], &best, found)) {
            best_i = i;
            found = true;
            if (fg_eq(best.en, FG_ZERO)) {
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
        fg_segbox_hit2(&best, seg, &boxes[best_i], hit);
    }
    return FG_HIT;
}
