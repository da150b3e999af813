/* SPDX-License-Identifier: MIT */
/* fuzz_sweep.c - fuzz harness of the box sweeps of lib/fg_aabb.h (box vs box, box vs
 * plane; see README.md). One case per function.
 *
 * Oracles on raw integers: the moving box at time t is [min + t*delta, max + t*delta]; per
 * axis the closed interval of t where it meets the other shape is an exact pair of
 * fractions, compared cross-multiplied in __int128. A start in contact follows the touch
 * rules, written here on the pair of boxes (faces in contact) and on the plane's extreme
 * corners, not on the library's Minkowski formulation. */
#include "fuzz_common.h"

typedef __int128 i128;

static fz_rat rat(i128 n, i128 d) { return fz_rat_make(fz_big_i(n), fz_big_i(d)); }
static i128 dot3(fg_vec3 a, fg_vec3 b) { return (i128)a.x * b.x + (i128)a.y * b.y + (i128)a.z * b.z; }
static bool is_zero3(fg_vec3 v) { return v.x == 0 && v.y == 0 && v.z == 0; }
static int sgn(i128 v) { return (v > 0) - (v < 0); }

/* The box at its start and at its end (min + delta, max + delta, exact) in the domain. */
static bool dom_motion3(const fg_aabb3 *b, fg_vec3 d)
{
    fg_segment3 a, c;
    a.origin = b->min, a.delta = d, c.origin = b->max, c.delta = d;
    return fz_dom_segment3(&a) && fz_dom_segment3(&c);
}

static bool dom_motion2(const fg_aabb2 *b, fg_vec2 d)
{
    fg_segment2 a, c;
    a.origin = b->min, a.delta = d, c.origin = b->max, c.delta = d;
    return fz_dom_segment2(&a) && fz_dom_segment2(&c);
}

/* ---------------------------------------------------------------- box vs plane */

