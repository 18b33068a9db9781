/* game_internal.h — what the engine's modules share with each other and nobody else:
 * gains that add pending bonuses, the bonuses, the dice, and the flow that moves a game from
 * one decision to the next. The sheet's four areas (market, province, river, palace) have
 * theirs in areas_internal.h. */
#ifndef RAJAS_GAME_INTERNAL_H
#define RAJAS_GAME_INTERNAL_H

#include "game.h"

static inline const Sheet *game_sheet(const Game *g, const Sheets *sheets)
{
    return &sheets->sheet[g->setup.sheet];
}

static inline Player *acting(Game *g) { return &g->player[g->to_act]; }

static inline Refusal refusal(const char *clause, const char *message)
{
    return (Refusal){clause, message};
}

/* Sets the decision awaited now, keeping whether a bonus is being resolved. */
void engine_step_set(Game *g, int kind, int n, int mode);

/* gains.c — fame, money, karma, goods, upgrades; track and column bonuses (R3, R6, R8) */
void engine_pending_add(Game *g, Bonus b);
void engine_pending_remove(Game *g, int index);
void engine_gain_fame(Game *g, const Sheet *sh, int n);
void engine_gain_money(Game *g, const Sheet *sh, int n);
void engine_gain_karma(Game *g, const Sheet *sh);
void engine_gain_good(Player *p, const Sheet *sh, int good);
void engine_gain_upgrade(Game *g, const Sheet *sh, int type);
bool engine_can_upgrade(const Player *p);
int engine_karma_left(const Player *p);

/* bonus.c — pending bonuses (R9) */
bool engine_bonus_usable(const Game *g, const Sheet *sh, int index);
bool engine_any_bonus_usable(const Game *g, const Sheet *sh);
void engine_pending_lapse(Game *g);
void engine_lapsed_clear(Game *g);
void engine_bonus_resolve(Game *g, const Sheet *sh, Bonus b);

/* dice.c — taking, karma, the die's action (R2, R8) */
bool engine_karma_allowed(const Game *g);
void engine_die_take(Game *g, const Sheet *sh, int die);
void engine_die_karma(Game *g, int die);
void engine_die_keep(Game *g, const Sheet *sh, int die);
void engine_dice_roll(Game *g, const Action *roll);

/* flow.c — after every action: happen-on-their-own steps, turn and round ends (R2, R3.4) */
void engine_settle(Game *g, const Sheets *sheets, GameForced *trace);
void engine_perform(Game *g, const Sheets *sheets, const Action *a);

/* legal.c — candidate actions for the current step; legal_by_check keeps those game_check
 * accepts (the reference), legal_list gives the same list, faster, at most `limit` long */
int engine_candidates(const Game *g, const Sheets *sheets, Action *out);
int engine_legal_by_check(const Game *g, const Sheets *sheets, Action *out, int limit);
int engine_legal_list(const Game *g, const Sheets *sheets, Action *out, int limit);

#endif
