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
