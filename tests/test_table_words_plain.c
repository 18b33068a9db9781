/* test_table_words_plain.c — every word a player reads is plain, in English, German and
 * Dutch: no token of the text protocol ("blue-a", "goods-diff:3", "great-mogul"), no die by
 * an internal label ("blue A", "Lila 1") instead of what it shows, no "_" inside a word, no
 * amount said twice ("4 money +4 money"), and "You" (the lesson's person) with the verb in
 * the second person ("You hold", "Du nimmst"), never "You holds" or "Du nimmt".
 *
 * What is read: every bonus kind and count in words, on a chip and lapsing; every spot of
 * both sheets (the tooltips); the log line, the hint's advice and the prompt of every
 * decision of seeded games played by random legal moves (every kind of action, every die
 * and face, the review and the replay say the same lines); and a headless table playing a
 * game: its log, prompt, tooltips over the dice, the elephant and the bonuses, its choice
 * chips, the note over another player's sheet and what speech says of every focusable
 * item. */
#define _POSIX_C_SOURCE 200809L   /* regex.h */
#include "support.h"
#include "language.h"
#include "table_hand.h"

#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "input_map.h"
#include "sheet_view.h"
#include "table.h"
#include "table_peek.h"
#include "table_speech.h"
#include "table_steps.h"
#include "table_test.h"
#include "table_words.h"
#include "terms.h"

static const char *const LANGS[] = {"en", "de", "nl"};

/* ---- the checks -------------------------------------------------------------------- */

typedef struct {
    const char *what;
    const char *pattern;
    regex_t re;
} Rule;

static Rule rules[] = {
    {"a bonus code", "[a-z]+-[a-z]+:[0-9]", {0}},
    {"a bonus code", "[a-z]:[a-z0-9]", {0}},
    {"a die by its label",
     "(^|[^[:alpha:]])(blue|Blue|green|Green|orange|Orange|purple|Purple|yellow|grey|gray|blau|Blau|grün|Grün|"
     "lila|Lila|gelb|grau|violett|blauw|Blauw|groen|Groen|paars|Paars|oranje|Oranje|geel|grijs) "
     "[A-Z0-9]([ ,.;:)!?]|$)",
     {0}},
    {"\"_\" inside a word", "[[:alnum:]]_[[:alnum:]]", {0}},
    {"\"You\" with a third-person verb", "(^|[^[:alpha:]])You [a-z]*[^s]s([^[:alpha:]]|$)", {0}},
    {"\"Jij\" with a third-person verb", "(^|[^[:alpha:]])[Jj]ij (is|heeft|zal|was)([^[:alpha:]]|$)", {0}},
    {"\"You\" as an owner", "(^|[^[:alpha:]])(You's|You’s|von Du|van Jij)([^[:alpha:]]|$)", {0}},
};
#define RULES ((int)(sizeof rules / sizeof rules[0]))

typedef struct {
    long checked;
    int bad;
    char lang[4];
} Scan;

static void rules_compile(void)
{
    static bool compiled = false;
    for (int i = 0; i < RULES && !compiled; i++)
        if (regcomp(&rules[i].re, rules[i].pattern, REG_EXTENDED | REG_NOSUB) != 0)
            fail_msg("cannot compile %s", rules[i].pattern);
    compiled = true;
}

static void complain(Scan *s, const char *where, const char *what, const char *text)
{
    if (s->bad++ < 25) print_error("[%s] %s: %s in \"%s\"\n", s->lang, where, what, text);
}

static bool token_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '+' || c == ':';
}

