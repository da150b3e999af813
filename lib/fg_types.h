/*
 * fg_types.h - fixgeom's public types.
 *
 * Index
 *   fg_vec2 fg_vec3          vectors and points
 *   fg_aabb2 fg_aabb3        axis-aligned boxes, closed: min <= p <= max on every axis
 *   fg_plane                 3D plane, the points p with dot(n, p) == d
 *   fg_line2                 2D implicit line, the points p with dot(n, p) == d
 *   fg_circle fg_sphere      centre and radius
 *   fg_segment2 fg_segment3  origin and delta: p(t) = origin + t * delta, t in [0, 1]
 *   fg_triangle              vertices a, b, c; front side is where (b-a)x(c-a) points
 *   fg_hit2 fg_hit3          a raycast result: fraction t, point, normal
 *
 * Rays, segments and sweeps: every such function takes an origin and a delta (direction
 * times length) and reports the fraction t in [0, 1] along the delta. A ray of length L
 * is a segment with delta = direction * L. "No hit" is always the same: the function
 * returns false and leaves its result untouched.
 */
#ifndef FG_TYPES_H
#define FG_TYPES_H

#include "fg_scalar.h"

typedef struct { fg_scalar x, y; } fg_vec2;
typedef struct { fg_scalar x, y, z; } fg_vec3;
typedef struct { fg_vec2 min, max; } fg_aabb2;
typedef struct { fg_vec3 min, max; } fg_aabb3;
typedef struct { fg_vec3 n; fg_scalar d; } fg_plane;
typedef struct { fg_vec2 n; fg_scalar d; } fg_line2;
typedef struct { fg_vec2 center; fg_scalar radius; } fg_circle;
typedef struct { fg_vec3 center; fg_scalar radius; } fg_sphere;
typedef struct { fg_vec2 origin, delta; } fg_segment2;
typedef struct { fg_vec3 origin, delta; } fg_segment3;
typedef struct { fg_vec3 a, b, c; } fg_triangle;
typedef struct { fg_scalar t; fg_vec2 point; fg_vec2 normal; } fg_hit2;
typedef struct { fg_scalar t; fg_vec3 point; fg_vec3 normal; } fg_hit3;

#endif /* FG_TYPES_H */
