/*
 * fg_raycast.h - segment vs axis-aligned box: raycast, overlap with fractions, point in box.
 *
 * Index
 *   fg_segment3_aabb3_raycast      fg_segment2_aabb2_raycast   first hit: t, point, normal
 *                                  (seeds 000/002 slab clipping; seed 004 quick rejection)
 *   fg_segment3_aabb3_raycast_woo  seed 001 A.18 (Woo): the same function, see below
 *   fg_segment3_aabb3_overlap      fg_segment2_aabb2_overlap   yes/no + entry/exit fractions
 *                                  (seed 003)
 *   fg_aabb3_contains_point        fg_aabb2_contains_point     closed point-in-box
 *
 * How the decisions are made. On each axis the segment p(t) = origin + t*delta is inside
 * the slab [min, max] for t between an entry and an exit fraction (Ericson p.180, the
 * "lower/upper fraction clipping" of seeds 000/002). Every fraction is kept as a pair
 * (numerator, denominator > 0) of scalars: numerator = box coordinate - origin (31 bits
 * in the domain), denominator = |delta| (30 bits). Two fractions are compared
 * cross-multiplied with fg_wmul (exact 62-bit products), so every yes/no answer is exact
 * and needs no division. An axis with delta == 0 (segment parallel to the slab) imposes
 * nothing when the origin lies in [min, max] and rejects otherwise. Only the reported
 * fraction is divided, once, at the end.
 *
 * Seed 004 (CheckLineBox) rejects early when both end points lie beyond one face: here
 * that is the per-axis clipping itself (an axis whose exit fraction is below 0 or whose
 * entry fraction is above max_t ends the test at once), so there is no separate function.
 *
 * Woo's method (seed 001 A.18) picks the candidate face of largest parametric distance
 * among the faces the origin lies outside of, then checks the plane hit point against the
 * face. For a closed box that face is exactly the one through which the slab method's
 * final entry fraction comes, and the hit exists exactly when the slab intervals meet,
 * so both methods return identical results; fg_segment3_aabb3_raycast_woo is an inline
 * alias kept for readers coming from A.18. Call fg_segment3_aabb3_raycast.
 *
 * Conventions (the library's): boxes are closed; a box with min > max on any axis is
 * empty ("inverted") and is never hit. Results go to *hit only on a hit.
 */
#ifndef FG_RAYCAST_H
#define FG_RAYCAST_H

#include <stddef.h>
#include "fg_vec.h"

/* First point of the box on the segment, for t in [0, max_t].
 * Domain: origin, delta, box min and max in [-8192, 8192] units; max_t any value
 * (max_t > 1 acts as 1, max_t < 0 gives no hit). Outside the domain (FG_CHECK_DOMAIN):
 * no hit.
 * Exact: the yes/no answer, and which face is hit.
 * Outputs on a hit:
 *   t       the entry fraction, rounded to nearest: <= 0.5 LSB, in [0, max_t].
 *   point   on the axis of the hit face exactly that face's coordinate; on the other axes
 *           origin + delta*t computed from the exact fraction (not from the rounded t):
 *           <= 0.63 LSB (0.5 final rounding + 0.125 from the second quotient digit), then
 *           clamped into the face, so the point always lies on the box.
 *   normal  outward unit axis of the face entered: (+-1, 0, 0) etc., exact. The face is
 *           that of the axis whose slab is entered last (largest entry fraction); when
 *           two or three slabs are entered at the same fraction (an edge or a corner hit)
 *           the lowest axis index (x before y before z) wins.
 * Start inside or on the surface (origin in the closed box, including a segment that
 * only touches the box at t = 0): t = 0, point = origin, normal = (0, 0, 0).
 * Degenerate: zero-length delta = point-in-box test under the rule above; a zero-thickness
 * box (min == max) is a face/edge/point and is hit when touched; inverted box: no hit;
 * a segment parallel to a face plane and lying in it touches the box (closed).
 * hit may be NULL (yes/no only). */
FG_API bool fg_segment3_aabb3_raycast(const fg_segment3 *seg, const fg_aabb3 *box, fg_scalar max_t, fg_hit3 *hit);
/* The same in 2D (segment vs rectangle), same domain, bounds and rules. */
FG_API bool fg_segment2_aabb2_raycast(const fg_segment2 *seg, const fg_aabb2 *box, fg_scalar max_t, fg_hit2 *hit);

/* Seed 001 A.18 (Woo): identical results to fg_segment3_aabb3_raycast (see the top of
 * this header for why), including the closed-box start-inside rule (A.18 itself returns
 * -delta as the normal there; fixgeom's convention is the zero normal). */
FG_INLINE bool fg_segment3_aabb3_raycast_woo(const fg_segment3 *seg, const fg_aabb3 *box, fg_scalar max_t,
                                             fg_hit3 *hit)
{
    return fg_segment3_aabb3_raycast(seg, box, max_t, hit);
}

/* Does the segment (t in [0, 1]) meet the box? Seed 003's slab boolean, with the
 * fractions where it enters and leaves.
 * Domain: as the raycast; outside it (FG_CHECK_DOMAIN): false.
 * Exact: the yes/no answer (touching counts: closed box).
 * Outputs on true (each pointer may be NULL; untouched on false):
 *   *t_enter  first fraction in the box, clipped to [0, 1]: 0 when the origin is inside;
 *   *t_exit   last fraction in the box, clipped to [0, 1]; t_enter <= t_exit.
 *   Both rounded to nearest from the exact fraction: <= 0.5 LSB.
 * Degenerate: zero-length delta: true iff the origin is in the box, fractions 0 and 1;
 * inverted box: false. */
FG_API bool fg_segment3_aabb3_overlap(const fg_segment3 *seg, const fg_aabb3 *box, fg_scalar *t_enter,
                                      fg_scalar *t_exit);
FG_API bool fg_segment2_aabb2_overlap(const fg_segment2 *seg, const fg_aabb2 *box, fg_scalar *t_enter,
                                      fg_scalar *t_exit);

/* Is p in the closed box (min <= p <= max on every axis)?
 * Domain: every fg_scalar value (comparisons only). Exact for all inputs.
 * Degenerate: a point on a face, edge or corner is inside; a zero-thickness box contains
 * the points of its face; an inverted box contains nothing. */
FG_API bool fg_aabb3_contains_point(const fg_aabb3 *box, fg_vec3 p);
FG_API bool fg_aabb2_contains_point(const fg_aabb2 *box, fg_vec2 p);

#endif /* FG_RAYCAST_H */
