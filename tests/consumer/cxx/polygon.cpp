/* SPDX-License-Identifier: MIT */
// C++17: <fixgeom/fg_polygon.h> alone compiles, and what it declares links (C linkage).
#include <fixgeom/fg_polygon.h>

int use_polygon()
{
    const fg_vec2 v[3] = {{0, 0}, {FG_ONE, 0}, {0, FG_ONE}};
    const fg_poly2 tri = {v, 3};
    const fg_vec2 p = {FG_ONE / 4, FG_ONE / 4};
    return fg_poly2_contains_point(&tri, p) == FG_HIT ? 0 : 1;
}
