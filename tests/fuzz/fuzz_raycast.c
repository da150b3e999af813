/* fuzz_raycast.c - fuzz harness of lib/fg_raycast.h (see README.md). One case per function.
 *
 * The oracle is the slab method on raw integers (fz_slab_clip in fuzz_common.c): per axis the entry and exit
 * fractions of origin + t*delta in [min, max] as exact (numerator, denominator > 0) pairs,
 * compared cross-multiplied in __int128. */
#include "fuzz_common.h"

typedef __int128 i128;

static fz_rat rat(i128 n, i128 d) { return fz_rat_make(fz_big_i(n), fz_big_i(d)); }

/* The documented hit for an in-domain segment that hits: t <= 0.5 LSB; the face axis
 * exactly on the face, the others <= 0.63 LSB (0.625 = 5/8) of origin + delta*exact t and
 * within the face; normal the exact outward axis; started inside: t 0, origin, zero. */
static void check_box_hit(int dim, const int64_t *o, const int64_t *d, const int64_t *lo, const int64_t *hi,
                          const fz_slab *r, fg_scalar t, const fg_scalar *p, const fg_scalar *n)
{
    int i;
    if (r->axis < 0) {
        FZ_CHECK(t == 0);
        for (i = 0; i < dim; i++) FZ_CHECK(p[i] == o[i] && n[i] == 0);
        return;
    }
    FZ_CHECK(fz_near(t, rat((i128)r->en * 65536, r->ed), 1, 2));
    for (i = 0; i < dim; i++) {
        if (i == r->axis) {
            FZ_CHECK(n[i] == r->side * 65536);
            FZ_CHECK(p[i] == (r->side < 0 ? lo[i] : hi[i]));
        } else {
            FZ_CHECK(n[i] == 0);
            FZ_CHECK(fz_near(p[i], rat((i128)o[i] * r->ed + (i128)d[i] * r->en, r->ed), 5, 8));
            FZ_CHECK(p[i] >= lo[i] && p[i] <= hi[i]);
        }
    }
}

static void raw3(fg_vec3 v, int64_t *r) { r[0] = v.x; r[1] = v.y; r[2] = v.z; }
static void raw2(fg_vec2 v, int64_t *r) { r[0] = v.x; r[1] = v.y; }

static const fz_hit_rules box_rules = {
    .normal = FZ_NORMAL_AXIS, .closed = true, .facing = true, .point_tol = 1, .t_tol = 1,
};

/* Aim the segment at a point of the box (one input byte decides; aimed segments hit often
 * even when the values are random). */
static void aim3(fz_in *in, fg_segment3 *s, const fg_aabb3 *b)
{
    uint8_t a = fz_byte(in);
    if (a & 1u) {
        int k = (a & 2u) ? 2 : 1; /* reach the target at t = 1 or t = 1/2 */
        s->delta.x = fz_derived("delta.x", ((int64_t)fz_lerp_byte(b->min.x, b->max.x, fz_byte(in)) - s->origin.x) * k);
        s->delta.y = fz_derived("delta.y", ((int64_t)fz_lerp_byte(b->min.y, b->max.y, fz_byte(in)) - s->origin.y) * k);
        s->delta.z = fz_derived("delta.z", ((int64_t)fz_lerp_byte(b->min.z, b->max.z, fz_byte(in)) - s->origin.z) * k);
    }
}

static void aim2(fz_in *in, fg_segment2 *s, const fg_aabb2 *b)
{
    uint8_t a = fz_byte(in);
    if (a & 1u) {
        int k = (a & 2u) ? 2 : 1;
        s->delta.x = fz_derived("delta.x", ((int64_t)fz_lerp_byte(b->min.x, b->max.x, fz_byte(in)) - s->origin.x) * k);
        s->delta.y = fz_derived("delta.y", ((int64_t)fz_lerp_byte(b->min.y, b->max.y, fz_byte(in)) - s->origin.y) * k);
    }
}

