/* SPDX-License-Identifier: MIT */
// C++17: <fixgeom/fixgeom.h> alone compiles, and what it declares links (C linkage).
#include <fixgeom/fixgeom.h>

int use_fixgeom()
{
    static_assert(FG_VERSION_MAJOR == 1, "version");
    const fg_vec3 v = fg_vec3_make(FG_C(3), FG_C(4), FG_C(0));
    return (fg_vec3_length(v) == FG_C(5)) ? 0 : 1;
}
