/* test_table_feedback.c — what the table tells the player, and when. Headless, through the
 * mouse and a fake clock (table_hand.h): a roll enters the log only when its dice land and
 * takes at most 1.2 s at normal speed; a card over the table stops the dice in the air and
 * they land as they would have after it (the log still waiting); a step the engine took by
 * itself (docs/protocol.md: one possible outcome, or none, R2.5) is logged with its reason
 * and ringed on the sheet; no message the table says names a rule clause (the clause is
 * behind "Why?"), and a click on the market that does nothing says the market's rule in
 * words with the clause behind its "Why?"; the hint rings its die or spot and its panel
 * never covers that. While the hand-over card waits, the top line says who comes next and
 * to pass the screen, never dice rolling that are not. */
#include "support.h"
#include "language.h"
#include "table_picture.h"
#include "table_hand.h"

#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>
#include <SDL_image.h>

#include "i18n.h"
#include "layout_check.h"
#include "match_test.h"
#include "table.h"
#include "table_draw.h"
#include "table_frame.h"
#include "table_hint.h"
#include "table_marks.h"
#include "table_speech.h"
#include "table_steps.h"
#include "table_test.h"
#include "table_words.h"
#include "type_scale.h"
#include "widgets.h"

#define WIN_W 1280
#define WIN_H 800

static Hand play;

static void open_table(Hand *p, int players, uint64_t seed)
{
    hand_open_people(p, players, seed, seed, WIN_W, WIN_H);
}

static bool log_has(const Hand *p, const char *text)
{
    char words[LOG_BOOK_CHARS];
    for (int i = 0; i < table_test_log(p->table)->count; i++) {
        log_book_write(test_lang(), table_test_log(p->table), i, words, sizeof words);
        if (strstr(words, text)) return true;
    }
    return false;
}

/* A rule clause as the rules number them: R5.4, R9, (R2.5). */
static bool names_a_clause(const char *text)
{
    static regex_t re;
    static bool ready;
    if (!ready) assert_int_equal(regcomp(&re, "R[0-9]+(\\.[0-9]+)?", REG_EXTENDED | REG_NOSUB), 0);
    ready = true;
    return regexec(&re, text, 0, NULL, 0) == 0;
}

static void test_a_roll_is_logged_when_its_dice_land(void **unused)
{
    (void)unused;
    Hand *p = &play;
    open_table(p, 2, 3);
    hand_click(p, (SDL_Point){WIN_W / 2, WIN_H / 2});   /* the first hand-over card */
    table_tick(p->table, p->now);                      /* the holder's roll */
    assert_int_equal(p->session.count, 1);
    assert_true(table_rolling(p->table));
    assert_false(log_has(p, "rolled the dice"));
    /* The roll's flight, on the fake clock: at most 1.2 s at normal speed. */
    uint32_t longest = 0;
    for (int d = 0; d < DIE_COUNT; d++) {
        const DieSprite *s = &table_test_dice(p->table)->die[d];
        if (s->end - s->start > longest) longest = s->end - s->start;
    }
    assert_true(longest > 0 && longest <= 1200);
    /* Half-way a card covers the table for 5 s: nothing lands, nothing is logged. */
    p->now += longest / 2;
    table_tick(p->table, p->now);
    table_pause(p->table, p->now);
    p->now += 5000;
    assert_true(table_rolling(p->table));
    table_tick(p->table, p->now);   /* the card is gone: play goes on from where it stood */
    assert_true(dice_view_animating(table_test_dice(p->table), p->now));
    assert_false(log_has(p, "rolled the dice"));
    p->now += longest / 2 + 20;
    table_tick(p->table, p->now);
    assert_false(dice_view_animating(table_test_dice(p->table), p->now));
    assert_false(table_rolling(p->table));
    assert_string_equal(log_book_words(test_lang(), table_test_log(p->table), table_test_log(p->table)->count - 1), "Asha rolled the dice for round 1");
    hand_close(p);
}

