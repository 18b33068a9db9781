/* ui_checks.c — see ui_checks.h. */
#include "table.h"
#include "table_frame.h"
#include "table_steps.h"
#include "table_test.h"
#include "ui_checks.h"

#include <stdio.h>
#include <string.h>

#include "autosave.h"
#include "fuzz.h"
#include "ui_steps.h"

/* An empty rectangle is drawn nowhere (a layout leaves out what has no room). */
static void check_inside(SDL_Rect r, const App *a, const char *what)
{
    if (r.w <= 0 || r.h <= 0) return;
    if (r.x >= 0 && r.y >= 0 && r.x + r.w <= a->win.w && r.y + r.h <= a->win.h) return;
    fprintf(stderr, "%s %d,%d %dx%d outside the %dx%d window\n", what, r.x, r.y, r.w, r.h, a->win.w, a->win.h);
    fuzz_check(!"everything lies inside the window");
}

static void check_window(void)
{
    const App *a = ui_app();
    int w = 0, h = 0;
    fuzz_check(SDL_GetRendererOutputSize(a->win.renderer, &w, &h) == 0);
    fuzz_check(w == a->win.w && h == a->win.h && w > 0 && h > 0);
    static SDL_Rect targets[UI_TARGETS_MAX];
    int n = ui_targets(targets, UI_TARGETS_MAX);
    for (int i = 0; i < n; i++) check_inside(targets[i], a, "a target");
    if (a->scene != SCENE_TABLE && a->scene != SCENE_LESSON) return;
    const TableLayout *l = table_test_layout(a->table);
    SDL_Rect parts[] = {l->prompt, l->choices, l->sheet, l->pending, l->race, l->tray, l->log_head, l->log};
    for (size_t i = 0; i < sizeof parts / sizeof parts[0]; i++) check_inside(parts[i], a, "a part of the table");
    for (int b = 0; b < BUTTON_COUNT; b++) check_inside(l->button[b], a, "a table button");
    for (int s = 0; s < table_test_session(a->table)->game.setup.players; s++) check_inside(l->seat[s], a, "a seat card");
    for (int t = 0; t < l->thumbs; t++) check_inside(l->thumb[t], a, "a thumbnail");
}

/* The table's legal actions are the engine's for the game it shows: the session's game, or
 * while a finished turn waits for End turn, the game as that turn left it (none to take). */
static void check_legal(const App *a)
{
    const Session *s = table_test_session(a->table);
    fuzz_check(s == ((a->scene == SCENE_LESSON) ? &a->lesson.session : &a->session));
    if (table_test_outcome(a->table) != TABLE_PLAYING || game_over(&s->game)) return;
    static Action legal[GAME_MAX_LEGAL];
    const Game *g = table_game(a->table);
    fuzz_check(table_waiting_end_turn(a->table) || g == &s->game);
    int n = game_legal(g, &a->sheets, legal);
    const LegalSet *shown = table_test_legal(a->table);
    fuzz_check(shown->count == n);
    for (int i = 0; i < n; i++) fuzz_check(action_equal(&shown->action[i], &legal[i]));
}

static void check_seats(const GameSetup *saved, const GameSetup *played)
{
    fuzz_check(saved->players == played->players);
    for (int i = 0; i < saved->players; i++) {
        const SeatSetup *x = &saved->seat[i], *y = &played->seat[i];
        fuzz_check(x->kind == y->kind && x->colour == y->colour && strcmp(x->name, y->name) == 0);
        fuzz_check(x->kind == SEAT_HUMAN || x->level == y->level);
    }
}

/* The autosave is the game on the table, as it stands. */
static void check_autosave(const App *a)
{
    if ((a->scene == SCENE_LESSON) || !table_test_saved(a->table).tried || !table_test_saved(a->table).ok || game_over(&a->session.game)) return;
    Session back;
    session_init(&back, &a->sheets);
    GameSetup seats;
    bool seated = false;
    FilesDamage d;
    memset(&d, 0, sizeof d);
    FileRead r = files_autosave_load(a->dirs.user, &back, &seats, &seated, &d);
    if (r != FILE_OK) fprintf(stderr, "autosave: %s\n", d.why);
    fuzz_check(r == FILE_OK && seated);
    fuzz_check(memcmp(&back.game, &a->session.game, sizeof back.game) == 0);
    fuzz_check(back.count == a->session.count);
    check_seats(&seats, &a->setup);
    fuzz_check(files_autosave_ended(a->dirs.user) == match_held_seat(table_test_match(a->table)));
    session_free(&back);
}

void ui_check(void)
{
    check_window();
    const App *a = ui_app();
    if (a->scene != SCENE_TABLE && a->scene != SCENE_LESSON) return;
    check_legal(a);
    check_autosave(a);
}
