/* test_table_choices.c — what the table offers to click is what the rules can take, once:
 * one choice button per distinct outcome (two purple dice that show the same goods are one
 * choice, R2.2, R9.6), a good clicked beyond what a sale takes is refused at once and the
 * selection stays as it was (R5.7), and a refusal stays on screen until the person's next
 * click or key. Positions: sun, 2 players, Asha (seat 1) a person, Bilal an easy bot. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "events.h"
#include "input_map.h"
#include "log_book.h"
#include "session.h"
#include "session_game.h"
#include "session_table.h"
#include "sheet_view.h"
#include "support.h"
#include "language.h"
#include "table.h"
#include "table_deadlines.h"
#include "table_draw.h"
#include "table_frame.h"
#include "table_layout.h"
#include "table_steps.h"
#include "table_test.h"

typedef SessionTable Table;

static Table tab;

static void click(Table *t, SDL_Point m, uint32_t now)
{
    SDL_Event down = event_press(m.x, m.y, 1), up = event_release(m.x, m.y, 1);
    table_event(t->table, &down, now);
    table_event(t->table, &up, now);
}

/* A click on Asha's market slot (good, slot) of the large sheet. */
static void click_slot(Table *t, int good, int slot, uint32_t now)
{
    Spot s = {SPOT_SLOT, (uint8_t)good, (uint8_t)slot};
    click(t, event_middle(sheet_spot_rect(table_test_big(t->table), s)), now);
}

static void assert_sale(Table *t, int tea, int silk, int spice)
{
    const SaleDraft *d = table_test_sale(t->table);
    assert_int_equal(d->n[GOOD_TEA], tea);
    assert_int_equal(d->n[GOOD_SILK], silk);
    assert_int_equal(d->n[GOOD_SPICE], spice);
}

/* R9.6, R2.2: the goods-die bonus with both purple dice showing silk + spice is one
 * button (the play-test saw "silk + spice" twice), and it gains those goods. */
static void test_R9_6_two_purple_dice_with_the_same_goods_are_one_button(void **state)
{
    (void)state;
    Table *t = &tab;
    session_table_open(t);
    /* The maharani (upper column 1: goods-die) moves the boat from 5 to 7. */
    Player *seat = t->session.game.player;
    seat->river_marked = 1u << 5;
    seat->palace[PERSON_GREAT_MOGUL] = seat->palace[PERSON_MERCHANT] = 1;
    session_table_act(t, "roll silk+spice silk+spice curve straight lotus conch maharani raja");
    session_table_act(t, "take orange-1");
    session_table_act(t, "forward 2");
    session_table_act(t, "bonus 1");
    assert_int_equal(t->session.game.step.kind, STEP_GOODS_DIE);
    session_table_show(t);
    TableChoices c = table_test_choices(t->table);
    assert_int_equal(c.count, 1);
    assert_string_equal(c.choice[0].label, "silk + spice");
    click(t, event_middle(table_choice_rect(table_test_layout(t->table), 0, 1)), 6000);
    assert_int_equal(t->session.game.player[0].goods_circled[GOOD_SILK], 1);
    assert_int_equal(t->session.game.player[0].goods_circled[GOOD_SPICE], 1);
    assert_int_equal(t->session.game.player[0].goods_circled[GOOD_TEA], 0);
    session_table_close(t);
}

/* Whether a leads to the same position as b in g (game_alike). */
static bool same_outcome(const Game *g, const Action *a, const Action *b)
{
    Game x = *g, y = *g;
    Refusal why;
    assert_true(game_apply(&x, test_sheets(), a, &why));
    assert_true(game_apply(&y, test_sheets(), b, &why));
    return game_alike(&x, &y);
}

/* The buttons of one position: no two lead to the same position, and every legal action of
 * a kind offered as a button has its outcome among them. Returns the buttons shown. */