static void test_the_leave_question_stops_the_dice(void **unused)
{
    (void)unused;
    Hand *p = &play;
    open_table(p, 2, 3);
    hand_click(p, (SDL_Point){WIN_W / 2, WIN_H / 2});
    table_tick(p->table, p->now);
    hand_key(p, SDLK_ESCAPE, KMOD_NONE);
    assert_true(table_test_pointer(p->table).confirm_leave);
    for (int k = 0; k < 40; k++) {
        p->now += 100;
        table_tick(p->table, p->now);
    }
    assert_true(table_rolling(p->table));
    /* The pointer's glow and tooltip are gone with the card. */
    assert_int_equal(table_test_pointer(p->table).mouse_x, -1);
    hand_key(p, SDLK_ESCAPE, KMOD_NONE);   /* stay */
    assert_false(table_test_pointer(p->table).confirm_leave);
    table_tick(p->table, p->now);
    assert_true(dice_view_animating(table_test_dice(p->table), p->now));   /* still in the air */
    for (int k = 0; k < 30; k++) {
        p->now += 50;
        table_tick(p->table, p->now);
    }
    assert_false(table_rolling(p->table));
    assert_true(log_has(p, "Asha rolled the dice for round 1"));
    hand_close(p);
}

/* A card check at one window size and zoom; where names them in its messages. */
typedef void CardCheck(Hand *p, int w, int h, int zoom, const char *where);

/* Runs check at 100 % and 200 % in 1280x800 and 1024x640 (each check opens its table at
 * the zoom it is given, hand_zoom). */
static void at_card_sizes(CardCheck *check)
{
    static const int SIZES[][2] = {{1280, 800}, {1024, 640}};
    for (int zoom = 100; zoom <= 200; zoom += 100)
        for (int i = 0; i < 2; i++) {
            char where[64];
            snprintf(where, sizeof where, "%dx%d at %d %%", SIZES[i][0], SIZES[i][1], zoom);
            check(&play, SIZES[i][0], SIZES[i][1], zoom, where);
        }
}

/* The leave question's card: inside the window, the buttons inside the card, apart, their
 * labels and the card's words within it (on two lines at most); Leave still leaves. */
static void check_leave_card(Hand *p, int w, int h, int zoom, const char *where)
{
    hand_open_people(p, 3, 3, 3, w, h);
    hand_zoom(p, zoom);
    hand_first_decision(p);
    hand_key(p, SDLK_ESCAPE, KMOD_NONE);
    assert_true(table_test_pointer(p->table).confirm_leave);
    SDL_Rect card = table_leave_card(p->table), leave, stay;
    table_leave_buttons(p->table, &leave, &stay);
    int u = table_test_layout(p->table)->unit, body = type_px(p->canvas.art, u, TYPE_BODY);
    SDL_Rect inner = {card.x + 2 * u, card.y, card.w - 4 * u, card.h};
    const NamedRect parts[] = {{"Leave", leave}, {"Keep playing", stay}};
    assert_rects_apart(where, card, parts, 2);
    assert_true(layout_inside(card, (SDL_Rect){0, 0, w, h}));
    assert_text_fits(where, p->canvas.art, FONT_BOLD, body, (SDL_Rect){0, 0, leave.w - 4, leave.h}, "Leave");
    assert_text_fits(where, p->canvas.art, FONT_BOLD, body, (SDL_Rect){0, 0, stay.w - 4, stay.h}, "Keep playing");
    char one[160], two[160];
    assert_int_not_equal(ui_label_split(p->canvas.art, FONT_REGULAR, body,
                                        "It is saved: you can resume it from the set-up screen.", inner.w, one,
                                        two, sizeof one), 0);
    hand_draw(p);
    hand_click(p, event_middle(leave));
    assert_int_equal(table_test_outcome(p->table), TABLE_LEAVE);
    hand_close(p);
}

static void test_the_leave_card_at_100_and_200_percent(void **unused)
{
    (void)unused;
    at_card_sizes(check_leave_card);
}

/* The hand-over card: 70 x 36 units at 100 % as before; at 200 % it grows within the
 * window and its parts stay in order inside it: the title, four rows of the log, then the
 * "click when ready" line, which fits its width. */
