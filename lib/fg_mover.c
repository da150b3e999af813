/* SPDX-License-Identifier: MIT */
/*
 * fg_mover.c - move-and-slide: a circle, sphere or box moving against an array of still
 * boxes (a sphere or 3D box also against triangles); cast, stop at the earliest contact, clip the
 * rest of the motion, repeat.
 * The rules and what is proved: DESIGN.md, "Move-and-slide".
 */
#include "fg_ball_internal.h"

/* The mover's shape (2D movers use x and y only, z stays 0), and a cast's outcome. */
enum { MOVER_CIRCLE = 0, MOVER_BOX2 = 1, MOVER_SPHERE = 2, MOVER_BOX3 = 3 };

typedef struct {
    const fg_aabb2 *w2; /* the walls (2D movers) */
    const fg_aabb3 *w3; /* the walls (3D movers) */
    const fg_triangle *tris; /* or triangles as the walls (3D movers), else NULL */
    int32_t count;
    int32_t kind;
    fg_vec3 p;          /* the centre, or the box's min corner */
    fg_vec3 size;       /* a box's max - min (balls: unused) */
    fg_scalar radius;   /* a ball's radius (boxes: unused) */
    fg_slide2 *c2;      /* the caller's contacts (2D), or NULL */
    fg_slide3 *c3;      /* the caller's contacts (3D), or NULL */
    int32_t capacity;
    int32_t max_iter;
} mover;

/* mover_earliest's contact: t, the normal, where the mover is at it (a ball's centre), and
 * against a triangle the contact axis as a grid vector (fg_box_triangle_contact). */
typedef struct {
    fg_scalar t;
    fg_vec3 n;
    fg_vec3 at;
    fg_vec3 dir;
} mover_hit;

/* A wall as a 3D box (2D walls: z in [0, 0]). */
FG_INLINE fg_aabb3 wall_box(const mover *m, int32_t i)
{
    fg_aabb3 w;
    if (m->kind >= MOVER_SPHERE) {
        w = m->w3[i];
    } else {
        w.min = fg_vec3_make(m->w2[i].min.x, m->w2[i].min.y, FG_ZERO);
        w.max = fg_vec3_make(m->w2[i].max.x, m->w2[i].max.y, FG_ZERO);
    }
    return w;
}

/* A ball mover at m->p cast by r against wall i (max_t 1); on a hit also its centre at
 * contact, rounded once from the exact contact. */
static FG_NOINLINE fg_result cast_ball(const mover *m, const fg_vec3 *r, int32_t i, fg_hit3 *h, fg_vec3 *at)
{
    if (m->tris != NULL) {
        fg_sphere b;
        fg_result res;
        b.center = m->p;
        b.radius = m->radius;
        res = fg_ball_triangle_contact(&b, *r, &m->tris[i], h);
        if (res == FG_HIT) {
            *at = h->point;
        }
        return res;
    }
    fg_aabb3 w = wall_box(m, i);
    return fg_ball_box_contact(&m->p, *r, &w, m->radius, (m->kind == MOVER_SPHERE) ? 3 : 2, h, at);
}

/* A box meeting a box wall at t > 0 only grazes it when, on an axis the motion does not
 * move along, the two just touch: they never overlap strictly (a box sliding along a floor
 * over the seam between two boxes), so the wall is no obstacle. Exact comparisons. */
static FG_NOINLINE bool box_grazes(const mover *m, const fg_vec3 *r, int32_t i)
{
    fg_aabb3 w = wall_box(m, i);
    bool graze = false;
    for (int32_t a = 0; a < ((m->kind == MOVER_BOX3) ? 3 : 2); a++) {
        fg_scalar lo = fg_vec3_axis(&m->p, a);
        fg_scalar hi = fg_add(lo, fg_vec3_axis(&m->size, a));
        graze = graze || (fg_eq(fg_vec3_axis(r, a), FG_ZERO) &&
                          (fg_eq(hi, fg_vec3_axis(&w.min, a)) || fg_eq(lo, fg_vec3_axis(&w.max, a))));
    }
    return graze;
}

