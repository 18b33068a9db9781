/* test_table_bonus.c — the table and docs/rules.md R9.4 and R2.5: no bonus is let go by
 * choice (a click on one that cannot be used yet says why it waits; its tooltip and a
 * right-click say how it stands), a bonus that lapses is shown crossed out (the person's own
 * too, on the finished turn) and logged with why, and a die whose
 * action cannot be carried out is logged as having no effect, with why, in plain words (and
 * in German). Positions: sun, 2 players, Asha (seat 1) to act. */
#include <stdlib.h>
#include <string.h>

#include "bot.h"
#include "canvas.h"
#include "events.h"
#include "i18n.h"
#include "session.h"
#include "support.h"
#include "language.h"
#include "session_table.h"
#include "table_layout.h"
#include "table.h"
#include "table_draw.h"
#include "table_frame.h"
#include "table_marks.h"
#include "table_speech.h"
#include "table_steps.h"
#include "table_test.h"
#include "names.h"
#include "sheet.h"
#include "widgets.h"

#define ROLL "roll tea+silk spice+spice curve straight lotus conch maharani raja"

typedef SessionTable Table;

static Table tab;

/* The index of that line in the log, -1 when it is not there. */
static int logged_at(const Table *t, const char *line)
{
    char words[LOG_BOOK_CHARS];
    for (int i = 0; i < table_test_log(t->table)->count; i++) {
        log_book_write(test_lang(), table_test_log(t->table), i, words, sizeof words);
        if (strcmp(words, line) == 0) return i;
    }
    return -1;
}

static bool logged(const Table *t, const char *line)
{
    return logged_at(t, line) >= 0;
}

/* The last decision made through the table, as a click would: its marks are ringed. */
static void play(Table *t, const char *text, uint32_t now)
{
    Action a;
    const char *bad;
    if (!action_parse(text, &a, &bad)) fail_msg("%s: %s", text, bad);
    if (!table_apply(t->table, a, now)) fail_msg("%s refused: %s", text, table_test_message(t->table).text);
}

static void click(Table *t, SDL_Rect r, uint32_t now)
{
    SDL_Point m = event_middle(r);
    SDL_Event down = event_press(m.x, m.y, 1), up = event_release(m.x, m.y, 1);
    table_event(t->table, &down, now);
    table_event(t->table, &up, now);
}

static void test_R9_4_an_unusable_bonus_waits_for_the_good_that_makes_it_usable(void **state)
{
    (void)state;
    /* The maharani (upper column 1: goods-die) moves the boat from 5 to 7 (sell-any:2) with
     * nothing owned: the goods-die can be used, the sale cannot yet. */
    Table *t = &tab;
    session_table_open(t);
    Player *p = &t->session.game.player[0];
    p->palace[PERSON_GREAT_MOGUL] = 1;
    p->palace[PERSON_MERCHANT] = 1;
    p->river_marked = 1u << 5;
    session_table_act(t, ROLL);
    session_table_act(t, "take orange-1");
    session_table_act(t, "forward 2");
    assert_pending(&t->session.game, "goods-die sell-any:2");
    session_table_show(t);
    /* A click on the sale says why it waits and changes nothing: no bonus is declined. */
    click(t, table_pending_rect(table_test_layout(t->table), 1), 6000);
    assert_string_equal(table_test_message(t->table).text, "This bonus cannot be used now: it waits, and lapses if none can be used");
    assert_non_null(strstr(table_test_message(t->table).why, "R9.4"));
    assert_pending(&t->session.game, "goods-die sell-any:2");
    /* The goods die first (tea + silk), then the sale is usable and sells both (R9.6). */
    click(t, table_pending_rect(table_test_layout(t->table), 0), 6100);
    assert_int_equal(t->session.game.step.kind, STEP_GOODS_DIE);
    play(t, "goods-die purple-1", 6200);
    assert_pending(&t->session.game, "sell-any:2");
    assert_true(game_bonus_usable(&t->session.game, test_sheets(), 0));
    click(t, table_pending_rect(table_test_layout(t->table), 0), 6300);
    const Player *p0 = &t->session.game.player[0];   /* the one sale of two: by itself */
    assert_int_equal(p0->goods_crossed[GOOD_TEA], 1);
    assert_int_equal(p0->goods_crossed[GOOD_SILK], 1);
    assert_int_equal(p0->money, 2);
    session_table_close(t);
}

