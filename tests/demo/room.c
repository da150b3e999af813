/* SPDX-License-Identifier: MIT */
/* room.c - the room scene (room.h). Every constant is a multiple of 1/16, so the Q16.16
 * and float builds start from the same scene and differ only in their arithmetic. */
#include "room.h"

#define V(x, y) {FG_C(x), FG_C(y)}

/* A 20 x 12 room: four outer walls, a wall from the south and one from the north that
 * make an S-shaped floor plan, and a block in the west part. */
static const fg_aabb2 walls[ROOM_WALLS] = {
    {V(-1, -1), V(21, 0)},  /* 0: south */
    {V(-1, 12), V(21, 13)}, /* 1: north */
    {V(-1, 0), V(0, 12)},   /* 2: west */
    {V(20, 0), V(21, 12)},  /* 3: east */
    {V(7, 0), V(8, 7)},     /* 4: from the south */
    {V(13, 5), V(14, 12)},  /* 5: from the north */
    {V(3, 9), V(5, 10)},    /* 6: a block */
};

static const fg_circle pillars[ROOM_PILLARS] = {
    {V(10.75, 3.75), FG_C(0.5)},
    {V(17, 8.5), FG_C(0.75)},
    {V(3.5, 5.5), FG_C(0.5)},
};

const fg_aabb2 *room_walls(void) { return walls; }
const fg_circle *room_pillars(void) { return pillars; }

/* The character's input: so many frames at this velocity (units per frame), mostly pushing
 * diagonally into a wall so that it has to slide. Its slide sees boxes only (the walls and
 * the robots' bounding boxes), so the script keeps clear of the pillars (room_compare.py
 * checks that it does). */
typedef struct {
    int32_t frames;
    fg_vec2 v;
} room_input;
static const room_input script[] = {
    {8, V(0.75, -0.25)},   /* east, into the floor: slides along it, into the corner */
    {10, V(0.25, 0.875)},  /* north, into wall 4's face: slides up it and round its end */
    {12, V(0.75, 0.25)},   /* east along the north corridor, into wall 5 and the north wall */
    {8, V(-0.5, -0.625)},  /* back south-west, onto wall 4's face */
    {4, V(0.25, 0)},       /* east, into robot a's way */
    {4, V(0, 0)},          /* standing there: robot a waits */
    {6, V(-0.25, 0.75)},   /* north-west, robot a following */
    {10, V(-0.75, 0.125)}, /* west, into the north wall: slides along it */
    {10, V(0, 0)},
};

#define ROOM_CHAR_RADIUS FG_C(0.375)
#define ROOM_ROBOT_RADIUS FG_C(0.375)
#define ROOM_ROBOT_HALF FG_C(0.5) /* half the capsule's axis */
#define ROOM_WAYPOINTS 6

typedef struct {
    fg_scalar speed; /* units per frame */
    int32_t n;       /* waypoints */
    fg_vec2 way[ROOM_WAYPOINTS];
} room_path;
static const room_path paths[ROOM_ROBOTS] = {
    {FG_C(0.5), 6, {V(18.5, 10.5), V(18.5, 3), V(12, 2.25), V(9.5, 2.25), V(9.5, 9.5), V(4.5, 7.75)}},
    {FG_C(0.375), 3, {V(12, 9.5), V(12, 1.25), V(12, 9.5), V(0, 0), V(0, 0), V(0, 0)}},
};

static fg_vec2 leg_dir(const room_path *p, int32_t leg)
{
    return fg_vec2_normalize(fg_vec2_sub(p->way[leg], p->way[leg - 1]));
}

void room_init(room_state *s)
{
    int32_t k;
    s->character.center = fg_vec2_make(FG_C(1.5), FG_C(1.5));
    s->character.radius = ROOM_CHAR_RADIUS;
    s->contacts = 0;
    for (k = 0; k < ROOM_ROBOTS; k++) {
        s->robot[k].pos = paths[k].way[0];
        s->robot[k].leg = 1;
        s->robot[k].dir = leg_dir(&paths[k], 1);
        s->robot[k].state = ROOM_MOVED;
        s->robot[k].which = -1;
    }
}

fg_capsule2 room_robot_body(const room_robot *r)
{
    fg_capsule2 c;
    fg_vec2 h = fg_vec2_scale(r->dir, ROOM_ROBOT_HALF);
    c.a = fg_vec2_sub(r->pos, h);
    c.b = fg_vec2_add(r->pos, h);
    c.radius = ROOM_ROBOT_RADIUS;
    return c;
}

