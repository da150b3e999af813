/* SPDX-License-Identifier: MIT */
/* fg_port.h (host) - console, exit status and file output for the test programs.
 * Same interface as port/cortex-m/fg_port.h; chosen by include path. */
#ifndef FG_PORT_H
#define FG_PORT_H
#include <stddef.h>
void fg_port_init(void);
void fg_port_puts(const char *s);
void fg_port_exit(int status) __attribute__((noreturn));
int fg_port_fopen_write(const char *path);
int fg_port_fwrite(int handle, const void *buf, size_t len);
void fg_port_fclose(int handle);
#endif
