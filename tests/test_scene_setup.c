/* test_scene_setup.c — the set-up screen (setup.h) driven by synthetic SDL events at
 * the places its layout names: seats come and go within 2–5 (R1.1: refused in plain words,
 * the clause in the "Why?" tooltip over the message), the sheet side changes, pen
 * colours stay distinct, names are typed, bots cannot be picked yet, the remembered set-up
 * survives a round trip through its file and a broken file is refused whole. The screen's
 * sentences (setup_words.c) are checked word for word, in English and German. The screen is
 * drawn headless into scene-setup.png and checked pixel by pixel. */
#include "support.h"
#include "language.h"
#include "canvas.h"
#include "events.h"
#include "layout_check.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>
#include <SDL_image.h>

#include "i18n.h"
#include "printable.h"
#include "setup_test.h"
#include "terms.h"
#include "type_scale.h"
#include "widgets.h"

#define WIN_W 1280
#define WIN_H 800

typedef struct {
    SetupScene *scene;
    Canvas canvas;
} Fixture;

static int setup(void **state)
{
    Fixture *f = calloc(1, sizeof *f);
    assert_non_null(f);
    canvas_open(&f->canvas, WIN_W, WIN_H);
    GameSetup g;
    setup_default(&g, test_sheets());
    f->scene = setup_scene_new();
    assert_non_null(f->scene);
    setup_scene_init(f->scene, test_sheets(), f->canvas.art, test_lang(), &g, false);
    setup_scene_resize(f->scene, WIN_W, WIN_H);
    *state = f;
    return 0;
}

