/* SPDX-License-Identifier: MIT */
/* Adapters: move-and-slide against up to 4 boxes or triangles (issue 13). Inputs: the mover, delta,
 * max_iter, capacity (<= 2), count, 4 walls; outputs: result, end, n_contacts, 2 contacts
 * (wall, position, normal; in 3D the second without its position: 16 columns). Count 0 passes walls as NULL (allowed). The call without
 * outputs must give the same result (else 99). */
#include "tv.h"

#define MV_K 2

static int32_t mv_cap(int32_t cap) { return (cap > MV_K) ? MV_K : cap; }

static void mv_put2(int32_t *out, fg_result r, fg_vec2 end, int32_t n, const fg_slide2 *c, int32_t cap)
{
    out[0] = (int32_t)r;
    if (r == FG_REJECTED) return;
    tv_out_v2(out + 1, end);
    out[3] = n;
    for (int32_t k = 0; k < n && k < cap; k++) {
        int32_t *o = out + 4 + k * 5;
        o[0] = c[k].wall;
        tv_out_v2(o + 1, c[k].position);
        tv_out_v2(o + 3, c[k].normal);
    }
}

static void mv_put3(int32_t *out, fg_result r, fg_vec3 end, int32_t n, const fg_slide3 *c, int32_t cap)
{
    out[0] = (int32_t)r;
    if (r == FG_REJECTED) return;
    tv_out_v3(out + 1, end);
    out[4] = n;
    for (int32_t k = 0; k < n && k < cap; k++) {
        int32_t *o = out + 5 + k * 7;
        o[0] = c[k].wall;
        if (k == 0) {
            tv_out_v3(o + 1, c[k].position);
            tv_out_v3(o + 4, c[k].normal);
        } else {
            tv_out_v3(o + 1, c[k].normal);
        }
    }
}

void tv_run_circle_aabb2_slide(const int32_t *in, int32_t *out)
{
    fg_circle c = tv_circle(in);
    fg_vec2 d = tv_v2(in + 3);
    int32_t it = in[5], cap = mv_cap(in[6]), count = in[7];
    fg_aabb2 w[4];
    for (int k = 0; k < 4; k++) w[k] = tv_aabb2(in + 8 + 4 * k);
    fg_vec2 end = fg_vec2_make(FG_ZERO, FG_ZERO);
    fg_slide2 con[MV_K];
    int32_t n = 0;
    const fg_aabb2 *walls = (count == 0) ? NULL : w;
    fg_result r = fg_circle_aabb2_slide(&c, d, walls, count, it, &end, con, cap, &n);
    mv_put2(out, r, end, n, con, cap);
    if (fg_circle_aabb2_slide(&c, d, walls, count, it, NULL, NULL, (cap < 0) ? cap : 0, NULL) != r) out[0] = 99;
}

void tv_run_aabb2_aabb2_slide(const int32_t *in, int32_t *out)
{
    fg_aabb2 b = tv_aabb2(in);
    fg_vec2 d = tv_v2(in + 4);
    int32_t it = in[6], cap = mv_cap(in[7]), count = in[8];
    fg_aabb2 w[4];
    for (int k = 0; k < 4; k++) w[k] = tv_aabb2(in + 9 + 4 * k);
    fg_vec2 end = fg_vec2_make(FG_ZERO, FG_ZERO);
    fg_slide2 con[MV_K];
    int32_t n = 0;
    const fg_aabb2 *walls = (count == 0) ? NULL : w;
    fg_result r = fg_aabb2_aabb2_slide(&b, d, walls, count, it, &end, con, cap, &n);
    mv_put2(out, r, end, n, con, cap);
    if (fg_aabb2_aabb2_slide(&b, d, walls, count, it, NULL, NULL, (cap < 0) ? cap : 0, NULL) != r) out[0] = 99;
}

