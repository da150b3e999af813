/* SPDX-License-Identifier: MIT */
/*
 * triangle_mesh.c - 3D segments against a triangle mesh: a square pyramid standing on a
 * ground square (8 triangles), hit by a few line-of-sight and projectile segments
 * (fg_segment3_triangle_raycast, both sides). The nearest triangle wins: each call gets the
 * nearest fraction so far as max_t, so farther triangles are culled. Prints the triangle,
 * t, the hit point, the barycentric weights u, v of vertices b and c, and the unit normal.
 */
#include "example_print.h"

#define N_TRIS 8
#define N_SEGS 5

static const fg_vec3 vtx[] = {
    {FG_C(-8), FG_C(0), FG_C(-8)}, {FG_C(8), FG_C(0), FG_C(-8)},  /* 0 1: ground corners */
    {FG_C(8), FG_C(0), FG_C(8)}, {FG_C(-8), FG_C(0), FG_C(8)},    /* 2 3 */
    {FG_C(-2), FG_C(0), FG_C(-2)}, {FG_C(2), FG_C(0), FG_C(-2)},  /* 4 5: pyramid base */
    {FG_C(2), FG_C(0), FG_C(2)}, {FG_C(-2), FG_C(0), FG_C(2)},    /* 6 7 */
    {FG_C(0), FG_C(4), FG_C(0)},                                  /* 8: apex */
};
/* vertex indices; ground first, then the pyramid's four faces, wound so normals face out */
static const uint8_t tris[N_TRIS][3] = {
    {0, 2, 1}, {0, 3, 2},                    /* 0 1: ground, facing +y */
    {4, 8, 5}, {5, 8, 6}, {6, 8, 7}, {7, 8, 4}, /* 2..5: pyramid faces */
    {4, 5, 6}, {4, 6, 7},                    /* 6 7: pyramid base, facing -y */
};

int main(void)
{
    static const fg_segment3 segs[N_SEGS] = {
        {{FG_C(0), FG_C(10), FG_C(-1)}, {FG_C(0), FG_C(-20), FG_C(0)}},  /* straight down near the apex */
        {{FG_C(-6), FG_C(1), FG_C(-6)}, {FG_C(12), FG_C(0), FG_C(12)}},  /* low diagonal through the pyramid */
        {{FG_C(5), FG_C(6), FG_C(5)}, {FG_C(2), FG_C(-8), FG_C(1)}},     /* a projectile onto the ground */
        {{FG_C(-6), FG_C(5), FG_C(0)}, {FG_C(12), FG_C(0), FG_C(0)}},    /* above the apex: a miss */
        {{FG_C(0), FG_C(0.5), FG_C(6)}, {FG_C(0), FG_C(1), FG_C(-12)}},  /* rising through the south face */
    };
    int s;
    fg_port_init();
    print_str("triangle_mesh: 5 segments against a pyramid on a ground square (8 triangles)\n");
    for (s = 0; s < N_SEGS; s++) {
        fg_hit3 hit, best = {0, {0, 0, 0}, {0, 0, 0}, false};
        fg_scalar u, v, best_u = 0, best_v = 0, max_t = FG_ONE;
        int nearest = -1, i;
        for (i = 0; i < N_TRIS; i++) {
            fg_triangle tri;
            tri.a = vtx[tris[i][0]];
            tri.b = vtx[tris[i][1]];
            tri.c = vtx[tris[i][2]];
            if (fg_segment3_triangle_raycast(&segs[s], &tri, FG_BOTH_SIDES, max_t, &hit, &u, &v) == FG_HIT &&
                (nearest < 0 || hit.t < best.t)) {
                best = hit;
                best_u = u;
                best_v = v;
                nearest = i;
                max_t = hit.t;
            }
        }
        print_str("segment ");
        print_uint((unsigned long)s);
        if (nearest < 0) {
            print_str(": no triangle\n");
            continue;
        }
        print_str(": triangle ");
        print_uint((unsigned long)nearest);
        print_str(" at t = ");
        print_q16(best.t);
        print_str(", point ");
        print_vec3(best.point);
        print_str(", u = ");
        print_q16(best_u);
        print_str(", v = ");
        print_q16(best_v);
        print_str(", normal ");
        print_vec3(best.normal);
        print_str("\n");
    }
    return 0;
}
