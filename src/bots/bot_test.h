/* bot_test.h — the declared test header of the bots: what the tests check inside them beyond
 * bot.h and story.h — the evaluation and its weights (eval.c), one sampled future (playout.c),
 * the maps the shown chances go through (hint_chance.c, hint_weights.c) and the hard bot's
 * values before the map and as puzzles state them (bot.c). The bots' own files have it
 * through bot_internal.h; outside src/bots/ only the tests include it
 * (cmake/boundaries.cmake). */
#ifndef RAJAS_BOT_TEST_H
#define RAJAS_BOT_TEST_H

#include "bot.h"

/* eval.c's weights: what each part of a position is worth in race points. EVAL_MEDIUM is
 * the hand-built set (easy and medium, eval_weights.c); EVAL_HARD was tuned by play for
 * the hard bot (eval_hard.c, written by tools/eval_tune.c). */
typedef struct {
    double goods;             /* × the coin each owned good would sell for */
    double karma;             /* per unused karma */
    double upgrade;           /* per upgrade mark above 1 ... */
    double upgrade_unbuilt;   /* ... plus this per building of that type not yet built */
    double roads;             /* × what a free field a road points at would bring */
    double roads_unjoined;    /* share of that for a field next to the network, not joined */
    double border_edge;       /* × the border bonus a built field's free edge faces */
    double river;             /* per field of river progress */
    double palace;            /* × an area's next column bonus, over the crosses missing */
    double pending;           /* × a usable pending bonus */
    double bonus;             /* × every bonus kind's rough value (not fame, money, sales) */
    double remaining_slope;   /* potential's worth: slope × the share of the race left, */
    double remaining_floor;   /* at least this, */
    double remaining_ended;   /* and this once the end is triggered */
    double strongest;         /* relative value: own − (this × the best other + the rest ×
                                 the mean of the others) */
} EvalWeights;
#define EVAL_WEIGHT_COUNT 15
extern const EvalWeights EVAL_MEDIUM, EVAL_HARD;

/* eval.c: a seat's position in race points. eval_seat is the seat alone (current race
 * plus what its goods, karma, upgrades, roads, river, palace and pending bonuses are
 * likely to become); eval_relative subtracts the other players' (the strongest weighted
 * most), and scores an ended game by its result. */
double eval_seat(const Game *g, const Sheets *sheets, int seat, const EvalWeights *k);
/* eval_seat's parts, weighted where the part is a sum (goods, upgrades, roads, palace,
 * pending) and counted where it is not (karma, river), for the value model (value.c):
 * remaining is the share of potential still worth having (1 early, less near the crossing
 * and once the end is triggered); pending is 0 unless the seat is deciding. */
typedef struct {
    double remaining, race, tie_breaks, goods, karma, upgrades, roads, river, palace, pending;
} EvalParts;
void eval_parts(const Game *g, const Sheets *sheets, int seat, const EvalWeights *k,
                EvalParts *out);
double eval_relative(const Game *g, const Sheets *sheets, int seat, const EvalWeights *k);

/* playout.c: one sampled future from start, for the seat deciding at root: *end is where
 * it stops (the end of the seat's first turn in the next round, or the end of the
 * game). sample_seed draws the rolls; policy_seed the policy's own
 * choices (medium's sampled karma rolls inside its search). The policy's choice in a
 * position depends on that position and policy_seed alone (its search is seeded from
 * both), so a cache (may be NULL) remembers the choices for one decision of the hard bot:
 * samples that share a policy seed replay the same choices until their rolls differ. */
#define POLICY_CACHE_SIZE 8192       /* a power of two */
typedef struct {
    uint64_t key;                    /* position_seed of the state | 1; 0 = empty */
    Action action;
} PolicyEntry;
typedef struct {
    PolicyEntry entry[POLICY_CACHE_SIZE];
} PolicyCache;
void playout_play(const Game *start, const Sheets *sheets, int seat, const Game *root,
                  uint64_t sample_seed, uint64_t policy_seed, PolicyCache *cache, Game *end);

/* playout_play's end position scored by the seat's chance of winning (value_chance). */
double playout_value(const Game *start, const Sheets *sheets, int seat, const Game *root,
                     uint64_t sample_seed, uint64_t policy_seed, PolicyCache *cache);

/* hint_chance.c: the map of the hard search's values into the chances players are shown
 * (bot_hint_chance): piecewise linear through knots (x[i], y[i]), x rising strictly from 0
 * to 1 and y rising strictly inside 0..1, one map per player count in HINT_CALIBRATION
 * (hint_weights.c, written by tools/calibrate.c's `fit`). p outside 0..1 (or NaN) is read
 * as the nearer end (NaN as 0). */
#define HINT_KNOTS_MAX 24
typedef struct {
    int count;
    double x[HINT_KNOTS_MAX], y[HINT_KNOTS_MAX];
} HintMap;
extern const HintMap HINT_CALIBRATION[GAME_MAX_PLAYERS - 1][BOT_STAGES];
double hint_map(const HintMap *m, double p);
/* hint_weights.c: what the story's chances go through, per player count and stage, fitted
 * with the hint's map by tools/calibrate.c on every seat's chance at every state of games of
 * bots of mixed levels: first a temperature (story_temper: raised to 1/t and made to add up
 * to 1 again; over 1 a model too sure of itself is made less so), then a monotone map of
 * each seat's chance (hint_map), the row made to add up to 1 again (story_calibrate). Both
 * keep the order of the seats. The temperature alone could only make the model more or
 * less sure of itself everywhere; the map mends its shape (in the middle of 4- and 5-player
 * games the leader's chance was stated too high and the followers' too low, docs/bots.md). */
