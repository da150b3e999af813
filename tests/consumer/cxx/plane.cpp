/* SPDX-License-Identifier: MIT */
// C++17: <fixgeom/fg_plane.h> alone compiles, and what it declares links (C linkage).
#include <fixgeom/fg_plane.h>

int use_plane()
{
    const fg_plane p = {{FG_C(0), FG_C(0), FG_C(2)}, FG_C(2)};
    fg_vec3 n{};
    return (fg_plane_unit_normal(&p, &n) == FG_OK && n.z == FG_ONE) ? 0 : 1;
}
