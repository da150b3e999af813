/* SPDX-License-Identifier: MIT */
/*
 * fg_core.h (float build) - the exact core's interface over float: the same names and
 * meanings as lib/scalar/fix16/fg_core.h, computed the way a straightforward float
 * implementation would (one division or square root each, no exactness). See the Q16.16
 * header for each operation's contract.
 */
#ifndef FG_CORE_H
#define FG_CORE_H

#include "fg_wide.h"

typedef struct {
    fg_xwide den;
} fg_xrecip;

FG_INLINE void fg_xrecip_init(fg_xrecip *r, const fg_xwide *den) { r->den = *den; }
FG_INLINE void fg_wrecip_init(fg_xrecip *r, fg_wide den) { r->den = den; }
FG_INLINE fg_scalar fg_xrecip_q16(const fg_xrecip *r, const fg_xwide *num) { return (r->den != 0.0f) ? (*num / r->den) : 0.0f; }
FG_INLINE fg_wide fg_xrecip_q32(const fg_xrecip *r, const fg_xwide *num) { return (r->den != 0.0f) ? (*num / r->den) : 0.0f; }
FG_INLINE fg_scalar fg_xrecip_lerp(const fg_xrecip *r, fg_scalar o, fg_scalar d, const fg_xwide *num)
{
    return (r->den != 0.0f) ? (o + ((d * *num) / r->den)) : o;
}
FG_INLINE fg_scalar fg_wrecip_lerp(const fg_xrecip *r, fg_scalar o, fg_scalar d, fg_wide num)
{
    return fg_xrecip_lerp(r, o, d, &num);
}

#endif /* FG_CORE_H */
