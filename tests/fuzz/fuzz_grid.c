/* SPDX-License-Identifier: MIT */
/* fuzz_grid.c - fuzz harness of lib/fg_grid.h (see README.md): every walk against an
 * independent reference written here from the documented rule, in __int128 rationals.
 *
 * Reference: the cell index along an axis at t is floor((p + t d - o) / s); a crossing
 * toward + takes effect at its t, one toward - just after it (the half-open rule). So the
 * instants are (0, +), every crossing of a grid line k in [0, n] at (t, +) or (t, -);
 * sorted, each gives a cell from the floor formula (the right limit at (t, -)); the
 * in-grid cells, each once in order, are the walk. Cell count, indices, entry t (rounded
 * exactly) and faces must all match. */
#include <stdlib.h>
#include "fuzz_common.h"

#define REF_MAX 4096 /* instants the reference enumerates; longer walks are not compared */

typedef struct {
    fz_i128 n, d; /* t = n / d, d > 0 */
    int rank;     /* 0: the + crossings at t, 1: the - crossings */
} ref_key;

typedef struct {
    int dim;
    int64_t o[3], s[3], n[3], p[3], d[3], max_t;
} ref_walk;

static int key_cmp(const void *a, const void *b)
{
    const ref_key *x = a, *y = b;
    fz_i128 l = x->n * y->d, r = y->n * x->d;
    if (l != r) return l < r ? -1 : 1;
    return x->rank - y->rank;
}

static fz_i128 floor_div(fz_i128 a, fz_i128 b) /* b > 0 */
{
    fz_i128 q = a / b;
    return (a % b != 0 && a < 0) ? q - 1 : q;
}

/* Cell index along axis a at instant k, and whether the point is on a line there. */
static int64_t ref_index(const ref_walk *w, int a, const ref_key *k, int *on_line)
{
    /* (p + d n/den - o) / s = (p den + d n - o den) / (s den) */
    fz_i128 num = (fz_i128)(w->p[a] - w->o[a]) * k->d + (fz_i128)w->d[a] * k->n, den = (fz_i128)w->s[a] * k->d;
    fz_i128 f = floor_div(num, den);
    *on_line = (num % den) == 0;
    if (k->rank == 1 && w->d[a] < 0 && *on_line) f -= 1;
    return (int64_t)f;
}

static int32_t round_t(const ref_key *k) { return (int32_t)((k->n * 131072 + k->d) / (2 * k->d)); }

static bool ref_in_domain(const ref_walk *w)
{
    for (int a = 0; a < w->dim; a++) {
        int64_t far = w->o[a] + w->n[a] * w->s[a];
        if (llabs(w->o[a]) > FZ_DOM_RAW || llabs(w->p[a]) > FZ_DOM_RAW || llabs(w->p[a] + w->d[a]) > FZ_DOM_RAW)
            return false;
        if (w->s[a] <= 0 || w->n[a] <= 0 || llabs(far) > FZ_DOM_RAW) return false;
    }
    return true;
}

static void compare(const ref_walk *w, fg_result r, fg_grid_walk *gw)
{
    static ref_key keys[3 * REF_MAX + 4];
    size_t nk = 0;
    fz_i128 tn = w->max_t < 65536 ? w->max_t : 65536; /* T = tn / 65536 */
    int64_t got = 0, prev[3] = {0, 0, 0};
    bool have_prev = false, left = false;
    fg_grid_cell c;
    if (!ref_in_domain(w)) {
        FZ_CHECK(r == FG_REJECTED);
        return;
    }
    FZ_CHECK(r != FG_REJECTED);
    if (w->max_t < 0) {
        FZ_CHECK(r == FG_MISS);
        return;
    }
    /* the lines each axis can cross in [0, T], bounded before enumerating */
    int64_t kmin[3] = {0, 0, 0}, kmax[3] = {-1, -1, -1};
    for (int a = 0; a < w->dim; a++) {
        if (w->d[a] == 0) continue;
        fz_i128 x0 = w->p[a] - w->o[a], x1 = (x0 * 65536 + (fz_i128)w->d[a] * tn);
        fz_i128 k0 = floor_div(x0, w->s[a]), k1 = floor_div(x1, (fz_i128)w->s[a] * 65536);
        fz_i128 lo = k0 < k1 ? k0 : k1, hi = k0 < k1 ? k1 : k0;
        if (lo < 0) lo = 0;
        if (hi > w->n[a]) hi = w->n[a];
        if (hi - lo > REF_MAX) return; /* too long to enumerate here: only the result checked */
        kmin[a] = (int64_t)lo;
        kmax[a] = (int64_t)(hi + 1 > w->n[a] ? w->n[a] : hi + 1);
    }
    keys[nk++] = (ref_key){0, 1, 0};
    for (int a = 0; a < w->dim; a++) {
        if (w->d[a] == 0) continue;
        for (int64_t k = kmin[a]; k <= kmax[a]; k++) {
            fz_i128 gap = (fz_i128)(w->o[a] + k * w->s[a] - w->p[a]);
            ref_key e;
            if (w->d[a] > 0) {
                e = (ref_key){gap, w->d[a], 0};
                if (gap <= 0 || gap * 65536 > tn * w->d[a]) continue;          /* (0, T] */
            } else {
                e = (ref_key){-gap, -w->d[a], 1};
                if (gap > 0 || -gap * 65536 >= tn * -w->d[a]) continue;        /* [0, T) */
            }
            if (nk >= sizeof keys / sizeof keys[0]) return;
            keys[nk++] = e;
        }
    }
    qsort(keys, nk, sizeof keys[0], key_cmp);
    for (size_t i = 0; i < nk; i++) {
        int64_t idx[3] = {0, 0, 0};
        unsigned face = 0;
        bool in = true;
        for (int a = 0; a < w->dim; a++) {
            int on;
            idx[a] = ref_index(w, a, &keys[i], &on);
            in = in && idx[a] >= 0 && idx[a] < w->n[a];
            if (on && keys[i].rank == 0 && w->d[a] > 0 && keys[i].n > 0) face |= 1u << (2 * a);
            if (on && keys[i].rank == 1 && w->d[a] < 0) face |= 2u << (2 * a);
        }
        if (!in) {
            if (have_prev) left = true;
            continue;
        }
        FZ_CHECK(!left); /* the grid is convex: a walk never comes back */
        if (have_prev && idx[0] == prev[0] && idx[1] == prev[1] && idx[2] == prev[2]) continue;
        FZ_CHECK(r == FG_HIT);
        FZ_CHECK(fg_grid3_walk_next(gw, &c));
        fz_note("cell", (int64_t)got);
        FZ_CHECK(c.x == idx[0] && c.y == idx[1] && c.z == idx[2]);
        FZ_CHECK(c.t == round_t(&keys[i]));
        FZ_CHECK(c.face == face);
        memcpy(prev, idx, sizeof prev);
        have_prev = true;
        got++;
    }
    if (!have_prev) FZ_CHECK(r == FG_MISS);
    FZ_CHECK(!fg_grid3_walk_next(gw, &c)); /* the count matches */
}

