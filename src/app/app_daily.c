/* app_daily.c — Today's dice in the program (docs/rules.md, "Edition notes: Today's dice"):
 * the day's game started from the set-up screen or --daily (the person of the remembered
 * set-up against the hard bot, its round rolls the day's), one counted try a day in the
 * statistics' calendar (stats.h), the par worked out on a thread from the game's start
 * (par.h), and the end screen told the result and, once known, the par. */
#include "app_daily.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

#include "app.h"
#include "damaged_files.h"
#include "i18n.h"
#include "stats.h"

DailyDate app_today(void)
{
    time_t t = time(NULL);
    struct tm *now = localtime(&t);
    if (!now) return (DailyDate){1970, 1, 1};
    return (DailyDate){now->tm_year + 1900, now->tm_mon + 1, now->tm_mday};
}

/* The two seats: the remembered set-up's first person (name and pen), and the hard bot
 * under a name and pen that differ from theirs. */
static void daily_seats(App *a, const Setup *setup, GameSetup *g)
{
    const Lang *lang = a->win.lang;
    GameSetup last;
    app_remembered_setup(a, &last);
    memset(g, 0, sizeof *g);
    g->players = DAILY_PLAYERS;
    g->sheet = setup->sheet;
    g->first = setup->first;
    SeatSetup *you = &g->seat[DAILY_PERSON_SEAT], *bot = &g->seat[1 - DAILY_PERSON_SEAT];
    you->kind = SEAT_HUMAN;
    snprintf(you->name, sizeof you->name, "%s", _("You"));
    for (int i = 0; i < last.players; i++)
        if (last.seat[i].kind != SEAT_BOT) {
            *you = last.seat[i];
            break;
        }
    bot->kind = SEAT_BOT;
    bot->level = BOT_HARD;
    bot->colour = you->colour == 1 ? 0 : 1;
    snprintf(bot->name, sizeof bot->name, "%s", strcmp(you->name, "Arjun") == 0 ? "Mira" : "Arjun");
}

/* The counted try begins in the calendar, or the day has one and this game is practice. */
typedef struct {
    int32_t day;
    bool counted;
} DailyBegin;

static void begin_change(Stats *s, void *ctx)
{
    DailyBegin *b = ctx;
    b->counted = stats_file_daily_begin(&s->daily, b->day);
}

static void daily_on(App *a, DailyDate date, bool counted)
{
    a->daily.on = true;
    a->daily.counted = counted;
    a->daily.date = date;
    a->daily.par_told = false;
    session_set_rounds_apart(&a->session, true);
    Setup setup;
    if (daily_setup(date, &a->sheets, &setup))
        par_job_start(&a->daily.par, &a->sheets, &setup, DAILY_PERSON_SEAT,
                      a->daily.par_samples > 0 ? a->daily.par_samples : PAR_SAMPLES);
}

/* A failed statistics write costs the calendar this day, never the game: said on the table. */
static void daily_change(App *a, StatsChange change, void *ctx)
{
    const Lang *lang = a->win.lang;
    char err[APP_PATH_MAX + 160], text[APP_NOTE_MAX];
    FilesDamage d;
    bool ok = files_stats_change(a->dirs.user, change, ctx, &d, err, sizeof err);
    if (d.found) {
        char note[APP_NOTE_MAX];
        damaged_say(lang, &d, note, sizeof note);
        app_note(a, note);
    }
    if (ok) return;
    SDL_Log("the statistics were not updated: %s", err);
    snprintf(text, sizeof text, _("The statistics could not be updated: %s"), err);
    app_note(a, text);
}

void app_start_daily(App *a, uint32_t now)
{
    const Lang *lang = a->win.lang;
    DailyDate today = app_today();
    Setup setup;
    if (!daily_setup(today, &a->sheets, &setup)) {
        app_go_setup(a, _("Today's dice needs both sides of the sheet, and one is missing from the game's data."),
                     true);
        return;
    }
    GameSetup g;
    daily_seats(a, &setup, &g);
    DailyBegin b = {daily_day_number(today), false};
    daily_change(a, begin_change, &b);
    /* The remembered set-up stays the player's own: Today's dice is not a set-up. */
    if (app_begin_game(a, &g, &setup, false, now)) {
        daily_on(a, today, b.counted);
        app_daily_table(a);
    }
}

