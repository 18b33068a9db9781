/* test_table_bots.c — bots at the table (table_bots.c). Headless, like test_table_play.c: a
 * software renderer on an SDL surface and a fake clock. A person plays one seat through
 * synthetic mouse events while an easy bot plays the other by itself, off the test's
 * thread; a whole easy-against-medium game is left to the bots until the table says it is
 * over. Every step of the history must replay on a copy with game_apply, byte for byte, bot
 * actions must come at a watchable pace, undo must not reach into a bot's turn, and a hint
 * must list legal actions. Pictures go to table-bots-*.png in the tests' picture folder. */
#include "support.h"
#include "language.h"
#include "table_picture.h"
#include "canvas.h"
#include "events.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>
#include <SDL_image.h>

#include "match_query.h"
#include "match_test.h"
#include "table.h"
#include "table_frame.h"
#include "table_hint.h"
#include "table_speech.h"
#include "table_steps.h"
#include "table_test.h"
#include "table_words.h"

#define WIN_W 1280
#define WIN_H 800

typedef struct {
    Session session;
    TableScene *table;               /* table_scene_new */
    Canvas canvas;
    uint32_t now;
    size_t seen;                 /* history entries already checked for their pace */
    uint32_t last_change;        /* fake time of the last new history entry */
    int bot_actions, human_clicks, human_direct;
    int chain_steps;                 /* bot decisions from the third of a turn on */
    uint32_t chain_gap;              /* the shortest wait before one of them */
} Bots;

static Bots bots;

/* A two-player table (Asha, Bilal) of seed whose seats are people (0) or bots (1 + level). */
static Bots *open_table(uint8_t first, uint8_t second, uint64_t seed)
{
    static const char *const names[2] = {"Asha", "Bilal"};
    const uint8_t bot[2] = {first, second};
    Bots *b = &bots;
    memset(b, 0, sizeof *b);
    canvas_open(&b->canvas, WIN_W, WIN_H);
    session_init(&b->session, test_sheets());
    Setup setup = {2, (uint8_t)test_side("sun"), 0, seed};
    Refusal why;
    if (!session_new(&b->session, &setup, &why)) fail_msg("session_new: %s %s", why.clause, why.message);
    Seats seats = {0};
    seats.players = 2;
    for (int s = 0; s < 2; s++) {
        snprintf(seats.name[s], SEAT_NAME_MAX, "%s", names[s]);
        seats.colour[s] = (uint8_t)s;
        seats.bot[s] = bot[s];
    }
    b->now = 10000;
    b->table = table_scene_new(test_lang());
    assert_non_null(b->table);
    table_init(b->table, &b->session, test_sheets(), b->canvas.art, &seats, b->now);
    table_set_bot_samples(b->table, 6);    /* hints from the hard bot stay quick under sanitizers */
    table_resize(b->table, WIN_W, WIN_H);
    return b;
}

static void close_table(Bots *b)
{
    table_scene_free(b->table);
    session_free(&b->session);
    canvas_close(&b->canvas);
}

static void picture(Bots *b, const char *file)
{
    table_draw(b->table, b->canvas.r, b->now);
    SDL_RenderPresent(b->canvas.r);
    canvas_save(b->canvas.surface, file);
    assert_table_picture(b->canvas.surface, b->table, file);
}

/* Every new history entry replays on a copy of the state before it (a roll the table made
 * with game_roll_random, which also moves the game's generator); a bot's action comes
 * at least TABLE_BOT_PACE_MS after the change before it, half that on in the same turn, a
 * quarter from its third decision in the turn on, an eighth from its sixth (match_bot_pace). */
