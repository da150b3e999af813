/* SPDX-License-Identifier: MIT */
/* Adapters: capsules. Each writes the raw result (FG_REJECTED -1 / FG_MISS 0 / FG_HIT 1)
 * and, on a hit, the record (tv_put_hit*); a NULL-output call disagreeing writes 99. */
#include "tv.h"

static fg_capsule2 tv_capsule2(const int32_t *r)
{
    fg_capsule2 c;
    c.a = tv_v2(r);
    c.b = tv_v2(r + 2);
    c.radius = fg_from_raw(r[4]);
    return c;
}

/* in: origin(2) delta(2) a(2) b(2) radius max_t */
void tv_run_segment2_capsule2_raycast(const int32_t *in, int32_t *out)
{
    fg_segment2 seg = tv_seg2(in);
    fg_capsule2 cap = tv_capsule2(in + 4);
    fg_scalar mt = fg_from_raw(in[9]);
    fg_hit2 hit;
    fg_result r = fg_segment2_capsule2_raycast(&seg, &cap, mt, &hit);
    tv_put_hit2(out, r, &hit);
    if (fg_segment2_capsule2_raycast(&seg, &cap, mt, NULL) != r) out[0] = 99;
}

static fg_capsule3 tv_capsule3(const int32_t *r)
{
    fg_capsule3 c;
    c.a = tv_v3(r);
    c.b = tv_v3(r + 3);
    c.radius = fg_from_raw(r[6]);
    return c;
}

/* in: capsule a(2) b(2) radius, circle centre(2) radius; out: result, axis point(2) */
void tv_run_capsule2_circle_overlap(const int32_t *in, int32_t *out)
{
    fg_capsule2 cap = tv_capsule2(in);
    fg_circle c = tv_circle(in + 5);
    fg_vec2 q;
    fg_result r = fg_capsule2_circle_overlap(&cap, &c, &q);
    out[0] = (int32_t)r;
    if (r == FG_HIT) tv_out_v2(out + 1, q);
    if (fg_capsule2_circle_overlap(&cap, &c, NULL) != r) out[0] = 99;
}

/* in: capsule a(3) b(3) radius, sphere centre(3) radius; out: result, axis point(3) */
void tv_run_capsule3_sphere_overlap(const int32_t *in, int32_t *out)
{
    fg_capsule3 cap = tv_capsule3(in);
    fg_sphere s = tv_sphere(in + 7);
    fg_vec3 q;
    fg_result r = fg_capsule3_sphere_overlap(&cap, &s, &q);
    out[0] = (int32_t)r;
    if (r == FG_HIT) tv_out_v3(out + 1, q);
    if (fg_capsule3_sphere_overlap(&cap, &s, NULL) != r) out[0] = 99;
}

/* in: capsule p (5), capsule q (5); out: result, on_p(2), on_q(2) */
void tv_run_capsule2_capsule2_overlap(const int32_t *in, int32_t *out)
{
    fg_capsule2 p = tv_capsule2(in), q = tv_capsule2(in + 5);
    fg_vec2 a, b;
    fg_result r = fg_capsule2_capsule2_overlap(&p, &q, &a, &b);
    out[0] = (int32_t)r;
    if (r == FG_HIT) {
        tv_out_v2(out + 1, a);
        tv_out_v2(out + 3, b);
    }
    if (fg_capsule2_capsule2_overlap(&p, &q, NULL, NULL) != r) out[0] = 99;
    if (fg_capsule2_capsule2_overlap(&p, &q, &a, NULL) != r) out[0] = 99;
}
