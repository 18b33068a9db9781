/* test_table_frame.c — the table's kept pictures (table_cache.h, table_frame.c). A frame put
 * together from kept pictures is the frame drawn directly, pixel for pixel, also while a
 * mark is being penned; a frame with nothing changed draws no picture again; the pointer
 * over a button draws only the chrome again; a move draws again the pictures that show it
 * and not the other sheets; pictures whose pixels were lost (SDL_RENDER_TARGETS_RESET) are
 * drawn again, the same. Positions: the sun side after some turns played by easy bots. */
#include <stdlib.h>
#include <string.h>

#include "bot.h"
#include "canvas.h"
#include "events.h"
#include "session.h"
#include "support.h"
#include "language.h"
#include "session_game.h"
#include "table.h"
#include "table_frame.h"
#include "table_steps.h"
#include "table_test.h"

typedef struct {
    Canvas canvas;
    Session session;
    TableScene *table;               /* table_scene_new */
    int w, h;
    Uint8 *direct;   /* the frame drawn directly */
} Frame;

static Frame fr;

static void open_frame(Frame *f, int players, int w, int h, int decisions)
{
    f->w = w;
    f->h = h;
    canvas_open(&f->canvas, w, h);
    test_session_played(&f->session, players, decisions);
    Seats seats = {.players = players, .name = {"Asha", "Bilal", "Chen", "Dara", "Eli"},
                        .colour = {0, 1, 2, 3, 4}, .bot = {0, 1 + BOT_EASY, 1 + BOT_EASY, 1 + BOT_EASY, 1 + BOT_EASY}};
    f->table = table_scene_new(test_lang());
    assert_non_null(f->table);
    table_init(f->table, &f->session, test_sheets(), f->canvas.art, &seats, 1000);
    table_resize(f->table, w, h);
    f->direct = malloc((size_t)w * (size_t)h * 4);
    assert_non_null(f->direct);
}

static void close_frame(Frame *f)
{
    table_scene_free(f->table);
    session_free(&f->session);
    canvas_close(&f->canvas);
    free(f->direct);
}

static void draw(Frame *f, bool kept, uint32_t now)
{
    TableCache *c = table_test_cache(f->table);
    c->checked = true;
    c->off = !kept;
    table_draw(f->table, f->canvas.r, now);
    SDL_RenderPresent(f->canvas.r);
    assert_true(c->off == !kept);   /* every picture could be made */
}

static void keep_direct(Frame *f)
{
    SDL_Surface *s = f->canvas.surface;
    for (int y = 0; y < f->h; y++) memcpy(f->direct + (size_t)y * (size_t)f->w * 4, (Uint8 *)s->pixels + y * s->pitch, (size_t)f->w * 4);
}

/* Pixels where a channel differs by more than `by` from the frame kept by keep_direct. */
static long differing(const Frame *f, int by)
{
    const SDL_Surface *s = f->canvas.surface;
    long n = 0;
    for (int y = 0; y < f->h; y++) {
        const Uint8 *a = f->direct + (size_t)y * (size_t)f->w * 4, *b = (const Uint8 *)s->pixels + y * s->pitch;
        for (int x = 0; x < f->w; x++) {
            bool off = false;
            for (int k = 0; k < 3; k++) off |= abs(a[x * 4 + k] - b[x * 4 + k]) > by;
            n += off;
        }
    }
    return n;
}

/* The same picture: blending into a kept picture and into the window round alike but for
 * the last bit or so of a channel, and the feathered rim a sheet's paper throws just outside
 * its rectangle (a few pixels at its corners and edges) is not copied from a kept picture. */
static void assert_same_picture(const Frame *f)
{
    int sheets = f->session.game.setup.players;
    assert_true(differing(f, 24) <= 16L * sheets);
    assert_true(differing(f, 3) <= (long)f->w * f->h / 200);
}

/* The table of players seats at 1280×800 after decisions (open_frame), its first frame
 * drawn from kept pictures at 5000 ms; returns how many pictures it made so far. */
static long first_kept_frame(int players, int decisions)
{
    open_frame(&fr, players, 1280, 800, decisions);
    draw(&fr, true, 5000);
    return table_test_cache(fr.table)->redraws;
}

static void same_frame_both_ways(int players, int w, int h, int decisions)
{
    open_frame(&fr, players, w, h, decisions);
    draw(&fr, false, 5000);
    keep_direct(&fr);
    draw(&fr, true, 5000);
    assert_same_picture(&fr);
    close_frame(&fr);
}

static void test_kept_frame_is_the_direct_frame_2_players_1024x640(void **state)
{
    (void)state;
    same_frame_both_ways(2, 1024, 640, 30);
}

static void test_kept_frame_is_the_direct_frame_5_players_1280x800(void **state)
{
    (void)state;
    same_frame_both_ways(5, 1280, 800, 60);
}

static void test_kept_frame_is_the_direct_frame_3_players_1920x1080(void **state)
{
    (void)state;
    same_frame_both_ways(3, 1920, 1080, 45);
}

