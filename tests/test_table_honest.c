/* test_table_honest.c — the table shows what is so, in words and in looks: the half-road
 * prompt says what the legal moves allow (docs/rules.md R5.6, R9.5; two half roads that fit
 * only together are told so, and the free fields they fit are outlined), a bot's options at
 * the top are words to read, not buttons, a greyed button looks greyed in high contrast
 * too, and the Confirm button is said as it reads. A palace person's prompt offers only
 * what the legal moves allow (R7.7, R7.10): no sale to one with no goods, no boat going
 * back from the start. In English, German and Dutch. Positions: sun, 2 players, Asha (seat 1) a person,
 * Bilal (seat 2) an easy bot. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bot.h"
#include "canvas.h"
#include "i18n.h"
#include "names.h"
#include "random.h"
#include "session.h"
#include "sheet.h"
#include "support.h"
#include "language.h"
#include "session_table.h"
#include "table_layout.h"
#include "table.h"
#include "table_speech.h"
#include "table_steps.h"
#include "table_test.h"
#include "widgets.h"

typedef SessionTable Table;

static Table tab;

/* The prompt in en, de and nl, each compared with want[]. */
static void assert_prompts(Table *t, const char *const want[3])
{
    static const char *const lang[3] = {"en", "de", "nl"};
    char text[768];
    for (int l = 0; l < 3; l++) {
        test_language(lang[l]);
        table_retranslate(t->table);
        table_prompt_text(t->table, text, sizeof text);
        assert_string_equal(text, want[l]);
    }
    test_language("en");
    table_retranslate(t->table);
}

static bool field_outlined(const Table *t, const char *name)
{
    int f = field_from_name(name);
    for (int i = 0; i < table_test_legal_spots(t->table)->count; i++) {
        Spot s = table_test_legal_spots(t->table)->spot[i];
        if (s.kind == SPOT_FIELD && s.a == f) return true;
    }
    return false;
}

/* R5.6, R9.5: on the sun side the residence alone takes no half road (its free edge points
 * at the border without a bonus, R5.4), so the two half roads of the die fit only together,
 * as one straight or curve in a free field next to it: the prompt says so, and those
 * fields, and only those, are outlined. */
static void test_R5_6_two_half_roads_that_fit_only_together_are_told_so(void **state)
{
    (void)state;
    static const char *const want[3] = {
        "Asha: the two half roads fit only together — one straight or curve: drag from a road into a free field "
        "and out",
        "Asha: die zwei halben Wege passen nur zusammen — als eine Gerade oder Kurve: ziehe von einem Weg in ein "
        "freies Feld und wieder hinaus",
        "Asha: de twee halve wegen passen alleen samen — als één rechte weg of bocht: sleep van een weg een vrij "
        "veld in en er weer uit",
    };
    Table *t = &tab;
    session_table_open(t);
    session_table_act(t, "roll tea+silk spice+spice half+half curve lotus conch maharani raja");
    session_table_act(t, "take green-1");
    session_table_show(t);
    assert_int_equal(t->session.game.step.kind, STEP_HALVES);
    assert_prompts(t, want);
    assert_int_equal(table_test_legal_spots(t->table)->count, 3);
    assert_true(field_outlined(t, "C2"));
    assert_true(field_outlined(t, "D1"));
    assert_true(field_outlined(t, "D3"));
    session_table_close(t);
}

/* R5.6: with a built field that takes a half road, the die's two half roads may go there or
 * be one road together, and the prompt offers both. */
static void test_R5_6_two_half_roads_offer_both_ways_when_both_fit(void **state)
{
    (void)state;
    static const char *const want[3] = {
        "Asha: add 2 half roads — drag from a built field's middle out through an edge; or both as one road "
        "through a free field",
        "Asha: lege 2 halbe Wege an — ziehe aus der Mitte eines bebauten Feldes durch eine Kante hinaus; oder "
        "beide als ein Weg durch ein freies Feld",
        "Asha: leg 2 halve wegen aan — sleep vanuit het midden van een bebouwd veld door een kant naar buiten; "
        "of beide als één weg door een vrij veld",
    };
    Table *t = &tab;
    session_table_open(t);
    t->session.game.player[0].road[field_from_name("C2")] = (uint8_t)((1 << EDGE_N) | (1 << EDGE_S));
    session_table_act(t, "roll tea+silk spice+spice half+half curve lotus conch maharani raja");
    session_table_act(t, "take green-1");
    session_table_show(t);
    assert_prompts(t, want);
    session_table_close(t);
}

