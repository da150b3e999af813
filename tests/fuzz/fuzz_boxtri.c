/* SPDX-License-Identifier: MIT */
/* fuzz_boxtri.c - fuzz harness of the swept box vs triangle (fg_aabb3_triangle_sweep,
 * lib/fg_aabb.h).
 *
 * Independent reference on raw integers (__int128 and fz_big rationals, nothing from lib/):
 * the separating axis theorem with the box moving. Each of the 13 axes (box axes, the
 * triangle's normal, the edges crossed with the box axes; zero ones skipped) gets the box's
 * projected interval from its 8 corners and the triangle's from its 3 vertices; the set of
 * t where they overlap is an interval, and the first contact is the latest entry if it is
 * not after the earliest exit (nor max_t). The library must agree on hit or miss, the
 * contact axis (ties: the lowest), the touch rules at t = 0 and the penetration axis of
 * least depth / |L|; t and the point (the box's min corner at t) within 0.5 LSB of the
 * exact fraction, the normal within 0.51 LSB of the unit axis. A steered case builds exact
 * contacts: a touching configuration (the box's corner in the triangle's plane, a vertex on
 * a face) moved back by delta / 2, then nudged by 1 LSB or not. */
#include "fuzz_common.h"

typedef __int128 i128;

typedef struct {
    int64_t lo[3], hi[3], d[3], v[3][3], mt; /* raw inputs; v: the vertices a, b, c */
} ref_in;

typedef struct {
    int res;       /* 1 hit, 0 miss */
    fz_rat t;      /* the contact fraction */
    int axis, side;
    bool inside;
    i128 l[3];     /* the contact axis */
} ref_out;

static void axis_vec(const ref_in *m, int k, i128 l[3])
{
    int i;
    for (i = 0; i < 3; i++) l[i] = 0;
    if (k < 3) {
        l[k] = 1;
    } else if (k == 3) {
        i128 e1[3], e2[3];
        for (i = 0; i < 3; i++) {
            e1[i] = m->v[1][i] - m->v[0][i];
            e2[i] = m->v[2][i] - m->v[0][i];
        }
        l[0] = e1[1] * e2[2] - e1[2] * e2[1];
        l[1] = e1[2] * e2[0] - e1[0] * e2[2];
        l[2] = e1[0] * e2[1] - e1[1] * e2[0];
    } else {
        int ed = (k - 4) / 3, u = (k - 4) % 3;
        i128 e[3];
        for (i = 0; i < 3; i++) e[i] = (i128)m->v[(ed + 1) % 3][i] - m->v[ed][i];
        /* e x unit_u: component w = e[w+1 mod 3] * [u == w+2] - e[w+2] * [u == w+1] */
        for (i = 0; i < 3; i++) {
            int i1 = (i + 1) % 3, i2 = (i + 2) % 3;
            l[i] = (u == i2 ? e[i1] : 0) - (u == i1 ? e[i2] : 0);
        }
    }
}

static i128 dot(const i128 l[3], const int64_t p[3]) { return l[0] * p[0] + l[1] * p[1] + l[2] * p[2]; }

static fz_big B(i128 v) { return fz_big_i(v); }

