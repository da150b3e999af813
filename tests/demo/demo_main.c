/* SPDX-License-Identifier: MIT */
/*
 * demo_main.c - render the scene and write it to the host, then print the obstacle fan.
 * Files (through semihosting on a board, stdio on the host), in the current folder:
 *   demo_<build>.ppm   the image (P6)
 *   demo_<build>.px    per pixel: object id (1 byte), shade (1 byte), t raw (4 bytes, LE)
 * <build> is "q16" or "float". tests/demo/compare.py turns them into PNGs and compares.
 */
#include "scene.h"
#include "fg_port.h"

#ifndef DEMO_BUILD
#define DEMO_BUILD "q16"
#endif

/* Markers for instruction counting (the DEMO_COUNT_ROW image): tests/bench/bench_count
 * counts the instructions from each entry of demo_mark_begin to the next demo_mark_end. */
__attribute__((noinline)) void demo_mark_begin(void);
__attribute__((noinline)) void demo_mark_end(void);
__attribute__((noinline)) void demo_mark_begin(void) { __asm__ volatile(""); }
__attribute__((noinline)) void demo_mark_end(void) { __asm__ volatile(""); }

#ifndef DEMO_COUNT_ROW
static void put_u(uint32_t v)
{
    char buf[12];
    int i = 11;
    buf[i] = '\0';
    do {
        buf[--i] = (char)('0' + v % 10u);
        v /= 10u;
    } while (v != 0u);
    fg_port_puts(&buf[i]);
}
#endif

#define DEMO_STR2(x) #x
#define DEMO_STR(x) DEMO_STR2(x)
#define ROW_BYTES (DEMO_W * 3)
#ifdef DEMO_COUNT_ROW
/* Count only: the middle row, one marked call per primary segment (shadow included). */
int main(void)
{
    int x;
    uint32_t hits = 0;
    demo_scene_init();
    for (x = 0; x < DEMO_W; x++) {
        demo_pixel p;
        demo_mark_begin();
        p = demo_trace(x, DEMO_H / 2);
        demo_mark_end();
        hits += p.object != 0;
    }
    fg_port_puts("E 0\n");
    return hits != 0u ? 0 : 1;
}
#else
int main(void)
{
    static uint8_t row[ROW_BYTES];
    static uint8_t pxrow[DEMO_W * 6];
    static char map[24 * 49];
    int x, y, img, pxf, hits = 0;
    static const char header[] = "P6\n" DEMO_STR(DEMO_W) " " DEMO_STR(DEMO_H) "\n255\n";
    fg_port_init();
    demo_scene_init();
    img = fg_port_fopen_write("demo_" DEMO_BUILD ".ppm");
    pxf = fg_port_fopen_write("demo_" DEMO_BUILD ".px");
    if (img < 0 || pxf < 0) {
        fg_port_puts("demo: cannot open output files\n");
        return 1;
    }
    (void)fg_port_fwrite(img, header, sizeof header - 1u);
    fg_port_puts("demo: rendering " DEMO_STR(DEMO_W) "x" DEMO_STR(DEMO_H) " (" FG_SCALAR_NAME ")\n");
    for (y = 0; y < DEMO_H; y++) {
        for (x = 0; x < DEMO_W; x++) {
            demo_pixel p;
            uint32_t t = 0;
            p = demo_trace(x, y);
            hits += p.object != 0;
            /* colour = object colour * shade/255 */
            row[3 * x + 0] = (uint8_t)((demo_color(p.object)[0] * p.shade) / 255);
            row[3 * x + 1] = (uint8_t)((demo_color(p.object)[1] * p.shade) / 255);
            row[3 * x + 2] = (uint8_t)((demo_color(p.object)[2] * p.shade) / 255);
            t = (uint32_t)p.t_raw;
            pxrow[6 * x + 0] = p.object;
            pxrow[6 * x + 1] = p.shade;
            pxrow[6 * x + 2] = (uint8_t)t;
            pxrow[6 * x + 3] = (uint8_t)(t >> 8);
            pxrow[6 * x + 4] = (uint8_t)(t >> 16);
            pxrow[6 * x + 5] = (uint8_t)(t >> 24);
        }
        (void)fg_port_fwrite(img, row, sizeof row);
        (void)fg_port_fwrite(pxf, pxrow, sizeof pxrow);
    }
    fg_port_fclose(img);
    fg_port_fclose(pxf);
    fg_port_puts("demo: ");
    put_u((uint32_t)hits);
    fg_port_puts(" of " DEMO_STR(DEMO_W) "x" DEMO_STR(DEMO_H) " primary segments hit something\n\n");
    fg_port_puts("obstacle fan: 32 segments of 12 units from the robot R, nearest box by\n"
                 "fg_segment2_aabb2_batch_nearest; digits = distance in whole units\n");
    demo_fan_map(map, 48, 24);
    map[24 * 49 - 1] = '\0';
    fg_port_puts(map);
    fg_port_puts("\n");
    return 0;
}
#endif
