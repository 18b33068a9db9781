/* test_layout.c — the sheet layout and hit-testing (sheet_view.h): at window, full-screen and
 * thumbnail sizes, on both sides, every part lies inside the sheet, nothing overlaps, and
 * the middle of every spot's rectangle maps back to that spot. */
#include "support.h"
#include "layout_check.h"

#include <stdio.h>

#include "sheet_view.h"

typedef struct {
    int w, h;
} Size;

/* The sheet area of a 1280×800 window, a 1024×640 window, a 2560×1600 screen, a thumbnail. */
static const Size SIZES[] = {{900, 560}, {1024, 640}, {2560, 1600}, {200, 125}};
#define SIZE_COUNT (int)(sizeof SIZES / sizeof SIZES[0])
static const char *const SIDES[] = {"sun", "moon"};

#define ALL_SPOTS 512

static Spot spot(int kind, int a, int b) { return (Spot){(uint8_t)kind, (uint8_t)a, (uint8_t)b}; }

/* Every spot of a laid-out sheet, edges and borders included. */
static int all_spots(const SheetLayout *l, Spot *out)
{
    int n = 0;
    for (int f = 0; f < PROVINCE_FIELDS; f++) {
        out[n++] = spot(SPOT_FIELD, f, 0);
        for (int e = 0; e < EDGE_COUNT; e++) {
            out[n++] = spot(SPOT_EDGE, f, e);
            if (field_neighbour(f, e) < 0) out[n++] = spot(SPOT_BORDER, f, e);
        }
    }
    for (int g = 0; g < GOOD_COUNT; g++) {
        for (int s = 0; s < l->slots; s++) out[n++] = spot(SPOT_SLOT, g, s);
        for (int t = 0; t < l->tents; t++) out[n++] = spot(SPOT_TENT, g, t);
    }
    for (int r = 0; r <= l->river_length; r++) out[n++] = spot(SPOT_RIVER, r, 0);
    for (int p = 0; p < PERSON_COUNT; p++)
        for (int b = 0; b <= PALACE_BOXES; b++) out[n++] = spot(SPOT_PERSON, p, b);
    for (int a = 0; a < 2; a++)
        for (int c = 0; c < PALACE_BOXES; c++) out[n++] = spot(SPOT_PALACE_COLUMN, a, c);
    for (int t = 0; t < TYPE_COUNT; t++)
        for (int v = 1; v <= UPGRADE_TOP; v++) out[n++] = spot(SPOT_UPGRADE, t, v);
    out[n++] = spot(SPOT_UPGRADE_COLUMN, 0, 0);
    out[n++] = spot(SPOT_UPGRADE_COLUMN, 1, 0);
    for (int k = 0; k < KARMA_BOXES; k++) out[n++] = spot(SPOT_KARMA, k, 0);
    for (int v = 0; v <= l->fame_max; v++) out[n++] = spot(SPOT_FAME, v, 0);
    for (int v = 0; v <= l->money_max; v++) out[n++] = spot(SPOT_MONEY, v, 0);
    assert_true(n <= ALL_SPOTS);
    return n;
}

static SheetLayout lay_out(const char *side, Size size)
{
    const Sheets *sheets = test_sheets();
    SheetLayout l;
    SDL_Rect area = {37, 23, size.w, size.h};  /* not at the origin: offsets must carry */
    sheet_layout(&l, &sheets->sheet[test_side(side)], area);
    return l;
}

static bool contains(SDL_Rect outer, SDL_Rect inner)
{
    return inner.w > 0 && inner.h > 0 && inner.x >= outer.x && inner.y >= outer.y &&
           inner.x + inner.w <= outer.x + outer.w && inner.y + inner.h <= outer.y + outer.h;
}

static void describe(Spot s, Size size, const char *side, char *buf, int cap)
{
    snprintf(buf, (size_t)cap, "spot %d/%d/%d at %dx%d on %s", s.kind, s.a, s.b, size.w, size.h,
             side);
}

