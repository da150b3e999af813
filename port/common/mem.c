/* SPDX-License-Identifier: MIT */
/*
 * mem.c - the four mem* functions gcc may call even in freestanding code
 * (struct copies and initialisers), since we link without a C library.
 *
 * gcc recognises byte loops as memcpy/memset patterns and would replace the
 * loops below with calls to the very functions being defined (infinite
 * recursion); the optimize attribute switches that transformation off.
 */
#include <stddef.h>

#define FG_NO_PATTERNS __attribute__((optimize("no-tree-loop-distribute-patterns")))

void *memcpy(void *restrict dst, const void *restrict src, size_t n);
void *memmove(void *dst, const void *src, size_t n);
void *memset(void *dst, int c, size_t n);
int memcmp(const void *a, const void *b, size_t n);

FG_NO_PATTERNS void *memcpy(void *restrict dst, const void *restrict src, size_t n)
{
    unsigned char *d = dst;
    const unsigned char *s = src;
    while (n-- != 0u) {
        *d++ = *s++;
    }
    return dst;
}

FG_NO_PATTERNS void *memmove(void *dst, const void *src, size_t n)
{
    unsigned char *d = dst;
    const unsigned char *s = src;
    if (d < s) {
        while (n-- != 0u) {
            *d++ = *s++;
        }
    } else if (d > s) {
        /* Overlap with dst above src: copy from the end. */
        d += n;
        s += n;
        while (n-- != 0u) {
            *--d = *--s;
        }
    }
    return dst;
}

FG_NO_PATTERNS void *memset(void *dst, int c, size_t n)
{
    unsigned char *d = dst;
    unsigned char v = (unsigned char)c;
    while (n-- != 0u) {
        *d++ = v;
    }
    return dst;
}

FG_NO_PATTERNS int memcmp(const void *a, const void *b, size_t n)
{
    const unsigned char *p = a;
    const unsigned char *q = b;
    for (; n != 0u; n--, p++, q++) {
        if (*p != *q) {
            return (int)*p - (int)*q;
        }
    }
    return 0;
}
