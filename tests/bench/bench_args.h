/* SPDX-License-Identifier: MIT */
/*
 * bench_args.h - the argument layouts (the input tables' column order) of the headline
 * functions, shared by their fixgeom wrappers (bench_cases.c) and the plain Q16.16
 * reference's (bench_plain.c). The harness fills one from a row with fg_from_raw.
 */
#ifndef BENCH_ARGS_H
#define BENCH_ARGS_H

#include "fg_types.h"
#include "fg_frustum.h"
#include "fg_triangle.h"

typedef struct { fg_aabb3 a, b; } args_aabb3_pair;
typedef struct { fg_plane plane; } args_plane;
typedef struct { fg_segment3 seg; fg_plane plane; fg_scalar max_t, front_only; } args_seg3_plane;
typedef struct { fg_segment3 seg; fg_sphere s; fg_scalar max_t; } args_seg3_sphere;
typedef struct { fg_sphere a, b; } args_sphere_pair;
typedef struct { fg_sphere s; fg_aabb3 box; } args_sphere_aabb3;
typedef struct { fg_segment3 seg; fg_triangle tri; fg_scalar max_t; } args_seg3_tri;
typedef struct { fg_segment3 seg; fg_aabb3 box; fg_scalar max_t; } args_seg3_aabb3;
typedef struct { fg_segment3 a, b; } args_seg3_pair;
typedef struct { fg_segment2 seg; fg_circle c; fg_scalar max_t; } args_seg2_circle;
typedef struct { fg_segment2 seg; fg_aabb2 box; fg_scalar max_t; } args_seg2_aabb2;
typedef struct { fg_circle a, b; } args_circle_pair;
typedef struct { fg_aabb2 a, b; } args_aabb2_pair;
typedef struct { fg_sphere a; fg_vec3 da; fg_sphere b; fg_vec3 db; fg_scalar max_t; } args_sphere_sweep;
typedef struct { fg_circle c; fg_aabb2 box; } args_circle_aabb2;
typedef struct { fg_circle a; fg_vec2 da; fg_circle b; fg_vec2 db; fg_scalar max_t; } args_circle_sweep;
typedef struct { fg_aabb3 a; fg_vec3 delta; fg_aabb3 b; fg_scalar max_t; } args_aabb3_sweep;
typedef struct { fg_segment3 seg; fg_vec3 p; } args_seg3_point;
typedef struct { fg_plane plane; fg_vec3 p; } args_plane_point;
typedef struct { fg_aabb2 a; fg_vec2 delta; fg_aabb2 b; fg_scalar max_t; } args_aabb2_sweep;
typedef struct { fg_aabb3 box; fg_vec3 p; } args_aabb3_point;
typedef struct { fg_aabb2 box; fg_vec2 p; } args_aabb2_point;
typedef struct { fg_sphere s; fg_vec3 p; } args_sphere_point;
typedef struct { fg_circle c; fg_vec2 p; } args_circle_point;
typedef struct { fg_line2 a, b; } args_line2_pair;
typedef struct { fg_line2 line; fg_vec2 p; } args_line2_point;
typedef struct { fg_segment2 seg; fg_vec2 p; } args_seg2_point;
/* boxes and cameras, meshes (issue 14) */
typedef struct { fg_frustum f; fg_aabb3 box; } args_frustum_aabb3;
typedef struct { fg_frustum f; fg_sphere s; } args_frustum_sphere;
typedef struct { fg_triangle tri; fg_aabb3 box; } args_tri_aabb3;
#define BENCH_MESH_N 6
typedef struct { fg_segment3 seg; fg_scalar max_t; fg_triangle tris[BENCH_MESH_N]; } args_seg3_mesh;

/* ---- grid traversal (issue 14) ---- */
/* The cell counts are scalars holding whole units (every build reads them with
 * fg_to_int_floor): the harness converts every column with fg_from_raw. */
typedef struct { fg_vec2 origin, cell_size; fg_scalar cells_x, cells_y; fg_segment2 seg; fg_scalar max_t; } args_grid2_walk;
typedef struct {
    fg_vec3 origin, cell_size;
    fg_scalar cells_x, cells_y, cells_z;
    fg_segment3 seg;
    fg_scalar max_t;
} args_grid3_walk;

/* triangle queries (issue 14) */
typedef struct { fg_triangle tri; fg_vec3 p; } args_tri_point;
typedef struct { fg_sphere s; fg_triangle tri; } args_sphere_tri;
typedef struct { fg_triangle2 tri; fg_vec2 p; } args_tri2_point;
typedef struct { fg_triangle tri; fg_plane plane; } args_tri_plane;

