/* game_test.h — the declared test header of the engine: what the tests check inside it
 * beyond game.h, the reference list of legal actions beside the fast one (legal.c) and the
 * roads' checks (province.c, R5), passed on from game_internal.h by game_test.c. Outside
 * src/engine/ only the tests include it (cmake/boundaries.cmake); the program never calls
 * these. */
#ifndef RAJAS_GAME_TEST_H
#define RAJAS_GAME_TEST_H

#include "game.h"

/* The candidates game_check accepts, the reference list (at most `limit` long). */
int game_test_legal_by_check(const Game *g, const Sheets *sheets, Action *out, int limit);
/* The fast list, game_legal's, at most `limit` long. */
int game_test_legal_list(const Game *g, const Sheets *sheets, Action *out, int limit);

/* The edge mask of the r-th rotation of a road shape (shape: the bit number of its SHAPE_*),
 * 0 past the last. */
int game_test_road_shape(int shape, int r);
/* Whether a road of these edges may be drawn on field (why: its clause when not, R5.1, R5.3
 * or R5.4). */
bool game_test_road_check(const Player *p, const Sheet *sh, int field, int edges, Refusal *why);
/* Whether a road of any of the shapes (SHAPE_* bits) may be drawn. */
bool game_test_any_road(const Player *p, const Sheet *sh, int shapes);

#endif
