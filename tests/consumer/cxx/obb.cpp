/* SPDX-License-Identifier: MIT */
// C++17: <fixgeom/fg_obb.h> alone compiles, and what it declares links (C linkage).
#include <fixgeom/fg_obb.h>

int use_obb()
{
    const fg_obb3 box = {{{FG_C(-1), FG_C(-1), FG_C(-1)}, {FG_C(1), FG_C(1), FG_C(1)}},
                         {{FG_ONE, 0, 0}, {0, FG_ONE, 0}, {0, 0, FG_ONE}}, {0, 0, 0}};
    return fg_obb3_in_domain(&box) ? 0 : 1;
}
