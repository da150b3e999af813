#include "fg_batch.h"
#include "fg_raycast_internal.h"
#include "fg_aabb.h"

static size_t clip_count(size_t count) { return count > (size_t)FG_BATCH_MAX ? (size_t)FG_BATCH_MAX : count; }

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

bool fg_segment3_aabb3_batch_nearest(const fg_segment3 *seg, const fg_aabb3 *boxes, size_t count, fg_scalar max_t,
                                     size_t *index, fg_hit3 *hit)
{
    fg_segbox_clip c, best;
    fg_scalar xn, xd;
    size_t i, n = clip_count(count), best_i = 0;
    bool found = false;
#if FG_CHECK_DOMAIN
    if ((fg_vec3_out_of_domain(seg->origin) | fg_vec3_out_of_domain(seg->delta)) != 0u) {
        return false;
    }
#endif
    if (!fg_segbox_max_t(max_t, &xn, &xd)) {
        return false;
    }
    fg_segbox_clip_init(&best, xn, xd); /* best.en/ed is unused until found */
    for (i = 0; i < n; i++) {
        const fg_aabb3 *b = &boxes[i];
#if FG_CHECK_DOMAIN
        if ((fg_vec3_out_of_domain(b->min) | fg_vec3_out_of_domain(b->max)) != 0u) {
            continue;
        }
#endif
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
        return false;
    }
    if (index != NULL) {
        *index = best_i;
    }
    if (hit != NULL) {
        fg_segbox_hit3(&best, seg, &boxes[best_i], hit);
    }
    return true;
}

bool fg_segment2_aabb2_batch_nearest(const fg_segment2 *seg, const fg_aabb2 *boxes, size_t count, fg_scalar max_t,
                                     size_t *index, fg_hit2 *hit)
{
    fg_segbox_clip c, best;
    fg_scalar xn, xd;
    size_t i, n = clip_count(count), best_i = 0;
    bool found = false;
#if FG_CHECK_DOMAIN
    if ((fg_vec2_out_of_domain(seg->origin) | fg_vec2_out_of_domain(seg->delta)) != 0u) {
        return false;
    }
#endif
    if (!fg_segbox_max_t(max_t, &xn, &xd)) {
        return false;
    }
    fg_segbox_clip_init(&best, xn, xd);
    for (i = 0; i < n; i++) {
        const fg_aabb2 *b = &boxes[i];
#if FG_CHECK_DOMAIN
        if ((fg_vec2_out_of_domain(b->min) | fg_vec2_out_of_domain(b->max)) != 0u) {
            continue;
        }
#endif
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
        return false;
    }
    if (index != NULL) {
        *index = best_i;
    }
    if (hit != NULL) {
        fg_segbox_hit2(&best, seg, &boxes[best_i], hit);
    }
    return true;
}

size_t fg_aabb3_aabb3_batch_overlap(const fg_aabb3 *box, const fg_aabb3 *boxes, size_t count, size_t *out_idx,
                                    size_t capacity)
{
    size_t i, n = clip_count(count), total = 0;
    for (i = 0; i < n; i++) {
        if (!fg_aabb3_aabb3_overlap(box, &boxes[i])) {
            continue;
        }
        if (total < capacity) {
            out_idx[total] = i;
        }
        total++;
    }
    return total;
}
