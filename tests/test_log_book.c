/* test_log_book.c — the log as items taken from a match's events (src/views/log_book.h):
 * a whole game's log told live equals the log told again from its history by a match of its
 * own; an item's words follow the language loaded without anything written again; what
 * Undo took back, a decision with no effect (R2.5) and its step, the crossing (R3.4), a held
 * round dropped, words of no event. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "log_book.h"
#include "match.h"
#include "match_query.h"
#include "support.h"
#include "language.h"

static const char names[GAME_MAX_PLAYERS][SEAT_NAME_MAX] = {"Asha", "Bilal", "Chandra", "Dev", "Esha"};

typedef struct {
    Session session;
    Match *match;                       /* owned */
    LogBook book;
    uint64_t seen;
} Play;

static Play *start(int players, const char *side, uint64_t seed, bool bots)
{
    Play *p = calloc(1, sizeof *p);
    assert_non_null(p);
    session_init(&p->session, test_sheets());
    Setup setup = {(uint8_t)players, (uint8_t)test_side(side), 0, seed};
    Refusal why;
    assert_true(session_new(&p->session, &setup, &why));
    uint8_t bot[GAME_MAX_PLAYERS] = {0};
    for (int i = 0; bots && i < players; i++) bot[i] = 1 + BOT_EASY;
    p->match = match_new();
    assert_non_null(p->match);
    match_start(p->match, &p->session, test_sheets(), players, bot);
    match_set_pace(p->match, 0);
    match_set_hold(p->match, true, 0);   /* a person's finished turn waits: Undo reaches it */
    log_book_init(&p->book, test_sheets(), names);
    log_book_first(&p->book, &p->session.game);
    p->seen = match_next_seq(p->match);
    return p;
}

static void take(Play *p)
{
    for (; p->seen < match_next_seq(p->match); p->seen++) log_book_take(test_lang(), &p->book, match_event_at(p->match, p->seen));
}

/* A game of two people on the sun side, seed 5, its first round rolled by seat 0. */
static Play *start_rolled(void)
{
    Play *p = start(2, "sun", 5, false);
    Refusal why;
    assert_true(match_roll(p->match, 0, &why));
    return p;
}

static void finish(Play *p)
{
    match_free(p->match);
    session_free(&p->session);
    free(p);
}

static void load(const char *lang)
{
    test_language(lang);
}

/* The teardown of a test that loads a language: English again, whether it passed or not. */
static int english_back(void **state)
{
    return test_language_back(state);
}

/* The log of s told again from its history, as the table does for a resumed game. */
static void retold(const Session *s, LogBook *b)
{
    Play *w = calloc(1, sizeof *w);
    assert_non_null(w);
    session_init(&w->session, test_sheets());
    session_start_at(&w->session, &s->setup, &s->entry[0].before);
    w->match = match_new();
    assert_non_null(w->match);
    match_start(w->match, &w->session, test_sheets(), s->setup.players, NULL);
    log_book_init(b, test_sheets(), names);
    log_book_first(b, &s->entry[0].before);
    uint64_t seen = match_next_seq(w->match);
    Refusal why;
    for (size_t i = 0; i < s->count; i++) {
        assert_true(match_play_recorded(w->match, &s->entry[i], 0, &why));
        for (; seen < match_next_seq(w->match); seen++) log_book_take(test_lang(), b, match_event_at(w->match, seen));
    }
    assert_memory_equal(&w->session.game, &s->game, sizeof(Game));   /* the same game, to its dice */
    match_free(w->match);
    session_free(&w->session);
    free(w);
}

static void bots_play_out(Play *p)
{
    Refusal why;
    for (int steps = 0; !game_over(&p->session.game) && steps < 20000; steps++) {
        if (match_roll_due(p->match)) assert_true(match_roll(p->match, 0, &why));
        else match_bots_tick(p->match, 0);
        take(p);
    }
    assert_true(game_over(&p->session.game));
}

static bool has(LogBook *b, const char *text)
{
    for (int i = 0; i < b->count; i++)
        if (strstr(log_book_words(test_lang(), b, i), text)) return true;
    return false;
}

/* A whole 3-player game of bots (moon side): the log told live and the log told again from
 * the history hold the same items, word for word, in every language; the crossing is in it
 * (R3.4); no words are empty or carry a printf conversion. */
static void a_whole_game_told_live_equals_the_game_told_again(void **state)
{
    (void)state;
    Play *p = start(3, "moon", 11, true);
    bots_play_out(p);
    LogBook *again = calloc(1, sizeof *again);
    assert_non_null(again);
    retold(&p->session, again);
    assert_int_equal(p->book.count, LOG_BOOK_ITEMS);   /* a whole game fills the book */
    assert_int_equal(again->count, LOG_BOOK_ITEMS);
    assert_int_equal(again->serial, p->book.serial);
    const char *langs[] = {"en", "de", "nl"};
    for (int l = 0; l < 3; l++) {
        load(langs[l]);
        for (int i = 0; i < p->book.count; i++) {
            const char *w = log_book_words(test_lang(), &p->book, i);
            assert_string_equal(w, log_book_words(test_lang(), again, i));
            assert_true(w[0] != '\0');
            assert_null(strchr(w, '%'));
        }
    }
    load("en");
    assert_true(has(&p->book, "tracks have crossed: the game ends with this round"));
    free(again);
    finish(p);
}