static void c_aabb3_plane_sweep(fz_in *in)
{
    fg_aabb3 b = fz_aabb3(in);
    fg_vec3 delta = fz_vec3(in);
    fg_plane pl = fz_plane(in);
    fg_scalar mt = fz_scalar(in);
    static const fz_hit_rules rules = {.normal = FZ_NORMAL_UNIT, .normal_tol = 1, .closed = true, .facing = false,
                                       .point_tol = -1, .t_tol = 0};
    fg_scalar lo[3] = {b.min.x, b.min.y, b.min.z}, hi[3] = {b.max.x, b.max.y, b.max.z}, n[3] = {pl.n.x, pl.n.y, pl.n.z};
    fg_scalar dc[3] = {delta.x, delta.y, delta.z};
    fg_segment3 path;
    fg_hit3 h;
    int r, want;
    i128 mn = 0, mx = 0, dd = (i128)pl.d * 65536, nd, num = 0, den = 1;
    int i, side = 0;   /* the normal's sign: +1 n/|n|, -1 -n/|n| */
    bool now = false, inside = false;
    if (fz_byte(in) & 1u) { /* put the box's extreme corner on the plane: a start in contact */
        uint8_t w = fz_byte(in);
        i128 dot = 0;
        for (i = 0; i < 3; i++) dot += (i128)n[i] * ((w >> i) & 1u ? hi[i] : lo[i]);
        if (dot % 65536 == 0 && dot / 65536 >= INT32_MIN && dot / 65536 <= INT32_MAX) pl.d = fz_derived("d", (int64_t)(dot / 65536));
        dd = (i128)pl.d * 65536;
        if (w & 8u) delta = fg_vec3_make(0, 0, 0);
    }
    r = FZ_RAYCAST3(mt, &h, fg_aabb3_plane_sweep(&b, delta, &pl, fz_mt, fz_hit));
    FZ_CHECK(fg_aabb3_plane_sweep(NULL, delta, &pl, mt, &h) == FG_REJECTED);
    FZ_CHECK(fg_aabb3_plane_sweep(&b, delta, NULL, mt, &h) == FG_REJECTED);
    if (!fz_dom_aabb3(&b) || !dom_motion3(&b, delta) || !fz_dom_plane(&pl)) {
        FZ_CHECK(r == FG_REJECTED); /* out of domain: always reported */
        return;
    }
    FZ_CHECK(r != FG_REJECTED);
    for (i = 0; i < 3; i++) { /* least and greatest dot(n, corner) */
        i128 a = (i128)n[i] * lo[i], c = (i128)n[i] * hi[i];
        mn += a < c ? a : c;
        mx += a < c ? c : a;
    }
    nd = dot3(pl.n, delta);
    if (mt < 0 || fz_aabb3_empty(&b) || is_zero3(pl.n)) want = FG_MISS; /* inverted box, zero normal: no hit */
    else if (mn > dd) { /* entirely in front: the least corner, moving against n */
        side = 1, num = mn - dd, den = -nd;
        want = (nd < 0 && num * 65536 <= (i128)fz_clip_t(mt) * den) ? FG_HIT : FG_MISS;
    } else if (mx < dd) { /* entirely behind: the greatest corner, moving along n */
        side = -1, num = dd - mx, den = nd;
        want = (nd > 0 && num * 65536 <= (i128)fz_clip_t(mt) * den) ? FG_HIT : FG_MISS;
    } else { /* on or across the plane at t = 0 */
        now = true;
        if (mn == dd && mx == dd) side = -sgn(nd), want = nd != 0 ? FG_HIT : FG_MISS; /* flat in it: crossing */
        else if (mn == dd) side = 1, want = nd < 0 ? FG_HIT : FG_MISS;  /* resting on its front: moving in */
        else if (mx == dd) side = -1, want = nd > 0 ? FG_HIT : FG_MISS; /* touching from behind */
        else inside = true, side = (dd - mn <= mx - dd) ? 1 : -1, want = FG_HIT; /* across: the smaller move */
    }
    fz_note("start (1: on or across the plane)", now);
    FZ_CHECK(r == want); /* exact: no sticking (touching, moving away or along: a miss) */
    /* agrees with the static classification: touching or across now <-> classify straddling */
    if (mt >= 0 && !fz_aabb3_empty(&b) && !is_zero3(pl.n))
        FZ_CHECK(now == (fg_aabb3_plane_classify(&b, &pl) == FG_STRADDLING));
    if (r != FG_HIT) return;
    path.origin = b.min;
    path.delta = delta;
    fz_check_hit3(&path, &h, &rules);
    FZ_CHECK(h.started_inside == inside);
    {
        fg_scalar pc[3] = {h.point.x, h.point.y, h.point.z};
        fz_big nb[3] = {fz_big_i(n[0]), fz_big_i(n[1]), fz_big_i(n[2])};
        FZ_CHECK(fz_unit_near3(h.normal, nb, side, 51, 100)); /* +-n/|n|, 0.51 LSB */
        if (now) {
            FZ_CHECK(h.t == 0 && memcmp(&h.point, &b.min, sizeof h.point) == 0);
            return;
        }
        FZ_CHECK(fz_near(h.t, rat(num * 65536, den), 1, 2)); /* t <= 0.5 LSB */
        for (i = 0; i < 3; i++) /* the box's min corner at t, 0.5 LSB */
            FZ_CHECK(fz_near(pc[i], rat((i128)lo[i] * den + (i128)dc[i] * num, den), 1, 2));
    }
}

/* ---------------------------------------------------------------- box vs box */

typedef struct {
    bool hit;
    int start;          /* FZ_BOX_OUTSIDE, _AWAY, _TOUCH_IN, _INSIDE (fuzz_common.h) */
    int64_t en, ed, ln, ld;
    int axis, sign;
} sweep_ref;

/* In contact at t = 0 (closed overlap on every axis): the touch rules on the faces in
 * contact, else the face of least depth. */
static void ref_start(sweep_ref *r, int dim, const int64_t *m0, const int64_t *m1, const int64_t *s0, const int64_t *s1,
                      const int64_t *v)
{
    int i, k;
    int64_t best = INT64_MAX;
    r->start = FZ_BOX_INSIDE;
    for (i = 0; i < dim; i++) {
        bool lo_face = m1[i] == s0[i], hi_face = m0[i] == s1[i]; /* on the still box's min / max face */
        int sign;
        bool in;
        if (!lo_face && !hi_face) continue;
        if (lo_face && hi_face) in = v[i] != 0, sign = v[i] > 0 ? -1 : 1; /* flat on flat: crossing */
        else if (lo_face) in = v[i] > 0, sign = -1;
        else in = v[i] < 0, sign = 1;
        if (!in) {
            r->start = FZ_BOX_AWAY;
            r->hit = false;
            return;
        }
        if (r->start == FZ_BOX_INSIDE) r->start = FZ_BOX_TOUCH_IN, r->axis = i, r->sign = sign;
    }
    r->hit = true;
    if (r->start == FZ_BOX_TOUCH_IN) return;
    for (k = 0; k < 2 * dim; k++) { /* x-, x+, y-, ...: the first least depth */
        int a = k / 2;
        int64_t depth = (k % 2) ? s1[a] - m0[a] : m1[a] - s0[a];
        if (depth < best) best = depth, r->axis = a, r->sign = (k % 2) ? 1 : -1;
    }
}

