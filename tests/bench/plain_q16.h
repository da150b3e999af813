/* SPDX-License-Identifier: MIT */
/*
 * plain_q16.h - the plain Q16.16 reference of the bench's headline functions: the
 * straightforward non-exact formula on raw Q16.16 values with int64 intermediates, one
 * 64-bit division (a reciprocal) per denominator where one serves several quotients,
 * truncating shifts, fix16_sqrt for a square root. The fixed-point cost limit fixgeom is measured
 * against (issue 11: fixgeom <= 2x plain); NOT a correct implementation: no domain
 * checks, no exact decisions, no touch rules, and int64 products overflow beyond about
 * 2^13 units (the segment pair: segments longer than about 45 units). Same signatures and
 * outputs as the fixgeom functions, only for the Q16.16 build (fg_scalar = fix16_t).
 */
#ifndef PLAIN_Q16_H
#define PLAIN_Q16_H

#include <stddef.h>
#include "fg_types.h"
#include "fg_frustum.h"

fg_result plain_segment3_aabb3_raycast(const fg_segment3 *seg, const fg_aabb3 *box, fg_scalar max_t, fg_hit3 *hit);
fg_result plain_segment3_sphere_raycast(const fg_segment3 *seg, const fg_sphere *s, fg_scalar max_t, fg_hit3 *hit);
fg_result plain_segment3_triangle_raycast(const fg_segment3 *seg, const fg_triangle *tri, fg_sides sides,
                                          fg_scalar max_t, fg_hit3 *hit, fg_scalar *u, fg_scalar *v);
fg_result plain_segment3_plane_raycast(const fg_segment3 *seg, const fg_plane *plane, fg_sides sides,
                                       fg_scalar max_t, fg_hit3 *hit);
fg_lines plain_segment3_segment3_closest(const fg_segment3 *a, const fg_segment3 *b, fg_scalar *ta, fg_scalar *tb,
                                         fg_vec3 *pa, fg_vec3 *pb);
fg_result plain_plane_unit_normal(const fg_plane *plane, fg_vec3 *normal);
bool plain_aabb3_aabb3_overlap(const fg_aabb3 *a, const fg_aabb3 *b);
fg_result plain_sphere_sphere_overlap(const fg_sphere *a, const fg_sphere *b);
fg_result plain_sphere_aabb3_overlap(const fg_sphere *s, const fg_aabb3 *box);
fg_result plain_segment2_aabb2_raycast(const fg_segment2 *seg, const fg_aabb2 *box, fg_scalar max_t, fg_hit2 *hit);
fg_result plain_segment2_circle_raycast(const fg_segment2 *seg, const fg_circle *c, fg_scalar max_t, fg_hit2 *hit);
fg_result plain_sphere_sphere_sweep(const fg_sphere *a, fg_vec3 delta_a, const fg_sphere *b, fg_vec3 delta_b,
                                    fg_scalar max_t, fg_hit3 *hit);
bool plain_aabb2_aabb2_overlap(const fg_aabb2 *a, const fg_aabb2 *b);
fg_result plain_circle_circle_overlap(const fg_circle *a, const fg_circle *b);
fg_result plain_circle_aabb2_overlap(const fg_circle *c, const fg_aabb2 *box);
fg_result plain_circle_circle_sweep(const fg_circle *a, fg_vec2 delta_a, const fg_circle *b, fg_vec2 delta_b,
                                    fg_scalar max_t, fg_hit2 *hit);
fg_result plain_aabb3_aabb3_sweep(const fg_aabb3 *moving, fg_vec3 delta, const fg_aabb3 *still, fg_scalar max_t,
                                  fg_hit3 *hit);
fg_result plain_segment3_aabb3_overlap(const fg_segment3 *seg, const fg_aabb3 *box, fg_scalar *t_enter,
                                       fg_scalar *t_exit);
