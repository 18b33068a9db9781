/* ui_scenes.h — the UI harness's scene step (ui_steps.h): the byte after it picks where to
 * go — a new game (seats, bots, side and first seat from the bytes after), the lesson, the
 * end screen, its review, the replay viewer, the Settings or Statistics card, the rules or
 * the set-up screen — the way the program goes there itself. */
#ifndef RAJAS_FUZZ_UI_SCENES_H
#define RAJAS_FUZZ_UI_SCENES_H

#include "ui_app.h"

void ui_scene(UiBytes *in);

#endif