/* The prompt of the palace person Asha takes with orange-1 (face), after stage changes her
 * sheet; each offer it names is one the legal moves hold. */
static void take_person(Table *t, const char *face, void (*stage)(Player *p))
{
    char roll[160];
    snprintf(roll, sizeof roll, "roll tea+silk spice+spice curve straight lotus conch %s raja", face);
    session_table_open(t);
    if (stage) stage(&t->session.game.player[0]);
    session_table_act(t, roll);
    session_table_act(t, "take orange-1");
    session_table_show(t);
}

static void no_goods(Player *p) { (void)p; }
static void one_tea(Player *p) { p->goods_circled[GOOD_TEA] = 1; }
static void tea_and_silk(Player *p)
{
    p->goods_circled[GOOD_TEA] = 1;
    p->goods_circled[GOOD_SILK] = 1;
}

/* R7.7: the Merchant sells 1 or 2 goods or gives one; with no goods only the good is offered,
 * with one good only that good is offered for sale. */
static void test_R7_7_the_merchant_offers_no_sale_to_one_without_goods(void **state)
{
    (void)state;
    static const char *const none[3] = {
        "Asha: Merchant — take 1 good (you have no goods to sell)",
        "Asha: Händlerin — nimm 1 Ware (du hast keine Waren zum Verkaufen)",
        "Asha: Handelaar — neem 1 goed (je hebt geen goederen om te verkopen)",
    };
    static const char *const one[3] = {
        "Asha: Merchant — sell your one good (click it, then Sell) or take 1 good",
        "Asha: Händlerin — verkaufe deine eine Ware (anklicken, dann „… verkaufen“) oder nimm 1 Ware",
        "Asha: Handelaar — verkoop je ene goed (aanklikken, dan „Verkoop …”) of neem 1 goed",
    };
    static const char *const two[3] = {
        "Asha: Merchant — sell 1 or 2 goods (click them, then Sell) or take 1 good",
        "Asha: Händlerin — verkaufe 1 oder 2 Waren (anklicken, dann „… verkaufen“) oder nimm 1 Ware",
        "Asha: Handelaar — verkoop 1 of 2 goederen (aanklikken, dan „Verkoop …”) of neem 1 goed",
    };
    Table *t = &tab;
    take_person(t, "merchant", no_goods);
    assert_int_equal(t->session.game.step.kind, STEP_MERCHANT);
    assert_false(legal_has_kind(table_test_legal(t->table), ACT_SELL));
    assert_prompts(t, none);
    session_table_close(t);
    take_person(t, "merchant", one_tea);
    assert_int_equal(sale_most_total(table_test_legal(t->table)), 1);
    assert_prompts(t, one);
    session_table_close(t);
    take_person(t, "merchant", tea_and_silk);
    assert_int_equal(sale_most_total(table_test_legal(t->table)), 2);
    assert_prompts(t, two);
    session_table_close(t);
}

/* R7.10: from the river's start the boat cannot go back: the Portuguese offers the good. */
static void test_R7_10_the_portuguese_offers_no_way_back_from_the_start(void **state)
{
    (void)state;
    static const char *const want[3] = {
        "Asha: Portuguese — take 1 good (the boat cannot move back)",
        "Asha: Portugiese — nimm 1 Ware (das Boot kann nicht zurück)",
        "Asha: Portugees — neem 1 goed (de boot kan niet terug)",
    };
    Table *t = &tab;
    take_person(t, "portuguese", NULL);
    assert_int_equal(t->session.game.step.kind, STEP_PORTUGUESE);
    assert_false(legal_has_kind(table_test_legal(t->table), ACT_BACK));
    assert_prompts(t, want);
    session_table_close(t);
}

/* What a palace person's prompt offers, against the legal moves, in any position: "sell"
 * only when a sale is legal, "take 1 good" only when a good is, "move the boat back" only
 * when the boat may go back (R7.7, R7.10), and each of them whenever it is. */
