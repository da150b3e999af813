/* SPDX-License-Identifier: MIT */
/* Adapters: triangle queries (closest point, point in triangle, barycentric). A call with
 * NULL outputs disagreeing with the full call writes result 99. */
#include "tv.h"

static fg_triangle tq_tri3(const int32_t *in)
{
    fg_triangle t;
    t.a = tv_v3(in);
    t.b = tv_v3(in + 3);
    t.c = tv_v3(in + 6);
    return t;
}

static fg_triangle2 tq_tri2(const int32_t *in)
{
    fg_triangle2 t;
    t.a = tv_v2(in);
    t.b = tv_v2(in + 2);
    t.c = tv_v2(in + 4);
    return t;
}

/* in: a b c p (3 each); out: result, closest point */
void tv_run_triangle_closest_point(const int32_t *in, int32_t *out)
{
    fg_triangle t = tq_tri3(in);
    fg_vec3 q = fg_vec3_make(FG_ZERO, FG_ZERO, FG_ZERO);
    fg_result r = fg_triangle_closest_point(&t, tv_v3(in + 9), &q);
    out[0] = (r == fg_triangle_closest_point(&t, tv_v3(in + 9), NULL)) ? (int32_t)r : 99;
    if (r == FG_OK) tv_out_v3(out + 1, q);
}

/* in: a b c p (2 each); out: result */
void tv_run_triangle2_contains_point(const int32_t *in, int32_t *out)
{
    fg_triangle2 t = tq_tri2(in);
    out[0] = (int32_t)fg_triangle2_contains_point(&t, tv_v2(in + 6));
}

/* in: a b c p (3 each); out: result */
void tv_run_triangle_contains_point(const int32_t *in, int32_t *out)
{
    fg_triangle t = tq_tri3(in);
    out[0] = (int32_t)fg_triangle_contains_point(&t, tv_v3(in + 9));
}

static void tq_put_bary(int32_t *out, fg_result r, fg_result r_null, fg_scalar u, fg_scalar v, fg_scalar w)
{
    out[0] = (r == r_null) ? (int32_t)r : 99;
    if (r == FG_OK) {
        out[1] = fg_to_raw(u);
        out[2] = fg_to_raw(v);
        out[3] = fg_to_raw(w);
    }
}

/* in: a b c p (2 each); out: result, u, v, w */
void tv_run_triangle2_barycentric(const int32_t *in, int32_t *out)
{
    fg_triangle2 t = tq_tri2(in);
    fg_scalar u = FG_ZERO, v = FG_ZERO, w = FG_ZERO;
    fg_result r = fg_triangle2_barycentric(&t, tv_v2(in + 6), &u, &v, &w);
    tq_put_bary(out, r, fg_triangle2_barycentric(&t, tv_v2(in + 6), NULL, NULL, NULL), u, v, w);
}

/* in: a b c p (3 each); out: result, u, v, w */
void tv_run_triangle_barycentric(const int32_t *in, int32_t *out)
{
    fg_triangle t = tq_tri3(in);
    fg_scalar u = FG_ZERO, v = FG_ZERO, w = FG_ZERO;
    fg_result r = fg_triangle_barycentric(&t, tv_v3(in + 9), &u, &v, &w);
    tq_put_bary(out, r, fg_triangle_barycentric(&t, tv_v3(in + 9), NULL, NULL, NULL), u, v, w);
}

/* in: a b c (3 each), plane n(3) d; out: the fg_side */
void tv_run_triangle_plane_classify(const int32_t *in, int32_t *out)
{
    fg_triangle t = tq_tri3(in);
    fg_plane p = tv_plane(in + 9);
    out[0] = (int32_t)fg_triangle_plane_classify(&t, &p);
}

/* in: a b c (3 each), plane n(3) d; out: result, p0, p1 */
void tv_run_triangle_plane_intersect(const int32_t *in, int32_t *out)
{
    fg_triangle t = tq_tri3(in);
    fg_plane p = tv_plane(in + 9);
    fg_vec3 p0 = fg_vec3_make(FG_ZERO, FG_ZERO, FG_ZERO), p1 = p0, q0 = p0, q1 = p0;
    fg_result r = fg_triangle_plane_intersect(&t, &p, &p0, &p1);
    fg_result r0 = fg_triangle_plane_intersect(&t, &p, &q0, NULL), r1 = fg_triangle_plane_intersect(&t, &p, NULL, &q1);
    int same = (r0 == r) && (r1 == r) && (r != FG_HIT || (fg_eq(q0.x, p0.x) && fg_eq(q0.y, p0.y) && fg_eq(q0.z, p0.z) &&
                                                          fg_eq(q1.x, p1.x) && fg_eq(q1.y, p1.y) && fg_eq(q1.z, p1.z)));
    out[0] = same ? (int32_t)r : 99;
    if (r == FG_HIT) {
        tv_out_v3(out + 1, p0);
        tv_out_v3(out + 4, p1);
    }
}

/* in: a b c (3 each), sphere centre(3) radius; out: result, closest point */
void tv_run_sphere_triangle_overlap(const int32_t *in, int32_t *out)
{
    fg_triangle t = tq_tri3(in);
    fg_sphere s = tv_sphere(in + 9);
    fg_vec3 q = fg_vec3_make(FG_ZERO, FG_ZERO, FG_ZERO);
    fg_result r = fg_sphere_triangle_overlap(&s, &t, &q);
    out[0] = (r == fg_sphere_triangle_overlap(&s, &t, NULL)) ? (int32_t)r : 99;
    if (r == FG_HIT) tv_out_v3(out + 1, q);
}
