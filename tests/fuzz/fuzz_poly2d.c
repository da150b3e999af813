/* SPDX-License-Identifier: MIT */
/* fuzz_poly2d.c - fuzz harness of fg_polygon.h (see README.md): segment pairs, point in
 * convex polygon, segment vs polygon raycast, polygon overlap, NULL pointers.
 *
 * References on raw integers in __int128 (fz_big where a product needs more), written from
 * the definitions rather than lib/'s method: validity is "no zero edge, no reversal, every
 * vertex on the closed left of every edge, shoelace area equal to the convex hull's";
 * containment is "in a fan triangle or on an edge"; overlap is "a vertex inside the other,
 * or two edges meet"; the cast's interval is clipped per half-plane with exact fractions.
 * Polygons come from the input as raw vertices, or as the convex hull of the input's points
 * (reversed, with a vertex repeated or an edge midpoint inserted), so valid ones abound. */
#include <stdlib.h>
#include "fuzz_common.h"

typedef __int128 i128;
enum { PMAX = FG_POLY2_MAX, VMAX = FG_POLY2_MAX + 2 };

static i128 crs(i128 ax, i128 ay, i128 bx, i128 by) { return ax * by - ay * bx; }
/* cross(b - a, c - a) */
static i128 orient(fg_vec2 a, fg_vec2 b, fg_vec2 c)
{
    return crs((i128)b.x - a.x, (i128)b.y - a.y, (i128)c.x - a.x, (i128)c.y - a.y);
}
static bool same(fg_vec2 a, fg_vec2 b) { return a.x == b.x && a.y == b.y; }

/* ---------------------------------------------------------------- polygons */

static int cmp_pt(const void *pa, const void *pb)
{
    const fg_vec2 *a = pa, *b = pb;
    if (a->x != b->x) return a->x < b->x ? -1 : 1;
    return (a->y > b->y) - (a->y < b->y);
}

/* Andrew's monotone chain: CCW, no collinear points; returns the count. */
static int hull(const fg_vec2 *in, int n, fg_vec2 *h)
{
    fg_vec2 p[2 * VMAX + 4];
    int i, k = 0, t;
    memcpy(p, in, (size_t)n * sizeof *p);
    qsort(p, (size_t)n, sizeof *p, cmp_pt);
    if (n < 3) {
        memcpy(h, p, (size_t)n * sizeof *p);
        return n;
    }
    for (i = 0; i < n; i++) {
        while (k >= 2 && orient(h[k - 2], h[k - 1], p[i]) <= 0) k--;
        h[k++] = p[i];
    }
    for (i = n - 2, t = k + 1; i >= 0; i--) {
        while (k >= t && orient(h[k - 2], h[k - 1], p[i]) <= 0) k--;
        h[k++] = p[i];
    }
    return k - 1;
}

static i128 area2(const fg_vec2 *v, int n)
{
    i128 s = 0;
    int i;
    for (i = 0; i < n; i++) s += crs(v[i].x, v[i].y, v[(i + 1) % n].x, v[(i + 1) % n].y);
    return s;
}

static bool ref_valid(const fg_vec2 *v, int n)
{
    fg_vec2 h[2 * VMAX + 4];
    int i, j, k;
    if (n < 3 || n > PMAX) return false;
    for (i = 0; i < n; i++)
        if (!fz_dom_vec2(v[i])) return false;
    for (i = 0; i < n; i++) {
        fg_vec2 a = v[i], b = v[(i + 1) % n], c = v[(i + 2) % n];
        i128 ex = (i128)b.x - a.x, ey = (i128)b.y - a.y, fx = (i128)c.x - b.x, fy = (i128)c.y - b.y;
        if (ex == 0 && ey == 0) return false;
        if (crs(ex, ey, fx, fy) == 0 && ex * fx + ey * fy <= 0) return false;
        for (j = 0; j < n; j++)
            if (orient(a, b, v[j]) < 0) return false;
    }
    k = hull(v, n, h);
    return k >= 3 && area2(v, n) == area2(h, k);
}