static int check_buttons(const Game *g)
{
    LegalSet l;
    legal_fetch(&l, g, test_sheets());
    Choice c[TABLE_MAX_CHOICES];
    int n = input_choices(test_lang(), g, test_sheets(), &l, c, TABLE_MAX_CHOICES);
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            if (same_outcome(g, &c[i].action, &c[j].action)) fail_msg("two buttons alike: %s, %s", c[i].label, c[j].label);
    for (int i = 0; i < l.count; i++) {
        int k = l.action[i].kind;
        if (k != ACT_GOOD && k != ACT_GOODS && k != ACT_GOODS_DIE && k != ACT_UPGRADE && k != ACT_PERSON &&
            k != ACT_FORWARD && k != ACT_BACK)
            continue;
        bool found = false;
        for (int j = 0; j < n && !found; j++) found = same_outcome(g, &l.action[i], &c[j].action);
        if (!found) fail_msg("a legal choice with no button of its outcome");
    }
    return n;
}

/* Over whole games of the easy bot, every decision the table offers as buttons: one button
 * per outcome, none lost. */
static void test_every_button_is_an_outcome_of_its_own(void **state)
{
    (void)state;
    Session s;
    session_init(&s, test_sheets());
    int positions = 0, buttons = 0;
    for (uint64_t seed = 1; seed <= 6; seed++) {
        test_session_whole_game(&s, 2 + (int)(seed % 3), seed % 2 ? "sun" : "moon", 0, seed, seed);
        for (size_t i = 0; i < s.count; i++) {
            if (game_actor(&s.entry[i].before) < 0) continue;
            int n = check_buttons(&s.entry[i].before);
            positions += n > 0;
            buttons += n;
        }
    }
    printf("%d positions with buttons, %d buttons\n", positions, buttons);
    assert_true(positions > 50);
    session_free(&s);
}

/* Asha owns one tea, one silk and one spice; the road D1 NE opens the mixed market of two
 * left of her residence (R5.7: up to 2 goods, all different). */
static void mixed_market_of_two(Table *t, int tea)
{
    session_table_open(t);
    Player *p = &t->session.game.player[0];
    p->goods_circled[GOOD_TEA] = (uint8_t)tea;
    p->goods_circled[GOOD_SILK] = 1;
    p->goods_circled[GOOD_SPICE] = 1;
    session_table_act(t, "roll tea+silk spice+spice curve straight lotus conch maharani raja");
    session_table_act(t, "take green-1");
    session_table_act(t, "road D1 NE");
    assert_int_equal(t->session.game.step.kind, STEP_SELL);
    session_table_show(t);
}

/* The sale's refusal over the sheet: in words, red, and R5.7 behind "Why?". */
static void assert_sale_refused(Table *t, const char *words)
{
    TableMessage m = table_test_message(t->table);
    assert_true(m.bad);
    assert_string_equal(m.text, words);
    assert_non_null(strstr(m.why, "R5.7"));
}

/* R5.7: tea, silk, then spice in a mixed market of two: the third good is refused at once,
 * said in words with the count (the rule behind "Why?"), and the selection stays the two
 * a sale can take, ready to sell. */