/* A name of the text protocol standing as a word of its own: "blue-a", "tea+silk". */
static const char *protocol_token(const char *text)
{
    static char tokens[DIE_COUNT + FACE_COUNT + BONUS_KIND_COUNT][24];
    static int n = 0;
    if (n == 0) {
        for (int d = 0; d < DIE_COUNT; d++) snprintf(tokens[n++], sizeof tokens[0], "%s", die_name(d));
        for (int f = 0; f < FACE_COUNT; f++)
            if (strpbrk(face_name(f), "+-")) snprintf(tokens[n++], sizeof tokens[0], "%s", face_name(f));
        for (int k = 0; k < BONUS_KIND_COUNT; k++)
            if (strpbrk(bonus_kind_name(k), "-:") && strlen(bonus_kind_name(k)) > 1)
                snprintf(tokens[n++], sizeof tokens[0], "%s", bonus_kind_name(k));
    }
    for (int i = 0; i < n; i++)
        for (const char *at = strstr(text, tokens[i]); at; at = strstr(at + 1, tokens[i])) {
            size_t len = strlen(tokens[i]);
            if ((at == text || !token_char(at[-1])) && !token_char(at[len])) return tokens[i];
        }
    return NULL;
}

/* "4 money +4 money", "2 Ruhmespunkte +2 Ruhm": a number and a word, then the same number
 * with a plus and a word that starts like it. */
static bool amount_twice(const char *text)
{
    for (const char *p = text; *p; p++) {
        if (*p < '0' || *p > '9' || (p > text && p[-1] >= '0' && p[-1] <= '9')) continue;
        char *end;
        long n = strtol(p, &end, 10);
        if (*end != ' ') continue;
        const char *word = end + 1;
        size_t wlen = strcspn(word, " ");
        if (word[wlen] != ' ' || word[wlen + 1] != '+') continue;
        char *end2;
        long m = strtol(word + wlen + 2, &end2, 10);
        if (m != n || *end2 != ' ') continue;
        const char *word2 = end2 + 1;
        size_t same = 0;
        while (same < wlen && word2[same] == word[same]) same++;
        if (same >= 4 || (same == wlen && same == strcspn(word2, " ,.;)"))) return true;
    }
    return false;
}

/* German: "Du" followed by a verb not in the second person (which ends in -st, or -t after
 * s, z, ß or x: "du nimmst", "du setzt"). */
static bool du_third_person(const char *text)
{
    for (const char *at = strstr(text, "Du "); at; at = strstr(at + 1, "Du ")) {
        if (at > text && at[-1] != ' ' && at[-1] != '(') continue;
        const char *w = at + 3;
        size_t len = strcspn(w, " ,.;:)");
        if (len < 2 || w[0] < 'a' || w[0] > 'z') continue;
        const char *tail = w + len - 2;
        bool second = (tail[1] == 't' && (tail[0] == 's' || tail[0] == 'z' || tail[0] == 'x')) ||
                      (len >= 3 && strncmp(w + len - 3, "ßt", 3) == 0);
        if (!second) return true;
    }
    return false;
}

static void check(Scan *s, const char *where, const char *text)
{
    s->checked++;
    const char *token = protocol_token(text);
    if (token) complain(s, where, "a protocol name", text);
    for (int i = 0; i < RULES; i++)
        if (regexec(&rules[i].re, text, 0, NULL, 0) == 0) complain(s, where, rules[i].what, text);
    if (amount_twice(text)) complain(s, where, "an amount said twice", text);
    if (du_third_person(text)) complain(s, where, "\"Du\" with a third-person verb", text);
}

static void load(const char *lang, Scan *s)
{
    test_language(lang);
    memset(s, 0, sizeof *s);
    snprintf(s->lang, sizeof s->lang, "%s", lang);
    rules_compile();
}

static int back_to_english(void **state)
{
    (void)state;
    Scan s;
    load("en", &s);
    return 0;
}

/* The two names a sentence is made with: a player's, and the lesson's person (app/flow.c). */
static const char *name_of(int i)
{
    const Lang *lang = test_lang();
    return i == 0 ? "Asha" : tr("You");
}

