/* game_setup.h — who sits at the table and what they play: 2–5 seats, each a person or a
 * bot at one of seat.h's levels, with a name and a pen colour no other seat has; the sheet
 * side; who starts. A flat value the program keeps, the set-up screen edits
 * (scenes/setup/setup.h), the command line lays its options over (app/cli_setup.h), and
 * the player's files remember: setup.txt (the set-up last started), the player lines of
 * autosave.txt (the seats of the game in progress, autosave.h) and, from earlier versions,
 * autosave-seats.txt (those seats in a file of their own, still read for a game saved
 * then).
 *
 * The file (docs/save-format.md):
 *
 *   rajas-setup 1
 *   players 3
 *   sheet moon
 *   first random                  or the starting seat, 1-based
 *   seat human blue Leila         kind (human, bot-easy, bot-medium, bot-hard), pen, name
 *   seat bot-hard red Arjun
 *   seat human green Mira
 *
 * Reading is all or nothing: a file that is damaged, or does not make a usable set-up, is
 * refused whole with "<path>:<line>: <what is wrong>" and *g is left as it was. Writing goes
 * through file_replace (file_rule.h). No SDL. */
#ifndef RAJAS_GAME_SETUP_H
#define RAJAS_GAME_SETUP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "game.h"
#include "player_files.h"
#include "seat.h"

#define SETUP_FIRST_RANDOM (-1)
#define SETUP_PENS 6        /* pen colours (the scene's PEN_COLOURS, widgets.h) */

typedef struct {
    uint8_t kind;                 /* SeatKind */
    uint8_t level;                /* BotLevel (seat.h), meaningful for bots */
    uint8_t colour;               /* pen, 0..SETUP_PENS-1 */
    char name[SEAT_NAME_MAX];     /* UTF-8, never empty */
} SeatSetup;

typedef struct {
    int players;                  /* 2..5 */
    SeatSetup seat[GAME_MAX_PLAYERS];
    int sheet;                    /* index into Sheets */
    int first;                    /* 0-based seat, or SETUP_FIRST_RANDOM */
} GameSetup;

/* ---- game_setup.c: the value ----------------------------------------------------------- */

/* Whether a seat other than `except` has pen `colour`. */
bool setup_file_colour_used(const GameSetup *g, int colour, int except);
/* Every rule of a usable set-up holds (counts, colours distinct, names non-empty). */
bool setup_file_valid(const GameSetup *g, const Sheets *sheets);

/* ---- setup_file.c: the file ------------------------------------------------------------ */

/* The words of a reason the reader gives, in the player's language: the program passes
 * its translation, say(language, english) (i18n.h's lang_tr over the language it writes in;
 * the reasons are marked for po/); a NULL say means English (FILES_ENGLISH). */
typedef struct {
    const char *(*say)(const void *language, const char *english);
    const void *language;
} FilesWords;
#define FILES_ENGLISH ((FilesWords){NULL, NULL})

/* A seat in the file's words, as its `seat` line has them after "seat ": "<kind> <pen>
 * <name>" ("bot-hard red Arjun"); the autosave's player lines use them too (autosave.h). */
#define SETUP_SEAT_WORDS_MAX (16 + SEAT_NAME_MAX)
void setup_file_seat_words(const SeatSetup *seat, char *out, size_t cap);
/* Those words (cut in place) into *seat; false with why, a reason marked for translation
 * ("unknown pen colour"), and *seat as it was. */
bool setup_file_seat_read(char *words, SeatSetup *seat, const char **why);

bool setup_file_save(const GameSetup *g, const Sheets *sheets, const char *path, char *err, size_t cap);
bool setup_file_load(GameSetup *g, const Sheets *sheets, const char *path, FilesWords words, char *err, size_t cap);

/* The user folder's set-up files: which is FILES_SETUP (setup.txt) or FILES_SEATS
 * (autosave-seats.txt, read for an autosave of earlier versions, which has no player
 * lines; the program no longer writes it). FILE_OK: *g is the file's. FILE_ABSENT: there is none (*g as it
 * was). FILE_BROKEN: it is damaged or no usable set-up; it is moved aside (*d) and *g is
 * as it was. */
FileRead files_setup_read(const char *dir, PlayerFile which, const Sheets *sheets, FilesWords words, GameSetup *g,
                          FilesDamage *d);
bool files_setup_write(const char *dir, PlayerFile which, const GameSetup *g, const Sheets *sheets, char *err,
                       size_t cap);

#endif
