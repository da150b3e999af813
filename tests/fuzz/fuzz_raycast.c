/* SPDX-License-Identifier: MIT */
/* fuzz_raycast.c - fuzz harness of the segment vs box casts and overlaps of lib/fg_segment.h
 * and the point-in-box tests of lib/fg_aabb.h (see README.md). One case per function.
 *
 * The oracle is fz_box_cast (fuzz_common.c): the touch rules per face on raw integers, and
 * from outside the slab method with every fraction an exact (numerator, denominator > 0)
 * pair compared cross-multiplied in __int128. */
#include "fuzz_common.h"

typedef __int128 i128;

static fz_rat rat(i128 n, i128 d) { return fz_rat_make(fz_big_i(n), fz_big_i(d)); }

/* The documented hit for an in-domain segment that hits. From outside: t <= 0.5 LSB; the
 * face axis exactly on the face, the others <= 0.63 LSB (0.625 = 5/8) of origin +
 * delta*exact t and within the face; normal the exact outward axis; not started inside.
 * At the start (touching and entering, or inside): t 0, the origin, the exact normal of
 * the reported face, started_inside only from inside. */
static void check_box_hit(int dim, const int64_t *o, const int64_t *d, const int64_t *lo, const int64_t *hi,
                          const fz_box_hit *r, fg_scalar t, const fg_scalar *p, const fg_scalar *n, bool inside)
{
    int i;
    for (i = 0; i < dim; i++) FZ_CHECK(n[i] == (i == r->axis ? r->side * 65536 : 0));
    if (r->start != FZ_BOX_OUTSIDE) {
        FZ_CHECK(t == 0);
        FZ_CHECK(inside == (r->start == FZ_BOX_INSIDE));
        for (i = 0; i < dim; i++) FZ_CHECK(p[i] == o[i]);
        return;
    }
    FZ_CHECK(!inside);
    FZ_CHECK(fz_near(t, rat((i128)r->slab.en * 65536, r->slab.ed), 1, 2));
    for (i = 0; i < dim; i++) {
        if (i == r->axis) {
            FZ_CHECK(p[i] == (r->side < 0 ? lo[i] : hi[i]));
        } else {
            FZ_CHECK(fz_near(p[i], rat((i128)o[i] * r->slab.ed + (i128)d[i] * r->slab.en, r->slab.ed), 5, 8));
            FZ_CHECK(p[i] >= lo[i] && p[i] <= hi[i]);
        }
    }
}

static void raw3(fg_vec3 v, int64_t *r) { r[0] = v.x; r[1] = v.y; r[2] = v.z; }
static void raw2(fg_vec2 v, int64_t *r) { r[0] = v.x; r[1] = v.y; }

static const fz_hit_rules box_rules = {
    .normal = FZ_NORMAL_AXIS, .closed = true, .facing = true, .point_tol = 1, .t_tol = 1,
};

/* Aim the segment at a point of the box, or put its origin on the box's surface (one input
 * byte decides): random values rarely hit, and almost never touch. */
static void aim(fz_in *in, int dim, fg_scalar *o, fg_scalar *d, const fg_scalar *lo, const fg_scalar *hi)
{
    static const char *const what[3] = {"delta.x", "delta.y", "delta.z"};
    uint8_t a = fz_byte(in);
    int i;
    if (a & 1u) {
        int k = (a & 2u) ? 2 : 1; /* reach the target at t = 1 or t = 1/2 */
        for (i = 0; i < dim; i++) d[i] = fz_derived(what[i], ((int64_t)fz_lerp_byte(lo[i], hi[i], fz_byte(in)) - o[i]) * k);
    }
    if (a & 4u) { /* snap: axis i onto its min (bit 3+2i) or max face (bit 4+2i) */
        uint8_t s = fz_byte(in);
        for (i = 0; i < dim; i++) {
            if (s & (1u << (2 * i))) o[i] = (s & (2u << (2 * i))) ? hi[i] : lo[i];
        }
        fz_note("snapped axes", s);
        if (s & 0x40u) { /* and a motion along the faces: the snapped axes' delta 0 */
            for (i = 0; i < dim; i++) {
                if (s & (1u << (2 * i))) d[i] = 0;
            }
        }
    }
}

