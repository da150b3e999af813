/* SPDX-License-Identifier: MIT */
/*
 * gba_main.c - the demo scene (tests/demo/scene.c) on the Game Boy Advance: every pixel a
 * fixgeom call chain in Q16.16 on the ARM7TDMI, drawn into the mode-3 framebuffer (240x160,
 * 15-bit BGR) row by row, centred in a dark frame. When the image is done,
 * gba_demo_state holds GBA_DEMO_DONE and gba_demo_hits the number of primary segments
 * that hit something: port/gba/sim/gba_check.c reads both.
 */
#include <stdint.h>
#include "scene.h"

#define REG_DISPCNT (*(volatile uint16_t *)0x04000000u)
#define REG_WAITCNT (*(volatile uint16_t *)0x04000204u)
#define VRAM ((volatile uint16_t *)0x06000000u)
#define SCREEN_W 240
#define SCREEN_H 160
#define LEFT ((SCREEN_W - DEMO_W) / 2)
#define TOP ((SCREEN_H - DEMO_H) / 2)
#define GBA_DEMO_DONE 0x600DF00Du

volatile uint32_t gba_demo_state;
volatile uint32_t gba_demo_hits;

static uint16_t bgr555(unsigned r, unsigned g, unsigned b)
{
    return (uint16_t)((r >> 3) | ((g >> 3) << 5) | ((b >> 3) << 10));
}

int main(void)
{
    int x, y;
    uint32_t hits = 0;
    /* ROM wait states 3/1 with the prefetch buffer (the usual cartridge setting; the
     * power-on value is the slowest) */
    REG_WAITCNT = 0x4317u;
    REG_DISPCNT = 3u | (1u << 10); /* mode 3, background 2 on */
    for (y = 0; y < SCREEN_H; y++) {
        for (x = 0; x < SCREEN_W; x++) {
            VRAM[y * SCREEN_W + x] = bgr555(40u, 40u, 40u);
        }
    }
    demo_scene_init();
    for (y = 0; y < DEMO_H; y++) {
        for (x = 0; x < DEMO_W; x++) {
            demo_pixel p = demo_trace(x, y);
            const uint8_t *c = demo_color(p.object);
            /* the 8-bit colour exactly as demo_main.c computes it, then its top 5 bits */
            unsigned r = (c[0] * p.shade) / 255u, g = (c[1] * p.shade) / 255u, b = (c[2] * p.shade) / 255u;
            VRAM[(TOP + y) * SCREEN_W + LEFT + x] = bgr555(r, g, b);
            hits += p.object != 0u;
        }
    }
    gba_demo_hits = hits;
    gba_demo_state = GBA_DEMO_DONE;
    for (;;) {
        /* the picture stays on screen */
    }
}
