/* SPDX-License-Identifier: MIT */
/* fuzz_mover_tri.c - fuzz harness of the box and the ball sliding against triangles
 * (fg_aabb3_triangle_slide, fg_sphere_triangle_slide).
 *
 * Independent reference on raw integers (__int128, nothing from lib/): a box penetrates a
 * triangle when every separating axis (x, y, z, the normal, the 9 edge crosses; zero axes
 * skipped) overlaps STRICTLY; a ball when its centre's squared distance to the closed
 * triangle is below r^2 (the face's plane where the foot is inside, else the nearest edge
 * segment; fz_big where a product exceeds 128 bits). Invariants checked on every input:
 *   - rejected exactly when an input is out of the domain;
 *   - the end and every recorded contact position penetrate no triangle the start did not;
 *   - FG_MISS: no contact and the end is start + delta exactly;
 *   - contacts <= max_iter, each wall index in [0, count);
 *   - |end - start| <= |delta| + 2 LSB per iteration (clipping never lengthens the motion);
 *   - steered: a box resting on a flat triangle, or a ball touching it over its face, moving
 *     along or away from it is not stopped (FG_MISS, the full motion). */
#include <math.h>
#include "fuzz_common.h"

#define MAXW 4
#define CAP 16
#define DOM (1LL << 29)

typedef struct {
    int64_t p[3], size[3]; /* a box's min corner and size, or a ball's centre */
    int64_t r;             /* a ball's radius */
    bool ball;
    int64_t v[MAXW][3][3]; /* triangle w, vertex j, axis i */
    int count;
} tri_scene;

static bool dom(int64_t v) { return v >= -DOM && v <= DOM; }

static void cross(const fz_i128 *a, const fz_i128 *b, fz_i128 *o)
{
    o[0] = a[1] * b[2] - a[2] * b[1];
    o[1] = a[2] * b[0] - a[0] * b[2];
    o[2] = a[0] * b[1] - a[1] * b[0];
}

static fz_i128 dot3(const fz_i128 *a, const fz_i128 *b) { return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]; }

/* The ball at p: |p - q|^2 < r^2 for the nearest point q of edge segment [A, B]. */
static bool ball_in_edge(const int64_t *p, const int64_t *A, const int64_t *B, int64_t r)
{
    fz_i128 u[3], m[3], mb[3], s, uu, rr = (fz_i128)r * r;
    int i;
    for (i = 0; i < 3; i++) {
        u[i] = (fz_i128)B[i] - A[i];
        m[i] = (fz_i128)p[i] - A[i];
        mb[i] = (fz_i128)p[i] - B[i];
    }
    s = dot3(m, u);
    uu = dot3(u, u);
    if (s <= 0 || uu == 0) return dot3(m, m) < rr;
    if (s >= uu) return dot3(mb, mb) < rr;
    return dot3(m, m) * uu - s * s < rr * uu; /* each product < 2^124 in the domain */
}

static bool ref_ball_pen(const tri_scene *s, const int64_t *p, int w)
{
    fz_i128 e[3][3], n[3], pv[3], x[3], a0[3];
    int i, j;
    bool inside = true;
    if (s->r < 0) return false;
    for (j = 0; j < 3; j++)
        for (i = 0; i < 3; i++) e[j][i] = (fz_i128)s->v[w][(j + 1) % 3][i] - s->v[w][j][i];
    cross(e[0], e[1], n);
    if (n[0] != 0 || n[1] != 0 || n[2] != 0) {
        for (j = 0; j < 3; j++) {
            for (i = 0; i < 3; i++) pv[i] = (fz_i128)p[i] - s->v[w][j][i];
            cross(e[j], pv, x);
            inside = inside && dot3(n, x) >= 0; /* < 2^124 */
        }
        if (inside) {
            for (i = 0; i < 3; i++) a0[i] = (fz_i128)p[i] - s->v[w][0][i];
            fz_big d = fz_big_i(dot3(n, a0)), rr = fz_big_i((fz_i128)s->r * s->r), nn = fz_big_i(dot3(n, n));
            return fz_big_cmp(fz_big_mul(d, d), fz_big_mul(rr, nn)) < 0;
        }
    }
    for (j = 0; j < 3; j++)
        if (ball_in_edge(p, s->v[w][j], s->v[w][(j + 1) % 3], s->r)) return true;
    return false;
}

