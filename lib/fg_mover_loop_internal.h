/* SPDX-License-Identifier: MIT */
/*
 * fg_mover_loop_internal.h - INTERNAL: the slide loop, instantiated by fg_mover.c (walls
 * that are boxes) and fg_mover_tri.c (triangles); no include guard: each includes it once, after
 * defining the names of its instance (MOVER_EARLIEST, MOVER_CLEAR, MOVER_STOP, MOVER_CLIP,
 * MOVER_RUN, MOVER_FINISH) and of its three wall functions:
 *   fg_result MOVER_CAST(const mover *m, const fg_vec3 *r, int32_t i, fg_hit3 *h, mover_hit *c)
 *       the cast of m->p by r against wall i (max_t 1); on FG_HIT also c->at (where the
 *       mover is at contact) and c->dir (a clip direction known at the cast);
 *   bool MOVER_PENETRATES(const mover *m, fg_vec3 p, int32_t i): strict overlap, exact;
 *   fg_vec3 MOVER_CLIP_DIR(const mover *m, int32_t i, const mover_hit *c): the clip's grid
 *       vector for a contact with wall i, the mover at m->p (the stop).
 * The rules: DESIGN.md, "Move-and-slide".
 */

/* The earliest contact of the motion r from m->p over every wall not already penetrated
 * (ties: the lowest index): its index, with *c (c->at: where the mover is at contact, a
 * ball's centre or a box's min corner, each rounded once from the exact contact); -1 when
 * none; -2 when a cast is rejected (the clipped motion leaves the domain). */
static FG_NOINLINE int32_t MOVER_EARLIEST(const mover *m, const fg_vec3 *r, mover_hit *c)
{
    int32_t best = -1;
    for (int32_t i = 0; i < m->count; i++) {
        fg_hit3 h;
        mover_hit k;
        fg_result res;
        k.at = m->p;
        k.dir = fg_vec3_zero();
        res = MOVER_CAST(m, r, i, &h, &k);
        if (res == FG_REJECTED) {
            return -2;
        }
        if ((res == FG_HIT) && !h.started_inside && ((best < 0) || fg_lt(h.t, c->t))) {
            best = i;
            c->t = h.t;
            c->n = h.normal;
            c->at = k.at;
            c->dir = k.dir;
        }
    }
    return best;
}

/* May the shape stand at q? Not when it penetrates a wall it does not penetrate at m->p
 * (the iteration's start): walls already penetrated do not block (DESIGN.md). */
static FG_NOINLINE bool MOVER_CLEAR(const mover *m, fg_vec3 q)
{
    for (int32_t i = 0; i < m->count; i++) {
        if (MOVER_PENETRATES(m, q, i) && !MOVER_PENETRATES(m, m->p, i)) {
            return false;
        }
    }
    return true;
}

/* Where the mover stops for MOVER_EARLIEST's contact: where the sweep puts it at contact
 * (c->at). If that penetrates a wall not penetrated at the start, the same backed off by 1
 * and then 2 LSB per axis against the motion (never past the start); then the largest
 * clear fraction found by bisection in [0, t] (the start is clear). */
static FG_NOINLINE fg_vec3 MOVER_STOP(const mover *m, const fg_vec3 *r, const mover_hit *c)
{
    fg_vec3 q = c->at;
    if (MOVER_CLEAR(m, q)) {
        return q;
    }
    for (int32_t k = 1; k <= 2; k++) {
        fg_scalar ks = fg_mul(fg_from_int(k), FG_LSB);
        fg_vec3 b = fg_vec3_make(back_off(q.x, m->p.x, r->x, ks), back_off(q.y, m->p.y, r->y, ks),
                                 back_off(q.z, m->p.z, r->z, ks));
        if (MOVER_CLEAR(m, b)) {
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
        if (MOVER_CLEAR(m, mover_at(m->p, *r, mid))) {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    return fg_eq(lo, FG_ZERO) ? m->p : mover_at(m->p, *r, lo);
}

/* Clip the rest r along the wall's direction from the stop (MOVER_CLIP_DIR). */
static FG_NOINLINE void MOVER_CLIP(const mover *m, int32_t i, fg_vec3 *r, const mover_hit *c)
{
    fg_mover_clip_along(r, MOVER_CLIP_DIR(m, i, c));
}

/* The slide loop, after the checks: m->p ends at the final position; returns the number
 * of contacts (all of them, recorded or not). The target is p + r throughout: after a stop
 * q the rest is r - (q - p), measured from where the mover stopped, then clipped. */
static FG_NOINLINE int32_t MOVER_RUN(mover *m, const fg_vec3 *delta)
{
    fg_vec3 r = *delta;
    int32_t contacts = 0;
    bool going = true;
    for (int32_t it = 0; going && (it < m->max_iter); it++) {
        mover_hit c;
        int32_t best = MOVER_EARLIEST(m, &r, &c);
        if (best == -2) {
            going = false; /* the clipped target left the domain: stay here */
        } else if (best < 0) {
            m->p = fg_vec3_add(m->p, r);
            going = false;
        } else {
            fg_vec3 q = MOVER_STOP(m, &r, &c);
            r = fg_vec3_sub(r, fg_vec3_sub(q, m->p));
            m->p = q;
            fg_mover_record(m, contacts, best, &c.n);
            contacts++;
            MOVER_CLIP(m, best, &r, &c);
            going = !fg_vec3_is_zero(r) && !fg_mover_target_ood(m, &r);
        }
    }
    return contacts;
}

/* Run, then the outputs (each may be NULL). */
static FG_NOINLINE fg_result MOVER_FINISH(mover *m, const fg_vec3 *delta, fg_vec2 *end2, fg_vec3 *end3,
                                          int32_t *n_contacts)
{
    return fg_mover_output(m, MOVER_RUN(m, delta), end2, end3, n_contacts);
}

/* The instance's names end here: the one-file build (dist/fixgeom.c) holds both instances. */
#undef MOVER_CAST
#undef MOVER_PENETRATES
#undef MOVER_CLIP_DIR
#undef MOVER_EARLIEST
#undef MOVER_CLEAR
#undef MOVER_STOP
#undef MOVER_CLIP
#undef MOVER_RUN
#undef MOVER_FINISH
