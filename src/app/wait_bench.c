/* wait_bench.c — `rajas --bench-waits N` (frame_bench.h): how long a person waits between
 * their turns, as they feel it. The real program runs headless in its own loop at the
 * settings' defaults (the bots' pace, the animations, End turn on); seat 1 is a person whose
 * every decision a script takes at once (the easy bot's choice, played as a click on it
 * would be) and whose finished turn it ends at once with Enter. A wait runs from that Enter
 * to the moment the person's next prompt can be clicked: the bots' turns, the round's roll
 * and the dice's flight between are all in it, as a person at the table sees them. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app.h"
#include "app_frame.h"
#include "bot.h"
#include "frame_bench.h"
#include "wait_split.h"

bool wait_bench_defaults(CliOptions *o, char *why, size_t cap)
{
    if (!o->players) o->players = o->bots + 1 > 2 ? o->bots + 1 : 2;
    if (o->bots >= o->players) {
        snprintf(why, cap, "--bench-waits seats a person at seat 1: --bots lists at most %d of the %d seats",
                 o->players - 1, o->players);
        return false;
    }
    for (int i = 0; i < o->bots; i++)
        if (o->bot[i] == CLI_PERSON) {
            snprintf(why, cap, "--bench-waits times one person, at seat 1: --bots lists bots only");
            return false;
        }
    /* The list is for the last seats: hard bots before the given ones, up to seat 2. */
    int more = o->players - 1 - o->bots;
    memmove(o->bot + more, o->bot, (size_t)o->bots * sizeof o->bot[0]);
    for (int i = 0; i < more; i++) o->bot[i] = BOT_HARD;
    o->bots = o->players - 1;
    bench_run_defaults(o);
    return true;
}

/* The scripted person: their own stream for the easy bot's choices, whether a wait runs and
 * the moment its End turn was pressed (start), the history's length then, and where the wait's
 * time has gone so far (wait_split.h), up to the last look: its moment (mark), and what the
 * table then waited for (a bot's search, or pacing left for so many seconds). With
 * --bench-virtual the clock is the loop's own: it stands while a search runs and moves on
 * by the loop's sleeps, so a wait is its pacing alone, the same on any machine. */
typedef struct {
    uint64_t seed;
    bool ended;
    size_t from;
    WaitSplit now;
    uint64_t start, mark;
    bool search;
    double pacing;
    bool virt;          /* --bench-virtual: the clock is clock, moved by the loop alone */
    uint32_t clock;
} Person;

/* The clock in milliseconds, and in the performance counter's units. */
static uint32_t clock_ms(const Person *p)
{
    return p->virt ? p->clock : SDL_GetTicks();
}

static uint64_t counter(const Person *p)
{
    return p->virt ? (uint64_t)p->clock * SDL_GetPerformanceFrequency() / 1000 : SDL_GetPerformanceCounter();
}

static void press_enter(App *app)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_KEYDOWN;
    e.key.state = SDL_PRESSED;
    e.key.keysym.sym = SDLK_RETURN;
    e.key.keysym.scancode = SDL_SCANCODE_RETURN;
    app_event(app, &e);
}

/* The time since the last look goes to the wait: to the search when the table waited for
 * nothing else, else to the pacing up to the timers' end, and past it to the program's
 * work (taking a change, the autosave, drawing, and lateness on a loaded machine). */
static void split_since_mark(Person *p)
{
    uint64_t at = counter(p);
    double dt = (double)(at - p->mark) / (double)SDL_GetPerformanceFrequency();
    double pace = p->search ? 0 : dt < p->pacing ? dt : p->pacing;
    if (p->search) p->now.search += dt;
    p->now.pace += pace;
    p->now.work += p->search ? 0 : dt - pace;
    p->mark = at;
}

/* What the person does at now, at once: ends a finished turn, or decides at a prompt. A
 * prompt after an End turn closes a wait (added to w at *n). */