/* Strict overlap of the box [p, p + size] and triangle w on every non-zero axis. */
static bool ref_pen(const tri_scene *s, const int64_t *p, int w)
{
    if (s->ball) return ref_ball_pen(s, p, w);
    fz_i128 e[3][3], axes[13][3], lo[3], hi[3];
    int i, j, k, n = 0;
    for (i = 0; i < 3; i++) {
        if (s->size[i] < 0) return false;
        lo[i] = p[i];
        hi[i] = (fz_i128)p[i] + s->size[i];
    }
    for (j = 0; j < 3; j++)
        for (i = 0; i < 3; i++) e[j][i] = (fz_i128)s->v[w][(j + 1) % 3][i] - s->v[w][j][i];
    for (k = 0; k < 3; k++, n++)
        for (i = 0; i < 3; i++) axes[n][i] = (i == k);
    cross(e[0], e[1], axes[n++]);
    for (j = 0; j < 3; j++)
        for (k = 0; k < 3; k++, n++) {
            fz_i128 u[3] = {k == 0, k == 1, k == 2};
            cross(e[j], u, axes[n]);
        }
    for (k = 0; k < n; k++) {
        fz_i128 *L = axes[k], bmin = 0, bmax = 0, tmin, tmax;
        if (L[0] == 0 && L[1] == 0 && L[2] == 0) continue;
        for (i = 0; i < 3; i++) { /* the box's extent: the min/max corner per axis sign */
            bmin += L[i] * (L[i] >= 0 ? lo[i] : hi[i]);
            bmax += L[i] * (L[i] >= 0 ? hi[i] : lo[i]);
        }
        tmin = tmax = L[0] * s->v[w][0][0] + L[1] * s->v[w][0][1] + L[2] * s->v[w][0][2];
        for (j = 1; j < 3; j++) {
            fz_i128 d = L[0] * s->v[w][j][0] + L[1] * s->v[w][j][1] + L[2] * s->v[w][j][2];
            if (d < tmin) tmin = d;
            if (d > tmax) tmax = d;
        }
        if (!(bmin < tmax && tmin < bmax)) return false;
    }
    return true;
}

static void check_clear(const tri_scene *s, const int64_t *start, const int64_t *q)
{
    int w;
    for (w = 0; w < s->count; w++) FZ_CHECK(!ref_pen(s, q, w) || ref_pen(s, start, w));
}

static void run(tri_scene *s, const int64_t *delta, int max_iter, int cap, bool steer_free)
{
    fg_triangle tris[MAXW];
    fg_slide3 con[CAP];
    fg_vec3 end = {0, 0, 0};
    int32_t n = -1;
    fg_result res;
    int i, j, k;
    bool ood = false;
    for (k = 0; k < s->count; k++) {
        fg_vec3 *v[3] = {&tris[k].a, &tris[k].b, &tris[k].c};
        for (j = 0; j < 3; j++) {
            for (i = 0; i < 3; i++) ood = ood || !dom(s->v[k][j][i]);
            *v[j] = fg_vec3_make((fg_scalar)s->v[k][j][0], (fg_scalar)s->v[k][j][1], (fg_scalar)s->v[k][j][2]);
        }
    }
    for (i = 0; i < 3; i++)
        ood = ood || !dom(s->p[i]) || !dom(s->p[i] + delta[i]) ||
              (!s->ball && (!dom(s->p[i] + s->size[i]) || !dom(s->p[i] + s->size[i] + delta[i])));
    ood = ood || (s->ball && !dom(s->r));
    if (s->ball) {
        fg_sphere b = {{(fg_scalar)s->p[0], (fg_scalar)s->p[1], (fg_scalar)s->p[2]}, (fg_scalar)s->r};
        fg_vec3 d = {(fg_scalar)delta[0], (fg_scalar)delta[1], (fg_scalar)delta[2]};
        res = fg_sphere_triangle_slide(&b, d, tris, s->count, max_iter, &end, con, cap, &n);
    } else {
        fg_aabb3 b = {{(fg_scalar)s->p[0], (fg_scalar)s->p[1], (fg_scalar)s->p[2]},
                      {(fg_scalar)(s->p[0] + s->size[0]), (fg_scalar)(s->p[1] + s->size[1]),
                       (fg_scalar)(s->p[2] + s->size[2])}};
        fg_vec3 d = {(fg_scalar)delta[0], (fg_scalar)delta[1], (fg_scalar)delta[2]};
        res = fg_aabb3_triangle_slide(&b, d, tris, s->count, max_iter, &end, con, cap, &n);
    }
    if (ood) {
        FZ_CHECK(res == FG_REJECTED);
        return;
    }
    FZ_CHECK(res == FG_HIT || res == FG_MISS);
    FZ_CHECK(n >= 0 && n <= max_iter && (res == FG_HIT) == (n > 0));
    {
        int64_t e[3] = {end.x, end.y, end.z};
        double moved = 0.0, want = 0.0;
        check_clear(s, s->p, e);
        for (i = 0; i < 3; i++) {
            moved += (double)(e[i] - s->p[i]) * (double)(e[i] - s->p[i]);
            want += (double)delta[i] * (double)delta[i];
        }
        FZ_CHECK(sqrt(moved) <= sqrt(want) + 2.0 * max_iter + 1.0);
        if (res == FG_MISS || steer_free) {
            FZ_CHECK(res == FG_MISS);
            for (i = 0; i < 3; i++) FZ_CHECK(e[i] == s->p[i] + delta[i]);
        }
    }
    for (k = 0; k < n && k < cap; k++) {
        int64_t q[3] = {con[k].position.x, con[k].position.y, con[k].position.z};
        FZ_CHECK(con[k].wall >= 0 && con[k].wall < s->count);
        check_clear(s, s->p, q);
    }
}

