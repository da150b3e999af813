/* SPDX-License-Identifier: MIT */
/*
 * bench_cases.c - the benchmark registry: per fixgeom function a wrapper, a table of
 * inputs and one registry line. The headline functions (BENCH_FN_HM) run on generated
 * inputs, N hits and N misses each as classified by the exact oracle of tests/gen
 * (bench_inputs.inc, from tests/bench/bench_inputs.py); the others on a fixed hand-written
 * table, hits and misses mixed and not classified.
 *
 * Written once against the scalar layer: this same file is compiled into the Q16.16
 * image (-Ilib/scalar/fix16) and the float image (-Ilib/scalar/float); the cglm image
 * uses its input tables too. So every implementation sees the very same inputs.
 *
 * Adding a function (copy any entry below):
 *   1. an argument struct made only of fg_scalar-based fixgeom types, in the order of
 *      the table's columns (the harness fills it from a row with fg_from_raw);
 *   2. a wrapper `static void run_x(const void *args, bench_out *o)` that makes the one
 *      call and stores the result in o->ret and the scalars in o->v[];
 *   3. an input table `static const int32_t in_x[][N]` of raw Q16.16 values, written
 *      with U(units) (rounded at compile time) or raw integers, about 8-16 rows, hits
 *      and misses mixed, inside the domain |v| <= 8192 units;
 *   4. one line in bench_fns[] below: BENCH_FN(fg_name, run_x, in_x, n_scalar_outputs);
 *   5. optionally a cglm counterpart in tests/bench/bench_cglm.c, found by name.
 * Nothing else changes: the harness, trace counter and report take it from there.
 *
 * Covered: every public function of lib/ (fixgeom.h's headers); the internal slab helpers
 * fg_segbox_* (fg_raycast_internal.h) are measured inside the raycasts.
 * Functions with the same argument layout share a table (e.g. a raycast and its overlap
 * form, a sweep and its interval form, closest point and point-in-box).
 * tests/bench/bench_profile.sh shows where one function's instructions go.
 */
#include "fixgeom.h"
#include "bench.h"
#include "bench_args.h"

/* The headline functions' hit and miss inputs (generated: tests/bench/bench_inputs.py). */
#include "bench_inputs.inc"

/* ------------------------------------------------------------------ fg_aabb.h */

/* fg_aabb2_aabb2_overlap(a, b). Columns: a.min a.max b.min b.max (x, y each). */
static void run_aabb2_aabb2_overlap(const void *args, bench_out *o)
{
    const args_aabb2_pair *p = args;
    o->ret = fg_aabb2_aabb2_overlap(&p->a, &p->b);
}

/* fg_aabb3_aabb3_overlap(a, b). Columns: a.min a.max b.min b.max (x, y, z each). */
static void run_aabb3_aabb3_overlap(const void *args, bench_out *o)
{
    const args_aabb3_pair *p = args;
    o->ret = fg_aabb3_aabb3_overlap(&p->a, &p->b);
}

/* fg_aabb2_closest_point(box, p). Columns: box.min box.max p. Outputs: x, y. */
static void run_aabb2_closest_point(const void *args, bench_out *o)
{
    const args_aabb2_point *a = args;
    fg_vec2 r = fg_aabb2_closest_point(&a->box, a->p);
    o->v[0] = r.x;
    o->v[1] = r.y;
}
static const int32_t in_aabb2_point[][6] = {
    /* inside or on the surface */
    { U(-1), U(-1), U(1), U(1),         U(0.25), U(-0.5) },
    { U(-1), U(-1), U(1), U(1),         U(1), U(0) },
    { U(0), U(0), U(8), U(4),           U(8), U(4) },
    { U(-100), U(-5), U(-50), U(5),     U(-75.125), U(4.5) },
    /* outside: one axis, both axes, far */
    { U(-1), U(-1), U(1), U(1),         U(3), U(0.5) },
    { U(-1), U(-1), U(1), U(1),         U(0.5), U(-7) },
    { U(-1), U(-1), U(1), U(1),         U(-2), U(2) },
    { U(0), U(0), U(8), U(4),           U(8) + 1, U(4) + 1 },
    { U(-100), U(-5), U(-50), U(5),     U(8000), U(-8000) },
    { U(0.5), U(0.5), U(0.75), U(0.75), U(-0.25), U(0.6) },
};

/* fg_aabb3_closest_point(box, p). Columns: box.min box.max p. Outputs: x, y, z. */
static void run_aabb3_closest_point(const void *args, bench_out *o)
{
    const args_aabb3_point *a = args;
    fg_vec3 r = fg_aabb3_closest_point(&a->box, a->p);
    o->v[0] = r.x;
    o->v[1] = r.y;
    o->v[2] = r.z;
}
static const int32_t in_aabb3_point[][9] = {
    /* inside or on the surface */
    { U(-1), U(-1), U(-1), U(1), U(1), U(1),        U(0.25), U(-0.5), U(0) },
    { U(-1), U(-1), U(-1), U(1), U(1), U(1),        U(1), U(0), U(-1) },
    { U(0), U(0), U(0), U(8), U(4), U(2),           U(8), U(4), U(2) },
    { U(-100), U(-5), U(20), U(-50), U(5), U(30),   U(-75.125), U(4.5), U(29.75) },
    /* outside: one axis, two, three, far */
    { U(-1), U(-1), U(-1), U(1), U(1), U(1),        U(3), U(0.5), U(0) },
    { U(-1), U(-1), U(-1), U(1), U(1), U(1),        U(0.5), U(-7), U(2) },
    { U(-1), U(-1), U(-1), U(1), U(1), U(1),        U(-2), U(2), U(-3) },
    { U(0), U(0), U(0), U(8), U(4), U(2),           U(8) + 1, U(4) + 1, U(2) + 1 },
    { U(-100), U(-5), U(20), U(-50), U(5), U(30),   U(8000), U(-8000), U(0) },
    { U(0.5), U(0.5), U(0.5), U(0.75), U(0.75), U(0.75), U(-0.25), U(0.6), U(0.8) },
};

/* ------------------------------------------------------------------ fg_plane.h */

/* fg_plane_unit_normal(plane). Columns: n, d. Outputs: x, y, z. */
static void run_plane_unit_normal(const void *args, bench_out *o)
{
    const args_plane *a = args;
    fg_vec3 r = {0, 0, 0};
    o->ret = fg_plane_unit_normal(&a->plane, &r);
    o->v[0] = r.x;
    o->v[1] = r.y;
    o->v[2] = r.z;
}

/* fg_plane_closest_point(plane, p). Columns: n, d, p. Outputs: x, y, z. */
static void run_plane_closest_point(const void *args, bench_out *o)
{
    const args_plane_point *a = args;
    fg_vec3 r = {0, 0, 0};
    o->ret = fg_plane_closest_point(&a->plane, a->p, &r);
    o->v[0] = r.x;
    o->v[1] = r.y;
    o->v[2] = r.z;
}

/* fg_segment3_plane_raycast(seg, plane, front_only, max_t, hit).
 * Columns: seg.origin seg.delta plane.n plane.d max_t front_only (non-zero = true).
 * Outputs: t, point, normal. */
static void run_segment3_plane_raycast(const void *args, bench_out *o)
{
    const args_seg3_plane *a = args;
    fg_hit3 h;
    if (fg_segment3_plane_raycast(&a->seg, &a->plane, a->front_only != FG_ZERO ? FG_FRONT_ONLY : FG_BOTH_SIDES, a->max_t, &h) == FG_HIT) {
        o->ret = 1;
        o->v[0] = h.t;
        o->v[1] = h.point.x; o->v[2] = h.point.y; o->v[3] = h.point.z;
        o->v[4] = h.normal.x; o->v[5] = h.normal.y; o->v[6] = h.normal.z;
    }
}

/* fg_aabb3_plane_classify(box, plane). Columns: box.min box.max plane.n plane.d.
 * Returns +1 / -1 / 0 (no scalar outputs). */
typedef struct { fg_aabb3 box; fg_plane plane; } args_aabb3_plane;
static void run_aabb3_plane_classify(const void *args, bench_out *o)
{
    const args_aabb3_plane *a = args;
    o->ret = fg_aabb3_plane_classify(&a->box, &a->plane);
}
static const int32_t in_aabb3_plane[][10] = {
    /* +1: above z = 0, 1 LSB above, far with a non-unit normal */
    { U(1), U(1), U(1), U(2), U(2), U(2),                 U(0), U(0), U(1), U(0) },
    { U(0), U(0), U(0), U(1), U(1), U(1),                 U(0), U(0), U(1), -1 },
    { U(-8000), U(100), U(0), U(-7990), U(200), U(10),    U(-3), U(4), U(12), U(5) },
    /* -1: behind an oblique plane, far behind x = 8192 */
    { U(-3), U(-3), U(-3), U(-2), U(-2), U(-2),           U(1), U(1), U(1), U(0) },
    { U(7000), U(7000), U(7000), U(8000), U(8000), U(8000), U(1), U(0), U(0), U(8192) },
    { U(-1), U(-1), U(-1), U(1), U(1), U(1),              U(0.6), U(0.8), U(0), U(1.5) },
    /* 0: straddling, touching with a face, touching with a corner, big box, flat box */
    { U(-1), U(-1), U(-1), U(1), U(1), U(1),              U(0.6), U(0.8), U(0), U(0.5) },
    { U(0), U(0), U(0), U(1), U(1), U(1),                 U(0), U(0), U(1), U(0) },
    { U(1), U(1), U(1), U(2), U(2), U(2),                 U(1), U(1), U(1), U(3) },
    { U(-4000), U(-4000), U(-4000), U(4000), U(4000), U(4000), U(2), U(-3), U(5), U(100) },
    { U(-5), U(2), U(-5), U(5), U(2), U(5),               U(0), U(1), U(0), U(2) },
    /* degenerate: zero normal (d = 0 -> 0) */
    { U(0), U(0), U(0), U(1), U(1), U(1),                 U(0), U(0), U(0), U(0) },
};

/* fg_segment3_planes_raycast(seg, planes, 6, max_t, hit): a convex polyhedron of six
 * planes (outward normals, dot(n, p) <= d inside). Columns: seg.origin seg.delta max_t
 * then six planes n, d. Outputs: t, point, normal. */
typedef struct { fg_segment3 seg; fg_scalar max_t; fg_plane planes[6]; } args_seg3_planes;
static void run_segment3_planes_raycast(const void *args, bench_out *o)
{
    const args_seg3_planes *a = args;
    fg_hit3 h;
    if (fg_segment3_planes_raycast(&a->seg, a->planes, 6, a->max_t, &h) == FG_HIT) {
        o->ret = 1;
        o->v[0] = h.t;
        o->v[1] = h.point.x; o->v[2] = h.point.y; o->v[3] = h.point.z;
        o->v[4] = h.normal.x; o->v[5] = h.normal.y; o->v[6] = h.normal.z;
    }
}
/* the cube [-1, 1]^3; a cube with a bevelled (+x +y) edge and a cut (-x -y -z) corner;
 * the box [50, 100] x [0, 200] x [-10, 10] with non-unit normals */
#define CUBE U(1), U(0), U(0), U(1),  U(-1), U(0), U(0), U(1),  U(0), U(1), U(0), U(1), \
             U(0), U(-1), U(0), U(1), U(0), U(0), U(1), U(1),   U(0), U(0), U(-1), U(1)
#define BEVEL U(1), U(1), U(0), U(1.5), U(-1), U(0), U(0), U(1), U(0), U(1), U(0), U(1), \
              U(0), U(-1), U(0), U(1), U(0), U(0), U(1), U(1),  U(-1), U(-1), U(-1), U(2)
#define FAR U(1), U(0), U(0), U(100), U(-1), U(0), U(0), U(-50), U(0), U(2), U(0), U(400), \
            U(0), U(-2), U(0), U(0),  U(0), U(0), U(3), U(30),   U(0), U(0), U(-3), U(30)
/* x <= 5 and 3y + 4z <= 25 (|n| = 5): the origin at the same distance 5 from both */
#define TIE U(1), U(0), U(0), U(5),   U(0), U(3), U(4), U(25),   U(-1), U(0), U(0), U(9), \
            U(0), U(-1), U(0), U(9),  U(0), U(0), U(1), U(9),    U(0), U(0), U(-1), U(9)
