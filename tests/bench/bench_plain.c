/* SPDX-License-Identifier: MIT */
/*
 * bench_plain.c - wrappers of the plain Q16.16 reference (plain_q16.c), built only into
 * the "plain" image (Q16.16 scalar layer). Each runs on the inputs of the fixgeom function
 * it names and stores its outputs in the same order as that function's wrapper in
 * bench_cases.c, so the report can compare the answers.
 */
#include "bench.h"
#include "bench_args.h"
#include "plain_q16.h"

static void store_hit(bench_out *o, const fg_hit3 *h)
{
    o->ret = 1;
    o->v[0] = h->t;
    o->v[1] = h->point.x; o->v[2] = h->point.y; o->v[3] = h->point.z;
    o->v[4] = h->normal.x; o->v[5] = h->normal.y; o->v[6] = h->normal.z;
}

static void run_p_seg3_aabb3(const void *args, bench_out *o)
{
    const args_seg3_aabb3 *a = args;
    fg_hit3 h;
    if (plain_segment3_aabb3_raycast(&a->seg, &a->box, a->max_t, &h) == FG_HIT) {
        store_hit(o, &h);
    }
}

static void run_p_seg3_sphere(const void *args, bench_out *o)
{
    const args_seg3_sphere *a = args;
    fg_hit3 h;
    if (plain_segment3_sphere_raycast(&a->seg, &a->s, a->max_t, &h) == FG_HIT) {
        store_hit(o, &h);
    }
}

static void run_p_seg3_tri(const void *args, bench_out *o)
{
    const args_seg3_tri *a = args;
    fg_hit3 h;
    fg_scalar u, v;
    if (plain_segment3_triangle_raycast(&a->seg, &a->tri, FG_BOTH_SIDES, a->max_t, &h, &u, &v) == FG_HIT) {
        store_hit(o, &h);
        o->v[7] = u;
        o->v[8] = v;
    }
}

static void run_p_seg3_plane(const void *args, bench_out *o)
{
    const args_seg3_plane *a = args;
    fg_hit3 h;
    if (plain_segment3_plane_raycast(&a->seg, &a->plane, a->front_only != 0 ? FG_FRONT_ONLY : FG_BOTH_SIDES,
                                     a->max_t, &h) == FG_HIT) {
        store_hit(o, &h);
    }
}

static void run_p_seg3_pair(const void *args, bench_out *o)
{
    const args_seg3_pair *a = args;
    fg_scalar ta = 0, tb = 0;
    fg_vec3 pa = { 0, 0, 0 }, pb = { 0, 0, 0 };
    o->ret = plain_segment3_segment3_closest(&a->a, &a->b, &ta, &tb, &pa, &pb);
    o->v[0] = ta;
    o->v[1] = tb;
    o->v[2] = pa.x; o->v[3] = pa.y; o->v[4] = pa.z;
    o->v[5] = pb.x; o->v[6] = pb.y; o->v[7] = pb.z;
}

static void run_p_unit_normal(const void *args, bench_out *o)
{
    const args_plane *a = args;
    fg_vec3 r = { 0, 0, 0 };
    o->ret = plain_plane_unit_normal(&a->plane, &r);
    o->v[0] = r.x; o->v[1] = r.y; o->v[2] = r.z;
}

static void run_p_aabb3_pair(const void *args, bench_out *o)
{
    const args_aabb3_pair *a = args;
    o->ret = plain_aabb3_aabb3_overlap(&a->a, &a->b);
}

static void run_p_sphere_pair(const void *args, bench_out *o)
{
    const args_sphere_pair *a = args;
    o->ret = plain_sphere_sphere_overlap(&a->a, &a->b);
}

static void run_p_sphere_aabb3(const void *args, bench_out *o)
{
    const args_sphere_aabb3 *a = args;
    o->ret = plain_sphere_aabb3_overlap(&a->s, &a->box);
}

static void store_hit2(bench_out *o, const fg_hit2 *h)
{
    o->ret = 1;
    o->v[0] = h->t;
    o->v[1] = h->point.x; o->v[2] = h->point.y;
    o->v[3] = h->normal.x; o->v[4] = h->normal.y;
}

static void run_p_seg2_aabb2(const void *args, bench_out *o)
{
    const args_seg2_aabb2 *a = args;
    fg_hit2 h;
    if (plain_segment2_aabb2_raycast(&a->seg, &a->box, a->max_t, &h) == FG_HIT) {
        store_hit2(o, &h);
    }
}

static void run_p_seg2_circle(const void *args, bench_out *o)
{
    const args_seg2_circle *a = args;
    fg_hit2 h;
    if (plain_segment2_circle_raycast(&a->seg, &a->c, a->max_t, &h) == FG_HIT) {
        store_hit2(o, &h);
    }
}

static void run_p_sphere_sweep(const void *args, bench_out *o)
{
    const args_sphere_sweep *a = args;
    fg_hit3 h;
    if (plain_sphere_sphere_sweep(&a->a, a->da, &a->b, a->db, a->max_t, &h) == FG_HIT) {
        store_hit(o, &h);
    }
}

static void run_p_aabb2_pair(const void *args, bench_out *o)
{
    const args_aabb2_pair *a = args;
    o->ret = plain_aabb2_aabb2_overlap(&a->a, &a->b);
}