static void tooltip_of_chip(Table *t, int i, char *buf, size_t cap)
{
    SDL_Point m = event_middle(table_pending_rect(table_test_layout(t->table), i));
    table_tooltip_text(t->table, m.x, m.y, buf, cap);
}

/* R9.4: no bonus is let go by choice, so no sentence offers it. The tooltip says how each
 * bonus stands (a click uses it, or it waits), in every language; a right-click on one says
 * the same, with the rule behind the wait, and changes nothing. */
static void test_R9_4_a_pending_bonus_says_how_it_is_used_and_never_offers_to_let_it_go(void **state)
{
    (void)state;
    static const char *const want[3][2] = {
        {"Bonus: the goods of a purple die. Click to use it",
         "Bonus: sell 2 goods. It cannot be used now: it waits, and lapses if none can be used"},
        {"Bonus: die Waren eines lila Würfels. Klicke, um ihn zu nutzen",
         "Bonus: 2 Waren verkaufen. Er kann jetzt nicht genutzt werden: er wartet und verfällt, wenn "
         "keiner genutzt werden kann"},
        {"Bonus: de goederen van een paarse dobbelsteen. Klik om hem te gebruiken",
         "Bonus: 2 goederen verkopen. Hij kan nu niet worden gebruikt: hij wacht, en vervalt als er geen "
         "kan worden gebruikt"},
    };
    static const char *const lang[3] = {"en", "de", "nl"};
    Table *t = &tab;
    session_table_open(t);
    Player *p = &t->session.game.player[0];
    p->palace[PERSON_GREAT_MOGUL] = 1;
    p->palace[PERSON_MERCHANT] = 1;
    p->river_marked = 1u << 5;
    session_table_act(t, ROLL);
    session_table_act(t, "take orange-1");
    session_table_act(t, "forward 2");
    session_table_show(t);
    char text[256];
    for (int l = 0; l < 3; l++) {
        test_language(lang[l]);
        table_retranslate(t->table);
        for (int i = 0; i < 2; i++) {
            tooltip_of_chip(t, i, text, sizeof text);
            assert_string_equal(text, want[l][i]);
        }
    }
    test_language("en");
    table_retranslate(t->table);
    /* A right-click says it too, with why it waits, and the bonuses stay as they were. */
    SDL_Point m = event_middle(table_pending_rect(table_test_layout(t->table), 1));
    SDL_Event down = event_press(m.x, m.y, 1), up = event_release(m.x, m.y, 1);
    down.button.button = up.button.button = SDL_BUTTON_RIGHT;
    table_event(t->table, &down, 6000);
    table_event(t->table, &up, 6000);
    assert_string_equal(table_test_message(t->table).text, want[0][1]);
    assert_non_null(strstr(table_test_message(t->table).why, "R9.4"));
    assert_pending(&t->session.game, "goods-die sell-any:2");
    m = event_middle(table_pending_rect(table_test_layout(t->table), 0));
    down = event_press(m.x, m.y, 1);
    down.button.button = SDL_BUTTON_RIGHT;
    table_event(t->table, &down, 6100);
    assert_string_equal(table_test_message(t->table).text, want[0][0]);
    assert_pending(&t->session.game, "goods-die sell-any:2");
    session_table_close(t);
}

/* Asha on the sun river's field 15 with her fame at the end of its track, the blue die
 * taken: its bonuses are fame:2, which lapses (R9.4), and money:2. */
static void river_15_with_fame_at_the_end(Table *t)
{
    session_table_open(t);
    t->session.game.player[0].river_marked = 1u << 14;
    t->session.game.player[0].fame = 45;
    session_table_act(t, ROLL);
    session_table_act(t, "take blue-b");
}

/* R9.3, R9.4: the person's own lapsed bonus, on the finished turn that waits for End turn, is
 * crossed out as a bot's is, not shown as a new bonus in gold, and says that it lapsed. */
