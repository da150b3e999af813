/*
 * fg_sweep.h - moving boxes: box vs plane, box vs box (2D and 3D).
 *
 * Index
 *   fg_aabb3_plane_sweep            moving box vs plane, first contact      (seed 001 A.10)
 *   fg_aabb3_aabb3_sweep            moving box vs still box, first contact  (seed 001 A.17)
 *   fg_aabb3_aabb3_sweep_interval   the overlap interval within [0, 1]
 *   fg_aabb2_aabb2_sweep            2D rectangles, first contact
 *   fg_aabb2_aabb2_sweep_interval   2D overlap interval within [0, 1]
 *
 * The moving box is the box at t = 0; at time t it is the box translated by t * delta,
 * t in [0, 1]. Boxes are closed (touching counts, as in fg_aabb3_aabb3_overlap); an
 * inverted box (min > max on any axis) is empty and never hits.
 * Sweeps follow the raycast convention: return true and write *hit for the first
 * contact with t in [0, max_t] (max_t > 1 treated as 1, max_t < 0: no hit); false leaves
 * *hit untouched; hit may be NULL. Already touching or overlapping at t = 0 -> hit at
 * t = 0 with normal (0,0,0).
 * hit->point is the MOVING box's min corner at the contact time, min + t * delta (where
 * the box stops; its max corner is max + t * delta): each component rounded once from
 * the exact fraction, 0.5 LSB, for any |delta|.
 * Every yes/no decision compares exact fractions cross-multiplied (no rounded quotient
 * is compared), so it is exact in the domain: coordinates and deltas (and the plane's n
 * and d) in [-8192, 8192] units; with FG_CHECK_DOMAIN anything outside gives no hit.
 */
#ifndef FG_SWEEP_H
#define FG_SWEEP_H

#include <stddef.h>
#include "fg_vec.h"

/* Box moving by delta against the plane {n, d} (A.10, dynamic). Two-sided: a box entirely
 * in front (every point dot(n, p) > d) first touches the plane with its corner of least
 * dot(n, p), a box entirely behind with its corner of greatest dot(n, p); t is when that
 * corner reaches the plane: (d - dot(n, corner)) / dot(n, delta).
 * Exact: hit/no hit. Error: t <= 0.5 LSB; point <= 0.5 LSB; normal <= 0.51 LSB per
 * component (fg_plane_unit_normal).
 * Output: normal = n / |n| when the box came from the front, -n / |n| from the back (the
 * plane's face that was hit, facing the box).
 * Degenerate: box straddling or touching the plane at t = 0 -> t = 0, point = box min,
 * zero normal; moving parallel to the plane (dot(n, delta) == 0) or away from it -> no
 * hit; zero delta -> the static test (hit at t = 0 only if touching); zero-thickness box
 * -> a face/edge/point, same rules; inverted box -> no hit; zero normal -> no hit; out of
 * domain -> no hit. */
FG_API bool fg_aabb3_plane_sweep(const fg_aabb3 *box, fg_vec3 delta, const fg_plane *plane, fg_scalar max_t,
                                 fg_hit3 *hit);

/* Box `moving`, translated by t * delta, against the still box (A.17, dynamic): per axis
 * the closed interval of t where the two extents overlap, intersected over the axes and
 * with [0, max_t]; the first contact is the interval's start.
 * Exact: hit/no hit. Error: t <= 0.5 LSB, point <= 0.5 LSB, normal exact.
 * Output: normal = the exact unit axis of the still box's face that was hit (-x when the
 * moving box came from -x, i.e. moved in +x, and so on); when the boxes meet on several
 * axes at the same t (an edge or corner contact), the first of x, y, z.
 * Degenerate: overlapping or touching at t = 0 -> t = 0, point = moving min, zero normal;
 * zero delta -> the static overlap test; an axis with zero delta overlaps always or
 * never; boxes only grazing (touching for an instant, e.g. corner to corner) hit at that
 * instant; zero-thickness boxes -> faces/edges/points, same rules; inverted box -> no
 * hit; out of domain -> no hit. */
FG_API bool fg_aabb3_aabb3_sweep(const fg_aabb3 *moving, fg_vec3 delta, const fg_aabb3 *still, fg_scalar max_t,
                                 fg_hit3 *hit);

/* The closed interval [t_enter, t_leave] within [0, 1] during which the moving box
 * overlaps the still box (the intersection of the per-axis intervals with [0, 1]).
 * Returns false (outputs untouched) when the boxes do not meet for any t in [0, 1].
 * Exact: the boolean. Error: t_enter, t_leave <= 0.5 LSB each (t_enter == t_leave for a
 * grazing contact: the same exact fraction, rounded the same way).
 * Degenerate: as fg_aabb3_aabb3_sweep; overlapping for all of [0, 1] (e.g. zero delta
 * and overlapping) -> [0, 1]. t_enter and t_leave may each be NULL. */
FG_API bool fg_aabb3_aabb3_sweep_interval(const fg_aabb3 *moving, fg_vec3 delta, const fg_aabb3 *still,
                                          fg_scalar *t_enter, fg_scalar *t_leave);

/* 2D rectangles: the same as the 3D functions, on the axes x, y. */
FG_API bool fg_aabb2_aabb2_sweep(const fg_aabb2 *moving, fg_vec2 delta, const fg_aabb2 *still, fg_scalar max_t,
                                 fg_hit2 *hit);
FG_API bool fg_aabb2_aabb2_sweep_interval(const fg_aabb2 *moving, fg_vec2 delta, const fg_aabb2 *still,
                                          fg_scalar *t_enter, fg_scalar *t_leave);

#endif /* FG_SWEEP_H */
