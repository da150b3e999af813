/* SPDX-License-Identifier: MIT */
/* Adapters: box overlap, closest point in a box, the box helpers and validators. */
#include "tv.h"

void tv_run_aabb2_aabb2_overlap(const int32_t *in, int32_t *out)
{
    fg_aabb2 a = tv_aabb2(in), b = tv_aabb2(in + 4);
    out[0] = fg_aabb2_aabb2_overlap(&a, &b);
}

void tv_run_aabb3_aabb3_overlap(const int32_t *in, int32_t *out)
{
    fg_aabb3 a = tv_aabb3(in), b = tv_aabb3(in + 6);
    out[0] = fg_aabb3_aabb3_overlap(&a, &b);
}

void tv_run_aabb2_closest_point(const int32_t *in, int32_t *out)
{
    fg_aabb2 box = tv_aabb2(in);
    tv_out_v2(out, fg_aabb2_closest_point(&box, tv_v2(in + 4)));
}

void tv_run_aabb3_closest_point(const int32_t *in, int32_t *out)
{
    fg_aabb3 box = tv_aabb3(in);
    tv_out_v3(out, fg_aabb3_closest_point(&box, tv_v3(in + 6)));
}

/* merge: in a(min max) b(min max); out: min max */
void tv_run_aabb2_merge(const int32_t *in, int32_t *out)
{
    fg_aabb2 a = tv_aabb2(in), b = tv_aabb2(in + 4), m = fg_aabb2_merge(&a, &b);
    tv_out_v2(out, m.min);
    tv_out_v2(out + 2, m.max);
}

void tv_run_aabb3_merge(const int32_t *in, int32_t *out)
{
    fg_aabb3 a = tv_aabb3(in), b = tv_aabb3(in + 6), m = fg_aabb3_merge(&a, &b);
    tv_out_v3(out, m.min);
    tv_out_v3(out + 3, m.max);
}

void tv_run_aabb2_center(const int32_t *in, int32_t *out)
{
    fg_aabb2 b = tv_aabb2(in);
    tv_out_v2(out, fg_aabb2_center(&b));
}

void tv_run_aabb3_center(const int32_t *in, int32_t *out)
{
    fg_aabb3 b = tv_aabb3(in);
    tv_out_v3(out, fg_aabb3_center(&b));
}

void tv_run_aabb2_half_extents(const int32_t *in, int32_t *out)
{
    fg_aabb2 b = tv_aabb2(in);
    tv_out_v2(out, fg_aabb2_half_extents(&b));
}

void tv_run_aabb3_half_extents(const int32_t *in, int32_t *out)
{
    fg_aabb3 b = tv_aabb3(in);
    tv_out_v3(out, fg_aabb3_half_extents(&b));
}

#define TV_POINTS 8 /* points per test vector */

/* A count field: 0..TV_POINTS index the vector's points; larger values are above
 * FG_BATCH_MAX (never read), -1 the largest size_t. */
static size_t points_count(int32_t raw) { return raw < 0 ? (size_t)-1 : (size_t)(uint32_t)raw; }

/* in: count points(8 x 2); out: result, min, max (0 unless FG_OK; 8: *out written on a
 * rejection, 9: a NULL out answered differently) */
void tv_run_aabb2_from_points(const int32_t *in, int32_t *out)
{
    fg_vec2 p[TV_POINTS];
    fg_aabb2 b;
    size_t i, n = points_count(in[0]);
    fg_result r;
    for (i = 0; i < TV_POINTS; i++) p[i] = tv_v2(in + 1 + 2 * i);
    b.min = fg_vec2_make(FG_ONE, FG_ONE);
    b.max = b.min;
    r = fg_aabb2_from_points(p, n, &b);
    out[0] = (int32_t)r;
    if (r == FG_OK) {
        tv_out_v2(out + 1, b.min);
        tv_out_v2(out + 3, b.max);
    } else if (b.min.x != FG_ONE || b.max.y != FG_ONE) {
        out[0] = 8;
    }
    if (r != fg_aabb2_from_points(p, n, NULL)) out[0] = 9;
}

void tv_run_aabb3_from_points(const int32_t *in, int32_t *out)
{
    fg_vec3 p[TV_POINTS];
    fg_aabb3 b;
    size_t i, n = points_count(in[0]);
    fg_result r;
    for (i = 0; i < TV_POINTS; i++) p[i] = tv_v3(in + 1 + 3 * i);
    b.min = fg_vec3_make(FG_ONE, FG_ONE, FG_ONE);
    b.max = b.min;
    r = fg_aabb3_from_points(p, n, &b);
    out[0] = (int32_t)r;
    if (r == FG_OK) {
        tv_out_v3(out + 1, b.min);
        tv_out_v3(out + 4, b.max);
    } else if (b.min.x != FG_ONE || b.max.z != FG_ONE) {
        out[0] = 8;
    }
    if (r != fg_aabb3_from_points(p, n, NULL)) out[0] = 9;
}

void tv_run_aabb2_in_domain(const int32_t *in, int32_t *out)
{
    fg_aabb2 b = tv_aabb2(in);
    out[0] = fg_aabb2_in_domain(&b);
}

void tv_run_aabb3_in_domain(const int32_t *in, int32_t *out)
{
    fg_aabb3 b = tv_aabb3(in);
    out[0] = fg_aabb3_in_domain(&b);
}

/* in: local(6) axis0(3) axis1(3) axis2(3) pos(3) */
void tv_run_obb3_in_domain(const int32_t *in, int32_t *out)
{
    fg_obb3 b;
    b.local = tv_aabb3(in);
    b.axis[0] = tv_v3(in + 6);
    b.axis[1] = tv_v3(in + 9);
    b.axis[2] = tv_v3(in + 12);
    b.pos = tv_v3(in + 15);
    out[0] = fg_obb3_in_domain(&b);
}
