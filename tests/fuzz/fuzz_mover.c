/* SPDX-License-Identifier: MIT */
/* fuzz_mover.c - fuzz harness of move-and-slide (fg_circle_aabb2_slide, fg_aabb2_aabb2_slide,
 * fg_sphere_aabb3_slide, fg_aabb3_aabb3_slide).
 *
 * Independent reference on raw integers (__int128, nothing from lib/): penetration is
 * "strictly overlapping" (boxes: open intervals on every axis; balls: squared distance to
 * the clamped point < r^2, or the centre in the open box), the domain is recomputed here.
 * Invariants checked on every input:
 *   - rejected exactly when an input is out of the domain or a count is bad;
 *   - the end and every recorded contact position penetrate no wall the start did not;
 *   - FG_MISS: no contact and the end is start + delta exactly;
 *   - contacts <= max_iter, each wall index in [0, count);
 *   - boxes: per axis the displacement has the motion's sign and at most its size; balls:
 *     |end - start| <= |delta| + 2 LSB per iteration (Euclidean: clipping never lengthens);
 *   - steered: a mover touching a wall's face and moving along or away from it is not
 *     stopped (FG_MISS, the full motion). */
#include <math.h>
#include <stdio.h>
#include "fuzz_common.h"

#define MAXW 4
#define CAP 16
#define DOM (1LL << 29)

typedef struct {
    int dim, ball;
    int64_t p[3], size[3], r; /* centre or min corner; box size; radius */
    int64_t lo[MAXW][3], hi[MAXW][3];
    int count;
} ref_scene;

static bool dom(int64_t v) { return v >= -DOM && v <= DOM; }

static bool ref_pen(const ref_scene *s, const int64_t *p, int w)
{
    int i;
    for (i = 0; i < s->dim; i++)
        if (s->lo[w][i] > s->hi[w][i]) return false;
    if (!s->ball) {
        for (i = 0; i < s->dim; i++) {
            if (s->size[i] < 0) return false;
            if (!(p[i] < s->hi[w][i] && s->lo[w][i] < p[i] + s->size[i])) return false;
        }
        return true;
    }
    if (s->r < 0) return false;
    {
        bool open_in = true;
        fz_i128 d2 = 0;
        for (i = 0; i < s->dim; i++) {
            int64_t c = p[i] < s->lo[w][i] ? s->lo[w][i] : p[i] > s->hi[w][i] ? s->hi[w][i] : p[i];
            d2 += (fz_i128)(p[i] - c) * (p[i] - c);
            open_in = open_in && s->lo[w][i] < p[i] && p[i] < s->hi[w][i];
        }
        return open_in || d2 < (fz_i128)s->r * s->r;
    }
}

static void check_clear(const ref_scene *s, const int64_t *start, const int64_t *q)
{
    int w;
    for (w = 0; w < s->count; w++)
        FZ_CHECK(!ref_pen(s, q, w) || ref_pen(s, start, w));
}

