/* SPDX-License-Identifier: MIT */
/* fuzz_boxcam.c - fuzz harness of issue 14's boxes and cameras, meshes (see README.md):
 * box contains / union / intersection, frustum vs box and sphere, triangle vs box, the
 * segment vs triangle-array batch.
 *
 * References, written here on raw integers (__int128), not from lib/: containment from the
 * eight corners of b; the frustum per plane from all eight box corners, the sphere from
 * e = n.c - d against r |n| squared with signs; triangle vs box by separating axes in
 * doubled box-centred coordinates (centre 2c = min + max, half extents 2h = max - min, each
 * axis compared as |L.(2v - 2c)| against L-weighted 2h), a different route from the
 * library's corner projections; the batch against the raycast called triangle by triangle
 * (its documented contract, bit for bit). */
#include "fuzz_common.h"

typedef __int128 i128;

static bool dom_box_ok(const fg_aabb3 *b) { return fz_dom_aabb3(b) && !fz_aabb3_empty(b); }
static bool dom_box2_ok(const fg_aabb2 *b) { return fz_dom_aabb2(b) && !fz_aabb2_empty(b); }

static void c_boxops3(fz_in *in)
{
    fg_aabb3 a = fz_aabb3(in), b = fz_aabb3(in), u, x;
    bool ok = dom_box_ok(&a) && dom_box_ok(&b);
    int rc = fg_aabb3_aabb3_contains(&a, &b), ru, rx, k;
    bool all_in = true;
    fz_poison(&u, sizeof u);
    fz_poison(&x, sizeof x);
    ru = fg_aabb3_aabb3_union(&a, &b, &u);
    rx = fg_aabb3_aabb3_intersection(&a, &b, &x);
    if (!ok) {
        FZ_CHECK(rc == FG_REJECTED && ru == FG_REJECTED && rx == FG_REJECTED);
        FZ_CHECK(fz_is_poison(&u, sizeof u) && fz_is_poison(&x, sizeof x));
        return;
    }
    for (k = 0; k < 8; k++) {
        fg_vec3 p = fg_vec3_make((k & 1) ? b.max.x : b.min.x, (k & 2) ? b.max.y : b.min.y, (k & 4) ? b.max.z : b.min.z);
        all_in = all_in && fz_in_aabb3(&a, p, 0);
    }
    FZ_CHECK(rc == (all_in ? FG_HIT : FG_MISS));
    FZ_CHECK(ru == FG_OK);
    /* the union holds both, and each of its faces is one of theirs */
    FZ_CHECK(fg_aabb3_aabb3_contains(&u, &a) == FG_HIT && fg_aabb3_aabb3_contains(&u, &b) == FG_HIT);
    FZ_CHECK((u.min.x == a.min.x || u.min.x == b.min.x) && (u.max.z == a.max.z || u.max.z == b.max.z));
    FZ_CHECK((u.min.y == a.min.y || u.min.y == b.min.y) && (u.max.y == a.max.y || u.max.y == b.max.y));
    FZ_CHECK((u.min.z == a.min.z || u.min.z == b.min.z) && (u.max.x == a.max.x || u.max.x == b.max.x));
    FZ_CHECK(rx == (fg_aabb3_aabb3_overlap(&a, &b) ? FG_HIT : FG_MISS));
    if (rx == FG_HIT) {
        FZ_CHECK(fg_aabb3_aabb3_contains(&a, &x) == FG_HIT && fg_aabb3_aabb3_contains(&b, &x) == FG_HIT);
        FZ_CHECK((x.min.x == a.min.x || x.min.x == b.min.x) && (x.max.x == a.max.x || x.max.x == b.max.x));
        FZ_CHECK((x.min.y == a.min.y || x.min.y == b.min.y) && (x.max.y == a.max.y || x.max.y == b.max.y));
        FZ_CHECK((x.min.z == a.min.z || x.min.z == b.min.z) && (x.max.z == a.max.z || x.max.z == b.max.z));
    } else {
        FZ_CHECK(fz_is_poison(&x, sizeof x));
    }
}

