/* SPDX-License-Identifier: MIT */
/* Adapters: 2D contact manifolds. Each writes the result (FG_REJECTED -1 / FG_MISS 0 /
 * FG_HIT 1), then on a hit count, normal and per point depth and point (points columns:
 * 1 or 2). A NULL-output call disagreeing writes 99; a decision differing from the
 * library's *_overlap function (in the domain) writes 98. */
#include "tv.h"

static void tv_put_manifold(int32_t *o, fg_result r, const fg_manifold2 *m, int points)
{
    int k;
    o[0] = (int32_t)r;
    if (r != FG_HIT) return;
    o[1] = m->count;
    tv_out_v2(o + 2, m->normal);
    for (k = 0; k < points; k++) {
        o[4 + 3 * k] = fg_to_raw(m->depth[k]);
        tv_out_v2(o + 5 + 3 * k, m->point[k]);
    }
}

/* in: circle a centre(2) radius, circle b centre(2) radius */
void tv_run_circle_circle_manifold(const int32_t *in, int32_t *out)
{
    fg_circle a = tv_circle(in), b = tv_circle(in + 3);
    fg_manifold2 m;
    fg_result r = fg_circle_circle_manifold(&a, &b, &m);
    tv_put_manifold(out, r, &m, 1);
    if (fg_circle_circle_manifold(&a, &b, NULL) != r) out[0] = 99;
    if (fg_circle_circle_overlap(&a, &b) != r) out[0] = 98;
}

/* in: circle centre(2) radius, box min(2) max(2) */
void tv_run_circle_aabb2_manifold(const int32_t *in, int32_t *out)
{
    fg_circle c = tv_circle(in);
    fg_aabb2 box = tv_aabb2(in + 3);
    fg_manifold2 m;
    fg_result r = fg_circle_aabb2_manifold(&c, &box, &m);
    tv_put_manifold(out, r, &m, 1);
    if (fg_circle_aabb2_manifold(&c, &box, NULL) != r) out[0] = 99;
    if (fg_circle_aabb2_overlap(&c, &box) != r) out[0] = 98;
}

/* in: box a min(2) max(2), box b min(2) max(2) */
void tv_run_aabb2_aabb2_manifold(const int32_t *in, int32_t *out)
{
    fg_aabb2 a = tv_aabb2(in), b = tv_aabb2(in + 4);
    fg_manifold2 m;
    fg_result r = fg_aabb2_aabb2_manifold(&a, &b, &m);
    tv_put_manifold(out, r, &m, 2);
    if (fg_aabb2_aabb2_manifold(&a, &b, NULL) != r) out[0] = 99;
    if ((r != FG_REJECTED) && (fg_aabb2_aabb2_overlap(&a, &b) != (r == FG_HIT))) out[0] = 98;
}

/* in: capsule a(2) b(2) radius, circle centre(2) radius */
void tv_run_capsule2_circle_manifold(const int32_t *in, int32_t *out)
{
    fg_capsule2 cap;
    fg_circle c = tv_circle(in + 5);
    fg_manifold2 m;
    fg_result r;
    cap.a = tv_v2(in);
    cap.b = tv_v2(in + 2);
    cap.radius = fg_from_raw(in[4]);
    r = fg_capsule2_circle_manifold(&cap, &c, &m);
    tv_put_manifold(out, r, &m, 1);
    if (fg_capsule2_circle_manifold(&cap, &c, NULL) != r) out[0] = 99;
    if (fg_capsule2_circle_overlap(&cap, &c, NULL) != r) out[0] = 98;
}
