/* SPDX-License-Identifier: MIT */
/* Adapters: 3D capsule casts and sweeps. Each writes the raw result (FG_REJECTED -1 /
 * FG_MISS 0 / FG_HIT 1) and, on a hit, the record (tv_put_hit3); a NULL-output call
 * disagreeing writes 99. */
#include "tv.h"

static fg_capsule3 tv_cap3(const int32_t *r)
{
    fg_capsule3 c;
    c.a = tv_v3(r);
    c.b = tv_v3(r + 3);
    c.radius = fg_from_raw(r[6]);
    return c;
}

/* in: origin(3) delta(3) a(3) b(3) radius max_t */
void tv_run_segment3_capsule3_raycast(const int32_t *in, int32_t *out)
{
    fg_segment3 seg = tv_seg3(in);
    fg_capsule3 cap = tv_cap3(in + 6);
    fg_scalar mt = fg_from_raw(in[13]);
    fg_hit3 hit;
    fg_result r = fg_segment3_capsule3_raycast(&seg, &cap, mt, &hit);
    tv_put_hit3(out, r, &hit);
    if (fg_segment3_capsule3_raycast(&seg, &cap, mt, NULL) != r) out[0] = 99;
}

/* in: centre(3) radius delta(3) a(3) b(3) capsule radius, max_t */
void tv_run_sphere_capsule3_sweep(const int32_t *in, int32_t *out)
{
    fg_sphere s = tv_sphere(in);
    fg_vec3 d = tv_v3(in + 4);
    fg_capsule3 cap = tv_cap3(in + 7);
    fg_scalar mt = fg_from_raw(in[14]);
    fg_hit3 hit;
    fg_result r = fg_sphere_capsule3_sweep(&s, d, &cap, mt, &hit);
    tv_put_hit3(out, r, &hit);
    if (fg_sphere_capsule3_sweep(&s, d, &cap, mt, NULL) != r) out[0] = 99;
}

/* in: centre(2) radius delta(2) a(2) b(2) capsule radius, max_t */
void tv_run_circle_capsule2_sweep(const int32_t *in, int32_t *out)
{
    fg_circle c = tv_circle(in);
    fg_vec2 d = tv_v2(in + 3);
    fg_capsule2 cap;
    fg_scalar mt = fg_from_raw(in[10]);
    fg_hit2 hit;
    fg_result r;
    cap.a = tv_v2(in + 5);
    cap.b = tv_v2(in + 7);
    cap.radius = fg_from_raw(in[9]);
    r = fg_circle_capsule2_sweep(&c, d, &cap, mt, &hit);
    tv_put_hit2(out, r, &hit);
    if (fg_circle_capsule2_sweep(&c, d, &cap, mt, NULL) != r) out[0] = 99;
}
