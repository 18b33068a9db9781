/* test_table_saved.c — the table tells the truth about the last autosave. Headless
 * (table_hand.h) with the autosave written into a scratch folder: the leave card and the
 * hand-over card say the game is saved only while the last write got through; when the
 * folder cannot take it (a path through a file, which stops root too; a read-only folder
 * where permissions hold) or the disk is full (the file size limit, for root too), they say
 * why and what leaving would lose — the whole game, or what was played since the last
 * save — in English, German and Dutch, and the cards grow to hold it. Opening the leave
 * card tries the save again, so it tells how things stand now. */
#define _POSIX_C_SOURCE 200809L
#include "support.h"
#include "language.h"
#include "table_hand.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include "i18n.h"
#include "layout_check.h"
#include "save_words.h"
#include "table.h"
#include "table_draw.h"
#include "table_frame.h"
#include "table_steps.h"
#include "table_test.h"
#include "type_scale.h"

#define WIN_W 1280
#define WIN_H 800

static Hand play;
static char scratch[64], good[128], gone[160];

static int folders_make(void **unused)
{
    (void)unused;
    test_scratch_make(scratch, sizeof scratch, "table-saved");
    snprintf(good, sizeof good, "%s/user/", scratch);
    assert_int_equal(mkdir(good, 0700), 0);
    /* A folder below a file can never be made or written, for root too. */
    char file[128];
    snprintf(file, sizeof file, "%s/file", scratch);
    FILE *f = fopen(file, "w");
    assert_non_null(f);
    fclose(f);
    snprintf(gone, sizeof gone, "%s/user/", file);
    return 0;
}

static int folders_remove(void **unused)
{
    (void)unused;
    test_scratch_remove(scratch);
    return 0;
}

static void leave_words(Hand *p, char *buf, size_t cap)
{
    int px, lines, u = table_test_layout(p->table)->unit;
    SDL_Rect card = table_leave_card(p->table);
    table_leave_words(p->table, card.w - 4 * u, buf, cap, &px, &lines);
}

static void handover_words(Hand *p, char *buf, size_t cap)
{
    SaveState saved = table_test_saved(p->table);
    save_words_handover(test_lang(), &saved, buf, cap);
}

/* The leave card as drawn: inside the window, its words (every line) between the title
 * and the buttons. */
static void check_leave_card(Hand *p)
{
    int u = table_test_layout(p->table)->unit, px, lines;
    SDL_Rect card = table_leave_card(p->table), leave, stay;
    table_leave_buttons(p->table, &leave, &stay);
    char words[600];
    table_leave_words(p->table, card.w - 4 * u, words, sizeof words, &px, &lines);
    assert_true(layout_inside(card, (SDL_Rect){0, 0, p->w, p->h}));
    int top = card.y + 3 * u + type_px(p->canvas.art, u, TYPE_TITLE) * 5 / 4 + u;
    assert_true(top + lines * px * 5 / 4 <= leave.y - u);
    assert_true(layout_inside(leave, card) && layout_inside(stay, card));
    hand_draw(p);
}

/* The hand-over card: its words about the save under the ready line, inside it. */
static void check_handover_card(Hand *p)
{
    TableHandoverCard c;
    table_handover_card(p->table, &c);
    assert_true(c.saved_lines > 0);
    assert_true(layout_inside(c.card, (SDL_Rect){0, 0, p->w, p->h}));
    assert_true(c.saved_y > c.ready_y);
    assert_true(c.saved_y + c.saved_lines * c.saved_px * 5 / 4 <= c.card.y + c.card.h);
    hand_draw(p);
}

/* One action of the seat to act, through the table (which writes the autosave after it). */
static void act(Hand *p)
{
    Action legal[GAME_MAX_LEGAL];
    assert_true(game_legal(hand_game(p), test_sheets(), legal) > 0);
    assert_true(table_apply(p->table, legal[0], p->now));
}

static void assert_leave_says(Hand *p, const char *want)
{
    char words[600];
    leave_words(p, words, sizeof words);
    assert_string_equal(words, want);
}

#define SINCE_LAST " Leaving would lose what was played since the last save."

