/* SPDX-License-Identifier: MIT */
/*
 * behaviour.c - the contract of issue 10 shown on the cases users reported: touching is not
 * sticking, every contact has a normal, a rejected input is never a silent miss, segments are
 * accepted by their endpoints, NULL is caught. Each expectation below is worked out by hand
 * from the contract (README "Contacts", the headers), not taken from the library's output.
 * Built with -DFG_USER_CONFIG='"behaviour_config.h"', so the library's FG_ASSERT and
 * FG_ON_REJECT hooks land in the counters here. Runs on the host and on the boards.
 */
#include "fixgeom.h"
#include "fg_port.h"

static unsigned n_pass, n_fail, n_assert, n_reject;

void bh_assert_failed(void) { n_assert++; }
void bh_rejected(const char *name)
{
    (void)name;
    n_reject++;
}

static void check(bool ok, const char *what)
{
    if (ok) {
        n_pass++;
    } else {
        n_fail++;
        fg_port_puts("  FAIL ");
        fg_port_puts(what);
        fg_port_puts("\n");
    }
}

static fg_vec2 v2(double x, double y) { return fg_vec2_make(fg_from_double(x), fg_from_double(y)); }
static fg_vec3 v3(double x, double y, double z)
{
    return fg_vec3_make(fg_from_double(x), fg_from_double(y), fg_from_double(z));
}
static bool eq2(fg_vec2 a, fg_vec2 b) { return a.x == b.x && a.y == b.y; }
static bool eq3(fg_vec3 a, fg_vec3 b) { return a.x == b.x && a.y == b.y && a.z == b.z; }

/* A player box resting against a wall (its max x on the wall's min x) - a top-down game. */
static void box_resting_against_wall(void)
{
    fg_aabb2 wall = {{FG_C(10), FG_C(0)}, {FG_C(20), FG_C(10)}};
    fg_aabb2 player = {{FG_C(8), FG_C(2)}, {FG_C(10), FG_C(4)}};
    fg_hit2 h;
    check(fg_aabb2_aabb2_sweep(&player, v2(-1, 0), &wall, FG_ONE, &h) == FG_MISS, "box moving away from a wall: no hit");
    check(fg_aabb2_aabb2_sweep(&player, v2(0, 1), &wall, FG_ONE, &h) == FG_MISS, "box sliding along a wall: no hit");
    check(fg_aabb2_aabb2_sweep(&player, v2(-1, 1), &wall, FG_ONE, &h) == FG_MISS, "box leaving a wall diagonally: no hit");
    check(fg_aabb2_aabb2_sweep(&player, v2(0.5, 1), &wall, FG_ONE, &h) == FG_HIT && h.t == 0 &&
              eq2(h.normal, v2(-1, 0)) && !h.started_inside,
          "box pushing into a wall: hit at t = 0 with the wall's face normal");
    /* sliding along the wall's top from its corner: touching on two axes, inward on one only */
    {
        fg_aabb2 on_top = {{FG_C(8), FG_C(10)}, {FG_C(10), FG_C(12)}};
        check(fg_aabb2_aabb2_sweep(&on_top, v2(1, 0), &wall, FG_ONE, &h) == FG_MISS,
              "box at a wall's corner sliding onto its top: no hit");
        check(fg_aabb2_aabb2_sweep(&on_top, v2(1, -1), &wall, FG_ONE, &h) == FG_HIT && h.t == 0 &&
                  eq2(h.normal, v2(-1, 0)),
              "box at a corner pushing into both faces: hit at t = 0, the lower axis' face");
    }
    /* penetrating by 0.5 in x and 2 in y: the face of least depth is -x */
    {
        fg_aabb2 inside = {{FG_C(8.5), FG_C(2)}, {FG_C(10.5), FG_C(4)}};
        check(fg_aabb2_aabb2_sweep(&inside, v2(0, 1), &wall, FG_ONE, &h) == FG_HIT && h.t == 0 && h.started_inside &&
                  eq2(h.normal, v2(-1, 0)),
              "box already inside a wall: started_inside, normal of least penetration");
    }
}

