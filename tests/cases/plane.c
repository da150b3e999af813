/* SPDX-License-Identifier: MIT */
/* Adapters: planes (unit normal, closest point, ray-plane, box classify, convex
 * polyhedron). Each writes the raw result first; the other outputs stay 0 unless it is
 * FG_HIT / FG_OK. Every call is repeated with NULL outputs: a disagreement is written as
 * result 99, which no oracle expects. */
#include "tv.h"

#define TV_PLANES_MAX 8
#define TV_NULL_DIFFERS 99

void tv_run_plane_unit_normal(const int32_t *in, int32_t *out)
{
    fg_plane p = tv_plane(in);
    fg_vec3 n = fg_vec3_make(FG_ZERO, FG_ZERO, FG_ZERO);
    fg_result r = fg_plane_unit_normal(&p, &n);
    out[0] = r;
    if (r == FG_OK) tv_out_v3(out + 1, n);
    if (fg_plane_unit_normal(&p, NULL) != r) out[0] = TV_NULL_DIFFERS;
}

void tv_run_plane_closest_point(const int32_t *in, int32_t *out)
{
    fg_plane p = tv_plane(in);
    fg_vec3 q = fg_vec3_make(FG_ZERO, FG_ZERO, FG_ZERO);
    fg_result r = fg_plane_closest_point(&p, tv_v3(in + 4), &q);
    out[0] = r;
    if (r == FG_OK) tv_out_v3(out + 1, q);
    if (fg_plane_closest_point(&p, tv_v3(in + 4), NULL) != r) out[0] = TV_NULL_DIFFERS;
}

/* in: origin(3) delta(3) n(3) d sides max_t (sides: the fg_sides value, invalid ones too) */
void tv_run_segment3_plane_raycast(const int32_t *in, int32_t *out)
{
    fg_segment3 s = tv_seg3(in);
    fg_plane p = tv_plane(in + 6);
    fg_sides sides = (fg_sides)in[10];
    fg_hit3 h = {0};
    fg_result r = fg_segment3_plane_raycast(&s, &p, sides, fg_from_raw(in[11]), &h);
    tv_put_hit3(out, r, &h);
    if (fg_segment3_plane_raycast(&s, &p, sides, fg_from_raw(in[11]), NULL) != r) out[0] = TV_NULL_DIFFERS;
}

void tv_run_aabb3_plane_classify(const int32_t *in, int32_t *out)
{
    fg_aabb3 b = tv_aabb3(in);
    fg_plane p = tv_plane(in + 6);
    out[0] = (int32_t)fg_aabb3_plane_classify(&b, &p);
}

/* in: origin(3) delta(3) max_t count planes(8 x {n(3), d}). count as uint32: up to 8 it
 * selects planes of the array, above FG_BATCH_MAX it is passed on (rejected unread). */
void tv_run_segment3_planes_raycast(const int32_t *in, int32_t *out)
{
    fg_segment3 s = tv_seg3(in);
    fg_plane planes[TV_PLANES_MAX];
    fg_hit3 h = {0};
    size_t count = (size_t)(uint32_t)in[7], i;
    fg_result r;
    if (count > TV_PLANES_MAX && count <= (size_t)FG_BATCH_MAX) count = TV_PLANES_MAX;
    for (i = 0; i < TV_PLANES_MAX; i++) planes[i] = tv_plane(in + 8 + 4 * i);
    r = fg_segment3_planes_raycast(&s, planes, count, fg_from_raw(in[6]), &h);
    tv_put_hit3(out, r, &h);
    if (fg_segment3_planes_raycast(&s, planes, count, fg_from_raw(in[6]), NULL) != r) out[0] = TV_NULL_DIFFERS;
}
