/* replay_steps.h — the replay viewer's own steps and questions, which its scene operations
 * (replay_ops.c) take and the tests take directly beside them (replay_test.h): an event, a
 * new size, the drawing, the state and seats shown, the mark stood on, the chances' switch,
 * and whether it was closed. */
#ifndef RAJAS_REPLAY_STEPS_H
#define RAJAS_REPLAY_STEPS_H

#include <SDL.h>

#include "replay_layout.h"
#include "replay_screen.h"

typedef enum { REPLAY_SHOWING, REPLAY_CLOSED } ReplayOutcome;

/* ---- replay.c, replay_draw.c, replay_story.c ----------------------------------------- */

void replay_scene_resize(ReplayScene *r, int w, int h);
void replay_scene_event(ReplayScene *r, const SDL_Event *e);
void replay_scene_draw(ReplayScene *r, SDL_Renderer *renderer);
/* The state at the step shown, the seat shown large, the seats shown small (in the order of
 * the layout's thumbnails; returns how many), the mark stood on (NULL: none). */
const Game *replay_scene_game(const ReplayScene *r);
int replay_scene_big_seat(const ReplayScene *r);
int replay_thumb_seats(const ReplayScene *r, int out[GAME_MAX_PLAYERS - 1]);
const ReplayMark *replay_scene_mark(const ReplayScene *r);
/* replay_story.c: the switch under the chart, at its right (race ⇄ chances), and the
 * chart's card above it. */
SDL_Rect replay_story_switch(const ReplayScene *r);
/* The size its labels are drawn at: the finest of the zoom, or of 100 % where that would
 * make it wider than half the chart. */
int replay_story_switch_px(const ReplayScene *r);
SDL_Rect replay_story_card(const ReplayScene *r);

#endif
