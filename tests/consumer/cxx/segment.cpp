/* SPDX-License-Identifier: MIT */
// C++17: <fixgeom/fg_segment.h> alone compiles, and what it declares links (C linkage).
#include <fixgeom/fg_segment.h>

int use_segment()
{
    const fg_aabb2 box = {{FG_C(0), FG_C(0)}, {FG_C(1), FG_C(1)}};
    const fg_segment2 seg = {{FG_C(-1), FG_C(0.5)}, {FG_C(2), FG_C(0)}};
    fg_hit2 hit{};
    return (fg_segment2_aabb2_raycast(&seg, &box, FG_ONE, &hit) == FG_HIT && hit.t == FG_HALF) ? 0 : 1;
}
