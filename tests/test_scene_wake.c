/* test_scene_wake.c — the loop may sleep until the moment the scene reports (its wake) and
 * miss nothing. The whole program (app.h) runs headless on a virtual clock (SDL_GetTicks is
 * the test's) twice over the same scenario: once looked at every 10 ms, once only when
 * frame_clock.h says (the reported wake, a frame while something moves, or an event: here
 * a scripted person's action). Both must see the same sequence of what is on screen (the
 * screen, the game, the table's words and marks, the coach's step, the end screen's, the
 * viewer's step: shown(), a key without the moments app_version also keys on), each change
 * at the same virtual time within one frame. A deadline a scene keeps to itself (the 900 ms
 * pause before the end screen once was one) shows as a change the sleeping loop sees a
 * frame, a second or a minute late, and everything after it later still.
 *
 * The 10 ms loop sees a moment off its grid up to 9 ms late; so that this never adds up,
 * the scripted moments are put on the grid (on_grid) and the bots' paces are chosen so
 * that their halves and quarters fall on it too (a bot's next step counts from the moment
 * its last was seen). The dice's tumbling times are drawn from the view's own stream,
 * which the frames do not touch, so both loops roll the same.
 *
 * The scenarios: whole games of two bots (animations at normal speed, then the end screen
 * and the replay viewer) and of a person first against a bot (the dice moving), of a
 * person against a bot and of two people passing the screen (animations off, End turn
 * held, the person's last End turn ending the game), the lesson played to its end, and a
 * practice of a reviewed decision, and the set-up screen with a name being typed (its
 * caret's blink). Threads (the bots', the end
 * screen's story) are waited for before the clock moves, so their answers come at the
 * same virtual moment in both runs; a person acts THINK_MS after being asked and presses
 * End turn END_TURN_MS after the turn is done, when the marks of the turn have stopped
 * moving (so the end's pause is the only moment left on the clock after the last one). */
#define _POSIX_C_SOURCE 200809L
#include "app_frame.h"
#include "lesson_test.h"
#include "replay_test.h"
#include "setup_test.h"
#include "table.h"
#include "table_frame.h"
#include "table_marks.h"
#include "table_peek.h"
#include "table_steps.h"
#include "table_test.h"
#include "support.h"
#include "events.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "app.h"
#include "end.h"
#include "bot.h"
#include "player_files.h"
#include "script.h"
#include "settings.h"
#include "table_cache.h"

enum {
    TRACE_MAX = 20000,
    REFERENCE_MS = 10,          /* the loop that looks all the time */
    TOLERANCE_MS = FRAME_CLOCK_FRAME_MS,
    THINK_MS = 300,             /* a scripted person acts this long after being asked */
    END_TURN_MS = 2500,         /* and looks over the finished turn this long before End turn */
    LINGER_MS = 3000,           /* how long each later screen is watched */
    GAME_CAP_MS = 3600000       /* a scenario's virtual hour */
};

static App app;
static uint32_t clock_ms;
static char scratch[64];

/* The program's clock is the test's: this definition comes before SDL's in the link, so
 * the program's own calls get it. */
Uint32 SDL_GetTicks(void) { return clock_ms; }

typedef struct {
    uint64_t version;
    uint32_t at;
} Seen;

typedef struct {
    Seen seen[TRACE_MAX];
    int count;
    uint32_t looks;
} Trace;

static Trace every_10, at_wake;

typedef enum { AFTER_END_NOTHING, AFTER_END_REPLAY, AFTER_END_PRACTICE } AfterEnd;

typedef struct {
    const char *name;
    const char *args[12];
    AnimationSpeed animation;
    int pace_ms;
    AfterEnd after_end;
    bool type_name;   /* at the set-up screen: the first seat's name is clicked to type it */
} Scenario;

/* ---- the program ----------------------------------------------------------------------- */

/* Each run is a child process of its own (the program keeps counters of its own, as the
 * language's serial, that a second run in one process would start elsewhere): what goes
 * wrong there ends it with the reason. */
static void must(bool ok, const char *what)
{
    if (ok) return;
    fprintf(stderr, "%s\n", what);
    _exit(2);
}

