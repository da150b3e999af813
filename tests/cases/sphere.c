/* Adapters: sphere/circle closest point, raycast, static overlap, sweep. */
#include "tv.h"

/* out: hit, t, point, normal; all 0 on a miss (the hit struct is only read on a hit) */
static void out_hit3(int32_t *out, bool h, const fg_hit3 *hit)
{
    out[0] = h;
    if (!h) return;
    out[1] = fg_to_raw(hit->t);
    tv_out_v3(out + 2, hit->point);
    tv_out_v3(out + 5, hit->normal);
}

static void out_hit2(int32_t *out, bool h, const fg_hit2 *hit)
{
    out[0] = h;
    if (!h) return;
    out[1] = fg_to_raw(hit->t);
    tv_out_v2(out + 2, hit->point);
    tv_out_v2(out + 4, hit->normal);
}

/* in: center(3) radius p(3) */
void tv_run_sphere_closest_point(const int32_t *in, int32_t *out)
{
    fg_sphere s = tv_sphere(in);
    fg_vec3 q = tv_v3(in + 4);
    (void)fg_sphere_closest_point(&s, q, &q);
    tv_out_v3(out, q);
}

/* in: center(2) radius p(2) */
void tv_run_circle_closest_point(const int32_t *in, int32_t *out)
{
    fg_circle s = tv_circle(in);
    fg_vec2 q = tv_v2(in + 3);
    (void)fg_circle_closest_point(&s, q, &q);
    tv_out_v2(out, q);
}

/* in: sphere a (4), sphere b (4) */
void tv_run_sphere_sphere_overlap(const int32_t *in, int32_t *out)
{
    fg_sphere a = tv_sphere(in), b = tv_sphere(in + 4);
    out[0] = tv_hit(fg_sphere_sphere_overlap(&a, &b));
}

void tv_run_circle_circle_overlap(const int32_t *in, int32_t *out)
{
    fg_circle a = tv_circle(in), b = tv_circle(in + 3);
    out[0] = tv_hit(fg_circle_circle_overlap(&a, &b));
}

/* in: origin(3) delta(3) center(3) radius max_t */
void tv_run_segment3_sphere_raycast(const int32_t *in, int32_t *out)
{
    fg_segment3 seg;
    fg_sphere s = tv_sphere(in + 6);
    fg_hit3 hit = {0};
    bool h;
    seg.origin = tv_v3(in);
    seg.delta = tv_v3(in + 3);
    h = tv_hit(fg_segment3_sphere_raycast(&seg, &s, fg_from_raw(in[10]), &hit));
    /* the yes/no-only call (hit = NULL) must agree */
    if (tv_hit(fg_segment3_sphere_raycast(&seg, &s, fg_from_raw(in[10]), NULL)) != h) h = !h;
    out_hit3(out, h, &hit);
}

/* in: origin(2) delta(2) center(2) radius max_t */
void tv_run_segment2_circle_raycast(const int32_t *in, int32_t *out)
{
    fg_segment2 seg;
    fg_circle s = tv_circle(in + 4);
    fg_hit2 hit = {0};
    bool h;
    seg.origin = tv_v2(in);
    seg.delta = tv_v2(in + 2);
    h = tv_hit(fg_segment2_circle_raycast(&seg, &s, fg_from_raw(in[7]), &hit));
    if (tv_hit(fg_segment2_circle_raycast(&seg, &s, fg_from_raw(in[7]), NULL)) != h) h = !h;
    out_hit2(out, h, &hit);
}

/* in: sphere a (4) delta_a(3) sphere b (4) delta_b(3) max_t */
void tv_run_sphere_sphere_sweep(const int32_t *in, int32_t *out)
{
    fg_sphere a = tv_sphere(in), b = tv_sphere(in + 7);
    fg_hit3 hit = {0};
    bool h = tv_hit(fg_sphere_sphere_sweep(&a, tv_v3(in + 4), &b, tv_v3(in + 11), fg_from_raw(in[14]), &hit));
    if (tv_hit(fg_sphere_sphere_sweep(&a, tv_v3(in + 4), &b, tv_v3(in + 11), fg_from_raw(in[14]), NULL)) != h) h = !h;
    out_hit3(out, h, &hit);
}

/* in: circle a (3) delta_a(2) circle b (3) delta_b(2) max_t */
void tv_run_circle_circle_sweep(const int32_t *in, int32_t *out)
{
    fg_circle a = tv_circle(in), b = tv_circle(in + 5);
    fg_hit2 hit = {0};
    bool h = tv_hit(fg_circle_circle_sweep(&a, tv_v2(in + 3), &b, tv_v2(in + 8), fg_from_raw(in[10]), &hit));
    if (tv_hit(fg_circle_circle_sweep(&a, tv_v2(in + 3), &b, tv_v2(in + 8), fg_from_raw(in[10]), NULL)) != h) h = !h;
    out_hit2(out, h, &hit);
}