static sweep_ref ref_sweep(int dim, const int64_t *m0, const int64_t *m1, const int64_t *s0, const int64_t *s1,
                           const int64_t *v, int64_t mt)
{
    sweep_ref r = {false, FZ_BOX_OUTSIDE, 0, 1, mt, 65536, -1, 0};
    int i;
    bool contact = true;
    if (mt < 0) return r;
    for (i = 0; i < dim; i++) {
        if (m0[i] > m1[i] || s0[i] > s1[i]) return r; /* inverted: empty */
        if (m0[i] > s1[i] || m1[i] < s0[i]) contact = false;
    }
    if (contact) {
        ref_start(&r, dim, m0, m1, s0, s1, v);
        return r;
    }
    for (i = 0; i < dim; i++) {
        int64_t en, ln, dv;
        int sign;
        if (v[i] == 0) {
            if (m0[i] > s1[i] || m1[i] < s0[i]) return r; /* apart for ever on this axis */
            continue;
        }
        if (v[i] > 0) { /* m1 + tv reaches s0; m0 + tv passes s1 */
            en = s0[i] - m1[i], ln = s1[i] - m0[i], dv = v[i], sign = -1;
        } else {
            en = m0[i] - s1[i], ln = m1[i] - s0[i], dv = -v[i], sign = +1;
        }
        if ((i128)en * r.ed > (i128)r.en * dv) r.en = en, r.ed = dv, r.axis = i, r.sign = sign; /* first axis on ties */
        if ((i128)ln * r.ld < (i128)r.ln * dv) r.ln = ln, r.ld = dv;
    }
    r.hit = (i128)r.en * r.ld <= (i128)r.ln * r.ed;
    return r;
}

static void raw3(fg_vec3 v, int64_t *r) { r[0] = v.x; r[1] = v.y; r[2] = v.z; }
static void raw2(fg_vec2 v, int64_t *r) { r[0] = v.x; r[1] = v.y; }

static const fz_hit_rules box_rules = {.normal = FZ_NORMAL_AXIS, .closed = true, .facing = true, .point_tol = -1,
                                       .t_tol = 0};

/* the documented hit of a box sweep */
static void check_box_sweep_hit(int dim, const sweep_ref *ref, const int64_t *m0, const int64_t *v, fg_scalar t,
                                const fg_scalar *p, const fg_scalar *n, bool inside)
{
    int i;
    for (i = 0; i < dim; i++) FZ_CHECK(n[i] == (i == ref->axis ? ref->sign * 65536 : 0)); /* exact face normal */
    FZ_CHECK(inside == (ref->start == FZ_BOX_INSIDE));
    if (ref->start != FZ_BOX_OUTSIDE) { /* in contact at t = 0: t 0, the moving min */
        FZ_CHECK(t == 0);
        for (i = 0; i < dim; i++) FZ_CHECK(p[i] == m0[i]);
        return;
    }
    FZ_CHECK(fz_near(t, rat((i128)ref->en * 65536, ref->ed), 1, 2));
    for (i = 0; i < dim; i++) FZ_CHECK(fz_near(p[i], rat((i128)m0[i] * ref->ed + (i128)v[i] * ref->en, ref->ed), 1, 2));
}

/* Put the moving box against the still one (one input byte): on each chosen axis the
 * moving box is shifted so that a face rests on the still box's face. */
static void place(fz_in *in, int dim, int32_t *m0, int32_t *m1, const int32_t *s0, const int32_t *s1)
{
    uint8_t w = fz_byte(in);
    int i;
    if (!(w & 1u)) return;
    for (i = 0; i < dim; i++) {
        int64_t shift;
        if (!((w >> (1 + 2 * i)) & 1u)) continue;
        shift = ((w >> (2 + 2 * i)) & 1u) ? (int64_t)s1[i] - m0[i] : (int64_t)s0[i] - m1[i];
        m0[i] = (int32_t)(uint32_t)(uint64_t)(m0[i] + shift);
        m1[i] = (int32_t)(uint32_t)(uint64_t)(m1[i] + shift);
    }
    fz_note("placed", w);
}