static void open_program(const Scenario *s)
{
    char cmd[200];
    snprintf(cmd, sizeof cmd, "rm -rf '%s' && mkdir -p '%s'", scratch, scratch);
    must(system(cmd) == 0, "cannot make the scratch folder afresh");
    char user[FILES_PATH_MAX], err[FILES_ERR_MAX];
    must(files_user_folder(user, sizeof user, err, sizeof err), err);
    Settings st = settings_file_default();
    st.animation = s->animation;
    st.bot_pace_ms = s->pace_ms;
    st.sound = false;
    st.confirm_turn = true;
    must(files_settings_write(user, &st, err, sizeof err), err);
    char *argv[16] = {"rajas", "--windowed", "1280x800"};
    int argc = 3;
    for (int i = 0; s->args[i]; i++) argv[argc++] = (char *)s->args[i];
    argv[argc] = NULL;
    CliOptions o;
    FILE *out = tmpfile();
    must(cli_parse(argc, argv, &o, out) == 0, "the command line is refused");
    fclose(out);
    clock_ms = 10000;
    must(app_open(&app, &o) == 0, "the program does not open");
}

static bool on_table(void)
{
    return app.scene == SCENE_TABLE || app.scene == SCENE_LESSON || app.scene == SCENE_PRACTICE;
}

/* A bot's or the story's thread is waited for (real time) and its answer taken at the
 * same virtual moment. */
static void settle(uint32_t now)
{
    for (int round = 0; round < 50; round++) {
        app_update(&app, now);
        if (on_table()) table_set_bot_samples(app.table, 1);
        bool waited = false;
        if (on_table()) {
            for (int w = 0; w < 3; w++) {
                Thread *k = table_test_thread(app.table, w);
                while (thread_started(k) && !thread_finished(k)) SDL_Delay(1);
                waited = waited || thread_started(k);
            }
        }
        /* The end screen's story may take seconds in the sanitizer build: it is waited for
         * whole here (a cap of 50 rounds of a millisecond once let it run on into the next
         * look, whose picture then depended on how far it had got). */
        for (int ms = 0; app.scene == SCENE_END && end_scene_busy(app.end) && ms < 60000; ms++) {
            SDL_Delay(1);
            app_update(&app, now);
            waited = true;
        }
        if (!waited) return;
    }
}

/* ---- the scripted person --------------------------------------------------------------- */

/* A person is asked now: the table waits for one of them, nothing moves, no thread runs. */
static bool person_asked(uint32_t now)
{
    if (!on_table()) return false;
    const TableScene *t = app.table;
    const Game *g = table_game(t);
    if (table_test_outcome(t) != TABLE_PLAYING || table_test_paused_at(t) || table_busy(t, now) || table_thinking(t)) return false;
    if (table_waiting_end_turn(t) || table_handover_due(t)) return true;
    if (g->waiting == WAIT_OVER || table_bot_turn(t)) return false;
    return game_actor(g) >= 0;
}

static void click_middle(void)
{
    SDL_Event down = event_press(app.win.w / 2, app.win.h / 2, 1), up = event_release(app.win.w / 2, app.win.h / 2, 1);
    app_event(&app, &down);
    app_event(&app, &up);
}

/* The lesson's wanted action, else the easy bot's choice for the seat to act. */
static void person_acts(uint32_t now)
{
    TableScene *t = app.table;
    const Game *g = table_game(t);
    if (table_handover_due(t)) {
        click_middle();
        return;
    }
    if (table_waiting_end_turn(t)) {
        table_end_turn(t, now);
        return;
    }
    if (app.scene == SCENE_LESSON) {
        int step = coach_step(lesson_test_coach(app.lesson.scene));
        if (step < LESSON_STEPS && lesson_step(step)->kind == LESSON_READ) {
            SDL_Event enter = event_key(SDLK_RETURN);
            app_event(&app, &enter);
            return;
        }
        for (int i = 0; step < LESSON_STEPS && i < table_test_legal(t)->count; i++)
            if (lesson_matches(step, &table_test_legal(t)->action[i])) {
                table_apply(t, table_test_legal(t)->action[i], now);
                return;
            }
    }
    BotConfig c = bot_config_default(7);
    Action a;
    must(bot_choose(g, table_test_sheets(t), BOT_EASY, &c, &a), "no decision for the person");
    table_apply(t, a, now);
}