static void c_boxops2(fz_in *in)
{
    fg_aabb2 a = fz_aabb2(in), b = fz_aabb2(in), u, x;
    bool ok = dom_box2_ok(&a) && dom_box2_ok(&b);
    int rc = fg_aabb2_aabb2_contains(&a, &b), ru, rx;
    fz_poison(&u, sizeof u);
    fz_poison(&x, sizeof x);
    ru = fg_aabb2_aabb2_union(&a, &b, &u);
    rx = fg_aabb2_aabb2_intersection(&a, &b, &x);
    if (!ok) {
        FZ_CHECK(rc == FG_REJECTED && ru == FG_REJECTED && rx == FG_REJECTED);
        FZ_CHECK(fz_is_poison(&u, sizeof u) && fz_is_poison(&x, sizeof x));
        return;
    }
    FZ_CHECK(rc == ((fz_in_aabb2(&a, b.min, 0) && fz_in_aabb2(&a, b.max, 0) &&
                     fz_in_aabb2(&a, fg_vec2_make(b.min.x, b.max.y), 0)) ? FG_HIT : FG_MISS));
    FZ_CHECK(ru == FG_OK && fg_aabb2_aabb2_contains(&u, &a) == FG_HIT && fg_aabb2_aabb2_contains(&u, &b) == FG_HIT);
    FZ_CHECK((u.min.x == a.min.x || u.min.x == b.min.x) && (u.max.y == a.max.y || u.max.y == b.max.y));
    FZ_CHECK(rx == (fg_aabb2_aabb2_overlap(&a, &b) ? FG_HIT : FG_MISS));
    if (rx == FG_HIT) {
        FZ_CHECK(fg_aabb2_aabb2_contains(&a, &x) == FG_HIT && fg_aabb2_aabb2_contains(&b, &x) == FG_HIT);
        FZ_CHECK((x.min.x == a.min.x || x.min.x == b.min.x) && (x.max.y == a.max.y || x.max.y == b.max.y));
    }
}

static fg_frustum fz_frustum(fz_in *in)
{
    fg_frustum f;
    int i;
    for (i = 0; i < 6; i++) f.planes[i] = fz_plane(in);
    return f;
}

static bool dom_frustum(const fg_frustum *f)
{
    int i;
    for (i = 0; i < 6; i++)
        if (!fz_dom_plane(&f->planes[i])) return false;
    return true;
}

static i128 pl_val(const fg_plane *p, i128 x, i128 y, i128 z)
{
    return (i128)p->n.x * x + (i128)p->n.y * y + (i128)p->n.z * z - (i128)p->d * 65536;
}

static void c_frustum_box(fz_in *in)
{
    fg_frustum f = fz_frustum(in);
    fg_aabb3 b = fz_aabb3(in);
    fg_cull r = fg_frustum_aabb3_classify(&f, &b), want = FG_CULL_INSIDE;
    int i, k;
    if (!dom_frustum(&f) || !dom_box_ok(&b)) {
        FZ_CHECK(r == FG_CULL_REJECTED);
        return;
    }
    for (i = 0; i < 6 && want != FG_CULL_OUTSIDE; i++) {
        bool any_in = false, all_in = true;
        for (k = 0; k < 8; k++) {
            i128 v = pl_val(&f.planes[i], (k & 1) ? b.max.x : b.min.x, (k & 2) ? b.max.y : b.min.y,
                            (k & 4) ? b.max.z : b.min.z);
            any_in = any_in || v >= 0;
            all_in = all_in && v >= 0;
        }
        if (!any_in) want = FG_CULL_OUTSIDE;
        else if (!all_in) want = FG_CULL_INTERSECTING;
    }
    FZ_CHECK(r == want);
}

static void c_frustum_sphere(fz_in *in)
{
    fg_frustum f = fz_frustum(in);
    fg_sphere s = fz_sphere(in);
    fg_cull r = fg_frustum_sphere_classify(&f, &s), want = FG_CULL_INSIDE;
    int i;
    if (!dom_frustum(&f) || !fz_dom_sphere(&s) || s.radius < 0) {
        FZ_CHECK(r == FG_CULL_REJECTED);
        return;
    }
    for (i = 0; i < 6 && want != FG_CULL_OUTSIDE; i++) {
        const fg_plane *p = &f.planes[i];
        i128 e = pl_val(p, s.center.x, s.center.y, s.center.z);
        i128 nn = (i128)p->n.x * p->n.x + (i128)p->n.y * p->n.y + (i128)p->n.z * p->n.z;
        fz_big e2 = fz_big_mul(fz_big_i(e), fz_big_i(e));
        fz_big rn2 = fz_big_mul(fz_big_i((i128)s.radius * s.radius), fz_big_i(nn));
        int c = fz_big_cmp(e2, rn2);
        if (e < 0 && c > 0) want = FG_CULL_OUTSIDE;            /* distance < -r */
        else if (!(e >= 0 && c >= 0)) want = FG_CULL_INTERSECTING; /* not distance >= r */
    }
    FZ_CHECK(r == want);
}