static void run_p_circle_pair(const void *args, bench_out *o)
{
    const args_circle_pair *a = args;
    o->ret = plain_circle_circle_overlap(&a->a, &a->b);
}

static void run_p_circle_aabb2(const void *args, bench_out *o)
{
    const args_circle_aabb2 *a = args;
    o->ret = plain_circle_aabb2_overlap(&a->c, &a->box);
}

static void run_p_circle_sweep(const void *args, bench_out *o)
{
    const args_circle_sweep *a = args;
    fg_hit2 h;
    if (plain_circle_circle_sweep(&a->a, a->da, &a->b, a->db, a->max_t, &h) == FG_HIT) {
        store_hit2(o, &h);
    }
}

static void run_p_aabb3_sweep(const void *args, bench_out *o)
{
    const args_aabb3_sweep *a = args;
    fg_hit3 h;
    if (plain_aabb3_aabb3_sweep(&a->a, a->delta, &a->b, a->max_t, &h) == FG_HIT) {
        store_hit(o, &h);
    }
}

static void run_p_seg3_aabb3_overlap(const void *args, bench_out *o)
{
    const args_seg3_aabb3 *a = args;
    fg_scalar t0, t1;
    if (plain_segment3_aabb3_overlap(&a->seg, &a->box, &t0, &t1) == FG_HIT) {
        o->ret = 1;
        o->v[0] = t0;
        o->v[1] = t1;
    }
}

static void run_p_seg3_point(const void *args, bench_out *o)
{
    const args_seg3_point *a = args;
    fg_scalar t;
    fg_vec3 r = { 0, 0, 0 };
    o->ret = plain_segment3_closest_point(&a->seg, a->p, &r, &t);
    o->v[0] = r.x; o->v[1] = r.y; o->v[2] = r.z;
    o->v[3] = t;
}

static void run_p_plane_point(const void *args, bench_out *o)
{
    const args_plane_point *a = args;
    fg_vec3 r = { 0, 0, 0 };
    o->ret = plain_plane_closest_point(&a->plane, a->p, &r);
    o->v[0] = r.x; o->v[1] = r.y; o->v[2] = r.z;
}

static void run_p_aabb2_sweep(const void *args, bench_out *o)
{
    const args_aabb2_sweep *a = args;
    fg_hit2 h;
    if (plain_aabb2_aabb2_sweep(&a->a, a->delta, &a->b, a->max_t, &h) == FG_HIT) {
        store_hit2(o, &h);
    }
}

static void run_p_aabb3_contains(const void *args, bench_out *o)
{
    const args_aabb3_point *a = args;
    o->ret = plain_aabb3_contains_point(&a->box, a->p);
}

static void run_p_aabb2_contains(const void *args, bench_out *o)
{
    const args_aabb2_point *a = args;
    o->ret = plain_aabb2_contains_point(&a->box, a->p);
}

static void run_p_sphere_point(const void *args, bench_out *o)
{
    const args_sphere_point *a = args;
    fg_vec3 r = { 0, 0, 0 };
    o->ret = plain_sphere_closest_point(&a->s, a->p, &r);
    o->v[0] = r.x; o->v[1] = r.y; o->v[2] = r.z;
}

static void run_p_circle_point(const void *args, bench_out *o)
{
    const args_circle_point *a = args;
    fg_vec2 r = { 0, 0 };
    o->ret = plain_circle_closest_point(&a->c, a->p, &r);
    o->v[0] = r.x; o->v[1] = r.y;
}

static void run_p_line2_pair(const void *args, bench_out *o)
{
    const args_line2_pair *a = args;
    fg_vec2 p = { 0, 0 };
    o->ret = plain_line2_line2_intersect(&a->a, &a->b, &p);
    o->v[0] = p.x; o->v[1] = p.y;
}

static void store_interval(bench_out *o, fg_result r, fg_scalar t0, fg_scalar t1)
{
    if (r == FG_HIT) {
        o->ret = 1;
        o->v[0] = t0;
        o->v[1] = t1;
    }
}

static void run_p_seg2_aabb2_overlap(const void *args, bench_out *o)
{
    const args_seg2_aabb2 *a = args;
    fg_scalar t0 = 0, t1 = 0;
    store_interval(o, plain_segment2_aabb2_overlap(&a->seg, &a->box, &t0, &t1), t0, t1);
}

static void run_p_aabb3_interval(const void *args, bench_out *o)
{
    const args_aabb3_sweep *a = args;
    fg_scalar t0 = 0, t1 = 0;
    store_interval(o, plain_aabb3_aabb3_sweep_interval(&a->a, a->delta, &a->b, &t0, &t1), t0, t1);
}

static void run_p_aabb2_interval(const void *args, bench_out *o)
{
    const args_aabb2_sweep *a = args;
    fg_scalar t0 = 0, t1 = 0;
    store_interval(o, plain_aabb2_aabb2_sweep_interval(&a->a, a->delta, &a->b, &t0, &t1), t0, t1);
}

static void run_p_seg2_point(const void *args, bench_out *o)
{
    const args_seg2_point *a = args;
    fg_scalar t;
    fg_vec2 r = { 0, 0 };
    o->ret = plain_segment2_closest_point(&a->seg, a->p, &r, &t);
    o->v[0] = r.x; o->v[1] = r.y;
    o->v[2] = t;
}

