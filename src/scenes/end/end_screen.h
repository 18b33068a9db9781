/* end_screen.h — the end screen, as the program sees it: the ranking, the race chart and the
 * review of a finished game, behind the scene interface (scene.h). Play again, New set-up,
 * a reviewed decision and Today's dice's calendar are asked of the program; its insides are
 * in end.h. */
#ifndef RAJAS_END_SCREEN_H
#define RAJAS_END_SCREEN_H

#include <stdbool.h>

#include "art.h"
#include "i18n.h"
#include "bot.h"   /* BotChoice */
#include "scene.h"
#include "seats.h"
#include "session.h"

typedef struct EndScene EndScene;

/* The end screen behind the scene interface; self is an EndScene. */
extern const SceneOps end_scene_ops;

/* An end screen, zeroed, or NULL when there is no memory; freed with end_scene_free (which
 * stops it first). */
EndScene *end_scene_new(void);
void end_scene_free(EndScene *e);

/* A scene that was started before must be stopped with end_scene_stop first. It speaks lang
 * (borrowed: the program's language, which a switch changes in place). */
void end_scene_init(EndScene *e, const Session *s, const Sheets *sh, Art *art, const Lang *lang, const Seats *seats);
/* Stops a running review and frees it: before the scene is left for good or started again. */
void end_scene_stop(EndScene *e);

/* The review's evaluated decision at history step `step` (every legal action with the hard
 * bot's figure, best first: end_review_choices) into *out, borrowed until the review is
 * stopped or started again: what "Try it" on that decision shows, so it names the review's
 * best move with the review's figures. Returns its count, 0 when there is none. */
int end_scene_review_choices(const EndScene *e, int step, const BotChoice **out);

/* Says whether the finished game's record was written (ok) or not (errno cause), above
 * the buttons: the truth about the game's last save (save_words.h), since the autosave is
 * gone once a game is over. Kept through a language switch. */
void end_scene_say_saved(EndScene *e, bool ok, int cause);

/* Today's dice as the program knows it (docs/rules.md, "Edition notes: Today's dice"): the
 * person in seat 1 against the hard bot in seat 2; the races, the result and the round
 * come from the game itself. */
typedef struct {
    bool on;                  /* a daily game: the band shows */
    bool practice;            /* not the day's counted try */
    char date[11];            /* "2026-11-29" */
    bool par_known;           /* the par's game is played out */
    bool par_missing;         /* it could not be played out (no thread): not said */
    int par;                  /* the hard bot's race in seat 1 on the day's rolls */
} EndDaily;

/* The program says the game was a daily one (after end_scene_init), and again once the par
 * is known: the band shows, the layout makes room for it. */
void end_scene_set_daily(EndScene *e, const EndDaily *d);

#endif
