/* SPDX-License-Identifier: MIT */
// C++17: <fixgeom/fg_triangle.h> alone compiles, and what it declares links (C linkage).
#include <fixgeom/fg_triangle.h>

int use_triangle()
{
    const fg_triangle t = {{0, 0, 0}, {FG_C(9000), 0, 0}, {0, FG_ONE, 0}};
    return fg_triangle_in_domain(&t) ? 1 : 0; // 9000 units: outside
}