static void aim3(fz_in *in, fg_segment3 *s, const fg_aabb3 *b)
{
    fg_scalar o[3] = {s->origin.x, s->origin.y, s->origin.z}, d[3] = {s->delta.x, s->delta.y, s->delta.z};
    fg_scalar lo[3] = {b->min.x, b->min.y, b->min.z}, hi[3] = {b->max.x, b->max.y, b->max.z};
    aim(in, 3, o, d, lo, hi);
    s->origin = fg_vec3_make(o[0], o[1], o[2]);
    s->delta = fg_vec3_make(d[0], d[1], d[2]);
}

static void aim2(fz_in *in, fg_segment2 *s, const fg_aabb2 *b)
{
    fg_scalar o[2] = {s->origin.x, s->origin.y}, d[2] = {s->delta.x, s->delta.y};
    fg_scalar lo[2] = {b->min.x, b->min.y}, hi[2] = {b->max.x, b->max.y};
    aim(in, 2, o, d, lo, hi);
    s->origin = fg_vec2_make(o[0], o[1]);
    s->delta = fg_vec2_make(d[0], d[1]);
}

/* The verdict for an in-domain cast: exact hit or miss (no sticking: touching without
 * entering is a miss), then the documented hit. */
static void judge(int dim, int r, const int64_t *o, const int64_t *d, const int64_t *lo, const int64_t *hi,
                  fg_scalar mt, fg_scalar t, const fg_scalar *p, const fg_scalar *n, bool inside)
{
    fz_box_hit ref = fz_box_cast(dim, o, d, lo, hi, fz_clip_t(mt));
    fz_note("reference start (0 out, 1 away, 2 touch in, 3 inside)", ref.start);
    FZ_CHECK(r != FG_REJECTED); /* in the domain: never rejected */
    if (ref.start == FZ_BOX_AWAY) FZ_CHECK(r == FG_MISS); /* touching, moving away or along: no hit */
    FZ_CHECK(r == (ref.hit ? FG_HIT : FG_MISS)); /* exact */
    if (r == FG_HIT) check_box_hit(dim, o, d, lo, hi, &ref, t, p, n, inside);
}

static void c_segment3_aabb3_raycast(fz_in *in)
{
    fg_segment3 s = fz_segment3(in);
    fg_aabb3 b = fz_aabb3(in);
    fg_scalar mt = fz_scalar(in);
    fg_hit3 h;
    int64_t o[3], d[3], lo[3], hi[3];
    int r;
    aim3(in, &s, &b);
    r = FZ_RAYCAST3(mt, &h, fg_segment3_aabb3_raycast(&s, &b, fz_mt, fz_hit));
    FZ_CHECK(fg_segment3_aabb3_raycast(NULL, &b, mt, &h) == FG_REJECTED);
    FZ_CHECK(fg_segment3_aabb3_raycast(&s, NULL, mt, &h) == FG_REJECTED);
    if (!fz_dom_segment3(&s) || !fz_dom_aabb3(&b)) {
        FZ_CHECK(r == FG_REJECTED); /* out of domain: always reported */
        return;
    }
    raw3(s.origin, o), raw3(s.delta, d), raw3(b.min, lo), raw3(b.max, hi);
    {
        fg_scalar p[3] = {h.point.x, h.point.y, h.point.z}, n[3] = {h.normal.x, h.normal.y, h.normal.z};
        judge(3, r, o, d, lo, hi, mt, h.t, p, n, r == FG_HIT && h.started_inside);
    }
    if (r != FG_HIT) return;
    fz_check_hit3(&s, &h, &box_rules);
    FZ_CHECK(fz_in_aabb3(&b, h.point, 0)); /* the point always lies on the box */
}

static void c_segment2_aabb2_raycast(fz_in *in)
{
    fg_segment2 s = fz_segment2(in);
    fg_aabb2 b = fz_aabb2(in);
    fg_scalar mt = fz_scalar(in);
    fg_hit2 h;
    int64_t o[2], d[2], lo[2], hi[2];
    int r;
    aim2(in, &s, &b);
    r = FZ_RAYCAST2(mt, &h, fg_segment2_aabb2_raycast(&s, &b, fz_mt, fz_hit));
    FZ_CHECK(fg_segment2_aabb2_raycast(NULL, &b, mt, &h) == FG_REJECTED);
    FZ_CHECK(fg_segment2_aabb2_raycast(&s, NULL, mt, &h) == FG_REJECTED);
    if (!fz_dom_segment2(&s) || !fz_dom_aabb2(&b)) {
        FZ_CHECK(r == FG_REJECTED);
        return;
    }
    raw2(s.origin, o), raw2(s.delta, d), raw2(b.min, lo), raw2(b.max, hi);
    {
        fg_scalar p[2] = {h.point.x, h.point.y}, n[2] = {h.normal.x, h.normal.y};
        judge(2, r, o, d, lo, hi, mt, h.t, p, n, r == FG_HIT && h.started_inside);
    }
    if (r != FG_HIT) return;
    fz_check_hit2(&s, &h, &box_rules);
    FZ_CHECK(fz_in_aabb2(&b, h.point, 0));
}

