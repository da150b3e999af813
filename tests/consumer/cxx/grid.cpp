/* SPDX-License-Identifier: MIT */
// C++17: <fixgeom/fg_grid.h> alone compiles, and what it declares links (C linkage).
#include <fixgeom/fg_grid.h>

int use_grid()
{
    const fg_grid2 g = {{0, 0}, {FG_ONE, FG_ONE}, 4, 4};
    const fg_segment2 s = {{FG_ONE / 2, FG_ONE / 2}, {3 * FG_ONE, 0}};
    fg_grid_walk w;
    fg_grid_cell c;
    int cells = 0;
    if (fg_grid2_walk_begin(&w, &g, &s, FG_ONE) != FG_HIT) return 1;
    while (fg_grid2_walk_next(&w, &c)) cells++;
    return cells == 4 ? 0 : 1; // x = 0.5 .. 3.5: cells 0, 1, 2, 3
}
