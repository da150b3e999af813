/* SPDX-License-Identifier: MIT */
/*
 * fg_ball_internal.h - INTERNAL: the exact moving-point-vs-ball core of fg_sphere.c, shared
 * with the capsule casts (fg_capsule.c) and the ball-vs-box sweeps (fg_sphere_box_sweep.c:
 * a grown box's rounded edges and corners are cylinders and balls). Not part of the API,
 * not included by fixgeom.h, not installed. No domain checks.
 *
 * A point moving from m0 to m1 (relative to the ball's centre; 2D callers pass z = 0)
 * against the closed ball of radius r >= 0 at the origin, t in [0, min(max_t, 1)].
 * Bounds and the derivation: DESIGN.md, 4.2 and 4.3.
 */
#ifndef FG_BALL_INTERNAL_H
#define FG_BALL_INTERNAL_H

#include "fg_internal.h"

/* fg_ball_cast's results */
enum { FG_BALL_MISS = 0, FG_BALL_INSIDE = 1, FG_BALL_HIT = 2 };

typedef struct {
    fg_vec3 m0, m1; /* start and end relative to the centre, |m_i| <= 2^30 raw */
    fg_scalar r;    /* radius (sum of radii), [0, 2^30] raw */
    fg_wide c, s;   /* on a hit: t = c / s, c in [0, s], s in [2^58, 2^63) raw */
} fg_ball_core;

/* The core's inputs m0, m1, r for a segment against the ball (2D: the disc) at centre c:
 * one setup for the raycasts, the capsules' end balls and the batches' records. */
static FG_FORCE_INLINE void fg_ball_core_set3(fg_ball_core *k, const fg_segment3 *seg, fg_vec3 c, fg_scalar r)
{
    k->m0 = fg_vec3_sub(seg->origin, c);
    k->m1 = fg_vec3_sub(fg_vec3_add(seg->origin, seg->delta), c);
    k->r = r;
}
static FG_FORCE_INLINE void fg_ball_core_set2(fg_ball_core *k, const fg_segment2 *seg, fg_vec2 c, fg_scalar r)
{
    fg_vec2 m0 = fg_vec2_sub(seg->origin, c);
    fg_vec2 m1 = fg_vec2_sub(fg_vec2_add(seg->origin, seg->delta), c);
    k->m0 = fg_vec3_make(m0.x, m0.y, FG_ZERO);
    k->m1 = fg_vec3_make(m1.x, m1.y, FG_ZERO);
    k->r = r;
}

/* FG_BALL_INSIDE (penetrating at t = 0), FG_BALL_HIT (k->c, k->s set; touching and moving
 * inward is a hit with c = 0) or FG_BALL_MISS, for contacts with t <= min(max_t, 1); exact. */
FG_API int fg_ball_cast(fg_ball_core *k, fg_scalar max_t);
/* After FG_BALL_HIT with r > 0: the unit normal (m0 + t (m1 - m0)) / r, 0.51 LSB; t, the
 * caller's fg_wratio of c / s (or NULL), lets most components skip the 128-bit quotient. */
FG_API fg_vec3 fg_ball_normal(const fg_ball_core *k, const fg_wratio *t);
/* After FG_BALL_HIT: t = c / s rounded once (0.5 LSB), at most max_t. */
FG_API fg_scalar fg_ball_t(const fg_ball_core *k, fg_scalar max_t);
/* The hit record of a cast from o by d after fg_ball_cast returned res (not FG_BALL_MISS):
 * t, the point o + d t, the normal; each <= 0.51 LSB. */
FG_API void fg_ball_ray_hit3(const fg_ball_core *k, int res, const fg_vec3 *o, const fg_vec3 *d, fg_scalar max_t,
                             fg_hit3 *hit);
/* The same for a 2D segment (the core was set up with z = 0). */
FG_API void fg_ball_ray_hit2(const fg_ball_core *k, int res, const fg_segment2 *seg, fg_scalar max_t,
                             fg_hit2 *hit);

/* For the movers (fg_mover.c): a ball of radius r at *c0 moved by delta against the box,
 * max_t 1, as fg_sphere_aabb3_sweep (dims 3) or fg_circle_aabb2_sweep (dims 2: z ignored),
 * their domain checks included; on FG_HIT, hit (not NULL) and the centre at contact: a
 * face's axis exact, every other coordinate o + d t rounded once from the exact t (0.5 LSB
 * + 2^-29 at a rounded edge or corner); the start (t = 0 rules): the start. */
FG_API fg_result fg_ball_box_contact(const fg_vec3 *c0, fg_vec3 delta, const fg_aabb3 *box, fg_scalar r, int dims,
                                     fg_hit3 *hit, fg_vec3 *centre);

/* For the ball mover against triangles (fg_mover.c; fg_sphere_tri_sweep.c):
 * fg_ball_triangle_contact is fg_sphere_triangle_sweep with max_t 1 (its domain checks
 * included), except that on FG_HIT hit->point
 * (hit required) is the ball's centre at contact: the start for a contact at t = 0, else
 * c + d t rounded once from the exact t (0.5 LSB + 2^-29).
 * fg_ball_triangle_penetrates: is the centre's distance to the closed triangle < r (touching
 * is not)? Exact; no domain checks. A negative radius penetrates nothing.
 * fg_ball_triangle_away: the direction from the triangle's nearest point to the centre as a
 * grid vector: the face's normal (through fg_wreduce3, toward the centre's side), a vertex's
 * offset, or beside an edge m |u|^2 - u (m . u) through fg_xreduce3; false when the centre
 * is on the triangle (*v then unspecified). A clip along it is reproducible exactly. */
FG_API fg_result fg_ball_triangle_contact(const fg_sphere *ball, fg_vec3 delta, const fg_triangle *tri, fg_hit3 *hit);
FG_API bool fg_ball_triangle_penetrates(const fg_sphere *ball, const fg_triangle *tri);
FG_API bool fg_ball_triangle_away(const fg_vec3 *centre, const fg_triangle *tri, fg_vec3 *v);

/* A point's squared distance to a segment [a, b] as an exact fraction num / den (den > 0)
 * and the nearest point's parameter sn / sd along b - a (sd = 0: a; sn = sd: b), for the
 * capsule tests (fg_capsule.c, fg_capsule_box.c): |p - a|^2 or |p - b|^2 over the unit
 * denominator beyond the ends, else (|m|^2 |u|^2 - s^2) / |u|^2, every term below 2^124. */
typedef struct {
    fg_xwide num; /* squared distance times den */
    fg_wide den;  /* > 0 */
    fg_wide sn, sd;
} fg_axis_dist;
FG_API void fg_axis_dist_point(fg_axis_dist *q, const fg_vec3 *a, const fg_vec3 *b, const fg_vec3 *p);
/* The same when num / den <= R^2 (exact, R >= 0), decided before num is formed; false
 * leaves *q unset. */
FG_API bool fg_axis_dist_within(fg_axis_dist *q, const fg_vec3 *a, const fg_vec3 *b, const fg_vec3 *p, fg_scalar R);

#endif /* FG_BALL_INTERNAL_H */
