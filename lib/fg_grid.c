/* SPDX-License-Identifier: MIT */
/*
 * fg_grid.c - exact grid traversal (fg_grid.h; derivation: DESIGN.md, "Grid traversal").
 *
 * Every parameter t is kept as a fraction num / den of two scalars with den > 0 (a crossing
 * of grid line L: |L - origin| / |delta|; max_t: max_t / 1); two are compared by the sign
 * of num_a * den_b - num_b * den_a in wides, exact for every in-domain input (each term
 * < 2^62 raw). A crossing moving toward + takes effect AT its t (the point on the line is
 * already in the upper cell), one moving toward - just AFTER it: at equal t the + steps
 * come first. Only the reported entry t is rounded, once.
 */
#include "fg_internal.h"
#include "fg_grid.h"
#include "fg_raycast_internal.h"

/* -1, 0 or +1: the sign of a raw scalar. */
static int scalar_sign(fg_scalar v) { return fg_gt(v, FG_ZERO) ? 1 : (fg_lt(v, FG_ZERO) ? -1 : 0); }

/* Signs of a fraction comparison: num_a / den_a - num_b / den_b (den_a, den_b > 0). The
 * numerators' signs decide when they differ or both are zero (the entry at t = 0, lines
 * behind the origin) without the products. */
static int frac_cmp(fg_scalar num_a, fg_scalar den_a, fg_scalar num_b, fg_scalar den_b)
{
    int sa = scalar_sign(num_a), sb = scalar_sign(num_b);
    if ((sa != sb) || (sa == 0)) {
        return (sa > sb) ? 1 : ((sa < sb) ? -1 : 0);
    }
    return fg_wsign(fg_wsub(fg_wmul(num_a, den_b), fg_wmul(num_b, den_a)));
}

/* num / den rounded to nearest (0.5 LSB), 0 <= num <= den: one division and one exact
 * correction step (the slab core's, fg_raycast.c). */
static fg_scalar frac_round(fg_scalar num, fg_scalar den) { return fg_segbox_fraction(num, den, NULL, false); }

/* Sign of (p + d * num / den) - line, exact (den > 0). */
static FG_NOINLINE int point_cmp(fg_scalar p, fg_scalar d, fg_scalar num, fg_scalar den, fg_scalar line)
{
    if (fg_eq(num, FG_ZERO)) {
        return fg_gt(p, line) ? 1 : (fg_lt(p, line) ? -1 : 0); /* the origin itself: no products */
    }
    return fg_wsign(fg_wsub(fg_wmul(d, num), fg_wmul(fg_sub(line, p), den)));
}

/* The entry interval [t_in, t_out] of the segment in the half-open grid box, each end a
 * fraction with an open flag (an open end is not attained). */
typedef struct {
    fg_scalar in_num, in_den, out_num, out_den;
    bool in_open, out_open;
} grid_span;

/* Narrow the span by one axis; false when the axis alone excludes every t. */
static FG_NOINLINE bool span_axis(grid_span *sp, fg_scalar p, fg_scalar d, fg_scalar lo, fg_scalar hi)
{
    fg_scalar low, up, den = fg_abs(d);
    bool low_open = fg_lt(d, FG_ZERO);
    int c;
    if (fg_eq(d, FG_ZERO)) {
        return fg_le(lo, p) && fg_lt(p, hi);
    }
    if (low_open) {
        low = fg_sub(p, hi); /* lo <= p + t d: closed; p + t d < hi: open */
        up = fg_sub(p, lo);
    } else {
        low = fg_sub(lo, p);
        up = fg_sub(hi, p);
    }
    c = frac_cmp(low, den, sp->in_num, sp->in_den);
    if (c > 0) {
        sp->in_num = low;
        sp->in_den = den;
        sp->in_open = low_open;
    } else if (c == 0) {
        sp->in_open = sp->in_open || low_open;
    } else {
        /* an earlier bound: no change */
    }
    c = frac_cmp(up, den, sp->out_num, sp->out_den);
    if (c < 0) {
        sp->out_num = up;
        sp->out_den = den;
        sp->out_open = !low_open;
    } else if (c == 0) {
        sp->out_open = sp->out_open || !low_open;
    } else {
        /* a later bound: no change */
    }
    return true;
}

/* One axis of the first cell: the index holding p + d * t_in (t_in = sp's entry), found
 * from a rounded estimate corrected by exact comparisons (the estimate is within 0.5 LSB,
 * a cell at least 1 LSB: one step of correction at most). Sets the axis' walk state and
 * returns its face bit (nonzero when the entry step crossed a line of this axis). */
