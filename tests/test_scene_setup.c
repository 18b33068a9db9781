/* test_scene_setup.c — the set-up screen (setup.h) driven by synthetic SDL events at
 * the places its layout names: seats come and go within 2–5 (R1.1: refused in plain words,
 * the clause in the "Why?" tooltip over the message), the sheet side changes, pen
 * colours stay distinct, names are typed, bots cannot be picked yet, the remembered set-up
 * survives a round trip through its file and a broken file is refused whole. The screen's
 * sentences (setup_words.c) are checked word for word, in English and German. The screen is
 * drawn headless into scene-setup.png and checked pixel by pixel. */
#include "support.h"
#include "canvas.h"
#include "events.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>
#include <SDL_image.h>

#include "i18n.h"
#include "printable.h"
#include "setup.h"
#include "terms.h"
#include "widgets.h"

#define WIN_W 1280
#define WIN_H 800

typedef struct {
    Canvas canvas;
    SetupScene scene;
} Fixture;

static int setup(void **state)
{
    Fixture *f = calloc(1, sizeof *f);
    assert_non_null(f);
    canvas_open(&f->canvas, WIN_W, WIN_H);
    GameSetup g;
    setup_default(&g, test_sheets());
    setup_scene_init(&f->scene, test_sheets(), f->canvas.art, &g, false);
    setup_scene_resize(&f->scene, WIN_W, WIN_H);
    *state = f;
    return 0;
}

static int teardown(void **state)
{
    Fixture *f = *state;
    canvas_close(&f->canvas);
    free(f);
    return 0;
}

static void click(SetupScene *s, SDL_Rect rc)
{
    assert_true(rc.w > 0 && rc.h > 0);
    SDL_Point at = event_middle(rc);
    SDL_Event e = event_press(at.x, at.y, 0);
    setup_scene_event(s, &e);
}

static void hover(SetupScene *s, SDL_Rect rc)
{
    SDL_Point at = event_middle(rc);
    SDL_Event e = event_motion(at.x, at.y);
    setup_scene_event(s, &e);
}

static void key(SetupScene *s, SDL_Keycode k)
{
    SDL_Event e = event_key(k);
    setup_scene_event(s, &e);
}

static void type(SetupScene *s, const char *text)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_TEXTINPUT;
    snprintf(e.text.text, sizeof e.text.text, "%s", text);
    setup_scene_event(s, &e);
}

static void assert_colours_distinct(const GameSetup *g)
{
    for (int a = 0; a < g->players; a++) {
        assert_true(g->seat[a].colour < PEN_COLOURS);
        for (int b = a + 1; b < g->players; b++) assert_int_not_equal(g->seat[a].colour, g->seat[b].colour);
    }
}

/* ---- seats ------------------------------------------------------------------------------ */

static void test_defaults_two_seats_distinct_colours(void **state)
{
    Fixture *f = *state;
    const GameSetup *g = &f->scene.setup;
    assert_int_equal(g->players, 2);
    assert_string_equal(g->seat[0].name, "Leila");
    assert_string_equal(g->seat[1].name, "Arjun");
    assert_int_equal(g->seat[0].kind, SEAT_HUMAN);
    assert_int_equal(g->first, SETUP_FIRST_RANDOM);
    assert_int_equal(g->sheet, test_side("sun"));
    assert_colours_distinct(g);
    assert_true(setup_valid(g, test_sheets()));
}

/* R1.1: 2 to 5 players. */
static void test_r1_1_add_seats_up_to_five(void **state)
{
    Fixture *f = *state;
    SetupScene *s = &f->scene;
    for (int i = 0; i < 3; i++) click(s, s->layout.add);
    assert_int_equal(s->setup.players, 5);
    assert_string_equal(s->setup.seat[2].name, "Mira");
    assert_string_equal(s->setup.seat[3].name, "Dev");
    assert_string_equal(s->setup.seat[4].name, "Tara");
    assert_colours_distinct(&s->setup);
    assert_int_equal(s->layout.players, 5);   /* the layout follows the seat count */
    click(s, s->layout.add);
    assert_int_equal(s->setup.players, 5);
    assert_true(s->message_bad);
    assert_string_equal(s->message, "No more than 5 players fit at the table");
    assert_string_equal(s->message_why, "Rule R1.1: a game has 2, 3, 4 or 5 players, one sheet each");
}

