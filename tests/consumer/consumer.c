/* SPDX-License-Identifier: MIT */
/*
 * consumer.c - a program that uses fixgeom the way a firmware project does: through
 * <fixgeom/fixgeom.h> and a build system's target (CMake's fixgeom::fixgeom), nothing from
 * the source tree's lib/. Runs on the host and on the Cortex-M0 (port/: fg_port_puts, no
 * libc). expected.txt holds its output, worked out by hand (see there).
 */
#include <fixgeom/fixgeom.h>
#include "fg_port.h"

static void put_int(long v)
{
    char buf[16];
    unsigned long m = (v < 0) ? (0ul - (unsigned long)v) : (unsigned long)v;
    int i = (int)sizeof buf - 1;
    buf[i] = '\0';
    do {
        buf[--i] = (char)('0' + (int)(m % 10u));
        m /= 10u;
    } while (m != 0u);
    if (v < 0) {
        buf[--i] = '-';
    }
    fg_port_puts(&buf[i]);
}

static void put_vec3(fg_vec3 v)
{
    put_int(fg_to_raw(v.x));
    fg_port_puts(",");
    put_int(fg_to_raw(v.y));
    fg_port_puts(",");
    put_int(fg_to_raw(v.z));
}

int main(void)
{
    fg_aabb3 box = {{FG_C(0), FG_C(0), FG_C(0)}, {FG_C(1), FG_C(1), FG_C(1)}};
    fg_segment3 seg = {{FG_C(-1), FG_C(0.5), FG_C(0.5)}, {FG_C(4), FG_C(0), FG_C(0)}};
    fg_segment3 far = {{FG_C(9000), FG_C(0), FG_C(0)}, {FG_C(1), FG_C(0), FG_C(0)}};
    fg_hit3 hit;
    fg_result r;

    fg_port_init();
    fg_port_puts("fixgeom " FG_VERSION_STRING "\n");
    r = fg_segment3_aabb3_raycast(&seg, &box, FG_ONE, &hit);
    fg_port_puts("raycast: ");
    put_int(r);
    fg_port_puts(" t=");
    put_int(fg_to_raw(hit.t));
    fg_port_puts(" point=");
    put_vec3(hit.point);
    fg_port_puts(" normal=");
    put_vec3(hit.normal);
    fg_port_puts(hit.started_inside ? " inside\n" : " outside\n");
    fg_port_puts("out of domain: ");
    put_int(fg_segment3_aabb3_raycast(&far, &box, FG_ONE, NULL));
    fg_port_puts("\n");
    return 0;
}