static void check_handover_card(Hand *p, int w, int h, int zoom, const char *where)
{
    hand_open_people(p, 2, 3, 3, w, h);
    hand_zoom(p, zoom);
    TableHandoverCard c;
    table_handover_card(p->table, &c);
    int u = table_test_layout(p->table)->unit;
    if (zoom == 100) {
        assert_int_equal(c.card.w, 70 * u);
        assert_int_equal(c.card.h, 36 * u);
        assert_int_equal(c.rows_y - c.card.y, 15 * u);
        assert_int_equal(c.ready_y - c.card.y, 28 * u);
    }
    assert_true(layout_inside(c.card, (SDL_Rect){0, 0, w, h}));
    assert_true(c.title_y + type_px(p->canvas.art, u, TYPE_DISPLAY) <= c.rows_y);
    assert_int_equal(c.row_h, type_px(p->canvas.art, u, TYPE_BODY) * 3 / 2);
    assert_true(c.rows_y + (TABLE_HANDOVER_ROWS - 1) * c.row_h + type_px(p->canvas.art, u, TYPE_BODY) <= c.ready_y);
    const char *ready = "Click anywhere when you are ready";
    int px = type_px(p->canvas.art, u, type_fit(p->canvas.art, FONT_BOLD, u, TYPE_LABEL, TYPE_FINE, c.card.w - 4 * u, ready));
    assert_true(c.ready_y + px <= c.card.y + c.card.h);
    assert_text_fits(where, p->canvas.art, FONT_BOLD, px, (SDL_Rect){0, 0, c.card.w - 4 * u, px}, ready);
    hand_close(p);
}

static void test_the_handover_card_at_100_and_200_percent(void **unused)
{
    (void)unused;
    at_card_sizes(check_handover_card);
}

/* Whole games by mouse, looking for the steps the engine takes by itself. Every message
 * said on the way, and a refusal at every decision (a click on each die), is checked for
 * clause numbers. */
static void test_forced_steps_are_logged_and_no_message_names_a_clause(void **unused)
{
    (void)unused;
    static Action legal[GAME_MAX_LEGAL];
    int forced = 0, refusals = 0, no_effect = 0, gained = 0;
    for (uint64_t seed = 1; seed <= 4 && forced < 3; seed++) {
        Hand *p = &play;
        open_table(p, 2, seed);
        hand_settle(p);
        for (int moves = 0; moves < 400 && table_test_outcome(p->table) == TABLE_PLAYING; moves++) {
            /* Outside the steps that take a die, a click on a die is refused: in words. */
            int step = hand_game(p)->step.kind;
            for (int d = 0; d < DIE_COUNT && step != STEP_CHOOSE_DIE && step != STEP_KARMA_KEEP &&
                            step != STEP_GOODS_DIE; d++) {
                Game before = *hand_game(p);
                hand_click(p, hand_die_point(p, d));
                assert_memory_equal(&before, hand_game(p), sizeof before);
                if (table_test_message(p->table).text[0] && table_test_message(p->table).bad) {
                    refusals++;
                    if (names_a_clause(table_test_message(p->table).text)) fail_msg("a clause in: %s", table_test_message(p->table).text);
                }
            }
            int n = game_legal(hand_game(p), test_sheets(), legal);
            Action a = hand_pick(p, legal, n);
            Game probe = *hand_game(p);
            GameForced f;
            Refusal why;
            assert_true(game_apply_traced(&probe, test_sheets(), &a, &why, &f));
            int lines = table_test_log(p->table)->count;
            Game was = *hand_game(p);
            hand_perform(p, &a);
            /* A bonus gained says so in the action's own line (R9.1). */
            const Game *now_g = hand_game(p);
            if (now_g->waiting == WAIT_ACTION && now_g->to_act == was.to_act && now_g->turn == was.turn &&
                now_g->pending_count > was.pending_count && lines < LOG_BOOK_ITEMS - 8) {
                if (!strstr(log_book_words(test_lang(), table_test_log(p->table), lines), " — bonus: "))
                    fail_msg("no bonus in: %s", log_book_words(test_lang(), table_test_log(p->table), lines));
                gained++;
            }
            /* A forced step that marked the sheet (a sale of nothing marks nothing). */
            bool made = false;
            for (int i = 0; i < f.count; i++) {
                const Game *next = i + 1 < f.count ? &f.before[i + 1] : hand_game(p);
                int seat = f.before[i].to_act;
                made |= !f.no_effect[i] && memcmp(&f.before[i].player[seat], &next->player[seat], sizeof(Player)) != 0;
            }
            for (int i = 0; i < f.count; i++) no_effect += f.no_effect[i];
            if (made && lines < LOG_BOOK_ITEMS - 8) {
                forced++;
                bool said = false;
                for (int i = lines; i < table_test_log(p->table)->count; i++)
                    said |= strncmp(log_book_words(test_lang(), table_test_log(p->table), i), "The only possible move, made by itself: ", 40) == 0;
                assert_true(said);
                /* Ringed on the sheet from the moment it was made (a long drag's events
                 * may outlast the flash on the fake clock). */
                char text[64];
                action_format(&a, text, sizeof text);
                if (table_test_forced(p->table).count == 0) fail_msg("nothing ringed after %s", text);
                assert_true(table_forced_shown(p->table, table_test_forced(p->table).at));
                if (forced == 1) {
                    hand_draw(p);
                    canvas_save(p->canvas.surface, "table-forced.png");
                    assert_table_picture(p->canvas.surface, p->table, "table-forced.png");
                }
            }
            if (names_a_clause(table_test_message(p->table).text)) fail_msg("a clause in: %s", table_test_message(p->table).text);
            for (int i = 0; i < table_test_log(p->table)->count; i++)
                if (names_a_clause(log_book_words(test_lang(), table_test_log(p->table), i))) fail_msg("a clause in the log: %s", log_book_words(test_lang(), table_test_log(p->table), i));
            hand_settle(p);
        }
        hand_close(p);
    }
    printf("forced steps %d, no-effect steps %d, refusals checked %d, bonuses gained %d\n", forced, no_effect,
           refusals, gained);
    assert_true(forced > 0);
    assert_true(gained > 0);
    assert_true(refusals > 0);
}