static void c_aabb3_aabb3_sweep(fz_in *in)
{
    fg_aabb3 m = fz_aabb3(in), st = fz_aabb3(in);
    fg_vec3 delta = fz_vec3(in);
    fg_scalar mt = fz_scalar(in);
    fg_hit3 h, h2;
    fg_segment3 path;
    int64_t m0[3], m1[3], s0[3], s1[3], v[3];
    sweep_ref ref;
    int r;
    {
        int32_t a0[3] = {m.min.x, m.min.y, m.min.z}, a1[3] = {m.max.x, m.max.y, m.max.z};
        int32_t b0[3] = {st.min.x, st.min.y, st.min.z}, b1[3] = {st.max.x, st.max.y, st.max.z};
        place(in, 3, a0, a1, b0, b1);
        m.min = fg_vec3_make(a0[0], a0[1], a0[2]), m.max = fg_vec3_make(a1[0], a1[1], a1[2]);
    }
    r = FZ_RAYCAST3(mt, &h, fg_aabb3_aabb3_sweep(&m, delta, &st, fz_mt, fz_hit));
    FZ_CHECK(fg_aabb3_aabb3_sweep(NULL, delta, &st, mt, &h) == FG_REJECTED);
    FZ_CHECK(fg_aabb3_aabb3_sweep(&m, delta, NULL, mt, &h) == FG_REJECTED);
    if (!fz_dom_aabb3(&m) || !dom_motion3(&m, delta) || !fz_dom_aabb3(&st)) {
        FZ_CHECK(r == FG_REJECTED); /* out of domain: always reported */
        return;
    }
    raw3(m.min, m0), raw3(m.max, m1), raw3(st.min, s0), raw3(st.max, s1), raw3(delta, v);
    ref = ref_sweep(3, m0, m1, s0, s1, v, fz_clip_t(mt));
    fz_note("reference start (0 apart, 1 away, 2 touch in, 3 inside)", ref.start);
    FZ_CHECK(r == (ref.hit ? FG_HIT : FG_MISS)); /* exact; touching and moving away or along: a miss */
    /* the same motion seen from the other box: still moving by -delta against moving */
    {
        fg_vec3 nd = fg_vec3_make(-delta.x, -delta.y, -delta.z);
        if (dom_motion3(&st, nd)) {
            int r2 = fg_aabb3_aabb3_sweep(&st, nd, &m, mt, &h2);
            FZ_CHECK(r2 == r);
            if (r == FG_HIT && !h.started_inside)
                FZ_CHECK(h2.normal.x == -h.normal.x && h2.normal.y == -h.normal.y && h2.normal.z == -h.normal.z);
        }
    }
    if (r != FG_HIT) return;
    path.origin = m.min;
    path.delta = delta;
    fz_check_hit3(&path, &h, &box_rules);
    {
        fg_scalar p[3] = {h.point.x, h.point.y, h.point.z}, n[3] = {h.normal.x, h.normal.y, h.normal.z};
        check_box_sweep_hit(3, &ref, m0, v, h.t, p, n, h.started_inside);
    }
}

