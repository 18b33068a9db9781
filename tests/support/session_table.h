/* session_table.h — a table scene over a session of its own, for the tests that set a
 * position up on the session and look at how the table shows it: sun, 2 players, Asha
 * (seat 1) a person and Bilal (seat 2) an easy bot, so no hand-over screen covers the table
 * between the turns; drawn headless at 1280×800. */
#ifndef RAJAS_TEST_SESSION_TABLE_H
#define RAJAS_TEST_SESSION_TABLE_H

#include "canvas.h"
#include "session.h"
#include "table.h"
#include "table_steps.h"
#include "table_test.h"

typedef struct {
    Canvas canvas;
    Session session;
    TableScene *table;               /* table_scene_new */
} SessionTable;

/* The canvas and a new game on the session (seed 5); the table, made in the test's language
 * (test_lang), is not open yet. */
void session_table_open(SessionTable *t);
/* The same with the table made in lang. */
void session_table_open_in(SessionTable *t, const Lang *lang);
/* The table opened on the session as it now is, drawn once. */
void session_table_show(SessionTable *t);
/* Stops the table and frees the session and the canvas. */
void session_table_close(SessionTable *t);
/* Applies an action text to the session; fails the test when it is refused. */
void session_table_act(SessionTable *t, const char *text);
/* Pixels of a colour close to c (each channel within 24) inside a of the drawn table. */
int session_table_pixels_like(const SessionTable *t, SDL_Rect a, SDL_Color c);

#endif
