/* test_sheet_render.c — drawing a sheet headless (sheet_view.h): the sun and the moon sheet
 * of a game in progress are drawn by the software renderer into a surface at 1280×800, saved
 * as sheet-sun.png / sheet-moon.png (and thumbnails) in the tests' picture folder for a look,
 * and checked pixel by pixel: paper, pen strokes on marked roads and nothing on empty
 * fields, the pen animation, the road preview, and the tooltip sentences. */
#include "support.h"
#include "language.h"
#include "canvas.h"
#include "position.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>
#include <SDL_image.h>

#include "i18n.h"
#include "sheet_view.h"

#define WIN_W 1280
#define WIN_H 800

static const SDL_Color PEN = {28, 84, 196, 255};
static const SDL_Color PAPER_RGB = {244, 236, 216, 255};
static const SDL_Color PAPER_LIGHT_RGB = {250, 245, 232, 255};

static Canvas table_canvas(int w, int h)
{
    Canvas c;
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);   /* no window, run by hand as by ctest */
    canvas_open(&c, w, h);
    SDL_SetRenderDrawColor(c.r, 40, 44, 52, 255); /* a dark table around the sheet */
    SDL_RenderClear(c.r);
    return c;
}

static SDL_Color pixel(const Canvas *c, int x, int y) { return canvas_pixel(c->surface, x, y); }

static int distance(SDL_Color a, SDL_Color b)
{
    return abs(a.r - b.r) + abs(a.g - b.g) + abs(a.b - b.b);
}

/* How far a pixel may be from the pen colour and still count as pen: a thumbnail's strokes
 * are a pixel or two wide and blend with the paper, so it allows more. */
static int pen_tolerance = 60;

static bool is_pen(SDL_Color c) { return distance(c, PEN) < pen_tolerance; }

/* Thumbnail strokes land on whole pixels: a sample may look this many pixels around. */
static int pen_reach = 0;

/* ---- a game in progress, built by hand ---------------------------------------------- */

/* The border bonuses reached, listed like "B4 E, D1 W" (R5.4). */
static void reach(Player *p, const char *borders)
{
    char field[4];
    char edge;
    int used = 0;
    for (const char *at = borders; *at; at += used) {
        if (sscanf(at, " %3[A-D1-4] %c%n", field, &edge, &used) != 2) fail_msg("cannot read the borders '%s'", at);
        p->border_reached |= 1ull << (test_field(field) * EDGE_COUNT + edge_from_letter(edge));
        if (at[used] == ',') used++;
    }
}

/* A player's sheet in the middle of a game, as the pictures show it: the game (players,
 * side, the seat that begins and owns the sheet) and the sheet's marks, each in the words of
 * position.h. */
typedef struct {
    int players, seat;
    const char *side, *roads, *borders, *goods, *marks;
    uint8_t palace[PERSON_COUNT], upgrade[TYPE_COUNT];
    uint32_t river_marked;
} MidGame;

static const MidGame SUN = {2, 0, "sun", "C2 NS, B2 ES, B3 EW, B4 EW, D1 EW, D3 SW", "B4 E, D1 W, D3 S",
                            "tea 4/2, silk 2, spice 5/3", "circled 3, crossed 1, fame 14, money 23",
                            {1, 2, 1, 1, 3, 0}, {2, 1, 3, 2}, 1u << 1 | 1u << 3 | 1u << 6};
static const MidGame MOON = {3, 1, "moon", "B3 EW, B4 NW, C2 NS, D2 NS, B1 ES, C1 NW", "D2 S, C1 W",
                             "tea 8/5, silk 3/1, spice 1", "circled 5, crossed 2, fame 26, money 41",
                             {2, 2, 3, 0, 1, 2}, {2, 2, 2, 3}, 1u << 2 | 1u << 3 | 1u << 5 | 1u << 9};

static Player mid_game(const MidGame *m)
{
    Game g = test_game(m->players, m->side, m->seat);
    Player p = g.player[m->seat];
    test_add_roads(&p, m->roads);
    reach(&p, m->borders);
    test_set_goods(&p, m->goods);
    memcpy(p.palace, m->palace, sizeof p.palace);
    memcpy(p.upgrade, m->upgrade, sizeof p.upgrade);
    p.river_marked = m->river_marked;
    test_set_marks(&p, m->marks);
    return p;
}

static Player sun_player(void) { return mid_game(&SUN); }

static Player moon_player(void) { return mid_game(&MOON); }

static const Sheet *side(const char *name) { return &test_sheets()->sheet[test_side(name)]; }

static SheetDecor plain_decor(void)
{
    SheetDecor d = {0};
    d.pen = PEN;
    d.pen_progress = 1.0f;
    d.preview_field = -1;
    return d;
}