static void test_r1_1_remove_seats_down_to_two(void **state)
{
    Fixture *f = *state;
    SetupScene *s = &f->scene;
    for (int i = 0; i < 3; i++) click(s, s->layout.add);
    click(s, s->layout.first[3]);                 /* Dev starts */
    click(s, s->layout.remove[1]);                /* Arjun leaves */
    assert_int_equal(s->setup.players, 4);
    assert_string_equal(s->setup.seat[1].name, "Mira");
    assert_int_equal(s->setup.first, 2);          /* still Dev */
    assert_string_equal(s->setup.seat[s->setup.first].name, "Dev");
    click(s, s->layout.remove[2]);                /* Dev leaves: the start is drawn again */
    assert_int_equal(s->setup.first, SETUP_FIRST_RANDOM);
    click(s, s->layout.remove[0]);
    assert_int_equal(s->setup.players, 2);
    click(s, s->layout.remove[0]);
    assert_int_equal(s->setup.players, 2);
    assert_true(s->message_bad);
    assert_string_equal(s->message, "A game needs at least 2 players");
    assert_string_equal(s->message_why, "Rule R1.1: a game has 2, 3, 4 or 5 players, one sheet each");
}

static void test_sheet_side_changes(void **state)
{
    Fixture *f = *state;
    SetupScene *s = &f->scene;
    int moon = test_side("moon"), sun = test_side("sun");
    assert_int_equal(s->layout.sheets, test_sheets()->count);
    click(s, s->layout.sheet[moon]);
    assert_int_equal(s->setup.sheet, moon);
    Setup game;
    setup_to_game(&s->setup, 5, &game);
    assert_int_equal(game.sheet, moon);
    click(s, s->layout.sheet[sun]);
    assert_int_equal(s->setup.sheet, sun);
}

static void test_colour_cycles_through_free_colours_only(void **state)
{
    Fixture *f = *state;
    SetupScene *s = &f->scene;
    for (int i = 0; i < 3; i++) click(s, s->layout.add);
    int seen[PEN_COLOURS] = {0};
    for (int i = 0; i < 2 * PEN_COLOURS; i++) {
        click(s, s->layout.colour[2]);
        assert_colours_distinct(&s->setup);
        seen[s->setup.seat[2].colour]++;
    }
    /* Five seats, six colours: seat 2 may only alternate between its own and the spare. */
    int kinds = 0;
    for (int c = 0; c < PEN_COLOURS; c++) kinds += seen[c] > 0;
    assert_int_equal(kinds, 2);
    assert_true(setup_valid(&s->setup, test_sheets()));
}

static void test_a_seat_can_be_a_bot_at_each_level(void **state)
{
    Fixture *f = *state;
    SetupScene *s = &f->scene;
    for (int level = 0; level < BOT_LEVEL_COUNT; level++) {
        click(s, s->layout.kind[1][1 + level]);
        assert_int_equal(s->setup.seat[1].kind, SEAT_BOT);
        assert_int_equal(s->setup.seat[1].level, level);
        TableSeats seats;
        setup_to_seats(&s->setup, &seats);
        assert_int_equal(seats.bot[1], 1 + level);
        assert_int_equal(seats.bot[0], 0);
    }
    hover(s, s->layout.kind[1][1 + BOT_HARD]);
    char tip[200];
    assert_true(setup_scene_tooltip(s, tip, sizeof tip));
    assert_non_null(strstr(tip, "Hard bot"));
    click(s, s->layout.kind[1][0]);
    assert_int_equal(s->setup.seat[1].kind, SEAT_HUMAN);
}

static void test_typing_a_name(void **state)
{
    Fixture *f = *state;
    SetupScene *s = &f->scene;
    click(s, s->layout.name[0]);
    assert_true(setup_scene_wants_text(s));
    for (int i = 0; i < 8; i++) key(s, SDLK_BACKSPACE);
    type(s, "Zoë");
    assert_string_equal(s->setup.seat[0].name, "Zoë");
    key(s, SDLK_BACKSPACE);                       /* ë is two bytes: both go */
    assert_string_equal(s->setup.seat[0].name, "Zo");
    type(s, "ltan Kaur");
    key(s, SDLK_RETURN);
    assert_false(setup_scene_wants_text(s));
    assert_string_equal(s->setup.seat[0].name, "Zoltan Kaur");
    /* Emptied and left: the default name comes back. */
    click(s, s->layout.name[1]);
    for (int i = 0; i < 8; i++) key(s, SDLK_BACKSPACE);
    click(s, s->layout.add);
    assert_false(setup_scene_wants_text(s));
    assert_string_equal(s->setup.seat[1].name, "Arjun");
    /* A name never grows past its buffer. */
    click(s, s->layout.name[2]);
    for (int i = 0; i < 40; i++) type(s, "é");
    assert_true(strlen(s->setup.seat[2].name) < SEAT_NAME_MAX);
    assert_int_equal(strlen(s->setup.seat[2].name) % 2, 0);
}

