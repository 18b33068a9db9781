/* test_table_lang.c — the table, the practice, the puzzles and the rules screen write their
 * words in the language they are given (a Lang value, i18n.h), not in one the whole program
 * shares: a table made with German speaks German while another Lang holds English, and
 * each word builder writes in the Lang passed to it, so two languages are alive side by side.
 * Headless: the table draws on a canvas of its own. */
#include "support.h"
#include "canvas.h"
#include "session_table.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bot.h"
#include "i18n.h"
#include "practice.h"
#include "puzzles.h"
#include "rules.h"
#include "session.h"
#include "table.h"
#include "table_frame.h"
#include "table_hint.h"
#include "table_speech.h"
#include "table_steps.h"
#include "table_words.h"

/* The three languages at once, each its own value. */
typedef struct {
    Lang *en, *de, *nl;
} Langs;

static Lang *loaded(const char *code)
{
    char err[1600];
    const char *data = getenv("RAJAS_DATA");
    if (!data) fail_msg("RAJAS_DATA is not set (ctest sets it)");
    Lang *l = lang_new();
    if (!l) fail_msg("lang_new: no memory");
    if (!lang_load(l, data, code, err, sizeof err)) fail_msg("lang_load %s: %s", code, err);
    return l;
}

static int langs_up(void **state)
{
    Langs *l = calloc(1, sizeof *l);
    if (!l) return -1;
    *state = l;   /* first, so the teardown frees what was loaded should a load fail */
    l->en = loaded("en");
    l->de = loaded("de");
    l->nl = loaded("nl");
    return 0;
}

static int langs_down(void **state)
{
    Langs *l = *state;
    if (!l) return 0;
    lang_free(l->en);
    lang_free(l->de);
    lang_free(l->nl);
    free(l);
    return 0;
}

/* The top line of a new two-player game's table made with lang, drawn once: the round's
 * first dice fly (nothing ticks the table to take them as landed), Asha to act. */
static void first_prompt(const Lang *lang, char *buf, size_t cap)
{
    SessionTable t;
    session_table_open_in(&t, lang);
    session_table_show(&t);
    table_prompt_text(t.table, buf, cap);
    session_table_close(&t);
}

/* Each table says its prompt in its own language, whichever others are loaded. */
static void test_a_table_speaks_the_language_it_was_made_with(void **state)
{
    const Langs *l = *state;
    char prompt[768];
    first_prompt(l->de, prompt, sizeof prompt);
    assert_string_equal(prompt, "Asha: die Würfel rollen…");
    first_prompt(l->en, prompt, sizeof prompt);
    assert_string_equal(prompt, "Asha: the dice are rolling…");
    first_prompt(l->nl, prompt, sizeof prompt);
    assert_string_equal(prompt, "Asha: de dobbelstenen rollen…");
}

/* The table's word builders write in the Lang passed, one call after another. */
static void test_the_table_words_take_their_language(void **state)
{
    const Langs *l = *state;
    char text[320];
    table_words_halves(l->de, "Asha", 2, false, true, text, sizeof text);
    assert_string_equal(text, "Asha: die zwei halben Wege passen nur zusammen — als eine Gerade oder Kurve: "
                              "ziehe von einem Weg in ein freies Feld und wieder hinaus");
    table_words_halves(l->en, "Asha", 2, false, true, text, sizeof text);
    assert_string_equal(text, "Asha: the two half roads fit only together — one straight or curve: drag from a road "
                              "into a free field and out");
    assert_string_equal(table_practice_words(l->en), "Practice: one choice here. Undo it to try another, or Leave.");
    assert_string_not_equal(table_practice_words(l->de), table_practice_words(l->en));
    double others[1] = {0.30};
    table_hint_chances(l->en, 0.40, others, 1, text, sizeof text);
    assert_string_equal(text, "best: 40 % — others 30 %");
}

/* The cards' and the rules screen's own words, in three languages at once. */
static void test_the_cards_and_the_rules_take_their_language(void **state)
{
    const Langs *l = *state;
    assert_string_equal(practice_words_title(l->en), "Practice");
    assert_string_equal(practice_words_title(l->de), "Übung");
    assert_string_equal(practice_words_title(l->nl), "Oefening");
    assert_string_equal(puzzles_words_title(l->en), "Puzzle");
    assert_string_equal(puzzles_words_title(l->de), "Rätsel");
    assert_string_equal(puzzles_words_title(l->nl), "Puzzel");
    assert_string_equal(rules_words_tab(l->en, RULES_TAB_TEXT), "Rules of play");
    assert_string_equal(rules_words_tab(l->de, RULES_TAB_TEXT), "Spielregeln");
    assert_string_equal(rules_words_tab(l->nl, RULES_TAB_TEXT), "Spelregels");
}

TEST_MAIN_HEADLESS_GROUP(langs_up, langs_down,
    cmocka_unit_test(test_a_table_speaks_the_language_it_was_made_with),
    cmocka_unit_test(test_the_table_words_take_their_language),
    cmocka_unit_test(test_the_cards_and_the_rules_take_their_language)
)