/* The sheet area of a 1280×800 window, as the table gives it: most of the window. */
static SDL_Rect sheet_area(void) { return (SDL_Rect){40, 60, 1200, 720}; }

static void render(Canvas *c, SheetLayout *l, const char *name, const Player *p,
                   const SheetDecor *d, SDL_Rect area)
{
    sheet_layout(l, side(name), area);
    sheet_draw(test_lang(), c->r, c->art, l, side(name), p, d);
    SDL_RenderPresent(c->r);
}

static void save(const Canvas *c, const char *file)
{
    canvas_save(c->surface, file);
}

/* ---- pixel checks ------------------------------------------------------------------- */

static int distinct_colours(const Canvas *c, SDL_Rect a)
{
    enum { BUCKETS = 1 << 15 };
    static unsigned char seen[BUCKETS];
    memset(seen, 0, sizeof seen);
    int n = 0;
    for (int y = a.y; y < a.y + a.h; y += 2)
        for (int x = a.x; x < a.x + a.w; x += 2) {
            SDL_Color p = pixel(c, x, y);
            int key = (p.r >> 3) << 10 | (p.g >> 3) << 5 | (p.b >> 3);
            if (!seen[key]) seen[key] = 1, n++;
        }
    return n;
}

static double paper_share(const Canvas *c, SDL_Rect a)
{
    long paper = 0, all = 0;
    for (int y = a.y; y < a.y + a.h; y += 3)
        for (int x = a.x; x < a.x + a.w; x += 3, all++)
            if (distance(pixel(c, x, y), PAPER_RGB) < 30 ||
                distance(pixel(c, x, y), PAPER_LIGHT_RGB) < 30)
                paper++;
    double share = (double)paper / (double)all;
    if (getenv("RAJAS_VERBOSE")) printf("paper share %.3f\n", share);
    return share;
}

/* Pen colour along the stroke from the field's centre towards an edge, between fractions. */
static int pen_along(const Canvas *c, const SheetLayout *l, const char *field, int edge,
                     float from, float to)
{
    int f = field_from_name(field), hits = 0;
    SDL_Point m = sheet_field_centre(l, f), e = sheet_edge_point(l, f, edge);
    for (int i = 0; i <= 10; i++) {
        float k = from + (to - from) * (float)i / 10.0f;
        int x = m.x + (int)((e.x - m.x) * k), y = m.y + (int)((e.y - m.y) * k);
        bool hit = false;
        for (int dy = -pen_reach; dy <= pen_reach && !hit; dy++)
            for (int dx = -pen_reach; dx <= pen_reach && !hit; dx++)
                hit = is_pen(pixel(c, x + dx, y + dy));
        hits += hit;
    }
    return hits;
}

static int colour_near_centre(const Canvas *c, const SheetLayout *l, const char *field,
                              SDL_Color want, int tolerance)
{
    SDL_Point m = sheet_field_centre(l, field_from_name(field));
    int hits = 0;
    for (int dy = -3; dy <= 3; dy++)
        for (int dx = -3; dx <= 3; dx++)
            hits += distance(pixel(c, m.x + dx, m.y + dy), want) < tolerance;
    return hits;
}

/* ---- the tests -------------------------------------------------------------------------- */

static void check_sheet(const Canvas *c, const SheetLayout *l)
{
    assert_true(distinct_colours(c, l->area) > 150);
    assert_true(paper_share(c, l->area) > 0.35);
    /* Outside the sheet the table stays as it was. */
    SDL_Color corner = pixel(c, 2, 2);
    assert_int_equal(distance(corner, (SDL_Color){40, 44, 52, 255}), 0);
}

/* The pen is along each road of a list like "B3 E, C2 N" (at least 10 pixels from 0.2 to
 * 0.9 of the way from the field's centre to that edge); no pen near the centre of each field
 * of a list like "A3, C4". A failure names the edge or the field. */
static void assert_roads_drawn(const Canvas *c, const SheetLayout *l, const char *roads, const char *empty)
{
    char field[3], edge;
    int used = 0;
    for (const char *at = roads; *at; at += used + (at[used] == ',')) {
        if (sscanf(at, " %2s %c%n", field, &edge, &used) != 2) fail_msg("cannot read the roads '%s'", at);
        int hits = pen_along(c, l, field, edge_from_letter(edge), 0.2f, 0.9f);
        if (hits < 10) fail_msg("%s%c: %d pixels of pen, not 10 or more", field, edge, hits);
    }
    for (const char *at = empty; *at; at += used + (at[used] == ',')) {
        if (sscanf(at, " %2s%n", field, &used) != 1) fail_msg("cannot read the fields '%s'", at);
        int inked = colour_near_centre(c, l, field, PEN, 60);
        if (inked != 0) fail_msg("%s: %d pixels of pen at its centre, not 0", field, inked);
    }
}