static void c_segment3_aabb3_raycast(fz_in *in)
{
    fg_segment3 s = fz_segment3(in);
    fg_aabb3 b = fz_aabb3(in);
    fg_scalar mt = fz_scalar(in);
    fg_hit3 h, hw;
    int64_t o[3], d[3], lo[3], hi[3];
    fz_slab ref;
    bool r, rw;
    aim3(in, &s, &b);
    r = FZ_RAYCAST3(mt, &h, fg_segment3_aabb3_raycast(&s, &b, fz_mt, fz_hit));
    /* the Woo alias: identical results */
    rw = FZ_RAYCAST3(mt, &hw, fg_segment3_aabb3_raycast_woo(&s, &b, fz_mt, fz_hit));
    FZ_CHECK(rw == r && memcmp(&h, &hw, sizeof h) == 0);
    if (!fz_dom_segment3(&s) || !fz_dom_aabb3(&b)) {
        FZ_CHECK(!r); /* out of domain: no hit */
        return;
    }
    raw3(s.origin, o), raw3(s.delta, d), raw3(b.min, lo), raw3(b.max, hi);
    ref = fz_slab_clip(3, o, d, lo, hi, fz_clip_t(mt));
    FZ_CHECK(r == ref.hit); /* exact */
    if (!r) return;
    fz_check_hit3(&s, &h, &box_rules);
    {
        fg_scalar p[3] = {h.point.x, h.point.y, h.point.z}, n[3] = {h.normal.x, h.normal.y, h.normal.z};
        check_box_hit(3, o, d, lo, hi, &ref, h.t, p, n);
    }
    FZ_CHECK(fz_in_aabb3(&b, h.point, 0)); /* the point always lies on the box */
}

static void c_segment2_aabb2_raycast(fz_in *in)
{
    fg_segment2 s = fz_segment2(in);
    fg_aabb2 b = fz_aabb2(in);
    fg_scalar mt = fz_scalar(in);
    fg_hit2 h;
    int64_t o[2], d[2], lo[2], hi[2];
    fz_slab ref;
    bool r;
    aim2(in, &s, &b);
    r = FZ_RAYCAST2(mt, &h, fg_segment2_aabb2_raycast(&s, &b, fz_mt, fz_hit));
    if (!fz_dom_segment2(&s) || !fz_dom_aabb2(&b)) {
        FZ_CHECK(!r);
        return;
    }
    raw2(s.origin, o), raw2(s.delta, d), raw2(b.min, lo), raw2(b.max, hi);
    ref = fz_slab_clip(2, o, d, lo, hi, fz_clip_t(mt));
    FZ_CHECK(r == ref.hit);
    if (!r) return;
    fz_check_hit2(&s, &h, &box_rules);
    {
        fg_scalar p[2] = {h.point.x, h.point.y}, n[2] = {h.normal.x, h.normal.y};
        check_box_hit(2, o, d, lo, hi, &ref, h.t, p, n);
    }
    FZ_CHECK(fz_in_aabb2(&b, h.point, 0));
}

/* overlap: yes/no + entry/exit fractions in [0, 1], each pointer may be NULL, untouched
 * on false; zero-length: fractions 0 and 1. */
static void check_overlap(int dim, bool r, bool r_null, bool r_half, fg_scalar te, fg_scalar tx, fg_scalar te2,
                          bool in_dom, const int64_t *o, const int64_t *d, const int64_t *lo, const int64_t *hi)
{
    const fg_scalar poison = (fg_scalar)0xA5A5A5A5u;
    fz_slab ref;
    FZ_CHECK(r == r_null && r == r_half);
    if (!r) {
        FZ_CHECK(te == poison && tx == poison && te2 == poison); /* untouched */
    }
    if (!in_dom) {
        FZ_CHECK(!r); /* out of domain: false */
        return;
    }
    ref = fz_slab_clip(dim, o, d, lo, hi, 65536);
    FZ_CHECK(r == ref.hit); /* exact */
    if (!r) return;
    FZ_CHECK(te2 == te);
    FZ_CHECK(te >= 0 && te <= tx && tx <= 65536);
    FZ_CHECK(fz_near(te, rat((i128)ref.en * 65536, ref.ed), 1, 2));
    FZ_CHECK(fz_near(tx, rat((i128)ref.xn * 65536, ref.xd), 1, 2));
    if (ref.axis < 0) FZ_CHECK(te == 0); /* origin inside: 0 */
}

