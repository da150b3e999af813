/* fuzz_sweep.c - fuzz harness of lib/fg_sweep.h (see README.md). One case per function.
 *
 * Oracles on raw integers: the moving box at time t is [min + t*delta, max + t*delta]; per
 * axis the closed interval of t where it meets the other shape is an exact pair of
 * fractions, compared cross-multiplied in __int128. */
#include "fuzz_common.h"

typedef __int128 i128;

static fz_rat rat(i128 n, i128 d) { return fz_rat_make(fz_big_i(n), fz_big_i(d)); }
static i128 dot3(fg_vec3 a, fg_vec3 b) { return (i128)a.x * b.x + (i128)a.y * b.y + (i128)a.z * b.z; }
static bool is_zero3(fg_vec3 v) { return v.x == 0 && v.y == 0 && v.z == 0; }

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
    bool r, want;
    i128 mn = 0, mx = 0, dd = (i128)pl.d * 65536, nd, num = 0, den = 1;
    int i, side = 0; /* +1 from the front, -1 from the back, 0 touching at t = 0 */
    r = FZ_RAYCAST3(mt, &h, fg_aabb3_plane_sweep(&b, delta, &pl, fz_mt, fz_hit));
    if (!fz_dom_aabb3(&b) || !fz_dom_vec3(delta) || !fz_dom_plane(&pl)) {
        FZ_CHECK(!r); /* out of domain: no hit */
        return;
    }
    for (i = 0; i < 3; i++) { /* least and greatest dot(n, corner) */
        i128 a = (i128)n[i] * lo[i], c = (i128)n[i] * hi[i];
        mn += a < c ? a : c;
        mx += a < c ? c : a;
    }
    nd = dot3(pl.n, delta);
    if (mt < 0 || fz_aabb3_empty(&b) || is_zero3(pl.n)) want = false; /* inverted box, zero normal: no hit */
    else if (mn > dd) { /* entirely in front: the least corner, moving against n */
        side = 1, num = mn - dd, den = -nd;
        want = nd < 0 && num * 65536 <= (i128)fz_clip_t(mt) * den;
    } else if (mx < dd) { /* entirely behind: the greatest corner, moving along n */
        side = -1, num = dd - mx, den = nd;
        want = nd > 0 && num * 65536 <= (i128)fz_clip_t(mt) * den;
    } else want = true; /* straddling or touching at t = 0 */
    FZ_CHECK(r == want); /* exact */
    /* agrees with the static classification: touching now <-> classify 0 */
    if (mt >= 0 && !fz_aabb3_empty(&b) && !is_zero3(pl.n))
        FZ_CHECK((side == 0) == (fg_aabb3_plane_classify(&b, &pl) == 0));
    if (!r) return;
    path.origin = b.min;
    path.delta = delta;
    fz_check_hit3(&path, &h, &rules);
    if (side == 0) {
        FZ_CHECK(h.t == 0 && memcmp(&h.point, &b.min, sizeof h.point) == 0 && is_zero3(h.normal));
        return;
    }
    {
        fg_scalar pc[3] = {h.point.x, h.point.y, h.point.z};
        fz_big nb[3] = {fz_big_i(n[0]), fz_big_i(n[1]), fz_big_i(n[2])};
        FZ_CHECK(fz_near(h.t, rat(num * 65536, den), 1, 2)); /* t <= 0.5 LSB */
        for (i = 0; i < 3; i++) /* the box's min corner at t, 0.5 LSB */
            FZ_CHECK(fz_near(pc[i], rat((i128)lo[i] * den + (i128)dc[i] * num, den), 1, 2));
        FZ_CHECK(fz_unit_near3(h.normal, nb, side, 51, 100)); /* facing the box, 0.51 LSB */
    }
}

/* ---------------------------------------------------------------- box vs box */

typedef struct {
    bool hit;
    int64_t en, ed, ln, ld;
    int axis, sign;
} sweep_ref;