static void run_p_line2_point(const void *args, bench_out *o)
{
    const args_line2_point *a = args;
    fg_vec2 r = { 0, 0 };
    o->ret = plain_line2_closest_point(&a->line, a->p, &r);
    o->v[0] = r.x; o->v[1] = r.y;
}

/* ---- boxes and cameras, meshes (issue 14) ---- */
static void run_p_aabb3_contains_box(const void *args, bench_out *o)
{
    const args_aabb3_pair *a = args;
    o->ret = plain_aabb3_aabb3_contains(&a->a, &a->b);
}
static void run_p_frustum_aabb3(const void *args, bench_out *o)
{
    const args_frustum_aabb3 *a = args;
    o->ret = (int32_t)plain_frustum_aabb3_classify(&a->f, &a->box);
}
static void run_p_frustum_sphere(const void *args, bench_out *o)
{
    const args_frustum_sphere *a = args;
    o->ret = (int32_t)plain_frustum_sphere_classify(&a->f, &a->s);
}
static void run_p_tri_aabb3(const void *args, bench_out *o)
{
    const args_tri_aabb3 *a = args;
    o->ret = plain_triangle_aabb3_overlap(&a->tri, &a->box);
}
static void run_p_seg3_mesh(const void *args, bench_out *o)
{
    const args_seg3_mesh *a = args;
    fg_hit3 h;
    size_t k;
    if (plain_segment3_triangle_batch_nearest(&a->seg, a->tris, BENCH_MESH_N, FG_BOTH_SIDES, a->max_t, &k, &h) ==
        FG_HIT) {
        store_hit(o, &h);
        o->v[7] = (fg_scalar)k * 65536;
    }
}

/* ---- grid traversal (issue 14) ---- */
static void run_p_grid2_walk(const void *args, bench_out *o)
{
    const args_grid2_walk *a = args;
    int32_t n = 0;
    fg_scalar t = 0;
    if (plain_grid2_walk(a->origin, a->cell_size, fg_to_int_floor(a->cells_x), fg_to_int_floor(a->cells_y), &a->seg,
                         a->max_t, &n, &t) == FG_HIT) {
        o->ret = 1;
        o->v[0] = fg_from_int(n);
        o->v[3] = t;
    }
}

/* triangle queries (issue 14) */
static void run_p_tri_closest(const void *args, bench_out *o)
{
    const args_tri_point *a = args;
    fg_vec3 q = { 0, 0, 0 };
    o->ret = plain_triangle_closest_point(&a->tri, a->p, &q);
    o->v[0] = q.x; o->v[1] = q.y; o->v[2] = q.z;
}

static void run_p_tri_contains(const void *args, bench_out *o)
{
    const args_tri_point *a = args;
    o->ret = plain_triangle_contains_point(&a->tri, a->p);
}

static void run_p_sphere_tri(const void *args, bench_out *o)
{
    const args_sphere_tri *a = args;
    fg_vec3 q = { 0, 0, 0 };
    o->ret = plain_sphere_triangle_overlap(&a->s, &a->tri, &q);
    o->v[0] = q.x; o->v[1] = q.y; o->v[2] = q.z;
}

/* ---- 2D segments and convex polygons ---- */

static void run_p_seg2_pair(const void *args, bench_out *o)
{
    const args_seg2_pair *a = args;
    fg_scalar ta = 0, tb = 0;
    fg_vec2 p = { 0, 0 };
    o->ret = (int32_t)plain_segment2_segment2_intersect(&a->a, &a->b, &ta, &tb, &p);
    o->v[0] = ta;
    o->v[1] = tb;
    o->v[2] = p.x; o->v[3] = p.y;
}

static void run_p_poly_point(const void *args, bench_out *o)
{
    const args_poly_point *a = args;
    fg_poly2 poly = { a->v, BENCH_POLY_N };
    o->ret = plain_poly2_contains_point(&poly, a->p);
}

static void run_p_seg2_poly(const void *args, bench_out *o)
{
    const args_seg2_poly *a = args;
    fg_poly2 poly = { a->v, BENCH_POLY_N };
    fg_hit2 h;
    if (plain_segment2_poly2_raycast(&a->seg, &poly, a->max_t, &h) == FG_HIT) {
        store_hit2(o, &h);
    }
}

static void run_p_poly_pair(const void *args, bench_out *o)
{
    const args_poly_pair *a = args;
    fg_poly2 pa = { a->a, BENCH_POLY_N }, pb = { a->b, BENCH_POLY_N };
    o->ret = plain_poly2_poly2_overlap(&pa, &pb);
}

