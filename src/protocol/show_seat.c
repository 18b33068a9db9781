/* show_seat.c — the seven `show` lines of one seat: tracks, karma, goods, roads, upgrades,
 * palace, river and border bonuses (docs/protocol.md "show"). */
#include "protocol.h"

static void show_goods(FILE *out, const Player *p, int n)
{
    fprintf(out, "seat %d goods", n);
    for (int good = 0; good < GOOD_COUNT; good++)
        fprintf(out, " %s %d %d", good_name(good), p->goods_circled[good], p->goods_crossed[good]);
    fputc('\n', out);
}

/* Every built field in field order, its edges in NESW order. */
static void show_roads(FILE *out, const Player *p, int n)
{
    fprintf(out, "seat %d roads", n);
    int built = 0;
    for (int f = 0; f < PROVINCE_FIELDS; f++) {
        if (!p->road[f])
            continue;
        char name[3];
        field_name(f, name);
        fprintf(out, " %s ", name);
        for (int e = 0; e < EDGE_COUNT; e++)
            if (p->road[f] & (1 << e))
                fputc(edge_letter(e), out);
        built++;
    }
    fputs(built ? "\n" : " -\n", out);
}

static void show_upgrades(FILE *out, const Player *p, int n)
{
    fprintf(out, "seat %d upgrades", n);
    for (int t = 0; t < TYPE_COUNT; t++)
        fprintf(out, " %s %d", type_name(t), p->upgrade[t]);
    fputc('\n', out);
}

static void show_palace(FILE *out, const Player *p, int n)
{
    fprintf(out, "seat %d palace", n);
    for (int person = 0; person < PERSON_COUNT; person++)
        fprintf(out, " %s %d", person_name(person), p->palace[person]);
    fputc('\n', out);
}

static void show_river(FILE *out, const Player *p, int n)
{
    fprintf(out, "seat %d river %d marked", n, game_river_position(p));
    int marked = 0;
    for (int f = 1; f <= RIVER_MAX; f++)
        if (p->river_marked & (UINT32_C(1) << f)) {
            fprintf(out, " %d", f);
            marked++;
        }
    fputs(marked ? "\n" : " -\n", out);
}

/* Bit field*4+edge of border_reached, so rising bit order is field order then NESW. */
static void show_border(FILE *out, const Player *p, int n)
{
    fprintf(out, "seat %d border", n);
    for (int bit = 0; bit < PROVINCE_FIELDS * EDGE_COUNT; bit++)
        if (p->border_reached & (UINT64_C(1) << bit)) {
            char name[3];
            field_name(bit / EDGE_COUNT, name);
            fprintf(out, " %s%c", name, edge_letter(bit % EDGE_COUNT));
        }
    fputs(p->border_reached ? "\n" : " -\n", out);
}

void show_seat(FILE *out, const Game *g, const Sheets *sheets, int seat)
{
    const Player *p = &g->player[seat];
    int n = seat + 1;
    fprintf(out, "seat %d fame %d money %d race %d overlap %d\n", n, p->fame, p->money,
            game_race(g, seat), game_overlap(g, sheets, seat));
    fprintf(out, "seat %d karma circled %d crossed %d\n", n, p->karma_circled, p->karma_crossed);
    show_goods(out, p, n);
    show_roads(out, p, n);
    show_upgrades(out, p, n);
    show_palace(out, p, n);
    show_river(out, p, n);
    show_border(out, p, n);
}
