/* SPDX-License-Identifier: MIT */
/* Forced in (-include) by `make nointrinsics-check` once lib/ has its FG_NO_INTRINSICS
 * fallback: any count-leading-zeros builtin left in a FG_NO_INTRINSICS build is then a
 * compile error, so the portable path is the one tested. */
#pragma GCC poison __builtin_clz __builtin_clzl __builtin_clzll
