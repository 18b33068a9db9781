/* test_table_log.c — the log's box (table_log.c): an entry is wrapped onto as many rows as
 * its words need and never cut, a word wider than the box is broken between characters
 * (never inside one), only whole entries are shown with the newest at the foot, and every
 * row lies inside the box, at 1280×800 and at the smallest window with five players; an
 * entry taller than the box is read by scrolling with the wheel. Headless (table_hand.h). */
#include "support.h"
#include "language.h"
#include "table_picture.h"
#include "table_hand.h"

#include <stdio.h>
#include <string.h>

#include <SDL.h>
#include <SDL_image.h>

#include "table.h"
#include "table_log.h"
#include "table_marks.h"
#include "table_steps.h"
#include "table_test.h"
#include "type_scale.h"

static Hand play;

/* Named people at a sun table (game seed 11, gestures seed 3), at their first decision. */
static void open_table(Hand *p, int players, int w, int h)
{
    hand_open_people(p, players, 11, 3, w, h);
    hand_first_decision(p);
}

/* The rows of the newest entry; fails unless every row lies in the box, fits its width,
 * starts on a character and they add up to the entry (blanks at the breaks left out). */
static int newest_rows(Hand *p, int *px)
{
    TableScene *t = p->table;
    TableLogRow rows[TABLE_LOG_ROWS];
    int n = table_log_rows(t, rows, TABLE_LOG_ROWS, px, NULL, NULL), mine = 0, u = table_test_layout(t)->unit;
    SDL_Rect box = table_test_layout(t)->log;
    char joined[LOG_BOOK_CHARS * 2] = "";
    const char *entry = log_book_words(test_lang(), table_test_log(t), table_test_log(t)->count - 1);
    for (int i = 0; i < n; i++) {
        if (i > 0 && rows[i].entry < rows[i - 1].entry) fail_msg("rows out of order");
        int line_h = *px * 5 / 4, w, h;
        if (rows[i].y < box.y || rows[i].y + line_h > box.y + box.h) fail_msg("row %d leaves the box", i);
        if (rows[i].entry != table_test_log(t)->count - 1) continue;
        char text[LOG_BOOK_CHARS];
        snprintf(text, sizeof text, "%.*s", rows[i].len, entry + rows[i].start);
        if (((unsigned char)text[0] & 0xC0) == 0x80) fail_msg("row %d starts inside a character", i);
        art_text_size(p->canvas.art, FONT_REGULAR, *px, text, &w, &h);
        if (rows[i].x + w > box.x + box.w - u) fail_msg("row %d is wider than the box: %s", i, text);
        if (mine > 0 && entry[rows[i].start - 1] == ' ') strcat(joined, " ");
        strcat(joined, text);
        mine++;
    }
    assert_string_equal(joined, entry);
    return mine;
}

/* Words added one by one until the entry takes `want` rows at the body size. */
static void log_entry_of_rows(Hand *p, int want, char *entry, size_t cap)
{
    static const char *const words[] = {"Asha", "moved", "her", "boat", "four", "fields", "down", "the",
                                        "river", "and", "gained", "silk,", "tea", "and", "two", "money"};
    entry[0] = '\0';
    for (int k = 0; strlen(entry) + 12 < cap; k++) {
        size_t len = strlen(entry);
        snprintf(entry + len, cap - len, "%s%s", len ? " " : "", words[k % 16]);
        table_log_line(p->table, entry);
        int body = type_px(p->canvas.art, table_test_layout(p->table)->unit, TYPE_BODY);
        int rows = table_log_entry_rows(p->table, table_test_log(p->table)->count - 1, body);
        table_test_log(p->table)->count--;
        if (rows == want) return;
    }
    fail_msg("no entry of %d rows", want);
}

static void test_an_entry_of_five_rows_is_drawn_whole(void **unused)
{
    (void)unused;
    Hand *p = &play;
    open_table(p, 2, 1280, 800);
    for (int i = 0; i < 6; i++) table_log_line(p->table, "Bilal took green 1 (curve)");
    char entry[LOG_BOOK_CHARS];
    log_entry_of_rows(p, 5, entry, sizeof entry);
    table_log_line(p->table, entry);
    int px, rows = newest_rows(p, &px);
    /* Five rows at the body size, or fewer at the fine size when the box holds fewer. */
    int u = table_test_layout(p->table)->unit;
    assert_true((rows == 5 && px == type_px(p->canvas.art, u, TYPE_BODY)) || px == type_px(p->canvas.art, u, TYPE_FINE));
    printf("a %zu-byte entry: %d rows at %d px in a %d px box\n", strlen(entry), rows, px,
           table_test_layout(p->table)->log.h);
    hand_draw(p);
    canvas_save(p->canvas.surface, "table-log-long.png");
    assert_table_picture(p->canvas.surface, p->table, "table-log-long.png");
    hand_close(p);
}