static bool on_seg(fg_vec2 p, fg_vec2 a, fg_vec2 b)
{
    return orient(a, b, p) == 0 && p.x >= (a.x < b.x ? a.x : b.x) && p.x <= (a.x < b.x ? b.x : a.x) &&
           p.y >= (a.y < b.y ? a.y : b.y) && p.y <= (a.y < b.y ? b.y : a.y);
}

static bool ref_inside(const fg_vec2 *v, int n, fg_vec2 p)
{
    int i;
    for (i = 0; i < n; i++)
        if (on_seg(p, v[i], v[(i + 1) % n])) return true;
    for (i = 1; i + 1 < n; i++) {
        i128 a = orient(v[0], v[i], p), b = orient(v[i], v[i + 1], p), c = orient(v[i + 1], v[0], p);
        if (orient(v[0], v[i], v[i + 1]) > 0 && a >= 0 && b >= 0 && c >= 0) return true;
    }
    return false;
}

static bool ref_seg_meet(fg_vec2 a0, fg_vec2 a1, fg_vec2 b0, fg_vec2 b1)
{
    i128 d1 = orient(a0, a1, b0), d2 = orient(a0, a1, b1), d3 = orient(b0, b1, a0), d4 = orient(b0, b1, a1);
    if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
    return on_seg(b0, a0, a1) || on_seg(b1, a0, a1) || on_seg(a0, b0, b1) || on_seg(a1, b0, b1);
}

/* A polygon from the input: a mode byte, a count byte, the points. */
static fg_poly2 read_poly(fz_in *in, fg_vec2 *v)
{
    fg_vec2 pts[VMAX], h[2 * VMAX + 4];
    uint8_t mode = fz_byte(in), cb = fz_byte(in);
    int n = 3 + cb % (PMAX), k, i;
    fg_poly2 p;
    for (i = 0; i < n; i++) pts[i] = fz_vec2(in);
    p.v = v;
    if (mode % 8 == 0) { /* as read; the count may be anything */
        memcpy(v, pts, (size_t)n * sizeof *v);
        p.count = (cb >= 250) ? (int32_t)cb - 252 : n; /* -2 .. 3 */
        if (cb == 249) p.count = PMAX + 1;
        return p;
    }
    k = hull(pts, n, h);
    if (k < 1) k = 1, h[0] = pts[0];
    memcpy(v, h, (size_t)k * sizeof *v);
    p.count = k;
    if (mode % 8 == 1) { /* reversed: clockwise */
        for (i = 0; i < k / 2; i++) {
            fg_vec2 t = v[i];
            v[i] = v[k - 1 - i], v[k - 1 - i] = t;
        }
    } else if (mode % 8 == 2 && k < PMAX) { /* a repeated vertex */
        v[k] = v[0], p.count = k + 1;
    } else if (mode % 8 == 3 && k < PMAX && k >= 2) { /* an edge midpoint, when exact */
        int64_t sx = (int64_t)v[k - 1].x + v[0].x, sy = (int64_t)v[k - 1].y + v[0].y;
        v[k] = fg_vec2_make((fg_scalar)(sx >> 1), (fg_scalar)(sy >> 1)), p.count = k + 1;
    }
    return p;
}

/* ---------------------------------------------------------------- segment pairs */

static fz_rat rat(i128 n, i128 d) { return fz_rat_make(fz_big_i(n), fz_big_i(d)); }

