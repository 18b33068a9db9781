/* app_daily.h — Today's dice in the program (app_daily.c; docs/rules.md, "Edition notes:
 * Today's dice"): what App keeps of the day's game, and the steps the program takes for it. */
#ifndef RAJAS_APP_DAILY_H
#define RAJAS_APP_DAILY_H

#include <stdbool.h>
#include <stdint.h>

#include "daily.h"
#include "par.h"

typedef struct App App;

/* Today's dice (app_daily.c; docs/rules.md, "Edition notes: Today's dice"): the game in
 * App.session is the day's, counted or practice, and its par worked out on a thread. */
typedef struct {
    bool on;                  /* the game in session is a daily game */
    bool counted;             /* the day's counted try (else practice) */
    DailyDate date;
    ParJob par;               /* the par of date, started with the game */
    bool par_told;            /* the par reached the statistics and the end screen */
    int par_samples;          /* the par's effort; 0: PAR_SAMPLES (tests ask for less) */
} AppDaily;

/* The local calendar day. */
DailyDate app_today(void);
/* Starts today's game (the set-up screen's "Today's dice", --daily): the person of the
 * remembered set-up against the hard bot; the day's first counts, a later one is practice. */
void app_start_daily(App *a, uint32_t now);
/* The game now in session was resumed: a daily game goes on as one (its rolls, its par). */
void app_daily_resumed(App *a);
/* The table, started on a daily game, is told so: its header and log say whose game it is
 * and whether it counts (table_set_daily). Nothing for another game. */
void app_daily_table(App *a);
/* The game in session is over and counted: the day's calendar, and the end screen's band. */
void app_daily_finished(App *a);
/* Takes the par once its thread is done: into the calendar and onto the end screen. */
void app_daily_tick(App *a);
/* No daily game any more: its par's thread stopped. */
void app_daily_stop(App *a);

#endif