/* A side's sheet drawn for p with the plain decor on a table canvas, saved as picture and
 * checked as a sheet (check_sheet); the caller closes the canvas. */
typedef struct {
    Canvas c;
    SheetLayout l;
} Drawn;

static Drawn drawn_in_progress(const char *side_name, Player p, const char *picture)
{
    Drawn d = {.c = table_canvas(WIN_W, WIN_H)};
    SheetDecor decor = plain_decor();
    render(&d.c, &d.l, side_name, &p, &decor, sheet_area());
    save(&d.c, picture);
    check_sheet(&d.c, &d.l);
    return d;
}

static void test_sun_sheet_in_progress(void **state)
{
    (void)state;
    Drawn d = drawn_in_progress("sun", sun_player(), "sheet-sun.png");
    /* B3 carries the player's straight road west–east, the pen on its centre line; A3 and C4
     * have no road: no pen at their centres, and B3 has no road to the north. */
    assert_roads_drawn(&d.c, &d.l, "B3 E, B3 W, C2 N", "A3, C4");
    assert_true(pen_along(&d.c, &d.l, "B3", EDGE_N, 0.4f, 0.9f) == 0);
    canvas_close(&d.c);
}

static void test_moon_sheet_in_progress(void **state)
{
    (void)state;
    Drawn d = drawn_in_progress("moon", moon_player(), "sheet-moon.png");
    assert_roads_drawn(&d.c, &d.l, "D2 S, B4 N", "A1, D4");
    canvas_close(&d.c);
}

/* Thumbnails keep the shapes: still paper, still the pen on a marked road. */
static void test_thumbnails_keep_the_shapes(void **state)
{
    (void)state;
    const char *names[2] = {"sun", "moon"};
    for (int i = 0; i < 2; i++) {
        Canvas c = table_canvas(260, 170);
        SheetLayout l;
        Player p = i == 0 ? sun_player() : moon_player();
        SheetDecor d = plain_decor();
        d.thumbnail = true;
        render(&c, &l, names[i], &p, &d, (SDL_Rect){10, 10, 240, 150});
        char file[32];
        snprintf(file, sizeof file, "sheet-%s-thumb.png", names[i]);
        save(&c, file);
        assert_true(paper_share(&c, l.area) > 0.3);
        pen_tolerance = 110;
        pen_reach = 2;
        int hits = pen_along(&c, &l, "B3", EDGE_E, 0.2f, 0.7f);
        if (getenv("RAJAS_VERBOSE")) printf("%s thumbnail pen hits %d\n", names[i], hits);
        assert_true(hits >= 8);
        /* An empty field stays free of pen even so. */
        assert_int_equal(colour_near_centre(&c, &l, "A1", PEN, pen_tolerance), 0);
        pen_tolerance = 60;
        pen_reach = 0;
        canvas_close(&c);
    }
}

/* A road not in decor->before grows with the pen: at half progress only its inner half. */
static void test_a_new_road_grows_with_the_pen(void **state)
{
    (void)state;
    Canvas c = table_canvas(WIN_W, WIN_H);
    SheetLayout l;
    Player before = sun_player(), now = before;
    test_add_roads(&now, "A2 SW"); /* not joined to anything: drawing does not judge */
    SheetDecor d = plain_decor();
    d.before = &before;
    d.pen_progress = 0.5f;
    render(&c, &l, "sun", &now, &d, sheet_area());
    save(&c, "sheet-sun-pen.png");
    assert_true(pen_along(&c, &l, "A2", EDGE_S, 0.1f, 0.35f) >= 10);
    assert_int_equal(pen_along(&c, &l, "A2", EDGE_S, 0.75f, 0.95f), 0);
    assert_true(pen_along(&c, &l, "B3", EDGE_E, 0.2f, 0.9f) >= 10); /* old marks are whole */
    canvas_close(&c);
}

