/* SPDX-License-Identifier: MIT */
/* Triangle vs box: the exact separating-axis test (DESIGN.md "Boxes and cameras"). */
#include "fg_internal.h"

/* The 9 edge x axis tests: the axis (l0, l1) lies in the plane of two coordinates, and the
 * triangle projects to two values only (the edge's own vertices project alike), p and q.
 * Edges are exact differences (31 bits), so every projection is an exact 62-bit wide. */
static FG_NOINLINE bool gap2(fg_scalar l0, fg_scalar l1, fg_vec2 p, fg_vec2 q, fg_vec2 lo, fg_vec2 hi)
{
    bool up0 = fg_ge(l0, FG_ZERO), up1 = fg_ge(l1, FG_ZERO);
    fg_wide tp = fg_wadd(fg_wmul(l0, p.x), fg_wmul(l1, p.y));
    fg_wide tq = fg_wadd(fg_wmul(l0, q.x), fg_wmul(l1, q.y));
    fg_wide bhi = fg_wadd(fg_wmul(l0, up0 ? hi.x : lo.x), fg_wmul(l1, up1 ? hi.y : lo.y));
    fg_wide blo = fg_wadd(fg_wmul(l0, up0 ? lo.x : hi.x), fg_wmul(l1, up1 ? lo.y : hi.y));
    return (fg_wlt(tp, blo) && fg_wlt(tq, blo)) || (fg_wlt(bhi, tp) && fg_wlt(bhi, tq));
}

/* The triangle's range on one box axis against the box's. */
static bool gap1(fg_scalar a, fg_scalar b, fg_scalar c, fg_scalar lo, fg_scalar hi)
{
    return fg_lt(fg_max(a, fg_max(b, c)), lo) || fg_lt(hi, fg_min(a, fg_min(b, c)));
}

/* The triangle's plane: n = (b - a) x (c - a) in 62-bit wides, n.p in 128 bits for the
 * triangle (n.a) and the box's corners of least and greatest n.p. A zero normal (collinear
 * or coincident vertices) separates nothing, as it must. */
static FG_NOINLINE bool gap_normal(const fg_triangle *t, const fg_aabb3 *b)
{
    fg_vec3 e1 = fg_vec3_sub(t->b, t->a), e2 = fg_vec3_sub(t->c, t->a);
    fg_wide nx = fg_wsub(fg_wmul(e1.y, e2.z), fg_wmul(e1.z, e2.y));
    fg_wide ny = fg_wsub(fg_wmul(e1.z, e2.x), fg_wmul(e1.x, e2.z));
    fg_wide nz = fg_wsub(fg_wmul(e1.x, e2.y), fg_wmul(e1.y, e2.x));
    bool ux = fg_wsign(nx) >= 0, uy = fg_wsign(ny) >= 0, uz = fg_wsign(nz) >= 0;
    fg_xwide na = fg_xdot3ws(nx, t->a.x, ny, t->a.y, nz, t->a.z);
    fg_xwide hi = fg_xdot3ws(nx, ux ? b->max.x : b->min.x, ny, uy ? b->max.y : b->min.y, nz, uz ? b->max.z : b->min.z);
    fg_xwide lo = fg_xdot3ws(nx, ux ? b->min.x : b->max.x, ny, uy ? b->min.y : b->max.y, nz, uz ? b->min.z : b->max.z);
    return (fg_xsign(fg_xsub(na, lo)) < 0) || (fg_xsign(fg_xsub(hi, na)) < 0);
}

static fg_vec2 yz(fg_vec3 v) { return fg_vec2_make(v.y, v.z); }
static fg_vec2 xz(fg_vec3 v) { return fg_vec2_make(v.x, v.z); }
static fg_vec2 xy(fg_vec3 v) { return fg_vec2_make(v.x, v.y); }

/* e x X = (0, e.z, -e.y), e x Y = (-e.z, 0, e.x), e x Z = (e.y, -e.x, 0): p and q are the
 * vertices that project apart on the three axes of edge e. */
static FG_NOINLINE bool gap_edge(fg_vec3 e, fg_vec3 p, fg_vec3 q, const fg_aabb3 *b)
{
    return gap2(e.z, fg_neg(e.y), yz(p), yz(q), yz(b->min), yz(b->max)) ||
           gap2(fg_neg(e.z), e.x, xz(p), xz(q), xz(b->min), xz(b->max)) ||
           gap2(e.y, fg_neg(e.x), xy(p), xy(q), xy(b->min), xy(b->max));
}

fg_result fg_triangle_aabb3_overlap(const fg_triangle *tri, const fg_aabb3 *box)
{
    const fg_triangle *t = tri;
    if (fg_missing(tri) || fg_missing(box) || fg_aabb3_is_empty(box) ||
        ((FG_CHECK_DOMAIN != 0) &&
         ((fg_vec3_ood(tri->a) | fg_vec3_ood(tri->b) | fg_vec3_ood(tri->c) | fg_aabb3_ood(box)) != 0u))) {
        return fg_reject("fg_triangle_aabb3_overlap");
    }
    if (gap1(t->a.x, t->b.x, t->c.x, box->min.x, box->max.x) || gap1(t->a.y, t->b.y, t->c.y, box->min.y, box->max.y) ||
        gap1(t->a.z, t->b.z, t->c.z, box->min.z, box->max.z) || gap_normal(t, box) ||
        gap_edge(fg_vec3_sub(t->b, t->a), t->a, t->c, box) || gap_edge(fg_vec3_sub(t->c, t->b), t->a, t->b, box) ||
        gap_edge(fg_vec3_sub(t->a, t->c), t->a, t->b, box)) {
        return FG_MISS;
    }
    return FG_HIT;
}
