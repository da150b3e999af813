/* Adapters: box overlap and closest point in a box. */
#include "tv.h"

void tv_run_aabb2_aabb2_overlap(const int32_t *in, int32_t *out)
{
    fg_aabb2 a = tv_aabb2(in), b = tv_aabb2(in + 4);
    out[0] = fg_aabb2_aabb2_overlap(&a, &b);
}

void tv_run_aabb3_aabb3_overlap(const int32_t *in, int32_t *out)
{
    fg_aabb3 a = tv_aabb3(in), b = tv_aabb3(in + 6);
    out[0] = fg_aabb3_aabb3_overlap(&a, &b);
}

void tv_run_aabb2_closest_point(const int32_t *in, int32_t *out)
{
    fg_aabb2 box = tv_aabb2(in);
    tv_out_v2(out, fg_aabb2_closest_point(&box, tv_v2(in + 4)));
}

void tv_run_aabb3_closest_point(const int32_t *in, int32_t *out)
{
    fg_aabb3 box = tv_aabb3(in);
    tv_out_v3(out, fg_aabb3_closest_point(&box, tv_v3(in + 6)));
}