static const int32_t in_seg3_planes[][31] = {
    /* hits: -x face, +y face, corner, start inside (six planes at equal distance; nearest
     * +x), bevel face, oblique onto the bevel, long, on the -x face moving in, 16000 units,
     * inside at nearly equal distances from the bevel and +x, inside at equal distances
     * from planes of different |n| (the exact degree-6 comparison) */
    { U(-4), U(0.5), U(0.5),  U(8), U(0), U(0),      U(1),  CUBE },
    { U(0.5), U(5), U(0.25),  U(0), U(-10), U(0),    U(1),  CUBE },
    { U(-3), U(-3), U(-3),    U(4), U(4), U(4),      U(1),  CUBE },
    { U(0.5), U(0.5), U(0.5), U(3), U(-1), U(2),     U(1),  CUBE },
    { U(0.75), U(0.1), U(-0.2), U(0), U(0), U(0),    U(1),  CUBE },
    { U(3), U(0.25), U(0),    U(-6), U(0), U(0),     U(1),  BEVEL },
    { U(2), U(2), U(0.5),     U(-3), U(-3), U(0),    U(1),  BEVEL },
    { U(-4000), U(100), U(0), U(8000), U(0), U(1),   U(1),  FAR },
    { U(-1), U(0.5), U(0.5),  U(2), U(0), U(0),      U(1),  CUBE },
    { U(-8000), U(0.5), U(0), U(16000), U(0), U(0),  U(1),  CUBE },
    { U(-0.2071068), U(0), U(0), U(0), U(0), U(0),   U(1),  BEVEL },   /* inside, bevel ~ +x */
    { U(0), U(0), U(0),       U(0), U(0), U(0),      U(1),  TIE },
    /* misses: parallel outside, pointing away, cut by max_t, stops short, past the cut
     * corner, beside the far box, zero-length outside, on the +x face moving out, on the
     * +x/+y edge sliding along +y */
    { U(-4), U(2), U(0.5),    U(8), U(0), U(0),      U(1),  CUBE },
    { U(-4), U(0.5), U(0.5),  U(-8), U(0), U(0),     U(1),  CUBE },
    { U(-4), U(0.5), U(0.5),  U(8), U(0), U(0),      U(0.25), CUBE },
    { U(-4), U(0.5), U(0.5),  U(2), U(0), U(0),      U(1),  CUBE },
    { U(-3), U(-3), U(-1.5),  U(2.5), U(2.5), U(0),  U(1),  BEVEL },
    { U(-4000), U(300), U(0), U(8000), U(0), U(0),   U(1),  FAR },
    { U(3), U(3), U(3),       U(0), U(0), U(0),      U(1),  CUBE },
    { U(1), U(0.5), U(0.5),   U(2), U(0), U(0),      U(1),  CUBE },
    { U(1), U(1), U(0.5),     U(-1), U(0), U(0.25),  U(1),  CUBE },
};

/* ------------------------------------------------------------------ fg_sweep.h */

/* fg_aabb3_plane_sweep(box, delta, plane, max_t, hit).
 * Columns: box.min box.max delta plane.n plane.d max_t. Outputs: t, point, normal. */
typedef struct { fg_aabb3 box; fg_vec3 delta; fg_plane plane; fg_scalar max_t; } args_aabb3_plane_sweep;
static void run_aabb3_plane_sweep(const void *args, bench_out *o)
{
    const args_aabb3_plane_sweep *a = args;
    fg_hit3 h;
    if (fg_aabb3_plane_sweep(&a->box, a->delta, &a->plane, a->max_t, &h) == FG_HIT) {
        o->ret = 1;
        o->v[0] = h.t;
        o->v[1] = h.point.x; o->v[2] = h.point.y; o->v[3] = h.point.z;
        o->v[4] = h.normal.x; o->v[5] = h.normal.y; o->v[6] = h.normal.z;
    }
}
static const int32_t in_aabb3_plane_sweep[][14] = {
    /* hits: falling onto z = 0, rising from behind, oblique plane, straddling at t = 0,
     * touching at t = 1, long, non-unit normal */
    { U(-1), U(-1), U(4), U(1), U(1), U(5),      U(0), U(0), U(-10),   U(0), U(0), U(1), U(0), U(1) },
    { U(0), U(0), U(-5), U(1), U(1), U(-4),      U(1), U(2), U(6),     U(0), U(0), U(1), U(0), U(1) },
    { U(2), U(2), U(2), U(3), U(3), U(3),        U(-4), U(-4), U(-4),  U(1), U(1), U(1), U(0), U(1) },
    { U(-1), U(-1), U(-1), U(1), U(1), U(1),     U(3), U(-2), U(1),    U(0.6), U(0.8), U(0), U(0), U(1) },
    { U(0), U(0), U(2), U(1), U(1), U(3),        U(0), U(0), U(-2),    U(0), U(0), U(1), U(0), U(1) },
    { U(-8000), U(0), U(0), U(-7990), U(1), U(1), U(8000), U(0), U(0), U(1), U(0), U(0), U(-100), U(1) },
    { U(5), U(5), U(0), U(6), U(6), U(1),        U(-10), U(-3), U(0),  U(3), U(-4), U(0), U(-20), U(1) },
    { U(-1), U(-1), U(0), U(1), U(1), U(1),      U(0), U(0), U(-2),    U(0), U(0), U(1), U(0), U(1) }, /* resting on it, pressing: t = 0 */
    /* misses: moving away, parallel, stops short, cut by max_t, 1 LSB short, zero normal,
     * resting on it and lifting off */
    { U(-1), U(-1), U(4), U(1), U(1), U(5),      U(0), U(0), U(10),    U(0), U(0), U(1), U(0), U(1) },
    { U(-1), U(-1), U(4), U(1), U(1), U(5),      U(5), U(5), U(0),     U(0), U(0), U(1), U(0), U(1) },
    { U(-1), U(-1), U(4), U(1), U(1), U(5),      U(0), U(0), U(-3),    U(0), U(0), U(1), U(0), U(1) },
    { U(-1), U(-1), U(4), U(1), U(1), U(5),      U(0), U(0), U(-10),   U(0), U(0), U(1), U(0), U(0.25) },
    { U(0), U(0), U(2), U(1), U(1), U(3),        U(0), U(0), U(-2) + 1, U(0), U(0), U(1), U(0), U(1) },
    { U(-1), U(-1), U(4), U(1), U(1), U(5),      U(0), U(0), U(-10),   U(0), U(0), U(0), U(0), U(1) },
    { U(-1), U(-1), U(0), U(1), U(1), U(1),      U(0), U(0), U(2),     U(0), U(0), U(1), U(0), U(1) },
};

/* fg_aabb3_aabb3_sweep(moving, delta, still, max_t, hit).
 * Columns: moving.min moving.max delta still.min still.max max_t. Outputs: t, point, normal.
 * fg_aabb3_aabb3_sweep_interval runs on the same rows (max_t unused). */
static void run_aabb3_aabb3_sweep(const void *args, bench_out *o)
{
    const args_aabb3_sweep *a = args;
    fg_hit3 h;
    if (fg_aabb3_aabb3_sweep(&a->a, a->delta, &a->b, a->max_t, &h) == FG_HIT) {
        o->ret = 1;
        o->v[0] = h.t;
        o->v[1] = h.point.x; o->v[2] = h.point.y; o->v[3] = h.point.z;
        o->v[4] = h.normal.x; o->v[5] = h.normal.y; o->v[6] = h.normal.z;
    }
}
static void run_aabb3_aabb3_sweep_interval(const void *args, bench_out *o)
{
    const args_aabb3_sweep *a = args;
    fg_scalar t0, t1;
    if (fg_aabb3_aabb3_sweep_interval(&a->a, a->delta, &a->b, &t0, &t1) == FG_HIT) {
        o->ret = 1;
        o->v[0] = t0;
        o->v[1] = t1;
    }
}

/* fg_aabb2_aabb2_sweep(moving, delta, still, max_t, hit).
 * Columns: moving.min moving.max delta still.min still.max max_t. Outputs: t, point, normal.
 * fg_aabb2_aabb2_sweep_interval runs on the same rows (max_t unused). */
static void run_aabb2_aabb2_sweep(const void *args, bench_out *o)
{
    const args_aabb2_sweep *a = args;
    fg_hit2 h;
    if (fg_aabb2_aabb2_sweep(&a->a, a->delta, &a->b, a->max_t, &h) == FG_HIT) {
        o->ret = 1;
        o->v[0] = h.t;
        o->v[1] = h.point.x; o->v[2] = h.point.y;
        o->v[3] = h.normal.x; o->v[4] = h.normal.y;
    }
}
static void run_aabb2_aabb2_sweep_interval(const void *args, bench_out *o)
{
    const args_aabb2_sweep *a = args;
    fg_scalar t0, t1;
    if (fg_aabb2_aabb2_sweep_interval(&a->a, a->delta, &a->b, &t0, &t1) == FG_HIT) {
        o->ret = 1;
        o->v[0] = t0;
        o->v[1] = t1;
    }
}

/* ------------------------------------------------------------------ fg_sphere.h */

/* fg_circle_closest_point(c, p). Columns: c.center c.radius p. Outputs: x, y. */
static void run_circle_closest_point(const void *args, bench_out *o)
{
    const args_circle_point *a = args;
    fg_vec2 r = {0, 0};
    o->ret = fg_circle_closest_point(&a->c, a->p, &r);
    o->v[0] = r.x;
    o->v[1] = r.y;
}

/* fg_sphere_closest_point(s, p). Columns: s.center s.radius p. Outputs: x, y, z. */
static void run_sphere_closest_point(const void *args, bench_out *o)
{
    const args_sphere_point *a = args;
    fg_vec3 r = {0, 0, 0};
    o->ret = fg_sphere_closest_point(&a->s, a->p, &r);
    o->v[0] = r.x;
    o->v[1] = r.y;
    o->v[2] = r.z;
}

/* fg_segment2_circle_raycast(seg, c, max_t, hit).
 * Columns: seg.origin seg.delta c.center c.radius max_t. Outputs: t, point, normal. */
static void run_segment2_circle_raycast(const void *args, bench_out *o)
{
    const args_seg2_circle *a = args;
    fg_hit2 h;
    if (fg_segment2_circle_raycast(&a->seg, &a->c, a->max_t, &h) == FG_HIT) {
        o->ret = 1;
        o->v[0] = h.t;
        o->v[1] = h.point.x; o->v[2] = h.point.y;
        o->v[3] = h.normal.x; o->v[4] = h.normal.y;
    }
}

/* fg_segment3_sphere_raycast(seg, s, max_t, hit).
 * Columns: seg.origin seg.delta s.center s.radius max_t. Outputs: t, point, normal. */
static void run_segment3_sphere_raycast(const void *args, bench_out *o)
{
    const args_seg3_sphere *a = args;
    fg_hit3 h;
    if (fg_segment3_sphere_raycast(&a->seg, &a->s, a->max_t, &h) == FG_HIT) {
        o->ret = 1;
        o->v[0] = h.t;
        o->v[1] = h.point.x; o->v[2] = h.point.y; o->v[3] = h.point.z;
        o->v[4] = h.normal.x; o->v[5] = h.normal.y; o->v[6] = h.normal.z;
    }
}

/* fg_circle_circle_overlap(a, b). Columns: a.center a.radius b.center b.radius. */
static void run_circle_circle_overlap(const void *args, bench_out *o)
{
    const args_circle_pair *p = args;
    o->ret = fg_circle_circle_overlap(&p->a, &p->b);
}

/* fg_sphere_sphere_overlap(a, b). Columns: a.center a.radius b.center b.radius. */
static void run_sphere_sphere_overlap(const void *args, bench_out *o)
{
    const args_sphere_pair *p = args;
    o->ret = fg_sphere_sphere_overlap(&p->a, &p->b);
}

/* fg_circle_circle_sweep(a, delta_a, b, delta_b, max_t, hit).
 * Columns: a.center a.radius delta_a b.center b.radius delta_b max_t. Outputs: t, point,
 * normal. */
static void run_circle_circle_sweep(const void *args, bench_out *o)
{
    const args_circle_sweep *a = args;
    fg_hit2 h;
    if (fg_circle_circle_sweep(&a->a, a->da, &a->b, a->db, a->max_t, &h) == FG_HIT) {
        o->ret = 1;
        o->v[0] = h.t;
        o->v[1] = h.point.x; o->v[2] = h.point.y;
        o->v[3] = h.normal.x; o->v[4] = h.normal.y;
    }
}

/* fg_sphere_sphere_sweep(a, delta_a, b, delta_b, max_t, hit).
 * Columns: a.center a.radius delta_a b.center b.radius delta_b max_t. Outputs: t, point,
 * normal. */
static void run_sphere_sphere_sweep(const void *args, bench_out *o)
{
    const args_sphere_sweep *a = args;
    fg_hit3 h;
    if (fg_sphere_sphere_sweep(&a->a, a->da, &a->b, a->db, a->max_t, &h) == FG_HIT) {
        o->ret = 1;
        o->v[0] = h.t;
        o->v[1] = h.point.x; o->v[2] = h.point.y; o->v[3] = h.point.z;
        o->v[4] = h.normal.x; o->v[5] = h.normal.y; o->v[6] = h.normal.z;
    }
}

/* ------------------------------------------------------------------ fg_sphere_box.h */

/* fg_sphere_aabb3_overlap(s, box). Columns: s.center s.radius box.min box.max. */
static void run_sphere_aabb3_overlap(const void *args, bench_out *o)
{
    const args_sphere_aabb3 *a = args;
    o->ret = fg_sphere_aabb3_overlap(&a->s, &a->box);
}

/* fg_circle_aabb2_overlap(c, box). Columns: c.center c.radius box.min box.max. */
static void run_circle_aabb2_overlap(const void *args, bench_out *o)
{
    const args_circle_aabb2 *a = args;
    o->ret = fg_circle_aabb2_overlap(&a->c, &a->box);
}

