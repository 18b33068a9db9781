/* areas_internal.h — what the engine's modules share about the sheet's four areas, and
 * nobody else: the market's goods and sales (R4), the province's roads (R5), the river's
 * boat (R7.1, R7.2, R7.6, R7.10) and the palace's persons (R7.3–R7.10). The flow, gains and
 * bonuses are in game_internal.h. */
#ifndef RAJAS_AREAS_INTERNAL_H
#define RAJAS_AREAS_INTERNAL_H

#include "game.h"

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

#endif