/* The road preview is green when legal and red when refused; highlights do not crash. */
static void test_road_preview_and_highlights(void **state)
{
    (void)state;
    Player p = sun_player();
    for (int ok = 0; ok < 2; ok++) {
        Canvas c = table_canvas(WIN_W, WIN_H);
        SheetLayout l;
        SpotSet legal = {0};
        legal.spot[legal.count++] = (Spot){SPOT_EDGE, 10, EDGE_N};
        legal.spot[legal.count++] = (Spot){SPOT_SLOT, GOOD_TEA, 2};
        legal.spot[legal.count++] = (Spot){SPOT_PERSON, PERSON_RAJA, 1};
        legal.spot[legal.count++] = (Spot){SPOT_FIELD, 1, 0};
        SheetDecor d = plain_decor();
        d.legal = &legal;
        d.hover = (Spot){SPOT_RIVER, 7, 0};
        d.preview_field = field_from_name("A1");
        d.preview_edges = 1 << EDGE_E | 1 << EDGE_S;
        d.preview_ok = ok;
        render(&c, &l, "sun", &p, &d, sheet_area());
        if (ok) save(&c, "sheet-sun-decor.png");
        SDL_Color want = ok ? (SDL_Color){46, 150, 70, 255} : (SDL_Color){200, 52, 44, 255};
        int f = field_from_name("A1");
        SDL_Point m = sheet_field_centre(&l, f), e = sheet_edge_point(&l, f, EDGE_E);
        SDL_Color mid = pixel(&c, (m.x + e.x) / 2, m.y);
        assert_true(distance(mid, want) < 90);
        canvas_close(&c);
    }
}

static void expect_words(const char *side_name, Spot s, const char *want)
{
    char buf[200];
    sheet_spot_describe(test_lang(), side(side_name), s, buf, sizeof buf);
    assert_string_equal(buf, want);
}

static void test_spots_are_described_in_words(void **state)
{
    (void)state;
    expect_words("sun", (Spot){SPOT_FIELD, 10, 0},
                 "C3: same-kind market — sell up to 3 goods of one kind when first built");
    expect_words("sun", (Spot){SPOT_RIVER, 7, 0}, "River 7: lotus — sell 2 goods");
    expect_words("sun", (Spot){SPOT_KARMA, 2, 0}, "Karma box 3: upgrade");
    expect_words("sun", (Spot){SPOT_FAME, 12, 0}, "Fame 12: gain the goods of a purple die");
    expect_words("sun", (Spot){SPOT_BORDER, 0, EDGE_N},
                 "A1 north border bonus: karma — gained when a road reaches it");
    expect_words("moon", (Spot){SPOT_TENT, GOOD_SILK, 0},
                 "Silk tent 1 (slots 1–2): upgrade when its last slot is sold");
    /* Every spot has a sentence. */
    const Sheet *sh = side("sun");
    char buf[200];
    for (int kind = SPOT_FIELD; kind <= SPOT_BORDER; kind++) {
        sheet_spot_describe(test_lang(), sh, (Spot){(uint8_t)kind, 1, 1}, buf, sizeof buf);
        assert_true(strlen(buf) > 4);
    }
    sheet_spot_describe(test_lang(), sh, (Spot){SPOT_RIVER, 18, 0}, buf, 12); /* cut, still terminated */
    assert_true(strlen(buf) <= 11);
}

/* An upgrade value in a whole sentence, in each language: what marking it does to the
 * buildings of its type built afterwards (R6.2, R5.7). */
static void test_an_upgrade_value_is_said_in_a_sentence(void **state)
{
    (void)state;
    static const char *const langs[] = {"en", "de", "nl"};
    static const char *const said[][2] = {
        {"Tower 2: once marked, each tower built scores 2 fame",
         "Temple 1 (marked from the start): each temple built scores 1 fame"},
        {"Turm 2: Ist das markiert, bringt jeder neue Bau vom Typ „Turm“ 2 Ruhm",
         "Tempel 1 (von Beginn an markiert): Jeder neue Bau vom Typ „Tempel“ bringt 1 Ruhm"},
        {"Toren 2: zodra dit gemarkeerd is, levert het bouwen van een toren 2 roem op",
         "Tempel 1 (vanaf het begin gemarkeerd): het bouwen van een tempel levert 1 roem op"},
    };
    for (int k = 0; k < 3; k++) {
        test_language(langs[k]);
        expect_words("sun", (Spot){SPOT_UPGRADE, TYPE_TOWER, 2}, said[k][0]);
        expect_words("sun", (Spot){SPOT_UPGRADE, TYPE_TEMPLE, 1}, said[k][1]);
    }
}

TEST_MAIN(
    cmocka_unit_test_teardown(test_sun_sheet_in_progress, test_language_back),
    cmocka_unit_test_teardown(test_moon_sheet_in_progress, test_language_back),
    cmocka_unit_test_teardown(test_thumbnails_keep_the_shapes, test_language_back),
    cmocka_unit_test_teardown(test_a_new_road_grows_with_the_pen, test_language_back),
    cmocka_unit_test_teardown(test_road_preview_and_highlights, test_language_back),
    cmocka_unit_test_teardown(test_spots_are_described_in_words, test_language_back),
    cmocka_unit_test_teardown(test_an_upgrade_value_is_said_in_a_sentence, test_language_back)
)
