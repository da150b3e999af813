/* SPDX-License-Identifier: MIT */
/*
 * drone_rays.c - a drone's range sensor seen from above: a fan of 9 rays, each 20 units
 * long, from the drone against the obstacles' boxes (fg_segment2_aabb2_batch_nearest: the
 * nearest box per ray). Prints per ray which obstacle it meets, the fraction t of the ray,
 * the range in units (fg_hit2_distance, from the hit point rather than t * length) and the
 * face normal; the drone then steers toward the ray with the most free range.
 */
#include "example_print.h"

#define N_OBSTACLES 5
#define N_RAYS 9

static const fg_aabb2 obstacles[N_OBSTACLES] = {
    {{FG_C(6), FG_C(-3)}, {FG_C(8), FG_C(2)}},      /* 0: a container ahead */
    {{FG_C(3), FG_C(5)}, {FG_C(5), FG_C(7)}},       /* 1: a tree, front left */
    {{FG_C(-4), FG_C(9.25)}, {FG_C(6), FG_C(10)}},  /* 2: a wall to the north */
    {{FG_C(2), FG_C(-9)}, {FG_C(14), FG_C(-7.5)}},  /* 3: a fence to the south */
    {{FG_C(12), FG_C(1)}, {FG_C(13), FG_C(4)}},     /* 4: a post far ahead */
};

int main(void)
{
    /* ray directions from east (0) turning north through 180 degrees: (cos, sin) * 20,
     * rounded to whole units by the designer: only their direction matters */
    static const int16_t dir[N_RAYS][2] = {{20, 0}, {19, 8}, {14, 14}, {8, 19}, {0, 20},
                                           {-8, 19}, {-14, 14}, {-19, 8}, {-20, 0}};
    const fg_vec2 drone = {FG_C(1), FG_C(0.5)};
    fg_scalar best_range = -1;
    int best_ray = -1, k;
    fg_port_init();
    print_str("drone_rays: 9 rays of 20 units from (1, 0.5) against 5 obstacles\n");
    for (k = 0; k < N_RAYS; k++) {
        fg_segment2 ray;
        fg_hit2 hit;
        size_t index = 0;
        fg_scalar range;
        fg_result r;
        ray.origin = drone;
        ray.delta = fg_vec2_make(fg_from_int(dir[k][0]), fg_from_int(dir[k][1]));
        r = fg_segment2_aabb2_batch_nearest(&ray, obstacles, N_OBSTACLES, FG_ONE, &index, &hit);
        print_str("ray ");
        print_uint((unsigned long)k);
        print_str(": ");
        if (r == FG_HIT) {
            range = fg_hit2_distance(&hit, ray.origin);
            print_str("obstacle ");
            print_uint((unsigned long)index);
            print_str(" at t = ");
            print_q16(hit.t);
            print_str(", range ");
            print_q16(range);
            print_str(", normal ");
            print_vec2(hit.normal);
        } else if (r == FG_MISS) {
            range = fg_vec2_length(ray.delta);
            print_str("clear, range ");
            print_q16(range);
        } else {
            print_str("rejected\n"); /* an input outside the domain: treat as blocked */
            continue;
        }
        print_str("\n");
        if (range > best_range) {
            best_range = range;
            best_ray = k;
        }
    }
    print_str("steer along ray ");
    print_uint((unsigned long)best_ray);
    print_str(", free range ");
    print_q16(best_range);
    print_str("\n");
    return 0;
}