static void test_starting_player(void **state)
{
    Fixture *f = *state;
    SetupScene *s = &f->scene;
    click(s, s->layout.first[1]);
    assert_int_equal(s->setup.first, 1);
    Setup game;
    setup_to_game(&s->setup, 99, &game);
    assert_int_equal(game.first, 1);
    click(s, s->layout.random_first);
    assert_int_equal(s->setup.first, SETUP_FIRST_RANDOM);
    int seen[2] = {0};
    for (uint64_t seed = 1; seed <= 64; seed++) {
        setup_to_game(&s->setup, seed, &game);
        assert_true(game.first < 2);
        seen[game.first]++;
    }
    assert_true(seen[0] > 0 && seen[1] > 0);
}

static void test_start_and_resume(void **state)
{
    Fixture *f = *state;
    SetupScene *s = &f->scene;
    assert_int_equal(s->layout.resume.w, 0);      /* no autosave: no resume button */
    click(s, s->layout.start);
    assert_int_equal(s->outcome, SETUP_START);
    GameSetup g = s->setup;
    setup_scene_init(s, test_sheets(), f->canvas.art, &g, true);
    setup_scene_resize(s, WIN_W, WIN_H);
    key(s, SDLK_RETURN);
    assert_int_equal(s->outcome, SETUP_START);
    setup_scene_init(s, test_sheets(), f->canvas.art, &g, true);
    setup_scene_resize(s, WIN_W, WIN_H);
    click(s, s->layout.resume);
    assert_int_equal(s->outcome, SETUP_RESUME);
}

static void test_layout_fits_small_and_large_windows(void **state)
{
    (void)state;
    const int size[][2] = {{1024, 640}, {1280, 800}, {2560, 1600}, {1920, 1080}};
    for (size_t i = 0; i < sizeof size / sizeof size[0]; i++) {
        SetupLayout l;
        setup_layout(&l, size[i][0], size[i][1], 5, 2, true);
        for (int s = 0; s < 5; s++) {
            SDL_Rect row = l.row[s];
            assert_true(row.x + row.w <= l.preview.x);
            assert_true(l.remove[s].x + l.remove[s].w <= row.x + row.w);
            assert_true(l.kind[s][KIND_BUTTONS - 1].x + l.kind[s][KIND_BUTTONS - 1].w <= l.first[s].x);
            assert_true(l.name[s].x + l.name[s].w <= l.kind[s][0].x);
            SetupHit h = setup_hit(&l, l.first[s].x + 2, l.first[s].y + 2);
            assert_int_equal(h.kind, HIT_FIRST);
            assert_int_equal(h.seat, s);
        }
        assert_true(l.message.y + l.message.h <= l.start.y);
        assert_true(l.start.x + l.start.w <= size[i][0]);
        assert_true(l.resume.x + l.resume.w <= l.start.x);
        assert_int_equal(setup_hit(&l, l.start.x + 1, l.start.y + 1).kind, HIT_START);
    }
}

/* ---- the remembered set-up --------------------------------------------------------------- */

static void test_remembered_setup_round_trip(void **state)
{
    (void)state;
    GameSetup g;
    setup_default(&g, test_sheets());
    setup_add_seat(&g);
    snprintf(g.seat[1].name, SEAT_NAME_MAX, "%s", "Anna Maria");
    g.seat[2].colour = (uint8_t)setup_next_free_colour(&g, 2);
    g.sheet = test_side("moon");
    g.first = 2;
    char err[512];
    assert_true(setup_save(&g, test_sheets(), "setup-roundtrip.txt", err, sizeof err));
    GameSetup back;
    setup_default(&back, test_sheets());
    if (!setup_load(&back, test_sheets(), "setup-roundtrip.txt", tr, err, sizeof err)) fail_msg("%s", err);
    assert_int_equal(back.players, 3);
    assert_int_equal(back.sheet, g.sheet);
    assert_int_equal(back.first, 2);
    for (int s = 0; s < 3; s++) {
        assert_string_equal(back.seat[s].name, g.seat[s].name);
        assert_int_equal(back.seat[s].colour, g.seat[s].colour);
        assert_int_equal(back.seat[s].kind, SEAT_HUMAN);
    }
    FILE *tmp = fopen("setup-roundtrip.txt.tmp", "rb");
    assert_null(tmp);                             /* renamed over, not left behind */
}

