/* test_art.c — the fonts as art.c opens them: a font file that is there but is no font (the
 * bytes of issue 10: random data in DejaVuSans.ttf) is found when the art is opened, named,
 * and replaced by the other DejaVu weight, so labels are drawn rather than left blank; with
 * neither weight readable the art is refused, naming both files; and a face that stops
 * opening later is logged once, not at every label of every frame. Each test makes a scratch
 * copy of the build's data layout (assets/ and fonts/ side by side) to damage. */
#define _POSIX_C_SOURCE 200809L
#include "support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>

#include "art.h"

#define ART_SAID_MAX 4096   /* what art_open says, the longest naming two fonts and the scratch root twice */

typedef struct {
    char root[64];          /* the scratch folder: assets (a link) and fonts (copies) */
    char assets[128];
    SDL_Surface *surface;
    SDL_Renderer *r;
    int logged;             /* SDL_Log lines that name a font file of the scratch copy */
} Scratch;

static void count_font_lines(void *ctx, int category, SDL_LogPriority priority, const char *message)
{
    (void)category;
    (void)priority;
    Scratch *s = ctx;
    if (strstr(message, s->root) && strstr(message, ".ttf")) s->logged++;
}

static int make_scratch(void **state)
{
    static Scratch s;
    memset(&s, 0, sizeof s);
    const char *data = getenv("RAJAS_DATA");
    if (!data) return -1;
    snprintf(s.root, sizeof s.root, "/tmp/rajas-art-XXXXXX");
    if (!mkdtemp(s.root)) return -1;
    snprintf(s.assets, sizeof s.assets, "%s/assets", s.root);
    char cmd[1400];
    snprintf(cmd, sizeof cmd, "ln -s '%s' '%s' && cp -r '%s/../fonts' '%s/fonts'", data, s.assets, data, s.root);
    if (system(cmd) != 0) return -1;
    s.surface = SDL_CreateRGBSurfaceWithFormat(0, 200, 60, 32, SDL_PIXELFORMAT_RGBA32);
    s.r = s.surface ? SDL_CreateSoftwareRenderer(s.surface) : NULL;
    if (!s.r) return -1;
    SDL_LogSetOutputFunction(count_font_lines, &s);
    *state = &s;
    return 0;
}

static int remove_scratch(void **state)
{
    Scratch *s = *state;
    SDL_LogSetOutputFunction(NULL, NULL);
    SDL_DestroyRenderer(s->r);
    SDL_FreeSurface(s->surface);
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", s->root);
    return system(cmd) == 0 ? 0 : -1;
}

/* Writes n bytes of seeded noise over fonts/<file>, for each "<file> <n>" of a list like
 * "DejaVuSans.ttf 1000, Breip.ttf 100". */
static void damage(const Scratch *s, const char *files)
{
    char file[64], path[256];
    size_t n;
    int used = 0;
    for (const char *at = files; *at; at += used + (at[used] == ',')) {
        if (sscanf(at, " %63[^ ,] %zu%n", file, &n, &used) != 2) fail_msg("cannot read the fonts '%s'", at);
        snprintf(path, sizeof path, "%s/fonts/%s", s->root, file);
        FILE *f = fopen(path, "wb");
        assert_non_null(f);
        uint32_t x = 2463534242u;
        for (size_t i = 0; i < n; i++) {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            fputc((int)(x & 0xff), f);
        }
        fclose(f);
    }
}

/* Pixels of the surface that are not the background the test cleared it to. */
static int inked(const Scratch *s)
{
    int n = 0;
    for (int y = 0; y < s->surface->h; y++)
        for (int x = 0; x < s->surface->w; x++) {
            const Uint8 *p = (const Uint8 *)s->surface->pixels + y * s->surface->pitch + x * 4;
            if (p[0] < 128) n++;
        }
    return n;
}

static int draw_label(Scratch *s, Art *a, FontFace face)
{
    SDL_SetRenderDrawColor(s->r, 255, 255, 255, 255);
    SDL_RenderClear(s->r);
    art_text(a, face, 24, (SDL_Color){0, 0, 0, 255}, 4, 4, 0, "Rajas");
    SDL_RenderPresent(s->r);
    return inked(s);
}

