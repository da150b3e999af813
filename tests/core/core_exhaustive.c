/* SPDX-License-Identifier: MIT */
/* core_exhaustive.c - the 32-bit primitives of the exact core over their whole input
 * space: fg_recip32 for every normalised divisor (2^31 of them), and fg_recip32_est's
 * documented bound (2^64 - d (2^32 + v) in [-510 2^32, 16767 2^32]), fg_isqrt64n at both
 * sides of every root boundary (s^2 - 1, s^2 and s^2 + 2s for every 32-bit root s >= 2^31),
 * against tests/core/core_ref.h. Host only; `make core-exhaustive` runs it on every
 * FG_CORE_PATH. Prints "N passed, N failed". */
#include <stdio.h>
#include "fg_core.h"
#include "fg_arith.h"
#include "core_ref.h"

int main(void)
{
    unsigned long long passed = 0, failed = 0;
    uint64_t s;
    uint32_t d = 0x80000000u;
    for (;;) {
        if (fg_recip32(d) == ref_recip32(d)) {
            passed++;
        } else if (failed++ < 10) {
            printf("fg_recip32(0x%08x) = 0x%08x, want 0x%08x\n", d, fg_recip32(d), ref_recip32(d));
        }
        {
            uint32_t v = fg_recip32_est(d);
            ref_i128 e = ((ref_i128)1 << 64) - ((ref_i128)d * (((ref_i128)1 << 32) + v));
            if ((e >= -((ref_i128)510 << 32)) && (e <= ((ref_i128)16767 << 32))) {
                passed++;
            } else if (failed++ < 10) {
                printf("fg_recip32_est(0x%08x) = 0x%08x: outside its bound\n", d, v);
            }
        }
        if (d == 0xFFFFFFFFu) break;
        d++;
    }
    for (s = (uint64_t)1 << 31; s <= 0xFFFFFFFFu; s++) {
        uint64_t sq = s * s, x[3] = {sq - 1u, sq, sq + 2u * s};
        unsigned k;
        for (k = (s == ((uint64_t)1 << 31)) ? 1u : 0u; k < 3u; k++) { /* 2^62 - 1 is below the domain */
            uint64_t rem = 0, want = (k == 0u) ? s - 1u : s;
            uint32_t r = fg_isqrt64n(x[k], &rem);
            if (r == want && rem == x[k] - want * want) {
                passed++;
            } else if (failed++ < 10) {
                printf("fg_isqrt64n(0x%016llx) = 0x%08x rem %llu, want 0x%08llx\n", (unsigned long long)x[k], r,
                       (unsigned long long)rem, (unsigned long long)want);
            }
        }
    }
    printf("%llu passed, %llu failed\n", passed, failed);
    return failed != 0;
}
