/*
 * bench_cases.c - the benchmark registry: per fixgeom function a wrapper, a fixed table
 * of inputs (hits and misses mixed) and one registry line.
 *
 * Written once against the scalar layer: this same file is compiled into the Q16.16
 * image (-Ilib/scalar/fix16) and the float image (-Ilib/scalar/float); the cglm image
 * uses its input tables too. So every implementation sees the very same inputs.
 *
 * Adding a function (see the templates at the end of this file):
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
 */
#include "fixgeom.h"
#include "bench.h"

/* ------------------------------------------------------------------ fg_aabb.h */

/* fg_aabb2_aabb2_overlap(a, b). Columns: a.min a.max b.min b.max (x, y each). */
typedef struct { fg_aabb2 a, b; } args_aabb2_pair;
static void run_aabb2_aabb2_overlap(const void *args, bench_out *o)
{
    const args_aabb2_pair *p = args;
    o->ret = fg_aabb2_aabb2_overlap(&p->a, &p->b);
}
static const int32_t in_aabb2_pair[][8] = {
    /* hits */
    { U(0), U(0), U(2), U(2),                 U(1), U(1), U(3), U(3) },         /* partial */
    { U(-10), U(-10), U(10), U(10),           U(-1), U(-2), U(1), U(2) },       /* contained */
    { U(0), U(0), U(1), U(1),                 U(1), U(0), U(2), U(1) },         /* shared edge */
    { U(0), U(0), U(1), U(1),                 U(1), U(1), U(2), U(2) },         /* shared corner */
    { U(-3.25), U(0.5), U(4.75), U(1.5),      U(-3.25), U(0.5), U(4.75), U(1.5) }, /* identical */
    { U(-8000), U(-8000), U(8000), U(8000),   U(100.5), U(-200.25), U(101), U(-199) },
    /* misses */
    { U(0), U(0), U(1), U(1),                 U(1) + 1, U(0), U(2), U(1) },     /* 1 LSB apart in x */
    { U(0), U(0), U(1), U(1),                 U(-3), U(0), U(-2), U(1) },       /* left */
    { U(0), U(0), U(1), U(1),                 U(0), U(5), U(1), U(6) },         /* above */
    { U(0), U(0), U(1), U(1),                 U(0.5), U(1) + 1, U(2), U(2) },   /* 1 LSB apart in y */
    { U(-100), U(-100), U(-50), U(-50),       U(50), U(50), U(100), U(100) },
    { U(7.5), U(-3), U(9), U(3),              U(-9), U(-3), U(-7.5), U(3) },
};

/* fg_aabb3_aabb3_overlap(a, b). Columns: a.min a.max b.min b.max (x, y, z each). */
typedef struct { fg_aabb3 a, b; } args_aabb3_pair;
static void run_aabb3_aabb3_overlap(const void *args, bench_out *o)
{
    const args_aabb3_pair *p = args;
    o->ret = fg_aabb3_aabb3_overlap(&p->a, &p->b);
}
static const int32_t in_aabb3_pair[][12] = {
    /* hits */
    { U(0), U(0), U(0), U(2), U(2), U(2),           U(1), U(1), U(1), U(3), U(3), U(3) },
    { U(-10), U(-10), U(-10), U(10), U(10), U(10),  U(-1), U(-2), U(-3), U(1), U(2), U(3) },
    { U(0), U(0), U(0), U(1), U(1), U(1),           U(1), U(0), U(0), U(2), U(1), U(1) },       /* face */
    { U(0), U(0), U(0), U(1), U(1), U(1),           U(1), U(1), U(1), U(2), U(2), U(2) },       /* corner */
    { U(-3.25), U(0.5), U(7), U(4.75), U(1.5), U(9), U(-3.25), U(0.5), U(7), U(4.75), U(1.5), U(9) },
    { U(-8000), U(-8000), U(-8000), U(8000), U(8000), U(8000),
      U(100.5), U(-200.25), U(3000), U(101), U(-199), U(3001) },
    /* misses, separated on x, y, z in turn (each exits the test at a different axis) */
    { U(0), U(0), U(0), U(1), U(1), U(1),           U(1) + 1, U(0), U(0), U(2), U(1), U(1) },   /* 1 LSB in x */
    { U(0), U(0), U(0), U(1), U(1), U(1),           U(-3), U(0), U(0), U(-2), U(1), U(1) },
    { U(0), U(0), U(0), U(1), U(1), U(1),           U(0), U(5), U(0), U(1), U(6), U(1) },
    { U(0), U(0), U(0), U(1), U(1), U(1),           U(0), U(0), U(-5), U(1), U(1), U(-0.5) },
    { U(0), U(0), U(0), U(1), U(1), U(1),           U(0.5), U(0.5), U(1) + 1, U(2), U(2), U(2) }, /* 1 LSB in z */
    { U(-100), U(-100), U(-100), U(-50), U(-50), U(-50), U(50), U(50), U(50), U(100), U(100), U(100) },
};

