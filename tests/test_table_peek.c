/* test_table_peek.c — another player's sheet shown large without changing whose turn it is
 * (table_peek.c): the pointer resting TABLE_PEEK_MS on a thumbnail shows that sheet until
 * it leaves, passing over the thumbnails changes nothing, a click keeps the sheet, Esc (and
 * Backspace, the controller's B) brings back the acting player's own, the keyboard's ring
 * opens one too, the note saying whose sheet it is never lies over the sheet, and at 200 %
 * it leaves the prompt at its size. Headless, on the fake clock (table_hand.h). */
#include "support.h"
#include "table_picture.h"
#include "language.h"
#include "layout_check.h"
#include "table_hand.h"
#include "text_fit_check.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>
#include <SDL_image.h>

#include "i18n.h"
#include "table.h"
#include "table_draw.h"
#include "table_frame.h"
#include "table_peek.h"
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

/* The pointer rests where it is for ms (the loop ticks the table meanwhile). */
static void rest(Hand *p, uint32_t ms)
{
    for (uint32_t k = 0; k < ms; k += 10) {
        p->now += 10;
        table_tick(p->table, p->now);
    }
}

static SDL_Point thumb_point(Hand *p, int i) { return event_middle(table_test_layout(p->table)->thumb[i]); }

static int thumb_seat(Hand *p, int i)
{
    int seats[GAME_MAX_PLAYERS - 1];
    assert_true(i < table_thumb_seats(p->table, seats));
    return seats[i];
}

static void test_a_resting_pointer_shows_the_sheet_until_it_leaves(void **unused)
{
    (void)unused;
    Hand *p = &play;
    open_table(p, 3, 1280, 800);
    Game before = *hand_game(p);
    int acting = table_acting_seat(p->table), other = thumb_seat(p, 0);
    assert_int_not_equal(other, acting);
    SDL_Point at = thumb_point(p, 0);
    hand_motion(p, at.x, at.y);
    rest(p, TABLE_PEEK_MS - 60);
    /* Not yet: passing over a thumbnail does nothing. */
    assert_int_equal(table_big_seat(p->table), acting);
    assert_true(table_peek_pending(p->table));
    rest(p, 60);
    assert_int_equal(table_big_seat(p->table), other);
    assert_int_equal(table_peek_seat(p->table), other);
    assert_false(table_peek_pending(p->table));
    /* The thumbnails stay put while one is peeked at, and the turn is still the same. */
    assert_int_equal(thumb_seat(p, 0), other);
    assert_int_equal(table_acting_seat(p->table), acting);
    assert_int_equal(table_test_pointer(p->table).viewed, -1);
    assert_memory_equal(&before, hand_game(p), sizeof before);
    /* A small move on the same thumbnail keeps it; leaving it brings back the own sheet. */
    hand_motion(p, at.x + 2, at.y + 1);
    assert_int_equal(table_big_seat(p->table), other);
    hand_point_at(p, table_test_layout(p->table)->log);
    assert_int_equal(table_big_seat(p->table), acting);
    rest(p, 2 * TABLE_PEEK_MS);
    assert_int_equal(table_big_seat(p->table), acting);
    hand_close(p);
}

static void test_passing_over_the_thumbnails_changes_nothing(void **unused)
{
    (void)unused;
    Hand *p = &play;
    open_table(p, 5, 1280, 800);
    int acting = table_acting_seat(p->table);
    /* Across all four thumbnails, a little under the delay on each. */
    for (int i = 0; i < table_test_layout(p->table)->thumbs; i++) {
        SDL_Point at = thumb_point(p, i);
        hand_motion(p, at.x, at.y);
        rest(p, TABLE_PEEK_MS - 40);
        assert_int_equal(table_big_seat(p->table), acting);
    }
    hand_point_at(p, table_test_layout(p->table)->sheet);
    rest(p, 2 * TABLE_PEEK_MS);
    assert_int_equal(table_big_seat(p->table), acting);
    assert_false(table_peek_pending(p->table));
    hand_close(p);
}