/* ---- after the game ------------------------------------------------------------------ */

/* The last decision a person took in the finished game, for its practice. */
static int last_person_step(void)
{
    for (size_t i = app.session.count; i-- > 0;) {
        int actor = game_actor(&app.session.entry[i].before);
        if (actor >= 0 && actor < app.seats.players && !app.seats.bot[actor]) return (int)i;
    }
    return -1;
}

static void after_end(AfterEnd what, uint32_t now)
{
    SceneRequest r = scene_request(what == AFTER_END_REPLAY ? SCENE_ASK_REPLAY : SCENE_ASK_PRACTICE);
    r.step = 12;
    r.marks = 1;
    r.mark[0].step = what == AFTER_END_REPLAY ? 12 : last_person_step();
    must(r.mark[0].step >= 0, "no person's decision to practise");
    r.mark[0].played = r.mark[0].best = app.session.entry[r.mark[0].step].action;
    app_handle(&app, &r, now);
}

/* ---- the two loops --------------------------------------------------------------------- */

/* What is on screen at rest, with no moment in it (app_version keys on when a message or a
 * mark began, which the two loops may see a few milliseconds apart): the screen, the game
 * as shown, the table's words and marks, the coach's step, the end screen, the viewer's
 * step. */
static uint64_t shown(uint32_t now)
{
    uint64_t h = cache_key_int(CACHE_KEY_START, app.scene);
    h = cache_key_int(h, app.cards.open);
    if (on_table()) {
        TableScene *t = app.table;
        const Game *g = table_game(t);
        h = cache_key(h, g, sizeof *g);
        h = cache_key_int(h, (long)table_test_session(t)->count);
        h = cache_key_int(h, table_test_outcome(t));
        h = cache_key_str(h, table_test_message(t).text);
        h = cache_key_int(h, table_message_up(t, now));
        h = cache_key_int(h, table_forced_shown(t, now));
        h = cache_key_int(h, table_handover_due(t));
        h = cache_key_int(h, table_waiting_end_turn(t));
        h = cache_key_int(h, table_rolling(t));
        h = cache_key_int(h, (long)table_test_log(t)->serial);
        h = cache_key_int(h, table_test_hint(t).shown);
        h = cache_key_int(h, table_peek_seat(t));
    }
    if (app.scene == SCENE_LESSON) h = cache_key_int(h, coach_step(lesson_test_coach(app.lesson.scene)));
    if (app.scene == SCENE_END) h = cache_key_int(h, (long)end_scene_version(app.end));
    if (app.scene == SCENE_REPLAY) h = cache_key_int(h, replay_test_seen(app.replay.scene).step);
    if (app.scene == SCENE_SETUP) h = cache_key_int(h, setup_caret_shown(app.setup_scene, now));
    return h;
}

static void record(Trace *tr, uint32_t now)
{
    uint64_t v = shown(now);
    tr->looks++;
    if (tr->count > 0 && tr->seen[tr->count - 1].version == v) return;
    must(tr->count < TRACE_MAX, "more changes than the trace holds");
    tr->seen[tr->count++] = (Seen){v, now};
}

/* A moment on the reference loop's grid: the person's action and the next screen come at
 * the same virtual time in both loops when they were asked within 10 ms of each other. */
static uint32_t on_grid(uint32_t at)
{
    return (at + REFERENCE_MS - 1) / REFERENCE_MS * REFERENCE_MS;
}

/* What the scenario does next by itself: the person's action, the next screen, the end. */
typedef struct {
    uint32_t act_at, next_at, stop_at;   /* 0: not due */
    bool after_done;
} Script;

