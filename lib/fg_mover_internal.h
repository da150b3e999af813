/* SPDX-License-Identifier: MIT */
/*
 * fg_mover_internal.h - INTERNAL: the movers' state and the helpers both slide loops share
 * (fg_mover.c: walls that are boxes; fg_mover_tri.c: triangles). Each of those files
 * instantiates the loop of fg_mover_loop_internal.h with its own wall casts, so that a
 * program moving against boxes never links the triangle casts. Not part of the API, not
 * installed.
 */
#ifndef FG_MOVER_INTERNAL_H
#define FG_MOVER_INTERNAL_H

#include "fg_ball_internal.h"

/* The mover's shape (2D movers use x and y only, z stays 0). */
enum { MOVER_CIRCLE = 0, MOVER_BOX2 = 1, MOVER_SPHERE = 2, MOVER_BOX3 = 3 };

typedef struct {
    const fg_aabb2 *w2; /* the walls (2D movers) */
    const fg_aabb3 *w3; /* the walls (3D movers) */
    const fg_triangle *tris; /* or triangles as the walls (3D movers), else NULL */
    int32_t count;
    int32_t kind;
    fg_vec3 p;          /* the centre, or the box's min corner */
    fg_vec3 size;       /* a box's max - min (balls: unused) */
    fg_scalar radius;   /* a ball's radius (boxes: unused) */
    fg_slide2 *c2;      /* the caller's contacts (2D), or NULL */
    fg_slide3 *c3;      /* the caller's contacts (3D), or NULL */
    int32_t capacity;
    int32_t max_iter;
} mover;

/* A contact for the loop (MOVER_EARLIEST): t, the normal, where the mover is at it, and
 * against a triangle the contact axis as a grid vector (fg_box_triangle_contact). */
typedef struct {
    fg_scalar t;
    fg_vec3 n;
    fg_vec3 at;
    fg_vec3 dir;
} mover_hit;

/* p + r t, each component rounded once (|r| < 2^31 raw, t in [0, 1]). */
FG_INLINE fg_vec3 mover_at(fg_vec3 p, fg_vec3 r, fg_scalar t)
{
    return fg_vec3_make(fg_add(p.x, fg_mul(r.x, t)), fg_add(p.y, fg_mul(r.y, t)), fg_add(p.z, fg_mul(r.z, t)));
}

/* One component backed off by k LSB against the motion, never past the start s. */
FG_INLINE fg_scalar back_off(fg_scalar q, fg_scalar s, fg_scalar r, fg_scalar k)
{
    if (fg_gt(r, FG_ZERO)) {
        return fg_max(s, fg_sub(q, k));
    }
    if (fg_lt(r, FG_ZERO)) {
        return fg_min(s, fg_add(q, k));
    }
    return q;
}

/* The checks every entry shares: counts, pointers, iterations (not domain checks: these
 * follow FG_CHECK_DOMAIN: fg_mover_path3_ood and the walls' checks). */
FG_INLINE bool mover_bad_counts(const void *walls, int32_t count, int32_t max_iter, const void *contacts,
                                int32_t capacity)
{
    return (count < 0) || (count > (int32_t)FG_BATCH_MAX) || ((count > 0) && fg_missing(walls)) ||
           (max_iter < 1) || (max_iter > FG_SLIDE_ITER_MAX) || (capacity < 0) ||
           ((contacts == NULL) && (capacity > 0));
}

/* Contact k into the caller's array, when there is room. */
FG_API void fg_mover_record(const mover *m, int32_t k, int32_t wall, const fg_vec3 *n);
/* Would the clipped target p + r leave the domain (a box: either corner)? The slide stops
 * where it is then: a rule of the mover, kept with FG_CHECK_DOMAIN 0 too. */
FG_API bool fg_mover_target_ood(const mover *m, const fg_vec3 *r);
/* Box2D's b2ClipVector along the grid vector v: r - v (r.v) / (v.v) only when moving into
 * the wall (r.v < 0), each component rounded once (0.5 LSB). */
FG_API void fg_mover_clip_along(fg_vec3 *r, fg_vec3 v);
FG_API void fg_mover_init(mover *m, int32_t kind, int32_t count, int32_t max_iter, int32_t capacity);
/* The outputs after a run of n contacts (each may be NULL): FG_HIT when n > 0. */
FG_API fg_result fg_mover_output(const mover *m, int32_t n, fg_vec2 *end2, fg_vec3 *end3, int32_t *n_contacts);
/* Domain (FG_CHECK_DOMAIN): the point at the start and at start + delta. */
FG_API uint32_t fg_mover_path3_ood(const fg_vec3 *start, const fg_vec3 *delta);
/* The same for a box's two corners (one call keeps the entries' frames within 128 B). */
FG_API uint32_t fg_mover_box3_path_ood(const fg_aabb3 *box, const fg_vec3 *delta);

#endif /* FG_MOVER_INTERNAL_H */