/* A box mover at m->p cast by r against wall i (max_t 1); the hit's point is the box's min
 * corner at contact, rounded once from the exact contact fraction. A contact that only
 * grazes the wall (box_grazes; against a triangle, fg_box_triangle_contact) is a miss. */
static FG_NOINLINE fg_result cast_box(const mover *m, const fg_vec3 *r, int32_t i, fg_hit3 *h, fg_vec3 *dir)
{
    fg_result res;
    if (m->tris != NULL) {
        fg_aabb3 b;
        b.min = m->p;
        b.max = fg_vec3_add(m->p, m->size);
        return fg_box_triangle_contact(&b, *r, &m->tris[i], h, dir);
    }
    if (m->kind == MOVER_BOX3) {
        fg_aabb3 b;
        b.min = m->p;
        b.max = fg_vec3_add(m->p, m->size);
        res = fg_aabb3_aabb3_sweep(&b, *r, &m->w3[i], FG_ONE, h);
    } else {
        fg_hit2 h2;
        fg_aabb2 b;
        b.min = fg_vec2_make(m->p.x, m->p.y);
        b.max = fg_vec2_make(fg_add(m->p.x, m->size.x), fg_add(m->p.y, m->size.y));
        res = fg_aabb2_aabb2_sweep(&b, fg_vec2_make(r->x, r->y), &m->w2[i], FG_ONE, &h2);
        if (res == FG_HIT) {
            h->t = h2.t;
            h->point = fg_vec3_make(h2.point.x, h2.point.y, FG_ZERO);
            h->normal = fg_vec3_make(h2.normal.x, h2.normal.y, FG_ZERO);
            h->started_inside = h2.started_inside;
        }
    }
    if ((res == FG_HIT) && !h->started_inside && fg_gt(h->t, FG_ZERO) && box_grazes(m, r, i)) {
        res = FG_MISS;
    }
    return res;
}

/* The earliest contact of the motion r from m->p over every wall not already penetrated
 * (ties: the lowest index): its index, with *c (c->at: where the mover is at contact, a
 * ball's centre or a box's min corner, each rounded once from the exact contact); -1 when
 * none; -2 when a cast is rejected (the clipped motion leaves the domain). */
static FG_NOINLINE int32_t mover_earliest(const mover *m, const fg_vec3 *r, mover_hit *c)
{
    int32_t best = -1;
    bool ball = (m->kind == MOVER_CIRCLE) || (m->kind == MOVER_SPHERE);
    for (int32_t i = 0; i < m->count; i++) {
        fg_hit3 h;
        fg_vec3 at = m->p, dir = fg_vec3_zero();
        fg_result res = ball ? cast_ball(m, r, i, &h, &at) : cast_box(m, r, i, &h, &dir);
        if (!ball && (res == FG_HIT)) {
            at = h.point;
        }
        if (res == FG_REJECTED) {
            return -2;
        }
        if ((res == FG_HIT) && !h.started_inside && ((best < 0) || fg_lt(h.t, c->t))) {
            best = i;
            c->t = h.t;
            c->n = h.normal;
            c->at = at;
            c->dir = dir;
        }
    }
    return best;
}

/* lo < v < hi, strictly */
FG_INLINE bool strictly_between(fg_scalar lo, fg_scalar v, fg_scalar hi) { return fg_lt(lo, v) && fg_lt(v, hi); }

/* Does the shape at p strictly overlap wall i (penetrate it; touching does not)? Exact:
 * comparisons, and for balls the squared distance to the clamped point against r^2 in the
 * wide type (each difference < 2^31 raw in the domain). An empty wall is never penetrated. */
/* A box at p against triangle i: penetrating exactly when every separating axis overlaps
 * strictly (the sweep without motion's started_inside); touching does not. */
static FG_NOINLINE bool box_in_triangle(const mover *m, fg_vec3 p, int32_t i)
{
    fg_aabb3 b;
    b.min = p;
    b.max = fg_vec3_add(p, m->size);
    return fg_box_triangle_penetrates(&b, &m->tris[i]);
}

