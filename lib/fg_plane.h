/* SPDX-License-Identifier: MIT */
/**
 * @file
 * fg_plane.h - planes: unit normal, closest point, three planes.
 *
 * Index
 *   fg_plane_unit_normal            n / |n|
 *   fg_plane_closest_point          projection of a point onto the plane
 *   fg_plane_plane_plane_intersect  the point common to three planes
 *   fg_plane_in_domain
 *   (also: fg_aabb3_plane_classify, fg_aabb3_plane_sweep in fg_aabb.h; fg_sphere_plane_*
 *   in fg_sphere.h; fg_segment3_plane_raycast, fg_segment3_planes_raycast in fg_segment.h)
 *
 * A plane {n, d} is the set of points p with dot(n, p) == d; n need NOT be unit length, and
 * every decision is exact for any n in the domain. The FRONT side is dot(n, p) > d. A zero
 * normal is not a plane: each function says what it does with one.
 * Domain: n, d and every point in [-8192, 8192] units; outside it, or a NULL input pointer:
 * FG_REJECTED. Output pointers may be NULL (not written); outputs are written only on
 * FG_OK / FG_HIT. Results beyond the Q16.16 range saturate to +-FG_MAX.
 */
#ifndef FG_PLANE_H
#define FG_PLANE_H

#include "fg_vec.h"

#ifdef __cplusplus
extern "C" {
#endif

/** n / |n|, <= 0.51 LSB per component, components in [-1, 1]. Zero normal: (0, 0, 0). FG_OK.
 * @param plane the plane (required)
 * @param normal the unit normal, written on FG_OK (may be NULL) @return an fg_result, as above
 */
FG_API fg_result fg_plane_unit_normal(const fg_plane *plane, fg_vec3 *normal);

/** The point of the plane nearest to p: p + n (d - n.p) / (n.n), <= 0.5 LSB per component;
 * exactly p when p is on the plane; a component beyond the Q16.16 range (a far plane with
 * a short normal) saturates to +-FG_MAX. Zero normal: p. FG_OK.
 * @param plane the plane (required) @param p the point
 * @param closest the nearest point, written on FG_OK (may be NULL)
 * @return an fg_result, as above
 */
FG_API fg_result fg_plane_closest_point(const fg_plane *plane, fg_vec3 p, fg_vec3 *closest);

/** The single point common to planes a, b, c (Goldman): FG_HIT with *point (may be NULL),
 * <= 0.5 LSB per component, when the normals are independent (exact 128-bit determinant);
 * FG_MISS when there is no single point (two normals parallel, all three parallel to one
 * plane, a zero normal).
 * @param a, b the first two planes (required) @param c third plane (required)
 * @param point the common point, written on success (may be NULL)
 * @return an fg_result, as above
 */
FG_API fg_result fg_plane_plane_plane_intersect(const fg_plane *a, const fg_plane *b, const fg_plane *c,
                                                fg_vec3 *point);

/** Are n and d in the domain?
 * @param plane the plane (required) @return that answer
 */
FG_API bool fg_plane_in_domain(const fg_plane *plane);

#ifdef __cplusplus
}
#endif

#endif /* FG_PLANE_H */