static void test_a_click_keeps_the_sheet_and_esc_returns(void **unused)
{
    (void)unused;
    Hand *p = &play;
    open_table(p, 4, 1280, 800);
    Game before = *hand_game(p);
    int acting = table_acting_seat(p->table), other = thumb_seat(p, 1);
    SDL_Point at = thumb_point(p, 1);
    hand_motion(p, at.x, at.y);
    rest(p, TABLE_PEEK_MS + 20);
    assert_int_equal(table_big_seat(p->table), other);
    hand_click(p, at);
    assert_int_equal(table_test_pointer(p->table).viewed, other);
    /* The thumbnail now under the pointer shows another seat; resting on it peeks at nothing
     * until the pointer has left it. */
    rest(p, 2 * TABLE_PEEK_MS);
    assert_int_equal(table_big_seat(p->table), other);
    hand_point_at(p, table_test_layout(p->table)->log);
    rest(p, 2 * TABLE_PEEK_MS);
    assert_int_equal(table_big_seat(p->table), other);
    /* Esc: back to the acting player's own sheet, not the leave question. */
    hand_key(p, SDLK_ESCAPE, KMOD_NONE);
    assert_int_equal(table_big_seat(p->table), acting);
    assert_false(table_test_pointer(p->table).confirm_leave);
    assert_memory_equal(&before, hand_game(p), sizeof before);
    /* On the own sheet Esc asks about leaving, as before. */
    hand_key(p, SDLK_ESCAPE, KMOD_NONE);
    assert_true(table_test_pointer(p->table).confirm_leave);
    hand_key(p, SDLK_ESCAPE, KMOD_NONE);
    assert_false(table_test_pointer(p->table).confirm_leave);
    /* The controller's B (Backspace at the table) goes back the same way, before undo. */
    int first = thumb_seat(p, 0);
    hand_click(p, thumb_point(p, 0));
    assert_int_equal(table_big_seat(p->table), first);
    assert_true(table_back_to_own(p->table));
    assert_int_equal(table_big_seat(p->table), acting);
    assert_false(table_back_to_own(p->table));
    hand_close(p);
}

static void test_the_keyboard_opens_a_sheet_and_esc_returns(void **unused)
{
    (void)unused;
    Hand *p = &play;
    open_table(p, 3, 1280, 800);
    int acting = table_acting_seat(p->table);
    const FocusRing *f = &table_test_focus(p->table)->ring;
    int guard = 0;
    do hand_key(p, SDLK_TAB, KMOD_NONE);
    while ((f->current < 0 || f->item[f->current].group != TF_THUMB) && ++guard < 80);
    assert_int_equal(f->item[f->current].group, TF_THUMB);
    int seat = thumb_seat(p, f->item[f->current].id);
    hand_key(p, SDLK_RETURN, KMOD_NONE);
    assert_int_equal(table_big_seat(p->table), seat);
    assert_int_not_equal(seat, acting);
    hand_key(p, SDLK_ESCAPE, KMOD_NONE);
    assert_int_equal(table_big_seat(p->table), acting);
    assert_false(table_test_pointer(p->table).confirm_leave);
    hand_close(p);
}

/* Five players at 200 % in 1280x800 leave no room for thumbnails: the seats' cards open the
 * sheets instead, by resting on one, by a click (the acting player's own card brings back
 * theirs) and by the keyboard's ring, which visits the cards. */
