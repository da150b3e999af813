/* SPDX-License-Identifier: MIT */
// Calls one function of each public header, each compiled in its own C++17 unit; and
// libfixmath's installed fix16.h, which includes fix16.hpp in C++.
#include <libfixmath/fix16.h>
#include <cstdio>

int use_fixgeom();
int use_config();
int use_scalar();
int use_types();
int use_vec();
int use_aabb();
int use_segment();
int use_sphere();
int use_plane();
int use_line();
int use_triangle();
int use_obb();
int use_frustum(); // boxes and cameras (issue 14)
int use_grid();
int use_polygon();
int use_capsule(); // issue 13

int main()
{
    const int failed = use_fixgeom() + use_config() + use_scalar() + use_types() + use_vec() + use_aabb() +
                       use_segment() + use_sphere() + use_plane() + use_line() + use_triangle() + use_obb() + use_frustum() + use_grid() + use_polygon() + use_capsule() +
                       ((Fix16(static_cast<int16_t>(3)) * Fix16(static_cast<int16_t>(2)) == Fix16(static_cast<int16_t>(6))) ? 0 : 1);
    std::printf("c++17: 16 public headers, each alone, and fix16.hpp: %d failed\n", failed);
    return failed == 0 ? 0 : 1;
}