void tv_run_sphere_aabb3_slide(const int32_t *in, int32_t *out)
{
    fg_sphere s = tv_sphere(in);
    fg_vec3 d = tv_v3(in + 4);
    int32_t it = in[7], cap = mv_cap(in[8]), count = in[9];
    fg_aabb3 w[4];
    for (int k = 0; k < 4; k++) w[k] = tv_aabb3(in + 10 + 6 * k);
    fg_vec3 end = fg_vec3_make(FG_ZERO, FG_ZERO, FG_ZERO);
    fg_slide3 con[MV_K];
    int32_t n = 0;
    const fg_aabb3 *walls = (count == 0) ? NULL : w;
    fg_result r = fg_sphere_aabb3_slide(&s, d, walls, count, it, &end, con, cap, &n);
    mv_put3(out, r, end, n, con, cap);
    if (fg_sphere_aabb3_slide(&s, d, walls, count, it, NULL, NULL, (cap < 0) ? cap : 0, NULL) != r) out[0] = 99;
}

void tv_run_aabb3_aabb3_slide(const int32_t *in, int32_t *out)
{
    fg_aabb3 b = tv_aabb3(in);
    fg_vec3 d = tv_v3(in + 6);
    int32_t it = in[9], cap = mv_cap(in[10]), count = in[11];
    fg_aabb3 w[4];
    for (int k = 0; k < 4; k++) w[k] = tv_aabb3(in + 12 + 6 * k);
    fg_vec3 end = fg_vec3_make(FG_ZERO, FG_ZERO, FG_ZERO);
    fg_slide3 con[MV_K];
    int32_t n = 0;
    const fg_aabb3 *walls = (count == 0) ? NULL : w;
    fg_result r = fg_aabb3_aabb3_slide(&b, d, walls, count, it, &end, con, cap, &n);
    mv_put3(out, r, end, n, con, cap);
    if (fg_aabb3_aabb3_slide(&b, d, walls, count, it, NULL, NULL, (cap < 0) ? cap : 0, NULL) != r) out[0] = 99;
}

/* in: box(6) delta(3) max_iter capacity count triangles(4 x 9) */
void tv_run_aabb3_triangle_slide(const int32_t *in, int32_t *out)
{
    fg_aabb3 b = tv_aabb3(in);
    fg_vec3 d = tv_v3(in + 6);
    int32_t it = in[9], cap = mv_cap(in[10]), count = in[11];
    fg_triangle w[4];
    for (int k = 0; k < 4; k++) {
        w[k].a = tv_v3(in + 12 + 9 * k);
        w[k].b = tv_v3(in + 15 + 9 * k);
        w[k].c = tv_v3(in + 18 + 9 * k);
    }
    fg_vec3 end = fg_vec3_make(FG_ZERO, FG_ZERO, FG_ZERO);
    fg_slide3 con[MV_K];
    int32_t n = 0;
    const fg_triangle *walls = (count == 0) ? NULL : w;
    fg_result r = fg_aabb3_triangle_slide(&b, d, walls, count, it, &end, con, cap, &n);
    mv_put3(out, r, end, n, con, cap);
    if (fg_aabb3_triangle_slide(&b, d, walls, count, it, NULL, NULL, (cap < 0) ? cap : 0, NULL) != r) out[0] = 99;
}

/* in: sphere(4) delta(3) max_iter capacity count triangles(4 x 9) */
void tv_run_sphere_triangle_slide(const int32_t *in, int32_t *out)
{
    fg_sphere s = tv_sphere(in);
    fg_vec3 d = tv_v3(in + 4);
    int32_t it = in[7], cap = mv_cap(in[8]), count = in[9];
    fg_triangle w[4];
    for (int k = 0; k < 4; k++) {
        w[k].a = tv_v3(in + 10 + 9 * k);
        w[k].b = tv_v3(in + 13 + 9 * k);
        w[k].c = tv_v3(in + 16 + 9 * k);
    }
    fg_vec3 end = fg_vec3_make(FG_ZERO, FG_ZERO, FG_ZERO);
    fg_slide3 con[MV_K];
    int32_t n = 0;
    const fg_triangle *walls = (count == 0) ? NULL : w;
    fg_result r = fg_sphere_triangle_slide(&s, d, walls, count, it, &end, con, cap, &n);
    mv_put3(out, r, end, n, con, cap);
    if (fg_sphere_triangle_slide(&s, d, walls, count, it, NULL, NULL, (cap < 0) ? cap : 0, NULL) != r) out[0] = 99;
}
