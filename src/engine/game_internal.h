/* game_internal.h — what the engine's modules share with each other and nobody else:
 * gains that add pending bonuses, the province, market, river and palace operations, and
 * the flow that moves a game from one decision to the next. */
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
void step_set(Game *g, int kind, int n, int mode);

/* gains.c — fame, money, karma, goods, upgrades; track and column bonuses (R3, R6, R8) */
void pending_add(Game *g, Bonus b);
void pending_remove(Game *g, int index);
void gain_fame(Game *g, const Sheet *sh, int n);
void gain_money(Game *g, const Sheet *sh, int n);
void gain_karma(Game *g, const Sheet *sh);
void gain_good(Player *p, const Sheet *sh, int good);
void gain_upgrade(Game *g, const Sheet *sh, int type);
bool can_upgrade(const Player *p);
int karma_left(const Player *p);

/* market.c — goods owned, sales, tents (R4) */
int goods_owned(const Player *p, int good);
bool good_has_room(const Player *p, const Sheet *sh, int good);
bool any_good_owned(const Player *p);
bool any_good_room(const Player *p, const Sheet *sh);
void market_sell(Game *g, const Sheet *sh, int good);
bool sale_check(const Player *p, int mode, int most, const uint8_t count[GOOD_COUNT],
                const char *clause, Refusal *why);
int sale_bonus_count(const Player *p, int mode, int n);   /* R9.6: goods a sale bonus sells */

/* province.c — roads (R5) */
extern const uint8_t ROAD_SHAPES[4][4];   /* per shape bit: the edge masks, 0-terminated */
int shape_of(int edges);                  /* SHAPE_* of an edge mask, 0 if not a road */
extern const int8_t FIELD_NEIGHBOUR[PROVINCE_FIELDS][EDGE_COUNT];  /* field_neighbour's table */
int road_joining_edges(const Player *p, int field);   /* edges meeting a neighbour's road (R5.3) */
int road_allowed_edges(const Sheet *sh, int field);   /* edges a road may have (R5.4) */
bool road_check(const Player *p, const Sheet *sh, int field, int edges, Refusal *why);
bool half_check(const Player *p, const Sheet *sh, int field, int edge, Refusal *why);
void road_draw(Game *g, const Sheet *sh, int field, int edges);
void half_draw(Game *g, const Sheet *sh, int field, int edge);
bool any_road(const Player *p, const Sheet *sh, int shapes);
bool any_half(const Player *p, const Sheet *sh);

/* river.c — the boat (R7.1, R7.2, R7.6, R7.10) */
int river_symbol_target(const Player *p, const Sheet *sh, int symbol);
int river_back_target(const Player *p, int k);   /* k-th unmarked field left, 0 if none */
bool river_unmarked_left(const Player *p, int field);
void river_mark(Game *g, const Sheet *sh, int field);

/* palace.c — persons (R7.3–R7.10) */
bool person_usable(const Player *p, const Sheet *sh, int person);
bool any_person_usable(const Player *p, const Sheet *sh, bool exclude_mogul);
void person_use(Game *g, const Sheet *sh, int person);

/* bonus.c — pending bonuses (R9) */
bool bonus_usable(const Game *g, const Sheet *sh, int index);
bool any_bonus_usable(const Game *g, const Sheet *sh);
void pending_lapse(Game *g);
void lapsed_clear(Game *g);
void bonus_resolve(Game *g, const Sheet *sh, Bonus b);

/* dice.c — taking, karma, the die's action (R2, R8) */
bool karma_allowed(const Game *g);
void die_take(Game *g, const Sheet *sh, int die);
void die_karma(Game *g, int die);
void die_keep(Game *g, const Sheet *sh, int die);
void dice_roll(Game *g, const Action *roll);

/* flow.c — after every action: happen-on-their-own steps, turn and round ends (R2, R3.4) */
void settle(Game *g, const Sheets *sheets, GameForced *trace);
void perform(Game *g, const Sheets *sheets, const Action *a);

/* legal.c — candidate actions for the current step; legal_by_check keeps those game_check
 * accepts (the reference), legal_list gives the same list, faster, at most `limit` long */
int candidates(const Game *g, const Sheets *sheets, Action *out);
int legal_by_check(const Game *g, const Sheets *sheets, Action *out, int limit);
int legal_list(const Game *g, const Sheets *sheets, Action *out, int limit);

#endif
