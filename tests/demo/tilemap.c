/* SPDX-License-Identifier: MIT */
/* tilemap.c - the tile-map scene (tilemap.h). */
#include "tilemap.h"

/* y = 0 is the first row here; x grows to the right. */
static const char tile_map[TILE_MAP_H][TILE_MAP_W + 1] = {
    "################",
    "#..............#",
    "#..BB......#...#",
    "#..B.......#...#",
    "#..........#...#",
    "#.....#........#",
    "#.....#...BBB..#",
    "#..............#",
    "#.##...........#",
    "#.#.......B....#",
    "#....##........#",
    "#....#.....#...#",
    "#..........#...#",
    "#...B..........#",
    "#..............#",
    "################",
};

const char *tile_map_row(int y) { return tile_map[y]; }

static bool solid(int32_t x, int32_t y) { return tile_map[y][x] != '.'; }

/* The player stands at (1.5, 12.5) + a few LSB off the tile centre, looking along (4, -3);
 * the camera plane is (3, 4) * 2/3 (a 66 degree view). delta = 24 units along the view
 * axis for every column, so t is proportional to the perpendicular distance. */
#define TILE_K 1638 /* raw units per step of the integer direction below: 15 * 64 * K ~ 24 units */
void tile_segment_raw(int c, int32_t origin[2], int32_t delta[2])
{
    int32_t s = 2 * c - TILE_COLS + 1; /* -(COLS-1) .. COLS-1 */
    origin[0] = 65536 + 32768;
    origin[1] = 12 * 65536 + 32768;
    delta[0] = (4 * 3 * TILE_COLS + 3 * 2 * s) * TILE_K * 64 / TILE_COLS;
    delta[1] = (-3 * 3 * TILE_COLS + 4 * 2 * s) * TILE_K * 64 / TILE_COLS;
}

tile_hit tile_cast(int c)
{
    fg_grid2 g;
    fg_segment2 seg;
    fg_grid_walk w;
    fg_grid_cell cell;
    tile_hit h;
    int32_t o[2], d[2];
    tile_segment_raw(c, o, d);
    g.origin = fg_vec2_make(FG_ZERO, FG_ZERO);
    g.cell_size = fg_vec2_make(FG_ONE, FG_ONE);
    g.cells_x = TILE_MAP_W;
    g.cells_y = TILE_MAP_H;
    seg.origin = fg_vec2_make(fg_from_raw(o[0]), fg_from_raw(o[1]));
    seg.delta = fg_vec2_make(fg_from_raw(d[0]), fg_from_raw(d[1]));
    h.x = -1;
    h.y = -1;
    h.t_raw = 0;
    h.face = 0u;
    h.cells = 0;
    if (fg_grid2_walk_begin(&w, &g, &seg, FG_ONE) != FG_HIT) {
        return h;
    }
    while (fg_grid2_walk_next(&w, &cell)) { /* early exit at the first wall */
        h.cells++;
        if (solid(cell.x, cell.y)) {
            h.x = cell.x;
            h.y = cell.y;
            h.t_raw = fg_to_raw(cell.t);
            h.face = cell.face;
            break;
        }
    }
    return h;
}

/* Wall height in rows: proportional to 1 / t (t is the perpendicular distance over 24
 * units: rows = ROWS at 2 units), from t's raw value by integer arithmetic, the same in every build. */
static int32_t wall_rows(int32_t t_raw)
{
    int32_t r = (t_raw > 0) ? (int32_t)((int64_t)TILE_ROWS * 65536 / 12 / t_raw) : TILE_ROWS;
    return r > TILE_ROWS ? TILE_ROWS : r;
}

char tile_pixel(const tile_hit *h, int r)
{
    int32_t half = TILE_ROWS / 2, top, bottom;
    if (h->x < 0) {
        return (r >= half) ? '.' : ' ';
    }
    top = half - wall_rows(h->t_raw) / 2;
    bottom = half + (wall_rows(h->t_raw) + 1) / 2;
    if (r < top) return ' ';
    if (r >= bottom) return '.';
    /* shade by the face entered: x faces dark, y faces light, a corner step its own */
    if (h->face == (unsigned)FG_GRID_X_POS || h->face == (unsigned)FG_GRID_X_NEG) return '#';
    if (h->face == (unsigned)FG_GRID_Y_POS || h->face == (unsigned)FG_GRID_Y_NEG) return '=';
    return '+';
}
