/* SPDX-License-Identifier: MIT */
// C++17: <fixgeom/fg_capsule.h> alone compiles, and what it declares links (C linkage).
#include <fixgeom/fg_capsule.h>

int use_capsule()
{
    const fg_capsule2 cap = {{0, 0}, {4 * FG_ONE, 0}, FG_ONE};
    const fg_circle touching = {{2 * FG_ONE, 2 * FG_ONE}, FG_ONE}; // 2 from the axis: radii 1 + 1
    fg_vec2 on_axis;
    if (fg_capsule2_circle_overlap(&cap, &touching, &on_axis) != FG_HIT) return 1;
    return (on_axis.x == 2 * FG_ONE && on_axis.y == 0) ? 0 : 1;
}
