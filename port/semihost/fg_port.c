/* SPDX-License-Identifier: MIT */
/*
 * fg_port.c - fg_port.h over ARM semihosting, for every target that speaks it: Cortex-M
 * (bkpt 0xAB), ARMv4T (svc) and RISC-V (ebreak between two marker instructions). The trap
 * itself is the one per-core piece: fg_semihost_trap in port/<arch>/.
 *
 * A call passes the operation number and a pointer to (or for a few calls, the value of)
 * the argument; the result comes back. QEMU must run with
 * -semihosting-config enable=on,target=native.
 */
#include <stdint.h>
#include "fg_port.h"
#include "fg_semihost.h"

/* Semihosting operation numbers (ARM "Semihosting for AArch32 and AArch64"; RISC-V's
 * semihosting uses the same numbers and, on RV32, the same 32-bit argument blocks). */
enum {
    SYS_OPEN          = 0x01,
    SYS_CLOSE         = 0x02,
    SYS_WRITE0        = 0x04,
    SYS_WRITE         = 0x05,
    SYS_EXIT          = 0x18,
    SYS_EXIT_EXTENDED = 0x20
};

/* Reason code meaning "the application finished normally". */
#define ADP_STOPPED_APPLICATION_EXIT 0x20026u

/* SYS_OPEN mode index 5 is fopen()'s "wb". */
#define SH_MODE_WB 5u

static int semihost_call(int op, void *arg)
{
    return fg_semihost_trap(op, arg);
}

void fg_port_init(void)
{
}

void fg_port_puts(const char *s)
{
    /* SYS_WRITE0 takes the string itself, not a parameter block. */
    (void)semihost_call(SYS_WRITE0, (void *)(uintptr_t)s);
}

void fg_port_exit(int status)
{
    if (status == 0) {
        /* On 32-bit targets SYS_EXIT takes the reason code itself, not a block. */
        (void)semihost_call(SYS_EXIT, (void *)(uintptr_t)ADP_STOPPED_APPLICATION_EXIT);
    } else {
        /* SYS_EXIT_EXTENDED carries a status; a host process status keeps
         * only 8 bits, so make sure a failure never turns into 0. */
        uintptr_t block[2];
        uint32_t code = (uint32_t)status & 0xFFu;
        block[0] = ADP_STOPPED_APPLICATION_EXIT;
        block[1] = (code != 0u) ? code : 1u;
        (void)semihost_call(SYS_EXIT_EXTENDED, block);
        /* Fallback for hosts without the extension: any other reason code
         * makes QEMU exit with status 1. */
        (void)semihost_call(SYS_EXIT, (void *)(uintptr_t)0x20023u /* RunTimeErrorUnknown */);
    }
    for (;;) {
        /* Not reached under QEMU; without a debugger there is nowhere to go. */
    }
}

int fg_port_fopen_write(const char *path)
{
    uintptr_t block[3];
    size_t n = 0;
    while (path[n] != '\0') {
        n++;
    }
    block[0] = (uintptr_t)path;
    block[1] = SH_MODE_WB;
    block[2] = (uintptr_t)n; /* length excludes the NUL */
    return semihost_call(SYS_OPEN, block); /* -1 on failure */
}

int fg_port_fwrite(int handle, const void *buf, size_t len)
{
    uintptr_t block[3];
    block[0] = (uintptr_t)handle;
    block[1] = (uintptr_t)buf;
    block[2] = (uintptr_t)len;
    /* SYS_WRITE returns the number of bytes NOT written. */
    return (semihost_call(SYS_WRITE, block) == 0) ? 0 : -1;
}

void fg_port_fclose(int handle)
{
    uintptr_t block[1];
    block[0] = (uintptr_t)handle;
    (void)semihost_call(SYS_CLOSE, block);
}
