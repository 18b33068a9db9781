/* session.c — a game's history: applying actions and rolls through the engine while keeping
 * the state before each, so undo is one copy back (STYLE.md: undo is a list of states). */
#include "session.h"

#include <stdlib.h>
#include <string.h>

#include "daily.h"

void session_init(Session *s, const Sheets *sheets)
{
    memset(s, 0, sizeof *s);
    s->sheets = sheets;
}

void session_free(Session *s)
{
    free(s->entry);
    s->entry = NULL;
    s->count = s->cap = 0;
}

/* A copy with zeroed padding: the Game keeps its Setup, and states are compared with
 * memcmp (game.h), so stray padding bytes would make equal games differ. */
static void clean_setup(Setup *clean, const Setup *setup)
{
    memset(clean, 0, sizeof *clean);
    clean->players = setup->players;
    clean->sheet = setup->sheet;
    clean->first = setup->first;
    clean->seed = setup->seed;
}

/* memcpy rather than `=`, which need not copy padding: equal states stay memcmp-equal. */
static void copy_game(Game *to, const Game *from) { memcpy(to, from, sizeof *to); }

bool session_new(Session *s, const Setup *setup, Refusal *why)
{
    Setup clean;
    clean_setup(&clean, setup);
    Game g;
    if (!game_start(&g, s->sheets, &clean, why))
        return false;
    s->setup = clean;
    copy_game(&s->game, &g);
    s->started = true;
    s->rounds_apart = false;
    s->count = 0;
    return true;
}

void session_set_rounds_apart(Session *s, bool on) { s->rounds_apart = on; }

void session_start_at(Session *s, const Setup *setup, const Game *g)
{
    s->setup = *setup;
    copy_game(&s->game, g);
    s->started = true;
    s->count = 0;
}

static bool no_game(const Session *s, Refusal *why)
{
    if (s->started)
        return false;
    *why = (Refusal){"P", "no game: start one with new"};
    return true;
}

/* Room for one more entry, made before the engine changes anything so that running out of
 * memory can still leave the state as it was. */
static bool reserve(Session *s, Refusal *why)
{
    if (s->count < s->cap)
        return true;
    size_t cap = s->cap ? s->cap * 2 : 64;
    SessionEntry *bigger = realloc(s->entry, cap * sizeof *bigger);
    if (!bigger) {
        *why = (Refusal){"P", "out of memory"};
        return false;
    }
    s->entry = bigger;
    s->cap = cap;
    return true;
}

static void push(Session *s, const Game *before, const Action *a, bool generated)
{
    SessionEntry *e = &s->entry[s->count++];
    copy_game(&e->before, before);
    e->action = *a;
    e->generated = generated ? 1 : 0;
}

/* recorded: game_apply_recorded (sale_follows passed on), else game_apply_traced (trace may
 * be NULL). */
static bool apply_with(Session *s, const Action *a, bool recorded, bool sale_follows, Refusal *why,
                       GameForced *trace)
{
    if (no_game(s, why) || !reserve(s, why))
        return false;
    Game before;
    copy_game(&before, &s->game);
    if (recorded ? !game_apply_recorded(&s->game, s->sheets, a, sale_follows, why)
                 : !game_apply_traced(&s->game, s->sheets, a, why, trace))
        return false;
    push(s, &before, a, false);
    return true;
}

bool session_apply(Session *s, const Action *a, Refusal *why)
{
    return apply_with(s, a, false, false, why, NULL);
}

bool session_apply_traced(Session *s, const Action *a, Refusal *why, GameForced *trace)
{
    return apply_with(s, a, false, false, why, trace);
}

bool session_apply_recorded(Session *s, const Action *a, bool sale_follows, Refusal *why)
{
    return apply_with(s, a, true, sale_follows, why, NULL);
}

/* The engine's own refusal of a roll when none is due: ask it about a roll that fits every
 * die, on a copy, so the answer names the clause the engine uses. */
static void roll_refusal(const Session *s, Refusal *why)
{
    uint8_t faces[DIE_COUNT];
    for (int d = 0; d < DIE_COUNT; d++)
        faces[d] = (uint8_t)die_face(d, 0);
    Action roll = action_roll(faces, DIE_COUNT);
    Game copy = s->game;
    if (game_apply(&copy, s->sheets, &roll, why))
        *why = (Refusal){"P", "no roll is due"};
}

/* Today's dice: the round's own roll, given like `roll <faces>` (recorded with its faces,
 * so every reader replays it without knowing the rule). */
static bool roll_round_apart(Session *s, Action *rolled, Refusal *why)
{
    uint8_t faces[DIE_COUNT];
    daily_round_roll(s->game.setup.seed, s->game.round, faces);
    Action roll = action_roll(faces, DIE_COUNT);
    if (!apply_with(s, &roll, false, false, why, NULL))
        return false;
    if (rolled)
        *rolled = roll;
    return true;
}

bool session_roll_random(Session *s, Action *rolled, Refusal *why)
{
    if (s->started && s->rounds_apart && s->game.waiting == WAIT_ROLL)
        return roll_round_apart(s, rolled, why);
    if (no_game(s, why) || !reserve(s, why))
        return false;
    Game before;
    copy_game(&before, &s->game);
    Action roll;
    if (!game_roll_random(&s->game, s->sheets, &roll)) {
        copy_game(&s->game, &before);
        roll_refusal(s, why);
        return false;
    }
    push(s, &before, &roll, true);
    if (rolled)
        *rolled = roll;
    return true;
}

bool session_undo(Session *s)
{
    if (s->count == 0)
        return false;
    copy_game(&s->game, &s->entry[--s->count].before);
    return true;
}
