/* bot.h — computer players for solo practice: `choose(state) → action` over the engine's
 * public API (game.h) and nothing else, so a bot sees exactly what a player at the table
 * sees. Bots never read the dice generator kept inside a Game: future rolls are sampled
 * from the bot's own generator, seeded by BotConfig.seed.
 *
 *   easy    greedy on the immediate gain of each action, with some noise (easy.c);
 *   medium  searches every decision left in its own turn and scores the positions where
 *           the turn passes on with a hand-built evaluation (medium.c, eval.c);
 *   hard    plays to win: for its best few turn plans, samples karma rolls and plays the
 *           other players' turns on by medium, and weighs where each future stops by the
 *           chance of winning from there, from a model fitted on self-play (hard.c,
 *           value.c, tools/value_fit.c).
 *
 * Nothing is allocated that outlives a call; the functions are safe to call from several
 * threads at once on different states. */
#ifndef RAJAS_BOT_H
#define RAJAS_BOT_H

#include <stdbool.h>
#include <stdint.h>

#include "game.h"
#include "seat.h"   /* BotLevel */

/* Who plays each seat, as the match and the seats say it: 0 a person at the screen (or not
 * known), 1 + BotLevel a bot. The chances shown weigh each seat by its level (a hard seat
 * wins more often than its position alone says, an easy one less: bot_seat_offset). */
typedef struct {
    uint8_t bot[GAME_MAX_PLAYERS];
} BotTable;

typedef struct {
    uint64_t seed;        /* the bot's own random stream (noise, sampled rolls) */
    int budget_ms;        /* hard: wall-clock budget per decision, used when iterations == 0 */
    int iterations;       /* hard: sampled futures per decision (a fixed effort); > 0 makes hard
                             deterministic for a seed, whatever the machine's speed or
                             thread count */
    int threads;          /* hard: worker threads; 0 = one per online core */
    const Action *include; /* hard: an action searched among its candidates whatever medium
                              thinks of it, on the same sampled futures (the review's played
                              action, so its loss has an error); NULL for none */
    BotTable table;        /* who plays each seat, for the figures shown (bot_explain's values);
                              all zero: the position alone. Never changes the bot's play. */
} BotConfig;

/* One candidate for a hint: the action and the bot's estimate of it. Higher is better.
 * easy and medium: race points (2 × fame + money, R3.1); medium's relative to the strongest
 * other player. hard: the chance of winning the game (0..1) after the action as players are
 * shown it: the search says which action is best (out[0]), which reads the story's chance
 * of the position it leads to (bot_win_chance there); the others read the search's distance
 * below it averaged with the story's chance of their own positions, never above the best's;
 * each reads its exact share when the game is decided there (docs/bots.md, "The hint one
 * action ahead"). */
typedef struct {
    Action action;
    double value;
    /* hard: how far below out[0]'s value this one may lie by the chance of the samples
     * alone: twice the standard error of the per-sample difference from out[0] (every
     * candidate is played against the same sampled futures), in value's unit; 0 for out[0],
     * for an action with fewer than two samples of its own, and for easy and medium. A
     * choice whose value is no further below the best than this is not known to be worse. */
    double error;
} BotChoice;

#define BOT_DEFAULT_BUDGET_MS 1000

/* seed as given, 1 s budget, no fixed iterations, all cores. */
BotConfig bot_config_default(uint64_t seed);

/* The action the bot takes for the seat to act. Returns false only when no seat is to act
 * (a roll is due, or the game is over); otherwise *out is one of game_legal's actions. */
bool bot_choose(const Game *g, const Sheets *sheets, BotLevel level, const BotConfig *config,
                Action *out);

/* Like bot_choose, but fills up to max choices, best first, with their estimated values
 * (for a hint button). out[0] is the action bot_choose would take; hard lists the others
 * (its search's best max) by the chance shown, which need not be the search's order.
 * Returns the count (0 when no seat is to act). */
int bot_explain(const Game *g, const Sheets *sheets, BotLevel level, const BotConfig *config,
                BotChoice *out, int max);

/* bot_explain, and the effort spent: *samples is the number of sampled futures the hard
 * search played for each candidate (0 for easy and medium, and when hard had one sensible
 * choice and did not search). For measuring what a time budget buys (rajas-tournament).
 * samples may be NULL. */
int bot_explain_measured(const Game *g, const Sheets *sheets, BotLevel level,
                         const BotConfig *config, BotChoice *out, int max, long *samples);

/* The chance (0..1) that `seat` wins from this position as it stands, as players are shown
 * it: the hard bot's win-chance model (no search) with the weights fitted on games of bots of
 * mixed levels and checked for calibration (docs/bots.md, "Honest win chances"), for the
 * hint's "62 % → 58 %" (its first figure) and the story of a game (story.h). */
