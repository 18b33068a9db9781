/* decided.c — whether a game is decided (bot_decided, bot.h): no sequence of the turns left
 * can change who finishes first, so every chance shown is exact — 1 for the winner, 0 for
 * the others, a share for a shared first place (R3.5).
 *
 * Decided from the rules, not from samples. Once a player's tracks have crossed the turns
 * left are known (R3.4: the current round at 3–5 players, the current pass at 2), and so
 * are the dice they are played with (R2.1: the round's dice are rolled once; only a karma
 * roll, R8.2–R8.3, is chance within it). So each seat's reachable final standing is found
 * by going through every one of its choices and every face a karma roll can show, turn by
 * turn in seat order: a seat's gains depend on its own sheet and on which dice the seats
 * before it left, so the next seat's turn is searched once for every distinct set of dice
 * left, not once for every way of leaving them. That gives, per seat, the lowest and the
 * highest standing (overlap, then karma collected, then karma used: R3.5) it can finish
 * with; the game is decided when one seat's lowest is above every other's highest, or
 * when tied seats cannot move and nobody can reach them. With more than DECIDE_TURNS turns
 * left, or where the search would take more than DECIDE_NODES positions, the answer is "not
 * decided" and the estimates stand: never a wrong "decided". Before the trigger nothing is decided: the
 * game may go on for many rounds (R3.6). */
#include <stdlib.h>
#include <string.h>

#include "bot_internal.h"

#define DECIDE_NODES 6000   /* positions searched at most, over all the turns left */
#define DECIDE_TURNS 2      /* turns left, the current one included, worth searching */
#define DECIDE_DEPTH 48     /* decisions and rolls in one turn, at most */
#define SEEN_SIZE 8192      /* a power of two, above DECIDE_NODES */
#define STARTS_MAX 96       /* distinct sets of dice a turn can leave the next seat */

typedef struct {
    const Sheets *sheets;
    long nodes;                            /* positions left to the budget */
    uint64_t seen[SEEN_SIZE];              /* positions of the turn being searched, | 1 */
    long lo[GAME_MAX_PLAYERS], hi[GAME_MAX_PLAYERS];
    Game start[2][STARTS_MAX];             /* the turns to search: this layer, the next */
    uint64_t start_key[STARTS_MAX];
    int starts[2], next;                   /* counts; next: which of start[] is filling */
    Action legal[DECIDE_DEPTH][GAME_MAX_LEGAL];
} Search;

/* R3.5's order as one number: overlap first, then karma collected, then karma used. */
static long standing(const Game *g, int seat)
{
    const Player *p = &g->player[seat];
    return (long)game_race(g, seat) * 10000 + (long)p->karma_circled * 100 + p->karma_crossed;
}

static void note(Search *s, const Game *g, int seat)
{
    long k = standing(g, seat);
    s->lo[seat] = k < s->lo[seat] ? k : s->lo[seat];
    s->hi[seat] = k > s->hi[seat] ? k : s->hi[seat];
}

/* True the first time a position is met in the turn searched. */
static bool first_visit(Search *s, const Game *g)
{
    uint64_t key = position_seed(g, 0) | 1;
    for (size_t i = key & (SEEN_SIZE - 1);; i = (i + 1) & (SEEN_SIZE - 1)) {
        if (s->seen[i] == key)
            return false;
        if (s->seen[i] == 0) {
            s->seen[i] = key;
            return true;
        }
    }
}

/* A turn ended with the game going on: the next seat's turn starts here, searched once per
 * distinct dice on the table and its own sheet (all that its turn depends on). */
static bool add_start(Search *s, const Game *g)
{
    Game key = *g;
    for (int seat = 0; seat < key.setup.players; seat++)
        if (seat != key.to_act)
            memset(&key.player[seat], 0, sizeof key.player[seat]);
    key.rng = 0;
    uint64_t h = position_seed(&key, 0);
    int *n = &s->starts[s->next];
    for (int i = 0; i < *n; i++)
        if (s->start_key[i] == h)
            return true;
    if (*n == STARTS_MAX)
        return false;
    s->start_key[*n] = h;
    s->start[s->next][(*n)++] = *g;
    return true;
}

static bool turn_walk(Search *s, const Game *g, int seat, int depth);

/* Every face the two karma dice can show (R8.2: each die uniform over its faces). */
static bool karma_rolls(Search *s, const Game *g, int seat, int depth)
{
    int a = g->karma_die[0], b = g->karma_die[1];
    for (int i = 0; i < die_face_count(a); i++)
        for (int j = 0; j < die_face_count(b); j++) {
            uint8_t faces[2] = {(uint8_t)die_face(a, i), (uint8_t)die_face(b, j)};
            Action roll = action_roll(faces, 2);
            Game next = *g;
            Refusal why;
            if (!game_apply(&next, s->sheets, &roll, &why) || !turn_walk(s, &next, seat, depth + 1))
                return false;
        }
    return true;
}