static void c_segseg(fz_in *in)
{
    fg_segment2 a = fz_segment2(in), b = fz_segment2(in);
    fg_scalar ta, tb, ta2;
    fg_vec2 p;
    i128 ox = a.origin.x, oy = a.origin.y, dx = a.delta.x, dy = a.delta.y;
    i128 wx = (i128)b.origin.x - ox, wy = (i128)b.origin.y - oy, ex = b.delta.x, ey = b.delta.y;
    i128 den = crs(dx, dy, ex, ey), la = dx * dx + dy * dy, lb = ex * ex + ey * ey;
    int r, want;
    fz_poison(&ta, sizeof ta), fz_poison(&tb, sizeof tb), fz_poison(&p, sizeof p), fz_poison(&ta2, sizeof ta2);
    r = fg_segment2_segment2_intersect(&a, &b, &ta, &tb, &p);
    FZ_CHECK((int)fg_segment2_segment2_intersect(&a, &b, NULL, NULL, NULL) == r);
    FZ_CHECK((int)fg_segment2_segment2_intersect(&a, &b, &ta2, NULL, NULL) == r);
    if (!fz_dom_segment2(&a) || !fz_dom_segment2(&b)) {
        FZ_CHECK(r == FG_SEGS_REJECTED && fz_is_poison(&ta, sizeof ta) && fz_is_poison(&p, sizeof p));
        return;
    }
    if (r == FG_SEGS_DISJOINT || r == FG_SEGS_PARALLEL) {
        FZ_CHECK(fz_is_poison(&ta, sizeof ta) && fz_is_poison(&tb, sizeof tb) && fz_is_poison(&p, sizeof p));
    } else {
        FZ_CHECK(ta == ta2);
    }
    if (den != 0) {
        i128 sn = crs(wx, wy, ex, ey), tn = crs(wx, wy, dx, dy);
        if (den < 0) den = -den, sn = -sn, tn = -tn;
        want = (sn >= 0 && sn <= den && tn >= 0 && tn <= den) ? FG_SEGS_POINT : FG_SEGS_DISJOINT;
        FZ_CHECK(r == want);
        if (r == FG_SEGS_POINT) {
            FZ_CHECK(fz_near(ta, rat(sn * 65536, den), 1, 2) && fz_near(tb, rat(tn * 65536, den), 1, 2));
            FZ_CHECK(fz_near(p.x, rat(ox * den + dx * sn, den), 1, 2) && fz_near(p.y, rat(oy * den + dy * sn, den), 1, 2));
        }
        return;
    }
    if (la == 0 || lb == 0) { /* a point against the other */
        fg_vec2 q = la == 0 ? a.origin : b.origin;
        bool on = la == 0 ? (lb == 0 ? same(a.origin, b.origin) : on_seg(q, b.origin, fg_vec2_add(b.origin, b.delta)))
                          : on_seg(q, a.origin, fg_vec2_add(a.origin, a.delta));
        FZ_CHECK(r == (on ? FG_SEGS_POINT : FG_SEGS_DISJOINT));
        if (on) {
            FZ_CHECK(same(p, q));
            if (la == 0) FZ_CHECK(ta == 0);
            if (lb == 0) FZ_CHECK(tb == 0);
            if (la == 0 && lb != 0)
                FZ_CHECK(fz_near(tb, rat((((i128)q.x - b.origin.x) * ex + ((i128)q.y - b.origin.y) * ey) * 65536, lb), 1, 2));
            if (lb == 0 && la != 0) FZ_CHECK(fz_near(ta, rat((wx * dx + wy * dy) * 65536, la), 1, 2));
        }
        return;
    }
    if (crs(dx, dy, wx, wy) != 0) {
        FZ_CHECK(r == FG_SEGS_PARALLEL);
        return;
    }
    { /* collinear: b's ends as fractions of a */
        i128 u0 = wx * dx + wy * dy, u1 = (wx + ex) * dx + (wy + ey) * dy;
        i128 lo = u0 < u1 ? u0 : u1, hi = u0 < u1 ? u1 : u0;
        if (lo < 0) lo = 0;
        if (hi > la) hi = la;
        want = lo > hi ? FG_SEGS_PARALLEL : lo == hi ? FG_SEGS_POINT : FG_SEGS_OVERLAP;
        FZ_CHECK(r == want);
        if (r == FG_SEGS_PARALLEL) return;
        FZ_CHECK(fz_near(ta, rat(lo * 65536, la), 1, 2));
        FZ_CHECK(fz_near(p.x, rat(ox * la + dx * lo, la), 1, 2) && fz_near(p.y, rat(oy * la + dy * lo, la), 1, 2));
        if (r == FG_SEGS_OVERLAP) FZ_CHECK(fz_near(tb, rat(hi * 65536, la), 1, 2) && ta <= tb);
        else FZ_CHECK(tb == (u0 == lo ? 0 : 65536) && (ta == 0 || ta == 65536));
    }
}

/* ---------------------------------------------------------------- polygons */