static void test_the_smallest_window_shows_a_long_entry_whole(void **unused)
{
    (void)unused;
    Hand *p = &play;
    open_table(p, 5, 1024, 640);
    char entry[LOG_BOOK_CHARS];
    snprintf(entry, sizeof entry, "%s",
             "Esha kann 2 Ruhmespunkte nicht nutzen, also verfällt der Bonus: der Ruhm steht am Ende "
             "seiner Leiste");
    table_log_line(p->table, "Dev took blue B (peacock)");
    table_log_line(p->table, entry);
    int px, rows = newest_rows(p, &px);
    printf("a %zu-byte entry: %d rows at %d px in a %d px box\n", strlen(entry), rows, px,
           table_test_layout(p->table)->log.h);
    assert_true(rows >= 2);
    /* A word wider than the box is broken between characters, none of them cut. */
    char word[LOG_BOOK_CHARS] = "";
    for (int i = 0; i < 24; i++) strcat(word, "Ü");
    strcat(word, "wörterbuch");
    table_log_line(p->table, word);
    assert_true(newest_rows(p, &px) >= 2);
    hand_close(p);
}

static int wheel(Hand *p, int notches, TableLogRow *rows, bool *older, bool *newer)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_MOUSEWHEEL;
    e.wheel.y = notches;
    e.wheel.direction = SDL_MOUSEWHEEL_NORMAL;
    table_event(p->table, &e, p->now);
    int px;
    return table_log_rows(p->table, rows, TABLE_LOG_ROWS, &px, older, newer);
}

/* An entry taller than the smallest box even at the fine size: its first rows at home, the
 * wheel brings the rest into view row by row and goes back through older entries; a new
 * entry brings the log home. */
static void test_the_wheel_scrolls_through_a_tall_entry_and_older_ones(void **unused)
{
    (void)unused;
    Hand *p = &play;
    open_table(p, 5, 1024, 640);
    for (int i = 0; i < 8; i++) table_log_line(p->table, "Dev took blue B (peacock) and moved the boat");
    char entry[LOG_BOOK_CHARS] = "";
    while (strlen(entry) + 12 < sizeof entry) strcat(entry, strlen(entry) ? " fame and money" : "Chitra gained");
    table_log_line(p->table, entry);
    int newest = table_test_log(p->table)->count - 1, px;
    TableLogRow rows[TABLE_LOG_ROWS];
    bool older, newer;
    int n = table_log_rows(p->table, rows, TABLE_LOG_ROWS, &px, &older, &newer);
    int needs = table_log_entry_rows(p->table, newest, px);
    printf("a %zu-byte entry: %d rows at %d px, %d shown in a %d px box\n", strlen(entry), needs, px, n,
           table_test_layout(p->table)->log.h);
    assert_true(needs > n);
    assert_true(newer);
    assert_int_equal(rows[0].entry, newest);
    assert_int_equal(rows[0].start, 0);
    /* The wheel (pointer over the log) scrolls on to the entry's last row. */
    hand_point_at(p, table_test_layout(p->table)->log);
    int guard = 0;
    while (newer && ++guard < 60) n = wheel(p, -1, rows, &older, &newer);
    assert_false(newer);
    assert_int_equal(rows[n - 1].entry, newest);
    assert_int_equal(rows[n - 1].start + rows[n - 1].len, (int)strlen(entry));
    /* Up, past the entry's start, to the older entries above it. */
    for (guard = 0; rows[0].entry == newest && guard < 60; guard++) n = wheel(p, 1, rows, &older, &newer);
    assert_true(rows[0].entry < newest);
    assert_true(newer);
    /* Not over the log, the wheel does nothing to it. */
    hand_point_at(p, table_test_layout(p->table)->sheet);
    TableLogRow before = rows[0];
    n = wheel(p, 1, rows, &older, &newer);
    assert_memory_equal(&before, &rows[0], sizeof before);
    /* A new entry: back home, the newest at the foot. */
    table_log_line(p->table, "Esha took green 1 (curve)");
    n = table_log_rows(p->table, rows, TABLE_LOG_ROWS, &px, &older, &newer);
    assert_false(newer);
    assert_int_equal(rows[n - 1].entry, table_test_log(p->table)->count - 1);
    hand_draw(p);
    canvas_save(p->canvas.surface, "table-log-scroll.png");
    assert_table_picture(p->canvas.surface, p->table, "table-log-scroll.png");
    hand_close(p);
}

