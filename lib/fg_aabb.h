/*
 * fg_aabb.h - axis-aligned boxes: static overlap and closest point.
 *
 * Index
 *   fg_aabb2_aabb2_overlap   fg_aabb3_aabb3_overlap     (seed 001 A.17, static)
 *   fg_aabb2_closest_point   fg_aabb3_closest_point     (seed 001 A.5)
 *
 * Boxes are closed: a point on a face is inside, and two boxes that share only a face,
 * an edge or a corner overlap (touching counts). A box with min > max on some axis is
 * empty ("inverted").
 */
#ifndef FG_AABB_H
#define FG_AABB_H

#include "fg_vec.h"

/* Do boxes a and b share at least one point?
 * Domain: every fg_scalar value (no arithmetic, comparisons only).
 * Exact: yes, for all inputs. Touching boxes overlap.
 * Degenerate: a zero-thickness box (min == max) is a face, edge or point and overlaps
 * what touches it; an inverted box (min > max on any axis) overlaps nothing, not even
 * itself. */
FG_API bool fg_aabb2_aabb2_overlap(const fg_aabb2 *a, const fg_aabb2 *b);
FG_API bool fg_aabb3_aabb3_overlap(const fg_aabb3 *a, const fg_aabb3 *b);

/* The point of the box nearest to p: p clamped to [min, max] on each axis.
 * Domain: every fg_scalar value. Error: 0 LSB (the result is an input coordinate).
 * Output: p itself when p is inside or on the surface.
 * Degenerate: on an axis with min > max the result is min on that axis. */
FG_API fg_vec2 fg_aabb2_closest_point(const fg_aabb2 *box, fg_vec2 p);
FG_API fg_vec3 fg_aabb3_closest_point(const fg_aabb3 *box, fg_vec3 p);

#endif /* FG_AABB_H */
