/* SPDX-License-Identifier: MIT */
/* fuzz_obb.c - fuzz harness of the oriented-box cast (fg_segment.h) and fg_obb.h (see
 * README.md).
 *
 * The header defines the result exactly: the object-space segment is origin' =
 * round(R^T (origin - pos)), delta' = round(R^T delta) (each coordinate one dot product
 * rounded to nearest); it must be in the domain (origin' and origin' + delta'), else the
 * call is rejected; the box is hit when that segment hits the local box, with the touch
 * rules of the box cast (fz_box_cast). The oracle forms those dot products in __int128; a
 * coordinate exactly halfway between two raw values may round either way (the header only
 * says "to nearest"), so every such choice is tried and the library must agree with one. */
#include <math.h>
#include "fuzz_common.h"

typedef __int128 i128;

static fz_rat rat(i128 n, i128 d) { return fz_rat_make(fz_big_i(n), fz_big_i(d)); }

/* round(s / 2^16) to nearest: lo and hi are the two candidates (equal unless a tie). */
static void round_cand(i128 s, int64_t *lo, int64_t *hi)
{
    i128 fl = s >= 0 ? s / 65536 : -((-s + 65535) / 65536);
    i128 rem = s - fl * 65536;
    *lo = *hi = (int64_t)(rem < 32768 ? fl : fl + 1);
    if (rem == 32768) *lo = (int64_t)fl, *hi = (int64_t)fl + 1;
}

static bool in_dom_raw(int64_t v) { return v >= -FZ_DOM_RAW && v <= FZ_DOM_RAW; }
static bool axis_ok(fg_vec3 a)
{
    const int32_t lim = 2 * 65536;
    return a.x >= -lim && a.x <= lim && a.y >= -lim && a.y <= lim && a.z >= -lim && a.z <= lim;
}

typedef struct {
    fg_segment3 s;
    fg_obb3 b;
    fg_scalar mt;
    int rot; /* 0 raw axes, 1 signed permutation, 2 rounded rotation */
} obb_input;