static void assert_person_prompt_honest(Table *t)
{
    char text[768];
    table_prompt_text(t->table, text, sizeof text);
    const LegalSet *l = table_test_legal(t->table);
    bool sells = strstr(text, "— sell") != NULL, takes = strstr(text, "take 1 good") != NULL;
    bool back = strstr(text, "move the boat back") != NULL;
    if (sells != legal_has_kind(l, ACT_SELL) || takes != legal_has_kind(l, ACT_GOOD) ||
        back != legal_has_kind(l, ACT_BACK))
        fail_msg("the prompt \"%s\" against the legal moves: sale %d, good %d, back %d", text,
                 legal_has_kind(l, ACT_SELL), legal_has_kind(l, ACT_GOOD), legal_has_kind(l, ACT_BACK));
}

/* Random games played out by the engine (seeded); every Merchant's or Portuguese's decision
 * of Asha is shown on the table and its prompt checked (assert_person_prompt_honest). */
static void test_R7_a_palace_person_s_prompt_offers_only_legal_ways_in_any_game(void **state)
{
    (void)state;
    Table *t = &tab;
    uint64_t rng = 50;
    int checked = 0, take_only = 0;
    for (int game = 0; game < 40 && checked < 24; game++) {
        Game g = test_game(2, game % 2 ? "moon" : "sun", 0);
        g.rng = splitmix64_next(&rng);
        for (int moves = 0; moves < 600 && g.waiting != WAIT_OVER; moves++) {
            if (game_actor(&g) == GAME_CHANCE) {
                assert_true(game_roll_random(&g, test_sheets(), NULL));
                continue;
            }
            bool person = g.step.kind == STEP_MERCHANT || g.step.kind == STEP_PORTUGUESE;
            if (person && g.to_act == 0 && g.waiting == WAIT_ACTION) {
                session_table_open(t);
                t->session.game = g;
                session_table_show(t);
                assert_person_prompt_honest(t);
                take_only += !legal_has_kind(table_test_legal(t->table), ACT_SELL) &&
                             !legal_has_kind(table_test_legal(t->table), ACT_BACK);
                session_table_close(t);
                checked++;
            }
            Action legal[GAME_MAX_LEGAL];
            int n = game_legal(&g, test_sheets(), legal);
            assert_true(n > 0);
            Refusal why;
            assert_true(game_apply(&g, test_sheets(), &legal[splitmix64_next(&rng) % (uint64_t)n], &why));
        }
    }
    printf("%d decisions checked, %d with only a good to take\n", checked, take_only);
    assert_true(checked >= 20);
    assert_true(take_only > 0);   /* the play-test's case came up: only a good to take */
}

/* During a bot's turn its options at the top are for reading: no button face, frame or
 * shadow, only their words. */
static void test_a_bot_s_options_are_words_not_buttons(void **state)
{
    (void)state;
    Table *t = &tab;
    session_table_open(t);
    session_table_act(t, "roll tea+silk spice+spice curve straight lotus conch maharani raja");
    session_table_act(t, "take purple-1");
    session_table_act(t, "take orange-2");   /* Bilal: Raja Man Singh, an upgrade to choose (R7.8) */
    assert_int_equal(t->session.game.step.kind, STEP_UPGRADE);
    session_table_show(t);
    assert_true(table_bot_turn(t->table));
    assert_int_equal(table_test_choices(t->table).count, 4);
    UiButtonLook face;
    ui_button_look(art_style(table_test_art(t->table)), true, &face);
    for (int i = 0; i < table_test_choices(t->table).count; i++) {
        SDL_Rect c = table_choice_rect(table_test_layout(t->table), i, table_test_choices(t->table).count);
        assert_int_equal(session_table_pixels_like(t, c, face.face), 0);
        assert_true(session_table_pixels_like(t, c, (SDL_Color){200, 186, 166, 255}) > 20);   /* its words */
    }
    session_table_close(t);
}

/* The Confirm button's words as the keyboard's ring says them (speech) are those it shows:
 * "Sell nothing" at a new market's sale (R5.7), in every language, not "Confirm". */