/* 2D segments and convex polygons (fg_polygon.h): the bench's polygons are hexagons,
 * counter-clockwise; the wrappers pass {v, BENCH_POLY_N}. */
#define BENCH_POLY_N 6
typedef struct { fg_segment2 a, b; } args_seg2_pair;
typedef struct { fg_vec2 p; fg_vec2 v[BENCH_POLY_N]; } args_poly_point;
typedef struct { fg_segment2 seg; fg_scalar max_t; fg_vec2 v[BENCH_POLY_N]; } args_seg2_poly;
typedef struct { fg_vec2 a[BENCH_POLY_N]; fg_vec2 b[BENCH_POLY_N]; } args_poly_pair;

/* issue 13: swept balls against boxes */
typedef struct { fg_sphere s; fg_vec3 delta; fg_aabb3 box; fg_scalar max_t; } args_sphere_aabb3_sweep;
typedef struct { fg_circle c; fg_vec2 delta; fg_aabb2 box; fg_scalar max_t; } args_circle_aabb2_sweep;

/* capsules (issue 13) */
#include "fg_capsule.h"
typedef struct { fg_segment2 seg; fg_capsule2 cap; fg_scalar max_t; } args_seg2_capsule2;
typedef struct { fg_capsule3 cap; fg_sphere s; } args_capsule3_sphere;
typedef struct { fg_capsule2 p, q; } args_capsule2_pair;

/* contact manifolds (issue 13 item 5) */
typedef struct { fg_capsule2 cap; fg_circle c; } args_capsule2_circle;

/* batch: nearest of N discs / balls (issue 13) */
#define BENCH_BALLS_N 8
typedef struct { fg_segment2 seg; fg_scalar max_t; fg_circle c[BENCH_BALLS_N]; } args_seg2_circle_batch;
typedef struct { fg_segment3 seg; fg_scalar max_t; fg_sphere s[BENCH_BALLS_N]; } args_seg3_sphere_batch;

/* move-and-slide (issue 13): a mover against 4 walls */
typedef struct { fg_circle c; fg_vec2 delta; fg_aabb2 walls[4]; } args_circle_aabb2_slide;
typedef struct { fg_aabb2 box; fg_vec2 delta; fg_aabb2 walls[4]; } args_aabb2_aabb2_slide;
/* 3D: a ball or a box in a room of 4 boxes, a box against 4 triangles */
typedef struct { fg_sphere s; fg_vec3 delta; fg_aabb3 walls[4]; } args_sphere_aabb3_slide;
typedef struct { fg_aabb3 box; fg_vec3 delta; fg_aabb3 walls[4]; } args_aabb3_aabb3_slide;
typedef struct { fg_aabb3 box; fg_vec3 delta; fg_triangle walls[4]; } args_aabb3_triangle_slide;
/* batch: nearest of N 2D capsules (issue 13) */
typedef struct { fg_segment2 seg; fg_scalar max_t; fg_capsule2 c[BENCH_BALLS_N]; } args_seg2_capsule2_batch;
typedef struct { fg_segment3 seg; fg_scalar max_t; fg_capsule3 c[BENCH_BALLS_N]; } args_seg3_capsule3_batch;

/* swept box vs triangle (issue 13 item 4's walls in 3D) */
typedef struct { fg_aabb3 box; fg_vec3 delta; fg_triangle tri; fg_scalar max_t; } args_aabb3_triangle_sweep;

/* 3D capsule casts and sweeps (issue 13, capsule3) */
typedef struct { fg_segment3 seg; fg_capsule3 cap; fg_scalar max_t; } args_seg3_capsule3;
typedef struct { fg_sphere s; fg_vec3 delta; fg_capsule3 cap; fg_scalar max_t; } args_sphere_capsule3_sweep;

/* capsule vs box (issue 13 item 3) */
typedef struct { fg_capsule2 cap; fg_aabb2 box; } args_capsule2_aabb2;
typedef struct { fg_capsule3 cap; fg_aabb3 box; } args_capsule3_aabb3;
typedef struct { fg_capsule3 p, q; } args_capsule3_pair;

/* swept sphere vs triangle (issue 13 item 2) */
typedef struct { fg_sphere s; fg_vec3 delta; fg_triangle tri; fg_scalar max_t; } args_sphere_triangle_sweep;

/* 3D move-and-slide: a ball against 4 triangles */
typedef struct { fg_sphere s; fg_vec3 delta; fg_triangle walls[4]; } args_sphere_triangle_slide;

/* issue 13: the 2D capsule vs disc overlap reuses args_capsule2_circle; the swept disc */
typedef struct { fg_circle c; fg_vec2 delta; fg_capsule2 cap; fg_scalar max_t; } args_circle_capsule2_sweep;

#endif /* BENCH_ARGS_H */
