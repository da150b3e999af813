/* SPDX-License-Identifier: MIT */
/* Adapters: grid traversal (tests/gen/sets_grid.py). */
#include "tv.h"

/* The oracle's enumeration cap (sets_grid.py CAP): count reads CAP + 1 for "more". */
#define GRID_CAP 200u

/* The order-sensitive checksum sets_grid.py computes over the cells' indices and faces. */
static uint32_t mix(uint32_t h, int32_t v) { return h * 1000003u + (uint32_t)v; }

static void put_cell(int32_t *o, const fg_grid_cell *c, unsigned dim)
{
    o[0] = c->x;
    o[1] = c->y;
    if (dim == 3u) o[2] = c->z;
    o[dim] = fg_to_raw(c->t);
    o[dim + 1u] = (int32_t)c->face;
}

/* out: result, count, the first cell, the second (3D: its t and face), the last
 * enumerated, the checksum; zeros where there is no such cell. */
static void run_walk(fg_grid_walk *w, fg_result r, int32_t *out, unsigned dim)
{
    fg_grid_cell c;
    uint32_t n = 0u, h = 0u;
    unsigned second = 2u + dim + 2u, last = (dim == 2u) ? 10u : 9u, sum = 14u;
    out[0] = (int32_t)r;
    if (r != FG_HIT) return;
    while (n <= GRID_CAP && (dim == 2u ? fg_grid2_walk_next(w, &c) : fg_grid3_walk_next(w, &c))) {
        n++;
        if (n == 1u) put_cell(out + 2, &c, dim);
        if (n == 2u && dim == 2u) put_cell(out + second, &c, dim);
        if (n == 2u && dim == 3u) {
            out[second] = fg_to_raw(c.t);
            out[second + 1u] = (int32_t)c.face;
        }
        if (n <= GRID_CAP) {
            put_cell(out + last, &c, dim);
            h = mix(mix(h, c.x), c.y);
            if (dim == 3u) h = mix(h, c.z);
            h = mix(h, (int32_t)c.face);
        }
    }
    out[1] = (int32_t)n;
    out[sum] = (int32_t)h;
}

void tv_run_grid2_walk(const int32_t *in, int32_t *out)
{
    fg_grid2 g;
    fg_segment2 s;
    fg_grid_walk w;
    g.origin = tv_v2(in);
    g.cell_size = tv_v2(in + 2);
    g.cells_x = in[4];
    g.cells_y = in[5];
    s = tv_seg2(in + 6);
    run_walk(&w, fg_grid2_walk_begin(&w, &g, &s, fg_from_raw(in[10])), out, 2u);
}

void tv_run_grid3_walk(const int32_t *in, int32_t *out)
{
    fg_grid3 g;
    fg_segment3 s;
    fg_grid_walk w;
    g.origin = tv_v3(in);
    g.cell_size = tv_v3(in + 3);
    g.cells_x = in[6];
    g.cells_y = in[7];
    g.cells_z = in[8];
    s = tv_seg3(in + 9);
    run_walk(&w, fg_grid3_walk_begin(&w, &g, &s, fg_from_raw(in[15])), out, 3u);
}