static void test_the_confirm_button_is_said_as_it_reads(void **state)
{
    (void)state;
    static const char *const lang[3] = {"en", "de", "nl"};
    static const char *const want[3] = {"Sell nothing", "Nichts verkaufen", "Niets verkopen"};
    Table *t = &tab;
    session_table_open(t);
    t->session.game.player[0].goods_circled[GOOD_TEA] = 1;
    t->session.game.player[0].goods_circled[GOOD_SILK] = 1;
    session_table_act(t, "roll tea+silk spice+spice curve straight lotus conch maharani raja");
    session_table_act(t, "take green-1");
    session_table_act(t, "road D1 NE");   /* the mixed market left of the residence opens */
    assert_int_equal(t->session.game.step.kind, STEP_SELL);
    session_table_show(t);
    FocusRing *ring = &table_test_focus(t->table)->ring;
    table_focus_build(t->table, 5000);
    int at = -1;
    for (int i = 0; i < ring->count; i++)
        if (ring->item[i].group == TF_BUTTON && ring->item[i].id == BUTTON_CONFIRM) at = i;
    assert_true(at >= 0);
    ring->current = at;
    ring->shown = true;
    char text[128];
    for (int l = 0; l < 3; l++) {
        test_language(lang[l]);
        table_retranslate(t->table);
        table_focus_words(t->table, text, sizeof text);
        assert_string_equal(text, want[l]);
    }
    session_table_close(t);
}

/* The largest WCAG contrast ratio of any pixel of r against black. */
static double brightest_ratio(const Table *t, SDL_Rect r)
{
    double most = 1.0;
    for (int y = r.y; y < r.y + r.h; y++)
        for (int x = r.x; x < r.x + r.w; x++) {
            SDL_Color p = canvas_pixel(t->canvas.surface, x, y);
            double v[3] = {p.r / 255.0, p.g / 255.0, p.b / 255.0};
            for (int k = 0; k < 3; k++) v[k] = v[k] <= 0.03928 ? v[k] / 12.92 : pow((v[k] + 0.055) / 1.055, 2.4);
            double ratio = (0.2126 * v[0] + 0.7152 * v[1] + 0.0722 * v[2] + 0.05) / 0.05;
            if (ratio > most) most = ratio;
        }
    return most;
}

/* High contrast: at a turn's first decision Undo, Karma and Confirm can do nothing and are
 * greyed: nothing of them is near as bright as the white face of Hint, which can. */
static void test_greyed_buttons_look_greyed_in_high_contrast(void **state)
{
    (void)state;
    Table *t = &tab;
    session_table_open(t);
    art_set_style(t->canvas.art, style_make(true));
    session_table_act(t, "roll tea+silk spice+spice curve straight lotus conch maharani raja");
    session_table_show(t);
    const TableLayout *l = table_test_layout(t->table);
    assert_false(table_can_undo(t->table));
    for (int b = 0; b < BUTTON_COUNT; b++) {
        double most = brightest_ratio(t, l->button[b]);
        if (b == BUTTON_HINT) assert_true(session_table_pixels_like(t, l->button[b], (SDL_Color){255, 255, 255, 255}) >
                                          l->button[b].w * l->button[b].h / 2);
        else if (most >= 7.0) fail_msg("greyed button %d has a pixel %.1f:1 against the black table", b, most);
    }
    session_table_close(t);
}

int main(void)
{
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        fprintf(stderr, "SDL_Init: %s\n", SDL_GetError());
        return 1;
    }
    test_language("en");
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_teardown(test_R5_6_two_half_roads_that_fit_only_together_are_told_so, test_language_back),
        cmocka_unit_test_teardown(test_R5_6_two_half_roads_offer_both_ways_when_both_fit, test_language_back),
        cmocka_unit_test_teardown(test_R7_7_the_merchant_offers_no_sale_to_one_without_goods, test_language_back),
        cmocka_unit_test_teardown(test_R7_10_the_portuguese_offers_no_way_back_from_the_start, test_language_back),
        cmocka_unit_test_teardown(test_R7_a_palace_person_s_prompt_offers_only_legal_ways_in_any_game, test_language_back),
        cmocka_unit_test_teardown(test_a_bot_s_options_are_words_not_buttons, test_language_back),
        cmocka_unit_test_teardown(test_greyed_buttons_look_greyed_in_high_contrast, test_language_back),
        cmocka_unit_test_teardown(test_the_confirm_button_is_said_as_it_reads, test_language_back),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    SDL_Quit();
    return failed;
}
