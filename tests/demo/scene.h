/* SPDX-License-Identifier: MIT */
/*
 * scene.h - the demo scene, written once against fixgeom's API: the Q16.16 build renders it
 * on the board, the host float build renders the same scene with the same code.
 */
#ifndef DEMO_SCENE_INCLUDED
#define DEMO_SCENE_INCLUDED

#include <stdint.h>
#include "fixgeom.h"

#ifndef DEMO_W
#define DEMO_W 160
#endif
#ifndef DEMO_H
#define DEMO_H 120
#endif

/* What one primary ray found: the object (0 = sky), its fraction and the 8-bit shade. */
typedef struct {
    uint8_t object;
    uint8_t shade;
    int32_t t_raw;
} demo_pixel;

void demo_scene_init(void);
/* The primary segment for pixel (x, y), built from integers only so that every build and
 * the oracle cast exactly the same segment. */
void demo_primary_raw(int x, int y, int32_t origin[3], int32_t delta[3]);
demo_pixel demo_trace(int x, int y);
/* RGB colour of an object id (0 = sky). */
const uint8_t *demo_color(int object);

/* Obstacle fan for the drone/robot scene: one call per ray, nearest box by batch query. */
#define DEMO_FAN_RAYS 32
#define DEMO_FAN_BOXES 7
void demo_fan(int32_t dist_raw[DEMO_FAN_RAYS], int idx[DEMO_FAN_RAYS]);
void demo_fan_map(char *map, int w, int h); /* ASCII map, rows of w chars + '\n' */

#endif