/* Every way seat's turn can go on from g; false when over the budget. */
static bool turn_walk(Search *s, const Game *g, int seat, int depth)
{
    if (--s->nodes < 0 || depth >= DECIDE_DEPTH || g->waiting == WAIT_ROLL)
        return false;   /* a new round's roll: not the last turns (R3.4) */
    if (g->waiting == WAIT_OVER || g->to_act != seat) {
        note(s, g, seat);
        return g->waiting == WAIT_OVER || add_start(s, g);
    }
    if (!first_visit(s, g))
        return true;
    if (g->waiting == WAIT_KARMA_ROLL)
        return karma_rolls(s, g, seat, depth);
    Action *legal = s->legal[depth];
    int n = game_legal(g, s->sheets, legal);
    for (int i = 0; i < n; i++) {
        Game next = *g;
        game_apply_listed(&next, s->sheets, &legal[i]);
        if (!turn_walk(s, &next, seat, depth + 1))
            return false;
    }
    return true;
}

/* Each seat's lowest and highest final standing over every way the turns left can go. */
static bool search_spans(Search *s, const Game *g)
{
    for (int seat = 0; seat < g->setup.players; seat++)
        s->lo[seat] = s->hi[seat] = standing(g, seat);   /* nothing on a sheet goes down (R3.2) */
    s->start[0][0] = *g;
    s->starts[0] = 1;
    for (int layer = 0; s->starts[layer & 1] > 0; layer++) {
        int cur = layer & 1;
        s->next = !cur;
        s->starts[s->next] = 0;
        for (int i = 0; i < s->starts[cur]; i++) {
            memset(s->seen, 0, sizeof s->seen);
            const Game *t = &s->start[cur][i];
            if (!turn_walk(s, t, t->to_act, 0))
                return false;
        }
        s->starts[cur] = 0;
    }
    return true;
}

/* The first place as the spans fix it: one seat above every other's best, or seats tied
 * where none can move and nobody else can reach them. */
static bool first_place_fixed(const Search *s, int players, double share[GAME_MAX_PLAYERS])
{
    int top = 0;
    for (int seat = 1; seat < players; seat++)
        top = s->lo[seat] > s->lo[top] ? seat : top;
    int firsts = 0;
    for (int seat = 0; seat < players; seat++) {
        bool fixed_tie = s->lo[seat] == s->lo[top] && s->hi[seat] == s->lo[top] && s->hi[top] == s->lo[top];
        if (seat != top && !fixed_tie && s->hi[seat] >= s->lo[top])
            return false;
        firsts += seat == top || fixed_tie;
    }
    for (int seat = 0; seat < players; seat++)
        share[seat] = s->lo[seat] == s->lo[top] && s->hi[seat] == s->hi[top] ? 1.0 / firsts : 0.0;
    return true;
}

static void over_shares(const Game *g, const Sheets *sheets, double share[GAME_MAX_PLAYERS])
{
    Ranking r;
    game_ranking(g, sheets, &r);
    int firsts = 0;
    for (int i = 0; i < r.count; i++)
        firsts += r.place[i] == 1;
    for (int i = 0; i < r.count; i++)
        share[r.seat[i]] = r.place[i] == 1 ? 1.0 / firsts : 0.0;
}

/* Turns left once the end is triggered, the current one included (R3.4: to the end of the
 * round at 3–5 players, of the pass at 2, whose passes are turns 0–1 and 2–3, R2.4). With
 * more than DECIDE_TURNS the search would take a thousand times the budget before it could
 * prove anything: in medium's games no 4- or 5-player position with three turns left was
 * decided. */
static int turns_left(const Game *g)
{
    int n = g->setup.players;
    return n == 2 ? (g->turn < 2 ? 2 : 4) - g->turn : n - g->turn;
}

bool bot_decided(const Game *g, const Sheets *sheets, double share[GAME_MAX_PLAYERS])
{
    for (int seat = 0; seat < GAME_MAX_PLAYERS; seat++)
        share[seat] = 0.0;
    if (g->waiting == WAIT_OVER) {
        over_shares(g, sheets, share);
        return true;
    }
    if (!g->end_triggered || g->waiting == WAIT_ROLL || turns_left(g) > DECIDE_TURNS)
        return false;
    Search *s = malloc(sizeof *s);
    if (!s)
        return false;   /* no memory: the estimates stand */
    s->sheets = sheets;
    s->nodes = DECIDE_NODES;
    bool decided = search_spans(s, g) && first_place_fixed(s, g->setup.players, share);
    free(s);
    if (!decided)
        memset(share, 0, GAME_MAX_PLAYERS * sizeof *share);
    return decided;
}
