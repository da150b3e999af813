/* SPDX-License-Identifier: MIT */
// C++17: <fixgeom/fg_aabb.h> alone compiles, and what it declares links (C linkage).
#include <fixgeom/fg_aabb.h>

int use_aabb()
{
    const fg_aabb2 a = {{FG_C(0), FG_C(0)}, {FG_C(2), FG_C(2)}};
    const fg_aabb2 b = {{FG_C(2), FG_C(1)}, {FG_C(3), FG_C(3)}};
    return fg_aabb2_aabb2_overlap(&a, &b) ? 0 : 1; // closed boxes sharing the edge x = 2
}
