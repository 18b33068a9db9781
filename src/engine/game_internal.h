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

/* market.c — goods owned, sales, tents (R4) */
int engine_goods_owned(const Player *p, int good);
bool engine_good_has_room(const Player *p, const Sheet *sh, int good);
bool engine_any_good_owned(const Player *p);
bool engine_any_good_room(const Player *p, const Sheet *sh);
void engine_market_sell(Game *g, const Sheet *sh, int good);
bool engine_sale_check(const Player *p, int mode, int most, const uint8_t count[GOOD_COUNT],
                const char *clause, Refusal *why);
int engine_sale_bonus_count(const Player *p, int mode, int n);   /* R9.6: goods a sale bonus sells */

/* province.c — roads (R5) */
extern const uint8_t ENGINE_ROAD_SHAPES[4][4];   /* per shape bit: the edge masks, 0-terminated */
int engine_shape_of(int edges);                  /* SHAPE_* of an edge mask, 0 if not a road */
extern const int8_t ENGINE_FIELD_NEIGHBOUR[PROVINCE_FIELDS][EDGE_COUNT];  /* field_neighbour's table */
int engine_road_joining_edges(const Player *p, int field);   /* edges meeting a neighbour's road (R5.3) */
int engine_road_allowed_edges(const Sheet *sh, int field);   /* edges a road may have (R5.4) */
bool engine_road_check(const Player *p, const Sheet *sh, int field, int edges, Refusal *why);
bool engine_half_check(const Player *p, const Sheet *sh, int field, int edge, Refusal *why);
void engine_road_draw(Game *g, const Sheet *sh, int field, int edges);
void engine_half_draw(Game *g, const Sheet *sh, int field, int edge);
bool engine_any_road(const Player *p, const Sheet *sh, int shapes);
bool engine_any_half(const Player *p, const Sheet *sh);

/* river.c — the boat (R7.1, R7.2, R7.6, R7.10) */
int engine_river_symbol_target(const Player *p, const Sheet *sh, int symbol);
int engine_river_back_target(const Player *p, int k);   /* k-th unmarked field left, 0 if none */
bool engine_river_unmarked_left(const Player *p, int field);
void engine_river_mark(Game *g, const Sheet *sh, int field);

/* palace.c — persons (R7.3–R7.10) */
bool engine_person_usable(const Player *p, const Sheet *sh, int person);
bool engine_any_person_usable(const Player *p, const Sheet *sh, bool exclude_mogul);
void engine_person_use(Game *g, const Sheet *sh, int person);

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