/* A ball at p against triangle i: its distance to the triangle below the radius, exactly. */
static FG_NOINLINE bool ball_in_triangle(const mover *m, fg_vec3 p, int32_t i)
{
    fg_sphere b;
    b.center = p;
    b.radius = m->radius;
    return fg_ball_triangle_penetrates(&b, &m->tris[i]);
}

static FG_NOINLINE bool mover_penetrates(const mover *m, fg_vec3 p, int32_t i)
{
    if (m->tris != NULL) {
        return (m->kind == MOVER_SPHERE) ? ball_in_triangle(m, p, i) : box_in_triangle(m, p, i);
    }
    fg_aabb3 w = wall_box(m, i);
    fg_vec3 lo = w.min, hi = w.max;
    if (fg_gt(lo.x, hi.x) || fg_gt(lo.y, hi.y) || fg_gt(lo.z, hi.z)) {
        return false;
    }
    bool three = m->kind >= MOVER_SPHERE;
    if ((m->kind == MOVER_BOX2) || (m->kind == MOVER_BOX3)) {
        fg_vec3 q = fg_vec3_add(p, m->size);
        if (fg_lt(m->size.x, FG_ZERO) || fg_lt(m->size.y, FG_ZERO) || fg_lt(m->size.z, FG_ZERO)) {
            return false; /* an empty mover penetrates nothing */
        }
        return fg_lt(p.x, hi.x) && fg_lt(lo.x, q.x) && fg_lt(p.y, hi.y) && fg_lt(lo.y, q.y) &&
               ((!three) || (fg_lt(p.z, hi.z) && fg_lt(lo.z, q.z)));
    }
    if (fg_lt(m->radius, FG_ZERO)) {
        return false;
    }
    /* the centre in the open box: penetrating for every radius (radius 0 included) */
    if (strictly_between(lo.x, p.x, hi.x) && strictly_between(lo.y, p.y, hi.y) &&
        ((!three) || strictly_between(lo.z, p.z, hi.z))) {
        return true;
    }
    fg_scalar dx = fg_sub(p.x, fg_clamp(p.x, lo.x, hi.x));
    fg_scalar dy = fg_sub(p.y, fg_clamp(p.y, lo.y, hi.y));
    fg_scalar dz = fg_sub(p.z, fg_clamp(p.z, lo.z, hi.z));
    return fg_wlt(fg_wmul3(dx, dx, dy, dy, dz, dz), fg_wmul(m->radius, m->radius));
}

/* May the shape stand at q? Not when it penetrates a wall it does not penetrate at m->p
 * (the iteration's start): walls already penetrated do not block (DESIGN.md). */
static FG_NOINLINE bool mover_clear(const mover *m, fg_vec3 q)
{
    for (int32_t i = 0; i < m->count; i++) {
        if (mover_penetrates(m, q, i) && !mover_penetrates(m, m->p, i)) {
            return false;
        }
    }
    return true;
}

/* p + r t, each component rounded once (|r| < 2^31 raw, t in [0, 1]). */
FG_INLINE fg_vec3 mover_at(fg_vec3 p, fg_vec3 r, fg_scalar t)
{
    return fg_vec3_make(fg_add(p.x, fg_mul(r.x, t)), fg_add(p.y, fg_mul(r.y, t)), fg_add(p.z, fg_mul(r.z, t)));
}

/* One component backed off by k LSB against the motion, never past the start s. */
FG_INLINE fg_scalar back_off(fg_scalar q, fg_scalar s, fg_scalar r, fg_scalar k)
{
    if (fg_gt(r, FG_ZERO)) {
        return fg_max(s, fg_sub(q, k));
    }
    if (fg_lt(r, FG_ZERO)) {
        return fg_min(s, fg_add(q, k));
    }
    return q;
}

/* Where the mover stops for mover_earliest's contact: where the sweep puts it at contact
 * (c->at). If that penetrates a wall not penetrated at the start, the same backed off by 1
 * and then 2 LSB per axis against the motion (never past the start); then the largest
 * clear fraction found by bisection in [0, t] (the start is clear). */
