/* SPDX-License-Identifier: MIT */
/*
 * move_and_slide.c - a 2D top-down player (a 1 x 1 box) walking through a room, sliding
 * along the walls instead of stopping at them: the swept-box API (fg_aabb2_aabb2_sweep).
 *
 * Each frame the player wants to move by its velocity. Up to three times: find the wall it
 * would touch first; move to the contact; drop the remaining motion along that wall's normal
 * (box normals are exact axes; an axis once blocked stays blocked for the frame) and try
 * again with the rest. The
 * touch rule (README, "Contacts") is what lets the next sweep slide: a box touching a wall
 * hits it only when it moves into it, so moving along it or away is free.
 */
#include "example_print.h"

#define N_WALLS 6

static const fg_aabb2 walls[N_WALLS] = {
    {{FG_C(-1), FG_C(-1)}, {FG_C(12), FG_C(0)}},  /* 0: south */
    {{FG_C(-1), FG_C(8)}, {FG_C(12), FG_C(9)}},   /* 1: north */
    {{FG_C(-1), FG_C(0)}, {FG_C(0), FG_C(8)}},    /* 2: west */
    {{FG_C(11), FG_C(0)}, {FG_C(12), FG_C(8)}},   /* 3: east */
    {{FG_C(4), FG_C(2)}, {FG_C(6), FG_C(5)}},     /* 4: a pillar */
    {{FG_C(8), FG_C(5.5)}, {FG_C(9), FG_C(8)}},   /* 5: a half wall from the north */
};

/* Move *player by delta, sliding; returns how many walls it met. */
static unsigned move_and_slide(fg_aabb2 *player, fg_vec2 delta)
{
    const fg_vec2 size = fg_vec2_sub(player->max, player->min);
    const fg_vec2 target = fg_vec2_add(player->min, delta);
    unsigned contacts = 0u;
    bool blocked_x = false, blocked_y = false;
    int pass;
    for (pass = 0; pass < 3; pass++) {
        fg_hit2 hit, best = {0, {0, 0}, {0, 0}, false};
        int nearest = -1, i;
        fg_scalar max_t = FG_ONE;
        if (delta.x == 0 && delta.y == 0) {
            break;
        }
        for (i = 0; i < N_WALLS; i++) {
            /* max_t = the nearest contact so far: farther walls are culled */
            if (fg_aabb2_aabb2_sweep(player, delta, &walls[i], max_t, &hit) == FG_HIT &&
                (nearest < 0 || hit.t < best.t)) {
                best = hit;
                nearest = i;
                max_t = hit.t;
            }
        }
        if (nearest < 0) {
            player->min = fg_vec2_add(player->min, delta);
            player->max = fg_vec2_add(player->min, size);
            return contacts;
        }
        contacts++;
        print_str("  touches wall ");
        print_uint((unsigned long)nearest);
        print_str(" at t = ");
        print_q16(best.t);
        print_str(", normal ");
        print_vec2(best.normal);
        print_str("\n");
        player->min = best.point; /* the min corner at the contact */
        player->max = fg_vec2_add(best.point, size);
        /* slide: what is left of the motion, without the axes of the walls met */
        if (best.normal.x != 0) {
            blocked_x = true;
        } else {
            blocked_y = true;
        }
        delta = fg_vec2_sub(target, player->min);
        if (blocked_x) {
            delta.x = 0;
        }
        if (blocked_y) {
            delta.y = 0;
        }
    }
    return contacts;
}

int main(void)
{
    /* velocity per frame, in units: east-north-east, then north-west, then east */
    static const fg_vec2 velocity[3] = {{FG_C(1.5), FG_C(0.5)}, {FG_C(-1.25), FG_C(1.5)}, {FG_C(2), FG_C(0)}};
    fg_aabb2 player = {{FG_C(1), FG_C(1)}, {FG_C(2), FG_C(2)}};
    unsigned frame;
    fg_port_init();
    print_str("move_and_slide: a 1 x 1 player among 6 walls, from (1, 1)\n");
    for (frame = 0u; frame < 12u; frame++) {
        fg_vec2 v = velocity[frame / 4u];
        print_str("frame ");
        print_uint(frame + 1u);
        print_str(": velocity ");
        print_vec2(v);
        print_str("\n");
        (void)move_and_slide(&player, v);
        print_str("  player at ");
        print_vec2(player.min);
        print_str("\n");
    }
    return 0;
}