/* ---- the tests -------------------------------------------------------------------------- */

static void test_sheet_keeps_aspect_and_fits_the_area(void **state)
{
    (void)state;
    for (int i = 0; i < SIZE_COUNT; i++) {
        SheetLayout l = lay_out("sun", SIZES[i]);
        SDL_Rect area = {37, 23, SIZES[i].w, SIZES[i].h};
        assert_true(contains(area, l.area));
        assert_true(l.area.w * 10 >= l.area.h * 16 - 20 && l.area.w * 10 <= l.area.h * 16 + 20);
    }
    /* A wide area: the sheet is as tall as the area and centred across it. */
    SheetLayout l;
    sheet_layout(&l, &test_sheets()->sheet[test_side("sun")], (SDL_Rect){0, 0, 1000, 400});
    assert_int_equal(l.area.h, 400);
    assert_int_equal(l.area.w, 640);
    assert_int_equal(l.area.x, 180);
}

static void test_no_two_fields_overlap(void **state)
{
    (void)state;
    for (int side = 0; side < 2; side++)
        for (int i = 0; i < SIZE_COUNT; i++) {
            SheetLayout l = lay_out(SIDES[side], SIZES[i]);
            for (int a = 0; a < PROVINCE_FIELDS; a++)
                for (int b = a + 1; b < PROVINCE_FIELDS; b++)
                    assert_false(layout_overlap(l.field[a], l.field[b]));
        }
}

/* One check of a side's layout at one size; what names the side and the size. */
typedef void LayoutCheck(const SheetLayout *l, const Spot *all, int n, Size size, const char *side);

/* Each side laid out at each size, checked with its every spot. */
static void each_layout(LayoutCheck *check)
{
    static Spot all[ALL_SPOTS];
    for (int side = 0; side < 2; side++)
        for (int i = 0; i < SIZE_COUNT; i++) {
            SheetLayout l = lay_out(SIDES[side], SIZES[i]);
            check(&l, all, all_spots(&l, all), SIZES[i], SIDES[side]);
        }
}

/* Apart from edge bands (which lie inside their field by design), no two spots share a
 * pixel: a click always means one thing. */
static void spots_apart(const SheetLayout *l, const Spot *all, int n, Size size, const char *side)
{
    char what[96];
    for (int a = 0; a < n; a++)
        for (int b = a + 1; b < n; b++) {
            if (all[a].kind == SPOT_EDGE || all[b].kind == SPOT_EDGE) continue;
            if (layout_overlap(sheet_spot_rect(l, all[a]), sheet_spot_rect(l, all[b]))) {
                describe(all[a], size, side, what, sizeof what);
                fail_msg("%s overlaps kind %d/%d/%d", what, all[b].kind, all[b].a, all[b].b);
            }
        }
}

static void spots_inside(const SheetLayout *l, const Spot *all, int n, Size size, const char *side)
{
    char what[96];
    SDL_Rect area = {37, 23, size.w, size.h};
    for (int k = 0; k < n; k++) {
        SDL_Rect r = sheet_spot_rect(l, all[k]);
        describe(all[k], size, side, what, sizeof what);
        if (!contains(l->area, r) || !contains(area, r))
            fail_msg("%s: rect %d,%d %dx%d outside", what, r.x, r.y, r.w, r.h);
    }
}

/* The test-friendly invariant: the middle of a spot's rectangle is that spot. */
static void spots_map_back(const SheetLayout *l, const Spot *all, int n, Size size, const char *side)
{
    char what[96];
    for (int k = 0; k < n; k++) {
        SDL_Rect r = sheet_spot_rect(l, all[k]);
        Spot got = sheet_spot_at(l, r.x + r.w / 2, r.y + r.h / 2);
        describe(all[k], size, side, what, sizeof what);
        if (got.kind != all[k].kind || got.a != all[k].a || got.b != all[k].b)
            fail_msg("%s came back as %d/%d/%d", what, got.kind, got.a, got.b);
    }
}

