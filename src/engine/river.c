/* river.c — the boat on the river (R7.1, R7.2, R7.6, R7.10, R9.6): its position is the
 * rightmost marked field; moves mark a field and gain its whole yield. */
#include "areas_internal.h"
#include "game_internal.h"

int game_river_position(const Player *p)
{
    int pos = 0;
    for (int f = 1; f <= RIVER_MAX; f++)
        if (p->river_marked & ((uint32_t)1 << f))
            pos = f;
    return pos;
}

/* R7.2: the first unmarked field right of the position that shows the symbol (every field
 * right of the position is unmarked); 0 if there is none. */
int engine_river_symbol_target(const Player *p, const Sheet *sh, int symbol)
{
    for (int f = game_river_position(p) + 1; f <= sh->river_length; f++)
        if (sh->river_symbol[f] == symbol)
            return f;
    return 0;
}

bool engine_river_unmarked_left(const Player *p, int field)
{
    return field >= 1 && field < game_river_position(p) &&
           !(p->river_marked & ((uint32_t)1 << field));
}

/* R7.10: moving back counts unmarked fields only; k = 1 is the nearest. */
int engine_river_back_target(const Player *p, int k)
{
    for (int f = game_river_position(p) - 1; f >= 1; f--)
        if (engine_river_unmarked_left(p, f) && --k == 0)
            return f;
    return 0;
}

void engine_river_mark(Game *g, const Sheet *sh, int field)
{
    acting(g)->river_marked |= (uint32_t)1 << field;
    const Yield *y = &sh->river_yield[field];
    for (int i = 0; i < y->count; i++)
        engine_pending_add(g, y->part[i]);
}