static void test_R9_4_the_person_s_own_lapsed_bonus_is_crossed_out_on_the_finished_turn(void **state)
{
    (void)state;
    Table *t = &tab;
    river_15_with_fame_at_the_end(t);
    session_table_show(t);
    table_set_confirm_turn(t->table, true);
    play(t, "bonus 2", 6000);
    assert_true(table_waiting_end_turn(t->table));
    table_draw(t->table, t->canvas.r, 6000 + 1700);
    SDL_Rect chip = table_pending_rect(table_test_layout(t->table), 0);
    assert_true(session_table_pixels_like(t, chip, (SDL_Color){150, 40, 40, 255}) > chip.w);
    SDL_Rect top = {chip.x, chip.y, chip.w, 3};
    assert_int_equal(session_table_pixels_like(t, top, style_standard()->accent), 0);
    char text[256];
    tooltip_of_chip(t, 0, text, sizeof text);
    assert_string_equal(text, "Bonus: 2 fame. It lapsed: it could not be used this turn");
    session_table_close(t);
}

static void test_R9_4_a_lapsed_bonus_is_shown_and_logged_with_why(void **state)
{
    (void)state;
    /* Sun river 15: fame:2 and money:2 with fame at the end of its track. */
    Table *t = &tab;
    river_15_with_fame_at_the_end(t);
    session_table_act(t, "bonus 2");
    assert_int_equal(t->session.game.lapsed_count, 1);
    session_table_show(t);
    assert_true(logged(t, "Asha used a bonus: 2 money"));
    assert_true(logged(t, "Asha cannot use 2 fame, so it lapses: fame is at the end of its track"));
    /* Crossed out where the pending bonuses are, until the next action. */
    SDL_Rect chip = table_pending_rect(table_test_layout(t->table), 0);
    assert_true(session_table_pixels_like(t, chip, (SDL_Color){150, 40, 40, 255}) > chip.w);
    test_language("de");
    table_retranslate(t->table);
    assert_true(logged(t, "Asha kann 2 Ruhmespunkte nicht nutzen, also verfällt der Bonus: "
                          "der Ruhm steht am Ende seiner Leiste"));
    session_table_close(t);
}

/* Asha's boat on the last river field, the round's dice rolled: the orange Maharani has no
 * effect (R2.5). */
static void boat_on_the_last_river_field(Table *t)
{
    session_table_open(t);
    for (int f = 1; f <= 18; f++)
        t->session.game.player[0].river_marked |= 1u << f;
    session_table_act(t, ROLL);
}

static void test_R2_5_a_die_without_effect_is_logged_with_why(void **state)
{
    (void)state;
    /* The maharani with the boat on the last river field. */
    Table *t = &tab;
    boat_on_the_last_river_field(t);
    session_table_act(t, "take orange-1");
    session_table_show(t);
    assert_true(logged(t, "Asha took the orange Maharani, which has no effect: "
                          "the boat is on the last river field"));
    session_table_close(t);
}

/* R9.4, R4.4: a bonus gained by the action that ends the turn and lapsing at once has its
 * source said: the Merchant's sale of two silk closes the silk tent (river-fwd) with the
 * boat on the last river field; the sale's line names the bonus, the lapse follows it (the
 * play-test saw "boat forward" lapse with no line saying where it came from). */
static void test_R9_4_a_bonus_that_lapses_at_once_is_logged_with_its_source(void **state)
{
    (void)state;
    static const char *const lang[3] = {"en", "de", "nl"};
    static const char *const sold[3] = {
        "Asha sold 2 silk +2 money — bonus: boat forward",
        "Asha verkauft 2 × Seide +2 Geld — Bonus: Boot vor",
        "Asha verkoopt 2 × zijde +2 geld — bonus: boot vooruit",
    };
    static const char *const lapse[3] = {
        "Asha cannot use boat forward, so it lapses: the boat is on the last river field",
        "Asha kann Boot vor nicht nutzen, also verfällt der Bonus: das Boot steht auf dem letzten Flussfeld",
        "Asha kan boot vooruit niet gebruiken, dus de bonus vervalt: de boot staat op het laatste rivierveld",
    };
    Table *t = &tab;
    session_table_open(t);
    for (int f = 1; f <= 18; f++) t->session.game.player[0].river_marked |= 1u << f;
    t->session.game.player[0].goods_circled[GOOD_SILK] = 2;
    session_table_act(t, "roll tea+silk spice+spice curve straight lotus conch merchant raja");
    session_table_act(t, "take orange-1");
    session_table_act(t, "sell silk silk");
    assert_int_equal(t->session.game.lapsed_count, 1);
    session_table_show(t);
    for (int l = 0; l < 3; l++) {
        test_language(lang[l]);
        table_retranslate(t->table);
        int at = logged_at(t, sold[l]);
        assert_true(at >= 0);
        assert_int_equal(logged_at(t, lapse[l]), at + 1);
    }
    session_table_close(t);
}

