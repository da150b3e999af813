/* SPDX-License-Identifier: MIT */
/* fuzz_triangle.c - fuzz harness of fg_segment3_triangle_raycast (fg_segment.h; see README.md).
 *
 * Oracle (exact, fz_big): n = (b - a) x (c - a), dot = n.delta, num = n.(a - origin); the
 * plane crossing is X = origin + delta num/dot, formed as X*dot = origin*dot + delta*num,
 * and its barycentric weights u = n.((X - a) x (c - a)) / n.n and
 * v = n.((b - a) x (X - a)) / n.n decide "in the closed triangle" (u, v >= 0, u + v <= 1).
 * (The library decides with signed volumes of the segment against the edges instead.)
 * A triangle is a surface: starting on it, leaving its plane hits at t = 0 (the oracle's
 * t = num / dot is then 0), moving in its plane never hits (dot = 0). */
#include "fuzz_common.h"

typedef __int128 i128;

static fz_big B(i128 v) { return fz_big_i(v); }
static fz_big mul(fz_big a, fz_big b) { return fz_big_mul(a, b); }
static fz_big add(fz_big a, fz_big b) { return fz_big_add(a, b); }
static fz_big sub(fz_big a, fz_big b) { return fz_big_sub(a, b); }
static fz_big dot(const fz_big *a, const fz_big *b) { return add(add(mul(a[0], b[0]), mul(a[1], b[1])), mul(a[2], b[2])); }
static void cross(const fz_big *a, const fz_big *b, fz_big *r)
{
    r[0] = sub(mul(a[1], b[2]), mul(a[2], b[1]));
    r[1] = sub(mul(a[2], b[0]), mul(a[0], b[2]));
    r[2] = sub(mul(a[0], b[1]), mul(a[1], b[0]));
}
static void big3(fg_vec3 v, fz_big *r) { r[0] = B(v.x), r[1] = B(v.y), r[2] = B(v.z); }

typedef struct {
    bool hit;
    int sd;                 /* sign of n.delta */
    fz_big n[3], num, dotv; /* t = num / dotv */
    fz_big un, vn, den;     /* u = un / den, v = vn / den */
} tri_ref;

static tri_ref ref_tri(const fg_segment3 *s, const fg_triangle *t, bool two_sided, fg_scalar mt)
{
    tri_ref r;
    fz_big a[3], b[3], c[3], o[3], d[3], e1[3], e2[3], ao[3], xs[3], xa[3], tmp[3], nn;
    int i, sn;
    memset(&r, 0, sizeof r);
    big3(t->a, a), big3(t->b, b), big3(t->c, c), big3(s->origin, o), big3(s->delta, d);
    for (i = 0; i < 3; i++) e1[i] = sub(b[i], a[i]), e2[i] = sub(c[i], a[i]), ao[i] = sub(a[i], o[i]);
    cross(e1, e2, r.n);
    r.dotv = dot(r.n, d);
    r.num = dot(r.n, ao);
    r.sd = fz_big_sgn(r.dotv);
    if (mt < 0 || r.sd == 0) return r;         /* parallel, in the plane, degenerate, zero-length */
    if (r.sd > 0 && !two_sided) return r;      /* back side */
    sn = fz_big_sgn(r.num);
    if (sn == -r.sd) return r;                 /* t < 0 */
    /* t <= T/2^16: |num| 2^16 <= T |dot| */
    if (fz_big_cmp(mul(fz_big_abs(r.num), B(65536)), mul(B(fz_clip_t(mt)), fz_big_abs(r.dotv))) > 0) return r;
    for (i = 0; i < 3; i++) { /* X*dot - a*dot */
        xs[i] = add(mul(o[i], r.dotv), mul(d[i], r.num));
        xa[i] = sub(xs[i], mul(a[i], r.dotv));
    }
    nn = dot(r.n, r.n);
    r.den = mul(nn, r.dotv);
    cross(xa, e2, tmp);
    r.un = dot(r.n, tmp);
    cross(e1, xa, tmp);
    r.vn = dot(r.n, tmp);
    /* with s = sign(den) = sign(dot): s u >= 0, s v >= 0, s (den - u - v) >= 0 */
    r.hit = fz_big_sgn(r.un) * r.sd >= 0 && fz_big_sgn(r.vn) * r.sd >= 0 &&
            fz_big_sgn(sub(sub(r.den, r.un), r.vn)) * r.sd >= 0;
    return r;
}