static void check_history(Bots *b)
{
    const Session *s = &b->session;
    for (size_t i = b->seen; i < s->count; i++) {
        const SessionEntry *e = &s->entry[i];
        Game g = e->before;
        Refusal why;
        if (e->generated)
            assert_true(game_roll_random(&g, test_sheets(), NULL));
        else if (!game_apply(&g, test_sheets(), &e->action, &why))
            fail_msg("entry %zu refused on replay: %s %s", i, why.clause, why.message);
        const Game *next = i + 1 < s->count ? &s->entry[i + 1].before : &s->game;
        assert_memory_equal(&g, next, sizeof g);
        if (e->action.kind != ACT_ROLL && table_test_seats(b->table)->bot[e->before.to_act]) {
            /* Its decisions before this one in the same turn, since the last roll. */
            size_t made = 0;
            while (made < i && s->entry[i - 1 - made].action.kind != ACT_ROLL &&
                   match_turn_key(&s->entry[i - 1 - made].before) == match_turn_key(&e->before))
                made++;
            uint32_t pace = made == 0                     ? TABLE_BOT_PACE_MS
                            : made < MATCH_CHAIN_STEPS   ? TABLE_BOT_PACE_MS / 2
                            : made < MATCH_CASCADE_STEPS ? TABLE_BOT_PACE_MS / 4
                                                         : TABLE_BOT_PACE_MS / 8;
            assert_true(b->now - b->last_change >= pace);
            if (made >= MATCH_CHAIN_STEPS) {
                b->chain_steps++;
                if (b->chain_steps == 1 || b->now - b->last_change < b->chain_gap) b->chain_gap = b->now - b->last_change;
            }
            b->bot_actions++;
        }
        b->last_change = b->now;
    }
    b->seen = s->count;
}

/* Lets fake time pass (the bots' threads run in real time) until a person must act or the
 * game is over. */
static void run_until_person(Bots *b)
{
    for (int guard = 0; guard < 200000; guard++) {
        table_tick(b->table, b->now);
        check_history(b);
        if (table_test_outcome(b->table) != TABLE_PLAYING) return;
        const Game *g = &b->session.game;
        if (!table_busy(b->table, b->now) && !table_thinking(b->table) &&
            game_actor(g) >= 0 && !table_bot_turn(b->table))
            return;
        if (table_thinking(b->table)) SDL_Delay(1);
        b->now += 50;
    }
    fail_msg("the table never came back to a person");
}

static void send(Bots *b, SDL_Event *e)
{
    table_event(b->table, e, b->now);
    b->now += 16;
}

static void click(Bots *b, SDL_Point at)
{
    SDL_Event move = event_motion(at.x, at.y), down = event_press(at.x, at.y, 1);
    SDL_Event up = event_release(at.x, at.y, 1);
    send(b, &move);
    send(b, &down);
    send(b, &up);
}

/* Where to click for die d: the first pixel the dice view answers for it. */
static bool die_point(const Bots *b, int d, SDL_Point *at)
{
    for (int y = 0; y < WIN_H; y += 3)
        for (int x = 0; x < WIN_W; x += 3)
            if (dice_view_hit(table_test_dice(b->table), x, y) == d) {
                *at = (SDL_Point){x + 3, y + 3};
                if (dice_view_hit(table_test_dice(b->table), at->x, at->y) == d) return true;
            }
    return false;
}

/* The person's click: a die, a place on the sheet, a choice chip or Done — the first of
 * these that means a legal action. True when the game changed. */
static bool person_clicks(Bots *b)
{
    TableScene *t = b->table;
    const Game *g = &b->session.game;
    size_t before = b->session.count;
    for (int d = 0; d < DIE_COUNT; d++) {
        Action a;
        SDL_Point at;
        if (input_die_action(g, table_test_legal(t), d, false, &a) && die_point(b, d, &at)) {
            click(b, at);
            if (b->session.count > before) return true;
        }
    }
    for (int i = 0; i < table_test_legal(t)->count; i++) {
        Spot s;
        if (!input_action_spot(g, test_sheets(), &table_test_legal(t)->action[i], &s)) continue;
        if (road_step_open(g)) break;
        click(b, event_middle(sheet_spot_rect(table_test_big(t), s)));
        if (b->session.count > before) return true;
    }
    if (table_test_choices(t).count > 0) {
        click(b, event_middle(table_choice_rect(table_test_layout(t), 0, table_test_choices(t).count)));
        if (b->session.count > before) return true;
    }
    return false;
}

