/* queries.c — the public rule questions about one seat's sheet (game.h): what the seat
 * owns and can still do, read from its marks by the same rules the engine plays by, so the
 * bots and the table never work them out again for themselves. */
#include "areas_internal.h"
#include "game_internal.h"

int game_karma_left(const Game *g, int seat)
{
    return engine_karma_left(&g->player[seat]);
}

bool game_karma_can_gain(const Game *g, int seat)
{
    return g->player[seat].karma_circled < KARMA_BOXES;   /* R8.1: a seventh karma is lost */
}

int game_goods_owned(const Game *g, int seat, int good)
{
    return engine_goods_owned(&g->player[seat], good);
}

int game_goods_owned_all(const Game *g, int seat)
{
    int n = 0;
    for (int k = 0; k < GOOD_COUNT; k++)
        n += engine_goods_owned(&g->player[seat], k);
    return n;
}

/* R4.3: a sale crosses the leftmost owned slot, so the k-th owned good sells from the
 * column k places right of the crossed ones. */
int game_sale_coin(const Game *g, const Sheets *sheets, int seat, int good, int k)
{
    const Player *p = &g->player[seat];
    const Sheet *sh = game_sheet(g, sheets);
    int col = p->goods_crossed[good] + k;
    return k >= 0 && col < p->goods_circled[good] && col < sh->slots ? sh->coin[col] : 0;
}

int game_sale_bonus_count(const Game *g)
{
    const Step *st = &g->step;
    if (g->waiting != WAIT_ACTION || st->kind != STEP_SELL || !st->from_bonus || (st->mode & SALE_MARKET))
        return 0;
    return engine_sale_bonus_count(&g->player[g->to_act], st->mode, st->n);
}

bool game_can_upgrade(const Game *g, int seat)
{
    return engine_can_upgrade(&g->player[seat]);
}

int game_person_boxes_left(const Game *g, int seat, int person)
{
    return PALACE_BOXES - g->player[seat].palace[person];
}

bool game_person_usable(const Game *g, const Sheets *sheets, int seat, int person)
{
    return engine_person_usable(&g->player[seat], game_sheet(g, sheets), person);
}

/* R7.4: column n is gained when all three persons of the area have n boxes crossed, so
 * the next one is the fewest crossed among them. */
int game_palace_next_column(const Game *g, int seat, int area, int *missing)
{
    const uint8_t *box = &g->player[seat].palace[area * 3];
    int least = box[0] < box[1] ? box[0] : box[1];
    least = least < box[2] ? least : box[2];
    int short_of = 0;
    for (int i = 0; i < 3; i++)
        short_of += box[i] <= least;
    if (missing)
        *missing = least >= PALACE_BOXES ? 0 : short_of;
    return least >= PALACE_BOXES ? -1 : least;
}

bool game_field_built(const Game *g, int seat, int field)
{
    return g->player[seat].road[field] != 0;
}

int game_road_joins(const Game *g, int seat, int field)
{
    return engine_road_joining_edges(&g->player[seat], field);
}

bool game_border_reached(const Game *g, int seat, int field, int edge)
{
    return (g->player[seat].border_reached >> (field * EDGE_COUNT + edge)) & 1;
}

int game_buildings_left(const Game *g, const Sheets *sheets, int seat, int type)
{
    const Sheet *sh = game_sheet(g, sheets);
    int n = 0;
    for (int f = 0; f < PROVINCE_FIELDS; f++)
        n += sh->field[f].kind == FIELD_TEMPLE + type && !g->player[seat].road[f];
    return n;
}