/* force_rot >= 0 chooses the kind of axes, else an input byte does */
static void read_input(fz_in *in, obb_input *x, int force_rot)
{
    uint8_t how = fz_byte(in);
    int i;
    x->s = fz_segment3(in);
    x->b.local = fz_aabb3(in);
    x->b.pos = fz_vec3(in);
    x->mt = fz_scalar(in);
    x->rot = force_rot >= 0 ? force_rot : (int)(how % 3u);
    if (x->rot == 0) {
        for (i = 0; i < 3; i++) x->b.axis[i] = fz_vec3(in);
    } else if (x->rot == 1) {
        /* a signed permutation: an exact orthonormal basis, the world box is an AABB */
        static const int perm[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
        uint8_t p = fz_byte(in);
        for (i = 0; i < 3; i++) {
            fg_scalar c[3] = {0, 0, 0};
            c[perm[p % 6u][i]] = (p >> (3 + i)) & 1u ? -FG_ONE : FG_ONE;
            x->b.axis[i] = fg_vec3_make(c[0], c[1], c[2]);
        }
    } else {
        /* a rotation Rz(a) Ry(b) Rx(c), entries rounded to Q16.16: unit to about 1 LSB */
        long double a = fz_byte(in) * 0.0246399424L, b = fz_byte(in) * 0.0246399424L, c = fz_byte(in) * 0.0246399424L;
        long double R[3][3] = {
            {cosl(a) * cosl(b), cosl(a) * sinl(b) * sinl(c) - sinl(a) * cosl(c), cosl(a) * sinl(b) * cosl(c) + sinl(a) * sinl(c)},
            {sinl(a) * cosl(b), sinl(a) * sinl(b) * sinl(c) + cosl(a) * cosl(c), sinl(a) * sinl(b) * cosl(c) - cosl(a) * sinl(c)},
            {-sinl(b), cosl(b) * sinl(c), cosl(b) * cosl(c)},
        };
        for (i = 0; i < 3; i++) /* column i = object axis i */
            x->b.axis[i] = fg_vec3_make((fg_scalar)lrintl(R[0][i] * 65536.0L), (fg_scalar)lrintl(R[1][i] * 65536.0L),
                                        (fg_scalar)lrintl(R[2][i] * 65536.0L));
    }
    /* aim: delta towards a world point of the box (pos + R * local point) */
    {
        uint8_t aim = fz_byte(in);
        if (aim & 1u) {
            int64_t l[3], w[3];
            int k = (aim & 2u) ? 2 : 1;
            l[0] = fz_lerp_byte(x->b.local.min.x, x->b.local.max.x, fz_byte(in));
            l[1] = fz_lerp_byte(x->b.local.min.y, x->b.local.max.y, fz_byte(in));
            l[2] = fz_lerp_byte(x->b.local.min.z, x->b.local.max.z, fz_byte(in));
            w[0] = x->b.pos.x, w[1] = x->b.pos.y, w[2] = x->b.pos.z;
            for (i = 0; i < 3; i++) {
                w[0] += (int64_t)(((i128)x->b.axis[i].x * l[i]) >> 16);
                w[1] += (int64_t)(((i128)x->b.axis[i].y * l[i]) >> 16);
                w[2] += (int64_t)(((i128)x->b.axis[i].z * l[i]) >> 16);
            }
            x->s.delta.x = fz_derived("delta.x", (w[0] - x->s.origin.x) * k);
            x->s.delta.y = fz_derived("delta.y", (w[1] - x->s.origin.y) * k);
            x->s.delta.z = fz_derived("delta.z", (w[2] - x->s.origin.z) * k);
        }
        if (aim & 4u) { /* the origin onto the world image of a point of the local box's surface */
            uint8_t snap = fz_byte(in);
            int64_t l[3] = {x->b.local.min.x, x->b.local.min.y, x->b.local.min.z}, w[3];
            int64_t h[3] = {x->b.local.max.x, x->b.local.max.y, x->b.local.max.z};
            int64_t m[3];
            for (i = 0; i < 3; i++) { /* snapped axes on a face, the others mid-box */
                m[i] = (snap & (1u << (2 * i))) ? ((snap & (2u << (2 * i))) ? h[i] : l[i]) : l[i] + (h[i] - l[i]) / 2;
            }
            w[0] = x->b.pos.x, w[1] = x->b.pos.y, w[2] = x->b.pos.z;
            for (i = 0; i < 3; i++) {
                w[0] += (int64_t)(((i128)x->b.axis[i].x * m[i]) >> 16);
                w[1] += (int64_t)(((i128)x->b.axis[i].y * m[i]) >> 16);
                w[2] += (int64_t)(((i128)x->b.axis[i].z * m[i]) >> 16);
            }
            x->s.origin.x = fz_derived("origin.x", w[0]);
            x->s.origin.y = fz_derived("origin.y", w[1]);
            x->s.origin.z = fz_derived("origin.z", w[2]);
        }
    }
}

/* Does (r, h) agree with the object-space segment (o, d)? 0 if so, else a reason code. */
static int agrees(const obb_input *x, const int64_t *o, const int64_t *d, int r, const fg_hit3 *h)
{
    int64_t lo[3] = {x->b.local.min.x, x->b.local.min.y, x->b.local.min.z};
    int64_t hi[3] = {x->b.local.max.x, x->b.local.max.y, x->b.local.max.z};
    int64_t wo[3] = {x->s.origin.x, x->s.origin.y, x->s.origin.z}, wd[3] = {x->s.delta.x, x->s.delta.y, x->s.delta.z};
    fg_scalar p[3] = {h->point.x, h->point.y, h->point.z};
    fz_box_hit ref;
    fg_vec3 ax, n;
    int i;
    for (i = 0; i < 3; i++) {
        /* object space out of the domain (origin' or its end): rejected */
        if (!in_dom_raw(o[i]) || !in_dom_raw(o[i] + d[i])) return r == FG_REJECTED ? 0 : 1;
    }
    if (r == FG_REJECTED) return 1;
    ref = fz_box_cast(3, o, d, lo, hi, fz_clip_t(x->mt));
    if (r != (ref.hit ? FG_HIT : FG_MISS)) return 2; /* exact */
    if (r != FG_HIT) return 0;
    ax = x->b.axis[ref.axis]; /* normal: +-axis[k], copied exactly */
    n = ref.side < 0 ? fg_vec3_make(-ax.x, -ax.y, -ax.z) : ax;
    if (memcmp(&n, &h->normal, sizeof n) != 0) return 7;
    if (ref.start != FZ_BOX_OUTSIDE) { /* at the start: t 0, the world origin */
        if (h->t != 0 || memcmp(&h->point, &x->s.origin, sizeof h->point) != 0) return 3;
        if (h->started_inside != (ref.start == FZ_BOX_INSIDE)) return 4;
        return 0;
    }
    if (h->started_inside) return 4;
    if (!fz_near(h->t, rat((i128)ref.slab.en * 65536, ref.slab.ed), 1, 2)) return 5; /* t <= 0.5 LSB */
    for (i = 0; i < 3; i++) { /* world point <= 0.63 LSB from the exact fraction */
        if (!fz_near(p[i], rat((i128)wo[i] * ref.slab.ed + (i128)wd[i] * ref.slab.en, ref.slab.ed), 5, 8)) return 6;
    }
    return 0;
}

static void c_segment3_obb3_raycast(fz_in *in)
{
    obb_input x;
    fg_hit3 h;
    int r;
    int64_t oc[3][2], dc[3][2];
    int i, combo, ties = 0, ok = 0, why = 0;
    read_input(in, &x, -1);
    r = FZ_RAYCAST3(x.mt, &h, fg_segment3_obb3_raycast(&x.s, &x.b, fz_mt, fz_hit));
    FZ_CHECK(fg_segment3_obb3_raycast(NULL, &x.b, x.mt, &h) == FG_REJECTED);
    FZ_CHECK(fg_segment3_obb3_raycast(&x.s, NULL, x.mt, &h) == FG_REJECTED);
    {
        bool valid = fz_dom_vec3(x.b.pos) && fz_dom_aabb3(&x.b.local) && axis_ok(x.b.axis[0]) &&
                     axis_ok(x.b.axis[1]) && axis_ok(x.b.axis[2]);
        FZ_CHECK(fg_obb3_in_domain(&x.b) == valid); /* the validator, written independently */
        if (!fz_dom_segment3(&x.s) || !valid) {
            FZ_CHECK(r == FG_REJECTED); /* out of domain: always reported */
            return;
        }
    }
    /* the object-space segment, exactly, with both roundings of a tie */
    for (i = 0; i < 3; i++) {
        fg_vec3 a = x.b.axis[i];
        i128 so = (i128)a.x * ((int64_t)x.s.origin.x - x.b.pos.x) + (i128)a.y * ((int64_t)x.s.origin.y - x.b.pos.y) +
                  (i128)a.z * ((int64_t)x.s.origin.z - x.b.pos.z);
        i128 sd = (i128)a.x * x.s.delta.x + (i128)a.y * x.s.delta.y + (i128)a.z * x.s.delta.z;
        round_cand(so, &oc[i][0], &oc[i][1]);
        round_cand(sd, &dc[i][0], &dc[i][1]);
        ties += (oc[i][0] != oc[i][1]) + (dc[i][0] != dc[i][1]);
    }
    for (combo = 0; combo < 64 && !ok; combo++) {
        int64_t o[3], d[3];
        bool skip = false;
        for (i = 0; i < 3; i++) {
            int bo = (combo >> (2 * i)) & 1, bd = (combo >> (2 * i + 1)) & 1;
            if ((bo && oc[i][0] == oc[i][1]) || (bd && dc[i][0] == dc[i][1])) skip = true; /* no tie there */
            o[i] = oc[i][bo], d[i] = dc[i][bd];
        }
        if (skip) continue;
        why = agrees(&x, o, d, r, &h);
        ok = why == 0;
    }
    fz_note("tied object coordinates", ties);
    fz_note("reason (last rounding tried)", why);
    /* reasons: 1 rejected exactly when the object-space segment leaves the domain, 2 hit/miss,
     * 3 a start hit's t or point, 4 started_inside, 5 t, 6 point, 7 normal */
    FZ_CHECK(ok);
    if (r != FG_HIT) return;
    if (x.rot == 1) {
        static const fz_hit_rules perm_rules = {.normal = FZ_NORMAL_AXIS, .closed = true, .facing = true,
                                                .point_tol = 1, .t_tol = 1};
        fz_check_hit3(&x.s, &h, &perm_rules);
    }
}

/* With a signed permutation the world box is the AABB pos + R*local (no rounding at all):
 * the oriented raycast must agree with fg_segment3_aabb3_raycast on it (yes/no and t). */
static void c_obb3_permutation_vs_aabb3(fz_in *in)
{
    obb_input x;
    fg_aabb3 wb;
    fg_hit3 h1, h2;
    int r1, r2;
    int64_t mn[3], mx[3];
    int i;
    read_input(in, &x, 1);
    if (!fz_dom_segment3(&x.s) || !fz_dom_vec3(x.b.pos) || !fz_dom_aabb3(&x.b.local)) return;
    {
        int64_t l0[3] = {x.b.local.min.x, x.b.local.min.y, x.b.local.min.z};
        int64_t l1[3] = {x.b.local.max.x, x.b.local.max.y, x.b.local.max.z};
        int64_t p[3] = {x.b.pos.x, x.b.pos.y, x.b.pos.z};
        for (i = 0; i < 3; i++) mn[i] = mx[i] = p[i];
        for (i = 0; i < 3; i++) { /* object axis i contributes axis[i] * [l0, l1] */
            int64_t c[3] = {x.b.axis[i].x / 65536, x.b.axis[i].y / 65536, x.b.axis[i].z / 65536};
            int j;
            for (j = 0; j < 3; j++) {
                if (c[j] > 0) mn[j] += l0[i], mx[j] += l1[i];
                if (c[j] < 0) mn[j] -= l1[i], mx[j] -= l0[i];
            }
        }
        if (l0[0] > l1[0] || l0[1] > l1[1] || l0[2] > l1[2]) return; /* inverted: both miss, checked above */
        for (i = 0; i < 3; i++) {
            if (!in_dom_raw(mn[i]) || !in_dom_raw(mx[i])) return;
        }
        /* the object-space segment must be in the domain too (else rejected) */
        for (i = 0; i < 3; i++) {
            fg_vec3 a = x.b.axis[i];
            int64_t so = ((int64_t)a.x * ((int64_t)x.s.origin.x - x.b.pos.x) + (int64_t)a.y * ((int64_t)x.s.origin.y - x.b.pos.y) +
                          (int64_t)a.z * ((int64_t)x.s.origin.z - x.b.pos.z)) / 65536;
            int64_t sd = ((int64_t)a.x * x.s.delta.x + (int64_t)a.y * x.s.delta.y + (int64_t)a.z * x.s.delta.z) / 65536;
            if (!in_dom_raw(so) || !in_dom_raw(so + sd)) return;
        }
    }
    wb.min = fg_vec3_make((fg_scalar)mn[0], (fg_scalar)mn[1], (fg_scalar)mn[2]);
    wb.max = fg_vec3_make((fg_scalar)mx[0], (fg_scalar)mx[1], (fg_scalar)mx[2]);
    r1 = fg_segment3_obb3_raycast(&x.s, &x.b, x.mt, &h1);
    r2 = fg_segment3_aabb3_raycast(&x.s, &wb, x.mt, &h2);
    FZ_CHECK(r1 == r2);
    if (r1 == FG_HIT) FZ_CHECK(h1.t == h2.t && h1.started_inside == h2.started_inside && h1.point.x == h2.point.x);
}

static const fz_case cases[] = {
    {"fg_segment3_obb3_raycast", c_segment3_obb3_raycast},
    {"fg_segment3_obb3_raycast vs aabb3 (permutation)", c_obb3_permutation_vs_aabb3},
};

FZ_HARNESS("fuzz_obb", cases)