fg_result plain_segment3_closest_point(const fg_segment3 *seg, fg_vec3 p, fg_vec3 *closest, fg_scalar *t);
fg_result plain_plane_closest_point(const fg_plane *plane, fg_vec3 p, fg_vec3 *closest);
fg_result plain_aabb2_aabb2_sweep(const fg_aabb2 *moving, fg_vec2 delta, const fg_aabb2 *still, fg_scalar max_t,
                                  fg_hit2 *hit);
bool plain_aabb3_contains_point(const fg_aabb3 *box, fg_vec3 p);
bool plain_aabb2_contains_point(const fg_aabb2 *box, fg_vec2 p);
fg_result plain_sphere_closest_point(const fg_sphere *sphere, fg_vec3 p, fg_vec3 *closest);
fg_result plain_circle_closest_point(const fg_circle *circle, fg_vec2 p, fg_vec2 *closest);
fg_lines plain_line2_line2_intersect(const fg_line2 *a, const fg_line2 *b, fg_vec2 *point);
fg_result plain_segment2_aabb2_overlap(const fg_segment2 *seg, const fg_aabb2 *box, fg_scalar *t_enter,
                                       fg_scalar *t_exit);
fg_result plain_aabb3_aabb3_sweep_interval(const fg_aabb3 *moving, fg_vec3 delta, const fg_aabb3 *still,
                                           fg_scalar *t_enter, fg_scalar *t_exit);
fg_result plain_aabb2_aabb2_sweep_interval(const fg_aabb2 *moving, fg_vec2 delta, const fg_aabb2 *still,
                                           fg_scalar *t_enter, fg_scalar *t_exit);
fg_result plain_segment2_closest_point(const fg_segment2 *seg, fg_vec2 p, fg_vec2 *closest, fg_scalar *t);
fg_result plain_line2_closest_point(const fg_line2 *line, fg_vec2 p, fg_vec2 *closest);
/* boxes and cameras, meshes (issue 14) */
fg_result plain_aabb3_aabb3_contains(const fg_aabb3 *a, const fg_aabb3 *b);
fg_cull plain_frustum_aabb3_classify(const fg_frustum *f, const fg_aabb3 *b);
fg_cull plain_frustum_sphere_classify(const fg_frustum *f, const fg_sphere *s);
fg_result plain_triangle_aabb3_overlap(const fg_triangle *tri, const fg_aabb3 *box);
fg_result plain_segment3_triangle_batch_nearest(const fg_segment3 *seg, const fg_triangle *tris, size_t count,
                                                fg_sides sides, fg_scalar max_t, size_t *index, fg_hit3 *hit);

/* ---- grid traversal (issue 14) ---- */
/* The textbook Q16.16 DDA: tMax and tDelta by fix16_div, ties to x; counts the cells from
 * the origin's cell (which must be inside the grid: else FG_MISS) until it leaves the grid
 * or passes max_t. *cells and *last_t are written on FG_HIT. */
fg_result plain_grid2_walk(fg_vec2 origin, fg_vec2 cell_size, int32_t cells_x, int32_t cells_y,
                           const fg_segment2 *seg, fg_scalar max_t, int32_t *cells, fg_scalar *last_t);

/* triangle queries (issue 14) */
fg_result plain_triangle_closest_point(const fg_triangle *tri, fg_vec3 p, fg_vec3 *closest);
fg_result plain_triangle_contains_point(const fg_triangle *tri, fg_vec3 p);
fg_result plain_sphere_triangle_overlap(const fg_sphere *s, const fg_triangle *tri, fg_vec3 *closest);

/* 2D segments and convex polygons (fg_polygon.h) */
#include "fg_polygon.h"
fg_segs2 plain_segment2_segment2_intersect(const fg_segment2 *a, const fg_segment2 *b, fg_scalar *ta, fg_scalar *tb,
                                           fg_vec2 *point);
fg_result plain_poly2_contains_point(const fg_poly2 *poly, fg_vec2 p);
fg_result plain_segment2_poly2_raycast(const fg_segment2 *seg, const fg_poly2 *poly, fg_scalar max_t, fg_hit2 *hit);
fg_result plain_poly2_poly2_overlap(const fg_poly2 *a, const fg_poly2 *b);

