/* SPDX-License-Identifier: MIT */
// C++17: <fixgeom/fg_types.h> alone compiles, and what it declares links (C linkage).
#include <fixgeom/fg_types.h>

int use_types()
{
    const fg_hit3 hit{};
    return (hit.t == 0 && FG_REJECTED == -1 && FG_SIDE_REJECTED == 2) ? 0 : 1;
}