static void reference(const ref_in *m, ref_out *o)
{
    fz_rat en = fz_rat_i(0), ex = fz_rat_make(B(m->mt < 65536 ? m->mt : 65536), B(65536));
    int k, i, touch = -1, tside = 0, eax = -1, eside = 0;
    bool away = false;
    fz_big bd = B(0), bq = B(1);
    int dax = -1, dside = 0;
    o->res = 0;
    for (k = 0; k < 13; k++) {
        i128 l[3], bl = 0, bh = 0, tl = 0, th = 0, s;
        axis_vec(m, k, l);
        if (l[0] == 0 && l[1] == 0 && l[2] == 0) continue;
        for (i = 0; i < 8; i++) {
            int64_t c[3] = {(i & 1) ? m->hi[0] : m->lo[0], (i & 2) ? m->hi[1] : m->lo[1], (i & 4) ? m->hi[2] : m->lo[2]};
            i128 p = dot(l, c);
            if (i == 0 || p < bl) bl = p;
            if (i == 0 || p > bh) bh = p;
        }
        for (i = 0; i < 3; i++) {
            i128 p = dot(l, m->v[i]);
            if (i == 0 || p < tl) tl = p;
            if (i == 0 || p > th) th = p;
        }
        s = dot(l, m->d);
        if (bh < tl || bl > th) {
            bool below = bh < tl;
            fz_rat e, x;
            if ((below && s <= 0) || (!below && s >= 0)) return;
            e = below ? fz_rat_make(B(tl - bh), B(s)) : fz_rat_make(B(bl - th), B(-s));
            x = below ? fz_rat_make(B(th - bl), B(s)) : fz_rat_make(B(bh - tl), B(-s));
            if (fz_rat_cmp(e, en) > 0) {
                en = e;
                eax = k;
                eside = below ? -1 : 1;
            }
            if (fz_rat_cmp(x, ex) < 0) ex = x;
        } else {
            i128 down = bh - tl, up = th - bl;
            if (s > 0 && fz_rat_cmp(fz_rat_make(B(up), B(s)), ex) < 0) ex = fz_rat_make(B(up), B(s));
            if (s < 0 && fz_rat_cmp(fz_rat_make(B(down), B(-s)), ex) < 0) ex = fz_rat_make(B(down), B(-s));
            if (down == 0 || up == 0) {
                bool in = (down == 0 && up == 0) ? s != 0 : (down == 0 ? s > 0 : s < 0);
                if (!in) away = true;
                else if (touch < 0) {
                    touch = k;
                    tside = (down == 0 && up == 0) ? (s > 0 ? -1 : 1) : (down == 0 ? -1 : 1);
                }
            }
            {
                i128 dep = down <= up ? down : up, q = l[0] * l[0] + l[1] * l[1] + l[2] * l[2];
                /* dep^2 / q < bd^2 / bq */
                fz_big lhs = fz_big_mul(fz_big_mul(B(dep), B(dep)), bq), rhs = fz_big_mul(fz_big_mul(bd, bd), B(q));
                if (dax < 0 || fz_big_cmp(lhs, rhs) < 0) {
                    dax = k;
                    dside = down <= up ? -1 : 1;
                    bd = B(dep);
                    bq = B(q);
                }
            }
        }
    }
    if (eax >= 0) {
        if (fz_rat_cmp(en, ex) > 0) return;
        o->res = 1;
        o->t = en;
        o->axis = eax;
        o->side = eside;
        o->inside = false;
    } else if (away) {
        return;
    } else {
        o->res = 1;
        o->t = fz_rat_i(0);
        o->axis = touch >= 0 ? touch : dax;
        o->side = touch >= 0 ? tside : dside;
        o->inside = touch < 0;
    }
    axis_vec(m, o->axis, o->l);
}

static void run(const fg_aabb3 *box, fg_vec3 delta, const fg_triangle *tri, fg_scalar max_t)
{
    fg_hit3 h;
    ref_in m;
    ref_out o;
    int r = FZ_RAYCAST3(max_t, &h, fg_aabb3_triangle_sweep(box, delta, tri, fz_mt, fz_hit)), i;
    fg_segment3 s0 = {box->min, delta}, s1 = {box->max, delta};
    if (!fz_dom_segment3(&s0) || !fz_dom_segment3(&s1) || !fz_dom_triangle(tri)) {
        FZ_CHECK(r == FG_REJECTED);
        return;
    }
    FZ_CHECK(r != FG_REJECTED);
    if (max_t < 0 || fz_aabb3_empty(box)) {
        FZ_CHECK(r == FG_MISS);
        return;
    }
    {
        fg_vec3 vs[3] = {tri->a, tri->b, tri->c};
        m.lo[0] = box->min.x, m.lo[1] = box->min.y, m.lo[2] = box->min.z;
        m.hi[0] = box->max.x, m.hi[1] = box->max.y, m.hi[2] = box->max.z;
        m.d[0] = delta.x, m.d[1] = delta.y, m.d[2] = delta.z;
        for (i = 0; i < 3; i++) m.v[i][0] = vs[i].x, m.v[i][1] = vs[i].y, m.v[i][2] = vs[i].z;
        m.mt = max_t;
    }
    reference(&m, &o);
    FZ_CHECK(r == (o.res ? FG_HIT : FG_MISS));
    if (!o.res) return;
    FZ_CHECK(h.started_inside == o.inside);
    FZ_CHECK(fz_near(h.t, fz_rat_make(fz_big_mul(o.t.n, B(65536)), o.t.d), 1, 2));
    {
        fg_scalar p[3] = {h.point.x, h.point.y, h.point.z};
        for (i = 0; i < 3; i++) {
            fz_rat q = fz_rat_make(fz_big_add(fz_big_mul(B(m.lo[i]), o.t.d), fz_big_mul(B(m.d[i]), o.t.n)), o.t.d);
            FZ_CHECK(fz_near(p[i], q, 1, 2));
        }
    }
    {
        fz_big n[3] = {B(o.l[0]), B(o.l[1]), B(o.l[2])};
        if (o.axis < 3) {
            fg_scalar u[3] = {h.normal.x, h.normal.y, h.normal.z};
            for (i = 0; i < 3; i++) FZ_CHECK(u[i] == (i == o.axis ? o.side * 65536 : 0));
        } else {
            FZ_CHECK(fz_unit_near3(h.normal, n, o.side, 51, 100));
        }
    }
}