static bool gold(SDL_Surface *s, int x, int y)
{
    Uint32 px;
    memcpy(&px, (const Uint8 *)s->pixels + y * s->pitch + x * 4, 4);
    Uint8 r, g, b;
    SDL_GetRGB(px, s->format, &r, &g, &b);
    return r > 220 && g > 160 && g < 215 && b < 90;
}

static void test_the_hint_rings_its_die_and_does_not_cover_it(void **unused)
{
    (void)unused;
    Hand *p = &play;
    open_table(p, 2, 3);
    hand_settle(p);
    static Action legal[GAME_MAX_LEGAL];
    int n = game_legal(hand_game(p), test_sheets(), legal);
    assert_true(n > 0 && legal[0].kind == ACT_TAKE);
    /* A hint as the hard bot gives it: its best action is to take legal[0]'s die. */
    match_test_set_hint(table_test_match(p->table), &(BotChoice){.action = legal[0]}, 1);
    table_test_show_hint(p->table, true, "Take it");
    SDL_Rect ring;
    bool die;
    assert_true(table_hint_target(p->table, &ring, &die));
    assert_true(die);
    const DieSprite *s = &table_test_dice(p->table)->die[legal[0].arg[0]];
    assert_true(ring.x < (int)s->x && ring.x + ring.w > (int)s->x && ring.y < (int)s->y && ring.y + ring.h > (int)s->y);
    hand_motion(p, 2, 2);
    hand_draw(p);
    canvas_save(p->canvas.surface, "table-hint-ring.png");
    assert_table_picture(p->canvas.surface, p->table, "table-hint-ring.png");
    /* The ring's gold, left and right of the die at its height. */
    float radius = (float)ring.w * 0.62f;
    int cy = ring.y + ring.h / 2, cx = ring.x + ring.w / 2;
    bool left = false, right = false;
    for (int dx = -2; dx <= 2; dx++) {
        left |= gold(p->canvas.surface, cx - (int)radius + dx, cy);
        right |= gold(p->canvas.surface, cx + (int)radius + dx, cy);
    }
    assert_true(left && right);
    /* A spot at the sheet's foot: the panel moves to its head rather than cover it. */
    SDL_Rect sheet = table_test_layout(p->table)->sheet;
    SDL_Rect foot = table_hint_place(p->table, sheet.w / 2, sheet.h / 5);
    BotChoice river = {.action = action_make(ACT_BACK, 0, 0)};   /* the river's start, at the foot */
    match_test_set_hint(table_test_match(p->table), &river, 1);
    Spot spot;
    if (input_action_spot(hand_game(p), test_sheets(), &river.action, &spot)) {
        assert_true(table_hint_target(p->table, &ring, &die));
        assert_false(die);
        SDL_Rect box = table_hint_place(p->table, sheet.w / 2, sheet.h / 5);
        assert_false(SDL_HasIntersection(&box, &ring));
        if (SDL_HasIntersection(&foot, &ring)) assert_true(box.y < sheet.y + sheet.h / 2);
    }
    hand_close(p);
}

/* A refusal's red banner over the sheet and the Hint's panel never hide each other: with
 * the advice about the river's start at the sheet's foot the panel would go to the head,
 * where the banner is; it goes where it covers neither, in English and in German. */
