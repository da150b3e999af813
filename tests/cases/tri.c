/* Adapters: segment vs triangle. */
#include "tv.h"

/* in: origin[3] delta[3] a[3] b[3] c[3] max_t two_sided; out: hit t point[3] normal[3] u v */
static void run_raycast(const int32_t *in, int32_t *out)
{
    fg_segment3 seg;
    fg_triangle tri;
    fg_hit3 hit;
    fg_scalar u = FG_ZERO, v = FG_ZERO;
    seg.origin = tv_v3(in);
    seg.delta = tv_v3(in + 3);
    tri.a = tv_v3(in + 6);
    tri.b = tv_v3(in + 9);
    tri.c = tv_v3(in + 12);
    hit.t = FG_ZERO;
    hit.point = hit.normal = fg_vec3_make(FG_ZERO, FG_ZERO, FG_ZERO);
    out[0] = tv_hit(fg_segment3_triangle_raycast(&seg, &tri, in[16] != 0 ? FG_BOTH_SIDES : FG_FRONT_ONLY, fg_from_raw(in[15]), &hit, &u, &v));
    if (out[0]) {
        out[1] = fg_to_raw(hit.t);
        tv_out_v3(out + 2, hit.point);
        tv_out_v3(out + 5, hit.normal);
        out[8] = fg_to_raw(u);
        out[9] = fg_to_raw(v);
    }
}

void tv_run_segment3_triangle_raycast(const int32_t *in, int32_t *out) { run_raycast(in, out); }
void tv_run_segment3_triangle_raycast2(const int32_t *in, int32_t *out) { run_raycast(in, out); }