/* overlap: the overlap set (no touch rule): yes/no + entry/exit fractions in [0, 1], each
 * pointer may be NULL, untouched unless FG_HIT; zero-length: fractions 0 and 1. */
static void check_overlap(int dim, int r, int r_null, int r_half, fg_scalar te, fg_scalar tx, fg_scalar te2,
                          bool in_dom, const int64_t *o, const int64_t *d, const int64_t *lo, const int64_t *hi)
{
    const fg_scalar poison = (fg_scalar)0xA5A5A5A5u;
    fz_slab ref;
    FZ_CHECK(r == r_null && r == r_half);
    if (r != FG_HIT) {
        FZ_CHECK(te == poison && tx == poison && te2 == poison); /* untouched */
    }
    if (!in_dom) {
        FZ_CHECK(r == FG_REJECTED); /* out of domain: always reported */
        return;
    }
    ref = fz_slab_clip(dim, o, d, lo, hi, 65536);
    FZ_CHECK(r == (ref.hit ? FG_HIT : FG_MISS)); /* exact */
    if (r != FG_HIT) return;
    FZ_CHECK(te2 == te);
    FZ_CHECK(te >= 0 && te <= tx && tx <= 65536);
    FZ_CHECK(fz_near(te, rat((i128)ref.en * 65536, ref.ed), 1, 2));
    FZ_CHECK(fz_near(tx, rat((i128)ref.xn * 65536, ref.xd), 1, 2));
    if (ref.axis < 0) FZ_CHECK(te == 0); /* origin inside: 0 */
}

/* The cast's hits are a subset of the overlap set: a raycast hit over [0, 1] is an
 * overlap, and an overlap from outside the box is a raycast hit (the touch rules only
 * concern origins in the box); rejections agree. */
static void cast_within_overlap(int r_overlap, int r_cast, bool origin_outside)
{
    FZ_CHECK((r_overlap == FG_REJECTED) == (r_cast == FG_REJECTED));
    if (r_cast == FG_HIT) FZ_CHECK(r_overlap == FG_HIT);
    if (r_overlap == FG_HIT && origin_outside) FZ_CHECK(r_cast == FG_HIT);
}

static void c_segment3_aabb3_overlap(fz_in *in)
{
    fg_segment3 s = fz_segment3(in);
    fg_aabb3 b = fz_aabb3(in);
    fg_scalar te, tx, te2;
    int64_t o[3], d[3], lo[3], hi[3];
    int r, r_null, r_half;
    aim3(in, &s, &b);
    fz_poison(&te, sizeof te), fz_poison(&tx, sizeof tx), fz_poison(&te2, sizeof te2);
    r = fg_segment3_aabb3_overlap(&s, &b, &te, &tx);
    r_null = fg_segment3_aabb3_overlap(&s, &b, NULL, NULL);
    r_half = fg_segment3_aabb3_overlap(&s, &b, &te2, NULL);
    FZ_CHECK(fg_segment3_aabb3_overlap(NULL, &b, &te, &tx) == FG_REJECTED);
    FZ_CHECK(fg_segment3_aabb3_overlap(&s, NULL, &te, &tx) == FG_REJECTED);
    raw3(s.origin, o), raw3(s.delta, d), raw3(b.min, lo), raw3(b.max, hi);
    check_overlap(3, r, r_null, r_half, te, tx, te2, fz_dom_segment3(&s) && fz_dom_aabb3(&b), o, d, lo, hi);
    cast_within_overlap(r, fg_segment3_aabb3_raycast(&s, &b, FG_ONE, NULL), !fz_in_aabb3(&b, s.origin, 0));
}

