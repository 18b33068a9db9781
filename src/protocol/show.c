/* show.c — the `show` lines (docs/protocol.md "show"): one fact a line, seats in seat order,
 * seats 1-based, then `result` when over and the `step` line (docs/protocol.md). */
#include <string.h>

#include "protocol.h"

static const char *const WAITING_WORDS[] = {
    [WAIT_ROLL] = "roll", [WAIT_KARMA_ROLL] = "roll", [WAIT_ACTION] = "action", [WAIT_OVER] = "over"};

static void show_to_act(FILE *out, const Game *g)
{
    if (g->waiting == WAIT_OVER)
        fputs("to-act -\n", out);
    else      /* the round roll is the elephant holder's (R2.1) */
        fprintf(out, "to-act %d\n", (g->waiting == WAIT_ROLL ? g->holder : g->to_act) + 1);
}

static void show_location(FILE *out, int at)
{
    if (at == DIE_AT_CENTRE)
        fputs("centre", out);
    else if (at == DIE_AT_ELEPHANT)
        fputs("elephant", out);
    else if (at == DIE_AT_ROLLING)
        fputs("rolling", out);
    else
        fprintf(out, "seat-%d", at - DIE_AT_SEAT + 1);
}

static void show_dice(FILE *out, const Game *g)
{
    fputs("dice", out);
    if (!g->rolled)
        fputs(" -", out);
    for (int d = 0; g->rolled && d < DIE_COUNT; d++) {
        fprintf(out, "%s %s %s ", d ? " |" : "", die_name(d), face_name(g->die_face[d]));
        show_location(out, g->die_at[d]);
    }
    fputc('\n', out);
}

static void show_pending(FILE *out, const Game *g)
{
    fputs("pending", out);
    if (g->pending_count == 0)
        fputs(" -", out);
    for (int i = 0; i < g->pending_count; i++) {
        char text[32];
        bonus_format(g->pending[i], text, sizeof text);
        fprintf(out, "%s %d %s", i ? " |" : "", i + 1, text);
    }
    fputc('\n', out);
}

static void show_ranking(FILE *out, const Game *g, const Sheets *sheets)
{
    Ranking r;
    game_ranking(g, sheets, &r);
    fputs("result", out);
    for (int i = 0; i < r.count; i++) {
        bool tied = i > 0 && r.place[i] == r.place[i - 1];
        fprintf(out, "%s%d", tied ? "=" : " ", r.seat[i] + 1);
    }
    fputc('\n', out);
}

void show_game(FILE *out, const Game *g, const Sheets *sheets)
{
    fprintf(out, "side %s\n", sheets->sheet[g->setup.sheet].name);
    fprintf(out, "players %d\n", g->setup.players);
    fprintf(out, "round %d\n", g->round);
    fprintf(out, "elephant %d\n", g->holder + 1);
    show_to_act(out, g);
    fprintf(out, "waiting %s\n", WAITING_WORDS[g->waiting]);
    show_dice(out, g);
    show_pending(out, g);
    for (int s = 0; s < g->setup.players; s++)
        show_seat(out, g, sheets, s);
    if (g->waiting == WAIT_OVER)
        show_ranking(out, g, sheets);
    char step[64];
    step_words(g, step, sizeof step);
    fprintf(out, "step %s\n", step);
}
