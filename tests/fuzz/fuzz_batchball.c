/* SPDX-License-Identifier: MIT */
/* fuzz_batchball.c - fuzz harness of the nearest disc / ball of an array along a segment
 * (fg_segment2_circle_batch_nearest, fg_segment3_sphere_batch_nearest; see README.md).
 *
 * Up to 8 elements in a heap block of exactly their size (ASan catches any access past
 * it); an element may be a copy of an earlier one nudged by 0 or +-1 raw in its radius or
 * centre (equal and near-equal roots), or sit on the segment's origin. Reference: each
 * element's contact decided on exact integers (fz_big), the nearest by the exact roots
 * -B - sqrt(disc) (all share A = |d|^2), compared through fz_big_sgn_sqrt, lowest index on
 * equal roots. The record must be bit for bit the winner's own raycast. */
#include <stdlib.h>
#include "fuzz_common.h"

#define NMAX 8

typedef struct {
    int kind;     /* 0 none, 1 fraction 0 (inside or touching inward), 2 a root */
    fz_big b, disc; /* root: (-b - sqrt(disc)) / A */
} ref_contact;

/* One element: m0 = o - c, A = d.d, B = m0.d, C = m0.m0 - r^2 on raw integers. */
static ref_contact ref_one(int dim, const int64_t *o, const int64_t *d, const int64_t *c, int64_t r, fg_scalar mt)
{
    ref_contact k;
    fz_i128 A = 0, B = 0, C = 0;
    int i;
    int64_t tn;
    k.kind = 0;
    k.b = fz_big_i(0);
    k.disc = fz_big_i(0);
    if (r < 0 || mt < 0) return k;
    for (i = 0; i < dim; i++) {
        fz_i128 m = (fz_i128)o[i] - c[i];
        A += (fz_i128)d[i] * d[i];
        B += m * d[i];
        C += m * m;
    }
    C -= (fz_i128)r * r;
    if (C < 0 || (C == 0 && B < 0)) {
        k.kind = 1;
        return k;
    }
    if (B >= 0) return k;
    k.b = fz_big_i(B);
    k.disc = fz_big_sub(fz_big_mul(k.b, k.b), fz_big_mul(fz_big_i(A), fz_big_i(C)));
    if (fz_big_sgn(k.disc) < 0) return k;
    /* t1 <= T = tn / 2^16  <=>  65536 sqrt(disc) + (65536 B + A tn) >= 0 */
    tn = mt > 65536 ? 65536 : mt;
    if (fz_big_sgn_sqrt(fz_big_i(65536), k.disc, fz_big_add(fz_big_i(B * 65536), fz_big_mul(fz_big_i(A), fz_big_i(tn)))) < 0)
        return k;
    k.kind = 2;
    return k;
}

/* sign(root a - root b): (b_b - b_a) + sqrt(D_b) - sqrt(D_a), with x = u + sqrt(D_b):
 * x < 0 decides; else the sign of x^2 - D_a = u^2 + D_b - D_a + 2u sqrt(D_b). */
static int ref_cmp(const ref_contact *a, const ref_contact *b)
{
    fz_big u;
    if (a->kind == 1 || b->kind == 1) return (b->kind == 1) - (a->kind == 1); /* fraction 0 first */
    u = fz_big_sub(b->b, a->b);
    if (fz_big_sgn_sqrt(fz_big_i(1), b->disc, u) < 0) return -1;
    return fz_big_sgn_sqrt(fz_big_add(u, u), b->disc, fz_big_sub(fz_big_add(fz_big_mul(u, u), b->disc), a->disc));
}

/* Element i (centre c[0..dim-1], radius c[dim]) from the input: fresh, a nudged copy of an
 * earlier one, or a ball around the origin. */
static void read_el(fz_in *in, int dim, int64_t (*els)[4], size_t i, const int64_t *o)
{
    uint8_t how = fz_byte(in);
    int a;
    if ((how & 3u) == 1u && i > 0) {
        size_t j = (size_t)(how >> 4) % i;
        for (a = 0; a <= dim; a++) els[i][a] = els[j][a];
        a = (int)((how >> 2) & 3u) % (dim + 1);
        els[i][a] += (int64_t)(fz_byte(in) % 3u) - 1;
        fz_note("nudged copy of", (int64_t)j);
        return;
    }
    for (a = 0; a < dim; a++) els[i][a] = (how & 3u) == 2u ? o[a] + (int64_t)(int8_t)fz_byte(in) : fz_scalar(in);
    els[i][dim] = fz_scalar(in);
}