static void test_the_hint_panel_keeps_off_the_refusal_banner(void **unused)
{
    (void)unused;
    Hand *p = &play;
    for (int lang = 0; lang < 2; lang++) {
        if (lang == 1) test_language("de");
        open_table(p, 2, 5);
        hand_settle(p);
        /* the river's start, at the foot */
        match_test_set_hint(table_test_match(p->table), &(BotChoice){.action = action_make(ACT_BACK, 0, 0)}, 1);
        table_test_show_hint(p->table, true, "Do it");
        uint32_t now = p->now;   /* the hand's clock: what its drawing sees */
        table_say(p->table, true, lang ? "Diese Straße ist nicht mit deiner Residenz verbunden: so geht es nicht."
                                        : "This road does not join your residence: it cannot go there.", now);
        assert_true(table_message_up(p->table, now));
        int px;
        SDL_Rect banner = table_message_box(p->table, &px);
        SDL_Rect sheet = table_test_layout(p->table)->sheet;
        int w = sheet.w / 2, h = sheet.h / 5;
        SDL_Rect alone = table_hint_place(p->table, w, h);
        assert_true(SDL_HasIntersection(&alone, &banner));   /* the head: where the banner is */
        SDL_Rect box = table_hint_place_off(p->table, w, h, banner);
        assert_false(SDL_HasIntersection(&box, &banner));
        SDL_Rect about[SHEET_MAX_SPOTS + 2];
        int k = table_hint_about(p->table, about, SHEET_MAX_SPOTS + 2);
        for (int j = 0; j < k; j++) assert_false(SDL_HasIntersection(&box, &about[j]));
        hand_draw(p);
        canvas_save(p->canvas.surface, lang ? "table-hint-banner-de.png" : "table-hint-banner.png");
        assert_table_picture(p->canvas.surface, p->table, lang ? "table-hint-banner-de.png" : "table-hint-banner.png");
        hand_close(p);
    }
}

/* The advice's own parts of the sheet stay in sight: for every decision the person can make
 * after taking a die (a road or building in a field, the boat on the river, goods, a
 * person, a track), as the hint's best action, the panel at a hint's usual size covers
 * neither the spot it names nor anything the action would mark (the river's field, the
 * good's circle, the fame or money reached). */
static void test_the_hint_panel_keeps_off_what_the_advice_is_about(void **unused)
{
    (void)unused;
    Hand *p = &play;
    open_table(p, 2, 5);
    hand_settle(p);
    static Action legal[GAME_MAX_LEGAL];
    int n = game_legal(hand_game(p), test_sheets(), legal);
    assert_true(n > 0 && legal[0].kind == ACT_TAKE);
    hand_perform(p, &legal[0]);
    hand_settle(p);
    n = game_legal(hand_game(p), test_sheets(), legal);
    assert_true(n > 1);
    table_test_show_hint(p->table, true, "Do it");
    SDL_Rect sheet = table_test_layout(p->table)->sheet;
    int w = sheet.w / 2, h = sheet.h / 4, checked = 0, about_river = 0;
    for (int i = 0; i < n; i++) {
        match_test_set_hint(table_test_match(p->table), &(BotChoice){.action = legal[i]}, 1);
        SDL_Rect about[SHEET_MAX_SPOTS + 2];
        int k = table_hint_about(p->table, about, SHEET_MAX_SPOTS + 2);
        if (k == 0) continue;
        SDL_Rect box = table_hint_place(p->table, w, h);
        assert_true(box.x >= sheet.x && box.y >= sheet.y && box.x + box.w <= sheet.x + sheet.w &&
                    box.y + box.h <= sheet.y + sheet.h);
        for (int j = 0; j < k; j++)
            if (SDL_HasIntersection(&box, &about[j])) {
                char text[64];
                action_format(&legal[i], text, sizeof text);
                fail_msg("the hint for '%s' covers a part it is about (%d,%d %dx%d)", text, about[j].x, about[j].y,
                         about[j].w, about[j].h);
            }
        for (int j = 0; j < k; j++)
            for (int f = 0; f <= table_test_big(p->table)->river_length; f++)
                if (SDL_HasIntersection(&about[j], &table_test_big(p->table)->river[f])) about_river++;
        checked++;
    }
    assert_true(checked >= 3);
    assert_true(about_river > 0);   /* some advice was about the river, and kept off it */
    hand_close(p);
}

