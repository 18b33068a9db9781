/* wait_split.c — what a person's wait between turns held and where its time went
 * (wait_split.h): counted from the session's history, printed for the wait benchmark. */
#include "wait_split.h"

#include <stdio.h>
#include <stdlib.h>

/* A decision's turn: its round, its turn within the round (R2) and the seat. */
static long turn_of(const Game *g)
{
    return (long)g->round << 16 | (long)g->turn << 8 | (long)(uint8_t)g->to_act;
}

void wait_split_count(WaitSplit *w, const Session *s, size_t from, int person)
{
    long turn = -1;
    int run = 0;
    w->decisions = w->turns = w->longest = w->rolls = w->karma = 0;
    for (size_t i = from; i < s->count; i++) {
        const SessionEntry *e = &s->entry[i];
        if (e->action.kind == ACT_ROLL) {
            if (e->before.waiting == WAIT_KARMA_ROLL) w->karma++;
            else w->rolls++;
            continue;
        }
        if (e->before.to_act == person) continue;
        w->decisions++;
        if (turn_of(&e->before) != turn) {
            turn = turn_of(&e->before);
            w->turns++;
            run = 0;
        }
        if (++run > w->longest) w->longest = run;
    }
}

static int slower(const void *a, const void *b)
{
    double x = ((const WaitSplit *)a)->seconds, y = ((const WaitSplit *)b)->seconds;
    return (x < y) - (x > y);
}

static void print_sum(const char *which, const WaitSplit *w, int n)
{
    double pace = 0, search = 0, work = 0;
    for (int i = 0; i < n; i++) {
        pace += w[i].pace;
        search += w[i].search;
        work += w[i].work;
    }
    printf("split %s waits %d pace %.2f search %.2f work %.2f s\n", which, n, pace, search, work);
}

void wait_split_report(const WaitSplit *w, int n)
{
    for (int i = 0; i < n; i++)
        printf("wait %d %.2f s: pace %.2f search %.2f work %.2f s; %d decisions in %d turns (longest %d), "
               "%d round rolls, %d karma rolls\n",
               i + 1, w[i].seconds, w[i].pace, w[i].search, w[i].work, w[i].decisions, w[i].turns, w[i].longest,
               w[i].rolls, w[i].karma);
    WaitSplit *sorted = malloc((size_t)n * sizeof *sorted);
    print_sum("all", w, n);
    if (!sorted) return;
    for (int i = 0; i < n; i++) sorted[i] = w[i];
    qsort(sorted, (size_t)n, sizeof *sorted, slower);
    print_sum("slowest", sorted, n / 10 > 0 ? n / 10 : 1);
    free(sorted);
}