static void c_aabb2_aabb2_sweep(fz_in *in)
{
    fg_aabb2 m = fz_aabb2(in), st = fz_aabb2(in);
    fg_vec2 delta = fz_vec2(in);
    fg_scalar mt = fz_scalar(in);
    fg_hit2 h, h2;
    fg_segment2 path;
    int64_t m0[2], m1[2], s0[2], s1[2], v[2];
    sweep_ref ref;
    int r;
    {
        int32_t a0[2] = {m.min.x, m.min.y}, a1[2] = {m.max.x, m.max.y};
        int32_t b0[2] = {st.min.x, st.min.y}, b1[2] = {st.max.x, st.max.y};
        place(in, 2, a0, a1, b0, b1);
        m.min = fg_vec2_make(a0[0], a0[1]), m.max = fg_vec2_make(a1[0], a1[1]);
    }
    r = FZ_RAYCAST2(mt, &h, fg_aabb2_aabb2_sweep(&m, delta, &st, fz_mt, fz_hit));
    FZ_CHECK(fg_aabb2_aabb2_sweep(NULL, delta, &st, mt, &h) == FG_REJECTED);
    FZ_CHECK(fg_aabb2_aabb2_sweep(&m, delta, NULL, mt, &h) == FG_REJECTED);
    if (!fz_dom_aabb2(&m) || !dom_motion2(&m, delta) || !fz_dom_aabb2(&st)) {
        FZ_CHECK(r == FG_REJECTED);
        return;
    }
    raw2(m.min, m0), raw2(m.max, m1), raw2(st.min, s0), raw2(st.max, s1), raw2(delta, v);
    ref = ref_sweep(2, m0, m1, s0, s1, v, fz_clip_t(mt));
    fz_note("reference start (0 apart, 1 away, 2 touch in, 3 inside)", ref.start);
    FZ_CHECK(r == (ref.hit ? FG_HIT : FG_MISS));
    {
        fg_vec2 nd = fg_vec2_make(-delta.x, -delta.y);
        if (dom_motion2(&st, nd)) {
            int r2 = fg_aabb2_aabb2_sweep(&st, nd, &m, mt, &h2);
            FZ_CHECK(r2 == r);
            if (r == FG_HIT && !h.started_inside) FZ_CHECK(h2.normal.x == -h.normal.x && h2.normal.y == -h.normal.y);
        }
    }
    if (r != FG_HIT) return;
    path.origin = m.min;
    path.delta = delta;
    fz_check_hit2(&path, &h, &box_rules);
    {
        fg_scalar p[2] = {h.point.x, h.point.y}, n[2] = {h.normal.x, h.normal.y};
        check_box_sweep_hit(2, &ref, m0, v, h.t, p, n, h.started_inside);
    }
}

/* interval: the overlap set (touching counts, no touch rule): [t_enter, t_exit] within
 * [0, 1], 0.5 LSB each; NULLs allowed; untouched unless FG_HIT; equal for a grazing
 * contact; the sweep's hits over [0, 1] lie in it. */
static void check_interval(int dim, bool in_dom, int r, int r_null, int r_half, fg_scalar te, fg_scalar tx,
                           fg_scalar te2, int r_sweep, const int64_t *m0, const int64_t *m1,
                           const int64_t *s0, const int64_t *s1, const int64_t *v)
{
    const fg_scalar poison = (fg_scalar)0xA5A5A5A5u;
    sweep_ref ref;
    int i;
    FZ_CHECK(r == r_null && r == r_half);
    if (r != FG_HIT) FZ_CHECK(te == poison && tx == poison && te2 == poison);
    if (!in_dom) {
        FZ_CHECK(r == FG_REJECTED && r_sweep == FG_REJECTED);
        return;
    }
    if (r_sweep == FG_HIT) FZ_CHECK(r == FG_HIT);
    /* the overlap set: the sweep's oracle with the start-in-contact rules left out */
    {
        int64_t g0[3], g1[3];
        for (i = 0; i < dim; i++) g0[i] = m0[i], g1[i] = m1[i];
        ref = ref_sweep(dim, g0, g1, s0, s1, v, 65536);
    }
    if (ref.start != FZ_BOX_OUTSIDE) { /* in contact at t = 0: [0, the exit] */
        ref.hit = true, ref.en = 0, ref.ed = 1, ref.ln = 65536, ref.ld = 65536;
        for (i = 0; i < dim; i++) {
            int64_t ln, dv;
            if (v[i] == 0) continue;
            ln = v[i] > 0 ? s1[i] - m0[i] : m1[i] - s0[i], dv = v[i] > 0 ? v[i] : -v[i];
            if ((i128)ln * ref.ld < (i128)ref.ln * dv) ref.ln = ln, ref.ld = dv;
        }
    }
    FZ_CHECK(r == (ref.hit ? FG_HIT : FG_MISS));
    if (r != FG_HIT) return;
    FZ_CHECK(te == te2);
    FZ_CHECK(0 <= te && te <= tx && tx <= FG_ONE);
    FZ_CHECK(fz_near(te, rat((i128)ref.en * 65536, ref.ed), 1, 2));
    FZ_CHECK(fz_near(tx, rat((i128)ref.ln * 65536, ref.ld), 1, 2));
    if ((i128)ref.en * ref.ld == (i128)ref.ln * ref.ed) FZ_CHECK(te == tx); /* grazing: the same fraction */
}

