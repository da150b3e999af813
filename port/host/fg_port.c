/* SPDX-License-Identifier: MIT */
/* Host port: stdio stands in for semihosting. Only test programs link this; lib/ never does. */
#include <stdio.h>
#include <stdlib.h>
#include "fg_port.h"

#define MAX_FILES 4
static FILE *files[MAX_FILES];

void fg_port_init(void) { setvbuf(stdout, NULL, _IOLBF, 0); }
void fg_port_puts(const char *s) { fputs(s, stdout); }
void fg_port_exit(int status)
{
    fflush(stdout);
    exit(status);
}
int fg_port_fopen_write(const char *path)
{
    int h;
    for (h = 0; h < MAX_FILES; h++) {
        if (files[h] == NULL) {
            files[h] = fopen(path, "wb");
            return files[h] != NULL ? h : -1;
        }
    }
    return -1;
}
int fg_port_fwrite(int handle, const void *buf, size_t len)
{
    if (handle < 0 || handle >= MAX_FILES || files[handle] == NULL) return -1;
    return fwrite(buf, 1, len, files[handle]) == len ? 0 : -1;
}
void fg_port_fclose(int handle)
{
    if (handle < 0 || handle >= MAX_FILES || files[handle] == NULL) return;
    fclose(files[handle]);
    files[handle] = NULL;
}
