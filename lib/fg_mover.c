/* SPDX-License-Identifier: MIT */
/*
 * fg_mover.c - move-and-slide: a circle, sphere or box moving against an array of still
 * boxes; cast, stop at the earliest contact, clip the rest of the motion, repeat (the
 * loop: fg_mover_loop_internal.h; against triangles: fg_mover_tri.c). The helpers both loops
 * share.
 * The rules and what is proved: DESIGN.md, "Move-and-slide".
 */
#include "fg_mover_internal.h"

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
 * grazes the wall (box_grazes) is a miss. */
static FG_NOINLINE fg_result cast_box(const mover *m, const fg_vec3 *r, int32_t i, fg_hit3 *h)
{
    fg_result res;
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

/* The box walls' cast for the loop: a ball's centre at contact from its sweep, a box's min
 * corner from the sweep's point. */
static FG_NOINLINE fg_result boxes_cast(const mover *m, const fg_vec3 *r, int32_t i, fg_hit3 *h, mover_hit *c)
{
    fg_result res;
    if ((m->kind == MOVER_CIRCLE) || (m->kind == MOVER_SPHERE)) {
        return cast_ball(m, r, i, h, &c->at);
    }
    res = cast_box(m, r, i, h);
    if (res == FG_HIT) {
        c->at = h->point;
    }
    return res;
}

/* lo < v < hi, strictly */
FG_INLINE bool strictly_between(fg_scalar lo, fg_scalar v, fg_scalar hi) { return fg_lt(lo, v) && fg_lt(v, hi); }

/* Does the shape at p strictly overlap wall i (penetrate it; touching does not)? Exact:
 * comparisons, and for balls the squared distance to the clamped point against r^2 in the
 * wide type (each difference < 2^31 raw in the domain). An empty wall is never penetrated. */
static FG_NOINLINE bool boxes_penetrate(const mover *m, fg_vec3 p, int32_t i)
{
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

/* The clip's direction (fg_mover_clip_along): a box's is its contact's axis normal (clears
 * that component exactly); a ball's is from the wall's nearest point to where it stopped,
 * exact on the grid, so the clip does not carry a rounded normal's error times |r|
 * (radius 0: the contact's normal). */
static FG_NOINLINE fg_vec3 boxes_clip_dir(const mover *m, int32_t i, const mover_hit *c)
{
    if ((m->kind == MOVER_CIRCLE) || (m->kind == MOVER_SPHERE)) {
        fg_aabb3 w = wall_box(m, i);
        fg_vec3 g = fg_vec3_make(fg_sub(m->p.x, fg_clamp(m->p.x, w.min.x, w.max.x)),
                                 fg_sub(m->p.y, fg_clamp(m->p.y, w.min.y, w.max.y)),
                                 fg_sub(m->p.z, fg_clamp(m->p.z, w.min.z, w.max.z)));
        if (!fg_vec3_is_zero(g)) {
            return g;
        }
    }
    return c->n;
}

#define MOVER_CAST boxes_cast
#define MOVER_PENETRATES boxes_penetrate
#define MOVER_CLIP_DIR boxes_clip_dir
#define MOVER_EARLIEST boxes_earliest
#define MOVER_CLEAR boxes_clear
#define MOVER_STOP boxes_stop
#define MOVER_CLIP boxes_clip
#define MOVER_RUN boxes_run
#define MOVER_FINISH boxes_finish
#include "fg_mover_loop_internal.h"

/* ---- shared with fg_mover_tri.c (fg_mover_internal.h) */

/* Out of line: inlined into the slide loop, it took the Cortex-M55 loop's frame past 128 B. */
FG_NOINLINE void fg_mover_record(const mover *m, int32_t k, int32_t wall, const fg_vec3 *n)
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
bool fg_mover_target_ood(const mover *m, const fg_vec3 *r)
{
    fg_vec3 t = fg_vec3_add(m->p, *r);
    uint32_t bad = fg_vec3_ood(t);
    if ((m->kind == MOVER_BOX2) || (m->kind == MOVER_BOX3)) {
        bad |= fg_vec3_ood(fg_vec3_add(t, m->size));
    }
    return bad != 0u;
}

void fg_mover_clip_along(fg_vec3 *r, fg_vec3 v)
{
    fg_wide d = fg_vec3_dot_wide(*r, v);
    if (fg_wsign(d) < 0) {
        fg_wide vv = fg_vec3_dot_wide(v, v);
        *r = fg_vec3_make(fg_sub(r->x, fg_wmuldiv(v.x, d, vv)), fg_sub(r->y, fg_wmuldiv(v.y, d, vv)),
                          fg_sub(r->z, fg_wmuldiv(v.z, d, vv)));
    }
}

void fg_mover_init(mover *m, int32_t kind, int32_t count, int32_t max_iter, int32_t capacity)
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

fg_result fg_mover_output(const mover *m, int32_t n, fg_vec2 *end2, fg_vec3 *end3, int32_t *n_contacts)
{
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

uint32_t fg_mover_path3_ood(const fg_vec3 *start, const fg_vec3 *delta)
{
    fg_segment3 path;
    path.origin = *start;
    path.delta = *delta;
    return (FG_CHECK_DOMAIN != 0) ? fg_segment3_ood(&path) : 0u;
}

uint32_t fg_mover_box3_path_ood(const fg_aabb3 *box, const fg_vec3 *delta)
{
    return fg_mover_path3_ood(&box->min, delta) | fg_mover_path3_ood(&box->max, delta);
}

/* Domain: a box's two corners at the start and moved by delta (path2_ood); one call keeps
 * the entry's frame within 128 B. */
static FG_NOINLINE uint32_t box2_path_ood(const fg_aabb2 *box, fg_vec2 delta)
{
    return path2_ood(box->min, delta) | path2_ood(box->max, delta);
}

/* ---- the box walls' entries */

static FG_NOINLINE bool walls2_ood(const fg_aabb2 *w, int32_t count)
{
    uint32_t bad = 0u;
    if (FG_CHECK_DOMAIN == 0) {
        return false;
    }
    for (int32_t i = 0; i < count; i++) {
        bad |= fg_aabb2_dmag(&w[i]);
    }
    if (fg_domain_fast(bad)) { /* the filter over all walls first (fg_internal.h) */
        return false;
    }
    bad = 0u;
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
        bad |= fg_aabb3_dmag(&w[i]);
    }
    if (fg_domain_fast(bad)) { /* the filter over all walls first (fg_internal.h) */
        return false;
    }
    bad = 0u;
    for (int32_t i = 0; i < count; i++) {
        bad |= fg_aabb3_ood(&w[i]);
    }
    return bad != 0u;
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
    fg_mover_init(&m, MOVER_CIRCLE, count, max_iter, capacity);
    m.w2 = walls;
    m.c2 = contacts;
    m.p = fg_vec3_make(ball->center.x, ball->center.y, FG_ZERO);
    m.radius = ball->radius;
    fg_vec3 d = fg_vec3_make(delta.x, delta.y, FG_ZERO);
    return boxes_finish(&m, &d, end, NULL, n_contacts);
}

fg_result fg_aabb2_aabb2_slide(const fg_aabb2 *box, fg_vec2 delta, const fg_aabb2 *walls, int32_t count,
                               int32_t max_iter, fg_vec2 *end, fg_slide2 *contacts, int32_t capacity,
                               int32_t *n_contacts)
{
    if (fg_missing(box) || mover_bad_counts(walls, count, max_iter, contacts, capacity) ||
        (box2_path_ood(box, delta) != 0u) || walls2_ood(walls, count)) {
        return fg_reject("fg_aabb2_aabb2_slide");
    }
    mover m;
    fg_mover_init(&m, MOVER_BOX2, count, max_iter, capacity);
    m.w2 = walls;
    m.c2 = contacts;
    m.p = fg_vec3_make(box->min.x, box->min.y, FG_ZERO);
    m.size = fg_vec3_make(fg_sub(box->max.x, box->min.x), fg_sub(box->max.y, box->min.y), FG_ZERO);
    fg_vec3 d = fg_vec3_make(delta.x, delta.y, FG_ZERO);
    return boxes_finish(&m, &d, end, NULL, n_contacts);
}

fg_result fg_sphere_aabb3_slide(const fg_sphere *ball, fg_vec3 delta, const fg_aabb3 *walls, int32_t count,
                                int32_t max_iter, fg_vec3 *end, fg_slide3 *contacts, int32_t capacity,
                                int32_t *n_contacts)
{
    if (fg_missing(ball) || mover_bad_counts(walls, count, max_iter, contacts, capacity) ||
        (((fg_mover_path3_ood(&ball->center, &delta) | fg_out_of_domain(ball->radius)) != 0u) && (FG_CHECK_DOMAIN != 0)) ||
        walls3_ood(walls, count)) {
        return fg_reject("fg_sphere_aabb3_slide");
    }
    mover m;
    fg_mover_init(&m, MOVER_SPHERE, count, max_iter, capacity);
    m.w3 = walls;
    m.c3 = contacts;
    m.p = fg_vec3_make(ball->center.x, ball->center.y, ball->center.z);
    m.radius = ball->radius;
    return boxes_finish(&m, &delta, NULL, end, n_contacts);
}

fg_result fg_aabb3_aabb3_slide(const fg_aabb3 *box, fg_vec3 delta, const fg_aabb3 *walls, int32_t count,
                               int32_t max_iter, fg_vec3 *end, fg_slide3 *contacts, int32_t capacity,
                               int32_t *n_contacts)
{
    if (fg_missing(box) || mover_bad_counts(walls, count, max_iter, contacts, capacity) ||
        (fg_mover_box3_path_ood(box, &delta) != 0u) || walls3_ood(walls, count)) {
        return fg_reject("fg_aabb3_aabb3_slide");
    }
    mover m;
    fg_mover_init(&m, MOVER_BOX3, count, max_iter, capacity);
    m.w3 = walls;
    m.c3 = contacts;
    m.p = fg_vec3_make(box->min.x, box->min.y, box->min.z);
    m.size = fg_vec3_sub(box->max, box->min);
    return boxes_finish(&m, &delta, NULL, end, n_contacts);
}
