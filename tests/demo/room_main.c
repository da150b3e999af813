/* SPDX-License-Identifier: MIT */
/*
 * room_main.c - run the room scene (room.h) for ROOM_FRAMES frames, print the room with the
 * trails, then one line per frame for tests/demo/room_compare.py (raw Q16.16 values):
 *   F frame cx cy contacts  then per robot: px py ax ay bx by state which
 * ROOM_COUNT builds the image for instruction counting instead: each character slide and
 * each robot step between demo_mark_begin and demo_mark_end.
 */
#include "room.h"
#include "fg_port.h"

__attribute__((noinline)) void demo_mark_begin(void);
__attribute__((noinline)) void demo_mark_end(void);
__attribute__((noinline)) void demo_mark_begin(void) { __asm__ volatile(""); }
__attribute__((noinline)) void demo_mark_end(void) { __asm__ volatile(""); }

#ifdef ROOM_COUNT
int main(void)
{
    static room_state s;
    int32_t f, k;
    room_init(&s);
    for (f = 0; f < ROOM_FRAMES; f++) {
        demo_mark_begin();
        room_character_step(&s, f);
        demo_mark_end();
        for (k = 0; k < ROOM_ROBOTS; k++) {
            demo_mark_begin();
            room_robot_step(&s, k);
            demo_mark_end();
        }
    }
    fg_port_puts("E 0\n");
    return 0;
}
#else
/* The picture: x from -1 to 21 in half units, y from 13 down to -1 in units. */
#define PIC_W 44
#define PIC_H 14

static void put_i(int32_t v)
{
    char buf[13];
    int i = 12;
    uint32_t u = (v < 0) ? (0u - (uint32_t)v) : (uint32_t)v;
    buf[i] = '\0';
    do {
        buf[--i] = (char)('0' + u % 10u);
        u /= 10u;
    } while (u != 0u);
    if (v < 0) buf[--i] = '-';
    fg_port_puts(" ");
    fg_port_puts(&buf[i]);
}

/* Cell centres and positions in raw units, integers only, so every build draws alike. */
static int64_t cell_x(int c) { return (int64_t)(-65536 + 16384 + 32768 * c); }
static int64_t cell_y(int r) { return (int64_t)(13 * 65536 - 32768 - 65536 * r); }

static void plot(char pic[PIC_H][PIC_W + 2], fg_vec2 p, char ch)
{
    int64_t x = (int64_t)fg_to_raw(p.x) + 65536, y = 13 * 65536 - (int64_t)fg_to_raw(p.y);
    if (x >= 0 && y >= 0 && x < (int64_t)PIC_W * 32768 && y < (int64_t)PIC_H * 65536) {
        pic[y / 65536][x / 32768] = ch;
    }
}

static void draw_room(char pic[PIC_H][PIC_W + 2])
{
    const fg_aabb2 *w = room_walls();
    const fg_circle *p = room_pillars();
    int r, c, i;
    for (r = 0; r < PIC_H; r++) {
        for (c = 0; c < PIC_W; c++) {
            char ch = ' ';
            int64_t x = cell_x(c), y = cell_y(r);
            for (i = 0; i < ROOM_WALLS; i++) {
                if (x >= fg_to_raw(w[i].min.x) && x <= fg_to_raw(w[i].max.x) && y >= fg_to_raw(w[i].min.y) &&
                    y <= fg_to_raw(w[i].max.y)) {
                    ch = '#';
                }
            }
            for (i = 0; i < ROOM_PILLARS; i++) {
                int64_t dx = x - fg_to_raw(p[i].center.x), dy = y - fg_to_raw(p[i].center.y),
                        rr = fg_to_raw(p[i].radius);
                if (dx * dx + dy * dy <= rr * rr) {
                    ch = 'O';
                }
            }
            pic[r][c] = ch;
        }
        pic[r][PIC_W] = '\n';
        pic[r][PIC_W + 1] = '\0';
    }
}

int main(void)
{
    static room_state s;
    static char pic[PIC_H][PIC_W + 2];
    static room_state trail[ROOM_FRAMES + 1];
    static const char robot_trail[ROOM_ROBOTS] = {'a', 'b'}, robot_end[ROOM_ROBOTS] = {'A', 'B'};
    int32_t f, k;
    fg_port_init();
    room_init(&s);
    trail[0] = s;
    for (f = 0; f < ROOM_FRAMES; f++) {
        room_character_step(&s, f);
        for (k = 0; k < ROOM_ROBOTS; k++) {
            room_robot_step(&s, k);
        }
        trail[f + 1] = s;
    }
    draw_room(pic);
    for (f = 0; f <= ROOM_FRAMES; f++) {
        plot(pic, trail[f].character.center, f == ROOM_FRAMES ? '@' : 'o');
        for (k = 0; k < ROOM_ROBOTS; k++) {
            plot(pic, trail[f].robot[k].pos, f == ROOM_FRAMES ? robot_end[k] : robot_trail[k]);
        }
    }
    fg_port_puts("room: " FG_SCALAR_NAME ", character o@ slides, robots a->A b->B follow paths\n");
    for (k = 0; k < PIC_H; k++) {
        fg_port_puts(pic[k]);
    }
    for (f = 0; f <= ROOM_FRAMES; f++) {
        const room_state *t = &trail[f];
        fg_port_puts("F");
        put_i(f);
        put_i(fg_to_raw(t->character.center.x));
        put_i(fg_to_raw(t->character.center.y));
        put_i(t->contacts);
        for (k = 0; k < ROOM_ROBOTS; k++) {
            fg_capsule2 body = room_robot_body(&t->robot[k]);
            put_i(fg_to_raw(t->robot[k].pos.x));
            put_i(fg_to_raw(t->robot[k].pos.y));
            put_i(fg_to_raw(body.a.x));
            put_i(fg_to_raw(body.a.y));
            put_i(fg_to_raw(body.b.x));
            put_i(fg_to_raw(body.b.y));
            put_i(t->robot[k].state);
            put_i(t->robot[k].which);
        }
        fg_port_puts("\n");
    }
    return 0;
}
#endif