static void c_sweep(fz_in *in)
{
    fg_aabb3 box = fz_aabb3(in);
    fg_vec3 delta = fz_vec3(in);
    fg_triangle tri = fz_triangle(in);
    fg_scalar mt = fz_scalar(in);
    run(&box, delta, &tri, mt);
}

/* Aimed: the triangle is placed around a point of the box's path (random bytes alone
 * rarely meet a triangle). */
static void c_sweep_aimed(fz_in *in)
{
    fg_aabb3 box = fz_aabb3(in);
    fg_vec3 delta = fz_vec3(in), u = fz_vec3(in), v = fz_vec3(in);
    uint8_t f = fz_byte(in);
    int64_t p[3] = {box.min.x + ((int64_t)delta.x * f) / 255, box.min.y + ((int64_t)delta.y * f) / 255,
                    box.min.z + ((int64_t)delta.z * f) / 255};
    int sh = fz_byte(in) % 24;
    fg_triangle tri;
    tri.a = fg_vec3_make(fz_derived("ax", p[0] + (u.x >> sh)), fz_derived("ay", p[1] + (u.y >> sh)),
                         fz_derived("az", p[2] + (u.z >> sh)));
    tri.b = fg_vec3_make(fz_derived("bx", p[0] + (v.x >> sh)), fz_derived("by", p[1] + (v.y >> sh)),
                         fz_derived("bz", p[2] + (v.z >> sh)));
    tri.c = fg_vec3_make(fz_derived("cx", p[0] - (u.x >> sh) - (v.x >> sh)),
                         fz_derived("cy", p[1] - (u.y >> sh) - (v.y >> sh)),
                         fz_derived("cz", p[2] - (u.z >> sh) - (v.z >> sh)));
    run(&box, delta, &tri, 65536);
}

/* Steered: the box's corner (or a point of its face) exactly in the triangle's plane at
 * t = 1/2 (a = q + u, b = q + v, c = q - u - v around the point q), the motion even, then
 * the triangle nudged by 1 LSB on one axis or not; or touching at t = 0. */
static void c_sweep_touch(fz_in *in)
{
    fg_aabb3 box = fz_aabb3(in);
    uint8_t sel = fz_byte(in), nudge = fz_byte(in);
    int sh = fz_byte(in) % 20;
    int64_t k = (int64_t)(fz_byte(in) % 16 + 1) << sh;
    int64_t q[3], u[3], v[3], d[3];
    int i;
    fg_triangle tri;
    fg_vec3 delta;
    for (i = 0; i < 3; i++) {
        int64_t lo = ((const fg_scalar *)&box.min)[i], hi = ((const fg_scalar *)&box.max)[i];
        q[i] = ((sel >> i) & 1) ? hi : lo;
        if ((sel & 0x18) == 0x08 && i == 0) q[i] = lo + (hi - lo) / 2; /* a point of a face or edge */
        u[i] = ((int64_t)(fz_byte(in) % 11) - 5) * k;
        v[i] = ((int64_t)(fz_byte(in) % 11) - 5) * k;
        d[i] = ((int64_t)(fz_byte(in) % 41) - 20) * k * 2;
    }
    if (sel & 0x20) { /* along the plane's normal u x v (scaled down) */
        int64_t n[3] = {u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]};
        for (i = 0; i < 3; i++) d[i] = 2 * (n[i] / (k ? k : 1));
    }
    if (sel & 0x40) { /* touching at t = 0 */
        for (i = 0; i < 3; i++) d[i] = d[i] / 2;
    } else {
        for (i = 0; i < 3; i++) q[i] += d[i] / 2; /* the box meets q at t = 1/2 */
    }
    if ((nudge & 3) != 0) q[(nudge >> 2) % 3] += (nudge & 1) ? 1 : -1;
    tri.a = fg_vec3_make(fz_derived("ax", q[0] + u[0]), fz_derived("ay", q[1] + u[1]), fz_derived("az", q[2] + u[2]));
    tri.b = fg_vec3_make(fz_derived("bx", q[0] + v[0]), fz_derived("by", q[1] + v[1]), fz_derived("bz", q[2] + v[2]));
    tri.c = fg_vec3_make(fz_derived("cx", q[0] - u[0] - v[0]), fz_derived("cy", q[1] - u[1] - v[1]),
                         fz_derived("cz", q[2] - u[2] - v[2]));
    delta = fg_vec3_make(fz_derived("dx", d[0]), fz_derived("dy", d[1]), fz_derived("dz", d[2]));
    run(&box, delta, &tri, 65536);
}

static const fz_case cases[] = {
    {"fg_aabb3_triangle_sweep touch", c_sweep_touch},
    {"fg_aabb3_triangle_sweep aimed", c_sweep_aimed},
    {"fg_aabb3_triangle_sweep", c_sweep},
};

FZ_HARNESS("fuzz_boxtri", cases)