static int64_t small(fz_in *in) { return (int64_t)(int16_t)fz_scalar(in) * 256; }

static void read_scene(fz_in *in, tri_scene *s, int64_t *delta)
{
    int i, j, k;
    s->count = (int)(fz_byte(in) % (MAXW + 1));
    s->ball = false;
    s->r = 0;
    for (i = 0; i < 3; i++) {
        s->p[i] = small(in);
        s->size[i] = (int64_t)(fz_byte(in) % 64u) * 4096;
        delta[i] = small(in);
    }
    for (k = 0; k < s->count; k++)
        for (j = 0; j < 3; j++)
            for (i = 0; i < 3; i++) s->v[k][j][i] = (fz_byte(in) & 1u) ? small(in) : (int64_t)fz_scalar(in);
}

static void any_case(fz_in *in)
{
    tri_scene s;
    int64_t delta[3];
    int max_iter = 1 + (int)(fz_byte(in) % FG_SLIDE_ITER_MAX), cap = (int)(fz_byte(in) % CAP);
    read_scene(in, &s, delta);
    run(&s, delta, max_iter, cap, false);
}

/* A box of some height resting on the flat triangle y = h (its min y == h), moving along
 * (dy = 0) or up: the full motion, no contact (touching is not sticking). A box of height
 * 0 would lie in the triangle's plane, where the sweep's rule for flat-on-flat axes holds
 * instead (any motion along the axis is into it). */
static void touch_case(fz_in *in)
{
    tri_scene s;
    int64_t delta[3], h = small(in);
    int i, j;
    read_scene(in, &s, delta);
    s.count = 1;
    for (j = 0; j < 3; j++) {
        for (i = 0; i < 3; i++) s.v[0][j][i] = small(in);
        s.v[0][j][1] = h;
    }
    s.p[1] = h;
    if (s.size[1] == 0) s.size[1] = 4096;
    if (delta[1] < 0) delta[1] = -delta[1];
    run(&s, delta, 1 + (int)(fz_byte(in) % 4u), 4, true);
}

/* The ball: radius 0 to 16 units (a few negative: an empty ball moves freely). */
static void ball_case(fz_in *in)
{
    tri_scene s;
    int64_t delta[3];
    int max_iter = 1 + (int)(fz_byte(in) % FG_SLIDE_ITER_MAX), cap = (int)(fz_byte(in) % CAP);
    read_scene(in, &s, delta);
    s.ball = true;
    s.r = (int64_t)(fz_byte(in) % 64u) * 16384 - ((fz_byte(in) == 0u) ? 1 : 0);
    run(&s, delta, max_iter, cap, false);
}

/* A ball touching the flat triangle y = h from above (centre y = h + r) with its foot inside
 * the triangle, moving along (dy = 0) or up: the full motion, no contact (it only leaves the
 * face's region, never enters another). */
static void ball_touch_case(fz_in *in)
{
    tri_scene s;
    int64_t delta[3], h = small(in), L[3];
    int i;
    read_scene(in, &s, delta);
    s.count = 1;
    s.ball = true;
    s.r = (int64_t)(fz_byte(in) % 64u) * 16384;
    for (i = 0; i < 3; i++) L[i] = 256 + (int64_t)(uint16_t)fz_scalar(in) * 64;
    s.p[1] = h + s.r;
    /* (p.x - L0, p.z - L0), (p.x + L1, p.z - L0), (p.x, p.z + L2): counterclockwise about p */
    s.v[0][0][0] = s.p[0] - L[0], s.v[0][0][2] = s.p[2] - L[0];
    s.v[0][1][0] = s.p[0] + L[1], s.v[0][1][2] = s.p[2] - L[0];
    s.v[0][2][0] = s.p[0], s.v[0][2][2] = s.p[2] + L[2];
    for (i = 0; i < 3; i++) s.v[0][i][1] = h;
    if (delta[1] < 0) delta[1] = -delta[1];
    run(&s, delta, 1 + (int)(fz_byte(in) % 4u), 4, true);
}

static const fz_case cases[] = {
    {"fg_aabb3_triangle_slide", any_case},
    {"fg_aabb3_triangle_slide touching", touch_case},
    {"fg_sphere_triangle_slide", ball_case},
    {"fg_sphere_triangle_slide touching", ball_touch_case},
};
FZ_HARNESS("fuzz_mover_tri", cases)
