/* setup_screen.h — the set-up screen, as the program sees it: who sits at the table (2–5
 * seats, each a person or a bot; a name; a pen colour no other seat has), which sheet side
 * everyone plays and who starts, behind the scene interface (scene.h). Tatham's split:
 * GameSetup is the params (game_setup.h: a flat value the program keeps, remembers in the
 * player's files and turns into the engine's Setup and the table's seats), made and changed
 * by the functions of setup_params.c below; the screen's ui and drawstate stay inside its
 * folder (setup_internal.h), and tests see them through setup_steps.h and setup_test.h.
 * Start, Resume, the cards, Learn to play, Puzzles and Today's dice are asked of the program
 * as requests. The screen borrows Sheets and Art; it never touches files or SDL's
 * text-input state: the program does (SceneOps.text_box says when). */
#ifndef RAJAS_SETUP_SCREEN_H
#define RAJAS_SETUP_SCREEN_H

#include <stdbool.h>
#include <stdint.h>

#include "art.h"
#include "game.h"
#include "game_setup.h"
#include "i18n.h"
#include "scene.h"
#include "seats.h"

/* ---- setup_params.c: the set-up as a value (its type, its rules and its files are in
 * game_setup.h) ---------------------------------------------------------------------- */

/* Two seats with the default names and colours, the first sheet side ("sun" if loaded),
 * random starting player. */
void setup_default(GameSetup *g, const Sheets *sheets);
/* What a first start proposes: setup_default with the second seat a medium bot, so the
 * player can start a game of their own at once. */
void setup_first_start(GameSetup *g, const Sheets *sheets);
/* The default name of seat i ("Leila", "Arjun", "Mira", "Dev", "Tara"; "Player" in lang for
 * any other). */
const char *setup_default_name(const Lang *lang, int seat);
/* The next pen colour after seat's own that no other seat uses. */
int setup_next_free_colour(const GameSetup *g, int seat);
/* Adds a seat (defaults for name and colour; a default name already taken becomes "Player 3"
 * in lang) or removes one; false when the count would leave 2..5. Removing keeps the chosen
 * starting player on the same person. */
bool setup_add_seat(GameSetup *g, const Lang *lang);
bool setup_remove_seat(GameSetup *g, int seat);

/* The engine's set-up: a random starting player is drawn from seed. */
void setup_to_game(const GameSetup *g, uint64_t seed, Setup *out);
void setup_to_seats(const GameSetup *g, Seats *out);

/* ---- setup.c: the screen --------------------------------------------------------- */

typedef struct SetupScene SetupScene;

/* The set-up screen behind the scene interface (setup_ops.c); self is a SetupScene. */
extern const SceneOps setup_scene_ops;

/* A set-up screen, zeroed, or NULL when there is no memory; freed with setup_scene_free
 * (it holds no other memory). */
SetupScene *setup_scene_new(void);
void setup_scene_free(SetupScene *s);

/* Shows initial in lang (borrowed: the program's language, which a switch changes in place;
 * SceneOps.retranslate then lays the screen out for its words); can_resume: an autosave is
 * there (Resume is offered). */
void setup_scene_init(SetupScene *s, const Sheets *sheets, Art *art, const Lang *lang, const GameSetup *initial,
                      bool can_resume);
/* A message under the seats: why something was refused or what happened to a file. It may
 * quote a damaged file, so it is kept printable (printable.h: control and invalid bytes as
 * \xNN) and drawn wrapped within the left column, down to the bottom of the window. */
void setup_scene_say(SetupScene *s, bool bad, const char *text);
/* The game just left could not be saved (the message says so): until the screen is set up
 * again the hints say only that Esc leaves, never that the game is saved. */
void setup_scene_unsaved(SetupScene *s);
/* A first start: Learn to play is drawn as the thing to try first, and the message under
 * the seats says what it is. */
void setup_scene_welcome(SetupScene *s);
/* The rule behind the message just said, in words with its clause (term_rule): the message
 * stays plain and this is the tooltip over it and its "Why?". setup_scene_say clears it. */
void setup_scene_explain(SetupScene *s, const char *why);

#endif