static FG_NOINLINE unsigned first_cell_axis(fg_grid_walk *w, unsigned a, const grid_span *sp, fg_scalar lo, fg_scalar size,
                                int32_t n)
{
    fg_scalar p = w->origin[a], d = w->speed[a], line;
    fg_scalar x = fg_eq(sp->in_num, FG_ZERO) ? p
                                             : fg_lerp_frac(p, d, fg_wide_from(sp->in_num), fg_wide_from(sp->in_den));
    int32_t k = fg_floor_div(fg_sub(x, lo), size);
    int c;
    unsigned face = 0u;
    if (k < 0) {
        k = 0;
    } else if (k >= n) {
        k = n - 1;
    } else {
        /* in the grid */
    }
    line = fg_grid_line(lo, size, k);
    c = point_cmp(p, d, sp->in_num, sp->in_den, line);
    if (c < 0) {
        k--;
        line = fg_grid_line(lo, size, k);
        c = point_cmp(p, d, sp->in_num, sp->in_den, line);
    } else {
        fg_scalar next = fg_add(line, size);
        if (point_cmp(p, d, sp->in_num, sp->in_den, next) >= 0) {
            k++;
            line = next;
            c = point_cmp(p, d, sp->in_num, sp->in_den, line);
        }
    }
    /* on line k: an open entry (moving toward -) is already below it; a closed entry past
     * t = 0 moving toward + has just crossed it */
    if (c == 0) {
        if (fg_lt(d, FG_ZERO) && sp->in_open) {
            k--;
            face = 2u;
        } else if (fg_gt(d, FG_ZERO) && !sp->in_open && !fg_eq(sp->in_num, FG_ZERO)) {
            face = 1u;
        } else {
            /* the origin's own cell, or a line of an axis not stepping now */
        }
    }
    w->cell[a] = k;
    w->speed[a] = fg_abs(d);
    if (fg_gt(d, FG_ZERO)) {
        w->stop[a] = n;
        w->step[a] = size;
        w->line[a] = fg_grid_line(lo, size, k + 1);
    } else {
        w->stop[a] = -1;
        w->step[a] = fg_neg(size);
        w->line[a] = fg_grid_line(lo, size, k);
    }
    if (!fg_eq(d, FG_ZERO)) {
        fg_tfrac gap_t = fg_tfrac_make(fg_abs(fg_sub(w->line[a], p)), w->speed[a]);
        fg_tfrac step_t = fg_tfrac_make(size, w->speed[a]);
        w->t_next[a] = gap_t.q;
        w->t_next_rem[a] = gap_t.r;
        w->t_step[a] = step_t.q;
        w->t_step_rem[a] = step_t.r;
    }
    return face << (2u * a);
}

/* On entry walk->origin, speed (the signed delta), line (grid origin), step (cell size),
 * stop (cell count) hold the inputs of `axes` axes, the segment already checked. */
static fg_result walk_begin(fg_grid_walk *w, unsigned axes, fg_scalar max_t, const char *name)
{
    grid_span sp;
    unsigned a, face = 0u;
    for (a = 0u; a < axes; a++) {
        if (!fg_gt(w->step[a], FG_ZERO) || (w->stop[a] <= 0) ||
            (fg_out_of_domain(fg_grid_line(w->line[a], w->step[a], w->stop[a])) != 0u)) {
            return fg_reject(name);
        }
    }
    if (fg_lt(max_t, FG_ZERO)) {
        return FG_MISS;
    }
    sp.in_num = FG_ZERO;
    sp.in_den = FG_ONE;
    sp.in_open = false;
    sp.out_num = fg_min(max_t, FG_ONE);
    sp.out_den = FG_ONE;
    sp.out_open = false;
    for (a = 0u; a < axes; a++) {
        if (!span_axis(&sp, w->origin[a], w->speed[a], w->line[a], fg_grid_line(w->line[a], w->step[a], w->stop[a]))) {
            return FG_MISS;
        }
    }
    {
        int c = frac_cmp(sp.in_num, sp.in_den, sp.out_num, sp.out_den);
        if ((c > 0) || ((c == 0) && (sp.in_open || sp.out_open))) {
            return FG_MISS;
        }
    }
    for (a = 0u; a < axes; a++) {
        face |= first_cell_axis(w, a, &sp, w->line[a], w->step[a], w->stop[a]);
    }
    for (a = axes; a < 3u; a++) {
        w->origin[a] = FG_ZERO;
        w->line[a] = FG_ZERO;
        w->step[a] = FG_ZERO;
        w->speed[a] = FG_ZERO;
        w->cell[a] = 0;
        w->stop[a] = 1;
    }
    for (a = 0u; a < 3u; a++) {
        if ((a >= axes) || fg_eq(w->speed[a], FG_ZERO)) {
            w->t_next[a] = FG_ZERO;
            w->t_next_rem[a] = 0u;
            w->t_step[a] = FG_ZERO;
            w->t_step_rem[a] = 0u;
        }
    }
    w->max_t = fg_min(max_t, FG_ONE);
    w->t = frac_round(sp.in_num, sp.in_den);
    w->face = (uint8_t)face;
    w->axes = (uint8_t)axes;
    w->done = 0u;
    return FG_HIT;
}