/* The words of an item are written in the language loaded when they are read: a switch
 * rewrites nothing, and the English comes back. */
static void the_words_follow_the_language_of_the_moment(void **state)
{
    (void)state;
    Play *p = start_rolled();
    take(p);
    assert_int_equal(p->book.count, 2);
    uint32_t serial = p->book.serial;
    assert_string_equal(log_book_words(test_lang(), &p->book, 0), "Round 1, sun side. Asha holds the elephant.");
    assert_string_equal(log_book_words(test_lang(), &p->book, 1), "Asha rolled the dice for round 1");
    load("de");
    assert_string_equal(log_book_words(test_lang(), &p->book, 0), "Runde 1, Blattseite Sonne. Asha hat den Elefanten.");
    assert_string_equal(log_book_words(test_lang(), &p->book, 1), "Asha würfelt für Runde 1");
    load("en");
    assert_string_equal(log_book_words(test_lang(), &p->book, 1), "Asha rolled the dice for round 1");
    assert_int_equal(p->book.serial, serial);   /* nothing was added */
    finish(p);
}

/* Undo: the decision stays in the log and "Taken back" says what it was. */
static void what_undo_took_back_is_told(void **state)
{
    (void)state;
    Play *p = start_rolled();
    Refusal why;
    Action legal[GAME_MAX_LEGAL];
    assert_true(game_legal(&p->session.game, test_sheets(), legal) > 0);
    assert_true(match_apply(p->match, &legal[0], 0, &why));
    take(p);
    char played[LOG_BOOK_CHARS], back[LOG_BOOK_CHARS + 16];
    snprintf(played, sizeof played, "%s", log_book_words(test_lang(), &p->book, 2));
    assert_true(match_undo(p->match, 0));
    take(p);
    snprintf(back, sizeof back, "Taken back: %s", played);
    assert_string_equal(log_book_words(test_lang(), &p->book, p->book.count - 1), back);
    assert_int_equal(p->book.item[p->book.count - 1].kind, LOG_UNDONE);
    finish(p);
}

/* A die taken to no effect (R2.5) says so once, with why: its step is not told again. */
static void a_die_with_no_effect_says_so_once(void **state)
{
    (void)state;
    Play *p = start(2, "sun", 5, false);
    Game *g = &p->session.game;
    for (int f = 1; f <= 18; f++) g->player[0].river_marked |= 1u << f;
    match_start(p->match, &p->session, test_sheets(), 2, NULL);   /* started again: no bots */
    p->seen = match_next_seq(p->match);
    Refusal why;
    Action a;
    const char *bad;
    assert_true(action_parse("roll tea+silk spice+spice curve straight lotus conch maharani raja", &a, &bad));
    SessionEntry rolled = {.before = *g, .action = a};
    assert_true(match_play_recorded(p->match, &rolled, 0, &why));
    assert_true(action_parse("take orange-1", &a, &bad));
    int before = p->book.count;
    assert_true(match_apply(p->match, &a, 0, &why));
    take(p);
    assert_true(has(&p->book, "Asha took the orange Maharani, which has no effect: the boat is on the last river field"));
    assert_false(has(&p->book, "no possible move left for that step"));
    assert_true(p->book.count >= before + 2);
    finish(p);
}

/* A held turn's round line is dropped (told at End turn); words of no event stay as given
 * in every language. */
static void a_held_round_is_dropped_and_a_note_stays(void **state)
{
    (void)state;
    Play *p = start(2, "sun", 5, false);
    MatchEvent e;
    memset(&e, 0, sizeof e);
    e.kind = MATCH_EV_ROUND;
    e.after = p->session.game;
    e.after.round = 2;
    assert_non_null(log_book_take(test_lang(), &p->book, &e));
    assert_string_equal(log_book_words(test_lang(), &p->book, 1), "Round 2: Asha holds the elephant.");
    log_book_drop_round(&p->book);
    assert_int_equal(p->book.count, 1);
    log_book_drop_round(&p->book);   /* the first line is not a round line: it stays */
    assert_int_equal(p->book.count, 1);
    e.kind = MATCH_EV_GAIN;
    assert_null(log_book_take(test_lang(), &p->book, &e));   /* gains are shown on the sheet, not logged */
    log_book_note(&p->book, "Seven words that belong to no event");
    load("de");
    assert_string_equal(log_book_words(test_lang(), &p->book, 1), "Seven words that belong to no event");
    finish(p);
}

TEST_MAIN(
    cmocka_unit_test_teardown(a_whole_game_told_live_equals_the_game_told_again, english_back),
    cmocka_unit_test_teardown(the_words_follow_the_language_of_the_moment, english_back),
    cmocka_unit_test(what_undo_took_back_is_told),
    cmocka_unit_test(a_die_with_no_effect_says_so_once),
    cmocka_unit_test_teardown(a_held_round_is_dropped_and_a_note_stays, english_back)
)