/* A segment starting on a box's face, and inside it. */
static void segment_on_and_in_a_box(void)
{
    fg_aabb3 box = {{FG_C(0), FG_C(0), FG_C(0)}, {FG_C(1), FG_C(1), FG_C(1)}};
    fg_segment3 s;
    fg_hit3 h;
    s.origin = v3(1, 0.5, 0.5);
    s.delta = v3(1, 0, 0);
    check(fg_segment3_aabb3_raycast(&s, &box, FG_ONE, &h) == FG_MISS, "segment leaving a box's face: no hit");
    s.delta = v3(0, 1, 0);
    check(fg_segment3_aabb3_raycast(&s, &box, FG_ONE, &h) == FG_MISS, "segment along a box's face: no hit");
    s.delta = v3(-1, 0.25, 0);
    check(fg_segment3_aabb3_raycast(&s, &box, FG_ONE, &h) == FG_HIT && h.t == 0 && eq3(h.normal, v3(1, 0, 0)) &&
              eq3(h.point, s.origin) && !h.started_inside,
          "segment on a face moving in: hit at t = 0 with the face normal");
    s.origin = v3(0.25, 0.5, 0.625);
    check(fg_segment3_aabb3_raycast(&s, &box, FG_ONE, &h) == FG_HIT && h.t == 0 && h.started_inside &&
              eq3(h.normal, v3(-1, 0, 0)),
          "segment inside a box: started_inside, the nearest face (-x, 0.25 away)");
}

/* Balls resting on each other. */
static void balls_resting(void)
{
    fg_sphere a = {{FG_C(0), FG_C(0), FG_C(0)}, FG_C(1)}, b = {{FG_C(2), FG_C(0), FG_C(0)}, FG_C(1)};
    fg_circle ca = {{FG_C(0), FG_C(0)}, FG_C(1)}, cb = {{FG_C(2), FG_C(0)}, FG_C(1)};
    fg_vec3 still = v3(0, 0, 0);
    fg_hit3 h;
    fg_hit2 h2;
    check(fg_sphere_sphere_sweep(&a, v3(-1, 0, 0), &b, still, FG_ONE, &h) == FG_MISS, "touching balls moving apart: no hit");
    check(fg_sphere_sphere_sweep(&a, v3(0, 1, 0), &b, still, FG_ONE, &h) == FG_MISS, "touching balls sliding past: no hit");
    check(fg_sphere_sphere_sweep(&a, v3(1, 1, 0), &b, still, FG_ONE, &h) == FG_HIT && h.t == 0 &&
              eq3(h.normal, v3(-1, 0, 0)) && eq3(h.point, v3(1, 0, 0)) && !h.started_inside,
          "touching balls pushing together: hit at t = 0, normal from b to a, the contact point");
    check(fg_circle_circle_sweep(&ca, v2(0, -1), &cb, v2(0, 0), FG_ONE, &h2) == FG_MISS, "touching circles sliding: no hit");
    check(fg_circle_circle_sweep(&ca, v2(0, 0), &cb, v2(-1, 0), FG_ONE, &h2) == FG_HIT && h2.t == 0 &&
              eq2(h2.normal, v2(-1, 0)),
          "a circle rolling into a resting one: hit at t = 0 with a normal");
    {
        fg_segment3 s;
        s.origin = v3(0, 0.5, 0);
        s.delta = v3(1, 0, 0);
        check(fg_segment3_sphere_raycast(&s, &a, FG_ONE, &h) == FG_HIT && h.started_inside && eq3(h.normal, v3(0, 1, 0)),
              "segment inside a ball: started_inside, normal from the centre");
        s.origin = v3(0, 0, 0);
        check(fg_segment3_sphere_raycast(&s, &a, FG_ONE, &h) == FG_HIT && h.started_inside && eq3(h.normal, still),
              "segment from a ball's centre: started_inside, zero normal (no direction exists)");
        s.origin = v3(0, 1, 0);
        check(fg_segment3_sphere_raycast(&s, &a, FG_ONE, &h) == FG_MISS, "segment tangent at a ball's surface: no hit");
    }
}

