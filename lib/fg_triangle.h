/* SPDX-License-Identifier: MIT */
/**
 * @file
 * fg_triangle.h - triangles.
 *
 * Index
 *   fg_triangle_in_domain
 *   (segment vs triangle: fg_segment3_triangle_raycast in fg_segment.h)
 *   fg_triangle_aabb3_overlap           triangle vs box, exact
 *   fg_segment3_triangle_batch_nearest  nearest of many triangles (a mesh)
 *
 * A triangle (a, b, c) is a closed flat piece of its plane: its edges and vertices belong
 * to it. Its front side is where n = (b - a) x (c - a) points (counter-clockwise seen from
 * the front). It has no inside.
 */
#ifndef FG_TRIANGLE_H
#define FG_TRIANGLE_H

#include <stddef.h>
#include "fg_vec.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Are the three vertices in the domain?
 * @param tri the triangle (required) @return that answer
 */
FG_API bool fg_triangle_in_domain(const fg_triangle *tri);

/* ---- boxes and cameras, meshes (issue 14): triangle vs box, segment vs triangle array ---- */

/** Do the closed triangle and the closed box share a point? Exact separating-axis test
 * (the box's 3 axes, the triangle's normal, the 9 edge x axis cross products; every
 * projection an exact integer, the normal's in 128 bits): FG_HIT or FG_MISS, touching
 * (a vertex, edge or face on the box's surface) is FG_HIT. Degenerate triangles are exact
 * too: collinear vertices are tested as their segment, three equal vertices as a point.
 * A flat box is a face, edge or point. FG_REJECTED: a vertex or box corner outside
 * [-8192, 8192] units, an inverted box (min > max on an axis), a NULL pointer.
 * @param tri the triangle (required) @param box the box (required)
 * @return an fg_result, as above
 */
FG_API fg_result fg_triangle_aabb3_overlap(const fg_triangle *tri, const fg_aabb3 *box);

/** The triangle of tris[0 .. count-1] the segment hits first: bit for bit the result of
 * calling fg_segment3_triangle_raycast(seg, &tris[i], sides, max_t, ...) for each i and
 * keeping the hit of least reported t, ties (equal reported t) to the lowest index. Each
 * triangle's bounding box is first compared with the segment's (comparisons only, never
 * rejecting a hit). On FG_HIT writes *index, *hit, *u, *v (each may be NULL; bounds as the
 * raycast: t and point <= 0.5 LSB, normal <= 0.51 LSB, u and v <= 0.5 LSB). count 0:
 * FG_MISS. FG_REJECTED (nothing written) when the segment or ANY triangle is outside the
 * domain, sides is invalid, count > FG_BATCH_MAX, or a required pointer is NULL.
 * @param seg the segment: origin and delta (required)
 * @param tris the array of triangles (required when count > 0) @param count number of elements
 * @param sides FG_FRONT_ONLY or FG_BOTH_SIDES
 * @param max_t ignore contacts beyond this fraction (> 1 acts as 1; < 0: FG_MISS)
 * @param index index of the nearest triangle, written on FG_HIT (may be NULL)
 * @param hit the contact, written on FG_HIT only (may be NULL)
 * @param u barycentric weight of b, written on FG_HIT (may be NULL)
 * @param v barycentric weight of c, written on FG_HIT (may be NULL)
 * @return an fg_result, as above
 */
FG_API fg_result fg_segment3_triangle_batch_nearest(const fg_segment3 *seg, const fg_triangle *tris, size_t count,
                                                    fg_sides sides, fg_scalar max_t, size_t *index, fg_hit3 *hit,
                                                    fg_scalar *u, fg_scalar *v);

#ifdef __cplusplus
}
#endif

#endif /* FG_TRIANGLE_H */
