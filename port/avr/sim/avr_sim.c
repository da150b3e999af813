/* SPDX-License-Identifier: MIT */
/*
 * avr_sim.c - host driver that runs an AVR image on libsimavr: the AVR port's "test
 * device" (port/avr/fg_port.c) and its cycle counter.
 *
 * usage: avr_sim -m MCU -f HZ [-c START STOP OUT [-s STACK_OUT]] [-l MAX_CYCLES] IMAGE.elf
 *   Console: every byte the image writes to GPIOR0 goes to stdout.
 *   Exit:    the byte it writes to GPIOR1 is the exit status; the run stops there.
 *            3 if the core crashed, 4 past MAX_CYCLES, 5 if it stopped without a status.
 *   -c:      START and STOP are byte addresses (hex, from nm) of two marker functions;
 *            for every entry of START, OUT gets one line: the cycles from that entry to
 *            the next entry of STOP (the AVR bench; as tests/bench/bench_count.c counts
 *            instructions in a QEMU trace). -s: likewise, the deepest the stack went
 *            during that interval, in bytes below the stack pointer at the START entry.
 * At the end, on stderr: the cycles run and the deepest stack seen (RAMEND - lowest SP).
 *
 * simavr executes one instruction per avr_run() call and adds that instruction's cycle
 * count from the datasheet tables (2-cycle multiply, 3-cycle ELPM, 5-cycle CALL/RET on
 * parts with a 3-byte PC, taken branches); flash has no wait states on AVR, so these are
 * the cycles the chip takes.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "sim_avr.h"
#include "sim_elf.h"
#include "sim_io.h"

/* Data-space addresses (I/O address + 0x20) of the registers the port uses. */
enum { ADDR_GPIOR0 = 0x3E, ADDR_GPIOR1 = 0x4A, ADDR_SPL = 0x5D, ADDR_SPH = 0x5E };

static int exit_status = -1;

static void console_write(avr_t *avr, avr_io_addr_t addr, uint8_t v, void *param)
{
    (void)param;
    avr->data[addr] = v;
    putchar(v);
}

static void exit_write(avr_t *avr, avr_io_addr_t addr, uint8_t v, void *param)
{
    (void)param;
    avr->data[addr] = v;
    exit_status = v;
}

static void usage(void)
{
    fprintf(stderr, "usage: avr_sim -m MCU -f HZ [-c START STOP OUT [-s STACK_OUT]] [-l MAX_CYCLES] IMAGE.elf\n");
    exit(2);
}

