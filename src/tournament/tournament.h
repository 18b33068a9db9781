/* tournament.h — rajas-tournament: bots playing whole games against each other, and the
 * figures it reports (docs/bots.md). */
#ifndef RAJAS_TOURNAMENT_H
#define RAJAS_TOURNAMENT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "bot.h"

typedef struct {
    long games;
    int players;
    char side[SHEET_NAME_MAX + 1];
    int lineup_count;                    /* bots as given; seats beyond repeat the list */
    BotLevel lineup[GAME_MAX_PLAYERS];
    uint64_t seed;
    int budget_ms, iterations, threads;  /* for hard; 0 = default */
    int chain_budget_ms;                 /* > 0: line-up entry 1's decisions after its first
                                            in a turn search this long, as a bot's at the
                                            table do (match.h, MATCH_CHAIN_BUDGET_MS) */
    int cascade_budget_ms;               /* > 0: and those after its fifth this long, as at
                                            the table (MATCH_CASCADE_BUDGET_MS); each such
                                            decision is searched at chain-budget-ms too, and
                                            the two choices compared */
} TournamentArgs;

/* args.c: parses `games=… players=… side=… bots=a,b[,…] seed=…
 * [budget-ms=…|iterations=…] [chain-budget-ms=… [cascade-budget-ms=…]] [threads=…]`; on
 * failure writes a message to err. chain-budget-ms is a time budget: not with iterations=;
 * cascade-budget-ms only with it. */
bool tournament_args(int argc, char **argv, TournamentArgs *t, char *err, size_t cap);

/* A growing list of decision times in milliseconds. */
typedef struct {
    double *ms;
    size_t count, cap;
} Times;

/* stats.c */
void times_add(Times *t, double ms);
double times_quantile(Times *t, double q);     /* sorts in place; 0 when empty */
/* 95% Wilson score interval of a proportion of n trials. */
void wilson95(double p, double n, double *low, double *high);

#endif
