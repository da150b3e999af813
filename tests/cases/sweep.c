/* Adapters: moving boxes (box vs plane, box vs box). Outputs on a miss stay 0. */
#include "tv.h"

static void tv_out_hit3(int32_t *out, bool ok, const fg_hit3 *h)
{
    out[0] = ok;
    if (ok) {
        out[1] = fg_to_raw(h->t);
        tv_out_v3(out + 2, h->point);
        tv_out_v3(out + 5, h->normal);
    }
}

void tv_run_aabb3_plane_sweep(const int32_t *in, int32_t *out)
{
    fg_aabb3 b = tv_aabb3(in);
    fg_plane p = tv_plane(in + 9);
    fg_hit3 h = {0};
    bool ok = tv_hit(fg_aabb3_plane_sweep(&b, tv_v3(in + 6), &p, fg_from_raw(in[13]), &h));
    tv_out_hit3(out, ok, &h);
    if (ok != tv_hit(fg_aabb3_plane_sweep(&b, tv_v3(in + 6), &p, fg_from_raw(in[13]), NULL))) out[0] = -1;
}

void tv_run_aabb3_aabb3_sweep(const int32_t *in, int32_t *out)
{
    fg_aabb3 m = tv_aabb3(in), st = tv_aabb3(in + 9);
    fg_hit3 h = {0};
    bool ok = tv_hit(fg_aabb3_aabb3_sweep(&m, tv_v3(in + 6), &st, fg_from_raw(in[15]), &h));
    tv_out_hit3(out, ok, &h);
    if (ok != tv_hit(fg_aabb3_aabb3_sweep(&m, tv_v3(in + 6), &st, fg_from_raw(in[15]), NULL))) out[0] = -1;
}

void tv_run_aabb3_aabb3_sweep_interval(const int32_t *in, int32_t *out)
{
    fg_aabb3 m = tv_aabb3(in), st = tv_aabb3(in + 9);
    fg_scalar te = FG_ZERO, tl = FG_ZERO;
    bool ok = tv_hit(fg_aabb3_aabb3_sweep_interval(&m, tv_v3(in + 6), &st, &te, &tl));
    out[0] = ok;
    if (ok) {
        out[1] = fg_to_raw(te);
        out[2] = fg_to_raw(tl);
    }
}

void tv_run_aabb2_aabb2_sweep(const int32_t *in, int32_t *out)
{
    fg_aabb2 m = tv_aabb2(in), st = tv_aabb2(in + 6);
    fg_hit2 h = {0};
    bool ok = tv_hit(fg_aabb2_aabb2_sweep(&m, tv_v2(in + 4), &st, fg_from_raw(in[10]), &h));
    out[0] = ok;
    if (ok) {
        out[1] = fg_to_raw(h.t);
        tv_out_v2(out + 2, h.point);
        tv_out_v2(out + 4, h.normal);
    }
    if (ok != tv_hit(fg_aabb2_aabb2_sweep(&m, tv_v2(in + 4), &st, fg_from_raw(in[10]), NULL))) out[0] = -1;
}

void tv_run_aabb2_aabb2_sweep_interval(const int32_t *in, int32_t *out)
{
    fg_aabb2 m = tv_aabb2(in), st = tv_aabb2(in + 6);
    fg_scalar te = FG_ZERO, tl = FG_ZERO;
    bool ok = tv_hit(fg_aabb2_aabb2_sweep_interval(&m, tv_v2(in + 4), &st, &te, &tl));
    out[0] = ok;
    if (ok) {
        out[1] = fg_to_raw(te);
        out[2] = fg_to_raw(tl);
    }
}