/* A segment starting on a plane or a triangle (no inside: crossing is what counts). */
static void on_a_surface(void)
{
    fg_plane ground = {{FG_C(0), FG_C(1), FG_C(0)}, FG_C(0)};
    fg_triangle tri = {{FG_C(-1), FG_C(0), FG_C(-1)}, {FG_C(0), FG_C(0), FG_C(1)}, {FG_C(1), FG_C(0), FG_C(-1)}};
    fg_segment3 s;
    fg_hit3 h;
    s.origin = v3(0, 0, 0);
    s.delta = v3(1, 0, 0);
    check(fg_segment3_plane_raycast(&s, &ground, FG_BOTH_SIDES, FG_ONE, &h) == FG_MISS, "walking along the ground: no hit");
    s.delta = v3(0, -1, 0);
    check(fg_segment3_plane_raycast(&s, &ground, FG_FRONT_ONLY, FG_ONE, &h) == FG_HIT && h.t == 0 &&
              eq3(h.normal, v3(0, 1, 0)),
          "on the ground moving down: hit at t = 0, the ground's normal");
    s.delta = v3(0, 1, 0);
    check(fg_segment3_plane_raycast(&s, &ground, FG_FRONT_ONLY, FG_ONE, &h) == FG_MISS, "jumping off the ground: no hit");
    check(fg_segment3_plane_raycast(&s, &ground, FG_BOTH_SIDES, FG_ONE, &h) == FG_HIT && h.t == 0 &&
              eq3(h.normal, v3(0, -1, 0)),
          "crossing a two-sided plane from on it: hit, normal against the motion");
    /* (b - a) x (c - a) = (1, 0, 2) x (2, 0, 0) = (0, 4, 0): the front faces +y */
    s.delta = v3(0, -1, 0);
    check(fg_segment3_triangle_raycast(&s, &tri, FG_FRONT_ONLY, FG_ONE, &h, NULL, NULL) == FG_HIT && h.t == 0 &&
              eq3(h.normal, v3(0, 1, 0)),
          "standing on a triangle moving down into it: hit at t = 0 with its normal");
    s.delta = v3(1, 0, 0);
    check(fg_segment3_triangle_raycast(&s, &tri, FG_BOTH_SIDES, FG_ONE, &h, NULL, NULL) == FG_MISS,
          "walking across a triangle in its plane: no hit");
}