static void test_a_person_plays_an_easy_bot_by_mouse(void **state)
{
    (void)state;
    Bots *b = open_table(0, 1 + BOT_EASY, 31);
    assert_false(table_handover_due(b->table));   /* one person: no hand-over card */
    int person_turns = 0, pictures = 0;
    bool was_bot = false;
    while (person_turns < 4 && table_test_outcome(b->table) == TABLE_PLAYING) {
        run_until_person(b);
        if (table_test_outcome(b->table) != TABLE_PLAYING) break;
        assert_int_equal(b->session.game.to_act, 0);
        assert_false(table_handover_due(b->table));
        const SessionEntry *last = &b->session.entry[b->session.count - 1];
        if (was_bot || last->action.kind == ACT_ROLL) {
            /* Fresh from a roll: undo has nothing of this player's to take back, least of
             * all the bot's moves before it. */
            if (last->action.kind == ACT_ROLL) {
                size_t n = b->session.count;
                click(b, event_middle(table_test_layout(b->table)->button[BUTTON_UNDO]));
                assert_int_equal(b->session.count, n);
            }
            if (was_bot) person_turns++;
        }
        if (!pictures && person_turns == 1) {
            /* A hint: the hard bot's best actions, each legal now. */
            click(b, event_middle(table_test_layout(b->table)->button[BUTTON_HINT]));
            for (int guard = 0; guard < 100000 && !table_test_hint(b->table).shown; guard++) {
                SDL_Delay(1);
                table_tick(b->table, b->now);
            }
            assert_true(table_test_hint(b->table).shown);
            int hints;
            const BotChoice *hint = match_hint(table_test_match(b->table), &hints);
            assert_true(hints > 0);
            for (int i = 0; i < hints; i++) assert_true(legal_has(table_test_legal(b->table), &hint[i].action));
            /* The advice to the person about to act (not a report of the past), then its
             * chance of winning against the other options' (the best first), then each
             * other option with its chance. */
            double others[TABLE_HINTS];
            int shown[TABLE_HINTS];
            int count = table_hint_options(&b->session.game, test_sheets(), hint, hints, shown, TABLE_HINTS);
            char want[256], chances[96];
            for (int i = 0; i < count; i++) {
                const BotChoice *c = &hint[shown[i]];
                Game after = b->session.game;
                Refusal why;
                assert_true(game_apply(&after, test_sheets(), &c->action, &why));
                char words[200];
                words_advice(test_lang(), &b->session.game, &after, &c->action, words, sizeof words);
                assert_true(c->value >= 0.0 && c->value <= 1.0);
                int pct = (int)(100.0 * c->value + 0.5);
                if (i == 0) snprintf(want, sizeof want, "1. %s", words);
                else snprintf(want, sizeof want, "%d. %s: %d %%", i + 1, words, pct), others[i - 1] = c->value;
                assert_string_equal(table_test_hint(b->table).line[i == 0 ? 0 : i + 1], want);
                assert_null(strstr(table_test_hint(b->table).line[i == 0 ? 0 : i + 1], table_test_seats(b->table)->name[b->session.game.to_act]));
                if (i > 0) assert_true(pct <= (int)(100.0 * hint[0].value + 0.5));
            }
            table_hint_chances(test_lang(), hint[0].value, others, count - 1, chances, sizeof chances);
            assert_string_equal(table_test_hint(b->table).line[1], chances);
            assert_true(strstr(chances, "best: ") || strstr(chances, "about the same"));
            picture(b, "table-bots-hint.png");
            pictures++;
        }
        if (person_clicks(b)) {
            b->human_clicks++;
        } else {
            /* Roads and sales take drags and several clicks (test_table_play.c covers
             * them); here the person plays the first legal one directly. */
            assert_true(table_apply(b->table, table_test_legal(b->table)->action[0], b->now));
            b->human_direct++;
        }
        check_history(b);
        /* The person's last decision hands play to the bot: let it think, look at it. */
        was_bot = table_bot_turn(b->table);
        if (was_bot && pictures == 1) {
            b->now += 100;
            table_tick(b->table, b->now);
            picture(b, "table-bots-thinking.png");
            pictures++;
            /* While the bot plays, clicks on the table do nothing. */
            size_t n = b->session.count;
            click(b, event_middle(table_test_layout(b->table)->button[BUTTON_UNDO]));
            click(b, event_middle(table_test_layout(b->table)->button[BUTTON_CONFIRM]));
            assert_int_equal(b->session.count, n);
        }
    }
    assert_true(person_turns >= 4);
    assert_true(b->bot_actions > 0);
    assert_true(b->human_clicks > b->human_direct);
    assert_int_equal(pictures, 2);
    close_table(b);
}

/* An answer asked about an older state is dropped: the bot's job is asked (on a thread of
 * its own; an easy bot's may have answered by the end of the tick), the state's generation
 * moves on, and the stale action is never played nor kept; a search thought ahead on it
 * is never taken either. */
