/* table_save.c — the autosave from the table: the match's store (match.h), written after
 * every change with who sits where (autosave.h: one file, so a resume never changes a
 * seat), and what the last write did kept for the leave and hand-over cards (save_words.h). */
#include "table_internal.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "autosave.h"

/* The seats as the set-up file and the autosave's player lines name them. */
static void seat_setup(const TableScene *t, GameSetup *g)
{
    memset(g, 0, sizeof *g);
    g->players = t->seats.players;
    g->sheet = t->session->game.setup.sheet;
    g->first = t->session->game.setup.first;
    for (int s = 0; s < t->seats.players && s < GAME_MAX_PLAYERS; s++) {
        SeatSetup *seat = &g->seat[s];
        seat->kind = t->seats.bot[s] ? SEAT_BOT : SEAT_HUMAN;
        seat->level = t->seats.bot[s] ? (uint8_t)(t->seats.bot[s] - 1) : BOT_MEDIUM;
        seat->colour = t->seats.colour[s];
        memcpy(seat->name, t->seats.name[s], SEAT_NAME_MAX);
        seat->name[SEAT_NAME_MAX - 1] = '\0';
    }
}

/* The match's store: the autosave with the seats (nothing when the table has no folder,
 * the lesson). What the write did is kept for the cards; a failure comes back to the table
 * as the match's event and is said there (table_events.c). */
static bool store_write(void *ctx, const Session *s, int held, int *cause, char *err, size_t cap)
{
    TableScene *t = ctx;
    if (!t->save_dir) return true;
    GameSetup seats;
    seat_setup(t, &seats);
    /* A finished turn waiting for End turn is kept too: a program closed then resumes it. */
    bool ok = files_autosave_write(t->save_dir, s, &seats, held, err, cap);
    *cause = ok ? 0 : errno;
    save_state_note(&t->saved, ok, *cause);   /* the cause, for the cards' words */
    if (!ok) SDL_Log("autosave failed: %s", err);
    return ok;
}

/* The game is over and recorded: the autosave goes, so it is not offered for resuming. */
static void store_forget(void *ctx)
{
    TableScene *t = ctx;
    if (t->save_dir) files_autosave_forget(t->save_dir);
}

MatchStore table_store(TableScene *t)
{
    return (MatchStore){t, store_write, store_forget};
}

bool table_forget_save(TableScene *t) { return match_forget(t->match); }

void table_save(TableScene *t, uint32_t now)
{
    match_store(t->match, now);
    table_take_events(t, now);
}

void table_note_saved(TableScene *t, bool ok, int cause)
{
    save_state_note(&t->saved, ok, cause);
}