/* Back to English after a test that loads other languages, whatever its outcome. */
static int english(void **unused)
{
    return test_language_back(unused);
}

/* One size for the bar's buttons whatever they say: at the smallest window and at
 * 1280x800, in English, German and Dutch, Undo, Karma and Confirm share one size, the same
 * while Confirm reads "Confirm" and while a sale makes it read "Sell nothing", never under
 * the body size, and the longest label of each button (Dutch "Ongedaan maken" for Undo)
 * fits its button at its size on one line or two, nothing cut. */
static void test_the_buttons_keep_one_size_whatever_they_say(void **unused)
{
    (void)unused;
    const Lang *lang = test_lang();
    static const char *const LANGS[] = {"en", "de", "nl"};
    static const SDL_Point SIZE[] = {{1024, 640}, {1280, 800}};
    for (int k = 0; k < 3; k++) {
        test_language(LANGS[k]);
        for (int z = 0; z < 2; z++) {
            Hand *p = &play;
            hand_open_people(p, 3, 3, 3, SIZE[z].x, SIZE[z].y);
            hand_settle(p);
            int row = table_button_px(p->table, BUTTON_UNDO), u = table_test_layout(p->table)->unit;
            for (int b = BUTTON_UNDO; b < BUTTON_HINT; b++) assert_int_equal(table_button_px(p->table, b), row);
            /* The buttons are wide enough for the body size (German "Rückgängig" in 1024x640). */
            if (row < type_px(p->canvas.art, u, TYPE_BODY))
                fail_msg("%s at %dx%d: the buttons' words at %d px, under the body size %d", LANGS[k], SIZE[z].x, SIZE[z].y,
                         row, type_px(p->canvas.art, u, TYPE_BODY));
            const char *longest[] = {_("Undo"), _("Reroll"), _("Karma…"), _("Sell nothing"), _("End turn"), _("Thinking…")};
            const int button[] = {BUTTON_UNDO, BUTTON_KARMA, BUTTON_KARMA, BUTTON_CONFIRM, BUTTON_CONFIRM, BUTTON_HINT};
            for (int i = 0; i < 6; i++) {
                int px = table_button_px(p->table, button[i]);
                SDL_Rect box = table_test_layout(p->table)->button[button[i]];
                char one[128], two[128];
                int lines = ui_label_split(table_test_art(p->table), FONT_BOLD, px, longest[i], box.w - 4, one, two, sizeof one);
                int w, h;
                art_text_size(table_test_art(p->table), FONT_BOLD, px, one, &w, &h);
                if (lines == 0 || (lines == 2 && 2 * h > box.h))
                    fail_msg("%s at %dx%d: '%s' does not fit a %dx%d button at %d px", LANGS[k], SIZE[z].x, SIZE[z].y,
                             longest[i], box.w, box.h, px);
            }
            if (k == 2) assert_string_equal(_("Undo"), "Ongedaan maken");
            /* A sale being chosen: Confirm says "Sell nothing", the row's size stays. */
            table_test_sale(p->table)->n[0] = 0;
            assert_int_equal(table_button_px(p->table, BUTTON_CONFIRM), row);
            hand_close(p);
        }
    }
}

/* A T or crossing built edge by edge: no red refusal while the piece is being chosen, on
 * the way through two strokes the rules would refuse as a road of their own. */
static void test_no_refusal_while_a_piece_is_chosen_edge_by_edge(void **unused)
{
    (void)unused;
    static Action legal[GAME_MAX_LEGAL];
    int pieces = 0;
    for (uint64_t seed = 1; seed <= 12 && pieces < 2; seed++) {
        Hand *p = &play;
        open_table(p, 2, seed);
        hand_settle(p);
        for (int moves = 0; moves < 300 && table_test_outcome(p->table) == TABLE_PLAYING && pieces < 2; moves++) {
            int n = game_legal(hand_game(p), test_sheets(), legal), piece = -1;
            for (int i = 0; i < n && piece < 0; i++) {
                int e[EDGE_COUNT];
                if (legal[i].kind == ACT_ROAD && hand_edges_of(legal[i].arg[1], e) >= 3) piece = i;
            }
            if (piece < 0) {
                Action a = hand_pick(p, legal, n);
                hand_perform(p, &a);
                hand_settle(p);
                continue;
            }
            int field = legal[piece].arg[0], e[EDGE_COUNT], k = hand_edges_of(legal[piece].arg[1], e);
            for (int i = 0; i < k; i++) {
                hand_click(p, hand_towards_edge(p, field, e[i], 0.85f));
                assert_false(table_test_message(p->table).bad && table_message_up(p->table, p->now));
                assert_false(table_test_preview(p->table)->has && !table_test_preview(p->table)->legal);
            }
            Game want = *hand_game(p);
            Refusal why;
            assert_true(game_apply(&want, test_sheets(), &legal[piece], &why));
            hand_click(p, hand_button_point(p, BUTTON_CONFIRM));
            assert_memory_equal(&want, hand_game(p), sizeof want);
            pieces++;
            hand_settle(p);
        }
        hand_close(p);
    }
    assert_true(pieces > 0);
}