static void write_file(const char *path, const char *text)
{
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
}

static void test_broken_setup_file_is_refused_whole(void **state)
{
    (void)state;
    static const char *const broken[] = {
        "",
        "hello\n",
        "rajas-setup 1\nplayers 9\n",
        "rajas-setup 1\nplayers 2\nsheet sun\nfirst random\nseat human blue Leila\n",
        "rajas-setup 1\nplayers 2\nsheet sun\nfirst random\nseat human blue Leila\nseat human blue Arjun\n",
        "rajas-setup 1\nplayers 2\nsheet mars\nfirst random\nseat human blue Leila\nseat human red Arjun\n",
        "rajas-setup 1\nplayers 2\nsheet sun\nfirst 3\nseat human blue Leila\nseat human red Arjun\n",
        "rajas-setup 1\nplayers 2\nsheet sun\nfirst random\nseat robot blue Leila\nseat human red Arjun\n",
        "rajas-setup 1\nplayers 2\nsheet sun\nfirst random\nseat human teal Leila\nseat human red Arjun\n",
        "rajas-setup 1\nplayers 2\nseat human blue\nseat human red Arjun\n",
        "rajas-setup 1\nplayers 2\nseat human blue AVeryLongNameThatDoesNotFit\nseat human red Arjun\n",
        "rajas-setup 1\nplayers 2\ncolour blue\n",
        /* A control byte in a name (found by fuzz_setup: "Ta\r" was read, saved and read
         * back as "Ta"). */
        "rajas-setup 1\r\nplayers 2\r\nseat human blue Ta\r\r\nseat human red Arjun\r\n",
        "rajas-setup 1\nplayers 2\nseat human blue Le\tila\nseat human red Arjun\n",
        /* Numbers are digits only (decimal.h), as in every other file and command line. */
        "rajas-setup 1\nplayers +2\nsheet sun\nfirst random\nseat human blue Leila\nseat human red Arjun\n",
        "rajas-setup 1\nplayers 2\nsheet sun\nfirst +1\nseat human blue Leila\nseat human red Arjun\n",
    };
    GameSetup g, before;
    setup_default(&g, test_sheets());
    snprintf(g.seat[0].name, SEAT_NAME_MAX, "%s", "Kept");
    before = g;
    for (size_t i = 0; i < sizeof broken / sizeof broken[0]; i++) {
        write_file("setup-broken.txt", broken[i]);
        char err[512] = "";
        assert_false(setup_load(&g, test_sheets(), "setup-broken.txt", tr, err, sizeof err));
        assert_non_null(strstr(err, "setup-broken.txt"));
        assert_memory_equal(&g, &before, sizeof g);
    }
    char err[512] = "";
    assert_false(setup_load(&g, test_sheets(), "no-such-setup.txt", tr, err, sizeof err));
    assert_non_null(strstr(err, "no-such-setup.txt"));
    /* Windows line ends and blank lines are fine. */
    write_file("setup-crlf.txt", "rajas-setup 1\r\n\r\nplayers 2\r\nsheet moon\r\nfirst 1\r\n"
                                 "seat human green Ravi\r\nseat bot-hard black Deep Blue\r\n");
    assert_true(setup_load(&g, test_sheets(), "setup-crlf.txt", tr, err, sizeof err));
    assert_string_equal(g.seat[1].name, "Deep Blue");
    assert_int_equal(g.seat[1].kind, SEAT_BOT);
    assert_int_equal(g.seat[1].level, BOT_HARD);
    assert_int_equal(g.first, 0);
}

/* ---- drawing --------------------------------------------------------------------------- */

static int distance(SDL_Color a, SDL_Color b)
{
    return abs(a.r - b.r) + abs(a.g - b.g) + abs(a.b - b.b);
}