/* fg_sphere_plane_classify(s, plane). Columns: s.center s.radius plane.n plane.d.
 * Returns +1 / -1 / 0. */
typedef struct { fg_sphere s; fg_plane plane; } args_sphere_plane;
static void run_sphere_plane_classify(const void *args, bench_out *o)
{
    const args_sphere_plane *a = args;
    o->ret = fg_sphere_plane_classify(&a->s, &a->plane);
}
static const int32_t in_sphere_plane[][8] = {
    /* +1: in front, touching from the front, non-unit normal, far, radius 0 on the plane */
    { U(0), U(0), U(5), U(1),           U(0), U(0), U(1), U(0) },
    { U(0), U(0), U(1), U(1),           U(0), U(0), U(1), U(0) },
    { U(3), U(4), U(0), U(4.9),         U(3), U(4), U(0), U(0) },
    { U(8000), U(8000), U(8000), U(100), U(1), U(1), U(1), U(0) },
    { U(1), U(1), U(0), U(0),           U(0), U(0), U(1), U(0) },
    /* -1: behind, touching from behind, non-unit normal */
    { U(0), U(0), U(-5), U(1),          U(0), U(0), U(1), U(0) },
    { U(0), U(0), U(-1), U(1),          U(0), U(0), U(1), U(0) },
    { U(-100), U(20), U(30), U(50),     U(2), U(0), U(0), U(0) },
    /* 0: straddling, cut by a tilted plane, zero normal */
    { U(0), U(0), U(0.5), U(1),         U(0), U(0), U(1), U(0) },
    { U(3), U(4), U(0), U(5.1),         U(3), U(4), U(0), U(0) },
    { U(0), U(0), U(5), U(1),           U(0), U(0), U(0), U(0) },
};

/* fg_sphere_plane_sweep(s, delta, plane, max_t, hit).
 * Columns: s.center s.radius delta plane.n plane.d max_t. Outputs: t, point, normal. */
typedef struct { fg_sphere s; fg_vec3 delta; fg_plane plane; fg_scalar max_t; } args_sphere_plane_sweep;
static void run_sphere_plane_sweep(const void *args, bench_out *o)
{
    const args_sphere_plane_sweep *a = args;
    fg_hit3 h;
    if (fg_sphere_plane_sweep(&a->s, a->delta, &a->plane, a->max_t, &h) == FG_HIT) {
        o->ret = 1;
        o->v[0] = h.t;
        o->v[1] = h.point.x; o->v[2] = h.point.y; o->v[3] = h.point.z;
        o->v[4] = h.normal.x; o->v[5] = h.normal.y; o->v[6] = h.normal.z;
    }
}
static const int32_t in_sphere_plane_sweep[][12] = {
    /* hits: falling onto z = 0, oblique onto (1,1,1), straddling at t = 0, behind at t = 0,
     * touching at t = 1, long, non-unit tilted normal */
    { U(0), U(0), U(5), U(1),        U(0), U(0), U(-10),  U(0), U(0), U(1), U(0),     U(1) },
    { U(5), U(5), U(5), U(1),        U(-8), U(-8), U(-8), U(1), U(1), U(1), U(0),     U(1) },
    { U(0), U(0), U(0.5), U(1),      U(3), U(1), U(2),    U(0), U(0), U(1), U(0),     U(1) },
    { U(0), U(0), U(-5), U(1),       U(0), U(0), U(3),    U(0), U(0), U(1), U(0),     U(1) },
    { U(0), U(0), U(3), U(1),        U(0), U(0), U(-2),   U(0), U(0), U(1), U(0),     U(1) },
    { U(0), U(0), U(4000), U(10),    U(0), U(0), U(-8000), U(0), U(0), U(1), U(-100), U(1) },
    { U(20), U(0), U(0), U(2),       U(-10), U(5), U(1),  U(3), U(-4), U(0), U(10),   U(1) },
    /* misses: moving away, parallel, stops short, cut by max_t, zero normal */
    { U(0), U(0), U(5), U(1),        U(0), U(0), U(10),   U(0), U(0), U(1), U(0),     U(1) },
    { U(0), U(0), U(5), U(1),        U(5), U(5), U(0),    U(0), U(0), U(1), U(0),     U(1) },
    { U(0), U(0), U(5), U(1),        U(0), U(0), U(-3),   U(0), U(0), U(1), U(0),     U(1) },
    { U(0), U(0), U(5), U(1),        U(0), U(0), U(-10),  U(0), U(0), U(1), U(0),     U(0.25) },
    { U(0), U(0), U(5), U(1),        U(0), U(0), U(-10),  U(0), U(0), U(0), U(0),     U(1) },
    /* resting on z = 0: pressing down (hit at t = 0), lifting and rolling (no hit) */
    { U(0), U(0), U(1), U(1),        U(1), U(0), U(-1),   U(0), U(0), U(1), U(0),     U(1) },
    { U(0), U(0), U(1), U(1),        U(0), U(0), U(1),    U(0), U(0), U(1), U(0),     U(1) },
    { U(0), U(0), U(1), U(1),        U(3), U(2), U(0),    U(0), U(0), U(1), U(0),     U(1) },
};

/* ------------------------------------------------------------------ fg_triangle.h */

/* fg_segment3_triangle_raycast(seg, tri, two_sided = true, max_t, hit, u, v).
 * Columns: seg.origin seg.delta tri.a tri.b tri.c max_t. Outputs: t, point, normal, u, v. */
static void run_segment3_triangle_raycast(const void *args, bench_out *o)
{
    const args_seg3_tri *a = args;
    fg_hit3 h;
    fg_scalar u, v;
    if (fg_segment3_triangle_raycast(&a->seg, &a->tri, FG_BOTH_SIDES, a->max_t, &h, &u, &v) == FG_HIT) {
        o->ret = 1;
        o->v[0] = h.t;
        o->v[1] = h.point.x; o->v[2] = h.point.y; o->v[3] = h.point.z;
        o->v[4] = h.normal.x; o->v[5] = h.normal.y; o->v[6] = h.normal.z;
        o->v[7] = u; o->v[8] = v;
    }
}

/* ------------------------------------------------------------------ fg_raycast.h */

/* fg_segment3_aabb3_raycast(seg, box, max_t, hit).
 * Columns: seg.origin seg.delta box.min box.max max_t. Outputs: t, point, normal.
 * fg_segment3_aabb3_overlap runs on the same rows (max_t unused). */
static void run_segment3_aabb3_raycast(const void *args, bench_out *o)
{
    const args_seg3_aabb3 *a = args;
    fg_hit3 h;
    if (fg_segment3_aabb3_raycast(&a->seg, &a->box, a->max_t, &h) == FG_HIT) {
        o->ret = 1;
        o->v[0] = h.t;
        o->v[1] = h.point.x; o->v[2] = h.point.y; o->v[3] = h.point.z;
        o->v[4] = h.normal.x; o->v[5] = h.normal.y; o->v[6] = h.normal.z;
    }
}
static void run_segment3_aabb3_overlap(const void *args, bench_out *o)
{
    const args_seg3_aabb3 *a = args;
    fg_scalar t0, t1;
    if (fg_segment3_aabb3_overlap(&a->seg, &a->box, &t0, &t1) == FG_HIT) {
        o->ret = 1;
        o->v[0] = t0;
        o->v[1] = t1;
    }
}

/* fg_segment2_aabb2_raycast(seg, box, max_t, hit).
 * Columns: seg.origin seg.delta box.min box.max max_t. Outputs: t, point, normal.
 * fg_segment2_aabb2_overlap runs on the same rows (max_t unused). */
static void run_segment2_aabb2_raycast(const void *args, bench_out *o)
{
    const args_seg2_aabb2 *a = args;
    fg_hit2 h;
    if (fg_segment2_aabb2_raycast(&a->seg, &a->box, a->max_t, &h) == FG_HIT) {
        o->ret = 1;
        o->v[0] = h.t;
        o->v[1] = h.point.x; o->v[2] = h.point.y;
        o->v[3] = h.normal.x; o->v[4] = h.normal.y;
    }
}
static void run_segment2_aabb2_overlap(const void *args, bench_out *o)
{
    const args_seg2_aabb2 *a = args;
    fg_scalar t0, t1;
    if (fg_segment2_aabb2_overlap(&a->seg, &a->box, &t0, &t1) == FG_HIT) {
        o->ret = 1;
        o->v[0] = t0;
        o->v[1] = t1;
    }
}

/* fg_aabb3_contains_point(box, p) / fg_aabb2_contains_point: on the closest-point rows
 * above (box, p; about half the points inside or on the surface). */
static void run_aabb3_contains_point(const void *args, bench_out *o)
{
    const args_aabb3_point *a = args;
    o->ret = fg_aabb3_contains_point(&a->box, a->p);
}
static void run_aabb2_contains_point(const void *args, bench_out *o)
{
    const args_aabb2_point *a = args;
    o->ret = fg_aabb2_contains_point(&a->box, a->p);
}

/* ------------------------------------------------------------------ fg_obb.h */

/* fg_segment3_obb3_raycast(seg, box, max_t, hit).
 * Columns: seg.origin seg.delta local.min local.max axis[0] axis[1] axis[2] pos max_t.
 * Outputs: t, point, normal. */
typedef struct { fg_segment3 seg; fg_obb3 box; fg_scalar max_t; } args_seg3_obb3;
static void run_segment3_obb3_raycast(const void *args, bench_out *o)
{
    const args_seg3_obb3 *a = args;
    fg_hit3 h;
    if (fg_segment3_obb3_raycast(&a->seg, &a->box, a->max_t, &h) == FG_HIT) {
        o->ret = 1;
        o->v[0] = h.t;
        o->v[1] = h.point.x; o->v[2] = h.point.y; o->v[3] = h.point.z;
        o->v[4] = h.normal.x; o->v[5] = h.normal.y; o->v[6] = h.normal.z;
    }
}
/* rotations (axis[0], axis[1], axis[2]): identity, 90 and 45 degrees about z, and a
 * general one with exact rational axes (2/3, 2/3, 1/3) ... */
#define ROT_I   U(1), U(0), U(0),  U(0), U(1), U(0),  U(0), U(0), U(1)
#define ROT_Z90 U(0), U(1), U(0),  U(-1), U(0), U(0), U(0), U(0), U(1)
#define ROT_Z45 U(0.70710678), U(0.70710678), U(0), U(-0.70710678), U(0.70710678), U(0), U(0), U(0), U(1)
#define ROT_G   U(2.0 / 3), U(2.0 / 3), U(1.0 / 3),  U(-2.0 / 3), U(1.0 / 3), U(2.0 / 3), \
                U(1.0 / 3), U(-2.0 / 3), U(2.0 / 3)
#define CUBE1 U(-1), U(-1), U(-1), U(1), U(1), U(1)
static const int32_t in_seg3_obb3[][25] = {
    /* hits: axis-aligned, rotated 45 (a diamond) through a corner region, general rotation,
     * start inside, rotated 90 onto a face, long */
    { U(5), U(5), U(0),        U(10), U(0), U(0),   CUBE1,  ROT_I,   U(10), U(5), U(0),     U(1) },
    { U(-5), U(0.2), U(0),     U(10), U(0), U(0),   U(-2), U(-1), U(-1), U(2), U(1), U(1), ROT_Z45, U(0), U(0), U(0), U(1) },
    { U(90), U(-50), U(20),    U(20), U(0), U(0),   CUBE1,  ROT_G,   U(100), U(-50), U(20), U(1) },
    { U(100.5), U(-50), U(20), U(3), U(-1), U(2),   CUBE1,  ROT_G,   U(100), U(-50), U(20), U(1) },
    { U(-0.5), U(-3), U(0.5),  U(0), U(6), U(0),    U(0), U(0), U(0), U(4), U(1), U(1), ROT_Z90, U(0), U(0), U(0), U(1) },
    { U(-4000), U(1), U(1),    U(8000), U(0), U(0), U(-10), U(-10), U(-10), U(10), U(10), U(10), ROT_Z45, U(0), U(0), U(0), U(1) },
    { U(1.2), U(-5), U(0),     U(0), U(10), U(0),   CUBE1,  ROT_Z45, U(0), U(0), U(0),       U(1) },
    /* misses: beside, pointing away, cut by max_t, beside the diamond's corner (inside
     * the unrotated box's footprint), beside the general box, zero-length outside */
    { U(5), U(8), U(0),        U(10), U(0), U(0),   CUBE1,  ROT_I,   U(10), U(5), U(0),     U(1) },
    { U(5), U(5), U(0),        U(-10), U(0), U(0),  CUBE1,  ROT_I,   U(10), U(5), U(0),     U(1) },
    { U(5), U(5), U(0),        U(10), U(0), U(0),   CUBE1,  ROT_I,   U(10), U(5), U(0),     U(0.25) },
    { U(0.9), U(0.9), U(-5),   U(0), U(0), U(10),   CUBE1,  ROT_Z45, U(0), U(0), U(0),       U(1) },
    { U(90), U(-48), U(20),    U(20), U(0), U(0),   CUBE1,  ROT_G,   U(100), U(-50), U(20), U(1) },
    { U(3), U(3), U(3),        U(0), U(0), U(0),    CUBE1,  ROT_G,   U(0), U(0), U(0),       U(1) },
};