void app_daily_table(App *a)
{
    if (!a->daily.on) return;
    char date[DAILY_DATE_CHARS];
    daily_date_format(a->daily.date, date);
    table_set_daily(a->table, date, a->daily.counted);
}

void app_daily_resumed(App *a)
{
    const Lang *lang = a->win.lang;
    app_daily_stop(a);
    DailyDate date;
    if (!daily_date_of_setup(&a->session.setup, app_today(), &date)) return;
    /* The day's try is still begun in the calendar only while it is this game: a later
     * daily game of that day would have marked it given up. */
    Stats s;
    FilesDamage d;
    if (files_stats_read(a->dirs.user, &s, &d) == FILE_BROKEN) {
        char note[APP_NOTE_MAX];
        damaged_say(lang, &d, note, sizeof note);
        app_note(a, note);
    }
    const StatsDay *day = stats_file_daily_find(&s.daily, daily_day_number(date));
    daily_on(a, date, day && day->state == DAY_STARTED);
}

/* The person won alone (R3.5): first, with no one sharing the place. */
static bool person_won(const App *a)
{
    Ranking rk;
    game_ranking(&a->session.game, &a->sheets, &rk);
    int firsts = 0;
    bool person = false;
    for (int i = 0; i < rk.count; i++)
        if (rk.place[i] == 1) {
            firsts++;
            person = person || rk.seat[i] == DAILY_PERSON_SEAT;
        }
    return person && firsts == 1;
}

typedef struct {
    int32_t day;
    bool won;
} DailyEnd;

static void finish_change(Stats *s, void *ctx)
{
    const DailyEnd *e = ctx;
    stats_file_daily_finish(&s->daily, e->day, e->won);
}

static void par_change(Stats *s, void *ctx) { stats_file_daily_beat_par(&s->daily, *(const int32_t *)ctx); }

static void tell_end(App *a)
{
    EndDaily d;
    memset(&d, 0, sizeof d);
    d.on = true;
    d.practice = !a->daily.counted;
    daily_date_format(a->daily.date, d.date);
    d.par_known = a->daily.par.done;
    d.par_missing = !a->daily.par.done && !par_job_running(&a->daily.par);
    d.par = a->daily.par.result.race;
    end_scene_set_daily(a->end, &d);
}

void app_daily_finished(App *a)
{
    if (!a->daily.on || !game_over(&a->session.game)) return;
    if (a->daily.counted) {
        DailyEnd e = {daily_day_number(a->daily.date), person_won(a)};
        daily_change(a, finish_change, &e);
    }
    /* The par is taken first (the end scene is not shown yet, so the tick cannot tell it):
     * a par played out while the game went on reaches the end screen with it. */
    app_daily_tick(a);
    tell_end(a);
}

void app_daily_tick(App *a)
{
    if (!a->daily.on || a->daily.par_told || !game_over(&a->session.game)) return;
    /* A par that could not be played out (no thread) is not waited for. */
    if (!par_job_poll(&a->daily.par) && par_job_running(&a->daily.par)) return;
    a->daily.par_told = true;
    /* Above par: the race ended higher than the hard bot's in the same seat. */
    int32_t day = daily_day_number(a->daily.date);
    if (a->daily.counted && a->daily.par.done &&
        game_race(&a->session.game, DAILY_PERSON_SEAT) > a->daily.par.result.race)
        daily_change(a, par_change, &day);
    if (a->scene == SCENE_END) {
        tell_end(a);
        a->frame.dirty = true;
    }
}

void app_daily_stop(App *a)
{
    par_job_stop(&a->daily.par);
    a->daily.on = false;
}
