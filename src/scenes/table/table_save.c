/* table_save.c — the autosave from the table: written after every change, with who sits
 * where (autosave.h: one file, so a resume never changes a seat), and what the last write
 * did kept for the leave and hand-over cards (save_words.h). */
#include "table.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "autosave.h"
#include "i18n.h"

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

/* A save that fails (a full disk, a read-only folder) is said on the table after every
 * step that tried, and the game goes on from memory. */
void table_save(TableScene *t, uint32_t now)
{
    if (!t->save_dir) return;
    char err[1400], text[sizeof t->now.message];
    GameSetup seats;
    seat_setup(t, &seats);
    /* A finished turn waiting for End turn is kept too: a program closed then resumes it. */
    bool ok = files_autosave_write(t->save_dir, t->session, &seats, t->ui.ended, err, sizeof err);
    save_state_note(&t->saved, ok, errno);   /* the cause, for the cards' words */
    if (ok) return;
    SDL_Log("autosave failed: %s", err);
    snprintf(text, sizeof text, _("The game could not be saved: %s. Play goes on."), err);
    table_say(t, true, text, now);
}

void table_note_saved(TableScene *t, bool ok, int cause)
{
    save_state_note(&t->saved, ok, cause);
}