static int teardown(void **state)
{
    Fixture *f = *state;
    setup_scene_free(f->scene);
    canvas_close(&f->canvas);
    free(f);
    return test_language_back(state);
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

/* The file reader's reasons in the test's language (FilesWords), as the program gives them. */
static const char *reason_words(const void *language, const char *english)
{
    return lang_tr(language, english);
}

static FilesWords reasons(void)
{
    return (FilesWords){reason_words, test_lang()};
}

static void test_defaults_two_seats_distinct_colours(void **state)
{
    Fixture *f = *state;
    const GameSetup *g = setup_test_params(f->scene);
    assert_int_equal(g->players, 2);
    assert_string_equal(g->seat[0].name, "Leila");
    assert_string_equal(g->seat[1].name, "Arjun");
    assert_int_equal(g->seat[0].kind, SEAT_HUMAN);
    assert_int_equal(g->first, SETUP_FIRST_RANDOM);
    assert_int_equal(g->sheet, test_side("sun"));
    assert_colours_distinct(g);
    assert_true(setup_file_valid(g, test_sheets()));
}

/* R1.1: 2 to 5 players. */
static void test_r1_1_add_seats_up_to_five(void **state)
{
    Fixture *f = *state;
    SetupScene *s = f->scene;
    for (int i = 0; i < 3; i++) click(s, setup_test_layout(s)->add);
    assert_int_equal(setup_test_params(s)->players, 5);
    assert_string_equal(setup_test_params(s)->seat[2].name, "Mira");
    assert_string_equal(setup_test_params(s)->seat[3].name, "Dev");
    assert_string_equal(setup_test_params(s)->seat[4].name, "Tara");
    assert_colours_distinct(setup_test_params(s));
    assert_int_equal(setup_test_layout(s)->players, 5);   /* the layout follows the seat count */
    click(s, setup_test_layout(s)->add);
    assert_int_equal(setup_test_params(s)->players, 5);
    assert_true(setup_test_message(s).bad);
    assert_string_equal(setup_test_message(s).text, "No more than 5 players fit at the table");
    assert_string_equal(setup_test_message(s).why, "Rule R1.1: a game has 2, 3, 4 or 5 players, one sheet each");
}

static void test_r1_1_remove_seats_down_to_two(void **state)
{
    Fixture *f = *state;
    SetupScene *s = f->scene;
    for (int i = 0; i < 3; i++) click(s, setup_test_layout(s)->add);
    click(s, setup_test_layout(s)->first[3]);                 /* Dev starts */
    click(s, setup_test_layout(s)->remove[1]);                /* Arjun leaves */
    assert_int_equal(setup_test_params(s)->players, 4);
    assert_string_equal(setup_test_params(s)->seat[1].name, "Mira");
    assert_int_equal(setup_test_params(s)->first, 2);          /* still Dev */
    assert_string_equal(setup_test_params(s)->seat[setup_test_params(s)->first].name, "Dev");
    click(s, setup_test_layout(s)->remove[2]);                /* Dev leaves: the start is drawn again */
    assert_int_equal(setup_test_params(s)->first, SETUP_FIRST_RANDOM);
    click(s, setup_test_layout(s)->remove[0]);
    assert_int_equal(setup_test_params(s)->players, 2);
    click(s, setup_test_layout(s)->remove[0]);
    assert_int_equal(setup_test_params(s)->players, 2);
    assert_true(setup_test_message(s).bad);
    assert_string_equal(setup_test_message(s).text, "A game needs at least 2 players");
    assert_string_equal(setup_test_message(s).why, "Rule R1.1: a game has 2, 3, 4 or 5 players, one sheet each");
}

static void test_sheet_side_changes(void **state)
{
    Fixture *f = *state;
    SetupScene *s = f->scene;
    int moon = test_side("moon"), sun = test_side("sun");
    assert_int_equal(setup_test_layout(s)->sheets, test_sheets()->count);
    click(s, setup_test_layout(s)->sheet[moon]);
    assert_int_equal(setup_test_params(s)->sheet, moon);
    Setup game;
    setup_to_game(setup_test_params(s), 5, &game);
    assert_int_equal(game.sheet, moon);
    click(s, setup_test_layout(s)->sheet[sun]);
    assert_int_equal(setup_test_params(s)->sheet, sun);
}

static void test_colour_cycles_through_free_colours_only(void **state)
{
    Fixture *f = *state;
    SetupScene *s = f->scene;
    for (int i = 0; i < 3; i++) click(s, setup_test_layout(s)->add);
    int seen[PEN_COLOURS] = {0};
    for (int i = 0; i < 2 * PEN_COLOURS; i++) {
        click(s, setup_test_layout(s)->colour[2]);
        assert_colours_distinct(setup_test_params(s));
        seen[setup_test_params(s)->seat[2].colour]++;
    }
    /* Five seats, six colours: seat 2 may only alternate between its own and the spare. */
    int kinds = 0;
    for (int c = 0; c < PEN_COLOURS; c++) kinds += seen[c] > 0;
    assert_int_equal(kinds, 2);
    assert_true(setup_file_valid(setup_test_params(s), test_sheets()));
}

static void test_a_seat_can_be_a_bot_at_each_level(void **state)
{
    Fixture *f = *state;
    SetupScene *s = f->scene;
    for (int level = 0; level < BOT_LEVEL_COUNT; level++) {
        click(s, setup_test_layout(s)->kind[1][1 + level]);
        assert_int_equal(setup_test_params(s)->seat[1].kind, SEAT_BOT);
        assert_int_equal(setup_test_params(s)->seat[1].level, level);
        Seats seats;
        setup_to_seats(setup_test_params(s), &seats);
        assert_int_equal(seats.bot[1], 1 + level);
        assert_int_equal(seats.bot[0], 0);
    }
    hover(s, setup_test_layout(s)->kind[1][1 + BOT_HARD]);
    char tip[200];
    assert_true(setup_scene_tooltip(s, tip, sizeof tip));
    assert_non_null(strstr(tip, "Hard bot"));
    click(s, setup_test_layout(s)->kind[1][0]);
    assert_int_equal(setup_test_params(s)->seat[1].kind, SEAT_HUMAN);
}

static void test_typing_a_name(void **state)
{
    Fixture *f = *state;
    SetupScene *s = f->scene;
    click(s, setup_test_layout(s)->name[0]);
    assert_true(setup_scene_wants_text(s));
    for (int i = 0; i < 8; i++) key(s, SDLK_BACKSPACE);
    type(s, "Zoë");
    assert_string_equal(setup_test_params(s)->seat[0].name, "Zoë");
    key(s, SDLK_BACKSPACE);                       /* ë is two bytes: both go */
    assert_string_equal(setup_test_params(s)->seat[0].name, "Zo");
    type(s, "ltan Kaur");
    key(s, SDLK_RETURN);
    assert_false(setup_scene_wants_text(s));
    assert_string_equal(setup_test_params(s)->seat[0].name, "Zoltan Kaur");
    /* Emptied and left: the default name comes back. */
    click(s, setup_test_layout(s)->name[1]);
    for (int i = 0; i < 8; i++) key(s, SDLK_BACKSPACE);
    click(s, setup_test_layout(s)->add);
    assert_false(setup_scene_wants_text(s));
    assert_string_equal(setup_test_params(s)->seat[1].name, "Arjun");
    /* A name never grows past its buffer. */
    click(s, setup_test_layout(s)->name[2]);
    for (int i = 0; i < 40; i++) type(s, "é");
    assert_true(strlen(setup_test_params(s)->seat[2].name) < SEAT_NAME_MAX);
    assert_int_equal(strlen(setup_test_params(s)->seat[2].name) % 2, 0);
}

static void test_starting_player(void **state)
{
    Fixture *f = *state;
    SetupScene *s = f->scene;
    click(s, setup_test_layout(s)->first[1]);
    assert_int_equal(setup_test_params(s)->first, 1);
    Setup game;
    setup_to_game(setup_test_params(s), 99, &game);
    assert_int_equal(game.first, 1);
    click(s, setup_test_layout(s)->random_first);
    assert_int_equal(setup_test_params(s)->first, SETUP_FIRST_RANDOM);
    int seen[2] = {0};
    for (uint64_t seed = 1; seed <= 64; seed++) {
        setup_to_game(setup_test_params(s), seed, &game);
        assert_true(game.first < 2);
        seen[game.first]++;
    }
    assert_true(seen[0] > 0 && seen[1] > 0);
}

static void test_start_and_resume(void **state)
{
    Fixture *f = *state;
    SetupScene *s = f->scene;
    assert_int_equal(setup_test_layout(s)->resume.w, 0);      /* no autosave: no resume button */
    click(s, setup_test_layout(s)->start);
    assert_int_equal(setup_test_outcome(s), SETUP_START);
    GameSetup g = *setup_test_params(s);
    setup_scene_init(s, test_sheets(), f->canvas.art, test_lang(), &g, true);
    setup_scene_resize(s, WIN_W, WIN_H);
    key(s, SDLK_RETURN);
    assert_int_equal(setup_test_outcome(s), SETUP_START);
    setup_scene_init(s, test_sheets(), f->canvas.art, test_lang(), &g, true);
    setup_scene_resize(s, WIN_W, WIN_H);
    click(s, setup_test_layout(s)->resume);
    assert_int_equal(setup_test_outcome(s), SETUP_RESUME);
}

static void test_layout_fits_small_and_large_windows(void **state)
{
    (void)state;
    const int size[][2] = {{1024, 640}, {1280, 800}, {2560, 1600}, {1920, 1080}};
    for (size_t i = 0; i < sizeof size / sizeof size[0]; i++) {
        SetupLayout l;
        setup_layout(&l, size[i][0], size[i][1], 100, 5, 2, true);
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
    setup_add_seat(&g, test_lang());
    snprintf(g.seat[1].name, SEAT_NAME_MAX, "%s", "Anna Maria");
    g.seat[2].colour = (uint8_t)setup_next_free_colour(&g, 2);
    g.sheet = test_side("moon");
    g.first = 2;
    char err[512], file[1024], tmp_file[1100];
    snprintf(file, sizeof file, "%s", test_out("setup-roundtrip.txt"));
    snprintf(tmp_file, sizeof tmp_file, "%s.tmp", file);
    assert_true(setup_file_save(&g, test_sheets(), file, err, sizeof err));
    GameSetup back;
    setup_default(&back, test_sheets());
    if (!setup_file_load(&back, test_sheets(), file, reasons(), err, sizeof err)) fail_msg("%s", err);
    assert_int_equal(back.players, 3);
    assert_int_equal(back.sheet, g.sheet);
    assert_int_equal(back.first, 2);
    for (int s = 0; s < 3; s++) {
        assert_string_equal(back.seat[s].name, g.seat[s].name);
        assert_int_equal(back.seat[s].colour, g.seat[s].colour);
        assert_int_equal(back.seat[s].kind, SEAT_HUMAN);
    }
    FILE *tmp = fopen(tmp_file, "rb");
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
    char file[1024];
    snprintf(file, sizeof file, "%s", test_out("setup-broken.txt"));
    for (size_t i = 0; i < sizeof broken / sizeof broken[0]; i++) {
        write_file(file, broken[i]);
        char err[512] = "";
        assert_false(setup_file_load(&g, test_sheets(), file, reasons(), err, sizeof err));
        assert_non_null(strstr(err, "setup-broken.txt"));
        assert_memory_equal(&g, &before, sizeof g);
    }
    char err[512] = "";
    assert_false(setup_file_load(&g, test_sheets(), "no-such-setup.txt", reasons(), err, sizeof err));
    assert_non_null(strstr(err, "no-such-setup.txt"));
    /* Windows line ends and blank lines are fine. */
    snprintf(file, sizeof file, "%s", test_out("setup-crlf.txt"));
    write_file(file, "rajas-setup 1\r\n\r\nplayers 2\r\nsheet moon\r\nfirst 1\r\n"
                     "seat human green Ravi\r\nseat bot-hard black Deep Blue\r\n");
    assert_true(setup_file_load(&g, test_sheets(), file, reasons(), err, sizeof err));
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
    SetupScene *s = f->scene;
    click(s, setup_test_layout(s)->add);
    click(s, setup_test_layout(s)->first[2]);
    click(s, setup_test_layout(s)->name[1]);
    type(s, "a");
    click(s, setup_test_layout(s)->kind[2][2]);   /* the third seat: the medium bot */
    hover(s, setup_test_layout(s)->kind[0][2]);
    setup_scene_draw(s, f->canvas.r, 0);
    SDL_RenderPresent(f->canvas.r);
    canvas_save(f->canvas.surface, "scene-setup.png");

    const SetupLayout *l = setup_test_layout(s);
    assert_true(distance(canvas_pixel(f->canvas.surface, 2, WIN_H - 2), style_standard()->table_bg) < 6);
    for (int seat = 0; seat < 3; seat++) {
        SDL_Rect c = l->colour[seat];
        SDL_Color pen = PEN_COLOUR[setup_test_params(s)->seat[seat].colour];
        assert_true(distance(canvas_pixel(f->canvas.surface, c.x + c.w / 2, c.y + c.h / 2), pen) < 10);
        SDL_Rect row = l->row[seat];
        assert_true(distance(canvas_pixel(f->canvas.surface, row.x + row.w / 2, row.y + 3), style_standard()->paper) < 10);
        /* the card's edge stripe is the pen too */
        assert_true(distance(canvas_pixel(f->canvas.surface, row.x + 2, row.y + row.h / 2), pen) < 10);
    }
    /* The chosen kind of each seat is gold, the others enabled (cream) buttons. */
    for (int seat = 0; seat < 3; seat++)
        for (int k = 0; k < KIND_BUTTONS; k++) {
            SDL_Rect kb = l->kind[seat][k];
            bool chosen = seat == 2 ? k == 2 : k == 0;
            if (seat == 1 || (seat == 0 && k == 2)) continue;   /* under the mouse and its tip */
            SDL_Color want = chosen ? style_standard()->accent : (SDL_Color){252, 226, 150, 255};
            assert_true(distance(canvas_pixel(f->canvas.surface, kb.x + 4, kb.y + kb.h / 2), want) < 10);
        }
    /* Start is an enabled (cream) button; the chosen side is gold. */
    SDL_Color start = canvas_pixel(f->canvas.surface, l->start.x + 6, l->start.y + l->start.h / 2);
    assert_true(distance(start, (SDL_Color){252, 226, 150, 255}) < 10);
    SDL_Rect sun = l->sheet[setup_test_params(s)->sheet];
    assert_true(distance(canvas_pixel(f->canvas.surface, sun.x + 6, sun.y + sun.h / 2), style_standard()->accent) < 10);
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
    for (int i = 0; i < 3; i++) click(f->scene, setup_test_layout(f->scene)->add);
    assert_int_equal(setup_test_params(f->scene)->players, 5);
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
    SetupScene *s = f->scene;
    setup_scene_say(s, true,
                    "The settings could not be read and the defaults are used (/home/somebody/.local/share/rajas/"
                    "rajas/a-folder-name-far-too-long-for-one-line-of-the-set-up-screen-so-it-must-break-inside/"
                    "settings.txt:7: bot_pace must be 300-3000 ms, not 12)");
    setup_scene_draw(s, f->canvas.r, 0);
    SDL_RenderPresent(f->canvas.r);
    canvas_save(f->canvas.surface, "scene-setup-message.png");
    const SetupLayout *l = setup_test_layout(s);
    const SDL_Color said = {255, 150, 140, 255};
    int line = 2 * l->unit * 5 / 4, lines = 0;
    for (int y = l->message.y; y < l->message.y + l->message.h; y++) {
        for (int x = l->message.x + l->message.w; x < l->preview.x; x++)
            if (!near_colour(canvas_pixel(f->canvas.surface, x, y), style_standard()->table_bg, 12))
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
    assert_true(setup_words_tip(test_lang(), &g, (SetupHit){HIT_KIND, 1, 0}, tip, sizeof tip));
    assert_string_equal(tip, "Arjun plays at this screen");
    assert_true(setup_words_tip(test_lang(), &g, (SetupHit){HIT_KIND, 0, 1 + BOT_EASY}, tip, sizeof tip));
    assert_string_equal(tip, "Easy bot: takes what pays most at once, with a little noise");
    assert_true(setup_words_tip(test_lang(), &g, (SetupHit){HIT_KIND, 0, 1 + BOT_MEDIUM}, tip, sizeof tip));
    assert_string_equal(tip, "Medium bot: plans its whole turn and weighs the position it leaves");
    assert_true(setup_words_tip(test_lang(), &g, (SetupHit){HIT_KIND, 0, 1 + BOT_HARD}, tip, sizeof tip));
    assert_string_equal(tip, "Hard bot: plays out sampled futures for about a second per move");
    assert_true(setup_words_tip(test_lang(), &g, (SetupHit){HIT_COLOUR, 1, 0}, tip, sizeof tip));
    assert_string_equal(tip, "Arjun writes in red. Click for the next free colour");
    assert_true(setup_words_tip(test_lang(), &g, (SetupHit){HIT_NAME, 0, 0}, tip, sizeof tip));
    assert_string_equal(tip, "Click to type a name");
    assert_true(setup_words_tip(test_lang(), &g, (SetupHit){HIT_FIRST, 0, 0}, tip, sizeof tip));
    assert_string_equal(tip, "Let Leila hold the elephant and start");
    g.first = 0;
    assert_true(setup_words_tip(test_lang(), &g, (SetupHit){HIT_FIRST, 0, 0}, tip, sizeof tip));
    assert_string_equal(tip, "Leila holds the elephant first. Click for a random start");
    assert_true(setup_words_tip(test_lang(), &g, (SetupHit){HIT_RANDOM_FIRST, -1, 0}, tip, sizeof tip));
    assert_string_equal(tip, "The starting player is drawn when the game begins");
    assert_true(setup_words_tip(test_lang(), &g, (SetupHit){HIT_REMOVE, 1, 0}, tip, sizeof tip));
    assert_string_equal(tip, "Remove Arjun from the table");
    /* Buttons say what they are themselves: no tip, and the buffer is left alone. */
    snprintf(tip, sizeof tip, "untouched");
    assert_false(setup_words_tip(test_lang(), &g, (SetupHit){HIT_START, -1, 0}, tip, sizeof tip));
    assert_false(setup_words_tip(test_lang(), &g, (SetupHit){HIT_NONE, -1, 0}, tip, sizeof tip));
    assert_string_equal(tip, "untouched");
}

static void test_the_screen_says_who_starts_and_who_left(void **state)
{
    (void)state;
    GameSetup g;
    setup_default(&g, test_sheets());
    char line[160];
    setup_words_starter(test_lang(), &g, line, sizeof line);
    assert_string_equal(line, "Starting player: drawn at random");
    g.first = 1;
    setup_words_starter(test_lang(), &g, line, sizeof line);
    assert_string_equal(line, "Starting player: Arjun");
    setup_words_left(test_lang(), "Mira", line, sizeof line);
    assert_string_equal(line, "Mira left the table");
    assert_string_equal(setup_words_kind(test_lang(), 0), "Human");
    assert_string_equal(setup_words_kind(test_lang(), 1 + BOT_EASY), "Easy");
    assert_string_equal(setup_words_kind(test_lang(), 1 + BOT_MEDIUM), "Medium");
    assert_string_equal(setup_words_kind(test_lang(), 1 + BOT_HARD), "Hard");
    assert_string_equal(setup_words_hint(test_lang(), 0),
                        "A card names the player whose turn it is: pass the mouse, then click to go on.");
    assert_string_equal(setup_words_hint(test_lang(), SETUP_HINTS - 1),
                        "Ctrl+Z or Backspace takes back your own last decision. Esc leaves: the game is saved.");
}

static void test_the_screen_words_in_german(void **state)
{
    (void)state;
    test_language("de");
    GameSetup g;
    setup_default(&g, test_sheets());
    char line[200];
    assert_true(setup_words_tip(test_lang(), &g, (SetupHit){HIT_COLOUR, 1, 0}, line, sizeof line));
    assert_string_equal(line, "Arjun schreibt in Rot. Klicken für die nächste freie Farbe");
    g.first = 0;
    setup_words_starter(test_lang(), &g, line, sizeof line);
    assert_string_equal(line, "Startspieler: Leila");
    setup_words_left(test_lang(), "Mira", line, sizeof line);
    assert_string_equal(line, "Mira hat den Tisch verlassen");
    assert_string_equal(setup_words_kind(test_lang(), 1 + BOT_HARD), "Schwer");
    /* R1.1 refused in plain words, the clause behind "Warum?". */
    assert_string_equal(setup_words_seats_refused(test_lang(), false), "Eine Partie braucht mindestens 2 Spieler");
    assert_string_equal(setup_words_seats_refused(test_lang(), true),
                        "Mehr als 5 Spieler passen nicht an den Tisch");
    setup_words_seats_why(test_lang(), line, sizeof line);
    assert_string_equal(line, "Regel R1.1: eine Partie hat 2, 3, 4 oder 5 Spieler, jeder mit einem eigenen Blatt");
    assert_string_equal(term_why_label(test_lang()), "Warum?");
}

/* The scene asks the words for its tooltip, except over the name being typed, where the
 * caret is the hint. */
static void test_no_tooltip_over_the_name_being_typed(void **state)
{
    Fixture *f = *state;
    SetupScene *s = f->scene;
    char tip[200];
    click(s, setup_test_layout(s)->name[0]);
    hover(s, setup_test_layout(s)->name[0]);
    assert_false(setup_scene_tooltip(s, tip, sizeof tip));
    hover(s, setup_test_layout(s)->name[1]);
    assert_true(setup_scene_tooltip(s, tip, sizeof tip));
    assert_string_equal(tip, "Click to type a name");
    hover(s, setup_test_layout(s)->remove[1]);
    assert_true(setup_scene_tooltip(s, tip, sizeof tip));
    assert_string_equal(tip, "Remove Arjun from the table");
    click(s, setup_test_layout(s)->remove[1]);   /* two seats: refused (R1.1), the message says so */
    assert_true(setup_test_message(s).bad);
    assert_string_equal(setup_test_message(s).text, "A game needs at least 2 players");
    click(s, setup_test_layout(s)->add);
    click(s, setup_test_layout(s)->remove[0]);
    assert_false(setup_test_message(s).bad);
    assert_string_equal(setup_test_message(s).text, "Leila left the table");
    assert_string_equal(setup_test_message(s).why, "");   /* no rule behind a seat that left */
}

/* R1.1 behind a refusal: the message is plain words with a "Why?" under it, and pointing
 * at either shows the rule with its clause; a message with no rule behind it has no
 * tooltip, and the "Why?" goes with the message it explains. */
static void test_r1_1_why_is_the_tooltip_over_the_refusal(void **state)
{
    Fixture *f = *state;
    SetupScene *s = f->scene;
    char tip[300];
    click(s, setup_test_layout(s)->remove[0]);
    assert_string_equal(setup_test_message(s).text, "A game needs at least 2 players");
    for (const char *c = setup_test_message(s).text; *c; c++) assert_false(*c == '(' || *c == ')');   /* no clause in the sentence */
    setup_scene_draw(s, f->canvas.r, 0);
    SDL_Rect drawn = setup_test_message(s).drawn;
    assert_true(drawn.h > 0 && drawn.y == setup_test_layout(s)->message.y);
    /* The last pixels of that area hold the "Why?" line, below the sentence. */
    hover(s, (SDL_Rect){drawn.x, drawn.y + drawn.h - 4, 8, 2});
    assert_true(setup_scene_tooltip(s, tip, sizeof tip));
    assert_string_equal(tip, "Rule R1.1: a game has 2, 3, 4 or 5 players, one sheet each");
    setup_scene_draw(s, f->canvas.r, 0);
    SDL_RenderPresent(f->canvas.r);
    canvas_save(f->canvas.surface, "scene-setup-why.png");
    /* Drawn: the "Why?" line in the lower half of the message, the tooltip's paper under it. */
    SDL_Rect why = {drawn.x, drawn.y + drawn.h / 2, drawn.w, drawn.h - drawn.h / 2};
    canvas_assert_drawn(f->canvas.surface, why, style_standard()->table_bg, 12, 40, "scene-setup-why.png: the Why? line");
    SDL_Rect tip_box = {drawn.x + 40, drawn.y + drawn.h + 24, 240, 30};
    assert_true(canvas_pixels_near(f->canvas.surface, tip_box, style_standard()->paper, 8) > tip_box.w * tip_box.h / 2);
    hover(s, (SDL_Rect){drawn.x, drawn.y + drawn.h + 20, 2, 2});
    assert_false(setup_scene_tooltip(s, tip, sizeof tip));
    /* A message with nothing behind it: no "Why?", no tooltip over it. */
    click(s, setup_test_layout(s)->add);
    click(s, setup_test_layout(s)->remove[2]);
    assert_string_equal(setup_test_message(s).text, "Mira left the table");
    setup_scene_draw(s, f->canvas.r, 0);
    hover(s, (SDL_Rect){setup_test_layout(s)->message.x, setup_test_layout(s)->message.y, 8, 8});
    assert_false(setup_scene_tooltip(s, tip, sizeof tip));
    assert_int_equal(setup_test_message(s).drawn.h, 0);
}

/* ---- the layout at every zoom (issues 13 and 15) -------------------------------------- */

static const int ZOOMS[] = {100, 200, 300};
static const int SIZES[][2] = {{1280, 800}, {1024, 640}, {1920, 1080}};

/* Every box of the screen inside the window and apart from the others, each seat's
 * controls inside its row and apart; the hints share the message's room (they give way to
 * a message that reaches them), apart from everything else. */
static void assert_layout_apart(const SetupLayout *l, const char *where)
{
    NamedRect r[64];
    int n = 0;
    r[n++] = (NamedRect){"title", l->title};
    r[n++] = (NamedRect){"subtitle", l->subtitle};
    static const char *const HEAD[4] = {"head pen", "head name", "head kind", "head starts"};
    for (int i = 0; i < 4; i++) r[n++] = (NamedRect){HEAD[i], l->head[i]};
    static const char *const ROW[GAME_MAX_PLAYERS] = {"row 1", "row 2", "row 3", "row 4", "row 5"};
    for (int s = 0; s < l->players; s++) r[n++] = (NamedRect){ROW[s], l->row[s]};
    r[n++] = (NamedRect){"add", l->add};
    r[n++] = (NamedRect){"random start", l->random_first};
    r[n++] = (NamedRect){"starter", l->starter};
    r[n++] = (NamedRect){"side label", l->side_label};
    for (int i = 0; i < l->sheets; i++) r[n++] = (NamedRect){i == 0 ? "side 1" : "side 2", l->sheet[i]};
    r[n++] = (NamedRect){"preview", l->preview};
    r[n++] = (NamedRect){"resume note", l->resume_note};
    r[n++] = (NamedRect){"resume", l->resume};
    r[n++] = (NamedRect){"start", l->start};
    r[n++] = (NamedRect){"rules", l->rules};
    r[n++] = (NamedRect){"settings", l->settings};
    r[n++] = (NamedRect){"statistics", l->stats};
    r[n++] = (NamedRect){"learn", l->learn};
    int before_message = n;
    r[n++] = (NamedRect){"message", l->message};
    SDL_Rect window = {0, 0, l->w, l->h};
    assert_rects_apart(where, window, r, n);
    r[before_message] = (NamedRect){"hints", l->hints};
    assert_rects_apart(where, window, r, n);
    for (int s = 0; s < l->players; s++) {
        NamedRect c[4 + KIND_BUTTONS];
        int m = 0;
        c[m++] = (NamedRect){"colour", l->colour[s]};
        c[m++] = (NamedRect){"name", l->name[s]};
        static const char *const KIND[KIND_BUTTONS] = {"human", "easy", "medium", "hard"};
        for (int k = 0; k < KIND_BUTTONS; k++) c[m++] = (NamedRect){KIND[k], l->kind[s][k]};
        c[m++] = (NamedRect){"first", l->first[s]};
        c[m++] = (NamedRect){"remove", l->remove[s]};
        assert_rects_apart(where, l->row[s], c, m);
        for (int i = 0; i < m; i++) assert_true(c[i].rc.w > 0 && c[i].rc.h > 0);
    }
}

static void test_the_layout_apart_at_every_zoom(void **state)
{
    (void)state;
    for (size_t z = 0; z < sizeof ZOOMS / sizeof ZOOMS[0]; z++)
        for (size_t i = 0; i < sizeof SIZES / sizeof SIZES[0]; i++)
            for (int players = GAME_MIN_PLAYERS; players <= GAME_MAX_PLAYERS; players++)
                for (int resume = 0; resume < 2; resume++) {
                    SetupLayout l;
                    setup_layout(&l, SIZES[i][0], SIZES[i][1], ZOOMS[z], players, 2, resume);
                    char where[96];
                    snprintf(where, sizeof where, "%dx%d at %d %%, %d seats%s", SIZES[i][0], SIZES[i][1], ZOOMS[z],
                             players, resume ? ", resume" : "");
                    assert_layout_apart(&l, where);
                    /* Every control is there to click, and is hit where it is. */
                    assert_int_equal(setup_hit(&l, l.start.x + 1, l.start.y + 1).kind, HIT_START);
                    assert_int_equal(setup_hit(&l, l.learn.x + 1, l.learn.y + 1).kind, HIT_LEARN);
                    assert_int_equal(setup_hit(&l, l.settings.x + 1, l.settings.y + 1).kind, HIT_SETTINGS);
                    SetupHit h = setup_hit(&l, l.kind[players - 1][3].x + 1, l.kind[players - 1][3].y + 1);
                    assert_int_equal(h.kind, HIT_KIND);
                    assert_int_equal(h.seat, players - 1);
                    /* The controls grow with the text: two lines at the finest size fit. */
                    assert_true(l.start.h >= 2 * l.fine_px && l.kind[0][0].h >= 2 * l.fine_px);
                }
}

/* Fails unless text drawn in box from px (as setup_draw.c does) fits it whole: every line
 * within its width, the lines within its height. Returns the size drawn. */
static int fits(Art *art, FontFace face, int unit, int px, SDL_Rect box, bool two_lines, const char *text,
                const char *where)
{
    char one[160], two[160];
    int size = setup_text_px(art, face, unit, px, box, two_lines, text, one, two, sizeof one), w1, w2 = 0, h;
    art_text_size(art, face, size, one, &w1, &h);
    if (two[0]) art_text_size(art, face, size, two, &w2, &h);
    int lines = two[0] ? 2 : 1, wide = w1 > w2 ? w1 : w2;
    if (wide > box.w - 4 || lines * setup_line_h(art, face, size) > box.h)
        fail_msg("%s: '%s' at %d px on %d line(s) is %d px wide, its box %dx%d", where, text, size, lines, wide, box.w,
                 box.h);
    return size;
}

static const char *const LONG_NAMES[GAME_MAX_PLAYERS] = {"Chandrashekhar", "Annapurna Devi", "Rajkumari Kaur",
                                                          "Vikramaditya", "Bhagyalakshmi"};

/* Every word of the screen, in English, German and Dutch, fits its box at the size it is
 * drawn, at 100, 200 and 300 % in three windows with five seats of long names; at 200 % in
 * 1280×800 in English every label is drawn at a size of the grown scale (none falls back
 * to the scale at 100 %), and the hints fit their panel. */
static void test_every_word_fits_at_every_zoom(void **state)
{
    const Lang *lang = test_lang();
    Fixture *f = *state;
    Art *art = f->canvas.art;
    static const char *const LANGS[] = {"en", "de", "nl"};
    for (int k = 0; k < 3; k++) {
        test_language(LANGS[k]);
        for (size_t z = 0; z < sizeof ZOOMS / sizeof ZOOMS[0]; z++)
            for (size_t i = 0; i < sizeof SIZES / sizeof SIZES[0]; i++) {
                test_zoom(art, ZOOMS[z]);   /* the words measured at the layout's zoom */
                SetupLayout l;
                setup_layout(&l, SIZES[i][0], SIZES[i][1], ZOOMS[z], 5, 2, true);
                char where[64];
                snprintf(where, sizeof where, "%s %dx%d at %d %%", LANGS[k], SIZES[i][0], SIZES[i][1], ZOOMS[z]);
                int u = l.unit, least = 1000, kinds = setup_kinds_px(art, test_lang(), &l);
                const struct { SDL_Rect box; int px; const char *text; } button[] = {
                    {l.kind[0][0], kinds, setup_words_kind(test_lang(), 0)},
                    {l.kind[0][1], kinds, setup_words_kind(test_lang(), 1)},
                    {l.kind[0][2], kinds, setup_words_kind(test_lang(), 2)},
                    {l.kind[0][3], kinds, setup_words_kind(test_lang(), 3)},
                    {l.first[0], l.body_px, _("First?")}, {setup_first_label(l.first[0], true), l.body_px, _("First")},
                    {l.add, l.body_px, _("+ Add a player")}, {l.random_first, l.body_px, _("Random start")},
                    {l.rules, l.body_px, _("Rules (F1)")}, {l.settings, l.body_px, _("Settings")},
                    {l.stats, l.body_px, _("Statistics")}, {l.learn, l.body_px, _("Learn to play")},
                    {l.resume, l.big_px, _("Resume the saved game")}, {l.start, l.big_px, _("Start the game")},
                    {l.sheet[0], l.body_px, term_side(test_lang(), "sun", true)}, {l.sheet[1], l.body_px, term_side(test_lang(), "moon", true)},
                    {l.head[1], l.body_px, _("Name (click to type)")}, {l.head[2], l.body_px, _("Human or bot (level)")},
                    {l.head[3], l.body_px, _("Starts")}, {l.head[0], l.body_px, _("Pen")},
                    {l.starter, l.body_px, _("Starting player: drawn at random")},
                    {l.subtitle, l.body_px, _("Set up the table: 2 to 5 players share this screen and pass it on in turn.")},
                    {l.title, l.title_px, _("Rajas of the Ganges — The Dice Charmers")},
                };
                for (size_t b = 0; b < sizeof button / sizeof button[0]; b++) {
                    int px = fits(art, FONT_BOLD, u, button[b].px, button[b].box, true, button[b].text, where);
                    if (k == 0 && ZOOMS[z] == 200 && i == 0 && px < l.fine_px)
                        fail_msg("%s: '%s' falls to %d px", where, button[b].text, px);
                    if (px < least) least = px;
                }
                /* The side's label and the note over Resume wrap: all their lines fit. */
                int lines, wpx = setup_wrapped_px(art, FONT_BOLD, u, l.body_px, l.side_label,
                                                 _("Sheet side (everyone plays the same side)"), &lines);
                if (lines < 1 || lines * (wpx * 5 / 4) > l.side_label.h) fail_msg("%s: the side's label does not fit", where);
                if (k == 0 && ZOOMS[z] == 200 && i == 0) assert_int_equal(wpx, l.fine_px);
                if (l.resume_note.h > 0) {
                    wpx = setup_wrapped_px(art, FONT_REGULAR, u, l.body_px, l.resume_note,
                                          _("A game was left unfinished: resume it with its players."), &lines);
                    if (lines < 1 || lines * (wpx * 5 / 4) > l.resume_note.h) fail_msg("%s: the note does not fit", where);
                }
                GameSetup g;
                setup_default(&g, test_sheets());
                while (g.players < 5) setup_add_seat(&g, test_lang());
                for (int s = 0; s < 5; s++) snprintf(g.seat[s].name, SEAT_NAME_MAX, "%s", LONG_NAMES[s]);
                int names = setup_names_px(art, &l, &g);
                for (int s = 0; s < 5; s++) {
                    int px = fits(art, FONT_BOLD, u, names, setup_name_room(&l, s), false, LONG_NAMES[s], where);
                    assert_int_equal(px, names);   /* every name at the one size */
                    if (px < least) least = px;
                }
                int hint_lines, hints = setup_hints_px(art, test_lang(), &l, &hint_lines);
                if (hints == 0) fail_msg("%s: the hints fit their panel at no size", where);
                assert_true(hint_lines >= 1 + SETUP_HINTS && hint_lines * (hints * 5 / 4) <= setup_hints_inner(&l).h);
                if (k == 0 && ZOOMS[z] == 200 && i == 0) assert_true(least >= l.fine_px && l.fine_px == 24);
            }
    }
}

/* The screen drawn at 200 % in 1280×800 and at 150 % in 1024×640 (its cap there) with five
 * seats of long names, one a bot, a refusal with its "Why?" in the second: the rows' grown
 * words, the side, the buttons and the hints (or the message) are on the picture. */
/* The caret's blink is the screen's one moment (setup_deadlines.c): none while no name is
 * typed; while one is, the next turn of the caret is on the list, the scene's wake is that
 * moment, the caret shows as it did up to its millisecond before and turns at it. */
static void test_the_caret_s_blink_is_on_the_deadline_list(void **state)
{
    Fixture *f = *state;
    SetupScene *s = f->scene;
    Deadlines d;
    SceneLook look;
    SDL_zero(look);
    setup_deadlines(s, 10250, &d);
    assert_int_equal(deadlines_next(&d, 10250), 0);
    setup_scene_ops.look(s, 10250, &look);
    assert_int_equal(look.wake, 0);
    click(s, setup_test_layout(s)->name[1]);
    assert_true(setup_scene_wants_text(s));
    for (uint32_t now = 10000; now < 12000; now += 125) {
        setup_deadlines(s, now, &d);
        uint32_t turn = deadline_at(&d, SETUP_DUE_CARET);
        assert_int_equal(turn, (now / 500 + 1) * 500);
        setup_scene_ops.look(s, now, &look);
        assert_int_equal(look.wake, turn);
        assert_true(setup_caret_shown(s, turn - 1) == setup_caret_shown(s, now));
        assert_true(setup_caret_shown(s, turn) != setup_caret_shown(s, now));
    }
}

/* 0 when text in box is drawn at the body size (setup_text_px from it, as setup_draw.c draws
 * a button), on one line or two; else 1, the miss printed. */
static int body_size_missed(Art *art, const SetupLayout *l, SDL_Rect box, const char *text, int players)
{
    char one[160], two[160];
    int px = setup_text_px(art, FONT_BOLD, l->unit, l->body_px, box, true, text, one, two, sizeof one);
    if (px == l->body_px) return 0;
    printf("%dx%d, %d seats: '%s' at %d px in %dx%d, the body size is %d\n", l->w, l->h, players, text, px, box.w,
           box.h, l->body_px);
    return 1;
}

/* At 200 % in German and in Dutch, the two longest languages, in every window (1024×640 at
 * its 150 % cap), with two to five seats: "+ Spieler hinzufügen", the other buttons under
 * the seats ("Startspeler loten"), Puzzles and Today's dice ("Worp van de dag"),
 * and every seat's "Beginnt?" (and "Beginnt" beside the starting seat's elephant) are drawn
 * at the body size (on two lines where need be), not smaller; the pen's label ("Stift") and
 * the name's ("Name (anklicken)") are half a unit apart, neither wider than its box. */
static void test_the_buttons_keep_the_body_size_at_200_percent(void **state)
{
    const Lang *lang = test_lang();
    Fixture *f = *state;
    Art *art = f->canvas.art;
    const char *const langs[] = {"de", "nl"};
    int missed = 0;
    for (int k = 0; k < 2; k++) {
        test_language(langs[k]);
        test_zoom(art, 200);
        for (size_t i = 0; i < sizeof SIZES / sizeof SIZES[0]; i++)
            for (int players = GAME_MIN_PLAYERS; players <= GAME_MAX_PLAYERS; players++) {
                SetupLayout l;
                setup_layout_for(&l, SIZES[i][0], SIZES[i][1], 200, players, 2, true,
                                 setup_word_per_mille(art, test_lang()));
                const struct { SDL_Rect box; const char *text; } button[] = {
                    {l.add, _("+ Add a player")}, {l.random_first, _("Random start")}, {l.learn, _("Learn to play")},
                    {l.rules, _("Rules (F1)")},   {l.settings, _("Settings")},         {l.stats, _("Statistics")},
                    {l.puzzles, _("Puzzles")},    {l.daily, _("Today's dice")},
                };
                for (size_t b = 0; b < sizeof button / sizeof button[0]; b++)
                    missed += body_size_missed(art, &l, button[b].box, button[b].text, players);
                for (int s = 0; s < players; s++) {
                    missed += body_size_missed(art, &l, setup_first_label(l.first[s], false), _("First?"), players);
                    missed += body_size_missed(art, &l, setup_first_label(l.first[s], true), _("First"), players);
                }
                assert_true(l.head[1].x - (l.head[0].x + l.head[0].w) >= l.unit / 2);
                const char *heads[2] = {_("Pen"), _("Name (click to type)")};
                for (int h = 0; h < 2; h++) {
                    char one[160], two[160];
                    int px = setup_text_px(art, FONT_BOLD, l.unit, l.body_px, l.head[h], true, heads[h], one, two, sizeof one);
                    int w, th;
                    art_text_size(art, FONT_BOLD, px, one, &w, &th);
                    assert_true(w <= l.head[h].w);
                }
            }
    }
    assert_int_equal(missed, 0);
}

/* The columns of buttons whose words may take two lines are as wide as the widest word
 * the language has for them at the body size, whatever the word: a word as wide as 9.5
 * sizes of its type (wider than any translation today) gets cells that wide, at 200 % in
 * every window and with two to five seats. */
static void test_two_line_buttons_hold_the_widest_word(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof SIZES / sizeof SIZES[0]; i++)
        for (int players = GAME_MIN_PLAYERS; players <= GAME_MAX_PLAYERS; players++) {
            SetupLayout l;
            setup_layout_for(&l, SIZES[i][0], SIZES[i][1], 200, players, 2, true, 9500);
            int word = l.body_px * 9500 / 1000 + 6;
            const SDL_Rect cells[] = {l.add, l.random_first, l.learn, l.daily};
            for (size_t c = 0; c < sizeof cells / sizeof cells[0]; c++) {
                if (cells[c].w < word)
                    printf("%dx%d, %d seats: cell %zu is %d wide, the word %d\n", SIZES[i][0], SIZES[i][1], players, c,
                           cells[c].w, word);
                assert_true(cells[c].w >= word);
            }
        }
}

static void test_render_at_200_percent(void **state)
{
    (void)state;
    const int sizes[][2] = {{1280, 800}, {1024, 640}};
    for (int i = 0; i < 2; i++) {
        Canvas c;
        canvas_open(&c, sizes[i][0], sizes[i][1]);
        test_zoom(c.art, 200);
        GameSetup g;
        setup_default(&g, test_sheets());
        while (g.players < 5) setup_add_seat(&g, test_lang());
        for (int s = 0; s < 5; s++) snprintf(g.seat[s].name, SEAT_NAME_MAX, "%s", LONG_NAMES[s]);
        g.seat[2].kind = SEAT_BOT;
        g.seat[2].level = BOT_HARD;
        g.first = 1;
        SetupScene *s = setup_scene_new();
        assert_non_null(s);
        setup_scene_init(s, test_sheets(), c.art, test_lang(), &g, true);
        setup_scene_resize(s, sizes[i][0], sizes[i][1]);
        if (i == 1) click(s, setup_test_layout(s)->add);   /* six seats: refused, said under the buttons */
        setup_scene_draw(s, c.r, 0);
        SDL_RenderPresent(c.r);
        canvas_save(c.surface, i == 0 ? "scene-setup-200.png" : "scene-setup-150-1024.png");
        /* The chosen kind of the third seat is gold; the second seat's starting button too. */
        SDL_Rect hard = setup_test_layout(s)->kind[2][3], first = setup_test_layout(s)->first[1];
        assert_true(distance(canvas_pixel(c.surface, hard.x + 4, hard.y + hard.h / 2), style_standard()->accent) < 10);
        assert_true(distance(canvas_pixel(c.surface, first.x + first.w - 4, first.y + first.h / 2), style_standard()->accent) < 10);
        setup_scene_free(s);
        canvas_close(&c);
    }
}

/* Above 100 % the side's picture goes under the hints, where the room beside the buttons
 * holds it (the buttons' words at their grown size come first: in 1280×800 at 200 % their
 * cells, as tall as two lines of them, take a third column and the hints the room): in
 * 1920×1080 at 200 % with two seats, inside that room, under the panel the
 * hints take, about 5 wide to 3 high, clear of every control; drawn there unless a message
 * takes the room; wherever else it has room, as clear. At 100 % it is beside the seats, as
 * before (l.preview), and this is empty. */
static void test_the_side_picture_under_the_hints_above_100_percent(void **state)
{
    (void)state;
    Canvas big;   /* the window the picture is looked for in */
    canvas_open(&big, 1920, 1080);
    Art *art = big.art;
    test_zoom(art, 200);
    SetupLayout l;
    setup_layout(&l, 1920, 1080, 200, 2, 2, false);
    int lines = 0, px = setup_hints_px(art, test_lang(), &l, &lines);
    SDL_Rect at = setup_stacked_preview(&l, px, lines);
    assert_true(px > 0);
    assert_true(at.w >= 26 * l.unit && at.h >= 16 * l.unit);
    assert_true(layout_inside(at, l.message));
    assert_true(at.y >= l.hints.y + lines * (px * 5 / 4) + 2 * l.unit);
    assert_true(at.h <= at.w * 64 / 100 + 1 && at.w <= at.h * 100 / 64 + 1);
    const SDL_Rect controls[] = {l.add, l.random_first, l.starter, l.learn, l.side_label, l.sheet[0], l.sheet[1],
                                 l.rules, l.settings, l.stats, l.start, l.row[0], l.row[1]};
    for (size_t i = 0; i < sizeof controls / sizeof controls[0]; i++)
        assert_false(SDL_HasIntersection(&at, &controls[i]));
    /* Drawn: the picture's paper where it lies; not with a message up. */
    GameSetup g;
    setup_default(&g, test_sheets());
    SetupScene *s = setup_scene_new();
    assert_non_null(s);
    setup_scene_init(s, test_sheets(), art, test_lang(), &g, false);
    setup_scene_resize(s, 1920, 1080);
    px = setup_hints_px(art, test_lang(), setup_test_layout(s), &lines);
    SDL_Rect drawn = setup_stacked_preview(setup_test_layout(s), px, lines);
    assert_memory_equal(&drawn, &at, sizeof at);
    SDL_SetRenderDrawColor(big.r, 0, 0, 0, 255);
    SDL_RenderClear(big.r);
    setup_scene_draw(s, big.r, 0);
    SDL_RenderPresent(big.r);
    int x = at.x + at.w / 2, y = at.y + at.h / 2;
    SDL_Color paper = canvas_pixel(big.surface, x, y);
    assert_true(distance(paper, style_standard()->table_bg) > 60);
    click(s, setup_test_layout(s)->remove[0]);   /* fewer than two seats: refused, said in the room */
    assert_int_equal(setup_test_params(s)->players, 2);
    assert_true(setup_test_message(s).text[0] != 0);
    SDL_RenderClear(big.r);
    setup_scene_draw(s, big.r, 0);
    SDL_RenderPresent(big.r);
    assert_true(distance(canvas_pixel(big.surface, x, y), style_standard()->table_bg) < 6);
    setup_scene_free(s);
    /* Wherever it is given room, at every size, zoom and count of seats: inside the room,
     * under the hints, clear of the controls. */
    for (size_t i = 0; i < sizeof SIZES / sizeof SIZES[0]; i++)
        for (int zoom = 200; zoom <= 300; zoom += 100)
            for (int players = GAME_MIN_PLAYERS; players <= GAME_MAX_PLAYERS; players++) {
                test_zoom(art, zoom);
                setup_layout(&l, SIZES[i][0], SIZES[i][1], zoom, players, 2, true);
                px = setup_hints_px(art, test_lang(), &l, &lines);
                at = setup_stacked_preview(&l, px, lines);
                if (at.w == 0) continue;
                assert_true(layout_inside(at, l.message));
                assert_true(at.y >= l.hints.y + lines * (px * 5 / 4) + 2 * l.unit);
                const SDL_Rect more[] = {l.add, l.random_first, l.starter, l.learn, l.side_label, l.sheet[0],
                                         l.sheet[1], l.rules, l.settings, l.stats, l.start, l.resume};
                for (size_t k = 0; k < sizeof more / sizeof more[0]; k++)
                    assert_false(SDL_HasIntersection(&at, &more[k]));
                for (int seat = 0; seat < players; seat++) assert_false(SDL_HasIntersection(&at, &l.row[seat]));
            }
    test_zoom(art, 100);   /* and at 100 %: beside the seats */
    setup_layout(&l, 1920, 1080, 100, 2, 2, false);
    px = setup_hints_px(art, test_lang(), &l, &lines);
    at = setup_stacked_preview(&l, px, lines);
    assert_int_equal(at.w, 0);
    assert_true(l.preview.w > 0);
    canvas_close(&big);
}

/* At 100 % the screen keeps its sizes: the rows, buttons and Start as they were (9, 5 and
 * 8 units at 1280×800), the seats beside the side and its picture. */
static void test_at_100_percent_the_layout_keeps_its_sizes(void **state)
{
    (void)state;
    SetupLayout l;
    setup_layout(&l, 1280, 800, 100, 5, 2, true);
    assert_false(l.stacked);
    assert_int_equal(l.unit, 8);
    assert_int_equal(l.row[0].h, 72);
    assert_int_equal(l.row[0].y, 120);
    assert_int_equal(l.kind[0][0].h, 40);
    assert_int_equal(l.start.h, 64);
    assert_int_equal(l.start.y, 800 - 96);
    assert_true(l.preview.w > 0 && l.preview.x > l.row[0].x + l.row[0].w);
    assert_int_equal(l.body_px, 16);
    /* At 200 % the seats go across the window, each row as tall as its grown buttons. */
    setup_layout(&l, 1280, 800, 200, 5, 2, true);
    assert_true(l.stacked);
    assert_int_equal(l.body_px, 32);
    assert_int_equal(l.kind[0][0].h, 60);
    assert_int_equal(l.row[0].w, 1280 - 48);
    assert_true(l.start.y >= l.row[4].y + l.row[4].h);
}

/* A case on a fresh set-up screen on its canvas (setup, teardown). */
#define ON_A_SCREEN(test) cmocka_unit_test_setup_teardown(test, setup, teardown)

TEST_MAIN(
    ON_A_SCREEN(test_defaults_two_seats_distinct_colours),
    ON_A_SCREEN(test_r1_1_add_seats_up_to_five),
    ON_A_SCREEN(test_r1_1_remove_seats_down_to_two),
    ON_A_SCREEN(test_sheet_side_changes),
    ON_A_SCREEN(test_colour_cycles_through_free_colours_only),
    ON_A_SCREEN(test_a_seat_can_be_a_bot_at_each_level),
    ON_A_SCREEN(test_typing_a_name),
    ON_A_SCREEN(test_starting_player),
    ON_A_SCREEN(test_start_and_resume),
    cmocka_unit_test_teardown(test_layout_fits_small_and_large_windows, test_language_back),
    cmocka_unit_test_teardown(test_remembered_setup_round_trip, test_language_back),
    cmocka_unit_test_teardown(test_broken_setup_file_is_refused_whole, test_language_back),
    ON_A_SCREEN(test_render_setup_png),
    cmocka_unit_test_teardown(test_file_bytes_in_a_message_are_shown_escaped, test_language_back),
    cmocka_unit_test_setup_teardown(test_a_long_message_wraps_within_the_window, setup_five_seats, teardown),
    cmocka_unit_test_teardown(test_the_tooltips_in_words, test_language_back),
    cmocka_unit_test_teardown(test_the_screen_says_who_starts_and_who_left, test_language_back),
    cmocka_unit_test_teardown(test_the_screen_words_in_german, test_language_back),
    ON_A_SCREEN(test_no_tooltip_over_the_name_being_typed),
    ON_A_SCREEN(test_r1_1_why_is_the_tooltip_over_the_refusal),
    cmocka_unit_test_teardown(test_the_layout_apart_at_every_zoom, test_language_back),
    ON_A_SCREEN(test_every_word_fits_at_every_zoom),
    ON_A_SCREEN(test_the_side_picture_under_the_hints_above_100_percent),
    cmocka_unit_test_teardown(test_at_100_percent_the_layout_keeps_its_sizes, test_language_back),
    ON_A_SCREEN(test_the_caret_s_blink_is_on_the_deadline_list),
    ON_A_SCREEN(test_the_buttons_keep_the_body_size_at_200_percent),
    cmocka_unit_test_teardown(test_two_line_buttons_hold_the_widest_word, test_language_back),
    cmocka_unit_test_teardown(test_render_at_200_percent, test_language_back)
)