/* The distance to axis a's next line: the numerator of its crossing t. */
static fg_scalar line_gap(const fg_grid_walk *w, unsigned a) { return fg_abs(fg_sub(w->line[a], w->origin[a])); }

/* Order of the next crossings of axes a and b (-1, 0, +1), exact: their rounded-down
 * quotients decide when they differ, the cross-multiplied gaps when they are equal. */
static int cross_cmp(const fg_grid_walk *w, unsigned a, unsigned b)
{
    int c;
    if (fg_lt(w->t_next[a], w->t_next[b])) {
        c = -1;
    } else if (fg_gt(w->t_next[a], w->t_next[b])) {
        c = 1;
    } else {
        c = frac_cmp(line_gap(w, a), w->speed[a], line_gap(w, b), w->speed[b]);
    }
    return c;
}

/* Is axis a's next crossing within the walk: t <= max_t moving toward +, t < max_t toward
 * - (after max_t no point of the new cell is on the segment)? q <= t < q + 1 LSB, exactly. */
static bool cross_in_range(const fg_grid_walk *w, unsigned a)
{
    bool below = fg_lt(w->t_next[a], w->max_t);
    bool at = fg_eq(w->t_next[a], w->max_t) && (w->t_next_rem[a] == 0u);
    return below || (at && fg_gt(w->step[a], FG_ZERO));
}

/* The moving axis whose next crossing's rounded-down t is below every other moving axis'
 * (then it alone crosses next, whatever the remainders); 3 when none moves or two share
 * the least quotient (walk_on_exact orders those). */
static unsigned earliest_alone(const fg_grid_walk *w)
{
    unsigned a, best = 3u;
    bool tie = false;
    for (a = 0u; a < w->axes; a++) {
        if (!fg_eq(w->speed[a], FG_ZERO)) {
            if ((best == 3u) || fg_lt(w->t_next[a], w->t_next[best])) {
                best = a;
                tie = false;
            } else if (fg_eq(w->t_next[a], w->t_next[best])) {
                tie = true;
            } else {
                /* a later crossing */
            }
        }
    }
    return tie ? 3u : best;
}

/* Cross axis a's next line: the next cell, line and crossing t (kept exactly as quotient
 * and remainder: no division). */
static void step_axis(fg_grid_walk *w, unsigned a)
{
    fg_tfrac next, step;
    w->cell[a] += fg_gt(w->step[a], FG_ZERO) ? 1 : -1;
    if (w->cell[a] == w->stop[a]) {
        w->done = 1u; /* left the grid */
    }
    w->line[a] = fg_add(w->line[a], w->step[a]);
    next.q = w->t_next[a];
    next.r = w->t_next_rem[a];
    step.q = w->t_step[a];
    step.r = w->t_step_rem[a];
    next = fg_tfrac_add(next, step, w->speed[a]);
    w->t_next[a] = next.q;
    w->t_next_rem[a] = next.r;
}

/* The rounded t of axis a's next crossing (0.5 LSB). */
static fg_scalar crossing_t(const fg_grid_walk *w, unsigned a)
{
    fg_tfrac now;
    now.q = w->t_next[a];
    now.r = w->t_next_rem[a];
    return fg_tfrac_round(now, w->speed[a]);
}

/* walk_next's general step: the earliest crossing in exact order and every axis crossing
 * at that same t in the same direction (ties are exact, so transitive; + before - at
 * equal t); done when no axis moves or the crossing is past the walk. */
