/* SPDX-License-Identifier: MIT */
// C++17: <fixgeom/fg_line.h> alone compiles, and what it declares links (C linkage).
#include <fixgeom/fg_line.h>

int use_line()
{
    const fg_line2 x1 = {{FG_C(1), FG_C(0)}, FG_C(1)}; // x = 1
    const fg_line2 y2 = {{FG_C(0), FG_C(1)}, FG_C(2)}; // y = 2
    fg_vec2 p{};
    return (fg_line2_line2_intersect(&x1, &y2, &p) == FG_LINES_POINT && p.x == FG_ONE && p.y == FG_C(2)) ? 0 : 1;
}