static void nearest(fz_in *in, int dim)
{
    int64_t raw[NMAX][4], o[3] = {0, 0, 0}, d[3] = {0, 0, 0};
    size_t n, i, idx, idx2;
    long want = -1;
    ref_contact best, k;
    fg_scalar mt;
    fg_segment3 s3;
    fg_segment2 s2;
    bool dom;
    int r, a;
    s3 = fz_segment3(in);
    s2.origin = fg_vec2_make(s3.origin.x, s3.origin.y);
    s2.delta = fg_vec2_make(s3.delta.x, s3.delta.y);
    if (dim == 2) s3.origin.z = s3.delta.z = 0;
    o[0] = s3.origin.x, o[1] = s3.origin.y, o[2] = s3.origin.z;
    d[0] = s3.delta.x, d[1] = s3.delta.y, d[2] = s3.delta.z;
    mt = fz_scalar(in);
    n = fz_byte(in) % (NMAX + 1u);
    fz_note("count", (int64_t)n);
    for (i = 0; i < n; i++) read_el(in, dim, raw, i, o);
    fz_poison(&idx, sizeof idx);
    if (dim == 3) {
        fg_sphere *el = n ? malloc(n * sizeof *el) : NULL;
        fg_hit3 h, hs;
        for (i = 0; i < n; i++) {
            el[i].center = fg_vec3_make((fg_scalar)raw[i][0], (fg_scalar)raw[i][1], (fg_scalar)raw[i][2]);
            el[i].radius = (fg_scalar)raw[i][3];
        }
        for (i = 0; i < n; i++) raw[i][0] = el[i].center.x, raw[i][1] = el[i].center.y, raw[i][2] = el[i].center.z, raw[i][3] = el[i].radius;
        r = FZ_RAYCAST3(mt, &h, fg_segment3_sphere_batch_nearest(&s3, el, n, fz_mt, &idx, fz_hit));
        FZ_CHECK(fg_segment3_sphere_batch_nearest(&s3, el, n, mt, &idx2, NULL) == r && (r != FG_HIT || idx2 == idx));
        FZ_CHECK(fg_segment3_sphere_batch_nearest(&s3, NULL, n, mt, NULL, NULL) == (n ? FG_REJECTED : r));
        FZ_CHECK(fg_segment3_sphere_batch_nearest(&s3, el, (size_t)FG_BATCH_MAX + 1u + n, mt, NULL, NULL) == FG_REJECTED);
        if (r == FG_HIT) {
            fz_poison(&hs, sizeof hs);
            FZ_CHECK(idx < n && fg_segment3_sphere_raycast(&s3, &el[idx], mt, &hs) == FG_HIT);
            FZ_CHECK(memcmp(&hs, &h, sizeof h) == 0); /* the winner's own record */
        }
        free(el);
    } else {
        fg_circle *el = n ? malloc(n * sizeof *el) : NULL;
        fg_hit2 h, hs;
        for (i = 0; i < n; i++) {
            el[i].center = fg_vec2_make((fg_scalar)raw[i][0], (fg_scalar)raw[i][1]);
            el[i].radius = (fg_scalar)raw[i][2];
        }
        for (i = 0; i < n; i++) raw[i][0] = el[i].center.x, raw[i][1] = el[i].center.y, raw[i][2] = el[i].radius, raw[i][3] = 0;
        r = FZ_RAYCAST2(mt, &h, fg_segment2_circle_batch_nearest(&s2, el, n, fz_mt, &idx, fz_hit));
        FZ_CHECK(fg_segment2_circle_batch_nearest(&s2, el, n, mt, &idx2, NULL) == r && (r != FG_HIT || idx2 == idx));
        FZ_CHECK(fg_segment2_circle_batch_nearest(&s2, NULL, n, mt, NULL, NULL) == (n ? FG_REJECTED : r));
        FZ_CHECK(fg_segment2_circle_batch_nearest(&s2, el, (size_t)FG_BATCH_MAX + 1u + n, mt, NULL, NULL) == FG_REJECTED);
        if (r == FG_HIT) {
            fz_poison(&hs, sizeof hs);
            FZ_CHECK(idx < n && fg_segment2_circle_raycast(&s2, &el[idx], mt, &hs) == FG_HIT);
            FZ_CHECK(memcmp(&hs, &h, sizeof h) == 0);
        }
        free(el);
    }
    if (r != FG_HIT) FZ_CHECK(fz_is_poison(&idx, sizeof idx));
    /* the wrapped-to-int32 values the library saw decide the domain */
    dom = dim == 3 ? fz_dom_segment3(&s3) : fz_dom_segment2(&s2);
    for (i = 0; i < n; i++)
        for (a = 0; a <= dim; a++) dom = dom && raw[i][a] >= -(1 << 29) && raw[i][a] <= (1 << 29);
    if (!dom) {
        FZ_CHECK(r == FG_REJECTED);
        return;
    }
    FZ_CHECK(r != FG_REJECTED);
    best.kind = 0;
    for (i = 0; i < n; i++) {
        k = ref_one(dim, o, d, raw[i], raw[i][dim], mt);
        if (k.kind == 0) continue;
        if (want < 0 || ref_cmp(&k, &best) < 0) {
            best = k;
            want = (long)i;
        }
    }
    FZ_CHECK(r == (want >= 0 ? FG_HIT : FG_MISS));
    if (r == FG_HIT) FZ_CHECK(idx == (size_t)want); /* least exact root, lowest index on ties */
}

static void c_segment2_circle_batch_nearest(fz_in *in) { nearest(in, 2); }
static void c_segment3_sphere_batch_nearest(fz_in *in) { nearest(in, 3); }

static const fz_case cases[] = {
    {"fg_segment2_circle_batch_nearest", c_segment2_circle_batch_nearest},
    {"fg_segment3_sphere_batch_nearest", c_segment3_sphere_batch_nearest},
};

FZ_HARNESS("fuzz_batchball", cases)