/* ------------------------------------------------------------------ fg_batch.h */

/* A scene of eight boxes (obstacles) for the batch queries, 3D and 2D. */
#define SCENE3 \
    U(2), U(-1), U(-1), U(3), U(1), U(1),         U(5), U(-1), U(-1), U(6), U(1), U(1),     \
    U(-3), U(-3), U(-3), U(-2), U(-2), U(-2),     U(0), U(4), U(0), U(1), U(5), U(1),       \
    U(10), U(10), U(10), U(12), U(12), U(12),     U(-8000), U(-8000), U(-8000), U(-7990), U(-7990), U(-7990), \
    U(4), U(-0.5), U(-0.5), U(4.5), U(0.5), U(0.5), U(-1), U(-1), U(5), U(1), U(1), U(6)
#define SCENE2 \
    U(2), U(-1), U(3), U(1),       U(5), U(-1), U(6), U(1),       U(-3), U(-3), U(-2), U(-2), \
    U(0), U(4), U(1), U(5),        U(10), U(10), U(12), U(12),    U(-8000), U(-8000), U(-7990), U(-7990), \
    U(4), U(-0.5), U(4.5), U(0.5), U(-1), U(5), U(1), U(6)

/* fg_segment3_aabb3_batch_nearest(seg, boxes, 8, max_t, &index, hit).
 * Columns: seg.origin seg.delta max_t, then the eight boxes. Returns index + 1 (0: no
 * hit); outputs t, point, normal. */
typedef struct { fg_segment3 seg; fg_scalar max_t; fg_aabb3 boxes[8]; } args_seg3_batch;
static void run_segment3_aabb3_batch_nearest(const void *args, bench_out *o)
{
    const args_seg3_batch *a = args;
    fg_hit3 h;
    size_t k;
    if (fg_segment3_aabb3_batch_nearest(&a->seg, a->boxes, 8, a->max_t, &k, &h) == FG_HIT) {
        o->ret = (int32_t)k + 1;
        o->v[0] = h.t;
        o->v[1] = h.point.x; o->v[2] = h.point.y; o->v[3] = h.point.z;
        o->v[4] = h.normal.x; o->v[5] = h.normal.y; o->v[6] = h.normal.z;
    }
}
static const int32_t in_seg3_batch[][55] = {
    /* hits: along +x (box 0 before 6 and 1), back along -x (1 before 6 and 0), up y,
     * up z, start inside box 6, diagonal down, diagonal up (to box 4), far corner */
    { U(0), U(0), U(0),        U(10), U(0), U(0),       U(1), SCENE3 },
    { U(8), U(0), U(0),        U(-10), U(0), U(0),      U(1), SCENE3 },
    { U(0.5), U(0), U(0.5),    U(0), U(8), U(0),        U(1), SCENE3 },
    { U(0), U(0), U(0),        U(0), U(0), U(8),        U(1), SCENE3 },
    { U(4.25), U(0), U(0),     U(-8), U(3), U(1),       U(1), SCENE3 },
    { U(0), U(0), U(0),        U(-4), U(-4), U(-4),     U(1), SCENE3 },
    { U(0), U(0), U(0),        U(11), U(11), U(11),     U(1), SCENE3 },
    { U(-7000), U(-7000), U(-7000), U(-995), U(-995), U(-995), U(1), SCENE3 },
    /* misses: between the boxes, stops short, cut by max_t, down y */
    { U(0), U(2), U(0),        U(10), U(0), U(0),       U(1), SCENE3 },
    { U(0), U(0), U(0),        U(1), U(0), U(0),        U(1), SCENE3 },
    { U(0), U(0), U(0),        U(10), U(0), U(0),       U(0.1), SCENE3 },
    { U(0), U(0), U(0),        U(0), U(-8), U(0),       U(1), SCENE3 },
};

/* fg_segment2_aabb2_batch_nearest(seg, boxes, 8, max_t, &index, hit).
 * Columns: seg.origin seg.delta max_t, then the eight rectangles. Returns index + 1. */
typedef struct { fg_segment2 seg; fg_scalar max_t; fg_aabb2 boxes[8]; } args_seg2_batch;
static void run_segment2_aabb2_batch_nearest(const void *args, bench_out *o)
{
    const args_seg2_batch *a = args;
    fg_hit2 h;
    size_t k;
    if (fg_segment2_aabb2_batch_nearest(&a->seg, a->boxes, 8, a->max_t, &k, &h) == FG_HIT) {
        o->ret = (int32_t)k + 1;
        o->v[0] = h.t;
        o->v[1] = h.point.x; o->v[2] = h.point.y;
        o->v[3] = h.normal.x; o->v[4] = h.normal.y;
    }
}
static const int32_t in_seg2_batch[][37] = {
    { U(0), U(0),        U(10), U(0),      U(1), SCENE2 },
    { U(8), U(0),        U(-10), U(0),     U(1), SCENE2 },
    { U(0.5), U(0),      U(0), U(8),       U(1), SCENE2 },
    { U(4.25), U(0),     U(-8), U(3),      U(1), SCENE2 },
    { U(0), U(0),        U(-4), U(-4),     U(1), SCENE2 },
    { U(0), U(0),        U(11), U(11),     U(1), SCENE2 },
    { U(-7000), U(-7000), U(-995), U(-995), U(1), SCENE2 },
    /* misses */
    { U(0), U(2),        U(10), U(0),      U(1), SCENE2 },
    { U(0), U(0),        U(1), U(0),       U(1), SCENE2 },
    { U(0), U(0),        U(10), U(0),      U(0.1), SCENE2 },
    { U(0), U(0),        U(0), U(-8),      U(1), SCENE2 },
    { U(-2), U(2.5),     U(8), U(0),       U(1), SCENE2 },
};

/* fg_aabb3_aabb3_batch_overlap(box, boxes, 8, out_idx, 8). Columns: box.min box.max,
 * then the eight boxes. Returns the number of overlapping boxes. */
typedef struct { fg_aabb3 box; fg_aabb3 boxes[8]; } args_aabb3_batch;
static void run_aabb3_aabb3_batch_overlap(const void *args, bench_out *o)
{
    const args_aabb3_batch *a = args;
    size_t idx[8];
    size_t found = 0;
    (void)fg_aabb3_aabb3_batch_overlap(&a->box, a->boxes, 8, idx, 8, &found);
    o->ret = (int32_t)found;
}
static const int32_t in_aabb3_batch[][54] = {
    { U(-0.5), U(-0.5), U(-0.5), U(0.5), U(0.5), U(0.5),   SCENE3 },   /* none */
    { U(1), U(-2), U(-2), U(7), U(2), U(2),                SCENE3 },   /* 0, 1, 6 */
    { U(-10), U(-10), U(-10), U(20), U(20), U(20),         SCENE3 },   /* all but 5 */
    { U(3), U(1), U(1), U(5), U(3), U(3),                  SCENE3 },   /* 0, 1 touching */
    { U(-8192), U(-8192), U(-8192), U(-7995), U(-7995), U(-7995), SCENE3 },  /* 5 */
    { U(0.5), U(0.5), U(0.5), U(0.75), U(4.5), U(5.5),     SCENE3 },   /* 3, 7 */
    { U(11), U(11), U(11), U(11), U(11), U(11),            SCENE3 },   /* a point in 4 */
    { U(100), U(100), U(100), U(200), U(200), U(200),      SCENE3 },   /* none */
};

/* ------------------------------------------------------------------ fg_line.h */

/* fg_line2_closest_point(line, p). Columns: n, d, p. Outputs: x, y. */
static void run_line2_closest_point(const void *args, bench_out *o)
{
    const args_line2_point *a = args;
    fg_vec2 r = {0, 0};
    o->ret = fg_line2_closest_point(&a->line, a->p, &r);
    o->v[0] = r.x;
    o->v[1] = r.y;
}

/* fg_segment2_closest_point(seg, p, &t). Columns: seg.origin seg.delta p.
 * Outputs: x, y, t. */
static void run_segment2_closest_point(const void *args, bench_out *o)
{
    const args_seg2_point *a = args;
    fg_scalar t;
    fg_vec2 r = {0, 0};
    o->ret = fg_segment2_closest_point(&a->seg, a->p, &r, &t);
    o->v[0] = r.x;
    o->v[1] = r.y;
    o->v[2] = t;
}

/* fg_segment3_closest_point(seg, p, &t). Columns: seg.origin seg.delta p.
 * Outputs: x, y, z, t. */
static void run_segment3_closest_point(const void *args, bench_out *o)
{
    const args_seg3_point *a = args;
    fg_scalar t;
    fg_vec3 r = {0, 0, 0};
    o->ret = fg_segment3_closest_point(&a->seg, a->p, &r, &t);
    o->v[0] = r.x;
    o->v[1] = r.y;
    o->v[2] = r.z;
    o->v[3] = t;
}

/* fg_line2_line2_intersect(a, b, &point). Columns: a.n a.d b.n b.d. Returns the
 * relation (FG_LINES_*); outputs: x, y. */
static void run_line2_line2_intersect(const void *args, bench_out *o)
{
    const args_line2_pair *a = args;
    fg_vec2 p = { FG_ZERO, FG_ZERO };
    o->ret = fg_line2_line2_intersect(&a->a, &a->b, &p);
    o->v[0] = p.x;
    o->v[1] = p.y;
}

/* fg_segment3_segment3_closest(a, b, &ta, &tb, &pa, &pb). Columns: a.origin a.delta
 * b.origin b.delta. Returns the lines' relation; outputs: ta, tb, pa, pb. */
static void run_segment3_segment3_closest(const void *args, bench_out *o)
{
    const args_seg3_pair *a = args;
    fg_scalar ta = FG_ZERO, tb = FG_ZERO;
    fg_vec3 pa = { FG_ZERO, FG_ZERO, FG_ZERO }, pb = { FG_ZERO, FG_ZERO, FG_ZERO };
    o->ret = fg_segment3_segment3_closest(&a->a, &a->b, &ta, &tb, &pa, &pb);
    o->v[0] = ta;
    o->v[1] = tb;
    o->v[2] = pa.x; o->v[3] = pa.y; o->v[4] = pa.z;
    o->v[5] = pb.x; o->v[6] = pb.y; o->v[7] = pb.z;
}

/* fg_plane_plane_plane_intersect(a, b, c, &point). Columns: three planes n, d.
 * Outputs: x, y, z. */
typedef struct { fg_plane a, b, c; } args_plane3;
static void run_plane_plane_plane_intersect(const void *args, bench_out *o)
{
    const args_plane3 *a = args;
    fg_vec3 p;
    if (fg_plane_plane_plane_intersect(&a->a, &a->b, &a->c, &p)) {
        o->ret = 1;
        o->v[0] = p.x;
        o->v[1] = p.y;
        o->v[2] = p.z;
    }
}
static const int32_t in_plane3[][12] = {
    /* one point: axes, oblique, non-unit, far, nearly dependent */
    { U(1), U(0), U(0), U(1),     U(0), U(1), U(0), U(2),     U(0), U(0), U(1), U(3) },
    { U(1), U(1), U(0), U(1),     U(0), U(1), U(1), U(2),     U(1), U(0), U(1), U(3) },
    { U(3), U(-4), U(12), U(26),  U(2), U(7), U(-1), U(-5),   U(0.5), U(0.25), U(2), U(8) },
    { U(1), U(0), U(0), U(8000),  U(0), U(1), U(0), U(-8000), U(1), U(1), U(1), U(100) },
    { U(1), U(0), U(0), U(1),     U(0), U(1), U(0), U(1),     U(1), U(1), U(0.01), U(2.5) },
    { U(-2), U(5), U(1), U(-3),   U(4), U(-1), U(3), U(7),    U(1), U(1), U(-6), U(2) },
    /* none: two parallel, three sharing a line, zero normal */
    { U(1), U(0), U(0), U(1),     U(2), U(0), U(0), U(5),     U(0), U(0), U(1), U(3) },
    { U(1), U(0), U(0), U(0),     U(0), U(1), U(0), U(0),     U(1), U(1), U(0), U(0) },
    { U(1), U(0), U(0), U(1),     U(0), U(1), U(0), U(2),     U(0), U(0), U(0), U(3) },
};

/* ------------------------------------------------------------------ fg_vec.h */

