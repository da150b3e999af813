/* SPDX-License-Identifier: MIT */
/* acc.h - the accuracy program's registry of adapters (generated acc_registry.c). */
#ifndef ACC_H
#define ACC_H
#include "tv.h"
typedef struct {
    const char *name;
    tv_fn fn;
} acc_entry;
extern const acc_entry acc_entries[];
extern const unsigned acc_n_entries;
#endif
