/* SPDX-License-Identifier: MIT */
/* Adapters: sphere/circle closest point, raycast, static overlap, sweep. Each writes the raw
 * result (FG_REJECTED -1 / FG_MISS 0 / FG_HIT 1) and, on a hit, the record (tv_put_hit*). */
#include "tv.h"

/* The call without a hit record must give the same result: a disagreement turns the
 * result into a value the oracle never expects. */
static int32_t agree(fg_result with_hit, fg_result without) { return with_hit == without ? (int32_t)with_hit : 99; }

/* in: center(3) radius p(3); out: result, closest(3) */
void tv_run_sphere_closest_point(const int32_t *in, int32_t *out)
{
    fg_sphere s = tv_sphere(in);
    fg_vec3 q = tv_v3(in + 4);
    fg_result r = fg_sphere_closest_point(&s, q, &q);
    out[0] = agree(r, fg_sphere_closest_point(&s, tv_v3(in + 4), NULL));
    if (r == FG_OK) tv_out_v3(out + 1, q);
}

/* in: center(2) radius p(2); out: result, closest(2) */
void tv_run_circle_closest_point(const int32_t *in, int32_t *out)
{
    fg_circle s = tv_circle(in);
    fg_vec2 q = tv_v2(in + 3);
    fg_result r = fg_circle_closest_point(&s, q, &q);
    out[0] = agree(r, fg_circle_closest_point(&s, tv_v2(in + 3), NULL));
    if (r == FG_OK) tv_out_v2(out + 1, q);
}

/* in: sphere a (4), sphere b (4) */
void tv_run_sphere_sphere_overlap(const int32_t *in, int32_t *out)
{
    fg_sphere a = tv_sphere(in), b = tv_sphere(in + 4);
    out[0] = (int32_t)fg_sphere_sphere_overlap(&a, &b);
}

void tv_run_circle_circle_overlap(const int32_t *in, int32_t *out)
{
    fg_circle a = tv_circle(in), b = tv_circle(in + 3);
    out[0] = (int32_t)fg_circle_circle_overlap(&a, &b);
}

/* in: origin(3) delta(3) center(3) radius max_t */
void tv_run_segment3_sphere_raycast(const int32_t *in, int32_t *out)
{
    fg_segment3 seg = tv_seg3(in);
    fg_sphere s = tv_sphere(in + 6);
    fg_hit3 hit;
    fg_result r = fg_segment3_sphere_raycast(&seg, &s, fg_from_raw(in[10]), &hit);
    tv_put_hit3(out, r, &hit);
    out[0] = agree(r, fg_segment3_sphere_raycast(&seg, &s, fg_from_raw(in[10]), NULL));
}

/* in: origin(2) delta(2) center(2) radius max_t */
void tv_run_segment2_circle_raycast(const int32_t *in, int32_t *out)
{
    fg_segment2 seg = tv_seg2(in);
    fg_circle s = tv_circle(in + 4);
    fg_hit2 hit;
    fg_result r = fg_segment2_circle_raycast(&seg, &s, fg_from_raw(in[7]), &hit);
    tv_put_hit2(out, r, &hit);
    out[0] = agree(r, fg_segment2_circle_raycast(&seg, &s, fg_from_raw(in[7]), NULL));
}

/* in: sphere a (4) delta_a(3) sphere b (4) delta_b(3) max_t */
void tv_run_sphere_sphere_sweep(const int32_t *in, int32_t *out)
{
    fg_sphere a = tv_sphere(in), b = tv_sphere(in + 7);
    fg_vec3 da = tv_v3(in + 4), db = tv_v3(in + 11);
    fg_scalar mt = fg_from_raw(in[14]);
    fg_hit3 hit;
    fg_result r = fg_sphere_sphere_sweep(&a, da, &b, db, mt, &hit);
    tv_put_hit3(out, r, &hit);
    out[0] = agree(r, fg_sphere_sphere_sweep(&a, da, &b, db, mt, NULL));
}

/* in: circle a (3) delta_a(2) circle b (3) delta_b(2) max_t */
void tv_run_circle_circle_sweep(const int32_t *in, int32_t *out)
{
    fg_circle a = tv_circle(in), b = tv_circle(in + 5);
    fg_vec2 da = tv_v2(in + 3), db = tv_v2(in + 8);
    fg_scalar mt = fg_from_raw(in[10]);
    fg_hit2 hit;
    fg_result r = fg_circle_circle_sweep(&a, da, &b, db, mt, &hit);
    tv_put_hit2(out, r, &hit);
    out[0] = agree(r, fg_circle_circle_sweep(&a, da, &b, db, mt, NULL));
}
