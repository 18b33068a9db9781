/* game_test.c — the functions of the engine's declared test header (game_test.h): the
 * insides the tests compare, passed on from game_internal.h, so a test never includes that. */
#include "game_test.h"

#include "areas_internal.h"
#include "game_internal.h"

int game_test_legal_by_check(const Game *g, const Sheets *sheets, Action *out, int limit)
{
    return engine_legal_by_check(g, sheets, out, limit);
}

int game_test_legal_list(const Game *g, const Sheets *sheets, Action *out, int limit)
{
    return engine_legal_list(g, sheets, out, limit);
}

int game_test_road_shape(int shape, int r)
{
    return shape >= 0 && shape < 4 && r >= 0 && r < 4 ? ENGINE_ROAD_SHAPES[shape][r] : 0;
}

bool game_test_road_check(const Player *p, const Sheet *sh, int field, int edges, Refusal *why)
{
    return engine_road_check(p, sh, field, edges, why);
}

bool game_test_any_road(const Player *p, const Sheet *sh, int shapes)
{
    return engine_any_road(p, sh, shapes);
}