/* issue 14's remaining rows */
static void run_p_grid3_walk(const void *args, bench_out *o)
{
    const args_grid3_walk *a = args;
    const int32_t cells[3] = { fg_to_int_floor(a->cells_x), fg_to_int_floor(a->cells_y), fg_to_int_floor(a->cells_z) };
    int32_t n = 0;
    fg_scalar t = 0;
    if (plain_grid3_walk(a->origin, a->cell_size, cells, &a->seg, a->max_t, &n, &t) == FG_HIT) {
        o->ret = 1;
        o->v[0] = fg_from_int(n);
        o->v[4] = t;
    }
}
static void run_p_tri2_contains(const void *args, bench_out *o)
{
    const args_tri2_point *a = args;
    o->ret = plain_triangle2_contains_point(&a->tri, a->p);
}
static void run_p_tri2_bary(const void *args, bench_out *o)
{
    const args_tri2_point *a = args;
    o->ret = plain_triangle2_barycentric(&a->tri, a->p, &o->v[0], &o->v[1], &o->v[2]);
}
static void run_p_tri_bary(const void *args, bench_out *o)
{
    const args_tri_point *a = args;
    o->ret = plain_triangle_barycentric(&a->tri, a->p, &o->v[0], &o->v[1], &o->v[2]);
}
static void run_p_tri_plane_classify(const void *args, bench_out *o)
{
    const args_tri_plane *a = args;
    fg_side s = plain_triangle_plane_classify(&a->tri, &a->plane);
    o->ret = s == FG_STRADDLING;
    o->v[0] = fg_from_int((int32_t)s);
}
static void run_p_tri_plane_intersect(const void *args, bench_out *o)
{
    const args_tri_plane *a = args;
    fg_vec3 p0 = { 0, 0, 0 }, p1 = p0;
    o->ret = plain_triangle_plane_intersect(&a->tri, &a->plane, &p0, &p1);
    o->v[0] = p0.x; o->v[1] = p0.y; o->v[2] = p0.z;
    o->v[3] = p1.x; o->v[4] = p1.y; o->v[5] = p1.z;
}
static void run_p_aabb2_contains_box(const void *args, bench_out *o)
{
    const args_aabb2_pair *a = args;
    o->ret = plain_aabb2_aabb2_contains(&a->a, &a->b);
}
static void p_store_box2(bench_out *o, const fg_aabb2 *b)
{
    o->v[0] = b->min.x; o->v[1] = b->min.y;
    o->v[2] = b->max.x; o->v[3] = b->max.y;
}
static void p_store_box3(bench_out *o, const fg_aabb3 *b)
{
    o->v[0] = b->min.x; o->v[1] = b->min.y; o->v[2] = b->min.z;
    o->v[3] = b->max.x; o->v[4] = b->max.y; o->v[5] = b->max.z;
}
static void run_p_aabb2_union(const void *args, bench_out *o)
{
    const args_aabb2_pair *a = args;
    fg_aabb2 r = a->a;
    o->ret = plain_aabb2_aabb2_union(&a->a, &a->b, &r);
    p_store_box2(o, &r);
}
static void run_p_aabb3_union(const void *args, bench_out *o)
{
    const args_aabb3_pair *a = args;
    fg_aabb3 r = a->a;
    o->ret = plain_aabb3_aabb3_union(&a->a, &a->b, &r);
    p_store_box3(o, &r);
}
static void run_p_aabb2_intersection(const void *args, bench_out *o)
{
    const args_aabb2_pair *a = args;
    fg_aabb2 r = a->a;
    o->ret = plain_aabb2_aabb2_intersection(&a->a, &a->b, &r);
    p_store_box2(o, &r);
}
static void run_p_aabb3_intersection(const void *args, bench_out *o)
{
    const args_aabb3_pair *a = args;
    fg_aabb3 r = a->a;
    o->ret = plain_aabb3_aabb3_intersection(&a->a, &a->b, &r);
    p_store_box3(o, &r);
}


/* issue 13: swept balls against boxes */
static void run_p_sphere_aabb3_sweep(const void *args, bench_out *o)
{
    const args_sphere_aabb3_sweep *a = args;
    fg_hit3 h;
    if (plain_sphere_aabb3_sweep(&a->s, a->delta, &a->box, a->max_t, &h) == FG_HIT) {
        store_hit(o, &h);
    }
}

static void run_p_circle_aabb2_sweep(const void *args, bench_out *o)
{
    const args_circle_aabb2_sweep *a = args;
    fg_hit2 h;
    if (plain_circle_aabb2_sweep(&a->c, a->delta, &a->box, a->max_t, &h) == FG_HIT) {
        store_hit2(o, &h);
    }
}

/* capsules (issue 13) */
static void run_p_seg2_capsule2(const void *args, bench_out *o)
{
    const args_seg2_capsule2 *a = args;
    fg_hit2 h;
    if (plain_segment2_capsule2_raycast(&a->seg, &a->cap, a->max_t, &h) == FG_HIT) {
        store_hit2(o, &h);
    }
}

static void run_p_capsule3_sphere(const void *args, bench_out *o)
{
    const args_capsule3_sphere *a = args;
    fg_vec3 q = { 0, 0, 0 };
    o->ret = plain_capsule3_sphere_overlap(&a->cap, &a->s, &q);
    o->v[0] = q.x; o->v[1] = q.y; o->v[2] = q.z;
}

static void run_p_capsule2_pair(const void *args, bench_out *o)
{
    const args_capsule2_pair *a = args;
    fg_vec2 x = { 0, 0 }, y = { 0, 0 };
    o->ret = plain_capsule2_capsule2_overlap(&a->p, &a->q, &x, &y);
    o->v[0] = x.x; o->v[1] = x.y; o->v[2] = y.x; o->v[3] = y.y;
}

/* contact manifolds (issue 13 item 5) */
static void put_p_manifold(bench_out *o, fg_result r, const fg_manifold2 *m, int points)
{
    int k;
    o->ret = r;
    if (r != FG_HIT) {
        return;
    }
    o->v[0] = m->normal.x;
    o->v[1] = m->normal.y;
    for (k = 0; k < points; k++) {
        o->v[2 + 3 * k] = m->depth[k];
        o->v[3 + 3 * k] = m->point[k].x;
        o->v[4 + 3 * k] = m->point[k].y;
    }
}