static void test_no_two_spots_overlap(void **state)
{
    (void)state;
    each_layout(spots_apart);
}

static void test_every_spot_lies_inside_the_sheet(void **state)
{
    (void)state;
    each_layout(spots_inside);
}

static void test_middle_of_every_spot_maps_back(void **state)
{
    (void)state;
    each_layout(spots_map_back);
}

static void test_middle_of_b3_is_field_6(void **state)
{
    (void)state;
    for (int i = 0; i < SIZE_COUNT; i++) {
        SheetLayout l = lay_out("sun", SIZES[i]);
        SDL_Point c = sheet_field_centre(&l, field_from_name("B3"));
        Spot s = sheet_spot_at(&l, c.x, c.y);
        assert_int_equal(s.kind, SPOT_FIELD);
        assert_int_equal(s.a, 6);
    }
}

static void test_just_inside_b3_east_border_is_edge_6_e(void **state)
{
    (void)state;
    for (int i = 0; i < SIZE_COUNT; i++) {
        SheetLayout l = lay_out("moon", SIZES[i]);
        SDL_Rect f = l.field[6];
        Spot s = sheet_spot_at(&l, f.x + f.w - 2, f.y + f.h / 2);
        assert_int_equal(s.kind, SPOT_EDGE);
        assert_int_equal(s.a, 6);
        assert_int_equal(s.b, EDGE_E);
        s = sheet_spot_at(&l, f.x + f.w / 2, f.y + 1);
        assert_int_equal(s.kind, SPOT_EDGE);
        assert_int_equal(s.b, EDGE_N);
    }
}

/* Near a corner the nearer edge wins. */
static void test_corner_of_a_field_picks_the_nearer_edge(void **state)
{
    (void)state;
    SheetLayout l = lay_out("sun", SIZES[0]);
    SDL_Rect f = l.field[0];
    Spot s = sheet_spot_at(&l, f.x + 1, f.y + 5);
    assert_int_equal(s.kind, SPOT_EDGE);
    assert_int_equal(s.b, EDGE_W);
    s = sheet_spot_at(&l, f.x + 5, f.y + 1);
    assert_int_equal(s.b, EDGE_N);
}

static void test_a_point_off_the_sheet_is_no_spot(void **state)
{
    (void)state;
    for (int i = 0; i < SIZE_COUNT; i++) {
        SheetLayout l = lay_out("sun", SIZES[i]);
        assert_int_equal(sheet_spot_at(&l, l.area.x - 1, l.area.y + 10).kind, SPOT_NONE);
        assert_int_equal(sheet_spot_at(&l, 5, 5).kind, SPOT_NONE);
        assert_int_equal(sheet_spot_at(&l, l.area.x + l.area.w + 3, l.area.y).kind, SPOT_NONE);
        assert_int_equal(sheet_spot_at(&l, -100, 100000).kind, SPOT_NONE);
    }
}

/* Edge points lie on the field's boundary, on the line through its centre. */
static void test_edge_points_lie_on_the_field_boundary(void **state)
{
    (void)state;
    SheetLayout l = lay_out("moon", SIZES[1]);
    for (int f = 0; f < PROVINCE_FIELDS; f++) {
        SDL_Rect r = l.field[f];
        SDL_Point c = sheet_field_centre(&l, f);
        assert_true(SDL_PointInRect(&c, &r));
        SDL_Point n = sheet_edge_point(&l, f, EDGE_N), s = sheet_edge_point(&l, f, EDGE_S);
        SDL_Point w = sheet_edge_point(&l, f, EDGE_W), e = sheet_edge_point(&l, f, EDGE_E);
        assert_int_equal(n.y, r.y);
        assert_int_equal(s.y, r.y + r.h);
        assert_int_equal(w.x, r.x);
        assert_int_equal(e.x, r.x + r.w);
        assert_int_equal(n.x, c.x);
        assert_int_equal(e.y, c.y);
    }
}