static void test_render_setup_png(void **state)
{
    Fixture *f = *state;
    SetupScene *s = &f->scene;
    click(s, s->layout.add);
    click(s, s->layout.first[2]);
    click(s, s->layout.name[1]);
    type(s, "a");
    click(s, s->layout.kind[2][2]);   /* the third seat: the medium bot */
    hover(s, s->layout.kind[0][2]);
    setup_scene_draw(s, f->canvas.r, 0);
    SDL_RenderPresent(f->canvas.r);
    assert_int_equal(IMG_SavePNG(f->canvas.surface, "scene-setup.png"), 0);

    const SetupLayout *l = &s->layout;
    assert_true(distance(canvas_pixel(f->canvas.surface, 2, WIN_H - 2), TABLE_BG) < 6);
    for (int seat = 0; seat < 3; seat++) {
        SDL_Rect c = l->colour[seat];
        SDL_Color pen = PEN_COLOUR[s->setup.seat[seat].colour];
        assert_true(distance(canvas_pixel(f->canvas.surface, c.x + c.w / 2, c.y + c.h / 2), pen) < 10);
        SDL_Rect row = l->row[seat];
        assert_true(distance(canvas_pixel(f->canvas.surface, row.x + row.w / 2, row.y + 3), PAPER) < 10);
        /* the card's edge stripe is the pen too */
        assert_true(distance(canvas_pixel(f->canvas.surface, row.x + 2, row.y + row.h / 2), pen) < 10);
    }
    /* The chosen kind of each seat is gold, the others enabled (cream) buttons. */
    for (int seat = 0; seat < 3; seat++)
        for (int k = 0; k < KIND_BUTTONS; k++) {
            SDL_Rect kb = l->kind[seat][k];
            bool chosen = seat == 2 ? k == 2 : k == 0;
            if (seat == 1 || (seat == 0 && k == 2)) continue;   /* under the mouse and its tip */
            SDL_Color want = chosen ? ACCENT : (SDL_Color){252, 226, 150, 255};
            assert_true(distance(canvas_pixel(f->canvas.surface, kb.x + 4, kb.y + kb.h / 2), want) < 10);
        }
    /* Start is an enabled (cream) button; the chosen side is gold. */
    SDL_Color start = canvas_pixel(f->canvas.surface, l->start.x + 6, l->start.y + l->start.h / 2);
    assert_true(distance(start, (SDL_Color){252, 226, 150, 255}) < 10);
    SDL_Rect sun = l->sheet[s->setup.sheet];
    assert_true(distance(canvas_pixel(f->canvas.surface, sun.x + 6, sun.y + sun.h / 2), ACCENT) < 10);
    /* The preview sheet is drawn: paper-coloured pixels in the middle of its box. */
    int paper = 0;
    for (int x = l->preview.x; x < l->preview.x + l->preview.w; x += 4) {
        SDL_Color c = canvas_pixel(f->canvas.surface, x, l->preview.y + l->preview.h / 2);
        if (c.r > 200 && c.g > 190 && c.b > 160) paper++;
    }
    assert_true(paper > l->preview.w / 16);
}

/* ---- messages about files ------------------------------------------------------------ */

static void assert_printable(const char *in, size_t cap, const char *want)
{
    char out[256];
    printable_text(in, out, cap);
    assert_string_equal(out, want);
}

static void test_file_bytes_in_a_message_are_shown_escaped(void **state)
{
    (void)state;
    assert_printable("bot_pace = 12", 256, "bot_pace = 12");
    assert_printable("Grün – 3 €", 256, "Grün – 3 €");                   /* whole UTF-8 stays */
    assert_printable("a\x01" "b\tc\x7f", 256, "a\\x01b\\x09c\\x7F");       /* controls and DEL */
    assert_printable("C:\\x", 256, "C:\\\\x");                            /* a backslash is doubled */
    assert_printable("cut \xC3", 256, "cut \\xC3");                      /* a cut character */
    assert_printable("\xC0\x80", 256, "\\xC0\\x80");                      /* overlong NUL */
    assert_printable("\xED\xA0\x80", 256, "\\xED\\xA0\\x80");            /* a surrogate */
    assert_printable("\xF4\x90\x80\x80", 256, "\\xF4\\x90\\x80\\x80");  /* past U+10FFFF */
    assert_printable("\x80z", 256, "\\x80z");                            /* a stray continuation */
    /* cut at a character's edge, never inside an escape or a character */
    assert_printable("abc\x01", 6, "abc");
    assert_printable("a\xC3\xBC", 3, "a");
    assert_printable("a\xC3\xBC", 4, "a\xC3\xBC");
}