/* Two vectors a, b (and t for lerp, s for scale). Columns: a b t. The 2D helpers take x, y. */
typedef struct { fg_vec3 a, b; fg_scalar t; } args_vec3_pair;
static void run_vec3_dot(const void *args, bench_out *o)
{
    const args_vec3_pair *a = args;
    o->v[0] = fg_vec3_dot(a->a, a->b);
}
static void run_vec2_dot(const void *args, bench_out *o)
{
    const args_vec3_pair *a = args;
    o->v[0] = fg_vec2_dot(fg_vec2_make(a->a.x, a->a.y), fg_vec2_make(a->b.x, a->b.y));
}
static void run_vec3_cross(const void *args, bench_out *o)
{
    const args_vec3_pair *a = args;
    fg_vec3 r = fg_vec3_cross(a->a, a->b);
    o->v[0] = r.x; o->v[1] = r.y; o->v[2] = r.z;
}
static void run_vec2_cross(const void *args, bench_out *o)
{
    const args_vec3_pair *a = args;
    o->v[0] = fg_vec2_cross(fg_vec2_make(a->a.x, a->a.y), fg_vec2_make(a->b.x, a->b.y));
}
static void run_vec3_length(const void *args, bench_out *o)
{
    const args_vec3_pair *a = args;
    o->v[0] = fg_vec3_length(a->a);
}
static void run_vec2_length(const void *args, bench_out *o)
{
    const args_vec3_pair *a = args;
    o->v[0] = fg_vec2_length(fg_vec2_make(a->a.x, a->a.y));
}
static void run_vec3_distance(const void *args, bench_out *o)
{
    const args_vec3_pair *a = args;
    o->v[0] = fg_vec3_distance(a->a, a->b);
}
static void run_vec2_distance(const void *args, bench_out *o)
{
    const args_vec3_pair *a = args;
    o->v[0] = fg_vec2_distance(fg_vec2_make(a->a.x, a->a.y), fg_vec2_make(a->b.x, a->b.y));
}
static void run_vec3_normalize(const void *args, bench_out *o)
{
    const args_vec3_pair *a = args;
    fg_vec3 r = fg_vec3_normalize(a->a);
    o->v[0] = r.x; o->v[1] = r.y; o->v[2] = r.z;
}
static void run_vec2_normalize(const void *args, bench_out *o)
{
    const args_vec3_pair *a = args;
    fg_vec2 r = fg_vec2_normalize(fg_vec2_make(a->a.x, a->a.y));
    o->v[0] = r.x; o->v[1] = r.y;
}
static void run_vec3_lerp(const void *args, bench_out *o)
{
    const args_vec3_pair *a = args;
    fg_vec3 r = fg_vec3_lerp(a->a, a->b, a->t);
    o->v[0] = r.x; o->v[1] = r.y; o->v[2] = r.z;
}
static void run_vec2_lerp(const void *args, bench_out *o)
{
    const args_vec3_pair *a = args;
    fg_vec2 r = fg_vec2_lerp(fg_vec2_make(a->a.x, a->a.y), fg_vec2_make(a->b.x, a->b.y), a->t);
    o->v[0] = r.x; o->v[1] = r.y;
}
static void run_vec3_scale(const void *args, bench_out *o)
{
    const args_vec3_pair *a = args;
    fg_vec3 r = fg_vec3_scale(a->a, a->t);
    o->v[0] = r.x; o->v[1] = r.y; o->v[2] = r.z;
}
static void run_vec2_scale(const void *args, bench_out *o)
{
    const args_vec3_pair *a = args;
    fg_vec2 r = fg_vec2_scale(fg_vec2_make(a->a.x, a->a.y), a->t);
    o->v[0] = r.x; o->v[1] = r.y;
}
static const int32_t in_vec3_pair[][7] = {
    /* everyday values, a Pythagorean pair, tiny (1 LSB), zero, the domain's corners,
     * values that saturate (|v| and products beyond 32768 units), t outside [0, 1].
     * Non-dyadic values are written raw: avr-gcc's double is 32 bits, so U() would round
     * them differently there and the AVR would run other inputs. */
    { U(1), U(2), U(3),             U(4), U(-5), U(6),          U(0.5) },
    { U(3), U(4), U(12),            U(-0.75), U(0.5), U(2),     U(0.25) },
    { 66, U(-7.5), U(100),          U(250), U(3.25), U(-1),     6554 },          /* 0.001, 0.1 */
    { 1, 0, -1,                     0, 1, 1,                    U(1) },
    { 0, 0, 0,                      0, 0, 0,                    U(0) },
    { U(-8192), U(8192), U(-8192),  U(8192), U(-8192), U(8192), U(0.75) },
    { U(30000), U(-30000), U(100),  U(20000), U(20000), U(-3),  U(2) },
    { U(-0.5), U(1000), U(-4000),   8090812, -66, U(7),         U(-1.5) },       /* 123.456, -0.001 */
};

/* ------------------------------------------------------------------ triangle queries (issue 14) */

/* fg_triangle_closest_point(tri, p). Columns: tri.a tri.b tri.c p. Outputs: x, y, z. */
static void run_triangle_closest_point(const void *args, bench_out *o)
{
    const args_tri_point *a = args;
    fg_vec3 q = fg_vec3_make(FG_ZERO, FG_ZERO, FG_ZERO);
    o->ret = fg_triangle_closest_point(&a->tri, a->p, &q);
    o->v[0] = q.x;
    o->v[1] = q.y;
    o->v[2] = q.z;
}

/* fg_triangle_contains_point(tri, p). Columns: tri.a tri.b tri.c p. */
static void run_triangle_contains_point(const void *args, bench_out *o)
{
    const args_tri_point *a = args;
    o->ret = fg_triangle_contains_point(&a->tri, a->p);
}

/* fg_sphere_triangle_overlap(s, tri, closest). Columns: s.center s.radius tri.a tri.b tri.c.
 * Outputs: the closest point on a hit. */
static void run_sphere_triangle_overlap(const void *args, bench_out *o)
{
    const args_sphere_tri *a = args;
    fg_vec3 q = fg_vec3_make(FG_ZERO, FG_ZERO, FG_ZERO);
    o->ret = fg_sphere_triangle_overlap(&a->s, &a->tri, &q);
    o->v[0] = q.x;
    o->v[1] = q.y;
    o->v[2] = q.z;
}

/* ---- capsules (issue 13) ----
 * fg_segment2_capsule2_raycast(seg, cap, max_t, hit).
 * Columns: seg.origin seg.delta cap.a cap.b cap.radius max_t. Outputs: t, point, normal. */
static void run_segment2_capsule2_raycast(const void *args, bench_out *o)
{
    const args_seg2_capsule2 *a = args;
    fg_hit2 h;
    if (fg_segment2_capsule2_raycast(&a->seg, &a->cap, a->max_t, &h) == FG_HIT) {
        o->ret = 1;
        o->v[0] = h.t;
        o->v[1] = h.point.x; o->v[2] = h.point.y;
        o->v[3] = h.normal.x; o->v[4] = h.normal.y;
    }
}

/* fg_capsule3_sphere_overlap(cap, s, axis_pt). Columns: cap.a cap.b cap.radius s.center
 * s.radius. Outputs: the axis point. */
static void run_capsule3_sphere_overlap(const void *args, bench_out *o)
{
    const args_capsule3_sphere *a = args;
    fg_vec3 q = {0, 0, 0};
    o->ret = fg_capsule3_sphere_overlap(&a->cap, &a->s, &q);
    o->v[0] = q.x; o->v[1] = q.y; o->v[2] = q.z;
}

/* fg_capsule2_capsule2_overlap(p, q, on_p, on_q). Columns: p.a p.b p.radius q.a q.b q.radius.
 * Outputs: on_p, on_q. */
static void run_capsule2_capsule2_overlap(const void *args, bench_out *o)
{
    const args_capsule2_pair *a = args;
    fg_vec2 x = {0, 0}, y = {0, 0};
    o->ret = fg_capsule2_capsule2_overlap(&a->p, &a->q, &x, &y);
    o->v[0] = x.x; o->v[1] = x.y; o->v[2] = y.x; o->v[3] = y.y;
}

/* ---- contact manifolds (issue 13 item 5) ----
 * Outputs: normal, then depth and point per contact (the box pair: two). */
static void put_manifold(bench_out *o, fg_result r, const fg_manifold2 *m, int points)
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

/* fg_circle_circle_manifold(a, b, m). Columns: a.center a.radius b.center b.radius. */
static void run_circle_circle_manifold(const void *args, bench_out *o)
{
    const args_circle_pair *a = args;
    fg_manifold2 m;
    put_manifold(o, fg_circle_circle_manifold(&a->a, &a->b, &m), &m, 1);
}

/* fg_circle_aabb2_manifold(c, box, m). Columns: c.center c.radius box.min box.max. */
static void run_circle_aabb2_manifold(const void *args, bench_out *o)
{
    const args_circle_aabb2 *a = args;
    fg_manifold2 m;
    put_manifold(o, fg_circle_aabb2_manifold(&a->c, &a->box, &m), &m, 1);
}

/* fg_aabb2_aabb2_manifold(a, b, m). Columns: a.min a.max b.min b.max. */
static void run_aabb2_aabb2_manifold(const void *args, bench_out *o)
{
    const args_aabb2_pair *a = args;
    fg_manifold2 m;
    put_manifold(o, fg_aabb2_aabb2_manifold(&a->a, &a->b, &m), &m, 2);
}

/* fg_capsule2_circle_manifold(cap, c, m). Columns: cap.a cap.b cap.radius c.center c.radius. */
static void run_capsule2_circle_manifold(const void *args, bench_out *o)
{
    const args_capsule2_circle *a = args;
    fg_manifold2 m;
    put_manifold(o, fg_capsule2_circle_manifold(&a->cap, &a->c, &m), &m, 1);
}

/* ------------------------------------------------------------------ the registry */

/* ------------------------------------------------------------------ boxes and cameras, meshes (issue 14) */

/* fg_aabb3_aabb3_contains(a, b). Columns: a.min a.max b.min b.max. */
static void run_aabb3_aabb3_contains(const void *args, bench_out *o)
{
    const args_aabb3_pair *p = args;
    o->ret = fg_aabb3_aabb3_contains(&p->a, &p->b);
}

/* fg_frustum_aabb3_classify(f, box). Columns: 6 planes (n, d), box.min box.max.
 * Output: the fg_cull value. */
static void run_frustum_aabb3_classify(const void *args, bench_out *o)
{
    const args_frustum_aabb3 *a = args;
    o->ret = (int)fg_frustum_aabb3_classify(&a->f, &a->box);
}

/* fg_frustum_sphere_classify(f, s). Columns: 6 planes (n, d), centre, radius. */
static void run_frustum_sphere_classify(const void *args, bench_out *o)
{
    const args_frustum_sphere *a = args;
    o->ret = (int)fg_frustum_sphere_classify(&a->f, &a->s);
}

/* fg_triangle_aabb3_overlap(tri, box). Columns: a b c, box.min box.max. */
static void run_triangle_aabb3_overlap(const void *args, bench_out *o)
{
    const args_tri_aabb3 *a = args;
    o->ret = fg_triangle_aabb3_overlap(&a->tri, &a->box);
}

/* fg_segment3_triangle_batch_nearest(seg, tris, 6, both sides, max_t, &index, hit, u, v).
 * Columns: seg.origin seg.delta max_t, 6 triangles. Outputs: t, point, normal, index. */
static void run_segment3_triangle_batch_nearest(const void *args, bench_out *o)
{
    const args_seg3_mesh *a = args;
    fg_hit3 h;
    size_t k;
    if (fg_segment3_triangle_batch_nearest(&a->seg, a->tris, BENCH_MESH_N, FG_BOTH_SIDES, a->max_t, &k, &h, NULL,
                                           NULL) == FG_HIT) {
        o->ret = 1;
        o->v[0] = h.t;
        o->v[1] = h.point.x; o->v[2] = h.point.y; o->v[3] = h.point.z;
        o->v[4] = h.normal.x; o->v[5] = h.normal.y; o->v[6] = h.normal.z;
        o->v[7] = fg_from_int((int32_t)k);
    }
}

/* ---- grid traversal (issue 14) ---- */
/* fg_grid2_walk_begin, then fg_grid2_walk_next over every cell (the measured call is the
 * whole walk: divide by the cell count, output 0, for instructions per cell).
 * Columns: grid origin, cell_size, cells_x, cells_y (whole units), seg.origin seg.delta max_t.
 * Outputs: cells, the last cell's x, y and entry t. */
static void run_grid2_walk(const void *args, bench_out *o)
{
    const args_grid2_walk *a = args;
    fg_grid2 g;
    fg_grid_walk w;
    fg_grid_cell c;
    int32_t n = 0;
    g.origin = a->origin;
    g.cell_size = a->cell_size;
    g.cells_x = fg_to_int_floor(a->cells_x);
    g.cells_y = fg_to_int_floor(a->cells_y);
    if (fg_grid2_walk_begin(&w, &g, &a->seg, a->max_t) == FG_HIT) {
        while (fg_grid2_walk_next(&w, &c)) {
            n++;
        }
        o->ret = 1;
        o->v[0] = fg_from_int(n);
        o->v[1] = fg_from_int(c.x);
        o->v[2] = fg_from_int(c.y);
        o->v[3] = c.t;
    }
}


/* ------------------------------------------------------------------ fg_polygon.h */

/* fg_segment2_segment2_intersect(a, b, ta, tb, point). Columns: a.origin a.delta b.origin
 * b.delta. Outputs: ta, tb, point. ret: the fg_segs2. */
