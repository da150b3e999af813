/* SPDX-License-Identifier: MIT */
// C++17: <fixgeom/fg_frustum.h> alone compiles, and what it declares links (C linkage).
#include <fixgeom/fg_frustum.h>

int use_frustum()
{
    fg_frustum f = {};
    for (int i = 0; i < 6; i++) f.planes[i].d = FG_C(-1); // dot(0, p) >= -1: all space inside
    const fg_sphere s = {{0, 0, 0}, FG_ONE};
    return fg_frustum_sphere_classify(&f, &s) == FG_CULL_INSIDE ? 0 : 1;
}