static int setup_five_seats(void **state)
{
    setup(state);
    Fixture *f = *state;
    for (int i = 0; i < 3; i++) click(&f->scene, f->scene.layout.add);
    assert_int_equal(f->scene.setup.players, 5);
    return 0;
}

static bool near_colour(SDL_Color a, SDL_Color b, int d)
{
    return abs(a.r - b.r) + abs(a.g - b.g) + abs(a.b - b.b) < d;
}

/* A message with a path too long for a line, under five seats: it wraps inside the left
 * column, every line of it is drawn, and nothing of it runs into the gap before the side
 * column. */
static void test_a_long_message_wraps_within_the_window(void **state)
{
    Fixture *f = *state;
    SetupScene *s = &f->scene;
    setup_scene_say(s, true,
                    "The settings could not be read and the defaults are used (/home/somebody/.local/share/rajas/"
                    "rajas/a-folder-name-far-too-long-for-one-line-of-the-set-up-screen-so-it-must-break-inside/"
                    "settings.txt:7: bot_pace must be 300-3000 ms, not 12)");
    setup_scene_draw(s, f->canvas.r, 0);
    SDL_RenderPresent(f->canvas.r);
    assert_int_equal(IMG_SavePNG(f->canvas.surface, "scene-setup-message.png"), 0);
    const SetupLayout *l = &s->layout;
    const SDL_Color said = {255, 150, 140, 255};
    int line = 2 * l->unit * 5 / 4, lines = 0;
    for (int y = l->message.y; y < l->message.y + l->message.h; y++) {
        for (int x = l->message.x + l->message.w; x < l->preview.x; x++)
            if (!near_colour(canvas_pixel(f->canvas.surface, x, y), TABLE_BG, 12))
                fail_msg("the message runs out of its column at (%d, %d)", x, y);
        bool inked = false;
        for (int x = l->message.x; x < l->message.x + l->message.w && !inked; x++)
            inked = near_colour(canvas_pixel(f->canvas.surface, x, y), said, 60);
        if (inked && (y - l->message.y) / line >= lines) lines = (y - l->message.y) / line + 1;
    }
    /* about 250 characters in a column of some 75: four lines, the last one drawn too */
    assert_true(lines >= 4);
}

/* ---- the screen's words (setup_words.c) ----------------------------------------------- */

static void test_the_tooltips_in_words(void **state)
{
    (void)state;
    GameSetup g;
    setup_default(&g, test_sheets());   /* Leila in blue, Arjun in red, a random start */
    char tip[200];
    assert_true(setup_words_tip(&g, (SetupHit){HIT_KIND, 1, 0}, tip, sizeof tip));
    assert_string_equal(tip, "Arjun plays at this screen");
    assert_true(setup_words_tip(&g, (SetupHit){HIT_KIND, 0, 1 + BOT_EASY}, tip, sizeof tip));
    assert_string_equal(tip, "Easy bot: takes what pays most at once, with a little noise");
    assert_true(setup_words_tip(&g, (SetupHit){HIT_KIND, 0, 1 + BOT_MEDIUM}, tip, sizeof tip));
    assert_string_equal(tip, "Medium bot: plans its whole turn and weighs the position it leaves");
    assert_true(setup_words_tip(&g, (SetupHit){HIT_KIND, 0, 1 + BOT_HARD}, tip, sizeof tip));
    assert_string_equal(tip, "Hard bot: plays out sampled futures for about a second per move");
    assert_true(setup_words_tip(&g, (SetupHit){HIT_COLOUR, 1, 0}, tip, sizeof tip));
    assert_string_equal(tip, "Arjun writes in red. Click for the next free colour");
    assert_true(setup_words_tip(&g, (SetupHit){HIT_NAME, 0, 0}, tip, sizeof tip));
    assert_string_equal(tip, "Click to type a name");
    assert_true(setup_words_tip(&g, (SetupHit){HIT_FIRST, 0, 0}, tip, sizeof tip));
    assert_string_equal(tip, "Let Leila hold the elephant and start");
    g.first = 0;
    assert_true(setup_words_tip(&g, (SetupHit){HIT_FIRST, 0, 0}, tip, sizeof tip));
    assert_string_equal(tip, "Leila holds the elephant first. Click for a random start");
    assert_true(setup_words_tip(&g, (SetupHit){HIT_RANDOM_FIRST, -1, 0}, tip, sizeof tip));
    assert_string_equal(tip, "The starting player is drawn when the game begins");
    assert_true(setup_words_tip(&g, (SetupHit){HIT_REMOVE, 1, 0}, tip, sizeof tip));
    assert_string_equal(tip, "Remove Arjun from the table");
    /* Buttons say what they are themselves: no tip, and the buffer is left alone. */
    snprintf(tip, sizeof tip, "untouched");
    assert_false(setup_words_tip(&g, (SetupHit){HIT_START, -1, 0}, tip, sizeof tip));
    assert_false(setup_words_tip(&g, (SetupHit){HIT_NONE, -1, 0}, tip, sizeof tip));
    assert_string_equal(tip, "untouched");
}