static void c_segment2_aabb2_overlap(fz_in *in)
{
    fg_segment2 s = fz_segment2(in);
    fg_aabb2 b = fz_aabb2(in);
    fg_scalar te, tx, te2;
    int64_t o[2], d[2], lo[2], hi[2];
    int r, r_null, r_half;
    aim2(in, &s, &b);
    fz_poison(&te, sizeof te), fz_poison(&tx, sizeof tx), fz_poison(&te2, sizeof te2);
    r = fg_segment2_aabb2_overlap(&s, &b, &te, &tx);
    r_null = fg_segment2_aabb2_overlap(&s, &b, NULL, NULL);
    r_half = fg_segment2_aabb2_overlap(&s, &b, &te2, NULL);
    FZ_CHECK(fg_segment2_aabb2_overlap(NULL, &b, &te, &tx) == FG_REJECTED);
    FZ_CHECK(fg_segment2_aabb2_overlap(&s, NULL, &te, &tx) == FG_REJECTED);
    raw2(s.origin, o), raw2(s.delta, d), raw2(b.min, lo), raw2(b.max, hi);
    check_overlap(2, r, r_null, r_half, te, tx, te2, fz_dom_segment2(&s) && fz_dom_aabb2(&b), o, d, lo, hi);
    cast_within_overlap(r, fg_segment2_aabb2_raycast(&s, &b, FG_ONE, NULL), !fz_in_aabb2(&b, s.origin, 0));
}

/* p strictly inside on every axis (the box then has an inside on every axis) */
static bool strictly_in(int dim, const int64_t *lo, const int64_t *hi, const int64_t *p)
{
    int i;
    for (i = 0; i < dim; i++) {
        if (!(lo[i] < p[i] && p[i] < hi[i])) return false;
    }
    return true;
}

static void c_aabb3_contains_point(fz_in *in)
{
    fg_aabb3 b = fz_aabb3(in);
    fg_vec3 p = fz_vec3(in);
    bool r = fg_aabb3_contains_point(&b, p);
    FZ_CHECK(r == fz_in_aabb3(&b, p, 0)); /* exact for every input */
    if (fz_dom_aabb3(&b) && fz_dom_vec3(p)) {
        /* a zero-length segment hits only from inside (touching never enters) */
        fg_segment3 s;
        int64_t lo[3], hi[3], q[3];
        s.origin = p;
        s.delta = fg_vec3_make(0, 0, 0);
        raw3(b.min, lo), raw3(b.max, hi), raw3(p, q);
        FZ_CHECK((fg_segment3_aabb3_raycast(&s, &b, FG_ONE, NULL) == FG_HIT) == strictly_in(3, lo, hi, q));
        FZ_CHECK((fg_segment3_aabb3_overlap(&s, &b, NULL, NULL) == FG_HIT) == r); /* the overlap set: contains */
    }
}

static void c_aabb2_contains_point(fz_in *in)
{
    fg_aabb2 b = fz_aabb2(in);
    fg_vec2 p = fz_vec2(in);
    bool r = fg_aabb2_contains_point(&b, p);
    FZ_CHECK(r == fz_in_aabb2(&b, p, 0));
    if (fz_dom_aabb2(&b) && fz_dom_vec2(p)) {
        fg_segment2 s;
        int64_t lo[2], hi[2], q[2];
        s.origin = p;
        s.delta = fg_vec2_make(0, 0);
        raw2(b.min, lo), raw2(b.max, hi), raw2(p, q);
        FZ_CHECK((fg_segment2_aabb2_raycast(&s, &b, FG_ONE, NULL) == FG_HIT) == strictly_in(2, lo, hi, q));
        FZ_CHECK((fg_segment2_aabb2_overlap(&s, &b, NULL, NULL) == FG_HIT) == r);
    }
}

/* The segment validators against the documented domain (fz_dom_segment*, written
 * independently: origin and the exact end). */
static void c_segment_in_domain(fz_in *in)
{
    fg_segment3 s3 = fz_segment3(in);
    fg_segment2 s2;
    s2.origin = fg_vec2_make(s3.origin.x, s3.origin.y);
    s2.delta = fg_vec2_make(s3.delta.x, s3.delta.y);
    FZ_CHECK(fg_segment3_in_domain(&s3) == fz_dom_segment3(&s3));
    FZ_CHECK(fg_segment2_in_domain(&s2) == fz_dom_segment2(&s2));
}

static const fz_case cases[] = {
    {"fg_segment3_aabb3_raycast", c_segment3_aabb3_raycast},
    {"fg_segment2_aabb2_raycast", c_segment2_aabb2_raycast},
    {"fg_segment3_aabb3_overlap", c_segment3_aabb3_overlap},
    {"fg_segment2_aabb2_overlap", c_segment2_aabb2_overlap},
    {"fg_aabb3_contains_point", c_aabb3_contains_point},
    {"fg_aabb2_contains_point", c_aabb2_contains_point},
    {"fg_segment3_in_domain, fg_segment2_in_domain", c_segment_in_domain},
};

FZ_HARNESS("fuzz_raycast", cases)
