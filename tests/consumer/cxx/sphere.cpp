/* SPDX-License-Identifier: MIT */
// C++17: <fixgeom/fg_sphere.h> alone compiles, and what it declares links (C linkage).
#include <fixgeom/fg_sphere.h>

int use_sphere()
{
    const fg_sphere a = {{FG_C(0), FG_C(0), FG_C(0)}, FG_C(1)};
    const fg_sphere b = {{FG_C(2), FG_C(0), FG_C(0)}, FG_C(1)};
    return (fg_sphere_sphere_overlap(&a, &b) == FG_HIT) ? 0 : 1; // touching balls overlap
}