static int window_pixels_like(Table *t, uint32_t now, SDL_Color c)
{
    table_draw(t->table, t->canvas.r, now);
    return session_table_pixels_like(t, (SDL_Rect){0, 0, 1280, 800}, c);
}

static void test_R9_4_a_lapsed_bonus_is_ringed_for_a_moment(void **state)
{
    (void)state;
    Table *t = &tab;
    river_15_with_fame_at_the_end(t);
    session_table_show(t);
    play(t, "bonus 2", 6000);
    assert_int_equal(t->session.game.lapsed_count, 1);
    assert_int_equal(table_test_forced(t->table).lapsed, 1);
    assert_true(table_forced_shown(t->table, 6000));
    assert_true(logged(t, "Asha cannot use 2 fame, so it lapses: fame is at the end of its track"));
    /* The crossed-out chip wears a red outline, gone once the moment is over. */
    SDL_Color red = {200, 50, 40, 255};
    SDL_Rect chip = table_pending_rect(table_test_layout(t->table), 0);
    int u = table_test_layout(t->table)->unit;
    SDL_Rect top = {chip.x - u / 4, chip.y - u / 4, chip.w + u / 2, 3};
    table_draw(t->table, t->canvas.r, 6000);
    assert_true(session_table_pixels_like(t, top, red) > chip.w / 2);
    assert_false(table_forced_shown(t->table, 6000 + 1700));
    table_draw(t->table, t->canvas.r, 6000 + 1700);
    assert_int_equal(session_table_pixels_like(t, top, red), 0);
    assert_true(table_changed_by_itself(t->table, 6000, 6000 + 1700));
    session_table_close(t);
}

static void test_R2_5_a_die_without_effect_is_ringed_for_a_moment(void **state)
{
    (void)state;
    Table *t = &tab;
    boat_on_the_last_river_field(t);
    session_table_show(t);
    table_set_feel(t->table, 0, TABLE_BOT_PACE_MS, NULL);   /* the die lands at once */
    play(t, "take orange-1", 6000);
    assert_true(logged(t, "Asha took the orange Maharani, which has no effect: "
                          "the boat is on the last river field"));
    Action taken;
    const char *bad;
    assert_true(action_parse("take orange-1", &taken, &bad));
    assert_int_equal(table_test_forced(t->table).die, taken.arg[0]);
    assert_true(table_forced_shown(t->table, 6000));
    /* The die lies in Asha's depot: the green ring is round it, then gone. */
    SDL_Color green = {40, 170, 90, 255};
    dice_view_update(table_test_dice(t->table), &t->session.game, 6000);
    int ringed = window_pixels_like(t, 6000, green);
    int after = window_pixels_like(t, 6000 + 1700, green);
    printf("green pixels with the ring %d, after it %d\n", ringed, after);
    assert_true(ringed > after + 100);
    session_table_close(t);
}

/* Asha (with fame `fame`, or as she starts for 0) with a road into D3 from the south and
 * west, the builder, and two half roads taken (the green die), shown: D3 N leaves one place
 * for the second half road. */
static int two_half_roads(Table *t, int fame)
{
    session_table_open(t);
    Player *p = &t->session.game.player[0];
    int d3 = field_from_name("D3");
    p->road[d3] = (uint8_t)(1 << edge_from_letter('S') | 1 << edge_from_letter('W'));
    p->border_reached = (uint64_t)1 << (d3 * EDGE_COUNT + edge_from_letter('S'));
    p->palace[PERSON_BUILDER] = 1;
    if (fame) p->fame = (uint8_t)fame;
    session_table_act(t, "roll tea+silk spice+spice half+half curve flag conch raja builder");
    session_table_act(t, "take green-1");
    session_table_show(t);
    return d3;
}

/* R5.6, R9.5: after the first of two half roads, the second has one place left and is drawn
 * by itself: logged as the only possible move and ringed on the sheet, which stays large
 * while the finished turn waits for End turn. */
