/* test_table_news.c — the hand-over card's news (table_news.c): with three people at one
 * screen, the card that hands the screen back to Asha says, for Bilal and then Chitra,
 * what each did since Asha's last decision, in their log's words with the name once at the
 * front; what Undo took back, the roll and the round lines are not on it. In English,
 * German and Dutch. Headless (table_hand.h). */
#include "support.h"
#include "language.h"
#include "table_picture.h"
#include "table_hand.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>
#include <SDL_image.h>

#include "game_words.h"
#include "i18n.h"
#include "table.h"
#include "table_draw.h"
#include "table_frame.h"
#include "table_steps.h"
#include "table_test.h"

static Hand play;

typedef struct {
    bool taken;                      /* Bilal took a die, took it back and took another */
    Game undone_before, undone_after, kept_before, kept_after;
    Action undone, kept;
    int cards;                       /* cards for Asha seen since Bilal's turn */
    char news[3][GAME_MAX_PLAYERS - 1][TABLE_NEWS_CHARS];
    int count[3];
} Seen;

static Seen seen;
static const char *const LANGS[3] = {"en", "de", "nl"};

static void load(int k)
{
    test_language(LANGS[k]);
}

/* At the card for Asha after Bilal's turn: its news in each language, and its picture. */
static void at_card(void *ctx)
{
    Hand *p = ctx;
    if (!table_handover_due(p->table) || table_seat_in_charge(hand_game(p)) != 0 || !seen.taken) return;
    if (seen.cards++ > 0) return;
    for (int k = 0; k < 3; k++) {
        load(k);
        seen.count[k] = table_handover_news(p->table, 0, seen.news[k], GAME_MAX_PLAYERS - 1);
        hand_draw(p);
        char file[64];
        snprintf(file, sizeof file, "table-news-%s.png", LANGS[k]);
        canvas_save(p->canvas.surface, file);
        assert_table_picture(p->canvas.surface, p->table, file);
    }
    load(0);
}

/* Two different dice Bilal may take: the first and the last of the legal takes. */
static void two_takes(const Game *g, Action *first, Action *last)
{
    Action legal[GAME_MAX_LEGAL];
    int n = game_legal(g, test_sheets(), legal), found = 0;
    for (int i = 0; i < n; i++)
        if (legal[i].kind == ACT_TAKE) {
            if (!found++) *first = legal[i];
            *last = legal[i];
        }
    assert_true(found >= 2);
}

/* Bilal's first decision of the game: a die taken, taken back with Undo, another taken. */
static void bilal_takes_back(Hand *p)
{
    Action a, b;
    two_takes(hand_game(p), &a, &b);
    seen.undone_before = *hand_game(p);
    hand_perform(p, &a);
    seen.undone_after = *hand_game(p);
    assert_memory_not_equal(&seen.undone_before, &seen.undone_after, sizeof(Game));
    for (int guard = 0; table_busy(p->table, p->now) && guard < 200; guard++) {
        p->now += 50;
        table_tick(p->table, p->now);
    }
    hand_click(p, hand_button_point(p, BUTTON_UNDO));
    assert_memory_equal(&seen.undone_before, hand_game(p), sizeof(Game));
    seen.kept_before = *hand_game(p);
    hand_perform(p, &b);
    seen.kept_after = *hand_game(p);
    seen.undone = a;
    seen.kept = b;
    seen.taken = true;
}

/* What an action did in the log's words, the name at its front left off. */
static void deed(const Game *before, const Game *after, const Action *a, const char *name, char *buf, size_t cap)
{
    char words[LOG_BOOK_CHARS];
    words_action(test_lang(), before, after, test_sheets(), a, name, words, sizeof words);
    size_t len = strlen(name);
    assert_true(strncmp(words, name, len) == 0 && words[len] == ' ');
    snprintf(buf, cap, "%s", words + len + 1);
}

