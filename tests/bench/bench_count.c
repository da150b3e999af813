/* SPDX-License-Identifier: MIT */
/*
 * bench_count.c - count executed instructions between two marker functions in a QEMU
 * exec trace, streaming (the trace is never stored).
 *
 * QEMU (7.2) run with -singlestep -d exec,nochain writes one line per executed
 * instruction:
 *     Trace 0: 0x7f1234567890 [00800400/0000019c/00000510/ff000201] symbol
 * where the second field in brackets is the PC. For every entry of the start marker, this
 * prints the number of lines from that entry (included) to the next entry of the stop
 * marker (excluded), one count per line, in order.
 *
 * usage: qemu ... -D /dev/fd/3 3>&1 >console | bench_count START_HEX STOP_HEX > counts
 * Exit status 0, or 1 on a malformed sequence (start twice, stop without start, a start
 * never stopped) or when no "Trace" line was seen (wrong QEMU options).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int parse_pc(const char *line, unsigned long *pc)
{
    const char *p = strchr(line, '[');
    char *end;
    if (p == NULL) {
        return 0;
    }
    p = strchr(p, '/');
    if (p == NULL) {
        return 0;
    }
    *pc = strtoul(p + 1, &end, 16);
    return end != p + 1 && *end == '/';
}

int main(int argc, char **argv)
{
    char line[1024];
    unsigned long start, stop, pc, lines = 0, pairs = 0, count = 0;
    int on = 0, bad = 0;

    if (argc != 3) {
        fprintf(stderr, "usage: %s START_HEX STOP_HEX < trace\n", argv[0]);
        return 2;
    }
    /* Thumb symbols may carry bit 0; PCs never do. */
    start = strtoul(argv[1], NULL, 16) & ~1ul;
    stop = strtoul(argv[2], NULL, 16) & ~1ul;

    while (fgets(line, sizeof line, stdin) != NULL) {
        if (strncmp(line, "Trace ", 6) != 0 || !parse_pc(line, &pc)) {
            continue;
        }
        lines++;
        if (pc == start) {
            if (on) {
                fprintf(stderr, "bench_count: start marker twice without stop (line %lu)\n", lines);
                bad = 1;
            }
            on = 1;
            count = 0;
        } else if (pc == stop) {
            if (!on) {
                fprintf(stderr, "bench_count: stop marker without start (line %lu)\n", lines);
                bad = 1;
            } else {
                printf("%lu\n", count);
                pairs++;
            }
            on = 0;
        }
        if (on) {
            count++;
        }
    }
    if (on) {
        fprintf(stderr, "bench_count: trace ended inside a measured region\n");
        bad = 1;
    }
    if (lines == 0) {
        fprintf(stderr, "bench_count: no 'Trace' lines (QEMU needs -singlestep -d exec,nochain)\n");
        bad = 1;
    }
    fprintf(stderr, "bench_count: %lu instructions traced, %lu measured calls\n", lines, pairs);
    return bad;
}