static void c_contains(fz_in *in)
{
    fg_vec2 v[VMAX];
    fg_poly2 p = read_poly(in, v);
    fg_vec2 q = fz_vec2(in);
    int r = fg_poly2_contains_point(&p, q);
    bool valid = ref_valid(v, p.count);
    FZ_CHECK(fg_poly2_in_domain(&p) == valid);
    if (!valid || !fz_dom_vec2(q)) {
        FZ_CHECK(r == FG_REJECTED);
        return;
    }
    FZ_CHECK(r == (ref_inside(v, p.count, q) ? FG_HIT : FG_MISS));
    FZ_CHECK(fg_poly2_contains_point(&p, v[fz_byte(in) % p.count]) == FG_HIT); /* vertices belong */
}

static void c_overlap(fz_in *in)
{
    fg_vec2 va[VMAX], vb[VMAX];
    fg_poly2 a = read_poly(in, va), b = read_poly(in, vb);
    int r = fg_poly2_poly2_overlap(&a, &b), i, j;
    bool want = false;
    FZ_CHECK((int)fg_poly2_poly2_overlap(&b, &a) == r);
    if (!ref_valid(va, a.count) || !ref_valid(vb, b.count)) {
        FZ_CHECK(r == FG_REJECTED);
        return;
    }
    for (i = 0; i < a.count && !want; i++) want = ref_inside(vb, b.count, va[i]);
    for (i = 0; i < b.count && !want; i++) want = ref_inside(va, a.count, vb[i]);
    for (i = 0; i < a.count && !want; i++)
        for (j = 0; j < b.count && !want; j++)
            want = ref_seg_meet(va[i], va[(i + 1) % a.count], vb[j], vb[(j + 1) % b.count]);
    FZ_CHECK(r == (want ? FG_HIT : FG_MISS));
}

/* a/b < c/d for b, d > 0 */
static bool lt(i128 a, i128 b, i128 c, i128 d) { return fz_rat_cmp(rat(a, b), rat(c, d)) < 0; }

static void c_raycast(fz_in *in)
{
    fg_vec2 v[VMAX];
    fg_poly2 p = read_poly(in, v);
    fg_segment2 s = fz_segment2(in);
    fg_scalar mt = fz_scalar(in);
    fg_hit2 h;
    int r, n = p.count, i, k = -1, first_on = -1;
    i128 gap[VMAX], rate[VMAX], ex[VMAX], ey[VMAX];
    i128 lon = 0, lod = 1, hin, hid = 65536;
    bool miss = false, inside = true;
    if (s.delta.x == 0 && (fz_byte(in) & 1)) { /* aim: origin on a vertex or edge midpoint */
        int j = fz_byte(in) % (n > 0 ? n : 1);
        if (n >= 1 && n <= VMAX) s.origin = v[j];
    }
    r = FZ_RAYCAST2(mt, &h, fg_segment2_poly2_raycast(&s, &p, fz_mt, fz_hit));
    if (!ref_valid(v, n) || !fz_dom_segment2(&s)) {
        FZ_CHECK(r == FG_REJECTED);
        return;
    }
    if (mt < 0) {
        FZ_CHECK(r == FG_MISS);
        return;
    }
    hin = mt > 65536 ? 65536 : mt;
    for (i = 0; i < n; i++) {
        fg_vec2 a = v[i], b = v[(i + 1) % n];
        ex[i] = (i128)b.x - a.x, ey[i] = (i128)b.y - a.y;
        gap[i] = crs(ex[i], ey[i], (i128)s.origin.x - a.x, (i128)s.origin.y - a.y);
        rate[i] = crs(ex[i], ey[i], s.delta.x, s.delta.y);
        if (gap[i] <= 0) inside = false;
        if (gap[i] == 0 && first_on < 0) first_on = i;
        if (rate[i] == 0) {
            if (gap[i] < 0) miss = true;
        } else if (rate[i] > 0) {
            if (lt(lon, lod, -gap[i], rate[i])) lon = -gap[i], lod = rate[i];
        } else if (lt(gap[i], -rate[i], hin, hid)) {
            hin = gap[i], hid = -rate[i];
        }
    }
    if (miss || lt(hin, hid, lon, lod)) {
        FZ_CHECK(r == FG_MISS);
        return;
    }
    if (lon == 0) {
        if (inside) { /* nearest edge: g_i^2 / |e_i|^2 smallest, first on ties */
            k = 0;
            for (i = 1; i < n; i++) {
                fz_big gi = fz_big_i(gap[i]), gk = fz_big_i(gap[k]);
                fz_big li = fz_big_i(ex[i] * ex[i] + ey[i] * ey[i]), lk = fz_big_i(ex[k] * ex[k] + ey[k] * ey[k]);
                if (fz_big_cmp(fz_big_mul(fz_big_mul(gi, gi), lk), fz_big_mul(fz_big_mul(gk, gk), li)) < 0) k = i;
            }
        } else {
            for (i = 0; i < n; i++)
                if (gap[i] == 0 && rate[i] <= 0) {
                    FZ_CHECK(r == FG_MISS);
                    return;
                }
            k = first_on;
        }
        FZ_CHECK(r == FG_HIT && h.t == 0 && same(h.point, s.origin) && h.started_inside == inside);
    } else {
        for (i = 0; i < n && k < 0; i++) /* the lowest entering edge through the entry point */
            if (rate[i] > 0 && -gap[i] * lod == lon * rate[i]) k = i;
        FZ_CHECK(r == FG_HIT && !h.started_inside && k >= 0);
        FZ_CHECK(fz_near(h.t, rat(lon * 65536, lod), 1, 2));
        FZ_CHECK(fz_near(h.point.x, rat((i128)s.origin.x * lod + (i128)s.delta.x * lon, lod), 1, 2));
        FZ_CHECK(fz_near(h.point.y, rat((i128)s.origin.y * lod + (i128)s.delta.y * lon, lod), 1, 2));
    }
    {
        fz_big nb[2] = {fz_big_i(ey[k]), fz_big_i(-ex[k])};
        fg_scalar u[2] = {h.normal.x, h.normal.y};
        FZ_CHECK(fz_unit_near(2, u, nb, 1, 51, 100));
    }
}

