/* test_table_log_room.c — the log shows its newest entry whole, with at least one line of an
 * older entry above it, at the body or the fine size: with 2 to 5 players, in English,
 * German and Dutch, at 100 % and 200 %, in every window from 1024×640 up (nine sizes, wide
 * and tall). The newest entry is the longest the game writes in German: a refusal with the
 * engine's longest reason ("Nicht erlaubt: ein Bonus, der genutzt werden kann, muss genutzt
 * werden: auf ihn kann nicht verzichtet werden", R9.4), after the game's first lines. The
 * rows checked are the ones the log draws (table_log_rows): every row of the newest entry,
 * its first among them, a row of an older entry above, all inside the log's box.
 *
 * Where the right column has nothing left to give (four or five players at 200 % in the
 * smaller windows: no thumbnails, the seats' cards at their least, the dice at their 100 %
 * size), the log is the part that scrolls: its box shows the newest entry from its first row
 * at the fine size. Those tables are counted and named, and are never at 100 % nor with two
 * or three players. The thumbnails that give way stay at least as wide as their grown names,
 * or go. A log of short lines leaves the table as it was laid out before; the
 * room given is kept for the rest of the turn and given back by the next turn or a resize. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "canvas.h"
#include "language.h"
#include "log_book.h"
#include "support.h"
#include "table_hand.h"
#include "table_log.h"
#include "type_scale.h"

/* The window sizes: the smallest, the common laptop and desktop ones, wide and tall. */
static const struct {
    int w, h;
} SIZES[] = {{1024, 640}, {1024, 768}, {1152, 720}, {1280, 720}, {1280, 800},
             {1366, 768}, {1440, 900}, {1600, 900}, {1920, 1080}};
#define SIZE_COUNT (int)(sizeof SIZES / sizeof SIZES[0])
static int problems, checked, scrolled;

/* The last resort: everything under the dice gave way (no thumbnails, the cards' lower part
 * at its least, 3 units), and the box begins with the newest entry's first row at the fine
 * size, the rest of it below (the wheel scrolls on to it). */
static bool last_resort(Hand *p, const TableLogRow *rows, int n, int px, int newest)
{
    const TableLayout *l = table_test_layout(p->table);
    bool gave_all = l->thumbs == 0;
    for (int s = 0; s < l->players; s++) gave_all &= l->depot[s].h <= 3 * l->unit;
    return gave_all && n > 0 && rows[0].entry == newest && rows[0].start == 0 &&
           px == type_px(p->canvas.art, l->unit, TYPE_FINE);
}

/* The longest entry the game writes: a refusal with the engine's longest reason (R9.4). */
static void refuse_at_length(Hand *p)
{
    log_book_refused(table_test_log(p->table), hand_game(p), "R9.4",
                     "a bonus that can be used must be used: it cannot be given up");
}

/* The log's rows in the table as laid out now: the newest entry whole, a line above it. */
static void check_log(Hand *p, const char *where, int players, int zoom)
{
    TableScene *t = p->table;
    TableLogRow rows[TABLE_LOG_ROWS];
    int px;
    bool older, newer;
    int n = table_log_rows(t, rows, TABLE_LOG_ROWS, &px, &older, &newer);
    const TableLayout *l = table_test_layout(t);
    int newest = table_test_log(t)->count - 1, need = table_log_entry_rows(t, newest, px), shown = 0, above = 0;
    bool first = false, inside = true;
    for (int i = 0; i < n; i++) {
        shown += rows[i].entry == newest;
        first |= rows[i].entry == newest && rows[i].start == 0;
        above += rows[i].entry < newest;
        inside &= rows[i].y >= l->log.y && rows[i].y + px <= l->log.y + l->log.h;
    }
    checked++;
    /* What gave way still shows: thumbnails at least as wide as their grown names, or none. */
    if (l->log_need > 0 && l->thumbs > 0 && l->thumb[0].w < type_grow(p->canvas.art, l->unit, 8 * l->unit) &&
        ++problems <= 40)
        printf("%s: thumbnails %d px wide\n", where, l->thumb[0].w);
    bool sized = px == type_px(p->canvas.art, l->unit, TYPE_BODY) || px == type_px(p->canvas.art, l->unit, TYPE_FINE);
    if (shown == need && first && above >= 1 && inside && sized) return;
    if (players >= 4 && zoom > 100 && inside && last_resort(p, rows, n, px, newest)) {
        scrolled++;
        printf("last resort, %s: %d of the newest entry's %d rows at %d px in a box %d px tall\n", where, shown,
               need, px, l->log.h);
        return;
    }
    if (++problems <= 40)
        printf("%s: the newest entry shows %d of its %d rows at %d px (%s), %d rows of older entries above, "
               "in a box %d px tall%s\n",
               where, shown, need, px, sized ? "body or fine" : "off the scale", above, l->log.h,
               inside ? "" : ", a row outside it");
}

/* One table of `players` people: the longest entry logged, then every zoom and size. */
static void every_size(const char *lang, int players)
{
    Hand *p = calloc(1, sizeof *p);
    assert_non_null(p);
    hand_open_people(p, players, 5, 3, 1920, 1080);
    hand_first_decision(p);
    refuse_at_length(p);
    for (int zoom = 100; zoom <= 200; zoom += 100)
        for (int s = 0; s < SIZE_COUNT; s++) {
            test_zoom(p->canvas.art, zoom);
            table_resize(p->table, SIZES[s].w, SIZES[s].h);
            char where[160];
            snprintf(where, sizeof where, "%s, %d players, %dx%d at %d %%", lang, players, SIZES[s].w, SIZES[s].h, zoom);
            check_log(p, where, players, zoom);
        }
    hand_close(p);
    free(p);
}