/* Page Up shows the rows a box higher less one (the top row stays in sight at the foot),
 * Page Down goes back; at the oldest row Page Up stops, at home Page Down does nothing. */
static void test_page_up_and_page_down_scroll_the_log(void **unused)
{
    (void)unused;
    Hand *p = &play;
    open_table(p, 3, 1280, 800);
    for (int i = 0; i < 40; i++) {
        char line[40];
        snprintf(line, sizeof line, "line %d", i);
        table_log_line(p->table, line);
    }
    TableLogRow rows[TABLE_LOG_ROWS];
    bool older, newer;
    int px, n = table_log_rows(p->table, rows, TABLE_LOG_ROWS, &px, &older, &newer);
    assert_true(n >= 3);
    assert_true(older);
    assert_false(newer);
    int home = rows[0].entry, last = table_test_log(p->table)->count - 1;
    assert_int_equal(rows[n - 1].entry, last);
    hand_key(p, SDLK_PAGEUP, KMOD_NONE);
    n = table_log_rows(p->table, rows, TABLE_LOG_ROWS, &px, &older, &newer);
    assert_int_equal(rows[0].entry, home - (n - 1));
    assert_int_equal(rows[n - 1].entry, home);
    assert_true(newer);
    hand_key(p, SDLK_PAGEDOWN, KMOD_NONE);
    n = table_log_rows(p->table, rows, TABLE_LOG_ROWS, &px, &older, &newer);
    assert_int_equal(rows[0].entry, home);
    assert_false(newer);
    hand_key(p, SDLK_PAGEDOWN, KMOD_NONE);
    n = table_log_rows(p->table, rows, TABLE_LOG_ROWS, &px, &older, &newer);
    assert_int_equal(rows[0].entry, home);
    for (int i = 0; i < 40; i++) hand_key(p, SDLK_PAGEUP, KMOD_NONE);
    n = table_log_rows(p->table, rows, TABLE_LOG_ROWS, &px, &older, &newer);
    assert_int_equal(rows[0].entry, 0);
    assert_false(older);
    hand_close(p);
}

/* Entries of two rows each in a box of three: the box's top row shows the end of the entry
 * above, never an empty row, and the arrow says more is above. */
static void test_the_log_has_no_empty_row_at_its_top(void **unused)
{
    (void)unused;
    Hand *p = &play;
    open_table(p, 3, 1280, 800);
    char entry[LOG_BOOK_CHARS];
    log_entry_of_rows(p, 2, entry, sizeof entry);
    for (int i = 0; i < 3; i++) table_log_line(p->table, entry);
    TableLogRow rows[TABLE_LOG_ROWS];
    bool older, newer;
    int px, n = table_log_rows(p->table, rows, TABLE_LOG_ROWS, &px, &older, &newer);
    const TableLayout *l = table_test_layout(p->table);
    int fit = (l->log.h - l->unit) / (px * 5 / 4), count = table_test_log(p->table)->count;
    printf("%d rows shown in a box of %d\n", n, fit);
    assert_true(fit >= 3);
    assert_int_equal(n, fit);
    assert_true(older);
    assert_false(newer);
    /* From the foot up, two rows an entry, newest first: every row of the box filled, the top
     * one perhaps the last row of an entry whose first is above the box. */
    for (int i = 0; i < n; i++) {
        int j = n - 1 - i;
        assert_int_equal(rows[i].entry, count - 1 - j / 2);
        assert_true((rows[i].start == 0) == (j % 2 == 1));
    }
    /* No empty band above the first row: the box's top margin, and what is left of its
     * height goes between the entries. */
    printf("first row %d px under the box's top (unit %d)\n", rows[0].y - l->log.y, l->unit);
    assert_true(rows[0].y - l->log.y <= l->unit / 2 + n);
    assert_true(rows[n - 1].y + px * 5 / 4 <= l->log.y + l->log.h - l->unit / 2);
    /* Scrolled up a row, the top row is the one above it. */
    hand_point_at(p, l->log);
    TableLogRow top = rows[0];
    n = wheel(p, 1, rows, &older, &newer);
    assert_int_equal(rows[1].entry, top.entry);
    assert_int_equal(rows[1].start, top.start);
    hand_close(p);
}

TEST_MAIN(
    cmocka_unit_test(test_an_entry_of_five_rows_is_drawn_whole),
    cmocka_unit_test(test_the_smallest_window_shows_a_long_entry_whole),
    cmocka_unit_test(test_the_wheel_scrolls_through_a_tall_entry_and_older_ones),
    cmocka_unit_test(test_page_up_and_page_down_scroll_the_log),
    cmocka_unit_test(test_the_log_has_no_empty_row_at_its_top)
)