static void test_the_screen_says_who_starts_and_who_left(void **state)
{
    (void)state;
    GameSetup g;
    setup_default(&g, test_sheets());
    char line[160];
    setup_words_starter(&g, line, sizeof line);
    assert_string_equal(line, "Starting player: drawn at random");
    g.first = 1;
    setup_words_starter(&g, line, sizeof line);
    assert_string_equal(line, "Starting player: Arjun");
    setup_words_left("Mira", line, sizeof line);
    assert_string_equal(line, "Mira left the table");
    assert_string_equal(setup_words_kind(0), "Human");
    assert_string_equal(setup_words_kind(1 + BOT_EASY), "Easy");
    assert_string_equal(setup_words_kind(1 + BOT_MEDIUM), "Medium");
    assert_string_equal(setup_words_kind(1 + BOT_HARD), "Hard");
    assert_string_equal(setup_words_hint(0),
                        "A card names the player whose turn it is: pass the mouse, then click to go on.");
    assert_string_equal(setup_words_hint(SETUP_HINTS - 1),
                        "Ctrl+Z or Backspace takes back your own last decision. Esc leaves: the game is saved.");
}

static void test_the_screen_words_in_german(void **state)
{
    (void)state;
    char err[512];
    if (!i18n_load(getenv("RAJAS_DATA"), "de", err, sizeof err)) fail_msg("i18n_load de: %s", err);
    GameSetup g;
    setup_default(&g, test_sheets());
    char line[200];
    assert_true(setup_words_tip(&g, (SetupHit){HIT_COLOUR, 1, 0}, line, sizeof line));
    assert_string_equal(line, "Arjun schreibt in Rot. Klicken für die nächste freie Farbe");
    g.first = 0;
    setup_words_starter(&g, line, sizeof line);
    assert_string_equal(line, "Startspieler: Leila");
    setup_words_left("Mira", line, sizeof line);
    assert_string_equal(line, "Mira hat den Tisch verlassen");
    assert_string_equal(setup_words_kind(1 + BOT_HARD), "Schwer");
    /* R1.1 refused in plain words, the clause behind "Warum?". */
    assert_string_equal(setup_words_seats_refused(false), "Eine Partie braucht mindestens 2 Spieler");
    assert_string_equal(setup_words_seats_refused(true), "Mehr als 5 Spieler passen nicht an den Tisch");
    setup_words_seats_why(line, sizeof line);
    assert_string_equal(line, "Regel R1.1: eine Partie hat 2, 3, 4 oder 5 Spieler, jeder mit einem eigenen Blatt");
    assert_string_equal(term_why_label(), "Warum?");
    i18n_unload();
}

/* The scene asks the words for its tooltip, except over the name being typed, where the
 * caret is the hint. */
static void test_no_tooltip_over_the_name_being_typed(void **state)
{
    Fixture *f = *state;
    SetupScene *s = &f->scene;
    char tip[200];
    click(s, s->layout.name[0]);
    hover(s, s->layout.name[0]);
    assert_false(setup_scene_tooltip(s, tip, sizeof tip));
    hover(s, s->layout.name[1]);
    assert_true(setup_scene_tooltip(s, tip, sizeof tip));
    assert_string_equal(tip, "Click to type a name");
    hover(s, s->layout.remove[1]);
    assert_true(setup_scene_tooltip(s, tip, sizeof tip));
    assert_string_equal(tip, "Remove Arjun from the table");
    click(s, s->layout.remove[1]);   /* two seats: refused (R1.1), the message says so */
    assert_true(s->message_bad);
    assert_string_equal(s->message, "A game needs at least 2 players");
    click(s, s->layout.add);
    click(s, s->layout.remove[0]);
    assert_false(s->message_bad);
    assert_string_equal(s->message, "Leila left the table");
    assert_string_equal(s->message_why, "");   /* no rule behind a seat that left */
}

