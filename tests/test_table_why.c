/* test_table_why.c — a refused move and its rule: the message's "Why?" opens with a click
 * (not only under the pointer) and shows the rule in the rules' own words (docs/rules.md,
 * rule_words.h) in the language of the moment; the refusal stays in the log in its plain
 * words, with the rule as that line's detail; the same refusal twice is one line. Every
 * sentence held is docs/rules.md's words and is translated to German and Dutch, and every
 * clause the engine refuses with has one. Headless (table_hand.h). */
#include "support.h"
#include "language.h"
#include "table_picture.h"
#include "table_hand.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>
#include <SDL_image.h>

#include "i18n.h"
#include "rule_words.h"
#include "table.h"
#include "table_frame.h"
#include "table_log.h"
#include "table_speech.h"
#include "table_steps.h"
#include "table_test.h"

static Hand play;
static const char *const LANGS[3] = {"en", "de", "nl"};

static void load(int k)
{
    test_language(LANGS[k]);
}

/* The length of a clause id ("R5", "R2.4") at c, or 0. */
static size_t clause_at(const char *c)
{
    if ((c[0] != 'R' && c[0] != 'r') || !isdigit((unsigned char)c[1])) return 0;
    const char *e = c + 1;
    while (isdigit((unsigned char)*e) || (*e == '.' && isdigit((unsigned char)e[1]))) e++;
    return (size_t)(e - c);
}

/* docs/rules.md as one line of plain text: markup and references to other clauses (" (R2.4)",
 * ", R8", "(R2.5: …") left out, blanks folded, lower case. */
static char *rules_page(void)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/../docs/rules.md", getenv("RAJAS_TESTS"));
    FILE *f = fopen(path, "rb");
    if (!f) fail_msg("cannot read %s", path);
    static char raw[200000], flat[200000], out[200000];
    size_t n = fread(raw, 1, sizeof raw - 1, f), o = 0, len;
    fclose(f);
    raw[n] = '\0';
    /* Blanks folded, markup and case left out first; then the references. */
    for (size_t i = 0; i < n; i++) {
        if (raw[i] == '*' && raw[i + 1] == '*') { i++; continue; }
        char ch = (char)tolower((unsigned char)(isspace((unsigned char)raw[i]) ? ' ' : raw[i]));
        if (ch == ' ' && o > 0 && flat[o - 1] == ' ') continue;
        flat[o++] = ch;
    }
    flat[o] = '\0';
    n = o;
    o = 0;
    for (size_t i = 0; i < n; i++) {
        const char *c = flat + i;
        /* Lower case now: "r2.4". */
        if (c[0] == ' ' && c[1] == '(' && (len = clause_at(c + 2)) && c[2 + len] == ')') { i += 2 + len; continue; }
        if (c[0] == ',' && c[1] == ' ' && (len = clause_at(c + 2))) { i += 1 + len; continue; }
        if (c[0] == '(' && (len = clause_at(c + 1)) && c[1 + len] == ':') {
            out[o++] = '(';
            i += 2 + len;
            continue;
        }
        out[o++] = *c;
    }
    out[o] = '\0';
    return out;
}

/* Every sentence, colon and semicolon part of each held rule is on docs/rules.md. */
static void test_every_rule_sentence_is_the_rules_page_words(void **unused)
{
    (void)unused;
    const char *page = rules_page();
    for (int i = 0; i < rule_words_count(); i++) {
        char says[1200];
        snprintf(says, sizeof says, "%s", rule_words(test_lang(), rule_words_clause(i)));
        for (char *c = says; *c; c++) *c = (char)tolower((unsigned char)*c);
        char *part = says;
        while (*part) {
            char *end = part + strcspn(part, ".:;");
            while (*end == '.' && end[1] && end[1] != ' ') end += 1 + strcspn(end + 1, ".:;");
            char keep = *end;
            *end = '\0';
            if (strlen(part) > 0 && !strstr(page, part)) fail_msg("%s: not on docs/rules.md: \"%s\"", rule_words_clause(i), part);
            if (!keep) break;
            part = end + 1;
            while (*part == ' ') part++;
        }
    }
}

/* Every clause the engine refuses with (src/engine, "R…" in its refusals) has its words,
 * and in German and Dutch they are translated. */
static void test_every_refusing_clause_has_its_words_in_each_language(void **unused)
{
    (void)unused;
    static const char *const refused[] = {"R2.1", "R2.3", "R2.5", "R3.4", "R4.1", "R4.3", "R5.1", "R5.3", "R5.4",
                                          "R5.5", "R5.6", "R5.7", "R5.8", "R6.2", "R7.10", "R7.3", "R7.5", "R7.6",
                                          "R7.7", "R8.2", "R8.3", "R9.2", "R9.3", "R9.4", "R9.6"};
    for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++) {
        char en[1200];
        load(0);
        assert_non_null(rule_words(test_lang(), refused[i]));
        snprintf(en, sizeof en, "%s", rule_words(test_lang(), refused[i]));
        for (int k = 1; k < 3; k++) {
            load(k);
            if (strcmp(rule_words(test_lang(), refused[i]), en) == 0) fail_msg("%s is not translated to %s", refused[i], LANGS[k]);
        }
    }
    load(0);
    assert_null(rule_words(test_lang(), "P"));
}

