/* test_table_bonus_words.c — a sale bonus has one name, in English, German and Dutch: the
 * log's line when it is used ("Leila used a bonus: sell 2 goods"), the table's prompt while
 * its goods are chosen ("Leila: sell 2 goods — click your goods, then Sell") and the sheet's
 * tooltip where it is printed ("River 7: lotus — sell 2 goods") say it with the same words,
 * words_bonus's (src/views/game_words.c). A "sell n" bonus sells n (R9.6), so none of them
 * says "up to", which only a new market (R5.7) and the Merchant (R7.7) say. */
#include "support.h"
#include "language.h"
#include "rule_step.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "game_words.h"
#include "i18n.h"
#include "names.h"
#include "sheet_view.h"
#include "table_words.h"

static const struct {
    const char *lang, *up_to;   /* the catalogue's "up to", as the old names said it */
} LANGS[] = {{"en", "up to"}, {"de", "bis zu"}, {"nl", "tot "}};

/* The used bonus's log line and the prompt of its sale, with tea, silk and spice owned
 * three each so that every count fits (R9.6 sells exactly n then). A sale with one outcome
 * (three different goods of three kinds) happens by itself, with no prompt: false then. */
static bool log_and_prompt(const char *bonus, char *log, char *prompt, size_t cap)
{
    Game g = test_game(3, "sun", 0);
    for (int good = 0; good < GOOD_COUNT; good++) g.player[0].goods_circled[good] = 3;
    test_do(&g, "roll tea+silk spice+spice curve straight lotus conch raja builder");
    test_do(&g, "take blue-a");   /* river 1: its money:2 pending, replaced by the bonus */
    assert_int_equal(g.step.kind, STEP_PENDING);
    assert_true(bonus_parse(bonus, &g.pending[0]));
    Game before = g;
    Action use;
    const char *why = NULL;
    assert_true(action_parse("bonus 1", &use, &why));
    test_do(&g, "bonus 1");
    words_action(test_lang(), &before, &g, test_sheets(), &use, "Leila", log, cap);
    if (g.step.kind != STEP_SELL) return false;
    assert_int_equal(game_sale_bonus_count(&g), before.pending[0].n);
    table_words_prompt(test_lang(), &g, "Leila", 0, prompt, cap);
    return true;
}

static void test_a_sale_bonus_is_named_alike_in_the_log_and_the_prompt(void **state)
{
    (void)state;
    static const char *const bonuses[] = {"sell-any:1",  "sell-any:2",  "sell-any:3",  "sell-same:1", "sell-same:2",
                                          "sell-same:3", "sell-diff:1", "sell-diff:2", "sell-diff:3"};
    for (int l = 0; l < 3; l++) {
        test_language(LANGS[l].lang);
        const Lang *lang = test_lang();
        for (int i = 0; i < 9; i++) {
            Bonus b;
            assert_true(bonus_parse(bonuses[i], &b));
            char name[120], log[400], prompt[400], line[400];
            words_bonus(test_lang(), b, name, sizeof name);
            bool asked = log_and_prompt(bonuses[i], log, prompt, sizeof log);
            /* Only sell-diff:3 with three kinds owned sells by itself. */
            assert_int_equal(asked, strcmp(bonuses[i], "sell-diff:3") != 0);
            /* The log's line is "… used a bonus: <name>" (what a sale by itself gained after
             * it); the prompt "Leila: <name> — …". */
            snprintf(line, sizeof line, _("%s used a bonus: %s"), "Leila", name);
            if (strncmp(log, line, strlen(line)) != 0)
                fail_msg("%s %s: log \"%s\" does not begin \"%s\"", LANGS[l].lang, bonuses[i], log, line);
            snprintf(line, sizeof line, "Leila: %s — ", name);
            if (asked && strncmp(prompt, line, strlen(line)) != 0)
                fail_msg("%s %s: prompt \"%s\" does not begin \"%s\"", LANGS[l].lang, bonuses[i], prompt, line);
            if (strstr(name, LANGS[l].up_to)) fail_msg("%s %s: \"%s\" says up to", LANGS[l].lang, bonuses[i], name);
        }
    }
}

/* Every sale bonus printed on either sheet (river fields, border edges) is named in its
 * tooltip with the log's words. */
static void test_a_sale_bonus_on_the_sheet_is_named_as_the_log_names_it(void **state)
{
    (void)state;
    for (int l = 0; l < 3; l++) {
        test_language(LANGS[l].lang);
        int seen = 0;
        for (int side = 0; side < 2; side++) {
            const Sheet *sh = &test_sheets()->sheet[side];
            for (int r = 1; r <= sh->river_length; r++)
                for (int k = 0; k < sh->river_yield[r].count; k++) {
                    Bonus b = sh->river_yield[r].part[k];
                    if (b.kind != BONUS_SELL_ANY && b.kind != BONUS_SELL_SAME && b.kind != BONUS_SELL_DIFF) continue;
                    char name[120], tip[400];
                    words_bonus(test_lang(), b, name, sizeof name);
                    sheet_spot_describe(test_lang(), sh, (Spot){SPOT_RIVER, (uint8_t)r, 0}, tip, sizeof tip);
                    if (!strstr(tip, name)) fail_msg("%s river %d: \"%s\" lacks \"%s\"", LANGS[l].lang, r, tip, name);
                    seen++;
                }
            for (int f = 0; f < PROVINCE_FIELDS; f++)
                for (int e = 0; e < EDGE_COUNT; e++) {
                    Bonus b = sh->border[f][e];
                    if (b.kind != BONUS_SELL_ANY && b.kind != BONUS_SELL_SAME && b.kind != BONUS_SELL_DIFF) continue;
                    char name[120], tip[400];
                    words_bonus(test_lang(), b, name, sizeof name);
                    sheet_spot_describe(test_lang(), sh, (Spot){SPOT_BORDER, (uint8_t)f, (uint8_t)e}, tip, sizeof tip);
                    if (!strstr(tip, name)) fail_msg("%s border %d/%d: \"%s\" lacks \"%s\"", LANGS[l].lang, f, e, tip, name);
                    seen++;
                }
        }
        assert_true(seen >= 2);   /* sun river 7 sell-any:2, moon border D2 S sell-diff:2 */
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_teardown(test_a_sale_bonus_is_named_alike_in_the_log_and_the_prompt, test_language_back),
        cmocka_unit_test_teardown(test_a_sale_bonus_on_the_sheet_is_named_as_the_log_names_it, test_language_back),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
