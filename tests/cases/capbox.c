/* SPDX-License-Identifier: MIT */
/* Adapters: capsule vs box (fg_capsule_box.c). Each writes the raw result (FG_REJECTED -1 /
 * FG_MISS 0 / FG_HIT 1) and, on a hit, the closest pair; a call with NULL outputs that
 * disagrees writes 99. */
#include "tv.h"

/* in: capsule a(2) b(2) radius, box min(2) max(2); out: result, on_axis(2), on_box(2) */
void tv_run_capsule2_aabb2_overlap(const int32_t *in, int32_t *out)
{
    fg_capsule2 cap;
    fg_aabb2 box = tv_aabb2(in + 5);
    fg_vec2 x, y;
    fg_result r;
    cap.a = tv_v2(in);
    cap.b = tv_v2(in + 2);
    cap.radius = fg_from_raw(in[4]);
    r = fg_capsule2_aabb2_overlap(&cap, &box, &x, &y);
    out[0] = (int32_t)r;
    if (r == FG_HIT) {
        tv_out_v2(out + 1, x);
        tv_out_v2(out + 3, y);
    }
    if (fg_capsule2_aabb2_overlap(&cap, &box, NULL, NULL) != r) out[0] = 99;
    if (fg_capsule2_aabb2_overlap(&cap, &box, NULL, &y) != r) out[0] = 99;
}

/* in: capsule a(3) b(3) radius, box min(3) max(3); out: result, on_axis(3), on_box(3) */
void tv_run_capsule3_aabb3_overlap(const int32_t *in, int32_t *out)
{
    fg_capsule3 cap;
    fg_aabb3 box = tv_aabb3(in + 7);
    fg_vec3 x, y;
    fg_result r;
    cap.a = tv_v3(in);
    cap.b = tv_v3(in + 3);
    cap.radius = fg_from_raw(in[6]);
    r = fg_capsule3_aabb3_overlap(&cap, &box, &x, &y);
    out[0] = (int32_t)r;
    if (r == FG_HIT) {
        tv_out_v3(out + 1, x);
        tv_out_v3(out + 4, y);
    }
    if (fg_capsule3_aabb3_overlap(&cap, &box, NULL, NULL) != r) out[0] = 99;
    if (fg_capsule3_aabb3_overlap(&cap, &box, &x, NULL) != r) out[0] = 99;
}

/* in: capsule p a(3) b(3) radius, capsule q (7); out: result, on_p(3), on_q(3) */
void tv_run_capsule3_capsule3_overlap(const int32_t *in, int32_t *out)
{
    fg_capsule3 p, q;
    fg_vec3 x, y;
    fg_result r;
    p.a = tv_v3(in);
    p.b = tv_v3(in + 3);
    p.radius = fg_from_raw(in[6]);
    q.a = tv_v3(in + 7);
    q.b = tv_v3(in + 10);
    q.radius = fg_from_raw(in[13]);
    r = fg_capsule3_capsule3_overlap(&p, &q, &x, &y);
    out[0] = (int32_t)r;
    if (r == FG_HIT) {
        tv_out_v3(out + 1, x);
        tv_out_v3(out + 4, y);
    }
    if (fg_capsule3_capsule3_overlap(&p, &q, NULL, NULL) != r) out[0] = 99;
    if (fg_capsule3_capsule3_overlap(&p, &q, NULL, &y) != r) out[0] = 99;
}

/* in: capsule p a(2) b(2) radius, capsule q (5); out: result, count, normal(2), depth, point(2),
 * depth[1], point[1](2) (0 when count is 1) */
void tv_run_capsule2_capsule2_manifold(const int32_t *in, int32_t *out)
{
    fg_capsule2 p, q;
    fg_manifold2 m;
    fg_result r;
    p.a = tv_v2(in);
    p.b = tv_v2(in + 2);
    p.radius = fg_from_raw(in[4]);
    q.a = tv_v2(in + 5);
    q.b = tv_v2(in + 7);
    q.radius = fg_from_raw(in[9]);
    r = fg_capsule2_capsule2_manifold(&p, &q, &m);
    out[0] = (int32_t)r;
    if (r == FG_HIT) {
        out[1] = m.count;
        tv_out_v2(out + 2, m.normal);
        out[4] = fg_to_raw(m.depth[0]);
        tv_out_v2(out + 5, m.point[0]);
        out[7] = fg_to_raw(m.depth[1]);
        tv_out_v2(out + 8, m.point[1]);
        if ((m.count == 2) && (fg_to_raw(m.depth[1]) != fg_to_raw(m.depth[0]))) out[0] = 99;
    }
    if (fg_capsule2_capsule2_manifold(&p, &q, NULL) != r) out[0] = 99;
    if (fg_capsule2_capsule2_overlap(&p, &q, NULL, NULL) != r) out[0] = 99;
}
