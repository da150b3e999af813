/* SPDX-License-Identifier: MIT */
/*
 * gba_check.c - run the demo ROM headless in mGBA (libmgba) and check what it drew.
 *
 * usage: gba_check ROM.gba STATE_ADDR HITS_ADDR EXPECTED.ppm W H OUT.ppm [MAX_FRAMES]
 *   STATE_ADDR, HITS_ADDR: gba_demo_state and gba_demo_hits (hex, from nm).
 *   EXPECTED.ppm: the W x H Q16.16 render of the same scene by the host build.
 * mGBA boots the ROM through its built-in high-level BIOS (no BIOS file), runs frames
 * until the ROM reports it has finished (or MAX_FRAMES), runs one more frame, then checks:
 *   1. VRAM, pixel by pixel: the centred W x H image equals EXPECTED reduced to 15-bit
 *      colour (each 8-bit channel >> 3), and the frame around it is the ROM's dark grey;
 *   2. the frame mGBA's video unit rendered equals VRAM (so mode 3 and background 2 were
 *      set up and the picture is what a screen shows).
 * Writes the rendered frame to OUT.ppm. Exit status 0 when both checks pass.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <mgba/core/core.h>
#include <mgba/core/config.h>
#include <mgba/core/log.h>

#define SCREEN_W 240
#define SCREEN_H 160
#define GBA_DEMO_DONE 0x600DF00Du
#define FRAME_GREY 0x14A5u /* bgr555(40, 40, 40): (40 >> 3) in each of the three fields */
#define GBA_FPS 59.7275

static void quiet_log(struct mLogger *logger, int category, enum mLogLevel level, const char *format, va_list args)
{
    (void)logger;
    (void)category;
    if (level & (mLOG_FATAL | mLOG_ERROR)) {
        fputs("mgba: ", stderr);
        vfprintf(stderr, format, args);
        fputc('\n', stderr);
    }
}

static unsigned char *read_ppm(const char *path, int w, int h)
{
    FILE *f = fopen(path, "rb");
    int fw, fh, maxv;
    unsigned char *rgb;
    if (f == NULL || fscanf(f, "P6 %d %d %d", &fw, &fh, &maxv) != 3 || fw != w || fh != h || maxv != 255 ||
        fgetc(f) == EOF) {
        fprintf(stderr, "gba_check: %s is not a %dx%d P6 image\n", path, w, h);
        exit(2);
    }
    rgb = malloc((size_t)w * h * 3);
    if (rgb == NULL || fread(rgb, 3, (size_t)w * h, f) != (size_t)w * h) {
        fprintf(stderr, "gba_check: %s is short\n", path);
        exit(2);
    }
    fclose(f);
    return rgb;
}

/* The cartridge header as the BIOS checks it, recomputed here: the fixed byte 0x96 at
 * 0xB2 and the complement check at 0xBD; and whether the logo area holds anything. */
static int header_ok(const char *path)
{
    unsigned char hdr[0xC0];
    FILE *f = fopen(path, "rb");
    unsigned sum = 0, i, logo = 0;
    if (f == NULL || fread(hdr, 1, sizeof hdr, f) != sizeof hdr) {
        fprintf(stderr, "gba_check: cannot read the header of %s\n", path);
        return 0;
    }
    fclose(f);
    for (i = 0xA0; i <= 0xBC; i++) {
        sum += hdr[i];
    }
    for (i = 0x04; i < 0xA0; i++) {
        logo |= hdr[i];
    }
    printf("gba: header: title '%.12s', code %.4s, fixed byte 0x%02X, complement check 0x%02X (%s), logo %s\n",
           (const char *)&hdr[0xA0], (const char *)&hdr[0xAC], hdr[0xB2], hdr[0xBD],
           ((0u - sum - 0x19u) & 0xFFu) == hdr[0xBD] ? "valid" : "WRONG", logo != 0 ? "present" : "absent (zeros)");
    return hdr[0xB2] == 0x96 && ((0u - sum - 0x19u) & 0xFFu) == hdr[0xBD];
}

