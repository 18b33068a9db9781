/* lesson_screen.h — the lesson ("Learn to play", rajas --lesson), as the program sees it: the
 * guided first game as a scene (scene.h), the coach (coach.h) over the real table, which
 * plays the lesson's own session with no autosave, seen and driven through coached.h. The
 * coach's card and its leave question take the input first; the rest is the table's. "Start
 * over" asks for the lesson afresh, leaving it (or playing on to the game's end) for the
 * set-up screen. Its parts are in coach.h and script.h, its struct in lesson_internal.h (its
 * files only), what tests read inside it in lesson_test.h. */
#ifndef RAJAS_LESSON_SCREEN_H
#define RAJAS_LESSON_SCREEN_H

#include <stdbool.h>

#include "coached.h"   /* CoachedTable, and Session and Sheets through the match */
#include "game.h"
#include "i18n.h"
#include "scene.h"

/* Who sits where in the lesson: the person in seat 0, holding the elephant first, against
 * an easy bot in seat 1. */
#define LESSON_PERSON 0
#define LESSON_BOT 1

typedef struct LessonScene LessonScene;

/* self is a LessonScene begun by lesson_begin and attached to its table. */
extern const SceneOps lesson_scene_ops;

/* A lesson not begun, or NULL when there is no memory; freed with lesson_free (it holds no
 * other memory). */
LessonScene *lesson_new(void);
void lesson_free(LessonScene *l);
/* Begins the lesson afresh: its own game started in lesson (2 players, sun, the person
 * first), the coach speaking lang (borrowed: the program's language, which a switch changes
 * in place). False when the sheets lack the sun side the lesson is written for: nothing started.
 * The program then starts a table on that session with the two seats (LESSON_PERSON,
 * LESSON_BOT) and no save folder, and attaches it: the coach gives it the match's hooks. */
bool lesson_begin(LessonScene *l, Session *lesson, const Sheets *sheets, const Lang *lang);
void lesson_attach(LessonScene *l, CoachedTable table);

#endif