static void test_a_stale_bot_answer_is_dropped(void **state)
{
    (void)state;
    Bots *b = open_table(1 + BOT_EASY, 1 + BOT_EASY, 5);
    Match *m = table_test_match(b->table);
    MatchInsides in = match_test_insides(m);
    for (int guard = 0; guard < 1000 && !in.bot_running && !in.bot_ready; guard++) {
        b->now += 50;
        table_tick(b->table, b->now);
        in = match_test_insides(m);
    }
    assert_true(in.bot_running || in.bot_ready);
    if (in.bot_running) assert_true(thread_started(table_test_thread(b->table, 0)));   /* on a thread of its own */
    size_t n = b->session.count;
    uint32_t stale = match_generation(m);
    match_test_stale(m);             /* as an undo or a new state would */
    match_set_pace(m, 60000);        /* an answer asked again is not played while we look */
    while (match_test_insides(m).bot_running && !thread_finished(table_test_thread(b->table, 0))) SDL_Delay(1);
    b->now += 5000;
    table_tick(b->table, b->now);   /* drops the stale answer and asks again */
    in = match_test_insides(m);
    uint32_t asked = match_test_job(m, MATCH_JOB_BOT)->generation;
    assert_true(!in.bot_ready || asked == match_generation(m));
    assert_true(asked != stale || !in.bot_ready);
    assert_false(in.ahead_adopted && match_test_job(m, MATCH_JOB_AHEAD)->generation == stale);
    assert_int_equal(b->session.count, n);
    close_table(b);
}

static void test_easy_and_medium_bots_play_a_whole_game(void **state)
{
    (void)state;
    Bots *b = open_table(1 + BOT_EASY, 1 + BOT_MEDIUM, 77);
    bool pictured = false;
    for (int guard = 0; guard < 400000 && table_test_outcome(b->table) == TABLE_PLAYING; guard++) {
        table_tick(b->table, b->now);
        check_history(b);
        /* Once tracks have crossed, the prompt says the pass is the last (R3.4). */
        char prompt[512];
        table_prompt_text(b->table, prompt, sizeof prompt);
        if (b->session.game.end_triggered && b->session.game.waiting != WAIT_OVER) {
            assert_non_null(strstr(prompt, " — last pass"));
        } else {
            assert_null(strstr(prompt, " — last"));
        }
        assert_false(table_handover_due(b->table));
        if (!pictured && b->session.game.round == 2 && !table_busy(b->table, b->now)) {
            picture(b, "table-bots-round2.png");
            pictured = true;
        }
        if (table_thinking(b->table)) SDL_Delay(1);
        b->now += 50;
    }
    assert_int_equal(table_test_outcome(b->table), TABLE_OVER);
    assert_int_equal(b->session.game.waiting, WAIT_OVER);
    assert_true(b->bot_actions > 20);
    /* A long chain of a bot's decisions goes on at a quarter of the pace, its marks drawn
     * within it: some step waited less than half the pace (the ticks are 50 ms). */
    assert_true(b->chain_steps > 0);
    assert_true(b->chain_gap < TABLE_BOT_PACE_MS / 2);
    /* The crossing was announced: one log line naming who crossed, said over the sheet. */
    int crossed = 0;
    for (int i = 0; i < table_test_log(b->table)->count; i++)
        if (strstr(log_book_words(test_lang(), table_test_log(b->table), i), "tracks have crossed: the game ends when this pass is played out")) crossed++;
    assert_true(b->session.game.round < GAME_LAST_ROUND);
    assert_int_equal(crossed, 1);
    close_table(b);
}

/* The hint's words are advice to the seat about to act: imperative, without a name. */
static void test_the_hint_words_advise_rather_than_report(void **unused)
{
    (void)unused;
    Game g = test_game(2, "sun", 0);
    test_do(&g, "roll spice+tea silk+spice half+half half+half flag boat portuguese great-mogul");
    static const char *const moves[][2] = {
        {"take purple-2", "Take the purple silk + spice"},
        {"take orange-2", "Take the orange Great Mogul"},
    };
    for (int i = 0; i < 2; i++) {
        Action a;
        const char *why = NULL;
        assert_true(action_parse(moves[i][0], &a, &why));
        Game after = g;
        Refusal refused;
        assert_true(game_apply(&after, test_sheets(), &a, &refused));
        char words[200];
        words_advice(test_lang(), &g, &after, &a, words, sizeof words);
        assert_string_equal(words, moves[i][1]);
    }
}

TEST_MAIN_HEADLESS(
    cmocka_unit_test(test_a_person_plays_an_easy_bot_by_mouse),
    cmocka_unit_test(test_a_stale_bot_answer_is_dropped),
    cmocka_unit_test(test_easy_and_medium_bots_play_a_whole_game),
    cmocka_unit_test(test_the_hint_words_advise_rather_than_report)
)
