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

/* Signs of a fraction comparison: num_a / den_a - num_b / den_b (den_a, den_b > 0). */
static int frac_cmp(fg_scalar num_a, fg_scalar den_a, fg_scalar num_b, fg_scalar den_b)
{
    return fg_wsign(fg_wsub(fg_wmul(num_a, den_b), fg_wmul(num_b, den_a)));
}

/* num / den rounded to nearest (0.5 LSB), den > 0. */
static fg_scalar frac_round(fg_scalar num, fg_scalar den)
{
    fg_xwide xn = fg_xwide_from(fg_wide_from(num));
    fg_xwide xd = fg_xwide_from(fg_wide_from(den));
    return fg_xratio(&xn, &xd);
}

/* Sign of (p + d * num / den) - line, exact (den > 0). */
static int point_cmp(fg_scalar p, fg_scalar d, fg_scalar num, fg_scalar den, fg_scalar line)
{
    return fg_wsign(fg_wsub(fg_wmul(d, num), fg_wmul(fg_sub(line, p), den)));
}

/* The entry interval [t_in, t_out] of the segment in the half-open grid box, each end a
 * fraction with an open flag (an open end is not attained). */
typedef struct {
    fg_scalar in_num, in_den, out_num, out_den;
    bool in_open, out_open;
} grid_span;

/* Narrow the span by one axis; false when the axis alone excludes every t. */
static bool span_axis(grid_span *sp, fg_scalar p, fg_scalar d, fg_scalar lo, fg_scalar hi)
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
static unsigned first_cell_axis(fg_grid_walk *w, unsigned a, const grid_span *sp, fg_scalar lo, fg_scalar size,
                                int32_t n)
{
    fg_scalar p = w->origin[a], d = w->speed[a], line, next;
    fg_scalar x = fg_eq(sp->in_num, FG_ZERO) ? p
                                             : fg_lerp_frac(p, d, fg_wide_from(sp->in_num), fg_wide_from(sp->in_den));
    int32_t k = fg_floor_div(fg_sub(x, lo), size);
    int c;
    unsigned face = 0u;
    k = (k < 0) ? 0 : ((k >= n) ? (n - 1) : k);
    line = fg_grid_line(lo, size, k);
    c = point_cmp(p, d, sp->in_num, sp->in_den, line);
    if (c < 0) {
        k--;
        line = fg_grid_line(lo, size, k);
        c = point_cmp(p, d, sp->in_num, sp->in_den, line);
    } else {
        next = fg_add(line, size);
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
    w->max_t = fg_min(max_t, FG_ONE);
    w->t = frac_round(sp.in_num, sp.in_den);
    w->face = (uint8_t)face;
    w->axes = (uint8_t)axes;
    w->done = 0u;
    return FG_HIT;
}

/* The distance to axis a's next line: the numerator of its crossing t. */
static fg_scalar line_gap(const fg_grid_walk *w, unsigned a) { return fg_abs(fg_sub(w->line[a], w->origin[a])); }

/* Write the pending cell, then find the next: the earliest crossing (t, then + before -),
 * all axes crossing at that same instant together. */
static bool walk_next(fg_grid_walk *w, fg_grid_cell *cell)
{
    unsigned a, best = 3u, face = 0u;
    fg_scalar best_gap = FG_ZERO;
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
    for (a = 0u; a < w->axes; a++) {
        if (!fg_eq(w->speed[a], FG_ZERO)) {
            fg_scalar gap = line_gap(w, a);
            int c = (best == 3u) ? -1 : frac_cmp(gap, w->speed[a], best_gap, w->speed[best]);
            if ((c < 0) || ((c == 0) && fg_gt(w->step[a], FG_ZERO) && fg_lt(w->step[best], FG_ZERO))) {
                best = a;
                best_gap = gap;
            }
        }
    }
    /* a + step is taken at t <= max_t, a - step only before max_t (after it, no point) */
    if ((best == 3u) ||
        (frac_cmp(best_gap, w->speed[best], w->max_t, FG_ONE) > (fg_gt(w->step[best], FG_ZERO) ? 0 : -1))) {
        w->done = 1u;
        return true;
    }
    for (a = 0u; a < w->axes; a++) {
        if (!fg_eq(w->speed[a], FG_ZERO) && (fg_gt(w->step[a], FG_ZERO) == fg_gt(w->step[best], FG_ZERO)) &&
            (frac_cmp(line_gap(w, a), w->speed[a], best_gap, w->speed[best]) == 0)) {
            bool up = fg_gt(w->step[a], FG_ZERO);
            w->cell[a] += up ? 1 : -1;
            if (w->cell[a] == w->stop[a]) {
                w->done = 1u; /* left the grid */
            }
            w->line[a] = fg_add(w->line[a], w->step[a]);
            face |= (up ? 1u : 2u) << (2u * a);
        }
    }
    w->t = frac_round(best_gap, w->speed[best]);
    w->face = (uint8_t)face;
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
