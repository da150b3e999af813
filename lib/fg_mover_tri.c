/* SPDX-License-Identifier: MIT */
/*
 * fg_mover_tri.c - move-and-slide against triangles (a level's mesh): a 3D box or a ball;
 * the loop of fg_mover_loop_internal.h with the triangle casts, in a file of its own so that a
 * program moving against boxes does not link them. DESIGN.md, "Move-and-slide".
 */
#include "fg_mover_internal.h"

/* The cast against triangle i: a ball's centre at contact (fg_ball_triangle_contact); a
 * box's min corner from the sweep's point and the contact axis as a grid vector
 * (fg_box_triangle_contact, which also makes a contact that only grazes a miss). */
static FG_NOINLINE fg_result tris_cast(const mover *m, const fg_vec3 *r, int32_t i, fg_hit3 *h, mover_hit *c)
{
    fg_result res;
    if (m->kind == MOVER_SPHERE) {
        fg_sphere b;
        b.center = m->p;
        b.radius = m->radius;
        res = fg_ball_triangle_contact(&b, *r, &m->tris[i], h);
    } else {
        fg_aabb3 b;
        b.min = m->p;
        b.max = fg_vec3_add(m->p, m->size);
        res = fg_box_triangle_contact(&b, *r, &m->tris[i], h, &c->dir);
    }
    if (res == FG_HIT) {
        c->at = h->point;
    }
    return res;
}

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

static FG_NOINLINE bool tris_penetrate(const mover *m, fg_vec3 p, int32_t i)
{
    return (m->kind == MOVER_SPHERE) ? ball_in_triangle(m, p, i) : box_in_triangle(m, p, i);
}

/* The clip's direction: a box's contact axis as a grid vector (a box axis, an edge cross,
 * or the triangle's normal through fg_wreduce3); a ball's from the triangle's nearest point
 * to the stop as a grid vector (fg_ball_triangle_away; on the triangle: the contact's
 * normal). Either is reproducible exactly. */
static FG_NOINLINE fg_vec3 tris_clip_dir(const mover *m, int32_t i, const mover_hit *c)
{
    fg_vec3 g;
    if (m->kind != MOVER_SPHERE) {
        return c->dir;
    }
    return fg_ball_triangle_away(&m->p, &m->tris[i], &g) ? g : c->n;
}

#define MOVER_CAST tris_cast
#define MOVER_PENETRATES tris_penetrate
#define MOVER_CLIP_DIR tris_clip_dir
#define MOVER_EARLIEST tris_earliest
#define MOVER_CLEAR tris_clear
#define MOVER_STOP tris_stop
#define MOVER_CLIP tris_clip
#define MOVER_RUN tris_run
#define MOVER_FINISH tris_finish
#include "fg_mover_loop_internal.h"

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
        (fg_mover_box3_path_ood(box, &delta) != 0u) || tris_ood(walls, count)) {
        return fg_reject("fg_aabb3_triangle_slide");
    }
    mover m;
    fg_mover_init(&m, MOVER_BOX3, count, max_iter, capacity);
    m.tris = walls;
    m.c3 = contacts;
    m.p = fg_vec3_make(box->min.x, box->min.y, box->min.z);
    m.size = fg_vec3_sub(box->max, box->min);
    return tris_finish(&m, &delta, NULL, end, n_contacts);
}

fg_result fg_sphere_triangle_slide(const fg_sphere *ball, fg_vec3 delta, const fg_triangle *walls, int32_t count,
                                   int32_t max_iter, fg_vec3 *end, fg_slide3 *contacts, int32_t capacity,
                                   int32_t *n_contacts)
{
    if (fg_missing(ball) || mover_bad_counts(walls, count, max_iter, contacts, capacity) ||
        (((fg_mover_path3_ood(&ball->center, &delta) | fg_out_of_domain(ball->radius)) != 0u) && (FG_CHECK_DOMAIN != 0)) ||
        tris_ood(walls, count)) {
        return fg_reject("fg_sphere_triangle_slide");
    }
    mover m;
    fg_mover_init(&m, MOVER_SPHERE, count, max_iter, capacity);
    m.tris = walls;
    m.c3 = contacts;
    m.p = fg_vec3_make(ball->center.x, ball->center.y, ball->center.z);
    m.radius = ball->radius;
    return tris_finish(&m, &delta, NULL, end, n_contacts);
}