static FG_NOINLINE fg_vec3 mover_stop(const mover *m, const fg_vec3 *r, const mover_hit *c)
{
    fg_vec3 q = c->at;
    if (mover_clear(m, q)) {
        return q;
    }
    for (int32_t k = 1; k <= 2; k++) {
        fg_scalar ks = fg_mul(fg_from_int(k), FG_LSB);
        fg_vec3 b = fg_vec3_make(back_off(q.x, m->p.x, r->x, ks), back_off(q.y, m->p.y, r->y, ks),
                                 back_off(q.z, m->p.z, r->z, ks));
        if (mover_clear(m, b)) {
            return b;
        }
    }
    fg_scalar lo = FG_ZERO;
    fg_scalar hi = c->t;
    for (int32_t step = 0; step < 24; step++) {
        fg_scalar mid = fg_half(fg_add(lo, hi));
        if (fg_eq(mid, lo) || fg_eq(mid, hi)) {
            break;
        }
        if (mover_clear(m, mover_at(m->p, *r, mid))) {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    return fg_eq(lo, FG_ZERO) ? m->p : mover_at(m->p, *r, lo);
}

/* Box2D's b2ClipVector: remove the component along v only when moving into the wall, r -
 * v (r.v) / (v.v), each component rounded once (0.5 LSB). A box's v is its contact's
 * axis normal (clears that component exactly); a ball's is from the wall's nearest point to
 * where it stopped, exact on the grid, so the clip does not carry a rounded normal's error
 * times |r| (radius 0: the contact's normal); a box against a triangle: the contact axis as
 * a grid vector (a box axis, an edge cross, or the triangle's normal through fg_wreduce3); a
 * ball against a triangle: from its nearest point to the stop as a grid vector
 * (fg_ball_triangle_away; on the triangle: the contact's normal). */
static FG_NOINLINE void mover_clip(const mover *m, int32_t i, fg_vec3 *r, const mover_hit *c)
{
    fg_vec3 v = c->n;
    if ((m->tris != NULL) && (m->kind == MOVER_SPHERE)) {
        fg_vec3 g;
        if (fg_ball_triangle_away(&m->p, &m->tris[i], &g)) {
            v = g;
        }
    } else if (m->tris != NULL) {
        v = c->dir;
    } else if ((m->kind == MOVER_CIRCLE) || (m->kind == MOVER_SPHERE)) {
        fg_aabb3 w = wall_box(m, i);
        fg_vec3 g = fg_vec3_make(fg_sub(m->p.x, fg_clamp(m->p.x, w.min.x, w.max.x)),
                                 fg_sub(m->p.y, fg_clamp(m->p.y, w.min.y, w.max.y)),
                                 fg_sub(m->p.z, fg_clamp(m->p.z, w.min.z, w.max.z)));
        if (!fg_vec3_is_zero(g)) {
            v = g;
        }
    } else {
        /* a box against boxes: the axis normal */
    }
    fg_wide d = fg_vec3_dot_wide(*r, v);
    if (fg_wsign(d) < 0) {
        fg_wide vv = fg_vec3_dot_wide(v, v);
        *r = fg_vec3_make(fg_sub(r->x, fg_wmuldiv(v.x, d, vv)), fg_sub(r->y, fg_wmuldiv(v.y, d, vv)),
                          fg_sub(r->z, fg_wmuldiv(v.z, d, vv)));
    }
}

/* Contact k into the caller's array, when there is room. */
static FG_NOINLINE void mover_record(const mover *m, int32_t k, int32_t wall, const fg_vec3 *n)
{
    if (k >= m->capacity) {
        return;
    }
    if (m->c3 != NULL) {
        m->c3[k].wall = wall;
        m->c3[k].position = fg_vec3_make(m->p.x, m->p.y, m->p.z);
        m->c3[k].normal = fg_vec3_make(n->x, n->y, n->z);
    } else if (m->c2 != NULL) {
        m->c2[k].wall = wall;
        m->c2[k].position = fg_vec2_make(m->p.x, m->p.y);
        m->c2[k].normal = fg_vec2_make(n->x, n->y);
    } else {
        /* no array: count only */
    }
}

/* Would the clipped target p + r leave the domain (a box: either corner)? The slide stops
 * where it is then: a rule of the mover, kept with FG_CHECK_DOMAIN 0 too. */
static FG_NOINLINE bool target_ood(const mover *m, const fg_vec3 *r)
{
    fg_vec3 t = fg_vec3_add(m->p, *r);
    uint32_t bad = fg_vec3_ood(t);
    if ((m->kind == MOVER_BOX2) || (m->kind == MOVER_BOX3)) {
        bad |= fg_vec3_ood(fg_vec3_add(t, m->size));
    }
    return bad != 0u;
}

/* The slide loop, after the checks: m->p ends at the final position; returns the number
 * of contacts (all of them, recorded or not). The target is p + r throughout: after a stop
 * q the rest is r - (q - p), measured from where the mover stopped, then clipped. */
static FG_NOINLINE int32_t mover_run(mover *m, const fg_vec3 *delta)
{
    fg_vec3 r = *delta;
    int32_t contacts = 0;
    bool going = true;
    for (int32_t it = 0; going && (it < m->max_iter); it++) {
        mover_hit c;
        int32_t best = mover_earliest(m, &r, &c);
        if (best == -2) {
            going = false; /* the clipped target left the domain: stay here */
        } else if (best < 0) {
            m->p = fg_vec3_add(m->p, r);
            going = false;
        } else {
            fg_vec3 q = mover_stop(m, &r, &c);
            r = fg_vec3_sub(r, fg_vec3_sub(q, m->p));
            m->p = q;
            mover_record(m, contacts, best, &c.n);
            contacts++;
            mover_clip(m, best, &r, &c);
            going = !fg_vec3_is_zero(r) && !target_ood(m, &r);
        }
    }
    return contacts;
}

/* The checks every entry shares: counts, pointers, iterations (not domain checks: these
 * follow FG_CHECK_DOMAIN: path2_ood / path3_ood, walls2_ood / walls3_ood). */
FG_INLINE bool mover_bad_counts(const void *walls, int32_t count, int32_t max_iter, const void *contacts,
                                int32_t capacity)
{
    return (count < 0) || (count > (int32_t)FG_BATCH_MAX) || ((count > 0) && fg_missing(walls)) ||
           (max_iter < 1) || (max_iter > FG_SLIDE_ITER_MAX) || (capacity < 0) ||
           ((contacts == NULL) && (capacity > 0));
}

static FG_NOINLINE bool walls2_ood(const fg_aabb2 *w, int32_t count)
{
    uint32_t bad = 0u;
    if (FG_CHECK_DOMAIN == 0) {
        return false;
    }
    for (int32_t i = 0; i < count; i++) {
        bad |= fg_aabb2_ood(&w[i]);
    }
    return bad != 0u;
}

static FG_NOINLINE bool walls3_ood(const fg_aabb3 *w, int32_t count)
{
    uint32_t bad = 0u;
    if (FG_CHECK_DOMAIN == 0) {
        return false;
    }
    for (int32_t i = 0; i < count; i++) {
        bad |= fg_aabb3_ood(&w[i]);
    }
    return bad != 0u;
}

static FG_NOINLINE void mover_init(mover *m, int32_t kind, int32_t count, int32_t max_iter, int32_t capacity)
{
    m->w2 = NULL;
    m->w3 = NULL;
    m->tris = NULL;
    m->c2 = NULL;
    m->c3 = NULL;
    m->count = count;
    m->kind = kind;
    m->max_iter = max_iter;
    m->capacity = capacity;
    m->p = fg_vec3_zero();
    m->size = fg_vec3_zero();
    m->radius = FG_ZERO;
}

/* Run, then the outputs (each may be NULL). */
static FG_NOINLINE fg_result mover_finish(mover *m, const fg_vec3 *delta, fg_vec2 *end2, fg_vec3 *end3,
                                          int32_t *n_contacts)
{
    int32_t n = mover_run(m, delta);
    if (end2 != NULL) {
        *end2 = fg_vec2_make(m->p.x, m->p.y);
    }
    if (end3 != NULL) {
        *end3 = fg_vec3_make(m->p.x, m->p.y, m->p.z);
    }
    if (n_contacts != NULL) {
        *n_contacts = n;
    }
    return (n > 0) ? FG_HIT : FG_MISS;
}

/* Domain (FG_CHECK_DOMAIN): the point at the start and at start + delta (a wrapping add:
 * exact when the start is in the domain). */
static FG_NOINLINE uint32_t path2_ood(fg_vec2 start, fg_vec2 delta)
{
    fg_segment2 path;
    path.origin = start;
    path.delta = delta;
    return (FG_CHECK_DOMAIN != 0) ? fg_segment2_ood(&path) : 0u;
}

static FG_NOINLINE uint32_t path3_ood(const fg_vec3 *start, const fg_vec3 *delta)
{
    fg_segment3 path;
    path.origin = *start;
    path.delta = *delta;
    return (FG_CHECK_DOMAIN != 0) ? fg_segment3_ood(&path) : 0u;
}

fg_result fg_circle_aabb2_slide(const fg_circle *ball, fg_vec2 delta, const fg_aabb2 *walls, int32_t count,
                                int32_t max_iter, fg_vec2 *end, fg_slide2 *contacts, int32_t capacity,
                                int32_t *n_contacts)
{
    if (fg_missing(ball) || mover_bad_counts(walls, count, max_iter, contacts, capacity) ||
        (((path2_ood(ball->center, delta) | fg_out_of_domain(ball->radius)) != 0u) && (FG_CHECK_DOMAIN != 0)) ||
        walls2_ood(walls, count)) {
        return fg_reject("fg_circle_aabb2_slide");
    }
    mover m;
    mover_init(&m, MOVER_CIRCLE, count, max_iter, capacity);
    m.w2 = walls;
    m.c2 = contacts;
    m.p = fg_vec3_make(ball->center.x, ball->center.y, FG_ZERO);
    m.radius = ball->radius;
    fg_vec3 d = fg_vec3_make(delta.x, delta.y, FG_ZERO);
    return mover_finish(&m, &d, end, NULL, n_contacts);
}

fg_result fg_aabb2_aabb2_slide(const fg_aabb2 *box, fg_vec2 delta, const fg_aabb2 *walls, int32_t count,
                               int32_t max_iter, fg_vec2 *end, fg_slide2 *contacts, int32_t capacity,
                               int32_t *n_contacts)
{
    if (fg_missing(box) || mover_bad_counts(walls, count, max_iter, contacts, capacity) ||
        ((path2_ood(box->min, delta) | path2_ood(box->max, delta)) != 0u) || walls2_ood(walls, count)) {
        return fg_reject("fg_aabb2_aabb2_slide");
    }
    mover m;
    mover_init(&m, MOVER_BOX2, count, max_iter, capacity);
    m.w2 = walls;
    m.c2 = contacts;
    m.p = fg_vec3_make(box->min.x, box->min.y, FG_ZERO);
    m.size = fg_vec3_make(fg_sub(box->max.x, box->min.x), fg_sub(box->max.y, box->min.y), FG_ZERO);
    fg_vec3 d = fg_vec3_make(delta.x, delta.y, FG_ZERO);
    return mover_finish(&m, &d, end, NULL, n_contacts);
}

fg_result fg_sphere_aabb3_slide(const fg_sphere *ball, fg_vec3 delta, const fg_aabb3 *walls, int32_t count,
                                int32_t max_iter, fg_vec3 *end, fg_slide3 *contacts, int32_t capacity,
                                int32_t *n_contacts)
{
    if (fg_missing(ball) || mover_bad_counts(walls, count, max_iter, contacts, capacity) ||
        (((path3_ood(&ball->center, &delta) | fg_out_of_domain(ball->radius)) != 0u) && (FG_CHECK_DOMAIN != 0)) ||
        walls3_ood(walls, count)) {
        return fg_reject("fg_sphere_aabb3_slide");
    }
    mover m;
    mover_init(&m, MOVER_SPHERE, count, max_iter, capacity);
    m.w3 = walls;
    m.c3 = contacts;
    m.p = fg_vec3_make(ball->center.x, ball->center.y, ball->center.z);
    m.radius = ball->radius;
    return mover_finish(&m, &delta, NULL, end, n_contacts);
}

fg_result fg_aabb3_aabb3_slide(const fg_aabb3 *box, fg_vec3 delta, const fg_aabb3 *walls, int32_t count,
                               int32_t max_iter, fg_vec3 *end, fg_slide3 *contacts, int32_t capacity,
                               int32_t *n_contacts)
{
    if (fg_missing(box) || mover_bad_counts(walls, count, max_iter, contacts, capacity) ||
        ((path3_ood(&box->min, &delta) | path3_ood(&box->max, &delta)) != 0u) || walls3_ood(walls, count)) {
        return fg_reject("fg_aabb3_aabb3_slide");
    }
    mover m;
    mover_init(&m, MOVER_BOX3, count, max_iter, capacity);
    m.w3 = walls;
    m.c3 = contacts;
    m.p = fg_vec3_make(box->min.x, box->min.y, box->min.z);
    m.size = fg_vec3_sub(box->max, box->min);
    return mover_finish(&m, &delta, NULL, end, n_contacts);
}

static FG_NOINLINE bool tris_ood(const fg_triangle *w, int32_t count)
{
    uint32_t bad = 0u;
    if (FG_CHECK_DOMAIN == 0) {
        return false;
    }
    for (int32_t i = 0; i < count; i++) {
        bad |= fg_vec3_ood(w[i].a) | fg_vec3_ood(w[i].b) | fg_vec3_ood(w[i].c);
    }
    return bad != 0u;
}

fg_result fg_aabb3_triangle_slide(const fg_aabb3 *box, fg_vec3 delta, const fg_triangle *walls, int32_t count,
                                  int32_t max_iter, fg_vec3 *end, fg_slide3 *contacts, int32_t capacity,
                                  int32_t *n_contacts)
{
    if (fg_missing(box) || mover_bad_counts(walls, count, max_iter, contacts, capacity) ||
        ((path3_ood(&box->min, &delta) | path3_ood(&box->max, &delta)) != 0u) || tris_ood(walls, count)) {
        return fg_reject("fg_aabb3_triangle_slide");
    }
    mover m;
    mover_init(&m, MOVER_BOX3, count, max_iter, capacity);
    m.tris = walls;
    m.c3 = contacts;
    m.p = fg_vec3_make(box->min.x, box->min.y, box->min.z);
    m.size = fg_vec3_sub(box->max, box->min);
    return mover_finish(&m, &delta, NULL, end, n_contacts);
}

fg_result fg_sphere_triangle_slide(const fg_sphere *ball, fg_vec3 delta, const fg_triangle *walls, int32_t count,
                                   int32_t max_iter, fg_vec3 *end, fg_slide3 *contacts, int32_t capacity,
                                   int32_t *n_contacts)
{
    if (fg_missing(ball) || mover_bad_counts(walls, count, max_iter, contacts, capacity) ||
        (((path3_ood(&ball->center, &delta) | fg_out_of_domain(ball->radius)) != 0u) && (FG_CHECK_DOMAIN != 0)) ||
        tris_ood(walls, count)) {
        return fg_reject("fg_sphere_triangle_slide");
    }
    mover m;
    mover_init(&m, MOVER_SPHERE, count, max_iter, capacity);
    m.tris = walls;
    m.c3 = contacts;
    m.p = fg_vec3_make(ball->center.x, ball->center.y, ball->center.z);
    m.radius = ball->radius;
    return mover_finish(&m, &delta, NULL, end, n_contacts);
}
