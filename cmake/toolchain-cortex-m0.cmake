# SPDX-License-Identifier: MIT
# Cortex-M0 / M0+ (ARMv6-M, no FPU, no hardware divide) with Debian's gcc-arm-none-eabi:
#   cmake -DCMAKE_TOOLCHAIN_FILE=<fixgeom>/cmake/toolchain-cortex-m0.cmake ...
# Your firmware supplies its own startup code and linker script.
set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_SYSTEM_PROCESSOR arm)
set(FIXGEOM_CROSS_PREFIX "arm-none-eabi-" CACHE STRING "Prefix of the cross tools")
set(CMAKE_C_COMPILER "${FIXGEOM_CROSS_PREFIX}gcc")
set(CMAKE_CXX_COMPILER "${FIXGEOM_CROSS_PREFIX}g++")
set(CMAKE_ASM_COMPILER "${FIXGEOM_CROSS_PREFIX}gcc")
# the compiler checks link no executable (there is no startup code yet)
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)
set(CMAKE_C_FLAGS_INIT "-mcpu=cortex-m0 -mthumb -mfloat-abi=soft -ffunction-sections -fdata-sections")
set(CMAKE_CXX_FLAGS_INIT "-mcpu=cortex-m0 -mthumb -mfloat-abi=soft -ffunction-sections -fdata-sections")
set(CMAKE_ASM_FLAGS_INIT "-mcpu=cortex-m0 -mthumb")
set(CMAKE_EXE_LINKER_FLAGS_INIT "-Wl,--gc-sections")
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