/* issue 14's remaining rows */
#include "fg_triangle.h"
/* The 3D textbook DDA (as plain_grid2_walk, ties to x then y). */
fg_result plain_grid3_walk(fg_vec3 origin, fg_vec3 cell_size, const int32_t cells[3], const fg_segment3 *seg,
                           fg_scalar max_t, int32_t *count, fg_scalar *last_t);
fg_result plain_triangle2_contains_point(const fg_triangle2 *tri, fg_vec2 p);
/* u, v, w with one reciprocal of the area (3D: of the normal equations' determinant),
 * truncated; zero area: FG_MISS. */
fg_result plain_triangle2_barycentric(const fg_triangle2 *tri, fg_vec2 p, fg_scalar *u, fg_scalar *v, fg_scalar *w);
fg_result plain_triangle_barycentric(const fg_triangle *tri, fg_vec3 p, fg_scalar *u, fg_scalar *v, fg_scalar *w);
fg_side plain_triangle_plane_classify(const fg_triangle *tri, const fg_plane *plane);
fg_result plain_triangle_plane_intersect(const fg_triangle *tri, const fg_plane *plane, fg_vec3 *p0, fg_vec3 *p1);
/* Bare comparisons, min and max: no validation. */
fg_result plain_aabb2_aabb2_contains(const fg_aabb2 *a, const fg_aabb2 *b);
fg_result plain_aabb2_aabb2_union(const fg_aabb2 *a, const fg_aabb2 *b, fg_aabb2 *out);
fg_result plain_aabb3_aabb3_union(const fg_aabb3 *a, const fg_aabb3 *b, fg_aabb3 *out);
fg_result plain_aabb2_aabb2_intersection(const fg_aabb2 *a, const fg_aabb2 *b, fg_aabb2 *out);
fg_result plain_aabb3_aabb3_intersection(const fg_aabb3 *a, const fg_aabb3 *b, fg_aabb3 *out);

/* issue 13: swept balls against boxes, composed by hand from the plain casts */
fg_result plain_sphere_aabb3_sweep(const fg_sphere *s, fg_vec3 delta, const fg_aabb3 *box, fg_scalar max_t,
                                   fg_hit3 *hit);
fg_result plain_circle_aabb2_sweep(const fg_circle *c, fg_vec2 delta, const fg_aabb2 *box, fg_scalar max_t,
                                   fg_hit2 *hit);

/* capsules (issue 13) */
#include "fg_capsule.h"
fg_result plain_segment2_capsule2_raycast(const fg_segment2 *seg, const fg_capsule2 *cap, fg_scalar max_t,
                                          fg_hit2 *hit);
fg_result plain_capsule3_sphere_overlap(const fg_capsule3 *cap, const fg_sphere *s, fg_vec3 *axis_pt);
fg_result plain_capsule2_capsule2_overlap(const fg_capsule2 *p, const fg_capsule2 *q, fg_vec2 *on_p, fg_vec2 *on_q);

/* contact manifolds (issue 13 item 5) */
fg_result plain_circle_circle_manifold(const fg_circle *a, const fg_circle *b, fg_manifold2 *m);
fg_result plain_circle_aabb2_manifold(const fg_circle *c, const fg_aabb2 *box, fg_manifold2 *m);
fg_result plain_aabb2_aabb2_manifold(const fg_aabb2 *a, const fg_aabb2 *b, fg_manifold2 *m);
fg_result plain_capsule2_circle_manifold(const fg_capsule2 *cap, const fg_circle *c, fg_manifold2 *m);

/* batch: nearest of N discs / balls (issue 13) */
fg_result plain_segment2_circle_batch_nearest(const fg_segment2 *seg, const fg_circle *c, size_t count,
                                              fg_scalar max_t, size_t *index, fg_hit2 *hit);
fg_result plain_segment3_sphere_batch_nearest(const fg_segment3 *seg, const fg_sphere *s, size_t count,
                                              fg_scalar max_t, size_t *index, fg_hit3 *hit);