/* Separating axis L: |L.(2v - 2c)| for the three vertices against sum |L_i| 2h_i. */
static bool ref_gap(const i128 L[3], i128 v[3][3], const i128 h[3])
{
    i128 rad = 0, lo = 0, hi = 0;
    int i, k;
    for (i = 0; i < 3; i++) rad += (L[i] < 0 ? -L[i] : L[i]) * h[i];
    for (k = 0; k < 3; k++) {
        i128 p = L[0] * v[k][0] + L[1] * v[k][1] + L[2] * v[k][2];
        if (k == 0 || p < lo) lo = p;
        if (k == 0 || p > hi) hi = p;
    }
    return lo > rad || hi < -rad;
}

static bool ref_tribox(const fg_triangle *t, const fg_aabb3 *b)
{
    const int32_t *lo = &b->min.x, *hi = &b->max.x;
    const fg_vec3 *tv[3] = {&t->a, &t->b, &t->c};
    i128 v[3][3], h[3], e[3][3], L[3];
    int i, k, j;
    for (i = 0; i < 3; i++) h[i] = (i128)hi[i] - lo[i];
    for (k = 0; k < 3; k++) {
        const int32_t *p = &tv[k]->x;
        for (i = 0; i < 3; i++) v[k][i] = 2 * (i128)p[i] - ((i128)lo[i] + hi[i]);
    }
    for (k = 0; k < 3; k++)
        for (i = 0; i < 3; i++) e[k][i] = v[(k + 1) % 3][i] - v[k][i];
    for (i = 0; i < 3; i++) { /* box axes */
        L[0] = L[1] = L[2] = 0;
        L[i] = 1;
        if (ref_gap(L, v, h)) return false;
    }
    /* normal (in doubled coordinates: 4 n, fine for signs) */
    L[0] = e[0][1] * e[1][2] - e[0][2] * e[1][1];
    L[1] = e[0][2] * e[1][0] - e[0][0] * e[1][2];
    L[2] = e[0][0] * e[1][1] - e[0][1] * e[1][0];
    if (ref_gap(L, v, h)) return false;
    for (k = 0; k < 3; k++)
        for (j = 0; j < 3; j++) { /* e_k x unit_j */
            i128 u[3] = {0, 0, 0};
            u[j] = 1;
            L[0] = e[k][1] * u[2] - e[k][2] * u[1];
            L[1] = e[k][2] * u[0] - e[k][0] * u[2];
            L[2] = e[k][0] * u[1] - e[k][1] * u[0];
            if (ref_gap(L, v, h)) return false;
        }
    return true;
}

static void c_triangle_box(fz_in *in)
{
    fg_triangle t = fz_triangle(in);
    fg_aabb3 b = fz_aabb3(in);
    int r = fg_triangle_aabb3_overlap(&t, &b);
    if (!fz_dom_triangle(&t) || !dom_box_ok(&b)) {
        FZ_CHECK(r == FG_REJECTED);
        return;
    }
    FZ_CHECK(r == (ref_tribox(&t, &b) ? FG_HIT : FG_MISS));
    /* a vertex in the box always overlaps */
    if (fz_in_aabb3(&b, t.a, 0)) FZ_CHECK(r == FG_HIT);
}