int main(int argc, char **argv)
{
    const char *mcu = NULL, *image = NULL, *count_out = NULL, *stack_out = NULL;
    unsigned long freq = 0, start = 0, stop = 0;
    unsigned long long max_cycles = 0, begin = 0;
    int i, measuring = 0, bad = 0;
    unsigned long calls = 0;
    elf_firmware_t fw;
    avr_t *avr;
    FILE *counts = NULL, *stacks = NULL;
    uint16_t lowest_sp = 0xFFFF, call_sp = 0, call_lowest = 0;
    int status, saved_stdout, loaded;

    for (i = 1; i < argc; i++) {
        if (strcmp(argv[i], "-m") == 0 && i + 1 < argc) {
            mcu = argv[++i];
        } else if (strcmp(argv[i], "-f") == 0 && i + 1 < argc) {
            freq = strtoul(argv[++i], NULL, 10);
        } else if (strcmp(argv[i], "-c") == 0 && i + 3 < argc) {
            start = strtoul(argv[++i], NULL, 16);
            stop = strtoul(argv[++i], NULL, 16);
            count_out = argv[++i];
        } else if (strcmp(argv[i], "-s") == 0 && i + 1 < argc) {
            stack_out = argv[++i];
        } else if (strcmp(argv[i], "-l") == 0 && i + 1 < argc) {
            max_cycles = strtoull(argv[++i], NULL, 10);
        } else if (argv[i][0] != '-' && image == NULL) {
            image = argv[i];
        } else {
            usage();
        }
    }
    if (mcu == NULL || freq == 0 || image == NULL) {
        usage();
    }
    memset(&fw, 0, sizeof fw);
    /* The ELF loader reports what it loaded on stdout, which is the image's console. */
    fflush(stdout);
    saved_stdout = dup(1);
    if (saved_stdout < 0 || freopen("/dev/null", "w", stdout) == NULL) {
        return 2;
    }
    loaded = elf_read_firmware(image, &fw);
    fflush(stdout);
    if (dup2(saved_stdout, 1) < 0) {
        return 2;
    }
    close(saved_stdout);
    if (loaded != 0) {
        fprintf(stderr, "avr_sim: cannot read %s\n", image);
        return 2;
    }
    avr = avr_make_mcu_by_name(mcu);
    if (avr == NULL) {
        fprintf(stderr, "avr_sim: simavr has no core '%s'\n", mcu);
        return 2;
    }
    avr_init(avr);
    avr->log = 0; /* no simavr chatter on the console */
    saved_stdout = dup(1);
    if (saved_stdout < 0 || freopen("/dev/null", "w", stdout) == NULL) {
        return 2;
    }
    avr_load_firmware(avr, &fw);
    fflush(stdout);
    if (dup2(saved_stdout, 1) < 0) {
        return 2;
    }
    close(saved_stdout);
    avr->frequency = (uint32_t)freq;
    avr_register_io_write(avr, ADDR_GPIOR0, console_write, NULL);
    avr_register_io_write(avr, ADDR_GPIOR1, exit_write, NULL);
    if ((count_out != NULL && (counts = fopen(count_out, "w")) == NULL) ||
        (stack_out != NULL && (count_out == NULL || (stacks = fopen(stack_out, "w")) == NULL))) {
        fprintf(stderr, "avr_sim: cannot write %s\n", stack_out != NULL ? stack_out : count_out);
        return 2;
    }

    for (;;) {
        int state = avr_run(avr);
        uint16_t sp = (uint16_t)(avr->data[ADDR_SPL] | (avr->data[ADDR_SPH] << 8));
        if (sp < lowest_sp) {
            lowest_sp = sp;
        }
        if (counts != NULL) {
            if (avr->pc == start) {
                if (measuring) {
                    fprintf(stderr, "avr_sim: start marker twice without stop\n");
                    bad = 1;
                }
                measuring = 1;
                begin = avr->cycle;
                call_sp = call_lowest = sp;
            } else if (avr->pc == stop && measuring) {
                fprintf(counts, "%llu\n", (unsigned long long)(avr->cycle - begin));
                if (stacks != NULL) {
                    fprintf(stacks, "%u\n", (unsigned)(call_sp - call_lowest));
                }
                measuring = 0;
                calls++;
            } else if (measuring && sp < call_lowest) {
                call_lowest = sp;
            }
        }
        if (exit_status >= 0) {
            status = exit_status;
            break;
        }
        if (state == cpu_Crashed) {
            fprintf(stderr, "avr_sim: the core crashed at pc 0x%05x\n", (unsigned)avr->pc);
            status = 3;
            break;
        }
        if (state == cpu_Done) {
            fprintf(stderr, "avr_sim: stopped at pc 0x%05x without an exit status\n", (unsigned)avr->pc);
            status = 5;
            break;
        }
        if (max_cycles != 0 && avr->cycle > max_cycles) {
            fprintf(stderr, "avr_sim: over %llu cycles, stopped at pc 0x%05x\n", max_cycles, (unsigned)avr->pc);
            status = 4;
            break;
        }
    }
    fflush(stdout);
    if (stacks != NULL) {
        fclose(stacks);
    }
    if (counts != NULL) {
        fclose(counts);
        if (measuring || bad) {
            fprintf(stderr, "avr_sim: unbalanced markers\n");
            if (status == 0) {
                status = 1;
            }
        }
    }
    fprintf(stderr, "avr_sim: %s: %" PRI_avr_cycle_count " cycles, deepest stack %u bytes\n", mcu,
            avr->cycle, (unsigned)(avr->ramend - lowest_sp));
    if (counts != NULL) {
        fprintf(stderr, "avr_sim: %lu measured calls\n", calls);
    }
    avr_terminate(avr);
    return status;
}