static void test_R5_7_a_good_beyond_the_sale_is_refused_and_not_selected(void **state)
{
    (void)state;
    Table *t = &tab;
    mixed_market_of_two(t, 1);
    click_slot(t, GOOD_TEA, 0, 6000);
    click_slot(t, GOOD_SILK, 0, 6100);
    assert_sale(t, 1, 1, 0);
    assert_string_equal(table_test_message(t->table).text, "");
    click_slot(t, GOOD_SPICE, 0, 6200);
    assert_sale(t, 1, 1, 0);
    assert_sale_refused(t, "Not allowed: this sale takes at most 2 goods — click a chosen good again to put it back");
    char words[LOG_BOOK_CHARS];
    const LogBook *log = table_test_log(t->table);
    log_book_write(test_lang(), log, log->count - 1, words, sizeof words);
    assert_string_equal(words, "Not allowed: this sale takes at most 2 goods");
    char label[64];
    assert_true(table_confirm_label(t->table, label, sizeof label));
    assert_string_equal(label, "Sell 2");
    /* The chosen tea clicked again is put back, and the refusal goes with that click. */
    click_slot(t, GOOD_TEA, 0, 6300);
    assert_sale(t, 0, 1, 0);
    assert_string_equal(table_test_message(t->table).text, "");
    click_slot(t, GOOD_SPICE, 0, 6400);
    assert_sale(t, 0, 1, 1);
    click(t, event_middle(table_test_layout(t->table)->button[BUTTON_CONFIRM]), 6500);
    assert_int_equal(t->session.game.player[0].goods_crossed[GOOD_SILK], 1);
    assert_int_equal(t->session.game.player[0].goods_crossed[GOOD_SPICE], 1);
    assert_int_equal(t->session.game.player[0].goods_crossed[GOOD_TEA], 0);
    session_table_close(t);
}

/* R5.7: a second tea in a market that takes different kinds only is refused, and the one tea
 * stays chosen. */
static void test_R5_7_a_second_good_of_a_kind_in_a_mixed_sale_is_refused(void **state)
{
    (void)state;
    Table *t = &tab;
    mixed_market_of_two(t, 2);
    click_slot(t, GOOD_TEA, 0, 6000);
    click_slot(t, GOOD_TEA, 1, 6100);
    assert_sale(t, 1, 0, 0);
    assert_sale_refused(t, "Not allowed: this sale takes goods of different kinds only");
    session_table_close(t);
}

/* A refusal stays over the sheet however long the person thinks (the play-test saw it go
 * after seconds), and asks the loop for no timer; the next click or key takes it away. */
static void test_a_refusal_stays_until_the_next_click_or_key(void **state)
{
    (void)state;
    Table *t = &tab;
    mixed_market_of_two(t, 1);
    click_slot(t, GOOD_TEA, 0, 6000);
    click_slot(t, GOOD_SILK, 0, 6100);
    click_slot(t, GOOD_SPICE, 0, 6200);
    assert_true(table_test_message(t->table).bad);
    assert_true(table_message_up(t->table, 6200 + TABLE_MESSAGE_MS + 1));
    assert_true(table_message_up(t->table, 6200 + 600000));
    assert_false(table_due_ahead(t->table, TABLE_DUE_MESSAGE, 6200));
    /* A key: the refusal goes. */
    SDL_Event key = event_key(SDLK_TAB);
    table_event(t->table, &key, 700000);
    assert_false(table_message_up(t->table, 700000));
    /* Refused again, then a click elsewhere on the sheet that does nothing: gone too. */
    click_slot(t, GOOD_SPICE, 0, 700100);
    assert_true(table_message_up(t->table, 900000));
    SDL_Rect sheet = table_test_layout(t->table)->sheet;
    click(t, (SDL_Point){sheet.x + 2, sheet.y + sheet.h - 2}, 900100);
    assert_false(table_message_up(t->table, 900100));
    assert_sale(t, 1, 1, 0);
    /* A message that is no refusal still goes by itself. */
    table_say(t->table, false, "Saved", 900200);
    assert_true(table_message_up(t->table, 900200 + TABLE_MESSAGE_MS));
    assert_false(table_message_up(t->table, 900200 + TABLE_MESSAGE_MS + 1));
    session_table_close(t);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_R9_6_two_purple_dice_with_the_same_goods_are_one_button),
        cmocka_unit_test(test_every_button_is_an_outcome_of_its_own),
        cmocka_unit_test(test_R5_7_a_good_beyond_the_sale_is_refused_and_not_selected),
        cmocka_unit_test(test_R5_7_a_second_good_of_a_kind_in_a_mixed_sale_is_refused),
        cmocka_unit_test(test_a_refusal_stays_until_the_next_click_or_key),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
