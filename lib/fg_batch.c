#include "fg_raycast_internal.h"

/* Field by field: a struct assignment may become a memcpy call on Cortex-M0, and lib/
 * links no libc. */
static void keep(fg_segbox_clip *dst, const fg_segbox_clip *src)
{
    dst->en = src->en;
    dst->ed = src->ed;
    dst->axis = src->axis;
    dst->side = src->side;
}

/* Is the entry fraction of a strictly below that of b? (exact, cross-multiplied) */
static bool nearer(const fg_segbox_clip *a, const fg_segbox_clip *b)
{
    return fg_wlt(fg_wmul(a->en, b->ed), fg_wmul(b->en, a->ed));
}

fg_result fg_segment3_aabb3_batch_nearest(const fg_segment3 *seg, const fg_aabb3 *boxes, size_t count, fg_scalar max_t,
                                     size_t *index, fg_hit3 *hit)
{
    fg_segbox_clip c, best;
    fg_scalar xn, xd;
    size_t i, n = count, best_i = 0;
    bool found = false;
    if (fg_missing(seg) || ((count > 0u) && fg_missing(boxes)) || (count > (size_t)FG_BATCH_MAX) ||
        ((FG_CHECK_DOMAIN != 0) && ((fg_vec3_ood(seg->origin) | fg_vec3_ood(seg->delta)) != 0u))) {
        return fg_reject("fg_segment3_aabb3_batch_nearest");
    }
    for (i = 0; (FG_CHECK_DOMAIN != 0) && (i < n); i++) {
        if (fg_aabb3_ood(&boxes[i]) != 0u) {
            return fg_reject("fg_segment3_aabb3_batch_nearest");
        }
    }
    if (!fg_segbox_max_t(max_t, &xn, &xd)) {
        return FG_MISS;
    }
    fg_segbox_clip_init(&best, xn, xd); /* best.en/ed is unused until found */
    for (i = 0; i < n; i++) {
        const fg_aabb3 *b = &boxes[i];
        /* the nearest entry so far is this box's max_t */
        if (found) {
            fg_segbox_clip_init(&c, best.en, best.ed);
        } else {
            fg_segbox_clip_init(&c, xn, xd);
        }
        if (!fg_segbox_clip3(&c, seg, b)) {
            continue;
        }
        if (found && !nearer(&c, &best)) {
            continue; /* a tie keeps the lower index */
        }
        keep(&best, &c);
        best_i = i;
        found = true;
        if (fg_eq(best.en, FG_ZERO)) {
            break; /* t = 0 cannot be beaten */
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
    fg_segbox_clip c, best;
    fg_scalar xn, xd;
    size_t i, n = count, best_i = 0;
    bool found = false;
    if (fg_missing(seg) || ((count > 0u) && fg_missing(boxes)) || (count > (size_t)FG_BATCH_MAX) ||
        ((FG_CHECK_DOMAIN != 0) && ((fg_vec2_ood(seg->origin) | fg_vec2_ood(seg->delta)) != 0u))) {
        return fg_reject("fg_segment2_aabb2_batch_nearest");
    }
    for (i = 0; (FG_CHECK_DOMAIN != 0) && (i < n); i++) {
        if (fg_aabb2_ood(&boxes[i]) != 0u) {
            return fg_reject("fg_segment2_aabb2_batch_nearest");
        }
    }
    if (!fg_segbox_max_t(max_t, &xn, &xd)) {
        return FG_MISS;
    }
    fg_segbox_clip_init(&best, xn, xd);
    for (i = 0; i < n; i++) {
        const fg_aabb2 *b = &boxes[i];
        if (found) {
            fg_segbox_clip_init(&c, best.en, best.ed);
        } else {
            fg_segbox_clip_init(&c, xn, xd);
        }
        if (!fg_segbox_clip2(&c, seg, b)) {
            continue;
        }
        if (found && !nearer(&c, &best)) {
            continue;
        }
        keep(&best, &c);
        best_i = i;
        found = true;
        if (fg_eq(best.en, FG_ZERO)) {
            break;
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