/* The checks know the words they look for: each finds its mistake in a sentence made for it. */
static void test_the_checks_find_what_they_look_for(void **state)
{
    (void)state;
    static const char *const bad[] = {
        "Asha took blue A (lotus)", "Asha nimmt Lila 1 (Tee + Seide)", "sell up to 2 goods (sell-any:2)",
        "gain 3 goods (goods-diff:3)", "Asha used a bonus: 4 money +4 money", "Asha nutzt einen Bonus: 2 Ruhmespunkte +2 Ruhm",
        "You holds the elephant", "Du nimmt den blauen Fisch", "Du kann 2 Ruhm nicht nutzen", "take purple-1",
        "the great-mogul", "Asha used river_fwd", "Jij heeft geen karma", "You's sheet", "Blatt von Du"};
    static const char *const good[] = {
        "Asha took the blue fish", "You hold the elephant", "Du nimmst den blauen Fisch", "Du setzt ein Karma ein",
        "Asha sold 2 tea +2 money", "Rule R4.3: a good can be sold only if owned", "Jij neemt de blauwe vis",
        "Round 2: you hold the elephant.", "Asha took the orange Raja Man Singh +1 money"};
    Scan s;
    load("en", &s);
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        int before = s.bad;
        check(&s, "self-test", bad[i]);
        if (s.bad == before) fail_msg("the checks miss \"%s\"", bad[i]);
    }
    s.bad = 0;
    for (size_t i = 0; i < sizeof good / sizeof good[0]; i++) check(&s, "self-test", good[i]);
    assert_int_equal(s.bad, 0);
}

/* ---- bonuses and the sheets' spots ---------------------------------------------------- */

static void scan_bonuses(Scan *s)
{
    Game g = test_game(2, "sun", 0);
    char text[512];
    for (int kind = BONUS_FAME; kind < BONUS_KIND_COUNT; kind++) {
        int last = kind == BONUS_PALACE_PERSON ? PERSON_COUNT - 1 : 4;
        for (int n = kind == BONUS_PALACE_PERSON ? 0 : 1; n <= last; n++) {
            Bonus b = {(uint8_t)kind, (uint8_t)n};
            words_bonus(test_lang(), b, text, sizeof text);
            check(s, "a bonus", text);
            words_bonus_short(test_lang(), b, text, sizeof text);
            check(s, "a bonus chip", text);
            for (int who = 0; who < 2; who++) {
                words_lapse(test_lang(), b, &g, 0, name_of(who), text, sizeof text);
                check(s, "a lapse", text);
            }
        }
    }
}

static void scan_sheets(Scan *s)
{
    char text[512];
    for (int side = 0; side < test_sheets()->count; side++) {
        const Sheet *sh = &test_sheets()->sheet[side];
        for (int kind = SPOT_FIELD; kind <= SPOT_BORDER; kind++)
            for (int a = 0; a <= 90; a++)
                for (int b = 0; b < MARKET_MAX_SLOTS; b++) {
                    Spot spot = {(uint8_t)kind, (uint8_t)a, (uint8_t)b};
                    sheet_spot_describe(test_lang(), sh, spot, text, sizeof text);
                    check(s, "a sheet's tooltip", text);
                }
    }
}

/* Runs scan in each language of LANGS on a fresh Scan (load); fails when any said
 * something that is not plain. */
static void in_every_language(void (*scan)(Scan *s, size_t lang))
{
    int bad = 0;
    for (size_t l = 0; l < sizeof LANGS / sizeof LANGS[0]; l++) {
        Scan s;
        load(LANGS[l], &s);
        scan(&s, l);
        bad += s.bad;
    }
    assert_int_equal(bad, 0);
}

static void bonuses_and_sheets(Scan *s, size_t lang)
{
    (void)lang;
    scan_bonuses(s);
    scan_sheets(s);
    assert_true(s->checked > 1000);
}

static void test_bonuses_and_sheet_tooltips_are_plain(void **state)
{
    (void)state;
    in_every_language(bonuses_and_sheets);
}

/* ---- games played in words ---------------------------------------------------------- */

static uint32_t pick(uint64_t *rng, uint32_t n)
{
    *rng ^= *rng << 13;
    *rng ^= *rng >> 7;
    *rng ^= *rng << 17;
    return (uint32_t)(*rng % n);
}

/* What the log, the hint (and the review, the replay) say of one action, and of each step
 * the game then took by itself. */