/* The person and the screens after the game, at now; true when the scenario is over. */
static bool script_step(Script *sc, const Scenario *s, uint32_t now)
{
    if (sc->act_at && now >= sc->act_at) {
        person_acts(now);
        settle(now);
        sc->act_at = 0;
    }
    bool ended = app.scene == SCENE_END || app.scene == SCENE_SETUP;
    if (ended && !sc->next_at && !sc->stop_at)
        (sc->after_done ? &sc->stop_at : &sc->next_at)[0] = on_grid(now + LINGER_MS);
    if (sc->next_at && now >= sc->next_at) {
        after_end(s->after_end, now);
        settle(now);
        sc->after_done = true;
        sc->next_at = 0;
        sc->stop_at = on_grid(now + LINGER_MS);
    }
    /* Asked again at once (a step after another, a practice opened), or for the first time. */
    if (!person_asked(now)) sc->act_at = 0;
    else if (!sc->act_at) sc->act_at = on_grid(now + (table_waiting_end_turn(app.table) ? END_TURN_MS : THINK_MS));
    return sc->stop_at && now >= sc->stop_at;
}

/* The loop over the scenario: every REFERENCE_MS (wake false), or when the frame clock
 * says and at the script's moments (wake true). */
static void run(const Scenario *s, bool wake, Trace *tr)
{
    open_program(s);
    tr->count = 0;
    tr->looks = 0;
    uint32_t start = clock_ms;
    Script sc = {0, 0, 0, s->after_end == AFTER_END_NOTHING};
    bool over = false;
    if (s->type_name) {
        must(app.scene == SCENE_SETUP, "the program does not open at the set-up screen");
        SDL_Rect name = setup_test_layout(app.setup_scene)->name[0];
        SDL_Event down = event_press(name.x + name.w / 2, name.y + name.h / 2, 1);
        SDL_Event up = event_release(name.x + name.w / 2, name.y + name.h / 2, 1);
        app_event(&app, &down);
        app_event(&app, &up);
        must(setup_scene_wants_text(app.setup_scene), "a click on the name does not start typing it");
    }
    while (!over && clock_ms - start < GAME_CAP_MS) {
        uint32_t now = clock_ms;
        settle(now);
        over = script_step(&sc, s, now);
        record(tr, now);
        uint32_t next = now + REFERENCE_MS;
        if (wake) {
            FrameStep step = app_frame_step(&app, now);
            if (step.draw) app_frame_drawn(&app, now);
            next = now + (step.wait_ms ? step.wait_ms : 1);
        }
        uint32_t at[3] = {sc.act_at, sc.next_at, sc.stop_at};
        for (int i = 0; i < 3; i++)
            if (at[i] && (int32_t)(at[i] - now) > 0 && (int32_t)(at[i] - next) < 0) next = at[i];
        clock_ms = next;
    }
    must(over, "the scenario did not reach its end within a virtual hour");
    app_close(&app);
}

/* run in a child process; its trace comes back through a file of the scratch folder. */
static void run_apart(const Scenario *s, bool wake, Trace *tr)
{
    char path[128];
    snprintf(path, sizeof path, "%s.trace", scratch);
    fflush(NULL);
    pid_t child = fork();
    assert_true(child >= 0);
    if (child == 0) {
        run(s, wake, tr);
        FILE *f = fopen(path, "wb");
        must(f && fwrite(tr, sizeof *tr, 1, f) == 1 && fclose(f) == 0, "cannot write the trace");
        _exit(0);
    }
    int status = 0;
    assert_int_equal(waitpid(child, &status, 0), child);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) fail_msg("%s: the run %s failed", s->name, wake ? "at the wake" : "every 10 ms");
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    assert_int_equal(fread(tr, sizeof *tr, 1, f), 1);
    fclose(f);
    remove(path);
}

