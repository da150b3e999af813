/* SPDX-License-Identifier: MIT */
// C++17: <fixgeom/fg_scalar.h> alone compiles, and what it declares links (C linkage).
#include <fixgeom/fg_scalar.h>

int use_scalar()
{
    return (fg_mul(FG_C(1.5), FG_C(2)) == FG_C(3) && fg_to_int_round(FG_C(2.5)) == 3) ? 0 : 1;
}