/* err is what art_open said: the message of `format`, where each %s is the scratch root. */
static void assert_said(const Scratch *s, const char *err, const char *format)
{
    char want[ART_SAID_MAX];
    snprintf(want, sizeof want, format, s->root, s->root);
    assert_string_equal(err, want);
}

/* The art of the scratch assets, which must open; what art_open said is in err. */
static Art *opened(Scratch *s, char err[ART_SAID_MAX])
{
    Art *a = art_open(s->r, s->assets, err, ART_SAID_MAX);
    assert_non_null(a);
    return a;
}

static void test_a_damaged_regular_font_is_named_at_start_and_bold_drawn_instead(void **state)
{
    Scratch *s = *state;
    damage(s, "DejaVuSans.ttf 759720");
    char err[ART_SAID_MAX];
    Art *a = opened(s, err);
    assert_said(s, err, "the font file %s/fonts/DejaVuSans.ttf cannot be read as a font (damaged?); "
                "DejaVuSans-Bold.ttf is used in its place");
    /* the regular labels are drawn, in bold, and nothing is logged while drawing them */
    for (int px = 10; px < 40; px++) art_text(a, FONT_REGULAR, px, (SDL_Color){0, 0, 0, 255}, 0, 0, 0, "x");
    assert_true(draw_label(s, a, FONT_REGULAR) > 50);
    assert_int_equal(s->logged, 0);
    art_free(a);
}

static void test_the_other_faces_stand_in_for_each_other(void **state)
{
    Scratch *s = *state;
    damage(s, "DejaVuSans-Bold.ttf 4096, Breip.ttf 100");
    char err[ART_SAID_MAX];
    Art *a = opened(s, err);
    assert_said(s, err,
                "the font file %s/fonts/DejaVuSans-Bold.ttf cannot be read as a font (damaged?); DejaVuSans.ttf "
                "is used in its place; the font file %s/fonts/Breip.ttf cannot be read as a font (damaged?); "
                "DejaVuSans.ttf is used in its place");
    assert_true(draw_label(s, a, FONT_BOLD) > 50);
    assert_true(draw_label(s, a, FONT_HAND) > 50);
    art_free(a);
}

static void test_with_no_readable_dejavu_weight_the_art_is_refused_naming_both(void **state)
{
    Scratch *s = *state;
    damage(s, "DejaVuSans.ttf 1000, DejaVuSans-Bold.ttf 0");
    char err[ART_SAID_MAX];
    assert_null(art_open(s->r, s->assets, err, sizeof err));
    assert_said(s, err, "the font files %s/fonts/DejaVuSans.ttf and %s/fonts/DejaVuSans-Bold.ttf cannot be "
                "read as fonts (damaged?)");
}

static void test_a_face_that_stops_opening_is_logged_once_not_every_frame(void **state)
{
    Scratch *s = *state;
    char err[ART_SAID_MAX];
    Art *a = opened(s, err);
    assert_string_equal(err, "");
    damage(s, "DejaVuSans.ttf 5000");   /* after the start: each new size opens the file again */
    for (int frame = 0; frame < 50; frame++)
        for (int px = 10; px < 20; px++) art_text(a, FONT_REGULAR, px, (SDL_Color){0, 0, 0, 255}, 0, 0, 0, "x");
    assert_int_equal(s->logged, 1);
    art_free(a);
}

TEST_MAIN(
    cmocka_unit_test_setup_teardown(test_a_damaged_regular_font_is_named_at_start_and_bold_drawn_instead,
                                    make_scratch, remove_scratch),
    cmocka_unit_test_setup_teardown(test_the_other_faces_stand_in_for_each_other, make_scratch, remove_scratch),
    cmocka_unit_test_setup_teardown(test_with_no_readable_dejavu_weight_the_art_is_refused_naming_both,
                                    make_scratch, remove_scratch),
    cmocka_unit_test_setup_teardown(test_a_face_that_stops_opening_is_logged_once_not_every_frame, make_scratch,
                                    remove_scratch)
)
