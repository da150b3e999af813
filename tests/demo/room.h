/* SPDX-License-Identifier: MIT */
/*
 * room.h - the room scene: a character (a disc) driven by a fixed input script slides along
 * the walls (fg_circle_aabb2_slide); two robots with capsule bodies follow waypoint paths,
 * each step checked against the walls, the pillars, the character and the other robot with
 * fixgeom's capsule tests, waiting when blocked. Written once against fixgeom's API: the
 * Q16.16 build runs it on the board and on the host, the float build on the host.
 */
#ifndef DEMO_ROOM_INCLUDED
#define DEMO_ROOM_INCLUDED

#include <stdint.h>
#include "fixgeom.h"

#define ROOM_FRAMES 72
#define ROOM_WALLS 7
#define ROOM_PILLARS 3
#define ROOM_ROBOTS 2

/* Why a robot did not move this frame (ROOM_MOVED when it did). */
enum room_block {
    ROOM_MOVED = 0,
    ROOM_ARRIVED = 1, /* at its last waypoint */
    ROOM_BY_WALL = 2,
    ROOM_BY_PILLAR = 3,
    ROOM_BY_CHARACTER = 4,
    ROOM_BY_ROBOT = 5
};

typedef struct {
    fg_vec2 pos;  /* the centre of the capsule */
    fg_vec2 dir;  /* unit, along the current path leg: the capsule's axis */
    int32_t leg;  /* the waypoint it heads for */
    int32_t state; /* enum room_block, this frame */
    int32_t which; /* the obstacle's index when blocked, else -1 */
} room_robot;

typedef struct {
    fg_circle character;
    int32_t contacts; /* the slide's contacts this frame */
    room_robot robot[ROOM_ROBOTS];
} room_state;

void room_init(room_state *s);
/* One frame: the character's slide, then each robot's step. */
void room_character_step(room_state *s, int32_t frame);
void room_robot_step(room_state *s, int32_t k);
/* The robot's body at its current position. */
fg_capsule2 room_robot_body(const room_robot *r);
const fg_aabb2 *room_walls(void);
const fg_circle *room_pillars(void);

#endif