extern const double STORY_TEMPERATURE[GAME_MAX_PLAYERS - 1][BOT_STAGES];
void story_temper(double chance[GAME_MAX_PLAYERS], int players, double temperature);
extern const HintMap STORY_CALIBRATION[GAME_MAX_PLAYERS - 1][BOT_STAGES];
void story_calibrate(double chance[GAME_MAX_PLAYERS], int players, const HintMap *m);
/* value.c: the model's chances before they are shown: no decided game made exact
 * (bot_decided), no temperature, offsets or map (for the calibration tool, which fits and
 * checks what is done to them, and the tests, which do it by hand). */
void shown_model_chances(const Game *g, const Sheets *sheets, double chance[GAME_MAX_PLAYERS]);
/* hint_weights.c: the story's figures knowing who plays (bot_win_chance_at with a table),
 * fitted by tools/calibrate.c's `fit` with `levels=` on the same games: a temperature, then
 * the seats' level offsets per player count, stage and level (bot_seat_offset: log-odds,
 * medium's 0; a person's seat is each level in turn, seats_as_bots), then a map, as STORY_TEMPERATURE and STORY_CALIBRATION
 * are for the position alone. seat_levels.c: each seat's chance times e^offset[seat], the
 * row made to add up to 1 again (a row of equal offsets is left as it is). */
extern const double SEATED_TEMPERATURE[GAME_MAX_PLAYERS - 1][BOT_STAGES];
extern const HintMap SEATED_CALIBRATION[GAME_MAX_PLAYERS - 1][BOT_STAGES];
extern const double SEAT_LEVEL_OFFSET[GAME_MAX_PLAYERS - 1][BOT_STAGES][BOT_LEVEL_COUNT];
/* The mover's offset per player count and stage (bot_mover_offset), fitted after the rest on
 * the hint's records: of least log-loss of the hint's figures as shown; 0 at
 * BOT_STAGE_LATE_WHOLE. */
extern const double MOVER_OFFSET[GAME_MAX_PLAYERS - 1][BOT_STAGES];
void seats_weigh(double chance[GAME_MAX_PLAYERS], int players, const double offset[GAME_MAX_PLAYERS]);
/* Whether the table seats a bot: then the figures know who plays (SEATED_*); NULL, or
 * persons alone, read the position alone. */
bool seats_known(const BotTable *table, int players);
/* The tables a person's seats are counted as (seat_levels.c): every combination of each
 * person's seat as an easy, a medium and a hard bot (3^persons; at most 4 persons beside a
 * bot), the bots' seats as they are; a table of bots alone, or of persons alone, is itself.
 * The seated figures shown are the mean over these tables. Returns how many. */
#define SEATS_AS_BOTS_MAX 81
int seats_as_bots(const BotTable *table, int players, BotTable out[SEATS_AS_BOTS_MAX]);
/* The offsets of a table's seats at a stage into offset[] (table NULL: all 0). */
void seats_offsets(const BotTable *table, int players, int stage, double offset[GAME_MAX_PLAYERS]);

/* The chance shown for an action whose mapped value is `mapped`, when the best action's is
 * `best_mapped` and the story's chance of the position the best leads to is `anchor`: the
 * anchor moved by the two mapped values' difference in log-odds (ends held 1e-6 inside
 * 0..1). The best action reads the anchor itself, so the hint's figure for it is the
 * story's for the same position; the others keep the search's order and its distance from
 * the best. */
double hint_beside(double anchor, double best_mapped, double mapped);

/* The chance shown for an action other than the best: the story's chance of the position
 * it leads to (`story`, held at most the best's `anchor`) and the search's figure beside the
 * best (`beside`, hint_beside: at most the anchor), averaged in log-odds with the story's
 * part weighing HINT_STORY_WEIGHT. The best (story and beside both the anchor) reads the
 * anchor exactly. Two estimators, each blind where the other sees: the story one action
 * ahead knows nothing of the rest of the turn or the replies (of the other actions played
 * in the calibration games it put 52-57 % at least as high as the best), and the search's
 * distances came true far less wide at a table of mixed levels than it found them
 * (docs/bots.md, "The hint one action ahead"). */
#define HINT_STORY_WEIGHT 0.5
double hint_one_ahead(double anchor, double story, double beside);

/* bot.c: bot_explain_measured before the map: hard's values as its search found them (for
 * fitting the map, tools/calibrate.c). */
int bot_explain_unmapped(const Game *g, const Sheets *sheets, BotLevel level, const BotConfig *config,
                         BotChoice *out, int max, long *samples);

/* bot.c: bot_explain_measured for the hard bot with every action but the best read as the
 * search spaces it: its mapped value beside the story's chance after the best (hint_beside),
 * not the story one action ahead. What a puzzle states (puzzle.c): the deep search's gap
 * between the best and the runner-up, on which a puzzle is chosen (docs/puzzles.md). */
int bot_explain_searched(const Game *g, const Sheets *sheets, const BotConfig *config, BotChoice *out, int max,
                         long *samples);

#endif
