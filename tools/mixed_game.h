/* mixed_game.h — the games the shown win chances are fitted on and checked against
 * (tools/value_fit.c's `mixed`, tools/calibrate.c): 2–5 players, every seat a bot of a level
 * drawn at random (easy 4, medium 4, hard 2 in 10; hard with a few sampled futures, to keep
 * the runs short), rolls from the game's generator. Same index and seed, same game. */
#ifndef RAJAS_MIXED_GAME_H
#define RAJAS_MIXED_GAME_H

#include <stdbool.h>
#include <stdint.h>

#include "bot.h"
#include "session.h"

#define MIXED_HARD_SAMPLES 2

/* Game i of a run with this seed: its set-up (players as given, sheet side alternating
 * with i / sides_every, a start seat and a game seed drawn) and its seats' levels. */
void mixed_setup(const Sheets *sheets, int players, long i, long sides_every, uint64_t seed, Setup *setup,
                 BotLevel level[GAME_MAX_PLAYERS]);

/* The seats' levels of game i alone, as mixed_setup draws them (a run's records name the
 * game, not its levels: tools/calibrate_records.c's `levels=`). */
void mixed_levels(int players, long i, uint64_t seed, BotLevel level[GAME_MAX_PLAYERS]);

/* Called with each bot's choice before it is played, with the game it is played in (may be
 * NULL); a hard seat's value is its search's, before the map into the chance players are
 * shown (bot_hint_chance). The choice is bot_explain's either way: the map keeps the order. */
typedef void (*MixedChoice)(void *ctx, const Game *before, int seat, BotLevel level, const BotChoice *choice);

/* Plays the started session to its end; false when a bot found nothing or an action was
 * refused (never, with bots that play game_legal's actions). */
bool mixed_play(Session *s, const BotLevel *level, int hard_samples, MixedChoice on_choice, void *ctx);

#endif