/* fg_sides from the flags: mostly the two values, sometimes an invalid one (rejected) */
static fg_sides sides_of(uint8_t flags)
{
    return (flags & 0x30u) == 0x30u ? (fg_sides)(2u + (flags & 1u)) : (fg_sides)(flags & 1u);
}

static void c_segment3_triangle_raycast(fz_in *in)
{
    fg_segment3 s = fz_segment3(in);
    fg_triangle t = fz_triangle(in);
    fg_scalar mt = fz_scalar(in);
    uint8_t flags = fz_byte(in);
    fg_sides sides = sides_of(flags);
    bool two = sides == FG_BOTH_SIDES;
    int r;
    /* no inside; the normal's side is checked exactly below (a rounded unit normal of a
     * near-parallel crossing may fail dot(n, delta) <= 0) */
    static const fz_hit_rules rules = {.normal = FZ_NORMAL_UNIT, .normal_tol = 1, .closed = false, .facing = false,
                                       .point_tol = 1, .t_tol = 1};
    fg_hit3 h, h2;
    fg_scalar u, v, u2, v2;
    tri_ref ref;
    int i;
    if (flags & 8u) { /* start on the triangle: at a vertex, or the midpoint of an edge when exact */
        fg_vec3 p = (flags & 0x40u) ? t.b : t.a;
        if ((flags & 0x80u) && ((t.a.x ^ t.b.x) & 1) == 0 && ((t.a.y ^ t.b.y) & 1) == 0 && ((t.a.z ^ t.b.z) & 1) == 0)
            p = fg_vec3_make((fg_scalar)(((int64_t)t.a.x + t.b.x) / 2), (fg_scalar)(((int64_t)t.a.y + t.b.y) / 2),
                             (fg_scalar)(((int64_t)t.a.z + t.b.z) / 2));
        s.origin = p;
    }
    if (flags & 2u) { /* aim at a point of the triangle: a + f1 (b - a) + f2 (c - a) */
        int f1 = fz_byte(in), f2 = fz_byte(in), k = (flags & 4u) ? 2 : 1;
        int64_t ta[3] = {t.a.x, t.a.y, t.a.z}, tb[3] = {t.b.x, t.b.y, t.b.z}, tc[3] = {t.c.x, t.c.y, t.c.z};
        int64_t o[3] = {s.origin.x, s.origin.y, s.origin.z}, dd[3];
        if (f1 + f2 > 255) f1 = 255 - f1, f2 = 255 - f2;
        for (i = 0; i < 3; i++) dd[i] = (ta[i] + (tb[i] - ta[i]) * f1 / 255 + (tc[i] - ta[i]) * f2 / 255 - o[i]) * k;
        s.delta = fg_vec3_make(fz_derived("delta.x", dd[0]), fz_derived("delta.y", dd[1]), fz_derived("delta.z", dd[2]));
    }
    fz_poison(&u, sizeof u), fz_poison(&v, sizeof v);
    r = FZ_RAYCAST3(mt, &h, fg_segment3_triangle_raycast(&s, &t, sides, fz_mt, fz_hit, &u, &v));
    if (r != FG_HIT) FZ_CHECK(fz_is_poison(&u, sizeof u) && fz_is_poison(&v, sizeof v)); /* untouched */
    /* u, v may be NULL; hit NULL with u, v given */
    fz_poison(&h2, sizeof h2);
    FZ_CHECK((int)fg_segment3_triangle_raycast(&s, &t, sides, mt, &h2, NULL, NULL) == r &&
             (r != FG_HIT || memcmp(&h, &h2, sizeof h) == 0));
    fz_poison(&u2, sizeof u2), fz_poison(&v2, sizeof v2);
    FZ_CHECK((int)fg_segment3_triangle_raycast(&s, &t, sides, mt, NULL, &u2, &v2) == r &&
             (r != FG_HIT || (u2 == u && v2 == v)));
    if (!fz_dom_segment3(&s) || !fz_dom_triangle(&t) || (sides != FG_FRONT_ONLY && sides != FG_BOTH_SIDES)) {
        FZ_CHECK(r == FG_REJECTED); /* always reported, never a miss */
        return;
    }
    ref = ref_tri(&s, &t, two, mt);
    FZ_CHECK(r == (ref.hit ? FG_HIT : FG_MISS)); /* exact */
    /* the other winding: the same two-sided answer; one-sided, exactly one of the two
     * windings is hit from the front when the two-sided test hits */
    {
        fg_triangle f;
        f.a = t.a, f.b = t.c, f.c = t.b;
        if (two) {
            FZ_CHECK((int)fg_segment3_triangle_raycast(&s, &f, FG_BOTH_SIDES, mt, NULL, NULL, NULL) == r);
        } else {
            bool r1 = r == FG_HIT;
            bool r2 = fg_segment3_triangle_raycast(&s, &t, FG_BOTH_SIDES, mt, NULL, NULL, NULL) == FG_HIT;
            bool rf = fg_segment3_triangle_raycast(&s, &f, FG_FRONT_ONLY, mt, NULL, NULL, NULL) == FG_HIT;
            FZ_CHECK(r2 == (r1 || rf) && !(r1 && rf));
        }
    }
    if (r != FG_HIT) return;
    fz_check_hit3(&s, &h, &rules);
    if (fz_big_sgn(ref.num) == 0) /* starting on it: t = 0 at the origin, exactly */
        FZ_CHECK(h.t == 0 && memcmp(&h.point, &s.origin, sizeof h.point) == 0);
    {
        fg_scalar pc[3] = {h.point.x, h.point.y, h.point.z}, oc[3] = {s.origin.x, s.origin.y, s.origin.z},
                  dc[3] = {s.delta.x, s.delta.y, s.delta.z};
        FZ_CHECK(fz_near(h.t, fz_rat_make(mul(ref.num, B(65536)), ref.dotv), 51, 100)); /* t 0.51 LSB */
        for (i = 0; i < 3; i++) /* origin + delta num/dot, 0.51 LSB */
            FZ_CHECK(fz_near(pc[i], fz_rat_make(add(mul(B(oc[i]), ref.dotv), mul(B(dc[i]), ref.num)), ref.dotv), 51, 100));
        /* front hit (n.delta < 0): n/|n|; back hit: -n/|n|; 0.51 LSB */
        FZ_CHECK(fz_unit_near3(h.normal, ref.n, ref.sd < 0 ? +1 : -1, 51, 100));
        FZ_CHECK(fz_near(u, fz_rat_make(mul(ref.un, B(65536)), ref.den), 51, 100)); /* u, v 0.51 LSB */
        FZ_CHECK(fz_near(v, fz_rat_make(mul(ref.vn, B(65536)), ref.den), 51, 100));
        FZ_CHECK(u >= 0 && u <= FG_ONE && v >= 0 && v <= FG_ONE && (int64_t)u + v <= FG_ONE + 1);
    }
}

/* A required pointer NULL: rejected, outputs untouched. */
static void c_null(fz_in *in)
{
    fg_segment3 s = fz_segment3(in);
    fg_triangle t = fz_triangle(in);
    fg_hit3 h;
    fg_scalar u;
    fz_poison(&h, sizeof h), fz_poison(&u, sizeof u);
    FZ_CHECK(fg_segment3_triangle_raycast(NULL, &t, FG_BOTH_SIDES, FG_ONE, &h, &u, NULL) == FG_REJECTED);
    FZ_CHECK(fg_segment3_triangle_raycast(&s, NULL, FG_BOTH_SIDES, FG_ONE, &h, &u, NULL) == FG_REJECTED);
    FZ_CHECK(fz_is_poison(&h, sizeof h) && fz_is_poison(&u, sizeof u));
}

static const fz_case cases[] = {
    {"fg_segment3_triangle_raycast", c_segment3_triangle_raycast},
    {"NULL pointers", c_null},
};

FZ_HARNESS("fuzz_triangle", cases)