static void scan_action(Scan *s, const Game *before, const Game *after, const Action *a, const GameForced *f)
{
    char text[600];
    /* Letting a bonus go (ACT_DECLINE) is on its way out of the rules (R9.4: a bonus that
     * cannot be used lapses by itself); its words are not read here. */
    if (a->kind == ACT_DECLINE) return;
    for (int who = 0; who < 2; who++) {
        const char *name = name_of(who);
        words_action(test_lang(), before, after, test_sheets(), a, name, text, sizeof text);
        check(s, "the log", text);
        if (words_no_effect(test_lang(), before, after, a, name, text, sizeof text)) check(s, "the log (no effect)", text);
        for (int i = 0; i < after->lapsed_count; i++) {
            words_lapse(test_lang(), after->lapsed[i], after, after->lapsed_seat, name, text, sizeof text);
            check(s, "the log (a lapse)", text);
        }
        for (int i = 0; f && i < f->count; i++) {
            const Game *next = i + 1 < f->count ? &f->before[i + 1] : after;
            if (f->no_effect[i]) continue;
            words_action(test_lang(), &f->before[i], next, test_sheets(), &f->action[i], name, text, sizeof text);
            check(s, "the log (a forced step)", text);
        }
    }
    if (a->kind == ACT_ROLL) return;
    words_advice(test_lang(), before, after, a, text, sizeof text);
    check(s, "the hint", text);
}

static void scan_prompt(Scan *s, const Game *g)
{
    char text[600];
    for (int who = 0; who < 2; who++)
        for (int armed = 0; armed < 2; armed++) {
            table_words_prompt(test_lang(), g, name_of(who), armed, text, sizeof text);
            check(s, "the prompt", text);
        }
}

static void play_in_words(Scan *s, int players, int side, uint64_t seed, int seen[ACT_KIND_COUNT])
{
    Setup setup = {(uint8_t)players, (uint8_t)side, (uint8_t)(seed % (uint64_t)players), seed};
    Game g;
    Refusal why;
    if (!game_start(&g, test_sheets(), &setup, &why)) fail_msg("game_start: %s", why.message);
    uint64_t rng = seed * 0x9E3779B97F4A7C15ull + 7;
    for (int guard = 0; guard < 4000 && !game_over(&g); guard++) {
        Game before = g;
        Action a;
        GameForced f = {0};
        if (game_actor(&g) == GAME_CHANCE) {
            if (!game_roll_random(&g, test_sheets(), &a)) fail_msg("no roll");
        } else {
            scan_prompt(s, &g);
            Action legal[GAME_MAX_LEGAL];
            int n = game_legal(&g, test_sheets(), legal);
            assert_true(n > 0);
            a = legal[pick(&rng, (uint32_t)n)];
            if (!game_apply_traced(&g, test_sheets(), &a, &why, &f)) fail_msg("refused: %s", why.message);
        }
        scan_action(s, &before, &g, &a, &f);
        seen[a.kind]++;
    }
    scan_prompt(s, &g);
}

static void games_in_words(Scan *s, size_t lang)
{
    (void)lang;
    static const int kinds[] = {ACT_ROLL, ACT_TAKE, ACT_KARMA, ACT_REROLL, ACT_KEEP, ACT_ROAD, ACT_HALF,
                                ACT_SELL, ACT_GOOD, ACT_GOODS, ACT_GOODS_DIE, ACT_UPGRADE, ACT_PERSON,
                                ACT_FORWARD, ACT_BACK, ACT_BONUS};
    int seen[ACT_KIND_COUNT] = {0};
    for (uint64_t seed = 1; seed <= 12; seed++)
        play_in_words(s, 2 + (int)(seed % 4), (int)(seed % 2), seed, seen);
    for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++)
        if (!seen[kinds[k]]) fail_msg("no game played an action of kind %d", kinds[k]);
}

static void test_every_action_in_words_is_plain(void **state)
{
    (void)state;
    in_every_language(games_in_words);
}

