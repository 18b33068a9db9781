/* app_puzzles.c — "Puzzles: find the move" opened and left (app_puzzles.h, docs/puzzles.md): the
 * shipped set read once, the player's progress read from the user folder, the puzzle nearest
 * the rating served on the table with the puzzle's card over it, on a session of its own
 * and with no save folder, so the game in progress and its autosave are never touched. */
#include "app_puzzles.h"

#include <stdio.h>
#include <string.h>

#include "app.h"
#include "damaged_files.h"
#include "i18n.h"
#include "puzzle_progress.h"
#include "setup_screen.h"

/* The seats of the puzzle's game: the default names and pens by seat, the seat to find the
 * move a person, the others the hard bot (which never moves in a puzzle: the match's
 * practice policy). */
static void puzzle_seats(App *a, const PuzzleEntry *e)
{
    Seats *s = &a->puzzles.seats;
    memset(s, 0, sizeof *s);
    s->players = e->before.setup.players;
    s->palette = (uint8_t)a->settings.palette;
    for (int i = 0; i < s->players; i++) {
        snprintf(s->name[i], SEAT_NAME_MAX, "%s", setup_default_name(a->win.lang, i));
        s->colour[i] = (uint8_t)i;
        s->bot[i] = i == e->seat ? 0 : 1 + BOT_HARD;
    }
}

static bool read_set(App *a)
{
    const Lang *lang = a->win.lang;
    char err[APP_PATH_MAX + 200], text[APP_NOTE_MAX];
    if (a->puzzles.set.count > 0) return true;
    if (puzzle_set_read(&a->puzzles.set, &a->sheets, a->dirs.data, err, sizeof err) && a->puzzles.set.count > 0)
        return true;
    SDL_Log("the puzzles could not be read: %s", err);
    /* TRANSLATORS: the shipped puzzles file is missing or damaged; the reason follows. */
    snprintf(text, sizeof text, _("The puzzles could not be read: %s"), err);
    app_go_setup(a, text, true);
    return false;
}

void app_open_puzzles(App *a, uint32_t now)
{
    const Lang *lang = a->win.lang;
    table_scene_ops.stop(a->table);
    if (!read_set(a)) return;
    PuzzleProgress progress;
    FilesDamage d;
    if (files_puzzles_read(a->dirs.user, &progress, &d) == FILE_BROKEN) {
        char note[APP_NOTE_MAX];
        damaged_say(lang, &d, note, sizeof note);
        app_note(a, note);
    }
    int served = puzzle_progress_serve(&a->puzzles.set, &progress);
    const PuzzleEntry *e = &a->puzzles.set.entry[served];
    puzzle_seats(a, e);
    puzzles_begin(a->puzzles.scene, e, served + 1, &progress, a->puzzles.seats.name[e->seat], a->dirs.user,
                  &a->puzzles.session, &a->sheets);
    table_init(a->table, &a->puzzles.session, &a->sheets, a->art, &a->puzzles.seats, now);
    table_set_practice(a->table);
    puzzles_attach(a->puzzles.scene, table_coached(a->table));
    app_show(a, SCENE_PUZZLES);
    if (a->told.file_note[0]) table_say(a->table, true, a->told.file_note, now);
    a->told.file_note[0] = '\0';
}

void app_leave_puzzles(App *a)
{
    table_scene_ops.stop(a->table);
    app_go_setup(a, NULL, false);
}
