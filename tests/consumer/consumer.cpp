/* SPDX-License-Identifier: MIT */
/*
 * consumer.cpp - the same program in C++17 against the installed package: fixgeom's C
 * headers (extern "C") and libfixmath's fix16.h, which includes fix16.hpp in C++ (the
 * install ships it). Its output must equal consumer.c's (expected.txt).
 */
#include <fixgeom/fixgeom.h>
#include <libfixmath/fix16.h>
#include <cstdio>

int main()
{
    const fg_aabb3 box = {{FG_C(0), FG_C(0), FG_C(0)}, {FG_C(1), FG_C(1), FG_C(1)}};
    const fg_segment3 seg = {{FG_C(-1), FG_C(0.5), FG_C(0.5)}, {FG_C(4), FG_C(0), FG_C(0)}};
    // libfixmath's C++ class builds the far segment's origin: 9000 units, out of the domain
    const Fix16 far_x(static_cast<int16_t>(9000));
    const fg_segment3 far = {{static_cast<fix16_t>(far_x), 0, 0}, {FG_ONE, 0, 0}};
    fg_hit3 hit{};
    const fg_result r = fg_segment3_aabb3_raycast(&seg, &box, FG_ONE, &hit);
    std::printf("fixgeom %s\n", FG_VERSION_STRING);
    std::printf("raycast: %d t=%ld point=%ld,%ld,%ld normal=%ld,%ld,%ld %s\n", static_cast<int>(r),
                static_cast<long>(hit.t), static_cast<long>(hit.point.x), static_cast<long>(hit.point.y),
                static_cast<long>(hit.point.z), static_cast<long>(hit.normal.x), static_cast<long>(hit.normal.y),
                static_cast<long>(hit.normal.z), hit.started_inside ? "inside" : "outside");
    std::printf("out of domain: %d\n", static_cast<int>(fg_segment3_aabb3_raycast(&far, &box, FG_ONE, nullptr)));
    return 0;
}