/* ---- a headless table --------------------------------------------------------------- */

static void scan_table(Scan *s, Hand *p)
{
    TableScene *t = p->table;
    char text[600];
    for (int i = 0; i < table_test_log(t)->count; i++) check(s, "the table's log", log_book_words(test_lang(), table_test_log(t), i));
    table_prompt_text(t, text, sizeof text);
    check(s, "the table's prompt", text);
    for (int d = 0; d < DIE_COUNT; d++) {
        SDL_Point at = hand_die_point(p, d);
        table_tooltip_text(t, at.x, at.y, text, sizeof text);
        check(s, "a die's tooltip", text);
    }
    table_tooltip_text(t, (int)table_test_dice(t)->elephant_x, (int)table_test_dice(t)->elephant_y, text, sizeof text);
    check(s, "the elephant's tooltip", text);
    for (int i = 0; i < hand_game(p)->pending_count && i < TABLE_MAX_PENDING_SHOWN; i++) {
        SDL_Rect r = table_pending_rect(table_test_layout(t), i);
        table_tooltip_text(t, r.x + r.w / 2, r.y + r.h / 2, text, sizeof text);
        check(s, "a bonus's tooltip", text);
    }
    for (int i = 0; i < table_test_choices(t).count; i++) check(s, "a choice chip", table_test_choices(t).choice[i].label);
    /* The note over another player's sheet, opened by a click. */
    int viewed = table_test_pointer(t).viewed;
    for (int seat = 0; seat < hand_game(p)->setup.players; seat++) {
        SDL_Rect box;
        int px;
        table_test_set_viewed(t, seat);
        if (table_view_note(t, text, sizeof text, &box, &px)) check(s, "the note over a sheet", text);
    }
    table_test_set_viewed(t, viewed);
    FocusRing *ring = &table_test_focus(t)->ring;
    table_focus_build(t, p->now);
    for (int i = 0; i < ring->count; i++) {
        ring->current = i;
        ring->shown = true;
        table_focus_words(t, text, sizeof text);
        check(s, "speech", text);
    }
    ring->shown = false;
    ring->current = -1;
}

static void play_at_the_table(Scan *s, uint64_t seed)
{
    const Lang *lang = test_lang();
    static Hand hand;
    Hand *p = &hand;
    Setup setup = {2, (uint8_t)(seed % 2), 0, seed};
    Seats seats = {0};
    seats.players = 2;
    snprintf(seats.name[0], SEAT_NAME_MAX, "%s", tr("You"));
    snprintf(seats.name[1], SEAT_NAME_MAX, "%s", "Asha");
    seats.colour[1] = 1;
    hand_open(p, &setup, &seats, seed, 1280, 800);
    hand_first_decision(p);
    for (int step = 0; step < 160 && table_test_outcome(p->table) == TABLE_PLAYING; step++) {
        hand_settle(p);
        if (table_test_outcome(p->table) != TABLE_PLAYING || game_over(hand_game(p))) break;
        scan_table(s, p);
        Action legal[GAME_MAX_LEGAL];
        int n = game_legal(hand_game(p), test_sheets(), legal);
        if (n == 0) break;
        if (!table_apply(p->table, hand_pick(p, legal, n), p->now)) fail_msg("the table refused a legal action");
    }
    scan_table(s, p);
    hand_close(p);
}

static void a_table_in_play(Scan *s, size_t lang)
{
    play_at_the_table(s, 5 + lang);
    assert_true(s->checked > 500);
}

static void test_a_table_in_play_reads_plainly(void **state)
{
    (void)state;
    in_every_language(a_table_in_play);
}

TEST_MAIN(
    cmocka_unit_test_teardown(test_the_checks_find_what_they_look_for, back_to_english),
    cmocka_unit_test_teardown(test_bonuses_and_sheet_tooltips_are_plain, back_to_english),
    cmocka_unit_test_teardown(test_every_action_in_words_is_plain, back_to_english),
    cmocka_unit_test_teardown(test_a_table_in_play_reads_plainly, back_to_english)
)