static void run_p_circle_circle_manifold(const void *args, bench_out *o)
{
    const args_circle_pair *a = args;
    fg_manifold2 m;
    put_p_manifold(o, plain_circle_circle_manifold(&a->a, &a->b, &m), &m, 1);
}

static void run_p_circle_aabb2_manifold(const void *args, bench_out *o)
{
    const args_circle_aabb2 *a = args;
    fg_manifold2 m;
    put_p_manifold(o, plain_circle_aabb2_manifold(&a->c, &a->box, &m), &m, 1);
}

static void run_p_aabb2_aabb2_manifold(const void *args, bench_out *o)
{
    const args_aabb2_pair *a = args;
    fg_manifold2 m;
    put_p_manifold(o, plain_aabb2_aabb2_manifold(&a->a, &a->b, &m), &m, 2);
}

static void run_p_capsule2_circle_manifold(const void *args, bench_out *o)
{
    const args_capsule2_circle *a = args;
    fg_manifold2 m;
    put_p_manifold(o, plain_capsule2_circle_manifold(&a->cap, &a->c, &m), &m, 1);
}

/* batch: nearest of N discs / balls (issue 13) */
static void run_p_seg2_circle_batch(const void *args, bench_out *o)
{
    const args_seg2_circle_batch *a = args;
    fg_hit2 h;
    size_t k;
    if (plain_segment2_circle_batch_nearest(&a->seg, a->c, BENCH_BALLS_N, a->max_t, &k, &h) == FG_HIT) {
        store_hit2(o, &h);
        o->v[5] = (fg_scalar)k * 65536;
    }
}

static void run_p_seg3_sphere_batch(const void *args, bench_out *o)
{
    const args_seg3_sphere_batch *a = args;
    fg_hit3 h;
    size_t k;
    if (plain_segment3_sphere_batch_nearest(&a->seg, a->s, BENCH_BALLS_N, a->max_t, &k, &h) == FG_HIT) {
        store_hit(o, &h);
        o->v[7] = (fg_scalar)k * 65536;
    }
}

static void run_p_seg2_capsule2_batch(const void *args, bench_out *o)
{
    const args_seg2_capsule2_batch *a = args;
    fg_hit2 h;
    size_t k;
    if (plain_segment2_capsule2_batch_nearest(&a->seg, a->c, BENCH_BALLS_N, a->max_t, &k, &h) == FG_HIT) {
        store_hit2(o, &h);
        o->v[5] = (fg_scalar)k * 65536;
    }
}

static void run_p_seg3_capsule3_batch(const void *args, bench_out *o)
{
    const args_seg3_capsule3_batch *a = args;
    fg_hit3 h;
    size_t k;
    if (plain_segment3_capsule3_batch_nearest(&a->seg, a->c, BENCH_BALLS_N, a->max_t, &k, &h) == FG_HIT) {
        store_hit(o, &h);
        o->v[7] = (fg_scalar)k * 65536;
    }
}

/* move-and-slide (issue 13) */
static void run_p_circle_aabb2_slide(const void *args, bench_out *o)
{
    const args_circle_aabb2_slide *a = args;
    fg_vec2 end;
    int32_t n = plain_circle_aabb2_slide(&a->c, a->delta, a->walls, 4, 4, &end);
    o->ret = n > 0 ? 1 : 0;
    o->v[0] = end.x; o->v[1] = end.y; o->v[2] = n;
}

static void run_p_aabb2_aabb2_slide(const void *args, bench_out *o)
{
    const args_aabb2_aabb2_slide *a = args;
    fg_vec2 end;
    int32_t n = plain_aabb2_aabb2_slide(&a->box, a->delta, a->walls, 4, 4, &end);
    o->ret = n > 0 ? 1 : 0;
    o->v[0] = end.x; o->v[1] = end.y; o->v[2] = n;
}

/* 3D move-and-slide (issue 13); the contacts in units, as fixgeom's wrappers give them */
static void run_p_sphere_aabb3_slide(const void *args, bench_out *o)
{
    const args_sphere_aabb3_slide *a = args;
    fg_vec3 end;
    int32_t n = plain_sphere_aabb3_slide(&a->s, a->delta, a->walls, 4, 4, &end);
    o->ret = n > 0 ? 1 : 0;
    o->v[0] = end.x; o->v[1] = end.y; o->v[2] = end.z; o->v[3] = n * 65536;
}

static void run_p_aabb3_aabb3_slide(const void *args, bench_out *o)
{
    const args_aabb3_aabb3_slide *a = args;
    fg_vec3 end;
    int32_t n = plain_aabb3_aabb3_slide(&a->box, a->delta, a->walls, 4, 4, &end);
    o->ret = n > 0 ? 1 : 0;
    o->v[0] = end.x; o->v[1] = end.y; o->v[2] = end.z; o->v[3] = n * 65536;
}

static void run_p_aabb3_triangle_slide(const void *args, bench_out *o)
{
    const args_aabb3_triangle_slide *a = args;
    fg_vec3 end;
    int32_t n = plain_aabb3_triangle_slide(&a->box, a->delta, a->walls, 4, 4, &end);
    o->ret = n > 0 ? 1 : 0;
    o->v[0] = end.x; o->v[1] = end.y; o->v[2] = end.z; o->v[3] = n * 65536;
}