/* fg_aabb2_closest_point(box, p). Columns: box.min box.max p. Outputs: x, y. */
typedef struct { fg_aabb2 box; fg_vec2 p; } args_aabb2_point;
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
typedef struct { fg_aabb3 box; fg_vec3 p; } args_aabb3_point;
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

/* ------------------------------------------------------------------ the registry */

const bench_fn bench_fns[] = {
    BENCH_FN(fg_aabb2_aabb2_overlap, run_aabb2_aabb2_overlap, in_aabb2_pair, 0),
    BENCH_FN(fg_aabb3_aabb3_overlap, run_aabb3_aabb3_overlap, in_aabb3_pair, 0),
    BENCH_FN(fg_aabb2_closest_point, run_aabb2_closest_point, in_aabb2_point, 2),
    BENCH_FN(fg_aabb3_closest_point, run_aabb3_closest_point, in_aabb3_point, 3),
    /* Planned functions: paste their entries from the templates below here. */
};
const unsigned bench_fn_count = BENCH_ROWS(bench_fns);

/* ------------------------------------------------------------------ templates
 *
 * Ready entries for the functions being written on other branches. After merging one,
 * move its block above the registry (out of this comment), add its BENCH_FN line, check
 * the call against the header's final signature, and `make bench`. Each input table mixes
 * hits and misses. Scalar outputs of a raycast: t, point x y z, normal x y z (o->v[0..6]);
 * on a miss the wrapper leaves them 0 (the harness zeroes bench_out before every call).
 *
 * --- fg_segment3_aabb3_raycast: columns seg.origin seg.delta box.min box.max max_t
 *
typedef struct { fg_segment3 seg; fg_aabb3 box; fg_scalar max_t; } args_seg3_aabb3;
static void run_segment3_aabb3_raycast(const void *args, bench_out *o)
{
    const args_seg3_aabb3 *a = args;
    fg_hit3 h;
    if (fg_segment3_aabb3_raycast(&a->seg, &a->box, a->max_t, &h)) {
        o->ret = 1;
        o->v[0] = h.t;
        o->v[1] = h.point.x; o->v[2] = h.point.y; o->v[3] = h.point.z;
        o->v[4] = h.normal.x; o->v[5] = h.normal.y; o->v[6] = h.normal.z;
    }
}
static const int32_t in_seg3_aabb3[][13] = {
    // hits: -x face, +y face, diagonal corner, start inside (t = 0), t exactly 1, long, grazing edge
    { U(-4), U(0.5), U(0.5),  U(8), U(0), U(0),       U(0), U(0), U(0), U(1), U(1), U(1), U(1) },
    { U(0.5), U(5), U(0.25),  U(0), U(-10), U(0),     U(0), U(0), U(0), U(1), U(1), U(1), U(1) },
    { U(-2), U(-2), U(-2),    U(4), U(4), U(4),       U(0), U(0), U(0), U(1), U(1), U(1), U(1) },
    { U(0.5), U(0.5), U(0.5), U(3), U(-1), U(2),      U(0), U(0), U(0), U(1), U(1), U(1), U(1) },
    { U(-1), U(0.5), U(0.5),  U(1), U(0), U(0),       U(0), U(0), U(0), U(1), U(1), U(1), U(1) },
    { U(-8000), U(3), U(-2),  U(16000), U(-1), U(2),  U(-10), U(-10), U(-10), U(10), U(10), U(10), U(1) },
    { U(-3), U(1), U(1),      U(6), U(0), U(0),       U(0), U(0), U(0), U(1), U(1), U(1), U(1) },
    // misses: parallel outside the slab, pointing away, max_t cuts it off, stops short,
    // passes beside, zero-length outside
    { U(-4), U(2), U(0.5),    U(8), U(0), U(0),       U(0), U(0), U(0), U(1), U(1), U(1), U(1) },
    { U(-4), U(0.5), U(0.5),  U(-8), U(0), U(0),      U(0), U(0), U(0), U(1), U(1), U(1), U(1) },
    { U(-4), U(0.5), U(0.5),  U(8), U(0), U(0),       U(0), U(0), U(0), U(1), U(1), U(1), U(0.25) },
    { U(-4), U(0.5), U(0.5),  U(3), U(0), U(0),       U(0), U(0), U(0), U(1), U(1), U(1), U(1) },
    { U(-2), U(-2), U(0.5),   U(4), U(1), U(0),       U(0), U(0), U(0), U(1), U(1), U(1), U(1) },
    { U(3), U(3), U(3),       U(0), U(0), U(0),       U(0), U(0), U(0), U(1), U(1), U(1), U(1) },
};
    BENCH_FN(fg_segment3_aabb3_raycast, run_segment3_aabb3_raycast, in_seg3_aabb3, 7),
 *
 * --- fg_segment2_aabb2_raycast: columns seg.origin seg.delta box.min box.max max_t
 *     Outputs t, point x y, normal x y.
 *
typedef struct { fg_segment2 seg; fg_aabb2 box; fg_scalar max_t; } args_seg2_aabb2;
static void run_segment2_aabb2_raycast(const void *args, bench_out *o)
{
    const args_seg2_aabb2 *a = args;
    fg_hit2 h;
    if (fg_segment2_aabb2_raycast(&a->seg, &a->box, a->max_t, &h)) {
        o->ret = 1;
        o->v[0] = h.t;
        o->v[1] = h.point.x; o->v[2] = h.point.y;
        o->v[3] = h.normal.x; o->v[4] = h.normal.y;
    }
}
static const int32_t in_seg2_aabb2[][9] = {
    // hits: -x face, +y face, corner, start inside, t exactly 1, long, grazing edge
    { U(-4), U(0.5),    U(8), U(0),        U(0), U(0), U(1), U(1), U(1) },
    { U(0.5), U(5),     U(0), U(-10),      U(0), U(0), U(1), U(1), U(1) },
    { U(-2), U(-2),     U(4), U(4),        U(0), U(0), U(1), U(1), U(1) },
    { U(0.5), U(0.5),   U(3), U(-1),       U(0), U(0), U(1), U(1), U(1) },
    { U(-1), U(0.5),    U(1), U(0),        U(0), U(0), U(1), U(1), U(1) },
    { U(-8000), U(3),   U(16000), U(-1),   U(-10), U(-10), U(10), U(10), U(1) },
    { U(-3), U(1),      U(6), U(0),        U(0), U(0), U(1), U(1), U(1) },
    // misses: parallel outside, away, cut by max_t, short, beside, zero-length outside
    { U(-4), U(2),      U(8), U(0),        U(0), U(0), U(1), U(1), U(1) },
    { U(-4), U(0.5),    U(-8), U(0),       U(0), U(0), U(1), U(1), U(1) },
    { U(-4), U(0.5),    U(8), U(0),        U(0), U(0), U(1), U(1), U(0.25) },
    { U(-4), U(0.5),    U(3), U(0),        U(0), U(0), U(1), U(1), U(1) },
    { U(-2), U(0),      U(1), U(4),        U(0), U(0), U(1), U(1), U(1) },
    { U(3), U(3),       U(0), U(0),        U(0), U(0), U(1), U(1), U(1) },
};
    BENCH_FN(fg_segment2_aabb2_raycast, run_segment2_aabb2_raycast, in_seg2_aabb2, 5),
 *
 * --- fg_segment3_plane_raycast: columns seg.origin seg.delta plane.n plane.d max_t
 *
typedef struct { fg_segment3 seg; fg_plane plane; fg_scalar max_t; } args_seg3_plane;
static void run_segment3_plane_raycast(const void *args, bench_out *o)
{
    const args_seg3_plane *a = args;
    fg_hit3 h;
    if (fg_segment3_plane_raycast(&a->seg, &a->plane, a->max_t, &h)) {
        o->ret = 1;
        o->v[0] = h.t;
        o->v[1] = h.point.x; o->v[2] = h.point.y; o->v[3] = h.point.z;
        o->v[4] = h.normal.x; o->v[5] = h.normal.y; o->v[6] = h.normal.z;
    }
}
static const int32_t in_seg3_plane[][11] = {
    // hits: down onto z = 0, up from below, oblique unit normal, t exactly 1, long
    { U(0), U(0), U(5),      U(1), U(2), U(-10),   U(0), U(0), U(1), U(0), U(1) },
    { U(1), U(1), U(-3),     U(0), U(0), U(6),     U(0), U(0), U(1), U(0), U(1) },
    { U(0), U(0), U(0),      U(4), U(4), U(0),     U(0.6), U(0.8), U(0), U(2), U(1) },
    { U(0), U(0), U(2),      U(0), U(0), U(-2),    U(0), U(0), U(1), U(0), U(1) },
    { U(-8000), U(0), U(0),  U(16000), U(1), U(1), U(1), U(0), U(0), U(100), U(1) },
    { U(3), U(-2), U(1),     U(-1), U(1), U(-4),   U(0), U(0), U(1), U(-0.5), U(1) },
    // misses: parallel above, pointing away, stops short, cut by max_t, zero-length off
    { U(0), U(0), U(5),      U(1), U(2), U(0),     U(0), U(0), U(1), U(0), U(1) },
    { U(0), U(0), U(5),      U(0), U(0), U(3),     U(0), U(0), U(1), U(0), U(1) },
    { U(0), U(0), U(5),      U(0), U(0), U(-4),    U(0), U(0), U(1), U(0), U(1) },
    { U(0), U(0), U(5),      U(0), U(0), U(-10),   U(0), U(0), U(1), U(0), U(0.25) },
    { U(1), U(2), U(3),      U(0), U(0), U(0),     U(0), U(0), U(1), U(0), U(1) },
};
    BENCH_FN(fg_segment3_plane_raycast, run_segment3_plane_raycast, in_seg3_plane, 7),
 *
 * --- fg_aabb3_aabb3_sweep: box a moving by delta against a static box b.
 *     CHECK the final signature; assumed here: (a, delta, b, max_t, hit).
 *     Columns: a.min a.max delta b.min b.max max_t
 *
typedef struct { fg_aabb3 a; fg_vec3 delta; fg_aabb3 b; fg_scalar max_t; } args_aabb3_sweep;
static void run_aabb3_aabb3_sweep(const void *args, bench_out *o)
{
    const args_aabb3_sweep *a = args;
    fg_hit3 h;
    if (fg_aabb3_aabb3_sweep(&a->a, a->delta, &a->b, a->max_t, &h)) {
        o->ret = 1;
        o->v[0] = h.t;
        o->v[1] = h.point.x; o->v[2] = h.point.y; o->v[3] = h.point.z;
        o->v[4] = h.normal.x; o->v[5] = h.normal.y; o->v[6] = h.normal.z;
    }
}
static const int32_t in_aabb3_sweep[][16] = {
    // hits: head-on in x, diagonal, overlapping at t = 0, touching at t = 1, long
    { U(-5), U(0), U(0), U(-4), U(1), U(1),  U(8), U(0), U(0),    U(0), U(0), U(0), U(1), U(1), U(1), U(1) },
    { U(-3), U(-3), U(-3), U(-2), U(-2), U(-2), U(4), U(4), U(4), U(0), U(0), U(0), U(1), U(1), U(1), U(1) },
    { U(0.5), U(0.5), U(0.5), U(2), U(2), U(2), U(1), U(0), U(0), U(0), U(0), U(0), U(1), U(1), U(1), U(1) },
    { U(-3), U(0), U(0), U(-2), U(1), U(1),  U(2), U(0), U(0),    U(0), U(0), U(0), U(1), U(1), U(1), U(1) },
    { U(-8000), U(0), U(0), U(-7990), U(1), U(1), U(16000), U(0), U(0), U(0), U(0), U(0), U(1), U(1), U(1), U(1) },
    // misses: passes beside, moving away, stops short, cut by max_t, parallel outside
    { U(-5), U(3), U(0), U(-4), U(4), U(1),  U(8), U(0), U(0),    U(0), U(0), U(0), U(1), U(1), U(1), U(1) },
    { U(-5), U(0), U(0), U(-4), U(1), U(1),  U(-8), U(0), U(0),   U(0), U(0), U(0), U(1), U(1), U(1), U(1) },
    { U(-5), U(0), U(0), U(-4), U(1), U(1),  U(3), U(0), U(0),    U(0), U(0), U(0), U(1), U(1), U(1), U(1) },
    { U(-5), U(0), U(0), U(-4), U(1), U(1),  U(8), U(0), U(0),    U(0), U(0), U(0), U(1), U(1), U(1), U(0.25) },
    { U(-5), U(0), U(2), U(-4), U(1), U(3),  U(8), U(0), U(0),    U(0), U(0), U(0), U(1), U(1), U(1), U(1) },
};
    BENCH_FN(fg_aabb3_aabb3_sweep, run_aabb3_aabb3_sweep, in_aabb3_sweep, 7),
 *
 * --- fg_segment3_sphere_raycast: columns seg.origin seg.delta sphere.center sphere.radius max_t
 *
typedef struct { fg_segment3 seg; fg_sphere s; fg_scalar max_t; } args_seg3_sphere;
static void run_segment3_sphere_raycast(const void *args, bench_out *o)
{
    const args_seg3_sphere *a = args;
    fg_hit3 h;
    if (fg_segment3_sphere_raycast(&a->seg, &a->s, a->max_t, &h)) {
        o->ret = 1;
        o->v[0] = h.t;
        o->v[1] = h.point.x; o->v[2] = h.point.y; o->v[3] = h.point.z;
        o->v[4] = h.normal.x; o->v[5] = h.normal.y; o->v[6] = h.normal.z;
    }
}
static const int32_t in_seg3_sphere[][11] = {
    // hits: through the centre, off-centre, start inside, tangent, oblique, long
    { U(-5), U(0), U(0),     U(10), U(0), U(0),    U(0), U(0), U(0), U(1), U(1) },
    { U(-5), U(0.5), U(0.25), U(10), U(0), U(0),   U(0), U(0), U(0), U(1), U(1) },
    { U(0.1), U(0.2), U(0.3), U(4), U(4), U(4),    U(0), U(0), U(0), U(1), U(1) },
    { U(-5), U(1), U(0),     U(10), U(0), U(0),    U(0), U(0), U(0), U(1), U(1) },
    { U(3), U(-4), U(2),     U(-6), U(7), U(-3),   U(0.5), U(0.5), U(0), U(2), U(1) },
    { U(-8000), U(1), U(-1), U(16000), U(0), U(0), U(10), U(0), U(0), U(5), U(1) },
    // misses: passes beside, pointing away, stops short, cut by max_t, zero-length outside
    { U(-5), U(1.5), U(0),   U(10), U(0), U(0),    U(0), U(0), U(0), U(1), U(1) },
    { U(-5), U(0), U(0),     U(-10), U(0), U(0),   U(0), U(0), U(0), U(1), U(1) },
    { U(-5), U(0), U(0),     U(3), U(0), U(0),     U(0), U(0), U(0), U(1), U(1) },
    { U(-5), U(0), U(0),     U(10), U(0), U(0),    U(0), U(0), U(0), U(1), U(0.25) },
    { U(3), U(3), U(3),      U(0), U(0), U(0),     U(0), U(0), U(0), U(1), U(1) },
};
    BENCH_FN(fg_segment3_sphere_raycast, run_segment3_sphere_raycast, in_seg3_sphere, 7),
 *
 * --- fg_sphere_sphere_overlap: columns a.center a.radius b.center b.radius
 *
typedef struct { fg_sphere a, b; } args_sphere_pair;
static void run_sphere_sphere_overlap(const void *args, bench_out *o)
{
    const args_sphere_pair *p = args;
    o->ret = fg_sphere_sphere_overlap(&p->a, &p->b);
}
static const int32_t in_sphere_pair[][8] = {
    // hits: overlapping, contained, touching, identical, concentric, large
    { U(0), U(0), U(0), U(1),        U(1.5), U(0), U(0), U(1) },
    { U(0), U(0), U(0), U(10),       U(1), U(2), U(3), U(0.5) },
    { U(0), U(0), U(0), U(1),        U(2), U(0), U(0), U(1) },
    { U(-3.25), U(7), U(1), U(2.5),  U(-3.25), U(7), U(1), U(2.5) },
    { U(5), U(5), U(5), U(0),        U(5), U(5), U(5), U(3) },
    { U(-4000), U(0), U(0), U(4000), U(4000), U(0), U(0), U(4000) },
    // misses: apart by 1 LSB, on each axis, diagonal, far
    { U(0), U(0), U(0), U(1),        U(2) + 1, U(0), U(0), U(1) },
    { U(0), U(0), U(0), U(1),        U(0), U(3), U(0), U(1) },
    { U(0), U(0), U(0), U(1),        U(0), U(0), U(-3), U(1) },
    { U(0), U(0), U(0), U(1),        U(1.5), U(1.5), U(1.5), U(1) },
    { U(-8000), U(-8000), U(-8000), U(10), U(8000), U(8000), U(8000), U(10) },
};
    BENCH_FN(fg_sphere_sphere_overlap, run_sphere_sphere_overlap, in_sphere_pair, 0),
 *
 * --- fg_sphere_aabb3_overlap: columns sphere.center sphere.radius box.min box.max
 *
typedef struct { fg_sphere s; fg_aabb3 box; } args_sphere_aabb3;
static void run_sphere_aabb3_overlap(const void *args, bench_out *o)
{
    const args_sphere_aabb3 *a = args;
    o->ret = fg_sphere_aabb3_overlap(&a->s, &a->box);
}
static const int32_t in_sphere_aabb3[][10] = {
    // hits: centre inside, beside a face, near an edge, near a corner, touching a face, big sphere
    { U(0.5), U(0.5), U(0.5), U(0.1),  U(0), U(0), U(0), U(1), U(1), U(1) },
    { U(1.5), U(0.5), U(0.5), U(0.75), U(0), U(0), U(0), U(1), U(1), U(1) },
    { U(1.5), U(1.5), U(0.5), U(0.75), U(0), U(0), U(0), U(1), U(1), U(1) },
    { U(1.5), U(1.5), U(1.5), U(0.9),  U(0), U(0), U(0), U(1), U(1), U(1) },
    { U(2), U(0.5), U(0.5), U(1),      U(0), U(0), U(0), U(1), U(1), U(1) },
    { U(100), U(100), U(100), U(200),  U(-10), U(-10), U(-10), U(10), U(10), U(10) },
    // misses: just beyond a face, an edge, a corner, far
    { U(2), U(0.5), U(0.5), U(0.9),    U(0), U(0), U(0), U(1), U(1), U(1) },
    { U(1.5), U(1.5), U(0.5), U(0.7),  U(0), U(0), U(0), U(1), U(1), U(1) },
    { U(1.5), U(1.5), U(1.5), U(0.8),  U(0), U(0), U(0), U(1), U(1), U(1) },
    { U(-8000), U(0), U(0), U(10),     U(0), U(0), U(0), U(1), U(1), U(1) },
};
    BENCH_FN(fg_sphere_aabb3_overlap, run_sphere_aabb3_overlap, in_sphere_aabb3, 0),
 *
 * --- fg_segment3_triangle_raycast (two-sided): columns seg.origin seg.delta tri.a tri.b
 *     tri.c max_t. Outputs t, point, normal, u, v.
 *
typedef struct { fg_segment3 seg; fg_triangle tri; fg_scalar max_t; } args_seg3_tri;
static void run_segment3_triangle_raycast(const void *args, bench_out *o)
{
    const args_seg3_tri *a = args;
    fg_hit3 h;
    fg_scalar u, v;
    if (fg_segment3_triangle_raycast(&a->seg, &a->tri, true, a->max_t, &h, &u, &v)) {
        o->ret = 1;
        o->v[0] = h.t;
        o->v[1] = h.point.x; o->v[2] = h.point.y; o->v[3] = h.point.z;
        o->v[4] = h.normal.x; o->v[5] = h.normal.y; o->v[6] = h.normal.z;
        o->v[7] = u; o->v[8] = v;
    }
}
static const int32_t in_seg3_tri[][16] = {
    // hits: through the middle from the front, from the back, near a vertex, oblique at the
    // centroid of a tilted triangle, long, slanted
    { U(0.25), U(0.25), U(5),  U(0), U(0), U(-10), U(0), U(0), U(0), U(1), U(0), U(0), U(0), U(1), U(0), U(1) },
    { U(0.25), U(0.25), U(-5), U(0), U(0), U(10),  U(0), U(0), U(0), U(1), U(0), U(0), U(0), U(1), U(0), U(1) },
    { U(0.9), U(0.05), U(1),   U(0), U(0), U(-2),  U(0), U(0), U(0), U(1), U(0), U(0), U(0), U(1), U(0), U(1) },
    { U(-2), U(-1), U(3),      U(5.333333), U(3.333333), U(-6), U(0), U(0), U(0), U(2), U(0), U(1), U(0), U(2), U(-1), U(1) },
    { U(10), U(10), U(8000),   U(0), U(0), U(-16000), U(0), U(0), U(0), U(50), U(0), U(0), U(0), U(50), U(0), U(1) },
    { U(0.3), U(0.3), U(1),    U(0.1), U(0.1), U(-3), U(0), U(0), U(0), U(1), U(0), U(0), U(0), U(1), U(0), U(1) },
    // misses: beside an edge, beyond the hypotenuse, parallel, pointing away, stops short,
    // cut by max_t
    { U(-0.25), U(0.25), U(5), U(0), U(0), U(-10), U(0), U(0), U(0), U(1), U(0), U(0), U(0), U(1), U(0), U(1) },
    { U(0.6), U(0.6), U(5),    U(0), U(0), U(-10), U(0), U(0), U(0), U(1), U(0), U(0), U(0), U(1), U(0), U(1) },
    { U(0.25), U(0.25), U(1),  U(3), U(1), U(0),   U(0), U(0), U(0), U(1), U(0), U(0), U(0), U(1), U(0), U(1) },
    { U(0.25), U(0.25), U(5),  U(0), U(0), U(10),  U(0), U(0), U(0), U(1), U(0), U(0), U(0), U(1), U(0), U(1) },
    { U(0.25), U(0.25), U(5),  U(0), U(0), U(-4),  U(0), U(0), U(0), U(1), U(0), U(0), U(0), U(1), U(0), U(1) },
    { U(0.25), U(0.25), U(5),  U(0), U(0), U(-10), U(0), U(0), U(0), U(1), U(0), U(0), U(0), U(1), U(0), U(0.25) },
};
    BENCH_FN(fg_segment3_triangle_raycast, run_segment3_triangle_raycast, in_seg3_tri, 9),
 *
 * ------------------------------------------------------------------ end of templates */
