/* Adapters: sphere/circle vs box, sphere vs plane, segment vs triangle. */
#include "tv.h"

static fg_sphere tv_sphere(const int32_t *r)
{
    fg_sphere s;
    s.center = tv_v3(r);
    s.radius = fg_from_raw(r[3]);
    return s;
}

static fg_plane tv_plane(const int32_t *r)
{
    fg_plane p;
    p.n = tv_v3(r);
    p.d = fg_from_raw(r[3]);
    return p;
}

void tv_run_sphere_aabb3_overlap(const int32_t *in, int32_t *out)
{
    fg_sphere s = tv_sphere(in);
    fg_aabb3 b = tv_aabb3(in + 4);
    out[0] = fg_sphere_aabb3_overlap(&s, &b);
}

void tv_run_circle_aabb2_overlap(const int32_t *in, int32_t *out)
{
    fg_circle c;
    fg_aabb2 b = tv_aabb2(in + 3);
    c.center = tv_v2(in);
    c.radius = fg_from_raw(in[2]);
    out[0] = fg_circle_aabb2_overlap(&c, &b);
}

void tv_run_sphere_plane_classify(const int32_t *in, int32_t *out)
{
    fg_sphere s = tv_sphere(in);
    fg_plane p = tv_plane(in + 4);
    out[0] = fg_sphere_plane_classify(&s, &p);
}
