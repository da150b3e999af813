/* SPDX-License-Identifier: MIT */
/**
 * @file
 * fg_types.h - fixgeom's public types and result codes.
 *
 * Index
 *   fg_vec2 fg_vec3          vectors and points
 *   fg_aabb2 fg_aabb3        axis-aligned boxes, closed: min <= p <= max on every axis
 *   fg_obb3                  oriented box: a local box, three axes, a position
 *   fg_plane                 3D plane, the points p with dot(n, p) == d
 *   fg_line2                 2D implicit line, the points p with dot(n, p) == d
 *   fg_circle fg_sphere      centre and radius: closed discs and balls
 *   fg_segment2 fg_segment3  origin and delta: p(t) = origin + t * delta, t in [0, 1]
 *   fg_triangle              vertices a, b, c; the front side is where (b-a)x(c-a) points
 *   fg_hit2 fg_hit3          a cast's result: fraction t, point, normal, started_inside
 *   fg_result                FG_HIT / FG_MISS / FG_REJECTED (FG_OK for computations)
 *   fg_sides                 FG_FRONT_ONLY / FG_BOTH_SIDES (planes, triangles)
 *   fg_side                  FG_BACK / FG_STRADDLING / FG_FRONT / FG_SIDE_REJECTED
 *   fg_lines                 how two lines relate: FG_LINES_POINT, _PARALLEL, ...
 *   fg_poly2                 convex polygon: counter-clockwise vertices (fg_polygon.h)
 *   fg_segs2                 how two 2D segments meet: FG_SEGS_POINT, _OVERLAP, ...
 */
#ifndef FG_TYPES_H
#define FG_TYPES_H

#include <stdbool.h>
#include "fg_scalar.h"