/* One call and its checks. steer_free: the motion must be made in full without contact. */
static void run(ref_scene *s, const int64_t *delta, int max_iter, int cap, bool steer_free)
{
    fg_aabb2 w2[MAXW];
    fg_aabb3 w3[MAXW];
    fg_slide2 c2[CAP];
    fg_slide3 c3[CAP];
    fg_vec2 e2 = {0, 0};
    fg_vec3 e3 = {0, 0, 0};
    int32_t n = -1;
    fg_result res;
    int i, k, dim = s->dim;
    bool ood = false;
    for (k = 0; k < s->count; k++) {
        for (i = 0; i < dim; i++) ood = ood || !dom(s->lo[k][i]) || !dom(s->hi[k][i]);
        w2[k].min.x = (fg_scalar)s->lo[k][0];
        w2[k].min.y = (fg_scalar)s->lo[k][1];
        w2[k].max.x = (fg_scalar)s->hi[k][0];
        w2[k].max.y = (fg_scalar)s->hi[k][1];
        w3[k].min.x = (fg_scalar)s->lo[k][0];
        w3[k].min.y = (fg_scalar)s->lo[k][1];
        w3[k].min.z = (fg_scalar)s->lo[k][2];
        w3[k].max.x = (fg_scalar)s->hi[k][0];
        w3[k].max.y = (fg_scalar)s->hi[k][1];
        w3[k].max.z = (fg_scalar)s->hi[k][2];
    }
    for (i = 0; i < dim; i++) {
        ood = ood || !dom(s->p[i]) || !dom(s->p[i] + delta[i]);
        if (!s->ball) ood = ood || !dom(s->p[i] + s->size[i]) || !dom(s->p[i] + s->size[i] + delta[i]);
    }
    if (s->ball) ood = ood || !dom(s->r);
    if (dim == 2) {
        fg_vec2 d = {(fg_scalar)delta[0], (fg_scalar)delta[1]};
        if (s->ball) {
            fg_circle c = {{(fg_scalar)s->p[0], (fg_scalar)s->p[1]}, (fg_scalar)s->r};
            res = fg_circle_aabb2_slide(&c, d, w2, s->count, max_iter, &e2, c2, cap, &n);
        } else {
            fg_aabb2 b = {{(fg_scalar)s->p[0], (fg_scalar)s->p[1]},
                          {(fg_scalar)(s->p[0] + s->size[0]), (fg_scalar)(s->p[1] + s->size[1])}};
            res = fg_aabb2_aabb2_slide(&b, d, w2, s->count, max_iter, &e2, c2, cap, &n);
        }
    } else {
        fg_vec3 d = {(fg_scalar)delta[0], (fg_scalar)delta[1], (fg_scalar)delta[2]};
        if (s->ball) {
            fg_sphere c = {{(fg_scalar)s->p[0], (fg_scalar)s->p[1], (fg_scalar)s->p[2]}, (fg_scalar)s->r};
            res = fg_sphere_aabb3_slide(&c, d, w3, s->count, max_iter, &e3, c3, cap, &n);
        } else {
            fg_aabb3 b = {{(fg_scalar)s->p[0], (fg_scalar)s->p[1], (fg_scalar)s->p[2]},
                          {(fg_scalar)(s->p[0] + s->size[0]), (fg_scalar)(s->p[1] + s->size[1]),
                           (fg_scalar)(s->p[2] + s->size[2])}};
            res = fg_aabb3_aabb3_slide(&b, d, w3, s->count, max_iter, &e3, c3, cap, &n);
        }
    }
    if (ood) {
        FZ_CHECK(res == FG_REJECTED);
        return;
    }
    FZ_CHECK(res == FG_HIT || res == FG_MISS);
    FZ_CHECK(n >= 0 && n <= max_iter);
    FZ_CHECK((res == FG_HIT) == (n > 0));
    {
        int64_t end[3] = {dim == 2 ? e2.x : e3.x, dim == 2 ? e2.y : e3.y, dim == 2 ? 0 : e3.z};
        check_clear(s, s->p, end);
        for (k = 0; k < n && k < cap; k++) {
            int64_t q[3] = {dim == 2 ? c2[k].position.x : c3[k].position.x,
                            dim == 2 ? c2[k].position.y : c3[k].position.y, dim == 2 ? 0 : c3[k].position.z};
            int wall = dim == 2 ? c2[k].wall : c3[k].wall;
            FZ_CHECK(wall >= 0 && wall < s->count);
            check_clear(s, s->p, q);
        }
        if (res == FG_MISS || steer_free) {
            if (res != FG_MISS) {
                fprintf(stderr, "scene: p %lld %lld %lld size %lld %lld %lld r %lld delta %lld %lld %lld wall %lld %lld %lld / %lld %lld %lld n %d\n",
                        (long long)s->p[0], (long long)s->p[1], (long long)s->p[2], (long long)s->size[0],
                        (long long)s->size[1], (long long)s->size[2], (long long)s->r, (long long)delta[0],
                        (long long)delta[1], (long long)delta[2], (long long)s->lo[0][0], (long long)s->lo[0][1],
                        (long long)s->lo[0][2], (long long)s->hi[0][0], (long long)s->hi[0][1], (long long)s->hi[0][2], n);
            }
            FZ_CHECK(res == FG_MISS);
            for (i = 0; i < dim; i++) FZ_CHECK(end[i] == s->p[i] + delta[i]);
        }
        if (!s->ball) {
            for (i = 0; i < dim; i++) {
                int64_t m = end[i] - s->p[i];
                FZ_CHECK(delta[i] >= 0 ? (m >= 0 && m <= delta[i]) : (m <= 0 && m >= delta[i]));
            }
        } else {
            long double moved = 0, want = 0;
            for (i = 0; i < dim; i++) {
                moved += (long double)(end[i] - s->p[i]) * (long double)(end[i] - s->p[i]);
                want += (long double)delta[i] * (long double)delta[i];
            }
            FZ_CHECK(sqrtl(moved) <= sqrtl(want) + 2.0L * (long double)(n + 1));
        }
    }
}

static void read_scene(fz_in *in, ref_scene *s, int dim, int ball, int64_t *delta)
{
    int i, k;
    s->dim = dim;
    s->ball = ball;
    s->count = fz_byte(in) % (MAXW + 1);
    for (i = 0; i < 3; i++) s->p[i] = s->size[i] = delta[i] = 0;
    for (i = 0; i < dim; i++) s->p[i] = fz_scalar(in);
    if (ball) {
        s->r = fz_scalar(in);
    } else {
        for (i = 0; i < dim; i++) s->size[i] = (int64_t)fz_scalar(in) - s->p[i];
    }
    for (i = 0; i < dim; i++) delta[i] = fz_scalar(in);
    for (k = 0; k < MAXW; k++) {
        s->lo[k][2] = s->hi[k][2] = 0;
        for (i = 0; i < dim; i++) s->lo[k][i] = fz_scalar(in);
        for (i = 0; i < dim; i++) s->hi[k][i] = fz_scalar(in);
    }
}