static void run_segment2_segment2_intersect(const void *args, bench_out *o)
{
    const args_seg2_pair *a = args;
    fg_scalar ta = FG_ZERO, tb = FG_ZERO;
    fg_vec2 p = { FG_ZERO, FG_ZERO };
    o->ret = (int32_t)fg_segment2_segment2_intersect(&a->a, &a->b, &ta, &tb, &p);
    o->v[0] = ta;
    o->v[1] = tb;
    o->v[2] = p.x; o->v[3] = p.y;
}

/* fg_poly2_contains_point(poly, p). Columns: p, the hexagon's vertices. */
static void run_poly2_contains_point(const void *args, bench_out *o)
{
    const args_poly_point *a = args;
    fg_poly2 poly;
    poly.v = a->v;
    poly.count = BENCH_POLY_N;
    o->ret = fg_poly2_contains_point(&poly, a->p);
}

/* fg_segment2_poly2_raycast(seg, poly, max_t, hit). Columns: seg.origin seg.delta max_t,
 * the hexagon's vertices. Outputs: t, point, normal. */
static void run_segment2_poly2_raycast(const void *args, bench_out *o)
{
    const args_seg2_poly *a = args;
    fg_poly2 poly;
    fg_hit2 h;
    poly.v = a->v;
    poly.count = BENCH_POLY_N;
    if (fg_segment2_poly2_raycast(&a->seg, &poly, a->max_t, &h) == FG_HIT) {
        o->ret = 1;
        o->v[0] = h.t;
        o->v[1] = h.point.x; o->v[2] = h.point.y;
        o->v[3] = h.normal.x; o->v[4] = h.normal.y;
    }
}

/* fg_poly2_poly2_overlap(a, b). Columns: a's vertices, b's vertices (hexagons). */
static void run_poly2_poly2_overlap(const void *args, bench_out *o)
{
    const args_poly_pair *a = args;
    fg_poly2 pa, pb;
    pa.v = a->a;
    pa.count = BENCH_POLY_N;
    pb.v = a->b;
    pb.count = BENCH_POLY_N;
    o->ret = fg_poly2_poly2_overlap(&pa, &pb);
}

/* ---- issue 14's remaining rows: the 3D walk, 2D triangles, barycentric, triangle vs
 * plane, box pairs ---- */

/* fg_grid3_walk_begin, then fg_grid3_walk_next over every cell (the whole walk, as the 2D
 * row). Columns: grid origin, cell_size, cells_x, cells_y, cells_z (whole units),
 * seg.origin seg.delta max_t. Outputs: cells, the last cell's x, y, z and entry t. */
static void run_grid3_walk(const void *args, bench_out *o)
{
    const args_grid3_walk *a = args;
    fg_grid3 g;
    fg_grid_walk w;
    fg_grid_cell c;
    int32_t n = 0;
    g.origin = a->origin;
    g.cell_size = a->cell_size;
    g.cells_x = fg_to_int_floor(a->cells_x);
    g.cells_y = fg_to_int_floor(a->cells_y);
    g.cells_z = fg_to_int_floor(a->cells_z);
    if (fg_grid3_walk_begin(&w, &g, &a->seg, a->max_t) == FG_HIT) {
        while (fg_grid3_walk_next(&w, &c)) {
            n++;
        }
        o->ret = 1;
        o->v[0] = fg_from_int(n);
        o->v[1] = fg_from_int(c.x);
        o->v[2] = fg_from_int(c.y);
        o->v[3] = fg_from_int(c.z);
        o->v[4] = c.t;
    }
}

/* fg_triangle2_contains_point(tri, p). Columns: tri.a tri.b tri.c p (2D). */
static void run_triangle2_contains_point(const void *args, bench_out *o)
{
    const args_tri2_point *a = args;
    o->ret = fg_triangle2_contains_point(&a->tri, a->p);
}

/* fg_triangle2_barycentric(tri, p, u, v, w). Columns: tri.a tri.b tri.c p. Outputs: u, v, w. */
static void run_triangle2_barycentric(const void *args, bench_out *o)
{
    const args_tri2_point *a = args;
    fg_scalar u = FG_ZERO, v = FG_ZERO, w = FG_ZERO;
    o->ret = fg_triangle2_barycentric(&a->tri, a->p, &u, &v, &w) == FG_OK;
    o->v[0] = u;
    o->v[1] = v;
    o->v[2] = w;
}

/* fg_triangle_barycentric(tri, p, u, v, w). Columns: tri.a tri.b tri.c p. Outputs: u, v, w. */
static void run_triangle_barycentric(const void *args, bench_out *o)
{
    const args_tri_point *a = args;
    fg_scalar u = FG_ZERO, v = FG_ZERO, w = FG_ZERO;
    o->ret = fg_triangle_barycentric(&a->tri, a->p, &u, &v, &w) == FG_OK;
    o->v[0] = u;
    o->v[1] = v;
    o->v[2] = w;
}

/* fg_triangle_plane_classify(tri, plane). Columns: tri.a tri.b tri.c plane.n plane.d.
 * ret: 1 when it straddles (the hit class), output 0: the fg_side. */
static void run_triangle_plane_classify(const void *args, bench_out *o)
{
    const args_tri_plane *a = args;
    fg_side s = fg_triangle_plane_classify(&a->tri, &a->plane);
    o->ret = s == FG_STRADDLING;
    o->v[0] = fg_from_int((int32_t)s);
}

/* fg_triangle_plane_intersect(tri, plane, p0, p1). Columns as the classify row.
 * Outputs: p0, p1. */
static void run_triangle_plane_intersect(const void *args, bench_out *o)
{
    const args_tri_plane *a = args;
    fg_vec3 p0 = fg_vec3_make(FG_ZERO, FG_ZERO, FG_ZERO), p1 = p0;
    o->ret = fg_triangle_plane_intersect(&a->tri, &a->plane, &p0, &p1);
    o->v[0] = p0.x; o->v[1] = p0.y; o->v[2] = p0.z;
    o->v[3] = p1.x; o->v[4] = p1.y; o->v[5] = p1.z;
}

/* fg_aabb2_aabb2_contains(a, b). Columns: a.min a.max b.min b.max. */
static void run_aabb2_aabb2_contains(const void *args, bench_out *o)
{
    const args_aabb2_pair *p = args;
    o->ret = fg_aabb2_aabb2_contains(&p->a, &p->b);
}

/* fg_aabb2_aabb2_union / _intersection(a, b, out). Columns: a.min a.max b.min b.max.
 * Outputs: out.min out.max. */
static void store_box2(bench_out *o, const fg_aabb2 *b)
{
    o->v[0] = b->min.x; o->v[1] = b->min.y;
    o->v[2] = b->max.x; o->v[3] = b->max.y;
}
static void store_box3(bench_out *o, const fg_aabb3 *b)
{
    o->v[0] = b->min.x; o->v[1] = b->min.y; o->v[2] = b->min.z;
    o->v[3] = b->max.x; o->v[4] = b->max.y; o->v[5] = b->max.z;
}
static void run_aabb2_aabb2_union(const void *args, bench_out *o)
{
    const args_aabb2_pair *p = args;
    fg_aabb2 r = p->a;
    o->ret = fg_aabb2_aabb2_union(&p->a, &p->b, &r) == FG_OK;
    store_box2(o, &r);
}
static void run_aabb3_aabb3_union(const void *args, bench_out *o)
{
    const args_aabb3_pair *p = args;
    fg_aabb3 r = p->a;
    o->ret = fg_aabb3_aabb3_union(&p->a, &p->b, &r) == FG_OK;
    store_box3(o, &r);
}
static void run_aabb2_aabb2_intersection(const void *args, bench_out *o)
{
    const args_aabb2_pair *p = args;
    fg_aabb2 r = p->a;
    o->ret = fg_aabb2_aabb2_intersection(&p->a, &p->b, &r);
    store_box2(o, &r);
}
static void run_aabb3_aabb3_intersection(const void *args, bench_out *o)
{
    const args_aabb3_pair *p = args;
    fg_aabb3 r = p->a;
    o->ret = fg_aabb3_aabb3_intersection(&p->a, &p->b, &r);
    store_box3(o, &r);
}

/* ------------------------------------------------------------------ issue 13: swept balls */

/* fg_sphere_aabb3_sweep(s, delta, box, max_t, hit). Columns: s.center s.radius delta box.min
 * box.max max_t. Outputs: t, point, normal. */
static void run_sphere_aabb3_sweep(const void *args, bench_out *o)
{
    const args_sphere_aabb3_sweep *a = args;
    fg_hit3 h;
    if (fg_sphere_aabb3_sweep(&a->s, a->delta, &a->box, a->max_t, &h) == FG_HIT) {
        o->ret = 1;
        o->v[0] = h.t;
        o->v[1] = h.point.x; o->v[2] = h.point.y; o->v[3] = h.point.z;
        o->v[4] = h.normal.x; o->v[5] = h.normal.y; o->v[6] = h.normal.z;
    }
}

/* fg_circle_aabb2_sweep(c, delta, box, max_t, hit). Columns: c.center c.radius delta box.min
 * box.max max_t. Outputs: t, point, normal. */
static void run_circle_aabb2_sweep(const void *args, bench_out *o)
{
    const args_circle_aabb2_sweep *a = args;
    fg_hit2 h;
    if (fg_circle_aabb2_sweep(&a->c, a->delta, &a->box, a->max_t, &h) == FG_HIT) {
        o->ret = 1;
        o->v[0] = h.t;
        o->v[1] = h.point.x; o->v[2] = h.point.y;
        o->v[3] = h.normal.x; o->v[4] = h.normal.y;
    }
}

/* ---- batch: nearest of N discs / balls (issue 13) ---- */
/* fg_segment2_circle_batch_nearest(seg, c, 8, max_t, &index, hit). Columns: seg.origin
 * seg.delta max_t, 8 x (center, radius). Outputs: t, point, normal, index. */
static void run_segment2_circle_batch_nearest(const void *args, bench_out *o)
{
    const args_seg2_circle_batch *a = args;
    fg_hit2 h;
    size_t k;
    if (fg_segment2_circle_batch_nearest(&a->seg, a->c, BENCH_BALLS_N, a->max_t, &k, &h) == FG_HIT) {
        o->ret = 1;
        o->v[0] = h.t;
        o->v[1] = h.point.x; o->v[2] = h.point.y;
        o->v[3] = h.normal.x; o->v[4] = h.normal.y;
        o->v[5] = fg_from_int((int32_t)k);
    }
}

/* fg_segment2_capsule2_batch_nearest(seg, c, 8, max_t, &index, hit). Columns: seg.origin
 * seg.delta max_t, 8 x (a, b, radius). Outputs: t, point, normal, index. */
static void run_segment2_capsule2_batch_nearest(const void *args, bench_out *o)
{
    const args_seg2_capsule2_batch *a = args;
    fg_hit2 h;
    size_t k;
    if (fg_segment2_capsule2_batch_nearest(&a->seg, a->c, BENCH_BALLS_N, a->max_t, &k, &h) == FG_HIT) {
        o->ret = 1;
        o->v[0] = h.t;
        o->v[1] = h.point.x; o->v[2] = h.point.y;
        o->v[3] = h.normal.x; o->v[4] = h.normal.y;
        o->v[5] = fg_from_int((int32_t)k);
    }
}

/* fg_segment3_capsule3_batch_nearest(seg, c, 8, max_t, &index, hit). Columns: seg.origin
 * seg.delta max_t, 8 x (a, b, radius). Outputs: t, point, normal, index. */
static void run_segment3_capsule3_batch_nearest(const void *args, bench_out *o)
{
    const args_seg3_capsule3_batch *a = args;
    fg_hit3 h;
    size_t k;
    if (fg_segment3_capsule3_batch_nearest(&a->seg, a->c, BENCH_BALLS_N, a->max_t, &k, &h) == FG_HIT) {
        o->ret = 1;
        o->v[0] = h.t;
        o->v[1] = h.point.x; o->v[2] = h.point.y; o->v[3] = h.point.z;
        o->v[4] = h.normal.x; o->v[5] = h.normal.y; o->v[6] = h.normal.z;
        o->v[7] = fg_from_int((int32_t)k);
    }
}

/* fg_segment3_sphere_batch_nearest(seg, s, 8, max_t, &index, hit). Columns: seg.origin
 * seg.delta max_t, 8 x (center, radius). Outputs: t, point, normal, index. */
static void run_segment3_sphere_batch_nearest(const void *args, bench_out *o)
{
    const args_seg3_sphere_batch *a = args;
    fg_hit3 h;
    size_t k;
    if (fg_segment3_sphere_batch_nearest(&a->seg, a->s, BENCH_BALLS_N, a->max_t, &k, &h) == FG_HIT) {
        o->ret = 1;
        o->v[0] = h.t;
        o->v[1] = h.point.x; o->v[2] = h.point.y; o->v[3] = h.point.z;
        o->v[4] = h.normal.x; o->v[5] = h.normal.y; o->v[6] = h.normal.z;
        o->v[7] = fg_from_int((int32_t)k);
    }
}

/* move-and-slide (issue 13): fg_circle_aabb2_slide / fg_aabb2_aabb2_slide against 4 walls,
 * max_iter 4, no contact array. Outputs: the end, the number of contacts. */
