/* SPDX-License-Identifier: MIT */
// C++17: <fixgeom/fg_capsule.h> alone compiles, and what it declares links (C linkage).
#include <fixgeom/fg_capsule.h>

int use_capsule()
{
    const fg_capsule2 cap = {{0, 0}, {4 * FG_ONE, 0}, FG_ONE};
    const fg_circle touching = {{2 * FG_ONE, 2 * FG_ONE}, FG_ONE}; // 2 from the axis: radii 1 + 1
    fg_vec2 on_axis;
    if (fg_capsule2_circle_overlap(&cap, &touching, &on_axis) != FG_HIT) return 1;
    const fg_capsule3 pill = {{0, 0, 0}, {4 * FG_ONE, 0, 0}, FG_ONE};
    const fg_segment3 down = {{2 * FG_ONE, 0, 3 * FG_ONE}, {0, 0, -4 * FG_ONE}};
    fg_hit3 hit;
    if (fg_segment3_capsule3_raycast(&down, &pill, FG_ONE, &hit) != FG_HIT || hit.t != FG_ONE / 2) return 1;
    return (on_axis.x == 2 * FG_ONE && on_axis.y == 0) ? 0 : 1;
}
