/* test_table_icon_floor.c — an icon the table draws beside words is never smaller than the
 * words' capitals (type_icon_least): a pending bonus chip's icon over its name (every kind of
 * bonus), a seat card's fame, money and karma symbols before their numbers, a choice chip's
 * icon before its label, a gain's icon before its words, with 2 and 5 players, in English,
 * German and Dutch, at 1024×640, 1280×800 and 1920×1080, at 100 % and 200 %. Each frame is
 * recorded (text_marks.h: every line and every icon drawn, where it went); in each chip and
 * card, every icon is held to the words it stands beside there: the nearest line level with
 * it, else the nearest over or under it, within the line's own height. The count of icons
 * checked per kind is printed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "canvas.h"
#include "table_walk.h"
#include "support.h"
#include "table_frame.h"
#include "table_gains.h"
#include "table_hand.h"
#include "text_fit_check.h"
#include "type_scale.h"

enum { KIND_BONUS, KIND_SEAT, KIND_CHOICE, KIND_GAIN, KINDS };
static const char *const KIND_NAME[KINDS] = {"bonus chips", "seat cards", "choice chips", "gains"};
static long checked[KINDS];
static int problems;

/* The gap between a and b across (dim 0) or down (dim 1): negative where they overlap. */
static int gap_along(SDL_Rect a, SDL_Rect b, int dim)
{
    int a0 = dim ? a.y : a.x, a1 = a0 + (dim ? a.h : a.w), b0 = dim ? b.y : b.x, b1 = b0 + (dim ? b.h : b.w);
    return a0 > b1 ? a0 - b1 : b0 > a1 ? b0 - a1 : -1;
}

/* A line's letters: its rectangle less the font's leading, an eighth above and below. */
static SDL_Rect letters(const TextMark *m)
{
    int pad = m->at.h / 8;
    return (SDL_Rect){m->at.x, m->at.y + pad, m->at.w, m->at.h - 2 * pad};
}

/* The words an icon stands beside among the n marks: the nearest line on its row (their
 * letters level with it) within the line's own height across; else the nearest line in its
 * column (over or under it) within that height down. NULL: none. */
static const TextMark *beside(const TextMark *icon, const TextMark *const *m, int n)
{
    for (int dim = 0; dim < 2; dim++) {
        const TextMark *best = NULL;
        int best_gap = 0;
        for (int k = 0; k < n; k++) {
            if (m[k]->icon) continue;
            SDL_Rect w = letters(m[k]);
            int along = gap_along(icon->at, w, dim), level = gap_along(icon->at, w, 1 - dim);
            if (level >= 0 || along < 0 || along > m[k]->px || (best && along >= best_gap)) continue;
            best = m[k], best_gap = along;
        }
        if (best) return best;
    }
    return NULL;
}

/* Every icon in box held to the words it stands beside there. */
static void icons_in(SDL_Rect box, int kind, const char *where)
{
    const TextMark *m[400];
    int n = fit_marks_in(box, m, 400);
    for (int i = 0; i < n; i++) {
        if (!m[i]->icon) continue;
        const TextMark *words = beside(m[i], m, n);
        if (!words) continue;
        checked[kind]++;
        if (m[i]->px >= type_icon_least(words->px)) continue;
        if (++problems <= 40)
            printf("%s: %s: the icon '%s' is %d px beside '%s' at %d px (at least %d)\n", where, KIND_NAME[kind], m[i]->text,
                   m[i]->px, words->text, words->px, type_icon_least(words->px));
    }
}

/* The frame drawn now, every kept picture drawn again, recorded; then every chip and card. */
static void table_frame(Hand *p, const char *where)
{
    table_cache_forget(table_test_cache(p->table));
    fit_record(p->canvas.art);
    hand_draw(p);
    fit_check(where);
    const TableLayout *l = table_test_layout(p->table);
    const Game *g = hand_game(p);
    for (int i = 0; i < g->pending_count; i++) icons_in(table_pending_rect(l, i), KIND_BONUS, where);
    /* A card's words: its name and numbers, over the depot (the dice it holds, no words). */
    for (int s = 0; s < g->setup.players; s++)
        icons_in((SDL_Rect){l->seat[s].x, l->seat[s].y, l->seat[s].w, l->depot[s].y - l->seat[s].y}, KIND_SEAT, where);
    TableChoices c = table_test_choices(p->table);
    for (int i = 0; i < c.count; i++) icons_in(table_choice_rect(l, i, c.count), KIND_CHOICE, where);
    TableGains *gains = table_test_gains(p->table);
    for (int i = 0; i < gains->count; i++) {
        int px;
        icons_in(table_gain_pill(p->table, &gains->gain[i], p->now, &px), KIND_GAIN, where);
    }
}

/* One batch of pending bonus kinds (hand_each_pending_kind); the first chips at 200 % in
 * 1024×640 are kept for a look (the coin was a dot there). */
static void pending_frame(Hand *p, const char *at, int first)
{
    table_frame(p, at);
    if (first == BONUS_NONE + 1 && strstr(at, ", en, 1024x640 at 200 %, 2 players"))
        canvas_save(p->canvas.surface, "table-bonus-chips-1024x640-200.png");
}

/* Every kind of pending bonus, as many at a time as the bar shows (the game's own put back
 * after), and a good and a karma gained, shown as they rise. */
static void staged(Hand *p, const char *where)
{
    hand_each_pending_kind(p, where, pending_frame);
    TableGains *gains = table_test_gains(p->table);
    gains->count = 2;
    gains->gain[0] = (TableGain){.kind = GAIN_GOOD, .good = GOOD_SILK, .amount = 2, .seat = 0, .at = p->now};
    gains->gain[1] = (TableGain){.kind = GAIN_KARMA, .amount = 1, .seat = 0, .at = p->now};
    char at[200];
    snprintf(at, sizeof at, "%s / gains", where);
    table_frame(p, at);
    gains->count = 0;
}

/* A decision of a game of people: the staged chips at the first, then each frame with its
 * choice chips (hand_walk_decisions). */
static void decision(Hand *p, const char *where, int d)
{
    if (d == 0) staged(p, where);
    table_frame(p, where);
}

static void the_table(const char *lang, FitSize size, int zoom, int players, int decisions)
{
    hand_walk_decisions(lang, size.w, size.h, zoom, players, decisions, decision);
}

static void every_table(const char *lang, FitSize size, int zoom)
{
    the_table(lang, size, zoom, 2, 8);
    the_table(lang, size, zoom, 5, 1);
}

static void test_icons_beside_words_are_never_smaller_than_their_capitals(void **state)
{
    (void)state;
    fit_walk(every_table);
    for (int k = 0; k < KINDS; k++) {
        printf("%ld icons checked in %s\n", checked[k], KIND_NAME[k]);
        if (checked[k] == 0) fail_msg("no icon beside words in %s", KIND_NAME[k]);
    }
    if (problems) fail_msg("%d icons smaller than the capitals of the words beside them", problems);
}

TEST_MAIN(
    cmocka_unit_test_teardown(test_icons_beside_words_are_never_smaller_than_their_capitals, fit_teardown)
)
