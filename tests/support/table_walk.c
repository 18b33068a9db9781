/* table_walk.c — see table_walk.h. */
#include "table_walk.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

#include <cmocka.h>

#include "support.h"

void hand_each_pending_kind(Hand *p, const char *where, PendingLook look)
{
    Game *g = &p->session.game, kept = *g;
    int room = table_pending_room(table_test_layout(p->table));
    for (int first = BONUS_NONE + 1; first < BONUS_KIND_COUNT; first += room) {
        g->pending_count = 0;
        for (int k = first; k < BONUS_KIND_COUNT && g->pending_count < room; k++)
            g->pending[g->pending_count++] = (Bonus){(uint8_t)k, 3};
        char at[200];
        snprintf(at, sizeof at, "%s / pending bonuses from kind %d", where, first);
        look(p, at, first);
    }
    *g = kept;
}

void hand_walk_decisions(const char *lang, int w, int h, int zoom, int players, int decisions, DecisionLook look)
{
    Hand *p = calloc(1, sizeof *p);
    assert_non_null(p);
    hand_open_people(p, players, 5, 3, w, h);
    hand_zoom(p, zoom);
    hand_first_decision(p);
    for (int d = 0; d < decisions && !game_over(hand_game(p)); d++) {
        char where[160];
        snprintf(where, sizeof where, "the table, %s, %dx%d at %d %%, %d players / decision %d", lang, w, h, zoom,
                 players, d);
        look(p, where, d);
        Action legal[GAME_MAX_LEGAL];
        int n = game_legal(hand_game(p), test_sheets(), legal);
        Action a = hand_pick(p, legal, n);
        hand_perform(p, &a);
        hand_settle(p);
    }
    hand_close(p);
    free(p);
}