/* Border icons exist only on the province's outer edges; other spots out of range have no
 * rectangle. */
static void test_spots_out_of_range_have_no_rect(void **state)
{
    (void)state;
    SheetLayout l = lay_out("sun", SIZES[0]);
    const Spot none[] = {spot(SPOT_NONE, 0, 0), spot(SPOT_BORDER, 5, EDGE_N),
                         spot(SPOT_FIELD, 16, 0), spot(SPOT_SLOT, 0, l.slots),
                         spot(SPOT_RIVER, l.river_length + 1, 0), spot(SPOT_UPGRADE, 0, 0),
                         spot(SPOT_UPGRADE, 0, 4), spot(SPOT_KARMA, 6, 0),
                         spot(SPOT_FAME, l.fame_max + 1, 0)};
    for (size_t i = 0; i < sizeof none / sizeof none[0]; i++) {
        SDL_Rect r = sheet_spot_rect(&l, none[i]);
        assert_int_equal(r.w, 0);
        assert_int_equal(r.h, 0);
    }
    SDL_Rect a1n = sheet_spot_rect(&l, spot(SPOT_BORDER, 0, EDGE_N));
    assert_true(a1n.w > 0);
    assert_true(a1n.y + a1n.h <= l.field[0].y);
}

/* The tracks run towards each other (R3.1): fame from the left, money from the right, and
 * where the fame bar ends at 2·fame the money bar ends at crossing − money. */
static void test_tracks_run_towards_each_other(void **state)
{
    (void)state;
    const Sheet *sh = &test_sheets()->sheet[test_side("sun")];
    SheetLayout l = lay_out("sun", SIZES[2]);
    SDL_Rect f0 = sheet_spot_rect(&l, spot(SPOT_FAME, 0, 0));
    SDL_Rect f45 = sheet_spot_rect(&l, spot(SPOT_FAME, l.fame_max, 0));
    SDL_Rect m0 = sheet_spot_rect(&l, spot(SPOT_MONEY, 0, 0));
    SDL_Rect m90 = sheet_spot_rect(&l, spot(SPOT_MONEY, l.money_max, 0));
    assert_true(f0.x < f45.x);
    assert_true(m0.x > m90.x);
    /* fame 20 and money 40 make race 80: the fame bar's end meets the money bar's end. */
    int fame = 20, money = sh->crossing - 2 * fame;
    SDL_Rect f = sheet_spot_rect(&l, spot(SPOT_FAME, fame, 0));
    SDL_Rect m = sheet_spot_rect(&l, spot(SPOT_MONEY, money, 0));
    int fame_end = f.x + f.w, money_end = m.x;
    assert_true(fame_end - money_end <= 3 && money_end - fame_end <= 3);
}

TEST_MAIN(
    cmocka_unit_test(test_sheet_keeps_aspect_and_fits_the_area),
    cmocka_unit_test(test_no_two_fields_overlap),
    cmocka_unit_test(test_no_two_spots_overlap),
    cmocka_unit_test(test_every_spot_lies_inside_the_sheet),
    cmocka_unit_test(test_middle_of_every_spot_maps_back),
    cmocka_unit_test(test_middle_of_b3_is_field_6),
    cmocka_unit_test(test_just_inside_b3_east_border_is_edge_6_e),
    cmocka_unit_test(test_corner_of_a_field_picks_the_nearer_edge),
    cmocka_unit_test(test_a_point_off_the_sheet_is_no_spot),
    cmocka_unit_test(test_edge_points_lie_on_the_field_boundary),
    cmocka_unit_test(test_spots_out_of_range_have_no_rect),
    cmocka_unit_test(test_tracks_run_towards_each_other)
)