static void run_p_sphere_triangle_slide(const void *args, bench_out *o)
{
    const args_sphere_triangle_slide *a = args;
    fg_vec3 end;
    int32_t n = plain_sphere_triangle_slide(&a->s, a->delta, a->walls, 4, 4, &end);
    o->ret = n > 0 ? 1 : 0;
    o->v[0] = end.x; o->v[1] = end.y; o->v[2] = end.z; o->v[3] = n * 65536;
}

/* swept box vs triangle (issue 13) */
static void run_p_aabb3_triangle_sweep(const void *args, bench_out *o)
{
    const args_aabb3_triangle_sweep *a = args;
    fg_hit3 h;
    if (plain_aabb3_triangle_sweep(&a->box, a->delta, &a->tri, a->max_t, &h) == FG_HIT) {
        store_hit(o, &h);
    }
}

/* 3D capsule casts and sweeps (issue 13, capsule3) */
static void run_p_seg3_capsule3(const void *args, bench_out *o)
{
    const args_seg3_capsule3 *a = args;
    fg_hit3 h;
    if (plain_segment3_capsule3_raycast(&a->seg, &a->cap, a->max_t, &h) == FG_HIT) {
        store_hit(o, &h);
    }
}

static void run_p_sphere_capsule3_sweep(const void *args, bench_out *o)
{
    const args_sphere_capsule3_sweep *a = args;
    fg_hit3 h;
    if (plain_sphere_capsule3_sweep(&a->s, a->delta, &a->cap, a->max_t, &h) == FG_HIT) {
        store_hit(o, &h);
    }
}

/* issue 13: 2D capsule vs disc, the swept disc */
static void run_p_capsule2_circle(const void *args, bench_out *o)
{
    const args_capsule2_circle *a = args;
    fg_vec2 q = { 0, 0 };
    o->ret = plain_capsule2_circle_overlap(&a->cap, &a->c, &q);
    o->v[0] = q.x; o->v[1] = q.y;
}

static void run_p_circle_capsule2_sweep(const void *args, bench_out *o)
{
    const args_circle_capsule2_sweep *a = args;
    fg_hit2 h;
    if (plain_circle_capsule2_sweep(&a->c, a->delta, &a->cap, a->max_t, &h) == FG_HIT) {
        store_hit2(o, &h);
    }
}

/* capsule vs box (issue 13 item 3) */
static void run_p_capsule2_aabb2(const void *args, bench_out *o)
{
    const args_capsule2_aabb2 *a = args;
    fg_vec2 x = {0, 0}, y = {0, 0};
    o->ret = plain_capsule2_aabb2_overlap(&a->cap, &a->box, &x, &y);
    o->v[0] = x.x; o->v[1] = x.y; o->v[2] = y.x; o->v[3] = y.y;
}

static void run_p_capsule3_aabb3(const void *args, bench_out *o)
{
    const args_capsule3_aabb3 *a = args;
    fg_vec3 x = {0, 0, 0}, y = {0, 0, 0};
    o->ret = plain_capsule3_aabb3_overlap(&a->cap, &a->box, &x, &y);
    o->v[0] = x.x; o->v[1] = x.y; o->v[2] = x.z; o->v[3] = y.x; o->v[4] = y.y; o->v[5] = y.z;
}

static void run_p_capsule2_pair_manifold(const void *args, bench_out *o)
{
    const args_capsule2_pair *a = args;
    fg_manifold2 m;
    put_p_manifold(o, plain_capsule2_capsule2_manifold(&a->p, &a->q, &m), &m, 1);
}

static void run_p_capsule3_pair(const void *args, bench_out *o)
{
    const args_capsule3_pair *a = args;
    fg_vec3 x = {0, 0, 0}, y = {0, 0, 0};
    o->ret = plain_capsule3_capsule3_overlap(&a->p, &a->q, &x, &y);
    o->v[0] = x.x; o->v[1] = x.y; o->v[2] = x.z; o->v[3] = y.x; o->v[4] = y.y; o->v[5] = y.z;
}

/* swept sphere vs triangle (issue 13 item 2) */
static void run_p_sphere_triangle_sweep(const void *args, bench_out *o)
{
    const args_sphere_triangle_sweep *a = args;
    fg_hit3 h;
    if (plain_sphere_triangle_sweep(&a->s, a->delta, &a->tri, a->max_t, &h) == FG_HIT) {
        store_hit(o, &h);
    }
}