static void c_null(fz_in *in)
{
    fg_segment2 s = fz_segment2(in);
    fg_vec2 v[3] = {{0, 0}, {65536, 0}, {0, 65536}}, w;
    fg_poly2 p = {v, 3}, pn = {NULL, 3};
    fg_hit2 h;
    fg_scalar t;
    fz_poison(&h, sizeof h), fz_poison(&w, sizeof w), fz_poison(&t, sizeof t);
    FZ_CHECK(fg_segment2_segment2_intersect(NULL, &s, &t, &t, &w) == FG_SEGS_REJECTED);
    FZ_CHECK(fg_segment2_segment2_intersect(&s, NULL, &t, &t, &w) == FG_SEGS_REJECTED);
    FZ_CHECK(fg_poly2_contains_point(NULL, w) == FG_REJECTED);
    FZ_CHECK(fg_poly2_contains_point(&pn, s.origin) == FG_REJECTED);
    FZ_CHECK(fg_segment2_poly2_raycast(NULL, &p, 65536, &h) == FG_REJECTED);
    FZ_CHECK(fg_segment2_poly2_raycast(&s, NULL, 65536, &h) == FG_REJECTED);
    FZ_CHECK(fg_segment2_poly2_raycast(&s, &pn, 65536, &h) == FG_REJECTED);
    FZ_CHECK(fg_poly2_poly2_overlap(NULL, &p) == FG_REJECTED && fg_poly2_poly2_overlap(&p, NULL) == FG_REJECTED);
    FZ_CHECK(fg_poly2_poly2_overlap(&pn, &p) == FG_REJECTED);
    FZ_CHECK(fz_is_poison(&h, sizeof h) && fz_is_poison(&w, sizeof w) && fz_is_poison(&t, sizeof t));
}

static const fz_case cases[] = {
    {"fg_segment2_segment2_intersect", c_segseg},
    {"fg_poly2_contains_point", c_contains},
    {"fg_segment2_poly2_raycast", c_raycast},
    {"fg_poly2_poly2_overlap", c_overlap},
    {"NULL pointers", c_null},
};

FZ_HARNESS("fuzz_poly2d", cases)
