/* position.h — positions for the rule tests (tests/test_rules_*.c): a game whose dice are
 * rolled, roads and upgrades drawn onto a sheet by name, a turn taken and finished, and the
 * check that the turn has passed on. Each fails the test, with the name it could not read,
 * rather than write outside a sheet. */
#ifndef RAJAS_TEST_POSITION_H
#define RAJAS_TEST_POSITION_H

#include "support.h"

/* A game of `players` on `side`, seat 0 holding the elephant (R2), and roll applied;
 * test_rolled_from: seat `first` holding it. */
Game test_rolled(int players, const char *side, const char *roll);
Game test_rolled_from(int players, const char *side, int first, const char *roll);

/* The index of a province field named like "D3" (R5). */
int test_field(const char *name);
/* The edge mask of letters such as "NE" (R5.1). */
int test_edges(const char *letters);
/* Draws a road of those edges on the named field, replacing what was there. */
void test_set_road(Player *p, const char *field, const char *letters);
/* Marks the goods of a list like "tea 5/2, silk 4" (R4.1, R4.3): for each good named, that
 * many slots circled and, after a '/', that many crossed; what is not named stays. */
void test_set_goods(Player *p, const char *goods);
/* Draws each road of a list like "C2 NS, D1 NE" as test_set_road does; test_add_roads adds
 * those edges to what each field has (the residence's roads of R5.2 stay). */
void test_set_roads(Player *p, const char *roads);
void test_add_roads(Player *p, const char *roads);
/* Each field of a list like "C1 ES, C2 NS" has just that road (R5.1). */
void assert_roads(const Player *p, const char *roads);
/* Each mark of a list like "fame 2, money 0, circled 3, crossed 1" (circled, crossed: the
 * karma boxes, R8.1) is the player's; a failure names the mark. */
void assert_marks(const Player *p, const char *marks);
/* Sets each mark of a list like "fame 43, money 88, circled 2" (the names of assert_marks);
 * what is not named stays. */
void test_set_marks(Player *p, const char *marks);
/* Each good of a list like "tea 1/1, silk 2" has just that many slots circled and, after a
 * '/', crossed (none when no '/' follows) (R4.1, R4.3); a failure names the good. */
void assert_goods_marked(const Player *p, const char *goods);
/* The edge mask of the road on the named field (0 when it is free). */
int test_road_of(const Player *p, const char *field);
/* The four upgrade counts of a player (R6). */
void test_set_upgrades(Player *p, int temple, int fort, int garden, int tower);

/* Plays each action of a list like "take green-1 | road C1 ES" with test_do, in order: the
 * first refused fails the test, naming it. */
void test_play(Game *g, const char *actions);

/* Two players on the sun side; seat 0, owning no goods, has taken the maharani, whose
 * upper column 1 (goods-die) moved its boat from river field 5 to 7 (sell-any:2): both
 * bonuses wait, the goods-die the one usable now (R9.4). */
Game test_sale_waiting(void);

/* Takes a die and finishes the turn: every open decision, the pending bonuses included
 * (they must be used, R9.4), takes its first legal action. */
void test_take_and_finish(Game *g, const char *die);

/* The turn of seat 0 is over and seat 1 chooses a die, nothing pending (R3). */
void assert_turn_passed(const Game *g);

#endif
