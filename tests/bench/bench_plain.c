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
    /* capsules (issue 13) */
    { "fg_segment2_capsule2_raycast", "plain_segment2_capsule2_raycast", 5, run_p_seg2_capsule2 },
    { "fg_capsule3_sphere_overlap", "plain_capsule3_sphere_overlap", 3, run_p_capsule3_sphere },
    { "fg_capsule2_capsule2_overlap", "plain_capsule2_capsule2_overlap", 4, run_p_capsule2_pair },
};
const unsigned bench_alt_fn_count = BENCH_ROWS(bench_alt_fns);