/* The capsule's bounding box: what the character's slide sees of a robot. */
static fg_aabb2 body_box(const fg_capsule2 *c)
{
    fg_aabb2 b;
    b.min = fg_vec2_make(fg_sub(fg_min(c->a.x, c->b.x), c->radius), fg_sub(fg_min(c->a.y, c->b.y), c->radius));
    b.max = fg_vec2_make(fg_add(fg_max(c->a.x, c->b.x), c->radius), fg_add(fg_max(c->a.y, c->b.y), c->radius));
    return b;
}

void room_character_step(room_state *s, int32_t frame)
{
    fg_aabb2 boxes[ROOM_WALLS + ROOM_ROBOTS];
    fg_vec2 v = fg_vec2_make(FG_ZERO, FG_ZERO), end;
    int32_t i, k, f = frame, n = 0;
    for (i = 0; i < (int32_t)(sizeof script / sizeof script[0]); i++) {
        if (f < script[i].frames) {
            v = script[i].v;
            break;
        }
        f -= script[i].frames;
    }
    for (i = 0; i < ROOM_WALLS; i++) {
        boxes[i] = walls[i];
    }
    for (k = 0; k < ROOM_ROBOTS; k++) {
        fg_capsule2 body = room_robot_body(&s->robot[k]);
        boxes[ROOM_WALLS + k] = body_box(&body);
    }
    if (fg_circle_aabb2_slide(&s->character, v, boxes, ROOM_WALLS + ROOM_ROBOTS, 4, &end, NULL, 0, &n) != FG_REJECTED) {
        s->character.center = end;
        s->contacts = n;
    }
}

/* Does the capsule share a point with the closed box? fg_capsule2_aabb2_overlap, exact;
 * the capsule's bounding box rejects the far walls first (exact in Q16.16: its corners are
 * sums, and a miss there is a miss of the capsule). */
static bool capsule_box_overlap(const fg_capsule2 *c, const fg_aabb2 *box)
{
    fg_aabb2 bound = body_box(c);
    return (fg_aabb2_aabb2_overlap(&bound, box) == FG_HIT) && (fg_capsule2_aabb2_overlap(c, box, NULL, NULL) == FG_HIT);
}

/* The robot's next pose: one step of its speed toward the waypoint (snapping onto it
 * when nearer), the axis turning to the next leg there. */
static room_robot next_pose(const room_robot *r, const room_path *p)
{
    room_robot n = *r;
    fg_vec2 to = fg_vec2_sub(p->way[r->leg], r->pos);
    if (fg_le(fg_vec2_length(to), p->speed)) {
        n.pos = p->way[r->leg];
        if (r->leg + 1 < p->n) {
            n.leg = r->leg + 1;
            n.dir = leg_dir(p, n.leg);
        }
    } else {
        n.pos = fg_vec2_add(r->pos, fg_vec2_scale(r->dir, p->speed));
    }
    return n;
}

void room_robot_step(room_state *s, int32_t k)
{
    room_robot *r = &s->robot[k];
    room_robot n;
    fg_capsule2 body;
    int32_t i;
    r->state = ROOM_ARRIVED;
    r->which = -1;
    if (r->leg + 1 >= paths[k].n && fg_eq(r->pos.x, paths[k].way[r->leg].x) &&
        fg_eq(r->pos.y, paths[k].way[r->leg].y)) {
        return; /* at the last waypoint */
    }
    n = next_pose(r, &paths[k]);
    body = room_robot_body(&n);
    for (i = 0; i < ROOM_WALLS; i++) {
        if (capsule_box_overlap(&body, &walls[i])) {
            r->state = ROOM_BY_WALL;
            r->which = i;
            return;
        }
    }
    for (i = 0; i < ROOM_PILLARS; i++) {
        if (fg_capsule2_circle_overlap(&body, &pillars[i], NULL) == FG_HIT) {
            r->state = ROOM_BY_PILLAR;
            r->which = i;
            return;
        }
    }
    if (fg_capsule2_circle_overlap(&body, &s->character, NULL) == FG_HIT) {
        r->state = ROOM_BY_CHARACTER;
        r->which = 0;
        return;
    }
    for (i = 0; i < ROOM_ROBOTS; i++) {
        fg_capsule2 other = room_robot_body(&s->robot[i]);
        if (i != k && fg_capsule2_capsule2_overlap(&body, &other, NULL, NULL) == FG_HIT) {
            r->state = ROOM_BY_ROBOT;
            r->which = i;
            return;
        }
    }
    n.state = ROOM_MOVED;
    n.which = -1;
    *r = n;
}