static void run_circle_aabb2_slide(const void *args, bench_out *o)
{
    const args_circle_aabb2_slide *a = args;
    fg_vec2 end = {FG_ZERO, FG_ZERO};
    int32_t n = 0;
    if (fg_circle_aabb2_slide(&a->c, a->delta, a->walls, 4, 4, &end, NULL, 0, &n) == FG_HIT) {
        o->ret = 1;
    }
    o->v[0] = end.x; o->v[1] = end.y; o->v[2] = fg_from_int(n);
}

static void run_aabb2_aabb2_slide(const void *args, bench_out *o)
{
    const args_aabb2_aabb2_slide *a = args;
    fg_vec2 end = {FG_ZERO, FG_ZERO};
    int32_t n = 0;
    if (fg_aabb2_aabb2_slide(&a->box, a->delta, a->walls, 4, 4, &end, NULL, 0, &n) == FG_HIT) {
        o->ret = 1;
    }
    o->v[0] = end.x; o->v[1] = end.y; o->v[2] = fg_from_int(n);
}

/* 3D move-and-slide (issue 13): fg_sphere_aabb3_slide / fg_aabb3_aabb3_slide in a room of
 * 4 boxes, fg_aabb3_triangle_slide / fg_sphere_triangle_slide against 4 triangles; max_iter 4
 * and no contact array, as the 2D rows. Outputs: the end (a box: its min corner), the number of contacts. */
static void run_sphere_aabb3_slide(const void *args, bench_out *o)
{
    const args_sphere_aabb3_slide *a = args;
    fg_vec3 end = {FG_ZERO, FG_ZERO, FG_ZERO};
    int32_t n = 0;
    if (fg_sphere_aabb3_slide(&a->s, a->delta, a->walls, 4, 4, &end, NULL, 0, &n) == FG_HIT) {
        o->ret = 1;
    }
    o->v[0] = end.x; o->v[1] = end.y; o->v[2] = end.z; o->v[3] = fg_from_int(n);
}

static void run_aabb3_aabb3_slide(const void *args, bench_out *o)
{
    const args_aabb3_aabb3_slide *a = args;
    fg_vec3 end = {FG_ZERO, FG_ZERO, FG_ZERO};
    int32_t n = 0;
    if (fg_aabb3_aabb3_slide(&a->box, a->delta, a->walls, 4, 4, &end, NULL, 0, &n) == FG_HIT) {
        o->ret = 1;
    }
    o->v[0] = end.x; o->v[1] = end.y; o->v[2] = end.z; o->v[3] = fg_from_int(n);
}

static void run_aabb3_triangle_slide(const void *args, bench_out *o)
{
    const args_aabb3_triangle_slide *a = args;
    fg_vec3 end = {FG_ZERO, FG_ZERO, FG_ZERO};
    int32_t n = 0;
    if (fg_aabb3_triangle_slide(&a->box, a->delta, a->walls, 4, 4, &end, NULL, 0, &n) == FG_HIT) {
        o->ret = 1;
    }
    o->v[0] = end.x; o->v[1] = end.y; o->v[2] = end.z; o->v[3] = fg_from_int(n);
}

static void run_sphere_triangle_slide(const void *args, bench_out *o)
{
    const args_sphere_triangle_slide *a = args;
    fg_vec3 end = {FG_ZERO, FG_ZERO, FG_ZERO};
    int32_t n = 0;
    if (fg_sphere_triangle_slide(&a->s, a->delta, a->walls, 4, 4, &end, NULL, 0, &n) == FG_HIT) {
        o->ret = 1;
    }
    o->v[0] = end.x; o->v[1] = end.y; o->v[2] = end.z; o->v[3] = fg_from_int(n);
}

/* swept box vs triangle (issue 13 item 4's walls in 3D): fg_aabb3_triangle_sweep(box, delta,
 * tri, max_t, hit). Columns: box.min box.max delta tri.a tri.b tri.c max_t. Outputs: t,
 * point, normal. */
static void run_aabb3_triangle_sweep(const void *args, bench_out *o)
{
    const args_aabb3_triangle_sweep *a = args;
    fg_hit3 h;
    if (fg_aabb3_triangle_sweep(&a->box, a->delta, &a->tri, a->max_t, &h) == FG_HIT) {
        o->ret = 1;
        o->v[0] = h.t;
        o->v[1] = h.point.x; o->v[2] = h.point.y; o->v[3] = h.point.z;
        o->v[4] = h.normal.x; o->v[5] = h.normal.y; o->v[6] = h.normal.z;
    }
}

/* ---- 3D capsule casts and sweeps (issue 13, capsule3) ----
 * fg_segment3_capsule3_raycast(seg, cap, max_t, hit). Columns: seg.origin seg.delta cap.a
 * cap.b cap.radius max_t. Outputs: t, point, normal. */
static void run_segment3_capsule3_raycast(const void *args, bench_out *o)
{
    const args_seg3_capsule3 *a = args;
    fg_hit3 h;
    if (fg_segment3_capsule3_raycast(&a->seg, &a->cap, a->max_t, &h) == FG_HIT) {
        o->ret = 1;
        o->v[0] = h.t;
        o->v[1] = h.point.x; o->v[2] = h.point.y; o->v[3] = h.point.z;
        o->v[4] = h.normal.x; o->v[5] = h.normal.y; o->v[6] = h.normal.z;
    }
}

/* fg_sphere_capsule3_sweep(s, delta, cap, max_t, hit). Columns: s.center s.radius delta cap.a
 * cap.b cap.radius max_t. Outputs: t, point, normal. */
static void run_sphere_capsule3_sweep(const void *args, bench_out *o)
{
    const args_sphere_capsule3_sweep *a = args;
    fg_hit3 h;
    if (fg_sphere_capsule3_sweep(&a->s, a->delta, &a->cap, a->max_t, &h) == FG_HIT) {
        o->ret = 1;
        o->v[0] = h.t;
        o->v[1] = h.point.x; o->v[2] = h.point.y; o->v[3] = h.point.z;
        o->v[4] = h.normal.x; o->v[5] = h.normal.y; o->v[6] = h.normal.z;
    }
}

/* fg_capsule2_circle_overlap(cap, circle, axis_pt). Columns: cap.a cap.b cap.radius
 * circle.center circle.radius. Outputs: the axis point. */
static void run_capsule2_circle_overlap(const void *args, bench_out *o)
{
    const args_capsule2_circle *a = args;
    fg_vec2 q = {0, 0};
    o->ret = fg_capsule2_circle_overlap(&a->cap, &a->c, &q);
    o->v[0] = q.x; o->v[1] = q.y;
}

/* fg_circle_capsule2_sweep(circle, delta, cap, max_t, hit). Columns: circle.center
 * circle.radius delta cap.a cap.b cap.radius max_t. Outputs: t, point, normal. */
static void run_circle_capsule2_sweep(const void *args, bench_out *o)
{
    const args_circle_capsule2_sweep *a = args;
    fg_hit2 h;
    if (fg_circle_capsule2_sweep(&a->c, a->delta, &a->cap, a->max_t, &h) == FG_HIT) {
        o->ret = 1;
        o->v[0] = h.t;
        o->v[1] = h.point.x; o->v[2] = h.point.y;
        o->v[3] = h.normal.x; o->v[4] = h.normal.y;
    }
}

/* ---- capsule vs box (issue 13 item 3) ----
 * fg_capsule2_aabb2_overlap(cap, box, on_axis, on_box). Columns: cap.a cap.b cap.radius
 * box.min box.max. Outputs: on_axis, on_box. */
static void run_capsule2_aabb2_overlap(const void *args, bench_out *o)
{
    const args_capsule2_aabb2 *a = args;
    fg_vec2 x = {0, 0}, y = {0, 0};
    o->ret = fg_capsule2_aabb2_overlap(&a->cap, &a->box, &x, &y);
    o->v[0] = x.x; o->v[1] = x.y; o->v[2] = y.x; o->v[3] = y.y;
}

/* fg_capsule3_aabb3_overlap: as above, in 3D. */
static void run_capsule3_aabb3_overlap(const void *args, bench_out *o)
{
    const args_capsule3_aabb3 *a = args;
    fg_vec3 x = {0, 0, 0}, y = {0, 0, 0};
    o->ret = fg_capsule3_aabb3_overlap(&a->cap, &a->box, &x, &y);
    o->v[0] = x.x; o->v[1] = x.y; o->v[2] = x.z; o->v[3] = y.x; o->v[4] = y.y; o->v[5] = y.z;
}

/* fg_capsule2_capsule2_manifold(p, q, m). Columns: p.a p.b p.radius q.a q.b q.radius. */
static void run_capsule2_capsule2_manifold(const void *args, bench_out *o)
{
    const args_capsule2_pair *a = args;
    fg_manifold2 m;
    put_manifold(o, fg_capsule2_capsule2_manifold(&a->p, &a->q, &m), &m, 1);
}

/* fg_capsule3_capsule3_overlap(p, q, on_p, on_q). Columns: p.a p.b p.radius q.a q.b q.radius.
 * Outputs: on_p, on_q. */
static void run_capsule3_capsule3_overlap(const void *args, bench_out *o)
{
    const args_capsule3_pair *a = args;
    fg_vec3 x = {0, 0, 0}, y = {0, 0, 0};
    o->ret = fg_capsule3_capsule3_overlap(&a->p, &a->q, &x, &y);
    o->v[0] = x.x; o->v[1] = x.y; o->v[2] = x.z; o->v[3] = y.x; o->v[4] = y.y; o->v[5] = y.z;
}

/* ---- swept sphere vs triangle (issue 13 item 2) ----
 * fg_sphere_triangle_sweep(s, delta, tri, max_t, hit). Columns: s.center s.radius delta tri.a
 * tri.b tri.c max_t. Outputs: t, point, normal. */
static void run_sphere_triangle_sweep(const void *args, bench_out *o)
{
    const args_sphere_triangle_sweep *a = args;
    fg_hit3 h;
    if (fg_sphere_triangle_sweep(&a->s, a->delta, &a->tri, a->max_t, &h) == FG_HIT) {
        o->ret = 1;
        o->v[0] = h.t;
        o->v[1] = h.point.x; o->v[2] = h.point.y; o->v[3] = h.point.z;
        o->v[4] = h.normal.x; o->v[5] = h.normal.y; o->v[6] = h.normal.z;
    }
}

