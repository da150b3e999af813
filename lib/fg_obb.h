/*
 * fg_obb.h - oriented boxes: a segment against a rotated and translated box (seed 004).
 *
 * Index
 *   fg_obb3                   type: object-space box + rotation (three axes) + translation
 *   fg_segment3_obb3_raycast  first hit, t, world point, world normal
 *
 * Seed 004 keeps each object's box in object space with the object's rotation and
 * translation, and tests a line by moving the LINE into object space with the inverse
 * transform instead of moving the box. fixgeom does exactly that: the segment's origin
 * and delta are mapped with the transposed rotation, rounded once per coordinate, then
 * raycast against the object-space box by the exact slab test of fg_raycast.h. The hit
 * point is formed in world space from the world segment, and the normal is the world
 * axis of the face hit.
 */
#ifndef FG_OBB_H
#define FG_OBB_H

#include "fg_raycast.h"

/* An oriented box. World position of an object-space point l:
 *   w = pos + l.x*axis[0] + l.y*axis[1] + l.z*axis[2]
 * so axis[i] is the object's i-th axis in world coordinates (column i of the rotation).
 * The axes are meant to be orthonormal; Q16.16 unit vectors are orthonormal to about
 * 2^-16 per dot product, see fg_segment3_obb3_raycast for what that means. */
typedef struct {
    fg_aabb3 local; /* the box in object space (closed; inverted = empty) */
    fg_vec3 axis[3];
    fg_vec3 pos;
} fg_obb3;

/* First point of the oriented box on the segment, for t in [0, max_t], under the library's
 * raycast conventions (fg_raycast.h): max_t > 1 acts as 1, max_t < 0 gives no hit;
 * origin in the box -> t = 0, point = origin, normal = 0; hit may be NULL.
 * Definition: the object-space segment is origin' = round(R^T (origin - pos)),
 * delta' = round(R^T delta), each coordinate the dot product with axis[i] rounded to
 * nearest (0.5 LSB). The box is hit when that segment hits box->local.
 * Domain: origin, delta, pos, local min/max in [-8192, 8192] units; axis components in
 * [-2, 2] (unit axes: [-1, 1]). The object-space origin' and delta' must lie in
 * [-8192, 8192] too, which holds when |origin - pos| <= 8191 and |delta| <= 8191 units
 * (Euclidean) with unit axes. Outside (the input check with FG_CHECK_DOMAIN; the
 * object-space check always): no hit.
 * Exact: the yes/no answer and the face, for the rounded object-space segment. Rounding
 * moves that segment by at most 1 LSB per object axis (0.5 LSB origin + 0.5 LSB delta,
 * over t in [0, 1]) from the exactly transformed one, so a segment that grazes the box
 * within about 1 LSB may be decided either way relative to the exact geometry.
 * Outputs on a hit:
 *   t       the exact entry fraction of the rounded object-space segment, rounded:
 *           <= 0.5 LSB.
 *   point   origin + delta*t in world space from that exact fraction: <= 0.63 LSB (it is
 *           the world point of the hit, not the object-space point mapped back, so no
 *           rotation error is added).
 *   normal  +-axis[k] of the face entered (largest entry fraction, lowest object axis on
 *           ties), copied exactly: a unit vector to the precision the axes were given.
 * Rotation tolerance: the results above do not depend on orthonormality; geometrically,
 * if |axis[i].axis[j] - delta_ij| <= e, the region tested differs from a true box by
 * about e*|w - pos| (e = 2^-16 for well-rounded unit axes: 1 LSB per unit of distance
 * from pos, 1/8 unit at 8192 units).
 * Degenerate: zero-length delta = point test; inverted local box: no hit; zero or
 * non-unit axes are used as given (a zero axis collapses that object coordinate to 0). */
FG_API bool fg_segment3_obb3_raycast(const fg_segment3 *seg, const fg_obb3 *box, fg_scalar max_t, fg_hit3 *hit);

#endif /* FG_OBB_H */