/* Out of the domain is not a miss; long segments between in-domain points are accepted. */
static void domain(void)
{
    fg_aabb3 box = {{FG_C(0), FG_C(0), FG_C(0)}, {FG_C(1), FG_C(1), FG_C(1)}};
    fg_segment3 s;
    fg_hit3 h, keep;
    fg_sphere ball = {{FG_C(9000), FG_C(0), FG_C(0)}, FG_C(1)};
    fg_plane pl = {{FG_C(1), FG_C(0), FG_C(0)}, FG_C(0)};
    fg_vec3 q = v3(7, 7, 7);
    unsigned before = n_reject;
    s.origin = v3(-9000, 0.5, 0.5);
    s.delta = v3(9001, 0, 0);
    keep.t = FG_C(0.75);
    h = keep;
    check(fg_segment3_aabb3_raycast(&s, &box, FG_ONE, &h) == FG_REJECTED && h.t == keep.t,
          "segment from x = -9000 through a box: FG_REJECTED (not a miss), hit untouched");
    check(fg_segment3_aabb3_raycast(&s, &box, FG_ONE, NULL) != 0, "a rejection is non-zero: `if (r)` never reads it as clear");
    check(fg_sphere_plane_classify(&ball, &pl) == FG_SIDE_REJECTED, "classify out of the domain: FG_SIDE_REJECTED, not straddling");
    check(fg_sphere_closest_point(&ball, v3(0, 0, 0), &q) == FG_REJECTED && eq3(q, v3(7, 7, 7)),
          "closest point out of the domain: FG_REJECTED, output untouched");
    check(n_reject == before + 4u, "FG_ON_REJECT saw each rejection once");
    /* -5000 to +5000: a delta of 10000 units, both endpoints in the domain */
    s.origin = v3(-5000, 0.5, 0.5);
    s.delta = v3(10000, 0, 0);
    check(fg_segment3_aabb3_raycast(&s, &box, FG_ONE, &h) == FG_HIT && h.t == FG_HALF && eq3(h.point, v3(0, 0.5, 0.5)) &&
              eq3(h.normal, v3(-1, 0, 0)),
          "segment from x = -5000 to 5000: accepted, t = 0.5 on the box's -x face");
    s.delta = v3(13193, 0, 0); /* ends at 8193: out */
    check(fg_segment3_aabb3_raycast(&s, &box, FG_ONE, &h) == FG_REJECTED, "segment ending at x = 8193: FG_REJECTED");
    {
        fg_aabb3 boxes[2] = {{{FG_C(0), FG_C(0), FG_C(0)}, {FG_C(1), FG_C(1), FG_C(1)}},
                             {{FG_C(9000), FG_C(0), FG_C(0)}, {FG_C(9001), FG_C(1), FG_C(1)}}};
        size_t idx = 7;
        s.delta = v3(10000, 0, 0);
        check(fg_segment3_aabb3_batch_nearest(&s, boxes, 2, FG_ONE, &idx, &h) == FG_REJECTED && idx == 7,
              "batch with one box out of the domain: FG_REJECTED, not a partial answer");
        check(fg_segment3_aabb3_batch_nearest(&s, boxes, (size_t)FG_BATCH_MAX + 1u, FG_ONE, &idx, &h) == FG_REJECTED,
              "batch longer than FG_BATCH_MAX: FG_REJECTED, not truncated");
    }
    /* the distance to a hit from its exact point, not t * length */
    {
        fg_aabb3 far = {{FG_C(0.1), FG_C(0), FG_C(0)}, {FG_C(1), FG_C(1), FG_C(1)}};
        s.origin = v3(-8000, 0.5, 0.5);
        s.delta = v3(16000, 0, 0);
        check(fg_segment3_aabb3_raycast(&s, &far, FG_ONE, &h) == FG_HIT &&
                  fg_hit3_distance(&h, s.origin) == fg_sub(FG_C(0.1), s.origin.x),
              "distance to a hit: |point - origin| exactly (8000.1 units)");
    }
}

static void null_pointers(void)
{
    fg_segment3 s;
    fg_aabb3 box = {{FG_C(0), FG_C(0), FG_C(0)}, {FG_C(1), FG_C(1), FG_C(1)}};
    unsigned before = n_assert;
    s.origin = v3(-1, 0.5, 0.5);
    s.delta = v3(2, 0, 0);
    check(fg_segment3_aabb3_raycast(&s, NULL, FG_ONE, NULL) == FG_REJECTED && n_assert == before + 1u,
          "NULL box: FG_ASSERT fires, then FG_REJECTED (no crash, no read)");
    check(fg_segment3_aabb3_raycast(&s, &box, FG_ONE, NULL) == FG_HIT && n_assert == before + 1u,
          "NULL hit output: allowed, the answer only");
}

int main(void)
{
    fg_port_init();
    fg_port_puts("fixgeom behaviour [" FG_SCALAR_NAME "]\n");
    box_resting_against_wall();
    segment_on_and_in_a_box();
    balls_resting();
    on_a_surface();
    domain();
    null_pointers();
    {
        char line[48];
        unsigned v[2], k, i = 0;
        v[0] = n_pass;
        v[1] = n_fail;
        for (k = 0; k < 2u; k++) {
            char d[12];
            int j = 0;
            unsigned x = v[k];
            do {
                d[j++] = (char)('0' + (x % 10u));
                x /= 10u;
            } while (x != 0u);
            while (j > 0) line[i++] = d[--j];
            {
                const char *w = (k == 0u) ? " passed, " : " failed\n";
                while (*w != '\0') line[i++] = *w++;
            }
        }
        line[i] = '\0';
        fg_port_puts(line);
    }
    fg_port_exit(n_fail == 0u ? 0 : 1);
}
