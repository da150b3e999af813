/* SPDX-License-Identifier: MIT */
/*
 * accuracy.c - host program for `make accuracy`: runs every adapter over the large binary
 * vector files tests/gen/gen.py --accuracy writes, and writes the outputs for
 * tests/tools/accuracy.py to judge against the oracle. Built twice (Q16.16 and float) from
 * this one source; host only, so it uses stdio.
 * usage: accuracy DIR BUILDNAME   reads DIR/acc_<set>.in, writes DIR/acc_<set>.<BUILDNAME>.out
 */
#include <stdio.h>
#include <stdlib.h>
#include "acc.h"

int main(int argc, char **argv)
{
    unsigned e;
    char path[512];
    if (argc != 3) {
        fprintf(stderr, "usage: %s DIR BUILDNAME\n", argv[0]);
        return 2;
    }
    for (e = 0; e < acc_n_entries; e++) {
        int32_t hdr[3], in[64], out[TV_MAX_OUT];
        FILE *fi, *fo;
        int32_t c, k;
        snprintf(path, sizeof path, "%s/acc_%s.in", argv[1], acc_entries[e].name);
        fi = fopen(path, "rb");
        if (fi == NULL) {
            fprintf(stderr, "accuracy: missing %s\n", path);
            return 1;
        }
        if (fread(hdr, sizeof hdr, 1, fi) != 1 || hdr[0] > 64 || hdr[1] > TV_MAX_OUT) {
            fprintf(stderr, "accuracy: bad header in %s\n", path);
            return 1;
        }
        snprintf(path, sizeof path, "%s/acc_%s.%s.out", argv[1], acc_entries[e].name, argv[2]);
        fo = fopen(path, "wb");
        if (fo == NULL) return 1;
        for (c = 0; c < hdr[2]; c++) {
            if (fread(in, sizeof(int32_t), (size_t)hdr[0], fi) != (size_t)hdr[0]) return 1;
            for (k = 0; k < hdr[1]; k++) out[k] = 0;
            acc_entries[e].fn(in, out);
            if (fwrite(out, sizeof(int32_t), (size_t)hdr[1], fo) != (size_t)hdr[1]) return 1;
        }
        fclose(fi);
        fclose(fo);
    }
    return 0;
}