static void test_R5_6_a_forced_half_road_is_logged_and_ringed(void **state)
{
    (void)state;
    Table *t = &tab;
    int d3 = two_half_roads(t, 1);
    table_set_confirm_turn(t->table, true);
    play(t, "half D3 N", 6000);
    assert_int_equal(t->session.game.player[0].road[d3], 15);   /* all four edges: D3 E by itself */
    assert_true(logged(t, "The only possible move, made by itself: Asha added a half road to D3, east edge"));
    /* The field it was drawn in is ringed. */
    bool ringed_d3 = false;
    TableForced forced = table_test_forced(t->table);
    for (int i = 0; i < forced.count; i++) ringed_d3 |= forced.spot[i].kind == SPOT_FIELD && forced.spot[i].a == d3;
    assert_true(ringed_d3);
    assert_true(table_waiting_end_turn(t->table));
    assert_int_equal(table_big_seat(t->table), 0);
    /* The ring round D3 on the big sheet, gone after the moment. */
    SDL_Rect e = sheet_spot_rect(table_test_big(t->table), (Spot){SPOT_FIELD, (uint8_t)d3, 0});
    int u = table_test_layout(t->table)->unit;
    SDL_Rect around = {e.x - u, e.y - u, e.w + 2 * u, e.h + 2 * u};
    SDL_Color green = {40, 170, 90, 255};
    table_draw(t->table, t->canvas.r, 6000);
    int ringed = session_table_pixels_like(t, around, green);
    table_draw(t->table, t->canvas.r, 6000 + 1700);
    int after = session_table_pixels_like(t, around, green);
    printf("green pixels round D3: %d with the ring, %d after\n", ringed, after);
    assert_true(ringed > after + 20);
    session_table_close(t);
}

/* The same half road with the End turn step off: the turn passes to Bilal at once and
 * Asha's sheet is a thumbnail, whose panel is outlined for the moment instead. */
static void test_R5_6_a_forced_half_road_on_a_passed_turn_rings_the_thumbnail(void **state)
{
    (void)state;
    Table *t = &tab;
    two_half_roads(t, 0);
    play(t, "half D3 N", 6000);
    assert_false(table_waiting_end_turn(t->table));
    assert_int_equal(table_big_seat(t->table), 1);
    assert_true(table_test_forced(t->table).count > 0);
    int seats[GAME_MAX_PLAYERS - 1];
    assert_int_equal(table_thumb_seats(t->table, seats), 1);
    assert_int_equal(seats[0], 0);
    SDL_Rect thumb = table_test_layout(t->table)->thumb[0];
    SDL_Rect top = {thumb.x, thumb.y, thumb.w, 3};
    SDL_Color green = {40, 170, 90, 255};
    table_draw(t->table, t->canvas.r, 6000);
    int ringed = session_table_pixels_like(t, top, green);
    table_draw(t->table, t->canvas.r, 6000 + 1700);
    int after = session_table_pixels_like(t, top, green);
    printf("green pixels on the thumbnail's edge: %d with the ring, %d after\n", ringed, after);
    assert_true(ringed > thumb.w / 2);
    assert_int_equal(after, 0);
    session_table_close(t);
}

int main(void)
{
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        fprintf(stderr, "SDL_Init: %s\n", SDL_GetError());
        return 1;
    }
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_teardown(test_R9_4_an_unusable_bonus_waits_for_the_good_that_makes_it_usable, test_language_back),
        cmocka_unit_test_teardown(test_R9_4_a_pending_bonus_says_how_it_is_used_and_never_offers_to_let_it_go, test_language_back),
        cmocka_unit_test_teardown(test_R9_4_the_person_s_own_lapsed_bonus_is_crossed_out_on_the_finished_turn, test_language_back),
        cmocka_unit_test_teardown(test_R9_4_a_lapsed_bonus_is_shown_and_logged_with_why, test_language_back),
        cmocka_unit_test_teardown(test_R2_5_a_die_without_effect_is_logged_with_why, test_language_back),
        cmocka_unit_test_teardown(test_R9_4_a_bonus_that_lapses_at_once_is_logged_with_its_source, test_language_back),
        cmocka_unit_test_teardown(test_R9_4_a_lapsed_bonus_is_ringed_for_a_moment, test_language_back),
        cmocka_unit_test_teardown(test_R2_5_a_die_without_effect_is_ringed_for_a_moment, test_language_back),
        cmocka_unit_test_teardown(test_R5_6_a_forced_half_road_is_logged_and_ringed, test_language_back),
        cmocka_unit_test_teardown(test_R5_6_a_forced_half_road_on_a_passed_turn_rings_the_thumbnail, test_language_back),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    SDL_Quit();
    return failed;
}