int main(int argc, char **argv)
{
    static color_t frame[SCREEN_W * SCREEN_H];
    struct mLogger logger = { .log = quiet_log };
    struct mCore *core;
    uint32_t state_addr, hits_addr, frames = 0, max_frames = 60u * 60u * 10u;
    unsigned char *expected;
    int w, h, left, top, x, y;
    unsigned bad_image = 0, bad_frame = 0, bad_screen = 0;
    FILE *out;

    if (argc < 8) {
        fprintf(stderr, "usage: gba_check ROM STATE_ADDR HITS_ADDR EXPECTED.ppm W H OUT.ppm [MAX_FRAMES]\n");
        return 2;
    }
    state_addr = (uint32_t)strtoul(argv[2], NULL, 16);
    hits_addr = (uint32_t)strtoul(argv[3], NULL, 16);
    w = atoi(argv[5]);
    h = atoi(argv[6]);
    if (argc > 8) {
        max_frames = (uint32_t)strtoul(argv[8], NULL, 10);
    }
    expected = read_ppm(argv[4], w, h);
    if (!header_ok(argv[1])) {
        return 1;
    }
    left = (SCREEN_W - w) / 2;
    top = (SCREEN_H - h) / 2;

    mLogSetDefaultLogger(&logger);
    core = mCoreFind(argv[1]);
    if (core == NULL || !core->init(core)) {
        fprintf(stderr, "gba_check: mGBA does not take %s\n", argv[1]);
        return 2;
    }
    mCoreInitConfig(core, NULL);
    /* No BIOS file: mGBA's high-level BIOS, which does not check the logo. */
    mCoreConfigSetIntValue(&core->config, "useBios", 0);
    mCoreConfigSetIntValue(&core->config, "skipBios", 1);
    mCoreLoadConfig(core);
    core->setVideoBuffer(core, frame, SCREEN_W);
    if (!mCoreLoadFile(core, argv[1])) {
        fprintf(stderr, "gba_check: cannot load %s\n", argv[1]);
        return 2;
    }
    core->reset(core);
    while (core->busRead32(core, state_addr) != GBA_DEMO_DONE && frames < max_frames) {
        core->runFrame(core);
        frames++;
    }
    if (frames >= max_frames) {
        fprintf(stderr, "gba_check: no finished image after %u frames\n", (unsigned)frames);
        return 1;
    }
    core->runFrame(core); /* one whole frame drawn from the finished VRAM */

    for (y = 0; y < SCREEN_H; y++) {
        for (x = 0; x < SCREEN_W; x++) {
            uint16_t v = (uint16_t)core->busRead16(core, 0x06000000u + 2u * (uint32_t)(y * SCREEN_W + x));
            color_t c = frame[y * SCREEN_W + x];
            unsigned r5 = (unsigned)(c & 0xFFu) >> 3, g5 = (unsigned)((c >> 8) & 0xFFu) >> 3,
                     b5 = (unsigned)((c >> 16) & 0xFFu) >> 3;
            if (x >= left && x < left + w && y >= top && y < top + h) {
                const unsigned char *e = &expected[3 * ((y - top) * w + (x - left))];
                uint16_t want = (uint16_t)((e[0] >> 3) | ((e[1] >> 3) << 5) | ((e[2] >> 3) << 10));
                bad_image += v != want;
            } else {
                bad_frame += v != FRAME_GREY;
            }
            bad_screen += (uint16_t)(r5 | (g5 << 5) | (b5 << 10)) != (v & 0x7FFFu);
        }
    }
    out = fopen(argv[7], "wb");
    if (out != NULL) {
        fprintf(out, "P6\n%d %d\n255\n", SCREEN_W, SCREEN_H);
        for (y = 0; y < SCREEN_W * SCREEN_H; y++) {
            unsigned char px[3] = { (unsigned char)(frame[y] & 0xFFu), (unsigned char)((frame[y] >> 8) & 0xFFu),
                                    (unsigned char)((frame[y] >> 16) & 0xFFu) };
            fwrite(px, 1, 3, out);
        }
        fclose(out);
    }
    printf("gba: mGBA %s: the ROM finished its %dx%d image after %u frames (%.1f s of GBA time), "
           "%u primary segments hit something\n",
           "0.10 (high-level BIOS)", w, h, (unsigned)frames, frames / GBA_FPS,
           (unsigned)core->busRead32(core, hits_addr));
    printf("gba: VRAM equals the host Q16.16 render in 15-bit colour: %s (%u of %d pixels differ); "
           "frame around it: %s\n",
           bad_image == 0 ? "yes" : "NO", bad_image, w * h, bad_frame == 0 ? "as drawn" : "WRONG");
    printf("gba: the frame mGBA displayed equals VRAM: %s (%u pixels differ); screenshot %s\n",
           bad_screen == 0 ? "yes" : "NO", bad_screen, argv[7]);
    core->deinit(core);
    free(expected);
    return (bad_image == 0 && bad_frame == 0 && bad_screen == 0) ? 0 : 1;
}