/* The prompt is never cut or made small where a second line helps: at 200 % in 1280x800
 * the first decision's prompt, too long for its line at the body size, wraps before it is
 * made smaller: its first line in the prompt's row, the rest in the chips' row under it
 * (free at that decision), at the body size or larger, each line within its room and
 * within its row's height, together the whole prompt; at 100 % it is one line. */
static void test_a_long_prompt_takes_two_lines_at_200_percent(void **unused)
{
    (void)unused;
    Hand *p = &play;
    for (int zoom = 200; zoom >= 100; zoom -= 100) {
        hand_open_people(p, 4, 3, 3, WIN_W, WIN_H);
        hand_zoom(p, zoom);
        hand_first_decision(p);
        char text[512], both[1100];
        table_prompt_text(p->table, text, sizeof text);
        TablePromptLines lines;
        table_prompt_lines(p->table, &lines);
        const TableLayout *l = table_test_layout(p->table);
        int w1, w2, h;
        printf("%d %%: '%s' | '%s' at %d px in %d and %d px\n", zoom, lines.one, lines.two, lines.px, lines.room,
               lines.room_two);
        if (zoom == 200) {
            assert_true(lines.two[0] != '\0' && lines.below);
            assert_true(lines.px >= type_px(p->canvas.art, l->unit, TYPE_BODY));
            assert_true(lines.px <= l->prompt.h && lines.px <= l->choices.h);
            art_text_size(p->canvas.art, FONT_BOLD, lines.px, lines.one, &w1, &h);
            art_text_size(p->canvas.art, FONT_BOLD, lines.px, lines.two, &w2, &h);
            assert_true(w1 <= lines.room && w2 <= lines.room_two);
            assert_true(lines.room_two <= l->choices.x + l->choices.w - l->prompt.h);
            snprintf(both, sizeof both, "%s %s", lines.one, lines.two);
            assert_string_equal(both, text);
        } else {
            assert_string_equal(lines.two, "");
            assert_string_equal(lines.one, text);
            art_text_size(p->canvas.art, FONT_BOLD, lines.px, lines.one, &w1, &h);
            assert_true(w1 <= lines.room);
        }
        hand_close(p);
    }
}

/* A market slot clicked when the market is not being marked: the rule in words, not "Not
 * that", and its clause behind "Why?" (R4.1); in a sale, a slot not owned says R4.3. */
static void test_a_refused_market_click_says_why(void **unused)
{
    (void)unused;
    Hand *p = &play;
    open_table(p, 2, 3);
    hand_first_decision(p);
    Game before = *hand_game(p);
    SDL_Rect slot = sheet_spot_rect(table_test_big(p->table), (Spot){SPOT_SLOT, GOOD_SILK, 4});
    hand_click(p, (SDL_Point){slot.x + slot.w / 2, slot.y + slot.h / 2});
    assert_memory_equal(&before, hand_game(p), sizeof before);
    const TableScene *t = p->table;
    assert_true(table_test_message(t).bad);
    if (strncmp(table_test_message(t).text, "Not allowed: the market is marked only when you gain goods", 58) != 0)
        fail_msg("the market click said: %s", table_test_message(t).text);
    if (names_a_clause(table_test_message(t).text)) fail_msg("a clause in: %s", table_test_message(t).text);
    if (strncmp(table_test_message(t).why, "Rule R4.1: ", 11) != 0) fail_msg("its Why? says: %s", table_test_message(t).why);
    hand_close(p);

    Game g = test_game(2, "sun", 0);
    g.player[g.to_act].goods_circled[GOOD_TEA] = 3;
    g.player[g.to_act].goods_crossed[GOOD_TEA] = 1;
    Refusal why = table_words_market_refused(test_lang(), &g, true, GOOD_TEA, 0);
    assert_string_equal(why.clause, "R4.3");
    assert_string_equal(why.message, "that good is sold already: a crossed slot is sold");
    why = table_words_market_refused(test_lang(), &g, true, GOOD_TEA, 5);
    assert_string_equal(why.message, "only goods you own can be sold: the circled slots that are not crossed");
    why = table_words_market_refused(test_lang(), &g, false, GOOD_TEA, 2);
    assert_string_equal(why.clause, "R4.1");
    assert_string_equal(why.message, "a good you gain is circled in the first empty slot of its row");
}


