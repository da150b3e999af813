/* SPDX-License-Identifier: MIT */
// C++17: <fixgeom/fg_config.h> alone compiles, and what it declares links (C linkage).
#include <fixgeom/fg_config.h>

int use_config()
{
    // macros only: the defaults must be usable from C++
    return (FG_CHECK_DOMAIN == 1 && FG_DOMAIN_UNITS == 8192 && FG_BATCH_MAX == 4096u) ? 0 : 1;
}