static void test_the_newest_entry_is_shown_whole_with_a_line_above(void **state)
{
    (void)state;
    static const char *const langs[] = {"en", "de", "nl"};
    for (int k = 0; k < 3; k++) {
        test_language(langs[k]);
        for (int players = 2; players <= 5; players++) every_size(langs[k], players);
    }
    printf("%d logs checked (3 languages × 4 tables × %d sizes × 2 zooms), %d on the last resort\n", checked,
           SIZE_COUNT, scrolled);
    if (problems) fail_msg("%d logs cut their newest entry, left no line above it or shrank the thumbnails to specks",
                           problems);
}

/* The game's first lines at 100 % in English, with two and three players: each needs a
 * row or two, the box has them, and the table is laid out exactly as without the log's
 * asking (table_layout). */
static void test_a_log_of_short_lines_changes_nothing(void **state)
{
    (void)state;
    for (int players = 2; players <= 3; players++) {
        Hand *p = calloc(1, sizeof *p);
        assert_non_null(p);
        hand_open_people(p, players, 5, 3, 1280, 800);
        hand_first_decision(p);
        for (int s = 0; s < SIZE_COUNT; s++) {
            table_resize(p->table, SIZES[s].w, SIZES[s].h);
            TableLayout plain;
            table_layout(&plain, SIZES[s].w, SIZES[s].h, 100, players);
            const TableLayout *l = table_test_layout(p->table);
            assert_int_equal(l->log_need, 0);
            assert_memory_equal(l, &plain, sizeof plain);
        }
        hand_close(p);
        free(p);
    }
}

/* The box grows for a long entry and keeps that room for the shorter lines after it (the
 * thumbnails do not jump back and forth), until the next resize lays the table out anew:
 * three players at 100 % in 1280×800, whose box holds three rows (test_table_layout). */
static void test_the_room_given_is_kept_until_the_next_resize(void **state)
{
    (void)state;
    Hand *p = calloc(1, sizeof *p);
    assert_non_null(p);
    hand_open_people(p, 3, 5, 3, 1280, 800);
    hand_first_decision(p);
    table_resize(p->table, 1280, 800);
    TableLayout before = *table_test_layout(p->table);
    LogBook *b = table_test_log(p->table);
    refuse_at_length(p);
    table_log_room(p->table);
    const TableLayout *l = table_test_layout(p->table);
    /* Three rows of the refusal and one above, 20 px each, and the box's unit. */
    assert_int_equal(l->log_need, table_log_need(p->table, TYPE_BODY));
    assert_int_equal(l->log_need, 4 * 20 + 8);
    assert_true(before.log.h < l->log_need && l->log.h >= l->log_need);
    /* Taken from the thumbnails: the dice, the sheet and the seats stay where they were. */
    assert_true(l->thumb[0].h < before.thumb[0].h);
    assert_memory_equal(&l->tray, &before.tray, sizeof before.tray);
    assert_memory_equal(&l->sheet, &before.sheet, sizeof before.sheet);
    assert_memory_equal(l->seat, before.seat, sizeof before.seat);
    int grown = l->log.h;
    log_book_note(b, "Round 2");
    table_log_room(p->table);
    assert_int_equal(l->log.h, grown);
    /* Laid out anew for the short line now newest: as before the refusal. */
    table_resize(p->table, 1280, 800);
    assert_memory_equal(l, &before, sizeof before);
    hand_close(p);
    free(p);
}

/* A new turn gives the room back: the refusal grows the box, the turn is played to its end
 * (End turn), and the table is then laid out as a resize lays it out for the log as it is. */
static void test_a_new_turn_gives_the_room_back(void **state)
{
    (void)state;
    Hand *p = calloc(1, sizeof *p);
    assert_non_null(p);
    hand_open_people(p, 3, 5, 3, 1280, 800);
    hand_first_decision(p);
    TableLayout before = *table_test_layout(p->table);
    refuse_at_length(p);
    table_log_room(p->table);
    assert_true(table_test_layout(p->table)->log.h > before.log.h);
    int round = hand_game(p)->round, turn = hand_game(p)->turn;
    for (int moves = 0; hand_game(p)->round == round && hand_game(p)->turn == turn; moves++) {
        assert_true(moves < 40);
        Game after;
        Action a = hand_next_move(p, hand_pick, &after);
        hand_perform(p, &a);
        hand_settle(p);
    }
    table_log_room(p->table);
    TableLayout played = *table_test_layout(p->table);
    table_resize(p->table, 1280, 800);
    assert_memory_equal(&played, table_test_layout(p->table), sizeof played);
    hand_close(p);
    free(p);
}

TEST_MAIN(
    cmocka_unit_test_teardown(test_the_newest_entry_is_shown_whole_with_a_line_above, test_language_back),
    cmocka_unit_test(test_a_log_of_short_lines_changes_nothing),
    cmocka_unit_test(test_the_room_given_is_kept_until_the_next_resize),
    cmocka_unit_test(test_a_new_turn_gives_the_room_back)
)