/* The top line while the hand-over card waits: who comes next, and to pass the screen. */
static int cards_seen;

static void assert_pass_prompt(Hand *p)
{
    if (!table_handover_due(p->table)) return;
    cards_seen++;
    char text[768], want[768];
    table_prompt_text(p->table, text, sizeof text);
    snprintf(want, sizeof want, "%s plays next: pass the screen to them, then click the card",
             table_test_seats(p->table)->name[table_seat_in_charge(hand_game(p))]);
    assert_string_equal(text, want);
}

/* Five people, as the play-test sat them: behind every card, at the first roll and at
 * every turn of two rounds, the top line names the person it waits for, in each language;
 * nothing says the dice are rolling while they wait for the card to be taken. */
static void test_the_top_line_behind_the_pass_card_says_who_comes_next(void **unused)
{
    (void)unused;
    static const char *const want[3] = {
        "Asha plays next: pass the screen to them, then click the card",
        "Asha ist als Nächstes dran: gib den Bildschirm weiter, dann klicke auf die Karte",
        "Asha is hierna aan de beurt: geef het scherm door en klik dan op de kaart",
    };
    static const char *const lang[3] = {"en", "de", "nl"};
    Hand *p = &play;
    open_table(p, 5, 3);
    table_tick(p->table, p->now);
    assert_true(table_handover_due(p->table));
    assert_int_equal(hand_game(p)->waiting, WAIT_ROLL);   /* the dice wait for the card */
    assert_false(table_rolling(p->table));
    char text[768];
    for (int l = 0; l < 3; l++) {
        test_language(lang[l]);
        table_retranslate(p->table);
        table_prompt_text(p->table, text, sizeof text);
        assert_string_equal(text, want[l]);
    }
    test_language("en");
    table_retranslate(p->table);
    cards_seen = 0;
    p->after_tick = assert_pass_prompt;
    while (hand_game(p)->round < 3) {
        hand_settle(p);
        Game after;
        Action a = hand_next_move(p, hand_pick, &after);
        hand_perform(p, &a);
    }
    assert_true(cards_seen >= 10);   /* every seat's turn, two rounds */
    hand_close(p);
}

TEST_MAIN(
    cmocka_unit_test_teardown(test_a_roll_is_logged_when_its_dice_land, test_language_back),
    cmocka_unit_test_teardown(test_a_long_prompt_takes_two_lines_at_200_percent, test_language_back),
    cmocka_unit_test_teardown(test_the_leave_question_stops_the_dice, test_language_back),
    cmocka_unit_test_teardown(test_the_leave_card_at_100_and_200_percent, test_language_back),
    cmocka_unit_test_teardown(test_the_handover_card_at_100_and_200_percent, test_language_back),
    cmocka_unit_test_teardown(test_forced_steps_are_logged_and_no_message_names_a_clause, test_language_back),
    cmocka_unit_test_teardown(test_the_hint_rings_its_die_and_does_not_cover_it, test_language_back),
    cmocka_unit_test_teardown(test_the_hint_panel_keeps_off_what_the_advice_is_about, test_language_back),
    cmocka_unit_test_teardown(test_the_hint_panel_keeps_off_the_refusal_banner, test_language_back),
    cmocka_unit_test_teardown(test_the_buttons_keep_one_size_whatever_they_say, english),
    cmocka_unit_test_teardown(test_no_refusal_while_a_piece_is_chosen_edge_by_edge, test_language_back),
    cmocka_unit_test_teardown(test_a_refused_market_click_says_why, test_language_back),
    cmocka_unit_test_teardown(test_the_top_line_behind_the_pass_card_says_who_comes_next, test_language_back)
)