#define NT 5
static void c_mesh(fz_in *in)
{
    fg_segment3 s = fz_segment3(in);
    fg_triangle tris[NT];
    fg_hit3 h, hw, c;
    fg_scalar u, v, uw = 0, vw = 0, cu, cv, mt = fz_scalar(in);
    size_t idx = 99u, n = fz_byte(in) % (NT + 1), i, wi = 0;
    fg_sides sides = (fz_byte(in) & 1u) ? FG_BOTH_SIDES : FG_FRONT_ONLY;
    bool ok = fz_dom_segment3(&s), found = false;
    int r;
    for (i = 0; i < NT; i++) {
        tris[i] = fz_triangle(in);
        if (i < n) ok = ok && fz_dom_triangle(&tris[i]);
    }
    fz_poison(&h, sizeof h);
    fz_poison(&u, sizeof u);
    fz_poison(&v, sizeof v);
    r = fg_segment3_triangle_batch_nearest(&s, tris, n, sides, mt, &idx, &h, &u, &v);
    FZ_CHECK(r == fg_segment3_triangle_batch_nearest(&s, tris, n, sides, mt, NULL, NULL, NULL, NULL));
    if (!ok) {
        FZ_CHECK(r == FG_REJECTED && idx == 99u && fz_is_poison(&h, sizeof h));
        return;
    }
    memset(&hw, 0, sizeof hw);
    for (i = 0; i < n; i++) {
        memset(&c, 0, sizeof c);
        if (fg_segment3_triangle_raycast(&s, &tris[i], sides, mt, &c, &cu, &cv) == FG_HIT && (!found || c.t < hw.t)) {
            hw = c, uw = cu, vw = cv, wi = i, found = true;
        }
    }
    if (!found) {
        FZ_CHECK(r == FG_MISS && idx == 99u && fz_is_poison(&h, sizeof h) && fz_is_poison(&u, sizeof u));
        return;
    }
    FZ_CHECK(r == FG_HIT && idx == wi && u == uw && v == vw);
    FZ_CHECK(h.t == hw.t && h.point.x == hw.point.x && h.point.y == hw.point.y && h.point.z == hw.point.z);
    FZ_CHECK(h.normal.x == hw.normal.x && h.normal.y == hw.normal.y && h.normal.z == hw.normal.z &&
             h.started_inside == hw.started_inside);
}

/* Aimed: a segment through a point of a random triangle, so that hits are common. */
static void c_mesh_aimed(fz_in *in)
{
    fg_triangle tris[NT];
    fg_segment3 s;
    fg_hit3 h, c, hw;
    size_t idx = 0, wi = 0, i, n = 1u + fz_byte(in) % NT;
    uint8_t w0, w1;
    fg_vec3 o, tgt;
    bool found = false;
    int r;
    for (i = 0; i < NT; i++) tris[i] = fz_triangle(in);
    o = fz_vec3(in);
    w0 = fz_byte(in), w1 = fz_byte(in);
    tgt = fg_vec3_make(fz_lerp_byte(fz_lerp_byte(tris[0].a.x, tris[0].b.x, w0), tris[0].c.x, w1),
                       fz_lerp_byte(fz_lerp_byte(tris[0].a.y, tris[0].b.y, w0), tris[0].c.y, w1),
                       fz_lerp_byte(fz_lerp_byte(tris[0].a.z, tris[0].b.z, w0), tris[0].c.z, w1));
    s.origin = o;
    s.delta = fg_vec3_make(fz_derived("dx", 2 * ((int64_t)tgt.x - o.x)), fz_derived("dy", 2 * ((int64_t)tgt.y - o.y)),
                           fz_derived("dz", 2 * ((int64_t)tgt.z - o.z)));
    r = fg_segment3_triangle_batch_nearest(&s, tris, n, FG_BOTH_SIDES, 65536, &idx, &h, NULL, NULL);
    if (r == FG_REJECTED) return; /* the domain rules are checked by c_mesh */
    for (i = 0; i < n; i++) {
        if (fg_segment3_triangle_raycast(&s, &tris[i], FG_BOTH_SIDES, 65536, &c, NULL, NULL) == FG_HIT &&
            (!found || c.t < hw.t)) {
            hw = c, wi = i, found = true;
        }
    }
    FZ_CHECK(r == (found ? FG_HIT : FG_MISS));
    if (found) FZ_CHECK(idx == wi && h.t == hw.t && h.point.x == hw.point.x && h.normal.z == hw.normal.z);
}

static const fz_case cases[] = {
    {"fg_aabb3_aabb3_contains, _union, _intersection", c_boxops3},
    {"fg_aabb2_aabb2_contains, _union, _intersection", c_boxops2},
    {"fg_frustum_aabb3_classify", c_frustum_box},
    {"fg_frustum_sphere_classify", c_frustum_sphere},
    {"fg_triangle_aabb3_overlap", c_triangle_box},
    {"fg_segment3_triangle_batch_nearest", c_mesh},
    {"fg_segment3_triangle_batch_nearest (aimed)", c_mesh_aimed},
};

FZ_HARNESS("fuzz_boxcam", cases)