/* The acting seat's next decision, taken through the table, so the pen animates it. */
static void table_move(Frame *f, uint32_t now)
{
    Action a;
    BotConfig c = bot_config_default(9);
    while (game_actor(&f->session.game) == GAME_CHANCE) {
        Refusal why;
        if (!session_roll_random(&f->session, &a, &why)) fail_msg("roll: %s", why.message);
    }
    if (!bot_choose(&f->session.game, test_sheets(), BOT_MEDIUM, &c, &a)) fail_msg("no bot action");
    assert_true(table_apply(f->table, a, now));
}

static void test_a_mark_being_penned_is_the_same_both_ways(void **state)
{
    (void)state;
    first_kept_frame(2, 20);
    int tries = 0;
    uint32_t now = 6000;
    /* A decision that puts a mark on the sheet shown large (a die only taken marks nothing). */
    do {
        table_move(&fr, now);
        tries++;
    } while (table_test_pen(fr.table).seat < 0 && tries < 20);
    assert_true(table_test_pen(fr.table).seat >= 0);
    uint32_t mid = table_test_pen(fr.table).start + table_pen_ms(fr.table) / 2;
    draw(&fr, false, mid);
    keep_direct(&fr);
    draw(&fr, true, mid);
    assert_same_picture(&fr);
    close_frame(&fr);
}

static void test_a_steady_frame_draws_no_picture(void **state)
{
    (void)state;
    long made = first_kept_frame(4, 40);
    /* chrome, printed sheet large, marks large, printed thumbnail, three thumbnails */
    assert_int_equal(made, 7);
    draw(&fr, true, 5016);
    draw(&fr, true, 5032);
    assert_int_equal(table_test_cache(fr.table)->redraws, made);
    close_frame(&fr);
}

static void test_the_pointer_on_a_button_draws_only_the_chrome_again(void **state)
{
    (void)state;
    long made = first_kept_frame(3, 30);
    SDL_Point p = event_middle(table_test_layout(fr.table)->button[BUTTON_UNDO]);
    SDL_Event e = event_motion(p.x, p.y);
    table_event(fr.table, &e, 5010);
    draw(&fr, true, 5016);
    assert_int_equal(table_test_cache(fr.table)->redraws, made + 1);
    close_frame(&fr);
}

static void test_a_move_draws_again_its_sheet_not_the_others(void **state)
{
    (void)state;
    open_frame(&fr, 3, 1280, 800, 30);
    uint32_t now = 5000;
    /* Decisions until one changes the acting seat's sheet without passing the turn; a
     * decision that passes it starts the watch again with the next seat. */
    for (int i = 0; i < 60; i++, now += 60000) {
        draw(&fr, true, now);   /* the last pen has finished */
        uint64_t thumbs[2] = {table_test_cache(fr.table)->thumb[0].key, table_test_cache(fr.table)->thumb[1].key};
        int seat = fr.session.game.to_act;
        Player before = fr.session.game.player[seat];
        table_move(&fr, now + 1000);
        if (fr.session.game.to_act != seat) continue;
        if (memcmp(&before, &fr.session.game.player[seat], sizeof before) == 0) continue;
        long made = table_test_cache(fr.table)->redraws;
        draw(&fr, true, now + 55000);   /* the pen has finished */
        assert_int_equal(table_test_cache(fr.table)->redraws, made + 2);   /* the chrome, the large sheet */
        assert_true(table_test_cache(fr.table)->thumb[0].key == thumbs[0]);
        assert_true(table_test_cache(fr.table)->thumb[1].key == thumbs[1]);
        close_frame(&fr);
        return;
    }
    fail_msg("no decision marked the acting seat's sheet within its turn");
}

static void test_lost_pictures_are_drawn_again(void **state)
{
    (void)state;
    long made = first_kept_frame(5, 50);
    keep_direct(&fr);
    table_cache_lost(table_test_cache(fr.table));
    SDL_Renderer *r = fr.canvas.r;
    SDL_SetRenderDrawColor(r, 255, 0, 255, 255);   /* what lost pixels would show */
    SDL_RenderClear(r);
    draw(&fr, true, 5000);
    assert_int_equal(table_test_cache(fr.table)->redraws, made + 8);   /* chrome, 2 large, 1 + 4 thumbnails */
    assert_same_picture(&fr);
    close_frame(&fr);
}

TEST_MAIN(
    cmocka_unit_test(test_kept_frame_is_the_direct_frame_2_players_1024x640),
    cmocka_unit_test(test_kept_frame_is_the_direct_frame_5_players_1280x800),
    cmocka_unit_test(test_kept_frame_is_the_direct_frame_3_players_1920x1080),
    cmocka_unit_test(test_a_mark_being_penned_is_the_same_both_ways),
    cmocka_unit_test(test_a_steady_frame_draws_no_picture),
    cmocka_unit_test(test_the_pointer_on_a_button_draws_only_the_chrome_again),
    cmocka_unit_test(test_a_move_draws_again_its_sheet_not_the_others),
    cmocka_unit_test(test_lost_pictures_are_drawn_again)
)