/* The rule of R8.2 in each language, as "Why?" says it. */
static const char *const WHY_R82[3] = {
    "Rule R8.2: At the start of a turn in which a die lies on the elephant (never the round's first turn), a "
    "player with a circled, uncrossed karma box may use karma instead of taking a die: they cross the leftmost "
    "such box, take the elephant's die and one centre die they choose, and roll the two.",
    "Regel R8.2: Zu Beginn eines Zuges, in dem ein Würfel auf dem Elefanten liegt (nie im ersten Zug der Runde), "
    "darf man mit einem eingekreisten, nicht durchgestrichenen Karma-Kästchen Karma einsetzen, statt einen "
    "Würfel zu nehmen: Man streicht das linke solche Kästchen durch, nimmt den Würfel vom Elefanten und einen "
    "Würfel aus der Mitte nach Wahl und würfelt beide.",
    "Regel R8.2: Aan het begin van een beurt waarin een dobbelsteen op de olifant ligt (nooit de eerste beurt "
    "van de ronde), mag je met een omcirkeld, niet doorgestreept karmavakje karma inzetten in plaats van een "
    "dobbelsteen te nemen: je streept het meest linkse zulke vakje door, neemt de dobbelsteen van de olifant en "
    "een dobbelsteen uit het midden naar keuze, en gooit ze allebei.",
};

/* The elephant, clicked on the round's first turn: karma is refused (R8.2). */
static void click_the_elephant(Hand *p)
{
    const DiceView *v = table_test_dice(p->table);
    SDL_Point at = {(int)v->elephant_x, (int)v->elephant_y};
    assert_int_equal(dice_view_hit(v, at.x, at.y), DIE_COUNT);
    hand_click(p, at);
}

static void test_a_refusal_says_its_rule_on_a_click_and_stays_in_the_log(void **unused)
{
    (void)unused;
    Hand *p = &play;
    for (int k = 0; k < 3; k++) {
        load(k);
        hand_open_people(p, 3, 11, 3, 1280, 800);
        hand_first_decision(p);
        TableScene *t = p->table;
        int before = table_test_log(t)->count;
        click_the_elephant(p);
        printf("%s: %s\n", LANGS[k], table_test_message(t).text);
        assert_true(table_test_message(t).bad);
        assert_string_equal(table_test_message(t).why, WHY_R82[k]);
        /* The log keeps the refusal in the message's words; its detail is the rule. */
        assert_int_equal(table_test_log(t)->count, before + 1);
        assert_string_equal(log_book_words(test_lang(), table_test_log(t), table_test_log(t)->count - 1), table_test_message(t).text);
        TableLogRow rows[TABLE_LOG_ROWS];
        int px, n = table_log_rows(t, rows, TABLE_LOG_ROWS, &px, NULL, NULL);
        char detail[1200];
        table_log_detail(t, rows[n - 1].x + 4, rows[n - 1].y + px / 2, detail, sizeof detail);
        assert_string_equal(detail, WHY_R82[k]);
        table_tooltip_text(t, rows[n - 1].x + 4, rows[n - 1].y + px / 2, detail, sizeof detail);
        assert_string_equal(detail, WHY_R82[k]);
        /* The same refusal again is the same line. */
        click_the_elephant(p);
        assert_int_equal(table_test_log(t)->count, before + 1);
        /* A click on the message opens its "Why?"; the pointer then elsewhere, it stays. */
        SDL_Rect box = table_message_box(t, &px);
        hand_click(p, (SDL_Point){box.x + box.w / 2, box.y + box.h / 2});
        assert_true(table_test_pointer(t).why_open);
        hand_motion(p, 5, p->h - 5);
        hand_draw(p);
        char file[64];
        snprintf(file, sizeof file, "table-why-%s.png", LANGS[k]);
        canvas_save(p->canvas.surface, file);
        assert_table_picture(p->canvas.surface, p->table, file);
        /* A second click closes it; so does a click anywhere else. */
        hand_click(p, (SDL_Point){box.x + box.w / 2, box.y + box.h / 2});
        assert_false(table_test_pointer(t).why_open);
        hand_click(p, (SDL_Point){box.x + box.w / 2, box.y + box.h / 2});
        assert_true(table_test_pointer(t).why_open);
        hand_click(p, (SDL_Point){5, p->h - 5});
        assert_false(table_test_pointer(t).why_open);
        hand_close(p);
    }
    load(0);
}

TEST_MAIN(
    cmocka_unit_test_teardown(test_every_rule_sentence_is_the_rules_page_words, test_language_back),
    cmocka_unit_test_teardown(test_every_refusing_clause_has_its_words_in_each_language, test_language_back),
    cmocka_unit_test_teardown(test_a_refusal_says_its_rule_on_a_click_and_stays_in_the_log, test_language_back)
)