/* Saved, then the folder gone, then the disk full, then room again. */
static void test_the_cards_say_saved_only_while_the_saves_get_through(void **unused)
{
    (void)unused;
    Hand *p = &play;
    hand_open_people(p, 2, 3, 3, WIN_W, WIN_H);
    table_set_save_dir(p->table, good);
    hand_first_decision(p);   /* the first roll is saved */
    assert_true(table_test_saved(p->table).ok);
    assert_leave_says(p, "It is saved: you can resume it from the set-up screen.");
    char words[600];
    handover_words(p, words, sizeof words);
    assert_string_equal(words, "The game is saved.");

    table_set_save_dir(p->table, gone);
    act(p);
    assert_false(table_test_saved(p->table).ok);
    assert_int_equal(table_test_saved(p->table).cause, ENOTDIR);
    assert_leave_says(p, "The game could not be saved: the folder is missing." SINCE_LAST);
    hand_key(p, SDLK_ESCAPE, KMOD_NONE);
    assert_true(table_test_pointer(p->table).confirm_leave);
    check_leave_card(p);
    hand_key(p, SDLK_ESCAPE, KMOD_NONE);
    /* The turn passed on (End turn saves again, and fails again): the next player's card. */
    if (table_waiting_end_turn(p->table)) table_end_turn(p->table, p->now);
    for (int guard = 0; guard < 20 && !table_handover_due(p->table); guard++) act(p);
    assert_true(table_handover_due(p->table));
    check_handover_card(p);
    handover_words(p, words, sizeof words);
    assert_string_equal(words, "The game could not be saved: the folder is missing." SINCE_LAST);
    hand_first_decision(p);

    /* The disk full: the leave card tries again and says so. */
    table_set_save_dir(p->table, good);
    struct rlimit before, small = {.rlim_cur = 16, .rlim_max = 0};
    assert_int_equal(getrlimit(RLIMIT_FSIZE, &before), 0);
    small.rlim_max = before.rlim_max;
    void (*old_handler)(int) = signal(SIGXFSZ, SIG_IGN);
    assert_int_equal(setrlimit(RLIMIT_FSIZE, &small), 0);
    hand_key(p, SDLK_ESCAPE, KMOD_NONE);
    assert_int_equal(setrlimit(RLIMIT_FSIZE, &before), 0);
    signal(SIGXFSZ, old_handler);
    assert_true(table_test_pointer(p->table).confirm_leave);
    assert_leave_says(p, "The game could not be saved: the disk is full." SINCE_LAST);
    check_leave_card(p);
    hand_key(p, SDLK_ESCAPE, KMOD_NONE);

    /* Room again: the next leave card's try gets through and it says so. */
    hand_key(p, SDLK_ESCAPE, KMOD_NONE);
    assert_true(table_test_saved(p->table).ok);
    assert_leave_says(p, "It is saved: you can resume it from the set-up screen.");
    hand_key(p, SDLK_ESCAPE, KMOD_NONE);

    /* A read-only folder, where permissions hold (not for root). */
    if (geteuid() != 0) {
        assert_int_equal(chmod(good, 0500), 0);
        act(p);
        assert_int_equal(chmod(good, 0700), 0);
        assert_leave_says(p, "The game could not be saved: the folder cannot be written to." SINCE_LAST);
    }
    hand_close(p);
}

/* A new game whose very first save failed: leaving would lose all of it. The words in the
 * three languages, on cards that hold them at 100 % and 200 %. */
static void test_a_game_never_saved_would_be_lost_whole_in_every_language(void **unused)
{
    (void)unused;
    static const struct {
        const char *lang, *leave;
    } SAID[] = {
        {"en", "The game could not be saved: the disk is full. Leaving would lose the whole game."},
        {"de", "Die Partie konnte nicht gespeichert werden: der Datenträger ist voll. Wer jetzt geht, verliert die "
               "ganze Partie."},
        {"nl", "Het spel kon niet bewaard worden: de schijf is vol. Wie nu weggaat, verliest het hele spel."},
    };
    Hand *p = &play;
    for (int zoom = 100; zoom <= 200; zoom += 100)
        for (size_t i = 0; i < sizeof SAID / sizeof SAID[0]; i++) {
            test_language(SAID[i].lang);
            hand_open_people(p, 2, 3, 3, WIN_W, WIN_H);
            hand_zoom(p, zoom);
            table_set_save_dir(p->table, gone);
            table_note_saved(p->table, false, ENOSPC);
            assert_true(table_handover_due(p->table));
            check_handover_card(p);
            char words[600];
            handover_words(p, words, sizeof words);
            assert_string_equal(words, SAID[i].leave);
            assert_leave_says(p, SAID[i].leave);
            table_test_set_confirm_leave(p->table, true);
            check_leave_card(p);
            hand_close(p);
        }
}

/* A table that never saves (the lesson's) says so instead of claiming it is saved. */
static void test_a_table_that_never_saves_does_not_claim_to(void **unused)
{
    (void)unused;
    Hand *p = &play;
    hand_open_people(p, 2, 3, 3, WIN_W, WIN_H);
    hand_first_decision(p);
    assert_false(table_test_saved(p->table).tried);
    assert_leave_says(p, "This game is not saved: leaving ends it.");
    char words[600];
    handover_words(p, words, sizeof words);
    assert_string_equal(words, "");
    hand_close(p);
}

TEST_MAIN_GROUP(folders_make, folders_remove,
    cmocka_unit_test_teardown(test_the_cards_say_saved_only_while_the_saves_get_through, test_language_back),
    cmocka_unit_test_teardown(test_a_game_never_saved_would_be_lost_whole_in_every_language, test_language_back),
    cmocka_unit_test_teardown(test_a_table_that_never_saves_does_not_claim_to, test_language_back)
)