/* move-and-slide (issue 13) */
int32_t plain_circle_aabb2_slide(const fg_circle *c, fg_vec2 delta, const fg_aabb2 *walls, int32_t count,
                                 int32_t max_iter, fg_vec2 *end);
int32_t plain_aabb2_aabb2_slide(const fg_aabb2 *box, fg_vec2 delta, const fg_aabb2 *walls, int32_t count,
                                int32_t max_iter, fg_vec2 *end);
/* 3D move-and-slide (issue 13): the end (a box: its min corner), the number of contacts */
int32_t plain_sphere_aabb3_slide(const fg_sphere *s, fg_vec3 delta, const fg_aabb3 *walls, int32_t count,
                                 int32_t max_iter, fg_vec3 *end);
int32_t plain_aabb3_aabb3_slide(const fg_aabb3 *box, fg_vec3 delta, const fg_aabb3 *walls, int32_t count,
                                int32_t max_iter, fg_vec3 *end);
int32_t plain_aabb3_triangle_slide(const fg_aabb3 *box, fg_vec3 delta, const fg_triangle *walls, int32_t count,
                                   int32_t max_iter, fg_vec3 *end);
int32_t plain_sphere_triangle_slide(const fg_sphere *s, fg_vec3 delta, const fg_triangle *walls, int32_t count,
                                    int32_t max_iter, fg_vec3 *end);

/* batch: nearest of N 2D capsules (issue 13) */
fg_result plain_segment2_capsule2_batch_nearest(const fg_segment2 *seg, const fg_capsule2 *c, size_t count,
                                                fg_scalar max_t, size_t *index, fg_hit2 *hit);

/* swept box vs triangle (issue 13) */
fg_result plain_aabb3_triangle_sweep(const fg_aabb3 *box, fg_vec3 delta, const fg_triangle *tri, fg_scalar max_t,
                                     fg_hit3 *hit);

/* 3D capsule casts and sweeps (issue 13, capsule3) */
fg_result plain_segment3_capsule3_raycast(const fg_segment3 *seg, const fg_capsule3 *cap, fg_scalar max_t, fg_hit3 *hit);
fg_result plain_sphere_capsule3_sweep(const fg_sphere *s, fg_vec3 delta, const fg_capsule3 *cap, fg_scalar max_t,
                                      fg_hit3 *hit);

/* capsule vs box (issue 13 item 3) */
fg_result plain_capsule2_aabb2_overlap(const fg_capsule2 *cap, const fg_aabb2 *box, fg_vec2 *on_axis, fg_vec2 *on_box);
fg_result plain_capsule3_aabb3_overlap(const fg_capsule3 *cap, const fg_aabb3 *box, fg_vec3 *on_axis, fg_vec3 *on_box);
fg_result plain_capsule2_capsule2_manifold(const fg_capsule2 *p, const fg_capsule2 *q, fg_manifold2 *m);
fg_result plain_capsule3_capsule3_overlap(const fg_capsule3 *p, const fg_capsule3 *q, fg_vec3 *on_p, fg_vec3 *on_q);

fg_result plain_segment3_capsule3_batch_nearest(const fg_segment3 *seg, const fg_capsule3 *c, size_t count,
                                                fg_scalar max_t, size_t *index, fg_hit3 *hit);

/* swept sphere vs triangle (issue 13 item 2) */
fg_result plain_sphere_triangle_sweep(const fg_sphere *s, fg_vec3 delta, const fg_triangle *tri, fg_scalar max_t,
                                      fg_hit3 *hit);

/* issue 13: 2D capsule vs disc, the swept disc vs a 2D capsule */
fg_result plain_capsule2_circle_overlap(const fg_capsule2 *cap, const fg_circle *c, fg_vec2 *axis_pt);
fg_result plain_circle_capsule2_sweep(const fg_circle *c, fg_vec2 delta, const fg_capsule2 *cap, fg_scalar max_t,
                                      fg_hit2 *hit);

#endif /* PLAIN_Q16_H */
