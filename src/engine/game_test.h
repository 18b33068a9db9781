/* game_test.h — the declared test header of the engine: what the tests check inside it
 * beyond game.h, the reference list of legal actions beside the fast one (legal.c) and the
 * roads' checks (province.c, R5). The engine's own files have it through game_internal.h;
 * outside src/engine/ only the tests include it (cmake/boundaries.cmake). */
#ifndef RAJAS_GAME_TEST_H
#define RAJAS_GAME_TEST_H

#include "game.h"

/* province.c — the roads' edge masks per shape bit (SHAPE_*), each list 0-terminated;
 * whether a road of these edges may be drawn on field (why: its clause when not, R5.1, R5.3
 * or R5.4); whether a road of any of the shapes (SHAPE_* bits) may be drawn. */
extern const uint8_t ENGINE_ROAD_SHAPES[4][4];
bool engine_road_check(const Player *p, const Sheet *sh, int field, int edges, Refusal *why);
bool engine_any_road(const Player *p, const Sheet *sh, int shapes);

/* legal.c — legal_by_check keeps the candidates game_check accepts (the reference),
 * legal_list gives the same list, faster, at most `limit` long. */
int engine_legal_by_check(const Game *g, const Sheets *sheets, Action *out, int limit);
int engine_legal_list(const Game *g, const Sheets *sheets, Action *out, int limit);

#endif
