/* Adapters: planes (unit normal, closest point, ray-plane, box classify, convex
 * polyhedron). Outputs on a miss stay 0. */
#include "tv.h"

#define TV_PLANES_MAX 8

static void tv_out_hit3(int32_t *out, bool ok, const fg_hit3 *h)
{
    out[0] = ok;
    if (ok) {
        out[1] = fg_to_raw(h->t);
        tv_out_v3(out + 2, h->point);
        tv_out_v3(out + 5, h->normal);
    }
}

void tv_run_plane_unit_normal(const int32_t *in, int32_t *out)
{
    fg_plane p = tv_plane(in);
    fg_vec3 n = fg_vec3_make(FG_ZERO, FG_ZERO, FG_ZERO);
    (void)fg_plane_unit_normal(&p, &n);
    tv_out_v3(out, n);
}

void tv_run_plane_closest_point(const int32_t *in, int32_t *out)
{
    fg_plane p = tv_plane(in);
    fg_vec3 q = tv_v3(in + 4);
    (void)fg_plane_closest_point(&p, q, &q);
    tv_out_v3(out, q);
}

void tv_run_segment3_plane_raycast(const int32_t *in, int32_t *out)
{
    fg_segment3 s = tv_seg3(in);
    fg_plane p = tv_plane(in + 6);
    fg_hit3 h = {0};
    bool ok = tv_hit(fg_segment3_plane_raycast(&s, &p, in[10] != 0 ? FG_FRONT_ONLY : FG_BOTH_SIDES, fg_from_raw(in[11]), &h));
    tv_out_hit3(out, ok, &h);
    if (ok != tv_hit(fg_segment3_plane_raycast(&s, &p, in[10] != 0 ? FG_FRONT_ONLY : FG_BOTH_SIDES, fg_from_raw(in[11]), NULL))) out[0] = -1;
}

void tv_run_aabb3_plane_classify(const int32_t *in, int32_t *out)
{
    fg_aabb3 b = tv_aabb3(in);
    fg_plane p = tv_plane(in + 6);
    out[0] = tv_side(fg_aabb3_plane_classify(&b, &p));
}

/* in: origin(3) delta(3) max_t count planes(8 x {n(3), d}) */
void tv_run_segment3_planes_raycast(const int32_t *in, int32_t *out)
{
    fg_segment3 s = tv_seg3(in);
    fg_plane planes[TV_PLANES_MAX];
    fg_hit3 h = {0};
    size_t count = (size_t)(uint32_t)in[7], i;
    bool ok;
    if (count > TV_PLANES_MAX) count = TV_PLANES_MAX;
    for (i = 0; i < TV_PLANES_MAX; i++) planes[i] = tv_plane(in + 8 + 4 * i);
    ok = tv_hit(fg_segment3_planes_raycast(&s, planes, count, fg_from_raw(in[6]), &h));
    tv_out_hit3(out, ok, &h);
    if (ok != tv_hit(fg_segment3_planes_raycast(&s, planes, count, fg_from_raw(in[6]), NULL))) out[0] = -1;
}