static FG_NOINLINE void walk_on_exact(fg_grid_walk *w)
{
    unsigned a, best = 3u, face = 0u;
    for (a = 0u; a < w->axes; a++) {
        if (!fg_eq(w->speed[a], FG_ZERO)) {
            bool up = fg_gt(w->step[a], FG_ZERO);
            unsigned bit = (up ? 1u : 2u) << (2u * a);
            int c = (best == 3u) ? -1 : cross_cmp(w, a, best);
            if (c == 0) {
                if (up == fg_gt(w->step[best], FG_ZERO)) {
                    face |= bit;
                } else if (up) {
                    c = -1; /* + before - */
                } else {
                    /* - after +: not now */
                }
            }
            if (c < 0) {
                best = a;
                face = bit;
            }
        }
    }
    if ((best == 3u) || !cross_in_range(w, best)) {
        w->done = 1u;
        return;
    }
    w->t = crossing_t(w, best);
    for (a = 0u; a < w->axes; a++) {
        if ((face & (3u << (2u * a))) != 0u) {
            step_axis(w, a);
        }
    }
    w->face = (uint8_t)face;
}

/* Write the pending cell, then find the next: the earliest crossing (t, then + before -),
 * all axes crossing at that same instant together. */
static bool walk_next(fg_grid_walk *w, fg_grid_cell *cell)
{
    unsigned best;
    if ((w == NULL) || (w->done != 0u)) {
        return false;
    }
    if (cell != NULL) {
        cell->x = w->cell[0];
        cell->y = w->cell[1];
        cell->z = w->cell[2];
        cell->t = w->t;
        cell->face = w->face;
    }
    best = earliest_alone(w);
    if (best == 3u) {
        walk_on_exact(w);
    } else if (!cross_in_range(w, best)) {
        w->done = 1u;
    } else {
        w->t = crossing_t(w, best);
        w->face = (uint8_t)((fg_gt(w->step[best], FG_ZERO) ? 1u : 2u) << (2u * best));
        step_axis(w, best);
    }
    return true;
}

fg_result fg_grid2_walk_begin(fg_grid_walk *walk, const fg_grid2 *grid, const fg_segment2 *seg, fg_scalar max_t)
{
    if (walk != NULL) {
        walk->done = 1u;
    }
    if (fg_missing(walk) || fg_missing(grid) || fg_missing(seg)) {
        return fg_reject("fg_grid2_walk_begin");
    }
    if ((fg_segment2_ood(seg) | fg_vec2_ood(grid->origin)) != 0u) {
        return fg_reject("fg_grid2_walk_begin");
    }
    walk->origin[0] = seg->origin.x;
    walk->origin[1] = seg->origin.y;
    walk->speed[0] = seg->delta.x;
    walk->speed[1] = seg->delta.y;
    walk->line[0] = grid->origin.x;
    walk->line[1] = grid->origin.y;
    walk->step[0] = grid->cell_size.x;
    walk->step[1] = grid->cell_size.y;
    walk->stop[0] = grid->cells_x;
    walk->stop[1] = grid->cells_y;
    return walk_begin(walk, 2u, max_t, "fg_grid2_walk_begin");
}

fg_result fg_grid3_walk_begin(fg_grid_walk *walk, const fg_grid3 *grid, const fg_segment3 *seg, fg_scalar max_t)
{
    if (walk != NULL) {
        walk->done = 1u;
    }
    if (fg_missing(walk) || fg_missing(grid) || fg_missing(seg)) {
        return fg_reject("fg_grid3_walk_begin");
    }
    if ((fg_segment3_ood(seg) | fg_vec3_ood(grid->origin)) != 0u) {
        return fg_reject("fg_grid3_walk_begin");
    }
    walk->origin[0] = seg->origin.x;
    walk->origin[1] = seg->origin.y;
    walk->origin[2] = seg->origin.z;
    walk->speed[0] = seg->delta.x;
    walk->speed[1] = seg->delta.y;
    walk->speed[2] = seg->delta.z;
    walk->line[0] = grid->origin.x;
    walk->line[1] = grid->origin.y;
    walk->line[2] = grid->origin.z;
    walk->step[0] = grid->cell_size.x;
    walk->step[1] = grid->cell_size.y;
    walk->step[2] = grid->cell_size.z;
    walk->stop[0] = grid->cells_x;
    walk->stop[1] = grid->cells_y;
    walk->stop[2] = grid->cells_z;
    return walk_begin(walk, 3u, max_t, "fg_grid3_walk_begin");
}

bool fg_grid2_walk_next(fg_grid_walk *walk, fg_grid_cell *cell) { return walk_next(walk, cell); }

bool fg_grid3_walk_next(fg_grid_walk *walk, fg_grid_cell *cell) { return walk_next(walk, cell); }
