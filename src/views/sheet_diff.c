/* sheet_diff.c — the marks one state of a sheet has and an earlier one has not (see
 * sheet_view.h), as spots on the sheet: the review's better move in the replay viewer, the
 * engine's own steps at the table. Pure: values in, values out, for the drawing and the tests
 * alike. */
#include "sheet_view.h"

static void add(SpotSet *out, int kind, int a, int b)
{
    if (out->count < SHEET_MAX_SPOTS) out->spot[out->count++] = (Spot){(uint8_t)kind, (uint8_t)a, (uint8_t)b};
}

/* Boxes from..to-1 of a row that fills from the left (goods slots, karma, palace). */
static void add_run(SpotSet *out, int kind, int a, int from, int to, bool indexed)
{
    for (int i = from; i < to; i++) add(out, kind, indexed ? a : i, indexed ? i : 0);
}

static void province_spots(const Player *b, const Player *a, SpotSet *out, int *field, int *edges)
{
    for (int f = 0; f < PROVINCE_FIELDS; f++) {
        int added = a->road[f] & ~b->road[f];
        if (!added) continue;
        add(out, SPOT_FIELD, f, 0);
        if (*field < 0) {
            *field = f;
            *edges = added;
        }
    }
    for (int bit = 0; bit < PROVINCE_FIELDS * EDGE_COUNT; bit++)
        if (((a->border_reached & ~b->border_reached) >> bit) & 1u) add(out, SPOT_BORDER, bit / EDGE_COUNT, bit % EDGE_COUNT);
}

void sheet_diff(const Player *b, const Player *a, SpotSet *out, int *field, int *edges)
{
    out->count = 0;
    *field = -1;
    *edges = 0;
    province_spots(b, a, out, field, edges);
    for (int g = 0; g < GOOD_COUNT; g++) {
        add_run(out, SPOT_SLOT, g, b->goods_circled[g], a->goods_circled[g], true);
        add_run(out, SPOT_SLOT, g, b->goods_crossed[g], a->goods_crossed[g], true);
    }
    for (int t = 0; t < TYPE_COUNT; t++)
        if (a->upgrade[t] > b->upgrade[t]) add(out, SPOT_UPGRADE, t, a->upgrade[t]);
    for (int p = 0; p < PERSON_COUNT; p++) add_run(out, SPOT_PERSON, p, b->palace[p], a->palace[p], true);
    for (int f = 0; f <= RIVER_MAX && f < 32; f++)
        if (((a->river_marked & ~b->river_marked) >> f) & 1u) add(out, SPOT_RIVER, f, 0);
    add_run(out, SPOT_KARMA, 0, b->karma_circled, a->karma_circled, false);
    add_run(out, SPOT_KARMA, 0, b->karma_crossed, a->karma_crossed, false);
    if (a->fame != b->fame) add(out, SPOT_FAME, a->fame, 0);
    if (a->money != b->money) add(out, SPOT_MONEY, a->money, 0);
}