static int64_t small_count(fz_in *in) { return (int64_t)(fz_byte(in) % 40u) + 1 - (fz_byte(in) == 255u ? 41 : 0); }

static void c_grid2(fz_in *in)
{
    fg_grid2 g;
    fg_segment2 s;
    fg_grid_walk w;
    ref_walk r = {2, {0}, {0}, {0}, {0}, {0}, 0};
    g.origin = fz_vec2(in);
    g.cell_size = fz_vec2(in);
    g.cells_x = (int32_t)small_count(in);
    g.cells_y = (int32_t)small_count(in);
    s = fz_segment2(in);
    r.max_t = fz_scalar(in);
    r.o[0] = g.origin.x, r.o[1] = g.origin.y, r.s[0] = g.cell_size.x, r.s[1] = g.cell_size.y;
    r.n[0] = g.cells_x, r.n[1] = g.cells_y, r.p[0] = s.origin.x, r.p[1] = s.origin.y;
    r.d[0] = s.delta.x, r.d[1] = s.delta.y;
    compare(&r, fg_grid2_walk_begin(&w, &g, &s, (fg_scalar)r.max_t), &w);
}

static void c_grid3(fz_in *in)
{
    fg_grid3 g;
    fg_segment3 s;
    fg_grid_walk w;
    ref_walk r = {3, {0}, {0}, {0}, {0}, {0}, 0};
    g.origin = fz_vec3(in);
    g.cell_size = fz_vec3(in);
    g.cells_x = (int32_t)small_count(in);
    g.cells_y = (int32_t)small_count(in);
    g.cells_z = (int32_t)small_count(in);
    s = fz_segment3(in);
    r.max_t = fz_scalar(in);
    for (int a = 0; a < 3; a++) {
        r.o[a] = (&g.origin.x)[a];
        r.s[a] = (&g.cell_size.x)[a];
        r.p[a] = (&s.origin.x)[a];
        r.d[a] = (&s.delta.x)[a];
    }
    r.n[0] = g.cells_x, r.n[1] = g.cells_y, r.n[2] = g.cells_z;
    compare(&r, fg_grid3_walk_begin(&w, &g, &s, (fg_scalar)r.max_t), &w);
}

/* Any cell counts (up to 2^30 cells of 1 LSB): begin must agree on rejection and never
 * misbehave; the walk is compared when the reference can enumerate it. */
static void c_grid2_any(fz_in *in)
{
    fg_grid2 g;
    fg_segment2 s;
    fg_grid_walk w;
    ref_walk r = {2, {0}, {0}, {0}, {0}, {0}, 0};
    g.origin = fz_vec2(in);
    g.cell_size = fz_vec2(in);
    g.cells_x = fz_scalar(in);
    g.cells_y = fz_scalar(in);
    s = fz_segment2(in);
    r.max_t = fz_scalar(in);
    r.o[0] = g.origin.x, r.o[1] = g.origin.y, r.s[0] = g.cell_size.x, r.s[1] = g.cell_size.y;
    r.n[0] = g.cells_x, r.n[1] = g.cells_y, r.p[0] = s.origin.x, r.p[1] = s.origin.y;
    r.d[0] = s.delta.x, r.d[1] = s.delta.y;
    compare(&r, fg_grid2_walk_begin(&w, &g, &s, (fg_scalar)r.max_t), &w);
}

static const fz_case cases[] = {
    {"fg_grid2_walk", c_grid2},
    {"fg_grid3_walk", c_grid3},
    {"fg_grid2_walk (any counts)", c_grid2_any},
};

FZ_HARNESS("fuzz_grid", cases)