/* R1.1 behind a refusal: the message is plain words with a "Why?" under it, and pointing
 * at either shows the rule with its clause; a message with no rule behind it has no
 * tooltip, and the "Why?" goes with the message it explains. */
static void test_r1_1_why_is_the_tooltip_over_the_refusal(void **state)
{
    Fixture *f = *state;
    SetupScene *s = &f->scene;
    char tip[300];
    click(s, s->layout.remove[0]);
    assert_string_equal(s->message, "A game needs at least 2 players");
    for (char *c = s->message; *c; c++) assert_false(*c == '(' || *c == ')');   /* no clause in the sentence */
    setup_scene_draw(s, f->canvas.r, 0);
    SDL_Rect drawn = s->message_drawn;
    assert_true(drawn.h > 0 && drawn.y == s->layout.message.y);
    /* The last pixels of that area hold the "Why?" line, below the sentence. */
    hover(s, (SDL_Rect){drawn.x, drawn.y + drawn.h - 4, 8, 2});
    assert_true(setup_scene_tooltip(s, tip, sizeof tip));
    assert_string_equal(tip, "Rule R1.1: a game has 2, 3, 4 or 5 players, one sheet each");
    setup_scene_draw(s, f->canvas.r, 0);
    SDL_RenderPresent(f->canvas.r);
    assert_int_equal(IMG_SavePNG(f->canvas.surface, "scene-setup-why.png"), 0);
    hover(s, (SDL_Rect){drawn.x, drawn.y + drawn.h + 20, 2, 2});
    assert_false(setup_scene_tooltip(s, tip, sizeof tip));
    /* A message with nothing behind it: no "Why?", no tooltip over it. */
    click(s, s->layout.add);
    click(s, s->layout.remove[2]);
    assert_string_equal(s->message, "Mira left the table");
    setup_scene_draw(s, f->canvas.r, 0);
    hover(s, (SDL_Rect){s->layout.message.x, s->layout.message.y, 8, 8});
    assert_false(setup_scene_tooltip(s, tip, sizeof tip));
    assert_int_equal(s->message_drawn.h, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_defaults_two_seats_distinct_colours, setup, teardown),
        cmocka_unit_test_setup_teardown(test_r1_1_add_seats_up_to_five, setup, teardown),
        cmocka_unit_test_setup_teardown(test_r1_1_remove_seats_down_to_two, setup, teardown),
        cmocka_unit_test_setup_teardown(test_sheet_side_changes, setup, teardown),
        cmocka_unit_test_setup_teardown(test_colour_cycles_through_free_colours_only, setup, teardown),
        cmocka_unit_test_setup_teardown(test_a_seat_can_be_a_bot_at_each_level, setup, teardown),
        cmocka_unit_test_setup_teardown(test_typing_a_name, setup, teardown),
        cmocka_unit_test_setup_teardown(test_starting_player, setup, teardown),
        cmocka_unit_test_setup_teardown(test_start_and_resume, setup, teardown),
        cmocka_unit_test(test_layout_fits_small_and_large_windows),
        cmocka_unit_test(test_remembered_setup_round_trip),
        cmocka_unit_test(test_broken_setup_file_is_refused_whole),
        cmocka_unit_test_setup_teardown(test_render_setup_png, setup, teardown),
        cmocka_unit_test(test_file_bytes_in_a_message_are_shown_escaped),
        cmocka_unit_test_setup_teardown(test_a_long_message_wraps_within_the_window, setup_five_seats, teardown),
        cmocka_unit_test(test_the_tooltips_in_words),
        cmocka_unit_test(test_the_screen_says_who_starts_and_who_left),
        cmocka_unit_test(test_the_screen_words_in_german),
        cmocka_unit_test_setup_teardown(test_no_tooltip_over_the_name_being_typed, setup, teardown),
        cmocka_unit_test_setup_teardown(test_r1_1_why_is_the_tooltip_over_the_refusal, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