/* Both loops saw the same versions, each within a frame of the other. */
static void compare(const Scenario *s)
{
    run_apart(s, false, &every_10);
    run_apart(s, true, &at_wake);
    printf("%s: %d changes; looks every 10 ms %u, at the wake %u\n", s->name, every_10.count, every_10.looks,
           at_wake.looks);
    int n = every_10.count < at_wake.count ? every_10.count : at_wake.count;
    for (int i = 0; i < n; i++) {
        const Seen *a = &every_10.seen[i], *b = &at_wake.seen[i];
        int32_t late = (int32_t)(b->at - a->at);
        if (a->version != b->version || late > TOLERANCE_MS || late < -TOLERANCE_MS) {
            for (int k = i > 3 ? i - 3 : 0; k < i + 3 && k < n; k++)
                printf("  %d: every 10 ms %u %016llx, at the wake %u %016llx\n", k, every_10.seen[k].at,
                       (unsigned long long)every_10.seen[k].version, at_wake.seen[k].at,
                       (unsigned long long)at_wake.seen[k].version);
            fail_msg("%s: change %d of %d: looking every 10 ms saw it at %u ms, looking at the wake %s at %u ms",
                     s->name, i, every_10.count, a->at, a->version == b->version ? "saw it" : "saw another",
                     b->at);
        }
    }
    for (int i = n; i < every_10.count || i < at_wake.count; i++)
        printf("  %d: only %s saw %016llx at %u ms\n", i, i < every_10.count ? "every 10 ms" : "at the wake",
               (unsigned long long)(i < every_10.count ? every_10.seen[i] : at_wake.seen[i]).version,
               (i < every_10.count ? every_10.seen[i] : at_wake.seen[i]).at);
    if (every_10.count != at_wake.count)
        fail_msg("%s: looking every 10 ms saw %d changes, looking at the wake %d", s->name, every_10.count,
                 at_wake.count);
}

/* ---- the scenarios ---------------------------------------------------------------------- */

static void test_a_game_of_two_bots_then_the_replay(void **unused)
{
    (void)unused;
    Scenario s = {"two bots", {"--seed", "11", "--players", "2", "--bots", "easy,easy", NULL},
                  ANIMATION_NORMAL, 1200, AFTER_END_REPLAY, false};
    compare(&s);
}

static void test_a_person_against_a_bot_then_a_practice(void **unused)
{
    (void)unused;
    Scenario s = {"a person and a bot", {"--seed", "5", "--players", "2", "--bots", "easy", NULL},
                  ANIMATION_OFF, 800, AFTER_END_PRACTICE, false};
    compare(&s);
}

static void test_a_person_first_against_a_bot_with_the_dice_moving(void **unused)
{
    (void)unused;
    Scenario s = {"a person first, dice moving", {"--seed", "4", "--players", "2", "--bots", "easy", "--start", "1", NULL},
                  ANIMATION_NORMAL, 1200, AFTER_END_NOTHING, false};
    compare(&s);
}

static void test_two_people_passing_the_screen(void **unused)
{
    (void)unused;
    Scenario s = {"two people", {"--seed", "3", "--players", "2", "--bots", "human,human", NULL},
                  ANIMATION_OFF, 800, AFTER_END_NOTHING, false};
    compare(&s);
}

/* The set-up screen with a name being typed: its caret's blink, watched for the linger. */
static void test_the_caret_of_a_name_being_typed(void **unused)
{
    (void)unused;
    Scenario s = {"a name typed", {NULL}, ANIMATION_OFF, 800, AFTER_END_NOTHING, true};
    compare(&s);
}

static void test_the_lesson(void **unused)
{
    (void)unused;
    Scenario s = {"the lesson", {"--lesson", NULL}, ANIMATION_OFF, 800, AFTER_END_NOTHING, false};
    compare(&s);
}

static int setup(void **unused)
{
    (void)unused;
    test_scratch_make(scratch, sizeof scratch, "wake");
    setenv("XDG_DATA_HOME", scratch, 1);
    return 0;
}

static int teardown(void **unused)
{
    (void)unused;
    test_scratch_remove(scratch);
    return 0;
}

TEST_MAIN_GROUP(setup, teardown,
    cmocka_unit_test(test_the_caret_of_a_name_being_typed),
    cmocka_unit_test(test_a_person_first_against_a_bot_with_the_dice_moving),
    cmocka_unit_test(test_two_people_passing_the_screen),
    cmocka_unit_test(test_a_person_against_a_bot_then_a_practice),
    cmocka_unit_test(test_a_game_of_two_bots_then_the_replay),
    cmocka_unit_test(test_the_lesson)
)