static void test_without_thumbnails_the_seat_cards_open_the_sheets(void **unused)
{
    (void)unused;
    Hand *p = &play;
    open_table(p, 5, 1280, 800);
    hand_zoom(p, 200);
    const TableLayout *l = table_test_layout(p->table);
    assert_int_equal(l->thumbs, 0);
    Game before = *hand_game(p);
    int acting = table_acting_seat(p->table), other = thumb_seat(p, 1);
    SDL_Point at = event_middle(l->seat[other]);
    assert_int_equal(table_sheet_target(p->table, at.x, at.y), 1);
    /* The acting seat's own card opens nothing while its sheet is the large one. */
    SDL_Point own = event_middle(l->seat[acting]);
    assert_int_equal(table_sheet_target(p->table, own.x, own.y), -1);
    hand_motion(p, at.x, at.y);
    rest(p, TABLE_PEEK_MS - 60);
    assert_int_equal(table_big_seat(p->table), acting);
    rest(p, 60);
    assert_int_equal(table_big_seat(p->table), other);
    hand_point_at(p, l->log);
    assert_int_equal(table_big_seat(p->table), acting);
    /* A click keeps it; a click on the acting player's card brings back their own. */
    hand_click(p, at);
    assert_int_equal(table_test_pointer(p->table).viewed, other);
    assert_int_equal(table_big_seat(p->table), other);
    hand_click(p, own);
    assert_int_equal(table_big_seat(p->table), acting);
    assert_int_equal(table_test_pointer(p->table).viewed, -1);
    /* The ring visits the four other cards; Enter on one shows its sheet. */
    const FocusRing *f = &table_test_focus(p->table)->ring;
    int guard = 0;
    do hand_key(p, SDLK_TAB, KMOD_NONE);
    while ((f->current < 0 || f->item[f->current].group != TF_THUMB) && ++guard < 80);
    assert_int_equal(f->item[f->current].group, TF_THUMB);
    int cards = 0;
    for (int i = 0; i < f->count; i++) {
        if (f->item[i].group != TF_THUMB) continue;
        SDL_Rect want = l->seat[thumb_seat(p, f->item[i].id)];
        assert_memory_equal(&f->item[i].rect, &want, sizeof want);
        cards++;
    }
    assert_int_equal(cards, 4);
    int seat = thumb_seat(p, f->item[f->current].id);
    hand_key(p, SDLK_RETURN, KMOD_NONE);
    assert_int_equal(table_big_seat(p->table), seat);
    hand_key(p, SDLK_ESCAPE, KMOD_NONE);
    assert_int_equal(table_big_seat(p->table), acting);
    assert_memory_equal(&before, hand_game(p), sizeof before);
    hand_close(p);
}

/* The note is in the window, clear of the sheet, and holds its words. */
static void check_note(Hand *p, const char *what)
{
    char text[192];
    SDL_Rect box, win = {0, 0, p->w, p->h};
    int px, tw, th;
    if (!table_view_note(p->table, text, sizeof text, &box, &px)) fail_msg("no note %s", what);
    if (layout_overlap(box, table_test_layout(p->table)->sheet)) fail_msg("the note lies over the sheet %s", what);
    SDL_Rect in;
    if (!SDL_IntersectRect(&box, &win, &in) || !SDL_RectEquals(&in, &box)) fail_msg("the note leaves the window %s", what);
    art_text_size(p->canvas.art, FONT_BOLD, px, text, &tw, &th);
    if (tw > box.w) fail_msg("the note's words are cut %s: %s", what, text);
}

static void test_the_note_never_covers_the_sheet(void **unused)
{
    (void)unused;
    static const int size[][2] = {{1024, 640}, {1280, 800}, {1920, 1080}};
    for (int z = 0; z < 3; z++)
        for (int players = 2; players <= GAME_MAX_PLAYERS; players++) {
            Hand *p = &play;
            char what[96];
            open_table(p, players, size[z][0], size[z][1]);
            snprintf(what, sizeof what, "at %dx%d, %d players", size[z][0], size[z][1], players);
            char text[192];
            SDL_Rect box;
            int px;
            assert_false(table_view_note(p->table, text, sizeof text, &box, &px));
            SDL_Point at = thumb_point(p, 0);
            hand_motion(p, at.x, at.y);
            rest(p, TABLE_PEEK_MS + 20);
            check_note(p, what);
            hand_click(p, at);
            check_note(p, what);
            if (z == 1 && players == 3) {
                hand_draw(p);
                canvas_save(p->canvas.surface, "table-looking.png");
                assert_table_picture(p->canvas.surface, p->table, "table-looking.png");
            }
            /* Chips filling their row: the note goes to the prompt's end. */
            int choices = table_test_choices(p->table).count;
            table_test_set_choices(p->table, TABLE_MAX_CHOICES);
            check_note(p, what);
            table_test_set_choices(p->table, choices);
            hand_close(p);
        }
}

/* In German and Dutch too, with the longest names a seat may have, the note fits its place
 * whole, off the sheet, at the smallest window and the usual one. */