const bench_fn bench_fns[] = {
    BENCH_FN_HM(fg_aabb2_aabb2_overlap, run_aabb2_aabb2_overlap, aabb2_aabb2_overlap, 0),
    BENCH_FN_HM(fg_aabb3_aabb3_overlap, run_aabb3_aabb3_overlap, aabb3_aabb3_overlap, 0),
    BENCH_FN(fg_aabb2_closest_point, run_aabb2_closest_point, in_aabb2_point, 2),
    BENCH_FN(fg_aabb3_closest_point, run_aabb3_closest_point, in_aabb3_point, 3),
    BENCH_FN_HM(fg_plane_unit_normal, run_plane_unit_normal, plane_unit_normal, 3),
    BENCH_FN_HM(fg_plane_closest_point, run_plane_closest_point, plane_closest_point, 3),
    BENCH_FN_HM(fg_segment3_plane_raycast, run_segment3_plane_raycast, segment3_plane_raycast, 7),
    BENCH_FN(fg_aabb3_plane_classify, run_aabb3_plane_classify, in_aabb3_plane, 0),
    BENCH_FN(fg_segment3_planes_raycast, run_segment3_planes_raycast, in_seg3_planes, 7),
    BENCH_FN(fg_aabb3_plane_sweep, run_aabb3_plane_sweep, in_aabb3_plane_sweep, 7),
    BENCH_FN_HM(fg_aabb3_aabb3_sweep, run_aabb3_aabb3_sweep, aabb3_aabb3_sweep, 7),
    BENCH_FN_HM(fg_aabb3_aabb3_sweep_interval, run_aabb3_aabb3_sweep_interval, aabb3_aabb3_sweep_interval, 2),
    BENCH_FN_HM(fg_aabb2_aabb2_sweep, run_aabb2_aabb2_sweep, aabb2_aabb2_sweep, 5),
    BENCH_FN_HM(fg_aabb2_aabb2_sweep_interval, run_aabb2_aabb2_sweep_interval, aabb2_aabb2_sweep_interval, 2),
    BENCH_FN_HM(fg_circle_closest_point, run_circle_closest_point, circle_closest_point, 2),
    BENCH_FN_HM(fg_sphere_closest_point, run_sphere_closest_point, sphere_closest_point, 3),
    BENCH_FN_HM(fg_segment2_circle_raycast, run_segment2_circle_raycast, segment2_circle_raycast, 5),
    BENCH_FN_HM(fg_segment3_sphere_raycast, run_segment3_sphere_raycast, segment3_sphere_raycast, 7),
    BENCH_FN_HM(fg_circle_circle_overlap, run_circle_circle_overlap, circle_circle_overlap, 0),
    BENCH_FN_HM(fg_sphere_sphere_overlap, run_sphere_sphere_overlap, sphere_sphere_overlap, 0),
    BENCH_FN_HM(fg_circle_circle_sweep, run_circle_circle_sweep, circle_circle_sweep, 5),
    BENCH_FN_HM(fg_sphere_sphere_sweep, run_sphere_sphere_sweep, sphere_sphere_sweep, 7),
    BENCH_FN_HM(fg_sphere_aabb3_overlap, run_sphere_aabb3_overlap, sphere_aabb3_overlap, 0),
    BENCH_FN_HM(fg_circle_aabb2_overlap, run_circle_aabb2_overlap, circle_aabb2_overlap, 0),
    BENCH_FN(fg_sphere_plane_classify, run_sphere_plane_classify, in_sphere_plane, 0),
    BENCH_FN(fg_sphere_plane_sweep, run_sphere_plane_sweep, in_sphere_plane_sweep, 7),
    BENCH_FN_HM(fg_segment3_triangle_raycast, run_segment3_triangle_raycast, segment3_triangle_raycast, 9),
    BENCH_FN_HM(fg_segment3_aabb3_raycast, run_segment3_aabb3_raycast, segment3_aabb3_raycast, 7),
    BENCH_FN_HM(fg_segment2_aabb2_raycast, run_segment2_aabb2_raycast, segment2_aabb2_raycast, 5),
    BENCH_FN_HM(fg_segment3_aabb3_overlap, run_segment3_aabb3_overlap, segment3_aabb3_overlap, 2),
    BENCH_FN_HM(fg_segment2_aabb2_overlap, run_segment2_aabb2_overlap, segment2_aabb2_overlap, 2),
    BENCH_FN_HM(fg_aabb3_contains_point, run_aabb3_contains_point, aabb3_contains_point, 0),
    BENCH_FN_HM(fg_aabb2_contains_point, run_aabb2_contains_point, aabb2_contains_point, 0),
    BENCH_FN(fg_segment3_obb3_raycast, run_segment3_obb3_raycast, in_seg3_obb3, 7),
    BENCH_FN(fg_segment3_aabb3_batch_nearest, run_segment3_aabb3_batch_nearest, in_seg3_batch, 7),
    BENCH_FN(fg_segment2_aabb2_batch_nearest, run_segment2_aabb2_batch_nearest, in_seg2_batch, 5),
    BENCH_FN(fg_aabb3_aabb3_batch_overlap, run_aabb3_aabb3_batch_overlap, in_aabb3_batch, 0),
    BENCH_FN_HM(fg_line2_closest_point, run_line2_closest_point, line2_closest_point, 2),
    BENCH_FN_HM(fg_segment2_closest_point, run_segment2_closest_point, segment2_closest_point, 3),
    BENCH_FN_HM(fg_segment3_closest_point, run_segment3_closest_point, segment3_closest_point, 4),
    BENCH_FN_HM(fg_line2_line2_intersect, run_line2_line2_intersect, line2_line2_intersect, 2),
    BENCH_FN_HM(fg_segment3_segment3_closest, run_segment3_segment3_closest, segment3_segment3_closest, 8),
    BENCH_FN(fg_plane_plane_plane_intersect, run_plane_plane_plane_intersect, in_plane3, 3),
    BENCH_FN(fg_vec3_scale, run_vec3_scale, in_vec3_pair, 3),
    BENCH_FN(fg_vec2_scale, run_vec2_scale, in_vec3_pair, 2),
    BENCH_FN(fg_vec3_dot, run_vec3_dot, in_vec3_pair, 1),
    BENCH_FN(fg_vec2_dot, run_vec2_dot, in_vec3_pair, 1),
    BENCH_FN(fg_vec3_cross, run_vec3_cross, in_vec3_pair, 3),
    BENCH_FN(fg_vec2_cross, run_vec2_cross, in_vec3_pair, 1),
    BENCH_FN(fg_vec3_length, run_vec3_length, in_vec3_pair, 1),
    BENCH_FN(fg_vec2_length, run_vec2_length, in_vec3_pair, 1),
    BENCH_FN(fg_vec3_distance, run_vec3_distance, in_vec3_pair, 1),
    BENCH_FN(fg_vec2_distance, run_vec2_distance, in_vec3_pair, 1),
    BENCH_FN(fg_vec3_normalize, run_vec3_normalize, in_vec3_pair, 3),
    BENCH_FN(fg_vec2_normalize, run_vec2_normalize, in_vec3_pair, 2),
    BENCH_FN(fg_vec3_lerp, run_vec3_lerp, in_vec3_pair, 3),
    BENCH_FN(fg_vec2_lerp, run_vec2_lerp, in_vec3_pair, 2),
    /* boxes and cameras, meshes (issue 14) */
    BENCH_FN_HM(fg_aabb3_aabb3_contains, run_aabb3_aabb3_contains, aabb3_aabb3_contains, 0),
    BENCH_FN_HM(fg_frustum_aabb3_classify, run_frustum_aabb3_classify, frustum_aabb3_classify, 0),
    BENCH_FN_HM(fg_frustum_sphere_classify, run_frustum_sphere_classify, frustum_sphere_classify, 0),
    BENCH_FN_HM(fg_triangle_aabb3_overlap, run_triangle_aabb3_overlap, triangle_aabb3_overlap, 0),
    BENCH_FN_HM(fg_segment3_triangle_batch_nearest, run_segment3_triangle_batch_nearest,
                segment3_triangle_batch_nearest, 8),
    /* grid traversal (issue 14): the whole walk; per cell: divide by output 0 */
    BENCH_FN_HM(fg_grid2_walk_begin, run_grid2_walk, grid2_walk, 4),
    /* triangle queries (issue 14) */
    BENCH_FN_HM(fg_triangle_closest_point, run_triangle_closest_point, triangle_closest_point, 3),
    BENCH_FN_HM(fg_triangle_contains_point, run_triangle_contains_point, triangle_contains_point, 0),
    BENCH_FN_HM(fg_sphere_triangle_overlap, run_sphere_triangle_overlap, sphere_triangle_overlap, 3),
    /* 2D segments and convex polygons */
    BENCH_FN_HM(fg_segment2_segment2_intersect, run_segment2_segment2_intersect, segment2_segment2_intersect, 4),
    BENCH_FN_HM(fg_poly2_contains_point, run_poly2_contains_point, poly2_contains_point, 0),
    BENCH_FN_HM(fg_segment2_poly2_raycast, run_segment2_poly2_raycast, segment2_poly2_raycast, 5),
    BENCH_FN_HM(fg_poly2_poly2_overlap, run_poly2_poly2_overlap, poly2_poly2_overlap, 0),
    /* issue 14's remaining rows */
    BENCH_FN_HM(fg_grid3_walk_begin, run_grid3_walk, grid3_walk, 5),
    BENCH_FN_HM(fg_triangle2_contains_point, run_triangle2_contains_point, triangle2_contains_point, 0),
    BENCH_FN_HM(fg_triangle_barycentric, run_triangle_barycentric, triangle_barycentric, 3),
    BENCH_FN_HM(fg_triangle2_barycentric, run_triangle2_barycentric, triangle2_barycentric, 3),
    BENCH_FN_HM(fg_triangle_plane_classify, run_triangle_plane_classify, triangle_plane_classify, 1),
    BENCH_FN_HM(fg_triangle_plane_intersect, run_triangle_plane_intersect, triangle_plane_intersect, 6),
    BENCH_FN_HM(fg_aabb2_aabb2_contains, run_aabb2_aabb2_contains, aabb2_aabb2_contains, 0),
    BENCH_FN_HM(fg_aabb2_aabb2_union, run_aabb2_aabb2_union, aabb2_aabb2_union, 4),
    BENCH_FN_HM(fg_aabb3_aabb3_union, run_aabb3_aabb3_union, aabb3_aabb3_union, 6),
    BENCH_FN_HM(fg_aabb2_aabb2_intersection, run_aabb2_aabb2_intersection, aabb2_aabb2_intersection, 4),
    BENCH_FN_HM(fg_aabb3_aabb3_intersection, run_aabb3_aabb3_intersection, aabb3_aabb3_intersection, 6),
    /* issue 13: swept balls */
    BENCH_FN_HM(fg_sphere_aabb3_sweep, run_sphere_aabb3_sweep, sphere_aabb3_sweep, 7),
    BENCH_FN_HM(fg_circle_aabb2_sweep, run_circle_aabb2_sweep, circle_aabb2_sweep, 5),
    /* capsules (issue 13) */
    BENCH_FN_HM(fg_segment2_capsule2_raycast, run_segment2_capsule2_raycast, segment2_capsule2_raycast, 5),
    BENCH_FN_HM(fg_capsule3_sphere_overlap, run_capsule3_sphere_overlap, capsule3_sphere_overlap, 3),
    BENCH_FN_HM(fg_capsule2_capsule2_overlap, run_capsule2_capsule2_overlap, capsule2_capsule2_overlap, 4),
    /* contact manifolds (issue 13 item 5) */
    BENCH_FN_HM(fg_circle_circle_manifold, run_circle_circle_manifold, circle_circle_manifold, 5),
    BENCH_FN_HM(fg_circle_aabb2_manifold, run_circle_aabb2_manifold, circle_aabb2_manifold, 5),
    BENCH_FN_HM(fg_aabb2_aabb2_manifold, run_aabb2_aabb2_manifold, aabb2_aabb2_manifold, 8),
    BENCH_FN_HM(fg_capsule2_circle_manifold, run_capsule2_circle_manifold, capsule2_circle_manifold, 5),
    /* batch: nearest of N discs / balls (issue 13) */
    BENCH_FN_HM(fg_segment2_circle_batch_nearest, run_segment2_circle_batch_nearest, segment2_circle_batch_nearest, 6),
    BENCH_FN_HM(fg_segment3_sphere_batch_nearest, run_segment3_sphere_batch_nearest, segment3_sphere_batch_nearest, 8),
    /* move-and-slide (issue 13) */
    BENCH_FN_HM(fg_circle_aabb2_slide, run_circle_aabb2_slide, circle_aabb2_slide, 3),
    BENCH_FN_HM(fg_aabb2_aabb2_slide, run_aabb2_aabb2_slide, aabb2_aabb2_slide, 3),
    /* batch: nearest of N 2D capsules (issue 13) */
    BENCH_FN_HM(fg_segment2_capsule2_batch_nearest, run_segment2_capsule2_batch_nearest,
                segment2_capsule2_batch_nearest, 6),
    /* swept box vs triangle (issue 13) */
    BENCH_FN_HM(fg_aabb3_triangle_sweep, run_aabb3_triangle_sweep, aabb3_triangle_sweep, 7),
    /* 3D capsule casts and sweeps (issue 13, capsule3) */
    BENCH_FN_HM(fg_segment3_capsule3_raycast, run_segment3_capsule3_raycast, segment3_capsule3_raycast, 7),
    BENCH_FN_HM(fg_sphere_capsule3_sweep, run_sphere_capsule3_sweep, sphere_capsule3_sweep, 7),
    /* capsule vs box (issue 13 item 3) */
    BENCH_FN_HM(fg_capsule2_aabb2_overlap, run_capsule2_aabb2_overlap, capsule2_aabb2_overlap, 4),
    BENCH_FN_HM(fg_capsule3_aabb3_overlap, run_capsule3_aabb3_overlap, capsule3_aabb3_overlap, 6),
    BENCH_FN_HM(fg_capsule3_capsule3_overlap, run_capsule3_capsule3_overlap, capsule3_capsule3_overlap, 6),
    BENCH_FN_HM(fg_capsule2_capsule2_manifold, run_capsule2_capsule2_manifold, capsule2_capsule2_manifold, 5),
    /* batch: nearest of N 3D capsules (issue 13) */
    BENCH_FN_HM(fg_segment3_capsule3_batch_nearest, run_segment3_capsule3_batch_nearest,
                segment3_capsule3_batch_nearest, 8),
    /* swept sphere vs triangle (issue 13 item 2) */
    BENCH_FN_HM(fg_sphere_triangle_sweep, run_sphere_triangle_sweep, sphere_triangle_sweep, 7),
    /* 3D move-and-slide (issue 13) */
    BENCH_FN_HM(fg_sphere_aabb3_slide, run_sphere_aabb3_slide, sphere_aabb3_slide, 4),
    BENCH_FN_HM(fg_aabb3_aabb3_slide, run_aabb3_aabb3_slide, aabb3_aabb3_slide, 4),
    BENCH_FN_HM(fg_aabb3_triangle_slide, run_aabb3_triangle_slide, aabb3_triangle_slide, 4),
    BENCH_FN_HM(fg_sphere_triangle_slide, run_sphere_triangle_slide, sphere_triangle_slide, 4),
    /* issue 13: 2D capsule vs disc, the swept disc */
    BENCH_FN_HM(fg_capsule2_circle_overlap, run_capsule2_circle_overlap, capsule2_circle_overlap, 2),
    BENCH_FN_HM(fg_circle_capsule2_sweep, run_circle_capsule2_sweep, circle_capsule2_sweep, 5),
};
const unsigned bench_fn_count = BENCH_ROWS(bench_fns);
