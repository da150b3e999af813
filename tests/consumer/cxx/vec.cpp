/* SPDX-License-Identifier: MIT */
// C++17: <fixgeom/fg_vec.h> alone compiles, and what it declares links (C linkage).
#include <fixgeom/fg_vec.h>

int use_vec()
{
    return (fg_vec2_dot(fg_vec2_make(FG_C(1), FG_C(2)), fg_vec2_make(FG_C(3), FG_C(4))) == FG_C(11)) ? 0 : 1;
}