static void c_aabb3_aabb3_sweep_interval(fz_in *in)
{
    fg_aabb3 m = fz_aabb3(in), st = fz_aabb3(in);
    fg_vec3 delta = fz_vec3(in);
    fg_scalar te, tx, te2;
    int64_t m0[3], m1[3], s0[3], s1[3], v[3];
    int r, r_null, r_half, rs;
    {
        int32_t a0[3] = {m.min.x, m.min.y, m.min.z}, a1[3] = {m.max.x, m.max.y, m.max.z};
        int32_t b0[3] = {st.min.x, st.min.y, st.min.z}, b1[3] = {st.max.x, st.max.y, st.max.z};
        place(in, 3, a0, a1, b0, b1);
        m.min = fg_vec3_make(a0[0], a0[1], a0[2]), m.max = fg_vec3_make(a1[0], a1[1], a1[2]);
    }
    fz_poison(&te, sizeof te), fz_poison(&tx, sizeof tx), fz_poison(&te2, sizeof te2);
    r = fg_aabb3_aabb3_sweep_interval(&m, delta, &st, &te, &tx);
    r_null = fg_aabb3_aabb3_sweep_interval(&m, delta, &st, NULL, NULL);
    r_half = fg_aabb3_aabb3_sweep_interval(&m, delta, &st, &te2, NULL);
    rs = fg_aabb3_aabb3_sweep(&m, delta, &st, FG_ONE, NULL);
    FZ_CHECK(fg_aabb3_aabb3_sweep_interval(NULL, delta, &st, &te, &tx) == FG_REJECTED);
    FZ_CHECK(fg_aabb3_aabb3_sweep_interval(&m, delta, NULL, &te, &tx) == FG_REJECTED);
    raw3(m.min, m0), raw3(m.max, m1), raw3(st.min, s0), raw3(st.max, s1), raw3(delta, v);
    check_interval(3, fz_dom_aabb3(&m) && dom_motion3(&m, delta) && fz_dom_aabb3(&st), r, r_null, r_half, te, tx,
                   te2, rs, m0, m1, s0, s1, v);
}

static void c_aabb2_aabb2_sweep_interval(fz_in *in)
{
    fg_aabb2 m = fz_aabb2(in), st = fz_aabb2(in);
    fg_vec2 delta = fz_vec2(in);
    fg_scalar te, tx, te2;
    int64_t m0[2], m1[2], s0[2], s1[2], v[2];
    int r, r_null, r_half, rs;
    {
        int32_t a0[2] = {m.min.x, m.min.y}, a1[2] = {m.max.x, m.max.y};
        int32_t b0[2] = {st.min.x, st.min.y}, b1[2] = {st.max.x, st.max.y};
        place(in, 2, a0, a1, b0, b1);
        m.min = fg_vec2_make(a0[0], a0[1]), m.max = fg_vec2_make(a1[0], a1[1]);
    }
    fz_poison(&te, sizeof te), fz_poison(&tx, sizeof tx), fz_poison(&te2, sizeof te2);
    r = fg_aabb2_aabb2_sweep_interval(&m, delta, &st, &te, &tx);
    r_null = fg_aabb2_aabb2_sweep_interval(&m, delta, &st, NULL, NULL);
    r_half = fg_aabb2_aabb2_sweep_interval(&m, delta, &st, &te2, NULL);
    rs = fg_aabb2_aabb2_sweep(&m, delta, &st, FG_ONE, NULL);
    FZ_CHECK(fg_aabb2_aabb2_sweep_interval(NULL, delta, &st, &te, &tx) == FG_REJECTED);
    FZ_CHECK(fg_aabb2_aabb2_sweep_interval(&m, delta, NULL, &te, &tx) == FG_REJECTED);
    raw2(m.min, m0), raw2(m.max, m1), raw2(st.min, s0), raw2(st.max, s1), raw2(delta, v);
    check_interval(2, fz_dom_aabb2(&m) && dom_motion2(&m, delta) && fz_dom_aabb2(&st), r, r_null, r_half, te, tx,
                   te2, rs, m0, m1, s0, s1, v);
}

static const fz_case cases[] = {
    {"fg_aabb3_plane_sweep", c_aabb3_plane_sweep},
    {"fg_aabb3_aabb3_sweep", c_aabb3_aabb3_sweep},
    {"fg_aabb3_aabb3_sweep_interval", c_aabb3_aabb3_sweep_interval},
    {"fg_aabb2_aabb2_sweep", c_aabb2_aabb2_sweep},
    {"fg_aabb2_aabb2_sweep_interval", c_aabb2_aabb2_sweep_interval},
};

FZ_HARNESS("fuzz_sweep", cases)