#ifdef __cplusplus
extern "C" {
#endif

/** A 2D vector or point. */
typedef struct fg_vec2 {
    fg_scalar x; /**< x */
    fg_scalar y; /**< y */
} fg_vec2;
/** A 3D vector or point. */
typedef struct fg_vec3 {
    fg_scalar x; /**< x */
    fg_scalar y; /**< y */
    fg_scalar z; /**< z */
} fg_vec3;
/** A closed rectangle: min <= p <= max on every axis (min > max on an axis: empty). */
typedef struct fg_aabb2 {
    fg_vec2 min; /**< lowest corner */
    fg_vec2 max; /**< highest corner */
} fg_aabb2;
/** A closed box: min <= p <= max on every axis (min > max on an axis: empty). */
typedef struct fg_aabb3 {
    fg_vec3 min; /**< lowest corner */
    fg_vec3 max; /**< highest corner */
} fg_aabb3;
/** The plane of the points p with dot(n, p) == d; the front is where n points. */
typedef struct fg_plane {
    fg_vec3 n;   /**< normal, need not be unit */
    fg_scalar d; /**< offset */
} fg_plane;
/** The 2D line of the points p with dot(n, p) == d. */
typedef struct fg_line2 {
    fg_vec2 n;   /**< normal, need not be unit */
    fg_scalar d; /**< offset */
} fg_line2;
/** A closed disc. */
typedef struct fg_circle {
    fg_vec2 center;   /**< centre */
    fg_scalar radius; /**< radius (negative: empty) */
} fg_circle;
/** A closed ball. */
typedef struct fg_sphere {
    fg_vec3 center;   /**< centre */
    fg_scalar radius; /**< radius (negative: empty) */
} fg_sphere;
/** The 2D segment p(t) = origin + t * delta, t in [0, 1]. */
typedef struct fg_segment2 {
    fg_vec2 origin; /**< start */
    fg_vec2 delta;  /**< end - start */
} fg_segment2;
/** The 3D segment p(t) = origin + t * delta, t in [0, 1]. */
typedef struct fg_segment3 {
    fg_vec3 origin; /**< start */
    fg_vec3 delta;  /**< end - start */
} fg_segment3;
/** A closed triangle; its front is where (b - a) x (c - a) points. */
typedef struct fg_triangle {
    fg_vec3 a; /**< first vertex */
    fg_vec3 b; /**< second vertex */
    fg_vec3 c; /**< third vertex */
} fg_triangle;

/** An oriented box: the world position of the local point l is
 * pos + l.x * axis[0] + l.y * axis[1] + l.z * axis[2] (axis[i]: column i of the rotation). */
typedef struct fg_obb3 {
    fg_aabb3 local;  /**< the box in its own frame */
    fg_vec3 axis[3]; /**< the frame's unit axes in world space */
    fg_vec3 pos;     /**< the frame's origin in world space */
} fg_obb3;

/** What a cast (raycast or sweep) reports on FG_HIT.
 *   t               fraction of the delta at first contact, in [0, min(max_t, 1)]
 *   point           where the contact is (each function says which point)
 *   normal          the contact normal, unit (or zero, see below), facing the mover
 *   started_inside  true when the mover already penetrated the shape at t = 0: then t = 0
 *                   and normal is the direction of least penetration, zero only where no
 *                   direction exists (e.g. the origin exactly at a sphere's centre) */
typedef struct fg_hit2 {
    fg_scalar t;         /**< fraction of the delta at first contact */
    fg_vec2 point;       /**< where the contact is */
    fg_vec2 normal;      /**< contact normal, facing the mover */
    bool started_inside; /**< penetrating at t = 0 */
} fg_hit2;
/** The 3D counterpart of fg_hit2. */
typedef struct fg_hit3 {
    fg_scalar t;         /**< fraction of the delta at first contact */
    fg_vec3 point;       /**< where the contact is */
    fg_vec3 normal;      /**< contact normal, facing the mover */
    bool started_inside; /**< penetrating at t = 0 */
} fg_hit3;

/** The result of every function that can refuse its input. A rejection is negative and
 * non-zero, so `if (r)` treats it as a hit: an obstacle check never reads "clear" from a
 * rejected call. Outputs are written only on FG_HIT (FG_OK); never on FG_MISS or FG_REJECTED. */
typedef enum fg_result {
    FG_REJECTED = -1, /**< an input is outside the documented domain, or a required pointer is NULL */
    FG_MISS = 0,      /**< no hit, no overlap, no single solution */
    FG_HIT = 1,       /**< a hit, a contact, an overlap, a single solution */
    FG_OK = 1         /**< the same value, for functions that always compute (closest points) */
} fg_result;

/** Which side of a plane or triangle counts. The front is where the normal points. */
typedef enum fg_sides {
    FG_FRONT_ONLY = 0, /**< only a segment travelling against the normal hits (back faces culled) */
    FG_BOTH_SIDES = 1  /**< both sides hit */
} fg_sides;

/** Where a shape lies relative to a plane (classify). */
typedef enum fg_side {
    FG_BACK = -1,         /**< entirely behind: dot(n, p) < d (each function says where touching goes) */
    FG_STRADDLING = 0,    /**< points on both sides, or on the plane */
    FG_FRONT = 1,         /**< entirely in front: dot(n, p) > d */
    FG_SIDE_REJECTED = 2  /**< input outside the domain: neither side may be assumed */
} fg_side;

/** How two lines relate (2D lines, or the lines carrying two 3D segments). */
typedef enum fg_lines {
    FG_LINES_REJECTED = -1,  /**< input outside the domain; nothing written */
    FG_LINES_PARALLEL = 0,   /**< distinct parallel lines: no common point */
    FG_LINES_POINT = 1,      /**< exactly one common point */
    FG_LINES_COINCIDENT = 2, /**< the same line */
    FG_LINES_SKEW = 3        /**< 3D only: not parallel, not coplanar */
} fg_lines;

/** A closed convex polygon: count vertices, counter-clockwise; fg_polygon.h says what valid means. */
typedef struct fg_poly2 {
    const fg_vec2 *v; /**< the vertices, counter-clockwise */
    int32_t count;    /**< number of vertices, 3 to FG_POLY2_MAX */
} fg_poly2;

/** How two 2D segments meet (fg_segment2_segment2_intersect). */
typedef enum fg_segs2 {
    FG_SEGS_REJECTED = -1, /**< input outside the domain or NULL; nothing written */
    FG_SEGS_DISJOINT = 0,  /**< no common point, the lines not parallel (or a segment is a point) */
    FG_SEGS_POINT = 1,     /**< exactly one common point (crossing, or touching at an end) */
    FG_SEGS_OVERLAP = 2,   /**< collinear, sharing a piece of positive length */
    FG_SEGS_PARALLEL = 3   /**< parallel or collinear, no common point */
} fg_segs2;

/* ---- contact manifolds (fg_manifold.c) ---- */
/** A 2D contact manifold (fg_*_manifold): how two overlapping shapes A and B touch.
 *   count   contact points, 1 or 2 (0 is never returned: a miss writes nothing)
 *   normal  unit, from A toward B: moving B by +normal * depth[i] (or A by -normal *
 *           depth[i]) separates the shapes at point i
 *   depth   penetration along normal at each point, >= 0 (0: touching)
 *   point   the contact points (each function says which); entries >= count are 0 */
typedef struct fg_manifold2 {
    int32_t count;       /**< contact points, 1 or 2 */
    fg_vec2 normal;      /**< unit, from A toward B */
    fg_scalar depth[2];  /**< penetration depth at each point (>= 0) */
    fg_vec2 point[2];    /**< the contact points */
} fg_manifold2;

/* Move-and-slide (fg_mover.c) */
/** One contact of a 2D move-and-slide: which wall stopped the mover, where, and its normal. */
typedef struct fg_slide2 {
    int32_t wall;     /**< index of the wall in the array */
    fg_vec2 position; /**< where the mover stopped: a circle's centre, a box's min corner */
    fg_vec2 normal;   /**< the contact normal (unit, facing the mover), as the sweep gave it */
} fg_slide2;
/** The 3D counterpart of fg_slide2. */
typedef struct fg_slide3 {
    int32_t wall;     /**< index of the wall in the array */
    fg_vec3 position; /**< where the mover stopped: a sphere's centre, a box's min corner */
    fg_vec3 normal;   /**< the contact normal (unit, facing the mover), as the sweep gave it */
} fg_slide3;

#ifdef __cplusplus
}
#endif

#endif /* FG_TYPES_H */
