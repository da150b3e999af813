/* SPDX-License-Identifier: MIT */
/*
 * tilemap.h - the tile-map scene: a Wolfenstein-style raycaster view, every column one
 * fg_grid2 walk to the first solid tile. Written once against fixgeom's API: the Q16.16
 * build runs it on the board, the host float build runs the same source.
 */
#ifndef DEMO_TILEMAP_INCLUDED
#define DEMO_TILEMAP_INCLUDED

#include <stdint.h>
#include "fixgeom.h"

#ifndef TILE_COLS
#define TILE_COLS 64 /* screen columns, one walk each */
#endif
#ifndef TILE_ROWS
#define TILE_ROWS 20 /* screen rows */
#endif
#define TILE_MAP_W 16
#define TILE_MAP_H 16

/* What column c's walk found: the wall tile, the entry t (raw Q16.16) and the face bits;
 * x = -1 when the segment (24 units) reaches no wall. */
typedef struct {
    int32_t x, y;
    int32_t t_raw;
    unsigned face;
    int32_t cells; /* cells visited, the wall included */
} tile_hit;

/* Column c's segment, from integers only so every build walks exactly the same segment. */
void tile_segment_raw(int c, int32_t origin[2], int32_t delta[2]);
tile_hit tile_cast(int c);
/* The map row y (TILE_MAP_W chars, '#' or 'B' solid, '.' empty); y = 0 is the bottom. */
const char *tile_map_row(int y);
/* The column's character at screen row r: ceiling ' ', wall shaded by face, floor '.'. */
char tile_pixel(const tile_hit *h, int r);

#endif
