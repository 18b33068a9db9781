/* lesson.h — the guided first game as a scene (scene.h): the coach (coach.h) over the real
 * table, which plays the lesson's own session with no autosave, seen and driven through
 * coached.h. The coach's card and its leave question take the input first; the rest is the
 * table's. "Start over" asks for the lesson afresh, leaving it (or playing on to the game's
 * end) for the set-up screen. */
#ifndef RAJAS_TUTORIAL_LESSON_H
#define RAJAS_TUTORIAL_LESSON_H

#include <stdbool.h>
#include <stdint.h>

#include "coach.h"
#include "scene.h"

/* The bot's pace in the lesson, at the least: each of its moves can be followed. */
#define LESSON_BOT_PACE_MS 1600

typedef struct {
    Coach coach;               /* its table (first in it): the one the lesson is played on;
                                  first, so the scene is the coached card's (coached_card.h) */
} LessonScene;

/* self is a LessonScene begun by lesson_begin and attached to its table. */
extern const SceneOps lesson_scene_ops;

/* Begins the lesson afresh: its own game started in lesson (coach_start). False when the
 * sheets lack the sun side the lesson is written for: nothing started. The program then
 * starts a table on that session with the two seats (coach.h: LESSON_PERSON, LESSON_BOT)
 * and no save folder, and attaches it. */
bool lesson_begin(LessonScene *l, Session *lesson, const Sheets *sheets);
void lesson_attach(LessonScene *l, CoachedTable table);

#endif
