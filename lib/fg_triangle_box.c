/* SPDX-License-Identifier: MIT */
/* Triangle vs box: the exact separating-axis test (DESIGN.md "Boxes and cameras"). */
#include "fg_internal.h"

/* The triangle's range on one box axis against the box's. */
static bool gap1(fg_scalar a, fg_scalar b, fg_scalar c, fg_scalar lo, fg_scalar hi)
{
    return fg_lt(fg_max(a, fg_max(b, c)), lo) || fg_lt(hi, fg_min(a, fg_min(b, c)));
}

static FG_NOINLINE bool gap_box_axes(const fg_triangle *t, const fg_aabb3 *b)
{
    return gap1(t->a.x, t->b.x, t->c.x, b->min.x, b->max.x) || gap1(t->a.y, t->b.y, t->c.y, b->min.y, b->max.y) ||
           gap1(t->a.z, t->b.z, t->c.z, b->min.z, b->max.z);
}

/* An edge x axis test: L has a zero component and two that are 31-bit edge components, so
 * every projection is an exact 62-bit wide. The triangle projects to two values only (the
 * edge's own vertices project alike): p and q. */
static FG_NOINLINE bool gap_cross(const fg_vec3 *l, const fg_vec3 *p, const fg_vec3 *q, const fg_aabb3 *b)
{
    bool ux = fg_ge(l->x, FG_ZERO), uy = fg_ge(l->y, FG_ZERO), uz = fg_ge(l->z, FG_ZERO);
    fg_wide tp = fg_vec3_dot_wide(*l, *p), tq = fg_vec3_dot_wide(*l, *q);
    fg_wide bhi = fg_wmul3(l->x, ux ? b->max.x : b->min.x, l->y, uy ? b->max.y : b->min.y, l->z, uz ? b->max.z : b->min.z);
    fg_wide blo = fg_wmul3(l->x, ux ? b->min.x : b->max.x, l->y, uy ? b->min.y : b->max.y, l->z, uz ? b->min.z : b->max.z);
    return (fg_wlt(tp, blo) && fg_wlt(tq, blo)) || (fg_wlt(bhi, tp) && fg_wlt(bhi, tq));
}

/* e x X = (0, e.z, -e.y), e x Y = (-e.z, 0, e.x), e x Z = (e.y, -e.x, 0) for the edge from
 * `from` to `to`; p and q are the vertices that project apart on them. */
static FG_NOINLINE bool gap_edge(const fg_vec3 *from, const fg_vec3 *to, const fg_vec3 *p, const fg_vec3 *q,
                                 const fg_aabb3 *b)
{
    fg_vec3 e = fg_vec3_sub(*to, *from), l;
    l = fg_vec3_make(FG_ZERO, e.z, fg_neg(e.y));
    if (gap_cross(&l, p, q, b)) {
        return true;
    }
    l = fg_vec3_make(fg_neg(e.z), FG_ZERO, e.x);
    if (gap_cross(&l, p, q, b)) {
        return true;
    }
    l = fg_vec3_make(e.y, fg_neg(e.x), FG_ZERO);
    return gap_cross(&l, p, q, b);
}

/* n = (b - a) x (c - a), exact: edges of 31 bits, components of 62. */
static FG_NOINLINE void tri_normal(const fg_triangle *t, fg_wide n[3])
{
    fg_vec3 e1 = fg_vec3_sub(t->b, t->a), e2 = fg_vec3_sub(t->c, t->a);
    n[0] = fg_wsub(fg_wmul(e1.y, e2.z), fg_wmul(e1.z, e2.y));
    n[1] = fg_wsub(fg_wmul(e1.z, e2.x), fg_wmul(e1.x, e2.z));
    n[2] = fg_wsub(fg_wmul(e1.x, e2.y), fg_wmul(e1.y, e2.x));
}

/* n . p in 128 bits (< 2^93 raw), for p the vertex a or the box's corner of greatest
 * (high) or least n . p. */
static FG_NOINLINE fg_xwide normal_dot(const fg_wide n[3], const fg_vec3 *p)
{
    return fg_xdot3ws(n[0], p->x, n[1], p->y, n[2], p->z);
}
static FG_NOINLINE fg_xwide normal_dot_corner(const fg_wide n[3], const fg_aabb3 *b, bool high)
{
    fg_vec3 c = fg_vec3_make(((fg_wsign(n[0]) >= 0) == high) ? b->max.x : b->min.x,
                             ((fg_wsign(n[1]) >= 0) == high) ? b->max.y : b->min.y,
                             ((fg_wsign(n[2]) >= 0) == high) ? b->max.z : b->min.z);
    return normal_dot(n, &c);
}

/* The triangle's plane. A zero normal (collinear or coincident vertices) separates
 * nothing, as it must (DESIGN.md section 6). */
static FG_NOINLINE bool gap_normal(const fg_triangle *t, const fg_aabb3 *b)
{
    fg_wide n[3];
    fg_xwide na, x;
    tri_normal(t, n);
    na = normal_dot(n, &t->a);
    x = normal_dot_corner(n, b, false);
    if (fg_xsign(fg_xsub(na, x)) < 0) {
        return true;
    }
    x = normal_dot_corner(n, b, true);
    return fg_xsign(fg_xsub(x, na)) < 0;
}

fg_result fg_triangle_aabb3_overlap(const fg_triangle *tri, const fg_aabb3 *box)
{
    const fg_triangle *t = tri;
    if (fg_missing(tri) || fg_missing(box) || fg_aabb3_is_empty(box) ||
        ((FG_CHECK_DOMAIN != 0) &&
         ((fg_triangle_ood(tri) | fg_aabb3_ood(box)) != 0u))) {
        return fg_reject("fg_triangle_aabb3_overlap");
    }
    if (gap_box_axes(t, box) || gap_normal(t, box) || gap_edge(&t->a, &t->b, &t->a, &t->c, box) ||
        gap_edge(&t->b, &t->c, &t->a, &t->b, box) || gap_edge(&t->c, &t->a, &t->a, &t->b, box)) {
        return FG_MISS;
    }
    return FG_HIT;
}
