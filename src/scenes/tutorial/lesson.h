/* lesson.h — the guided first game as a scene (scene.h): the coach (coach.h) over the real
 * table, which plays the lesson's own session with no autosave. The coach's card and its
 * leave question take the input first; the rest is the table's. "Start over" asks for the
 * lesson afresh, leaving it (or playing on to the game's end) for the set-up screen. */
#ifndef RAJAS_TUTORIAL_LESSON_H
#define RAJAS_TUTORIAL_LESSON_H

#include <stdbool.h>
#include <stdint.h>

#include "coach.h"
#include "scene.h"

typedef struct {
    Coach coach;
    TableScene *table;         /* borrowed: the table the lesson is played on */
} LessonScene;

/* self is a LessonScene started by lesson_start. */
extern const SceneOps lesson_scene_ops;

/* Starts the lesson afresh on table t (stopped before) with the lesson's own session and
 * the two seats (coach.h: LESSON_PERSON, LESSON_BOT). False when the sheets lack the sun
 * side the lesson is written for: nothing started. */
bool lesson_start(LessonScene *l, TableScene *t, Session *lesson, const Sheets *sheets, Art *art,
                  const Seats *seats, uint32_t now);

#endif
