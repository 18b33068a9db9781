/* replay_screen.h — the replay viewer, as the program sees it: a finished game stepped
 * through action by action, behind the scene interface (scene.h). It shows every sheet as
 * it was at the step, the dice, the log up to it and the race chart with the moment marked;
 * ←/→, Home/End, the step buttons and a slider move through it and Esc or Back asks the
 * program to close it. The game comes from a record file (records.h: `rajas --replay FILE`,
 * the Statistics card's list) or is the game just played (the end screen's review, whose
 * costly decisions are marks: standing on one says what was played and what was better,
 * and draws the better move on the sheet). Its insides are in replay_internal.h, for its
 * own files; the tests see them through replay_steps.h and replay_test.h.
 *
 * Steps: step s (0 … the record's count) shows the state before history entry s, and the
 * last step the game as it ended; entry s is "what happens next". A record that does not
 * load leaves the scene showing why with only Back to press.
 *
 * The scene owns the game it shows (replay_scene_stop lets it go) and borrows Sheets and
 * Art. */
#ifndef RAJAS_REPLAY_SCREEN_H
#define RAJAS_REPLAY_SCREEN_H

#include <stdbool.h>

#include "art.h"
#include "i18n.h"
#include "scene.h"
#include "seats.h"
#include "session.h"

/* A decision the review found costly: the step it was taken at (the history entry), what
 * was played, what the bot found better and how much better (review.h: the hard bot's
 * chance of winning, 0..1, given away). */
typedef SceneMark ReplayMark;

typedef struct ReplayScene ReplayScene;

/* The viewer behind the scene interface (replay_ops.c); self is a ReplayScene. */
extern const SceneOps replay_scene_ops;

/* An empty viewer (nothing loaded), or NULL when there is no memory; freed with
 * replay_scene_free (which lets its game go first). It speaks lang (borrowed: the program's
 * language, which a switch changes in place). */
ReplayScene *replay_scene_new(const Sheets *sheets, Art *art, const Lang *lang);
void replay_scene_free(ReplayScene *r);
/* Lets the game shown go: when the viewer is left. */
void replay_scene_stop(ReplayScene *r);

/* Loads the record at path and stands at its first step. palette: PaletteKind for the pens.
 * False when it does not load: the scene then says why (replay_words_problem) and the reason is
 * logged. */
bool replay_scene_open_file(ReplayScene *r, const char *path, int palette);
/* Replays the game of src (its record, so the viewer has its own copy) with its seats. */
bool replay_scene_open_session(ReplayScene *r, const Session *src, const Seats *seats);
/* The review's costly decisions, drawn on the slider and said when stood on. */
void replay_scene_set_marks(ReplayScene *r, const ReplayMark *marks, int n);
/* Stands at step (clamped to 0 … count) with the seat to act shown large. */
void replay_scene_go(ReplayScene *r, int step);

#endif