static void test_the_card_tells_each_other_players_moves_without_what_was_undone(void **unused)
{
    (void)unused;
    const Lang *lang = test_lang();
    Hand *p = &play;
    memset(&seen, 0, sizeof seen);
    hand_open_people(p, 3, 11, 3, 1280, 800);
    hand_first_decision(p);
    p->after_handover = at_card;
    p->ctx = p;
    Action legal[GAME_MAX_LEGAL];
    for (int guard = 0; seen.cards == 0 && guard < 200; guard++) {
        const Game *g = hand_game(p);
        if (g->to_act == 1 && !seen.taken) {
            bilal_takes_back(p);
        } else {
            int n = game_legal(g, test_sheets(), legal);
            Action a = hand_pick(p, legal, n);
            hand_perform(p, &a);
        }
        hand_settle(p);
    }
    assert_int_equal(seen.cards, 1);
    for (int k = 0; k < 3; k++) {
        load(k);
        printf("%s: %d paragraphs\n  %s\n  %s\n", LANGS[k], seen.count[k], seen.news[k][0], seen.news[k][1]);
        /* Both others, in turn order from the seat after Asha's. */
        assert_int_equal(seen.count[k], 2);
        assert_true(strncmp(seen.news[k][0], "Bilal: ", 7) == 0);
        assert_true(strncmp(seen.news[k][1], "Chitra: ", 8) == 0);
        /* Bilal's take that stayed is told, the one taken back is not; nothing says Undo. */
        char kept[LOG_BOOK_CHARS], undone[LOG_BOOK_CHARS], back[LOG_BOOK_CHARS];
        deed(&seen.kept_before, &seen.kept_after, &seen.kept, "Bilal", kept, sizeof kept);
        deed(&seen.undone_before, &seen.undone_after, &seen.undone, "Bilal", undone, sizeof undone);
        assert_string_not_equal(kept, undone);
        assert_non_null(strstr(seen.news[k][0], kept));
        assert_null(strstr(seen.news[k][0], undone));
        snprintf(back, sizeof back, _("Taken back: %s"), "");
        for (int i = 0; i < 2; i++) {
            assert_null(strstr(seen.news[k][i], back));
            assert_null(strstr(seen.news[k][i], "Asha"));
        }
    }
    hand_close(p);
}

/* Before anyone has played, the first person's card says the round's line. */
static void test_the_first_card_says_the_round(void **unused)
{
    (void)unused;
    Hand *p = &play;
    hand_open_people(p, 3, 11, 3, 1280, 800);
    for (int guard = 0; !(table_handover_due(p->table) && !table_busy(p->table, p->now)) && guard < 400; guard++) {
        table_tick(p->table, p->now);
        p->now += 50;
    }
    assert_true(table_handover_due(p->table));
    char news[GAME_MAX_PLAYERS - 1][TABLE_NEWS_CHARS];
    assert_int_equal(table_handover_news(p->table, 0, news, GAME_MAX_PLAYERS - 1), 1);
    assert_string_equal(news[0], "Round 1, sun side. Asha holds the elephant.");
    hand_close(p);
}

/* Five people at the smallest window: the card for Asha after the others played two
 * turns each holds every paragraph and its ready line inside it (a size smaller when the
 * body size would not fit). */
static TableHandoverCard big_card;
static int big_news;

static void at_big_card(void *ctx)
{
    Hand *p = ctx;
    if (big_news || !table_handover_due(p->table) || table_seat_in_charge(hand_game(p)) != 0 ||
        hand_game(p)->round < 2)
        return;
    char news[GAME_MAX_PLAYERS - 1][TABLE_NEWS_CHARS];
    big_news = table_handover_news(p->table, 0, news, GAME_MAX_PLAYERS - 1);
    table_handover_card(p->table, &big_card);
    hand_draw(p);
    canvas_save(p->canvas.surface, "table-news-five.png");
    assert_table_picture(p->canvas.surface, p->table, "table-news-five.png");
}

static void test_five_players_news_fits_the_card_at_the_smallest_window(void **unused)
{
    (void)unused;
    Hand *p = &play;
    big_news = 0;
    hand_open_people(p, 5, 11, 3, 1024, 640);
    hand_first_decision(p);
    p->after_handover = at_big_card;
    p->ctx = p;
    Action legal[GAME_MAX_LEGAL];
    for (int guard = 0; big_news == 0 && guard < 400; guard++) {
        int n = game_legal(hand_game(p), test_sheets(), legal);
        Action a = hand_pick(p, legal, n);
        hand_perform(p, &a);
        hand_settle(p);
    }
    assert_int_equal(big_news, 4);
    TableHandoverCard *c = &big_card;
    printf("five players: news %d px high at %d px, card %d px high\n", c->news_h, c->news_px, c->card.h);
    assert_true(c->card.y >= 0 && c->card.y + c->card.h <= 640);
    assert_true(c->rows_y + c->news_h <= c->ready_y);
    assert_true(c->ready_y + c->news_px <= c->card.y + c->card.h);
    hand_close(p);
}

TEST_MAIN(
    cmocka_unit_test_teardown(test_the_card_tells_each_other_players_moves_without_what_was_undone, test_language_back),
    cmocka_unit_test_teardown(test_the_first_card_says_the_round, test_language_back),
    cmocka_unit_test_teardown(test_five_players_news_fits_the_card_at_the_smallest_window, test_language_back)
)
