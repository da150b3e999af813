/* SPDX-License-Identifier: MIT */
/*
 * tilemap_main.c - print the tile-map view (tilemap.h), then one line per column for
 * tests/demo/tilemap_compare.py: "C col x y t_raw face cells".
 */
#include "tilemap.h"
#include "fg_port.h"

static void put_i(int32_t v)
{
    char buf[13];
    int i = 12;
    uint32_t u = (v < 0) ? (0u - (uint32_t)v) : (uint32_t)v;
    buf[i] = '\0';
    do {
        buf[--i] = (char)('0' + u % 10u);
        u /= 10u;
    } while (u != 0u);
    if (v < 0) buf[--i] = '-';
    fg_port_puts(&buf[i]);
}

int main(void)
{
    static tile_hit hits[TILE_COLS];
    static char line[TILE_COLS + 2];
    int c, r;
    fg_port_init();
    for (c = 0; c < TILE_COLS; c++) {
        hits[c] = tile_cast(c);
    }
    fg_port_puts("tilemap: raycaster view, one fg_grid2 walk per column (" FG_SCALAR_NAME ")\n");
    for (r = 0; r < TILE_ROWS; r++) {
        for (c = 0; c < TILE_COLS; c++) {
            line[c] = tile_pixel(&hits[c], r);
        }
        line[TILE_COLS] = '\n';
        line[TILE_COLS + 1] = '\0';
        fg_port_puts(line);
    }
    for (c = 0; c < TILE_COLS; c++) {
        fg_port_puts("C ");
        put_i(c);
        fg_port_puts(" ");
        put_i(hits[c].x);
        fg_port_puts(" ");
        put_i(hits[c].y);
        fg_port_puts(" ");
        put_i(hits[c].t_raw);
        fg_port_puts(" ");
        put_i((int32_t)hits[c].face);
        fg_port_puts(" ");
        put_i(hits[c].cells);
        fg_port_puts("\n");
    }
    return 0;
}