double bot_win_chance(const Game *g, const Sheets *sheets, int seat);
/* bot_win_chance knowing who plays: with a table that seats a bot, the figures fitted on
 * games whose levels were known, each seat's chance weighed by its level's offset for the
 * stage (bot_seat_offset) and the row made to add up to 1 again, a person's seat (0) counted
 * as each level in turn and the mean taken (a person's level is not known); with table NULL
 * or persons alone, the position alone, exactly bot_win_chance. A decided game stays exact.
 * Every screen (the hint, the story's chart, the review, "Try it") reads this with the
 * game's seats. */
double bot_win_chance_at(const Game *g, const Sheets *sheets, int seat, const BotTable *table);
/* The chance of the seat that has just made its own move (mover), as the hint, the review
 * and "Try it" read a move: bot_win_chance_at with the mover's chance weighed by
 * e^bot_mover_offset before the map. The model reads a position as it stands, and just after
 * its own move a seat won more often than it says, most near the end (up to 0.7 in log-odds
 * at 4 players; docs/bots.md, "The mover"). The chart reads every seat at every state
 * (bot_win_chance_at), so where the offset is not 0 the hint's figure of a move and the
 * chart's figure of the position after it differ by that much. A decided game stays exact. */
double bot_win_chance_moved(const Game *after, const Sheets *sheets, int mover, const BotTable *table);
/* The mover's offset in log-odds at this player count and stage, fitted on the hint's
 * records (MOVER_OFFSET, hint_weights.c); 0 out of range and at BOT_STAGE_LATE_WHOLE (the
 * puzzles' figures stay as they were mined). */
double bot_mover_offset(int players, int stage);

/* How much more (or less) a seat played by `who` (BotTable's code) wins than its position
 * alone says, in log-odds against a seat of the mix the figures were fitted on, at this
 * player count and stage: fitted on games of bots of mixed levels (SEAT_LEVEL_OFFSET,
 * hint_weights.c; docs/bots.md, "Who plays"). A person (0) has no level and no offset of
 * its own: 0 here, and the figures shown count a person's seat as each level in turn
 * (bot_win_chance_at). A player count or stage out of range: 0. */
double bot_seat_offset(int players, int stage, int who);

/* Whether the game is decided: no sequence of the turns left can change who finishes first
 * (R3.4: once tracks have crossed, the turns left are known; R3.5: the ranking). Then
 * share[seat] is exact — 1 for the winner, 0 for the others, 1/k for k seats sharing first
 * place — and every chance shown (bot_win_chance, the hint's and the review's figures, the
 * story) is that share. Found from the rules by going through every choice and karma roll
 * of the turns left (decided.c), never from samples; false (share all 0) when the game may
 * still turn, or when the turns left are too many to go through. An ended game is decided. */
bool bot_decided(const Game *g, const Sheets *sheets, double share[GAME_MAX_PLAYERS]);

/* The stage of the game the shown chances are calibrated for (0 early, 1 middle, 2 late,
 * 3 the end), from what the table shows: the leading race position (R3.1) and whether the
 * end is triggered (R3.4: then the turns left are known). A lead of ten race points means more
 * with fewer turns left, so the shown figures are fitted per stage (docs/bots.md, "Honest
 * win chances"). bot_stage_of is the same from the two numbers (for the calibration tool).
 * BOT_STAGE_LATE_WHOLE is the late stage and the end as one, as the late stage was before the
 * end was split off (from a lead of 60 or the end triggered; bot_stage_whole gives it for 2
 * and 3): the puzzles' figures are read there, so they stay the ones they were mined with
 * (bot_explain_searched, docs/puzzles.md). Its figures are fitted on both stages' states. */
#define BOT_STAGES 5
#define BOT_STAGE_LATE_WHOLE 4
int bot_stage(const Game *g);
int bot_stage_of(int lead, bool triggered);
int bot_stage_whole(int stage);

/* The hard search's value of an action (its sampled futures' mean chance, by the hard bot's
 * own weights) as players are shown it: a monotone map per player count and stage, fitted
 * so that the figure comes true as often as it says (docs/bots.md, "Honest win chances").
 * bot_explain applies it to hard's values (a decided game's are exact instead, bot_decided);
 * a player count outside 2–5 or a stage outside 0..BOT_STAGES−1 leaves the value as it is. */
double bot_hint_chance(int players, int stage, double value);

const char *bot_level_name(BotLevel level);      /* "easy", "medium", "hard" */
/* "easy"/"medium"/"hard" or "1"/"2"/"3"; -1 if neither. */
int bot_level_from_name(const char *name);

#endif
