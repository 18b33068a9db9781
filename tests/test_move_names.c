/* test_move_names.c — two different moves are never said in the same words: in many
 * positions of random games (2–5 players, both sides), every two legal actions that lead to
 * different positions (game_alike: two like dice are one choice) have different names, as
 * the hint, the review and "Try it" say them (words_advice) and as the log says them
 * (words_action), in English, German and Dutch. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stddef.h>

#include "game_words.h"
#include "i18n.h"
#include "random.h"
#include "support.h"
#include "language.h"

#define NAME_CAP 400

typedef struct {
    Action action[GAME_MAX_LEGAL];
    Game after[GAME_MAX_LEGAL];
    char advice[GAME_MAX_LEGAL][NAME_CAP];
    char deed[GAME_MAX_LEGAL][NAME_CAP];
    int count;
} Moves;

static void load(const char *lang)
{
    test_language(lang);
}

/* The teardown of a test that loads a language: English again, whether it passed or not. */
static int english_back(void **state)
{
    return test_language_back(state);
}

/* Every legal action of g, the position it leads to and its two names. */
static void name_moves(const Game *g, Moves *m)
{
    m->count = game_legal(g, test_sheets(), m->action);
    for (int i = 0; i < m->count; i++) {
        Refusal why;
        m->after[i] = *g;
        assert_true(game_apply(&m->after[i], test_sheets(), &m->action[i], &why));
        words_advice(test_lang(), g, &m->after[i], &m->action[i], m->advice[i], NAME_CAP);
        words_action(test_lang(), g, &m->after[i], test_sheets(), &m->action[i], "Asha", m->deed[i], NAME_CAP);
    }
}

/* Fails naming the position and both actions when two moves to different positions share
 * a name. Returns the pairs compared. */
static long check_apart(const Game *g, const Moves *m, const char *lang)
{
    long pairs = 0;
    for (int i = 0; i < m->count; i++)
        for (int j = i + 1; j < m->count; j++) {
            if (game_alike(&m->after[i], &m->after[j])) continue;
            pairs++;
            if (strcmp(m->advice[i], m->advice[j]) && strcmp(m->deed[i], m->deed[j])) continue;
            char a[64], b[64];
            action_format(&m->action[i], a, sizeof a);
            action_format(&m->action[j], b, sizeof b);
            fail_msg("%s, round %d, seat %d: \"%s\" and \"%s\" are both \"%s\" / \"%s\"", lang, g->round,
                     g->to_act + 1, a, b, strcmp(m->advice[i], m->advice[j]) ? m->deed[i] : m->advice[i],
                     m->deed[j]);
        }
    return pairs;
}

/* Random games: every decision's moves checked, then one of them played at random. */
static long play_and_check(int players, const char *side, uint64_t seed, Moves *m, const char *lang)
{
    Game g;
    Refusal why;
    Setup setup = {(uint8_t)players, (uint8_t)test_side(side), 0, seed};
    assert_true(game_start(&g, test_sheets(), &setup, &why));
    uint64_t pick = seed * 7919u + 1;
    long pairs = 0;
    for (int guard = 0; guard < 4000 && !game_over(&g); guard++) {
        if (game_actor(&g) == GAME_CHANCE) {
            assert_true(game_roll_random(&g, test_sheets(), NULL));
            continue;
        }
        name_moves(&g, m);
        pairs += check_apart(&g, m, lang);
        g = m->after[splitmix64_next(&pick) % (uint64_t)m->count];
    }
    return pairs;
}

static void test_distinct_moves_have_distinct_names(void **state)
{
    (void)state;
    Moves *m = malloc(sizeof *m);
    assert_non_null(m);
    static const char *const langs[] = {"en", "de", "nl"};
    for (int l = 0; l < 3; l++) {
        load(langs[l]);
        long pairs = 0;
        for (int players = 2; players <= 5; players++)
            for (uint64_t seed = 1; seed <= 6; seed++)
                pairs += play_and_check(players, seed % 2 ? "sun" : "moon", seed * 100 + (uint64_t)players, m,
                                        langs[l]);
        /* Enough pairs that roads, sales, goods, persons, bonuses and the river all came up. */
        assert_true(pairs > 100000);
    }
    free(m);
}

TEST_MAIN(
    cmocka_unit_test_teardown(test_distinct_moves_have_distinct_names, english_back)
)