static void test_the_note_fits_in_german_and_dutch(void **unused)
{
    (void)unused;
    static const char *const langs[] = {"de", "nl"};
    static const int size[][2] = {{1024, 640}, {1280, 800}};
    for (int k = 0; k < 2; k++) {
        test_language(langs[k]);
        for (int z = 0; z < 2; z++) {
            Hand *p = &play;
            char what[96];
            open_table(p, 5, size[z][0], size[z][1]);
            for (int s = 0; s < 5; s++) snprintf(table_test_seats(p->table)->name[s], SEAT_NAME_MAX, "Wwwwwwwwwwwwwwwwwwwwww%d", s);
            snprintf(what, sizeof what, "in %s at %dx%d", langs[k], size[z][0], size[z][1]);
            SDL_Point at = thumb_point(p, 0);
            hand_motion(p, at.x, at.y);
            rest(p, TABLE_PEEK_MS + 20);
            check_note(p, what);
            hand_click(p, at);
            check_note(p, what);
            table_test_set_choices(p->table, TABLE_MAX_CHOICES);
            check_note(p, what);
            table_test_set_choices(p->table, 0);
            hand_close(p);
        }
    }
}

/* The point that opens sheet 0 (table_thumb_seats' order): its thumbnail, or its seat's card
 * where the layout has no thumbnails. */
static SDL_Point first_sheet_point(Hand *p)
{
    const TableLayout *l = table_test_layout(p->table);
    if (l->thumbs > 0) return thumb_point(p, 0);
    return event_middle(l->seat[thumb_seat(p, 0)]);
}

/* At 200 % a prompt too long for its line wraps into the chips' row at its own size (test_
 * table_feedback); a sheet peeked at, or opened by a click, leaves it so: the note saying
 * whose sheet it is takes the row's right end, and the prompt keeps its size and its two
 * lines, in English at 1280×800, German at 1024×640 (its 150 % cap) and Dutch at 1920×1080,
 * two to five players. Each frame is checked as the text-fit tests do: no line outside its
 * box or over another (the note over the prompt's second line). */
static void test_a_peek_keeps_the_prompt_s_size_at_200_percent(void **unused)
{
    (void)unused;
    static const struct { const char *lang; int w, h; } at[] = {{"en", 1280, 800}, {"de", 1024, 640}, {"nl", 1920, 1080}};
    int wrapped = 0;
    for (int k = 0; k < 3; k++) {
        test_language(at[k].lang);
        for (int players = 2; players <= GAME_MAX_PLAYERS; players++) {
            Hand *p = &play;
            char where[96];
            open_table(p, players, at[k].w, at[k].h);
            hand_zoom(p, 200);
            snprintf(where, sizeof where, "%s at %dx%d, %d players", at[k].lang, at[k].w, at[k].h, players);
            TablePromptLines before, during;
            table_prompt_lines(p->table, &before);
            SDL_Point sheet = first_sheet_point(p);
            hand_motion(p, sheet.x, sheet.y);
            rest(p, TABLE_PEEK_MS + 20);
            assert_true(table_peek_seat(p->table) >= 0);
            for (int click = 0; click < 2; click++) {
                table_prompt_lines(p->table, &during);
                if (during.px != before.px || during.below != before.below)
                    fail_msg("%s%s: the prompt at %d px%s, %d px%s without the note", where, click ? ", clicked" : "",
                             during.px, during.below ? " on two rows" : "", before.px, before.below ? " on two rows" : "");
                table_cache_forget(table_test_cache(p->table));
                fit_record(p->canvas.art);
                hand_draw(p);
                fit_check(where);
                hand_click(p, sheet);
            }
            wrapped += before.below;
            hand_close(p);
        }
    }
    assert_true(wrapped > 0);
    assert_int_equal(fit_problems(), 0);
}

TEST_MAIN(
    cmocka_unit_test_teardown(test_a_resting_pointer_shows_the_sheet_until_it_leaves, test_language_back),
    cmocka_unit_test_teardown(test_passing_over_the_thumbnails_changes_nothing, test_language_back),
    cmocka_unit_test_teardown(test_a_click_keeps_the_sheet_and_esc_returns, test_language_back),
    cmocka_unit_test_teardown(test_the_keyboard_opens_a_sheet_and_esc_returns, test_language_back),
    cmocka_unit_test_teardown(test_without_thumbnails_the_seat_cards_open_the_sheets, test_language_back),
    cmocka_unit_test_teardown(test_the_note_never_covers_the_sheet, test_language_back),
    cmocka_unit_test_teardown(test_the_note_fits_in_german_and_dutch, test_language_back),
    cmocka_unit_test_teardown(test_a_peek_keeps_the_prompt_s_size_at_200_percent, test_language_back)
)