static bool fits(const ref_scene *s)
{
    int i;
    for (i = 0; i < s->dim; i++)
        if (s->p[i] + s->size[i] < INT32_MIN || s->p[i] + s->size[i] > INT32_MAX) return false;
    return true;
}

static void any_case(fz_in *in, int dim, int ball)
{
    ref_scene s;
    int64_t delta[3];
    int max_iter, cap;
    read_scene(in, &s, dim, ball, delta);
    max_iter = fz_byte(in) % FG_SLIDE_ITER_MAX + 1;
    cap = fz_byte(in) % (CAP + 1);
    if (!fits(&s)) return;
    run(&s, delta, max_iter, cap, false);
}

/* The mover placed touching wall 0's face on a chosen axis and side, moving along or away. */
static void touch_case(fz_in *in, int dim, int ball)
{
    ref_scene s;
    int64_t delta[3];
    int a, side, i;
    uint8_t sel;
    read_scene(in, &s, dim, ball, delta);
    sel = fz_byte(in);
    a = sel % dim;
    side = (sel >> 2) & 1;
    s.count = 1;
    /* a flat wall on the contact axis is crossed (the sweeps' rule for lying in a flat box):
     * give it thickness */
    for (i = 0; i < dim; i++) if (s.size[i] < 0) s.size[i] = -s.size[i];
    if (s.r < 0) s.r = -s.r;
    for (i = 0; i < dim; i++) {
        if (s.lo[0][i] > s.hi[0][i]) { int64_t t = s.lo[0][i]; s.lo[0][i] = s.hi[0][i]; s.hi[0][i] = t; }
        if (i == a && s.lo[0][i] == s.hi[0][i]) s.hi[0][i] += 65536;
        if (i != a) { /* inside the face's extent on the other axes */
            int64_t c = s.lo[0][i] + (s.hi[0][i] - s.lo[0][i]) / 2;
            if (ball) s.p[i] = c; else s.p[i] = c - s.size[i] / 2;
        }
    }
    if (ball) {
        s.p[a] = side ? s.hi[0][a] + s.r : s.lo[0][a] - s.r;
    } else {
        s.p[a] = side ? s.hi[0][a] : s.lo[0][a] - s.size[a];
    }
    /* along or away: the normal component of delta points out of the wall */
    if (side ? delta[a] < 0 : delta[a] > 0) delta[a] = -delta[a];
    for (i = 0; i < dim; i++)
        if (s.p[i] < INT32_MIN || s.p[i] > INT32_MAX || delta[i] < INT32_MIN || delta[i] > INT32_MAX) return;
    if (!fits(&s)) return;
    {
        int i2;
        bool ok = dom(s.r) || !ball;
        for (i2 = 0; i2 < dim; i2++) ok = ok && dom(s.p[i2] + delta[i2]) && dom(s.lo[0][i2]) && dom(s.hi[0][i2]) && dom(s.p[i2]);
        if (!ok) return; /* the steering needs an in-domain scene */
    }
    run(&s, delta, fz_byte(in) % FG_SLIDE_ITER_MAX + 1, CAP, true);
}

static void c_circle(fz_in *in) { any_case(in, 2, 1); }
static void c_box2(fz_in *in) { any_case(in, 2, 0); }
static void c_sphere(fz_in *in) { any_case(in, 3, 1); }
static void c_box3(fz_in *in) { any_case(in, 3, 0); }
static void c_circle_touch(fz_in *in) { touch_case(in, 2, 1); }
static void c_box2_touch(fz_in *in) { touch_case(in, 2, 0); }
static void c_sphere_touch(fz_in *in) { touch_case(in, 3, 1); }
static void c_box3_touch(fz_in *in) { touch_case(in, 3, 0); }

static const fz_case cases[] = {
    {"fg_circle_aabb2_slide", c_circle},
    {"fg_aabb2_aabb2_slide", c_box2},
    {"fg_sphere_aabb3_slide", c_sphere},
    {"fg_aabb3_aabb3_slide", c_box3},
    {"fg_circle_aabb2_slide touching", c_circle_touch},
    {"fg_aabb2_aabb2_slide touching", c_box2_touch},
    {"fg_sphere_aabb3_slide touching", c_sphere_touch},
    {"fg_aabb3_aabb3_slide touching", c_box3_touch},
};

FZ_HARNESS("fuzz_mover", cases)