static void c_segment3_aabb3_overlap(fz_in *in)
{
    fg_segment3 s = fz_segment3(in);
    fg_aabb3 b = fz_aabb3(in);
    fg_scalar te, tx, te2;
    int64_t o[3], d[3], lo[3], hi[3];
    bool r, r_null, r_half;
    fg_hit3 h;
    aim3(in, &s, &b);
    fz_poison(&te, sizeof te), fz_poison(&tx, sizeof tx), fz_poison(&te2, sizeof te2);
    r = fg_segment3_aabb3_overlap(&s, &b, &te, &tx);
    r_null = fg_segment3_aabb3_overlap(&s, &b, NULL, NULL);
    r_half = fg_segment3_aabb3_overlap(&s, &b, &te2, NULL);
    raw3(s.origin, o), raw3(s.delta, d), raw3(b.min, lo), raw3(b.max, hi);
    check_overlap(3, r, r_null, r_half, te, tx, te2, fz_dom_segment3(&s) && fz_dom_aabb3(&b), o, d, lo, hi);
    /* agrees with the raycast over [0, 1] */
    FZ_CHECK(r == fg_segment3_aabb3_raycast(&s, &b, FG_ONE, &h));
}

static void c_segment2_aabb2_overlap(fz_in *in)
{
    fg_segment2 s = fz_segment2(in);
    fg_aabb2 b = fz_aabb2(in);
    fg_scalar te, tx, te2;
    int64_t o[2], d[2], lo[2], hi[2];
    bool r, r_null, r_half;
    fg_hit2 h;
    aim2(in, &s, &b);
    fz_poison(&te, sizeof te), fz_poison(&tx, sizeof tx), fz_poison(&te2, sizeof te2);
    r = fg_segment2_aabb2_overlap(&s, &b, &te, &tx);
    r_null = fg_segment2_aabb2_overlap(&s, &b, NULL, NULL);
    r_half = fg_segment2_aabb2_overlap(&s, &b, &te2, NULL);
    raw2(s.origin, o), raw2(s.delta, d), raw2(b.min, lo), raw2(b.max, hi);
    check_overlap(2, r, r_null, r_half, te, tx, te2, fz_dom_segment2(&s) && fz_dom_aabb2(&b), o, d, lo, hi);
    FZ_CHECK(r == fg_segment2_aabb2_raycast(&s, &b, FG_ONE, &h));
}

static void c_aabb3_contains_point(fz_in *in)
{
    fg_aabb3 b = fz_aabb3(in);
    fg_vec3 p = fz_vec3(in);
    bool r = fg_aabb3_contains_point(&b, p);
    FZ_CHECK(r == fz_in_aabb3(&b, p, 0)); /* exact for every input */
    if (fz_dom_aabb3(&b) && fz_dom_vec3(p)) {
        /* a zero-length segment is the same point test */
        fg_segment3 s;
        s.origin = p;
        s.delta = fg_vec3_make(0, 0, 0);
        FZ_CHECK(r == fg_segment3_aabb3_raycast(&s, &b, FG_ONE, NULL));
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
        s.origin = p;
        s.delta = fg_vec2_make(0, 0);
        FZ_CHECK(r == fg_segment2_aabb2_raycast(&s, &b, FG_ONE, NULL));
    }
}

static const fz_case cases[] = {
    {"fg_segment3_aabb3_raycast(+_woo)", c_segment3_aabb3_raycast},
    {"fg_segment2_aabb2_raycast", c_segment2_aabb2_raycast},
    {"fg_segment3_aabb3_overlap", c_segment3_aabb3_overlap},
    {"fg_segment2_aabb2_overlap", c_segment2_aabb2_overlap},
    {"fg_aabb3_contains_point", c_aabb3_contains_point},
    {"fg_aabb2_contains_point", c_aabb2_contains_point},
};

FZ_HARNESS("fuzz_raycast", cases)
