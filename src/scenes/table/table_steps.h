/* table_steps.h — the table's own steps, which its scene operations (table_ops.c) take and
 * the tests take directly beside them (table_test.h): an event, a new size, a tick, the
 * player's settings, the language, the End turn step, a person's decision, stopping; and
 * the outcome a step leaves with the times the steps keep. No struct of the table's here:
 * its insides are table_internal.h's. */
#ifndef RAJAS_TABLE_STEPS_H
#define RAJAS_TABLE_STEPS_H

#include <stdbool.h>
#include <stdint.h>

#include <SDL.h>

#include "game.h"
#include "match.h"
#include "sound.h"
#include "table.h"

/* What the steps have come to: still playing, the player left, the game is over (the
 * scene's tick turns the last two into its requests). */
typedef enum { TABLE_PLAYING, TABLE_LEAVE, TABLE_OVER } TableOutcome;

/* Watchable pace by default: a bot acts no sooner than this after the last change on the
 * table (the settings' bot pace replaces it). */
#define TABLE_BOT_PACE_MS MATCH_BOT_PACE_MS
#define TABLE_MESSAGE_MS 5000       /* how long a message stays over the sheet (a refusal:
                                       until the next click or key) */
#define TABLE_HINT_BUDGET_MS MATCH_HINT_BUDGET_MS
/* The pointer rests this long on another player's thumbnail before their sheet is shown
 * large, so passing over the thumbnails changes nothing. */
#define TABLE_PEEK_MS 350
/* The game's end stays on the table this long before the end screen comes. */
#define TABLE_OVER_PAUSE_MS 900

/* ---- table.c: the player's settings, the language, a size, an event, a tick ------------ */
/* The player's settings: animation length in percent of normal (0: none), the bots' pace,
 * and where the dice and pen sounds go (NULL: nowhere). table_init sets 100, the default
 * pace and no sound. */
void table_set_feel(TableScene *t, int anim_percent, int bot_pace_ms, Sound *sound);
/* How long the pen takes to draw a mark at the player's animation speed. */
uint32_t table_pen_ms(const TableScene *t);
/* Writes the texts the scene keeps in the language now loaded (i18n.h): the choice labels;
 * drops a hint and a message. The log needs nothing: its words are written when shown.
 * Called after a language switch (app_set_language). */
void table_retranslate(TableScene *t);
/* The log told again from the session's history (a new or resumed game). */
void table_log_rebuild(TableScene *t);
/* Waits for any bot or hint thread still thinking and forgets its answer, and frees the
 * kept pictures (table_cache.h). Call before the renderer is destroyed. */
void table_stop(TableScene *t);
/* table_bots.c: waits for the bot and hint threads and forgets their answers. */
void table_bots_stop(TableScene *t);
void table_resize(TableScene *t, int w, int h);
/* The log's box given the room its newest entry needs, with a line of the one before above
 * it (table_log_need), taken from what can give way (table_layout_log): the table laid out
 * again when the log or its language changed and the box is too short. It only grows within
 * a turn; a new turn or a resize gives the room back first. Called by the resize and before
 * each frame is drawn. */
void table_log_room(TableScene *t);
void table_event(TableScene *t, const SDL_Event *e, uint32_t now);
/* Does what needs no one: rolls when the game waits for dice (once the screen is with the
 * roller), and notices the end. */
void table_tick(TableScene *t, uint32_t now);
/* True when the seat in charge is played by a bot. */
bool table_bot_turn(const TableScene *t);
/* A person's decision, played through the match; a refusal is said on the table. */
bool table_apply(TableScene *t, Action a, uint32_t now);
/* Drops hover, tooltip and road preview until the pointer moves again. */
void table_forget_pointer(TableScene *t);

/* ---- table_turn.c: the End turn step ------------------------------------------------- */
/* Whether a person's finished turn waits for End turn (the setting, on in the program;
 * table_init leaves it off). Switched off while one waits, the turn ends at once. */
void table_set_confirm_turn(TableScene *t, bool on);
/* True when the action from before to after ended the acting seat's turn (R2.6, R3.4). */
bool table_turn_ended(const Game *before, const Game *after);
/* True while a finished turn waits for End turn: nothing rolls, no bot acts, no card. */
bool table_waiting_end_turn(const TableScene *t);
/* The seat the table speaks to: the one whose finished turn waits, else the seat to act. */
int table_acting_seat(const TableScene *t);
/* Whether Undo has something of the acting seat's to take back. */
bool table_can_undo(const TableScene *t);
/* Whether the table is a practice (table_set_practice). */
bool table_practice(const TableScene *t);
/* What a practice says when more than its one decision is asked (match_set_practice). */
const char *table_practice_words(const Lang *lang);
/* End turn: play goes on to the next seat (a hand-over card, a roll or a bot); in a
 * practice the table says it stops here instead. */
void table_end_turn(TableScene *t, uint32_t now);

#endif