const bench_alt_fn bench_alt_fns[] = {
    { "fg_aabb3_aabb3_overlap", "plain_aabb3_aabb3_overlap", 0, run_p_aabb3_pair },
    { "fg_plane_unit_normal", "plain_plane_unit_normal", 3, run_p_unit_normal },
    { "fg_segment3_plane_raycast", "plain_segment3_plane_raycast", 7, run_p_seg3_plane },
    { "fg_segment3_sphere_raycast", "plain_segment3_sphere_raycast", 7, run_p_seg3_sphere },
    { "fg_sphere_sphere_overlap", "plain_sphere_sphere_overlap", 0, run_p_sphere_pair },
    { "fg_sphere_aabb3_overlap", "plain_sphere_aabb3_overlap", 0, run_p_sphere_aabb3 },
    { "fg_segment3_triangle_raycast", "plain_segment3_triangle_raycast", 9, run_p_seg3_tri },
    { "fg_segment3_aabb3_raycast", "plain_segment3_aabb3_raycast", 7, run_p_seg3_aabb3 },
    { "fg_segment3_segment3_closest", "plain_segment3_segment3_closest", 8, run_p_seg3_pair },
    { "fg_segment2_aabb2_raycast", "plain_segment2_aabb2_raycast", 5, run_p_seg2_aabb2 },
    { "fg_segment2_circle_raycast", "plain_segment2_circle_raycast", 5, run_p_seg2_circle },
    { "fg_sphere_sphere_sweep", "plain_sphere_sphere_sweep", 7, run_p_sphere_sweep },
    { "fg_aabb2_aabb2_overlap", "plain_aabb2_aabb2_overlap", 0, run_p_aabb2_pair },
    { "fg_circle_circle_overlap", "plain_circle_circle_overlap", 0, run_p_circle_pair },
    { "fg_circle_aabb2_overlap", "plain_circle_aabb2_overlap", 0, run_p_circle_aabb2 },
    { "fg_circle_circle_sweep", "plain_circle_circle_sweep", 5, run_p_circle_sweep },
    { "fg_aabb3_aabb3_sweep", "plain_aabb3_aabb3_sweep", 7, run_p_aabb3_sweep },
    { "fg_segment3_aabb3_overlap", "plain_segment3_aabb3_overlap", 2, run_p_seg3_aabb3_overlap },
    { "fg_segment3_closest_point", "plain_segment3_closest_point", 4, run_p_seg3_point },
    { "fg_plane_closest_point", "plain_plane_closest_point", 3, run_p_plane_point },
    { "fg_aabb2_aabb2_sweep", "plain_aabb2_aabb2_sweep", 5, run_p_aabb2_sweep },
    { "fg_aabb3_contains_point", "plain_aabb3_contains_point", 0, run_p_aabb3_contains },
    { "fg_aabb2_contains_point", "plain_aabb2_contains_point", 0, run_p_aabb2_contains },
    { "fg_sphere_closest_point", "plain_sphere_closest_point", 3, run_p_sphere_point },
    { "fg_circle_closest_point", "plain_circle_closest_point", 2, run_p_circle_point },
    { "fg_line2_line2_intersect", "plain_line2_line2_intersect", 2, run_p_line2_pair },
    { "fg_segment2_aabb2_overlap", "plain_segment2_aabb2_overlap", 2, run_p_seg2_aabb2_overlap },
    { "fg_aabb3_aabb3_sweep_interval", "plain_aabb3_aabb3_sweep_interval", 2, run_p_aabb3_interval },
    { "fg_aabb2_aabb2_sweep_interval", "plain_aabb2_aabb2_sweep_interval", 2, run_p_aabb2_interval },
    { "fg_segment2_closest_point", "plain_segment2_closest_point", 3, run_p_seg2_point },
    { "fg_line2_closest_point", "plain_line2_closest_point", 2, run_p_line2_point },
    /* boxes and cameras, meshes (issue 14) */
    { "fg_aabb3_aabb3_contains", "plain_aabb3_aabb3_contains", 0, run_p_aabb3_contains_box },
    { "fg_frustum_aabb3_classify", "plain_frustum_aabb3_classify", 0, run_p_frustum_aabb3 },
    { "fg_frustum_sphere_classify", "plain_frustum_sphere_classify", 0, run_p_frustum_sphere },
    { "fg_triangle_aabb3_overlap", "plain_triangle_aabb3_overlap", 0, run_p_tri_aabb3 },
    { "fg_segment3_triangle_batch_nearest", "plain_segment3_triangle_batch_nearest", 8, run_p_seg3_mesh },
    /* grid traversal (issue 14) */
    { "fg_grid2_walk_begin", "plain_grid2_walk", 4, run_p_grid2_walk },
    /* triangle queries (issue 14) */
    { "fg_triangle_closest_point", "plain_triangle_closest_point", 3, run_p_tri_closest },
    { "fg_triangle_contains_point", "plain_triangle_contains_point", 0, run_p_tri_contains },
    { "fg_sphere_triangle_overlap", "plain_sphere_triangle_overlap", 3, run_p_sphere_tri },
    /* 2D segments and convex polygons */
    { "fg_segment2_segment2_intersect", "plain_segment2_segment2_intersect", 4, run_p_seg2_pair },
    { "fg_poly2_contains_point", "plain_poly2_contains_point", 0, run_p_poly_point },
    { "fg_segment2_poly2_raycast", "plain_segment2_poly2_raycast", 5, run_p_seg2_poly },
    { "fg_poly2_poly2_overlap", "plain_poly2_poly2_overlap", 0, run_p_poly_pair },
    /* issue 14's remaining rows */
    { "fg_grid3_walk_begin", "plain_grid3_walk", 5, run_p_grid3_walk },
    { "fg_triangle2_contains_point", "plain_triangle2_contains_point", 0, run_p_tri2_contains },
    { "fg_triangle_barycentric", "plain_triangle_barycentric", 3, run_p_tri_bary },
    { "fg_triangle2_barycentric", "plain_triangle2_barycentric", 3, run_p_tri2_bary },
    { "fg_triangle_plane_classify", "plain_triangle_plane_classify", 1, run_p_tri_plane_classify },
    { "fg_triangle_plane_intersect", "plain_triangle_plane_intersect", 6, run_p_tri_plane_intersect },
    { "fg_aabb2_aabb2_contains", "plain_aabb2_aabb2_contains", 0, run_p_aabb2_contains_box },
    { "fg_aabb2_aabb2_union", "plain_aabb2_aabb2_union", 4, run_p_aabb2_union },
    { "fg_aabb3_aabb3_union", "plain_aabb3_aabb3_union", 6, run_p_aabb3_union },
    { "fg_aabb2_aabb2_intersection", "plain_aabb2_aabb2_intersection", 4, run_p_aabb2_intersection },
    { "fg_aabb3_aabb3_intersection", "plain_aabb3_aabb3_intersection", 6, run_p_aabb3_intersection },
    /* issue 13: swept balls against boxes */
    { "fg_sphere_aabb3_sweep", "plain_sphere_aabb3_sweep", 7, run_p_sphere_aabb3_sweep },
    { "fg_circle_aabb2_sweep", "plain_circle_aabb2_sweep", 5, run_p_circle_aabb2_sweep },
    /* capsules (issue 13) */
    { "fg_segment2_capsule2_raycast", "plain_segment2_capsule2_raycast", 5, run_p_seg2_capsule2 },
    { "fg_capsule3_sphere_overlap", "plain_capsule3_sphere_overlap", 3, run_p_capsule3_sphere },
    { "fg_capsule2_capsule2_overlap", "plain_capsule2_capsule2_overlap", 4, run_p_capsule2_pair },
    /* contact manifolds (issue 13 item 5) */
    { "fg_circle_circle_manifold", "plain_circle_circle_manifold", 5, run_p_circle_circle_manifold },
    { "fg_circle_aabb2_manifold", "plain_circle_aabb2_manifold", 5, run_p_circle_aabb2_manifold },
    { "fg_aabb2_aabb2_manifold", "plain_aabb2_aabb2_manifold", 8, run_p_aabb2_aabb2_manifold },
    { "fg_capsule2_circle_manifold", "plain_capsule2_circle_manifold", 5, run_p_capsule2_circle_manifold },
    /* batch: nearest of N discs / balls (issue 13) */
    { "fg_segment2_circle_batch_nearest", "plain_segment2_circle_batch_nearest", 6, run_p_seg2_circle_batch },
    { "fg_segment3_sphere_batch_nearest", "plain_segment3_sphere_batch_nearest", 8, run_p_seg3_sphere_batch },
    /* move-and-slide (issue 13) */
    { "fg_circle_aabb2_slide", "plain_circle_aabb2_slide", 3, run_p_circle_aabb2_slide },
    { "fg_aabb2_aabb2_slide", "plain_aabb2_aabb2_slide", 3, run_p_aabb2_aabb2_slide },
    /* batch: nearest of N 2D capsules (issue 13) */
    { "fg_segment2_capsule2_batch_nearest", "plain_segment2_capsule2_batch_nearest", 6, run_p_seg2_capsule2_batch },
    /* swept box vs triangle (issue 13) */
    { "fg_aabb3_triangle_sweep", "plain_aabb3_triangle_sweep", 7, run_p_aabb3_triangle_sweep },
    /* 3D capsule casts and sweeps (issue 13, capsule3) */
    { "fg_segment3_capsule3_raycast", "plain_segment3_capsule3_raycast", 7, run_p_seg3_capsule3 },
    { "fg_sphere_capsule3_sweep", "plain_sphere_capsule3_sweep", 7, run_p_sphere_capsule3_sweep },
    /* capsule vs box (issue 13 item 3) */
    { "fg_capsule2_aabb2_overlap", "plain_capsule2_aabb2_overlap", 4, run_p_capsule2_aabb2 },
    { "fg_capsule3_aabb3_overlap", "plain_capsule3_aabb3_overlap", 6, run_p_capsule3_aabb3 },
    { "fg_capsule3_capsule3_overlap", "plain_capsule3_capsule3_overlap", 6, run_p_capsule3_pair },
    { "fg_capsule2_capsule2_manifold", "plain_capsule2_capsule2_manifold", 5, run_p_capsule2_pair_manifold },
    { "fg_segment3_capsule3_batch_nearest", "plain_segment3_capsule3_batch_nearest", 8, run_p_seg3_capsule3_batch },
    /* swept sphere vs triangle (issue 13 item 2) */
    { "fg_sphere_triangle_sweep", "plain_sphere_triangle_sweep", 7, run_p_sphere_triangle_sweep },
    /* 3D move-and-slide (issue 13) */
    { "fg_sphere_aabb3_slide", "plain_sphere_aabb3_slide", 4, run_p_sphere_aabb3_slide },
    { "fg_aabb3_aabb3_slide", "plain_aabb3_aabb3_slide", 4, run_p_aabb3_aabb3_slide },
    { "fg_aabb3_triangle_slide", "plain_aabb3_triangle_slide", 4, run_p_aabb3_triangle_slide },
    { "fg_sphere_triangle_slide", "plain_sphere_triangle_slide", 4, run_p_sphere_triangle_slide },
    /* issue 13: 2D capsule vs disc, the swept disc */
    { "fg_capsule2_circle_overlap", "plain_capsule2_circle_overlap", 2, run_p_capsule2_circle },
    { "fg_circle_capsule2_sweep", "plain_circle_capsule2_sweep", 5, run_p_circle_capsule2_sweep },
};
const unsigned bench_alt_fn_count = BENCH_ROWS(bench_alt_fns);