static void person_act(App *app, Person *p, uint32_t now, WaitSplit *w, int *n)
{
    if (table_person_waits_end_turn(app->table)) {
        p->from = app->session.count;
        p->start = p->mark = counter(p);
        /* The virtual clock's moment, not the event's (the real clock's). */
        if (p->virt) table_person_end_turn(app->table, now);
        else press_enter(app);
        p->ended = true;
        memset(&p->now, 0, sizeof p->now);
        return;
    }
    if (table_person_prompted(app->table, now) < 0) return;
    if (p->ended) {
        split_since_mark(p);   /* the parts add up to the whole */
        p->now.seconds = (double)(p->mark - p->start) / (double)SDL_GetPerformanceFrequency();
        wait_split_count(&p->now, &app->session, p->from, 0);
        w[(*n)++] = p->now;
        p->ended = false;
    }
    BotConfig config = bot_config_default(p->seed++);
    config.threads = 1;
    Action a;
    if (bot_choose(&app->session.game, &app->sheets, BOT_EASY, &config, &a))
        table_person_play(app->table, &a, now);
}

/* One look of the program's loop (main.c): the change of the moment, the person's act, a
 * frame, then a sleep of at most 10 ms so a prompt is seen when it comes. The time since the
 * last look is split by what the table waited for then. */
static void look(App *app, Person *p, WaitSplit *w, int *n)
{
    uint32_t now = clock_ms(p);
    app_update(app, now);
    if (app->scene != SCENE_TABLE) return;
    person_act(app, p, now, w, n);
    FrameStep step = app_frame_step(app, now);
    if (step.draw) app_draw(app, now);
    if (p->virt && table_thinking(app->table)) {
        SDL_Delay(1);   /* the virtual clock stands until the search is done */
        return;
    }
    if (p->ended) split_since_mark(p);
    uint32_t after = clock_ms(p);
    p->search = table_waits_for_search(app->table, after);
    p->pacing = table_pacing_left(app->table, after) / 1000.0;
    int32_t left = (int32_t)(now + step.wait_ms - after);
    int sleep = left > 1 ? (left < 10 ? (int)left : 10) : 1;
    SDL_Event e;
    if (p->virt) {
        p->clock += (uint32_t)sleep;
        while (SDL_PollEvent(&e)) app_event(app, &e);
    } else if (SDL_WaitEventTimeout(&e, sleep)) {
        app_event(app, &e);
    }
}

/* One game in the program's own loop until it is over or N waits are timed. Returns the
 * new count. */
static int time_waits(App *app, const CliOptions *o, Person *p, WaitSplit *w, int n)
{
    p->ended = false;   /* a wait the game's end cut off is no wait */
    while (app->frame.running && n < o->bench_waits && app->scene == SCENE_TABLE) look(app, p, w, &n);
    return n;
}

static void report(const WaitSplit *w, int n, int games)
{
    double *s = malloc((size_t)n * sizeof *s);
    if (!s) return;
    for (int i = 0; i < n; i++) s[i] = w[i].seconds;
    bench_sort(s, n);
    printf("waits %d games %d p50 %.2f p90 %.2f p95 %.2f max %.2f s\n", n, games, bench_percentile(s, n, 0.50),
           bench_percentile(s, n, 0.90), bench_percentile(s, n, 0.95), s[n - 1]);
    free(s);
    wait_split_report(w, n);
}

/* Games follow one another, each dealt from the next seed, until N waits are timed. */
int wait_bench_run(const CliOptions *o)
{
    char home[260];
    if (!bench_prepare(home, sizeof home, "--bench-waits")) return 1;
    WaitSplit *s = malloc((size_t)o->bench_waits * sizeof *s);
    int n = 0, games = 0, status = s ? 0 : 1;
    CliOptions game = *o;
    game.seeded = true;
    game.seed = o->seeded ? o->seed : 1;
    Person p = {.seed = game.seed ^ 0x9e3779b97f4a7c15u, .virt = o->bench_virtual, .clock = 1000};
    while (status == 0 && n < o->bench_waits) {
        App app;
        status = app_open(&app, &game);
        if (status != 0) break;
        table_set_bot_samples(app.table, o->bench_samples);
        p.clock = SDL_GetTicks();   /* the game was dealt on the real clock */
        if (p.virt) table_person_dice_seed(app.table, game.seed);
        int before = n;
        n = time_waits(&app, o, &p, s, n);
        bool closed = !app.frame.running;
        app_close(&app);
        games++;
        game.seed++;
        if (n == before || closed) break;   /* no wait timed, or the window closed */
    }
    if (n > 0) report(s, n, games);
    if (status == 0 && n < o->bench_waits) {
        fprintf(stderr, "rajas --bench-waits: %d of %d waits timed\n", n, o->bench_waits);
        status = 1;
    }
    free(s);
    bench_clean(home, "--bench-waits");
    return status;
}
