/* ui_checks.h — what must hold after every step of the UI harness (fuzz_ui.c), checked with
 * fuzz_check so a broken one is a finding:
 *   - the renderer's output is the size the program lays out for, and every rectangle a
 *     click is aimed at (ui_targets) and every part of the table's layout lies inside it;
 *   - the table plays the session it should (the lesson's in the lesson, else the game's),
 *     and while the game goes on, the legal actions the table offers are game_legal's of
 *     that session's game, in the same order;
 *   - while the table shows a game whose last autosave got through, autosave.txt in the
 *     user folder loads back (files_autosave_load) to the same game, the same history,
 *     the same seats and the same turn waiting for End turn. */
#ifndef RAJAS_FUZZ_UI_CHECKS_H
#define RAJAS_FUZZ_UI_CHECKS_H

void ui_check(void);

#endif