static sweep_ref ref_sweep(int dim, const int64_t *m0, const int64_t *m1, const int64_t *s0, const int64_t *s1,
                           const int64_t *v, int64_t mt)
{
    sweep_ref r = {false, 0, 1, mt, 65536, -1, 0};
    int i;
    if (mt < 0) return r;
    for (i = 0; i < dim; i++) {
        int64_t en, ln, dv;
        int sign;
        if (m0[i] > m1[i] || s0[i] > s1[i]) return r; /* inverted: empty */
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
                                const fg_scalar *p, const fg_scalar *n)
{
    int i;
    if (ref->axis < 0) { /* overlapping or touching at t = 0: t 0, the moving min, zero normal */
        FZ_CHECK(t == 0);
        for (i = 0; i < dim; i++) FZ_CHECK(p[i] == m0[i] && n[i] == 0);
        return;
    }
    FZ_CHECK(fz_near(t, rat((i128)ref->en * 65536, ref->ed), 1, 2));
    for (i = 0; i < dim; i++) {
        FZ_CHECK(fz_near(p[i], rat((i128)m0[i] * ref->ed + (i128)v[i] * ref->en, ref->ed), 1, 2));
        FZ_CHECK(n[i] == (i == ref->axis ? ref->sign * 65536 : 0)); /* the still box's face, exact */
    }
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
    bool r;
    r = FZ_RAYCAST3(mt, &h, fg_aabb3_aabb3_sweep(&m, delta, &st, fz_mt, fz_hit));
    if (!fz_dom_aabb3(&m) || !fz_dom_aabb3(&st) || !fz_dom_vec3(delta)) {
        FZ_CHECK(!r);
        return;
    }
    raw3(m.min, m0), raw3(m.max, m1), raw3(st.min, s0), raw3(st.max, s1), raw3(delta, v);
    ref = ref_sweep(3, m0, m1, s0, s1, v, fz_clip_t(mt));
    FZ_CHECK(r == ref.hit); /* exact */
    /* the same motion seen from the other box: still moving by -delta against moving */
    {
        fg_vec3 nd = fg_vec3_make(-delta.x, -delta.y, -delta.z);
        bool r2 = fg_aabb3_aabb3_sweep(&st, nd, &m, mt, &h2);
        FZ_CHECK(r2 == r);
        if (r) FZ_CHECK(h2.normal.x == -h.normal.x && h2.normal.y == -h.normal.y && h2.normal.z == -h.normal.z);
    }
    if (!r) return;
    path.origin = m.min;
    path.delta = delta;
    fz_check_hit3(&path, &h, &box_rules);
    {
        fg_scalar p[3] = {h.point.x, h.point.y, h.point.z}, n[3] = {h.normal.x, h.normal.y, h.normal.z};
        check_box_sweep_hit(3, &ref, m0, v, h.t, p, n);
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
    bool r;
    r = FZ_RAYCAST2(mt, &h, fg_aabb2_aabb2_sweep(&m, delta, &st, fz_mt, fz_hit));
    if (!fz_dom_aabb2(&m) || !fz_dom_aabb2(&st) || !fz_dom_vec2(delta)) {
        FZ_CHECK(!r);
        return;
    }
    raw2(m.min, m0), raw2(m.max, m1), raw2(st.min, s0), raw2(st.max, s1), raw2(delta, v);
    ref = ref_sweep(2, m0, m1, s0, s1, v, fz_clip_t(mt));
    FZ_CHECK(r == ref.hit);
    {
        fg_vec2 nd = fg_vec2_make(-delta.x, -delta.y);
        bool r2 = fg_aabb2_aabb2_sweep(&st, nd, &m, mt, &h2);
        FZ_CHECK(r2 == r);
        if (r) FZ_CHECK(h2.normal.x == -h.normal.x && h2.normal.y == -h.normal.y);
    }
    if (!r) return;
    path.origin = m.min;
    path.delta = delta;
    fz_check_hit2(&path, &h, &box_rules);
    {
        fg_scalar p[2] = {h.point.x, h.point.y}, n[2] = {h.normal.x, h.normal.y};
        check_box_sweep_hit(2, &ref, m0, v, h.t, p, n);
    }
}

/* interval: [t_enter, t_leave] within [0, 1], 0.5 LSB each; NULLs allowed; untouched on
 * false; equal for a grazing contact; agrees with the sweep over [0, 1] */
static void check_interval(int dim, bool in_dom, bool r, bool r_null, bool r_half, fg_scalar te, fg_scalar tl,
                           fg_scalar te2, bool r_sweep, const int64_t *m0, const int64_t *m1,
                           const int64_t *s0, const int64_t *s1, const int64_t *v)
{
    const fg_scalar poison = (fg_scalar)0xA5A5A5A5u;
    sweep_ref ref;
    FZ_CHECK(r == r_null && r == r_half);
    if (!r) FZ_CHECK(te == poison && tl == poison && te2 == poison);
    if (!in_dom) {
        FZ_CHECK(!r);
        return;
    }
    ref = ref_sweep(dim, m0, m1, s0, s1, v, 65536);
    FZ_CHECK(r == ref.hit);
    FZ_CHECK(r == r_sweep);
    if (!r) return;
    FZ_CHECK(te == te2); /* (t_sweep: checked against the same exact fraction in its own case) */
    FZ_CHECK(0 <= te && te <= tl && tl <= FG_ONE);
    FZ_CHECK(fz_near(te, rat((i128)ref.en * 65536, ref.ed), 1, 2));
    FZ_CHECK(fz_near(tl, rat((i128)ref.ln * 65536, ref.ld), 1, 2));
    if ((i128)ref.en * ref.ld == (i128)ref.ln * ref.ed) FZ_CHECK(te == tl); /* grazing: the same fraction */
}

static void c_aabb3_aabb3_sweep_interval(fz_in *in)
{
    fg_aabb3 m = fz_aabb3(in), st = fz_aabb3(in);
    fg_vec3 delta = fz_vec3(in);
    fg_scalar te, tl, te2;
    fg_hit3 h;
    int64_t m0[3], m1[3], s0[3], s1[3], v[3];
    bool r, r_null, r_half, rs;
    fz_poison(&te, sizeof te), fz_poison(&tl, sizeof tl), fz_poison(&te2, sizeof te2);
    r = fg_aabb3_aabb3_sweep_interval(&m, delta, &st, &te, &tl);
    r_null = fg_aabb3_aabb3_sweep_interval(&m, delta, &st, NULL, NULL);
    r_half = fg_aabb3_aabb3_sweep_interval(&m, delta, &st, &te2, NULL);
    rs = fg_aabb3_aabb3_sweep(&m, delta, &st, FG_ONE, &h);
    raw3(m.min, m0), raw3(m.max, m1), raw3(st.min, s0), raw3(st.max, s1), raw3(delta, v);
    check_interval(3, fz_dom_aabb3(&m) && fz_dom_aabb3(&st) && fz_dom_vec3(delta), r, r_null, r_half, te, tl, te2, rs,
                   m0, m1, s0, s1, v);
}

static void c_aabb2_aabb2_sweep_interval(fz_in *in)
{
    fg_aabb2 m = fz_aabb2(in), st = fz_aabb2(in);
    fg_vec2 delta = fz_vec2(in);
    fg_scalar te, tl, te2;
    fg_hit2 h;
    int64_t m0[2], m1[2], s0[2], s1[2], v[2];
    bool r, r_null, r_half, rs;
    fz_poison(&te, sizeof te), fz_poison(&tl, sizeof tl), fz_poison(&te2, sizeof te2);
    r = fg_aabb2_aabb2_sweep_interval(&m, delta, &st, &te, &tl);
    r_null = fg_aabb2_aabb2_sweep_interval(&m, delta, &st, NULL, NULL);
    r_half = fg_aabb2_aabb2_sweep_interval(&m, delta, &st, &te2, NULL);
    rs = fg_aabb2_aabb2_sweep(&m, delta, &st, FG_ONE, &h);
    raw2(m.min, m0), raw2(m.max, m1), raw2(st.min, s0), raw2(st.max, s1), raw2(delta, v);
    check_interval(2, fz_dom_aabb2(&m) && fz_dom_aabb2(&st) && fz_dom_vec2(delta), r, r_null, r_half, te, tl, te2, rs,
                   m0, m1, s0, s1, v);
}

static const fz_case cases[] = {
    {"fg_aabb3_plane_sweep", c_aabb3_plane_sweep},
    {"fg_aabb3_aabb3_sweep", c_aabb3_aabb3_sweep},
    {"fg_aabb3_aabb3_sweep_interval", c_aabb3_aabb3_sweep_interval},
    {"fg_aabb2_aabb2_sweep", c_aabb2_aabb2_sweep},
    {"fg_aabb2_aabb2_sweep_interval", c_aabb2_aabb2_sweep_interval},
};

FZ_HARNESS("fuzz_sweep", cases)
