/* end_daily.h — Today's dice on the end screen (end_daily.c): the band with the result, its
 * par and the line to copy, and its Calendar and Copy buttons. */
#ifndef RAJAS_END_DAILY_H
#define RAJAS_END_DAILY_H

#include "end.h"

/* The band over `bottom`: one line of figures with Calendar and Copy at its right; grown
 * (above 125 %), the figures take a line of their own over the two buttons. */
void end_daily_layout(EndLayout *l, int bottom, int u);
/* Where the band's figures are written: left of the buttons, or the band's first line. */
SDL_Rect end_daily_words_box(const EndLayout *l);
/* The band's words: "Today's dice, 2026-11-29: you 94, Arjun 87 · par 91 · won in round 8"
 * (the par still being played out said so). "" when not a daily game. */
void end_daily_words(const EndScene *e, char *buf, size_t cap);
/* The line to copy: "Rajas · 2026-11-29 · sun · you 94 – hard 87 · par 91 · won in round 8",
 * in the screen's language. */
void end_daily_line(const EndScene *e, char *buf, size_t cap);
/* The Copy button's label: "Copy", or "Copied" once it was pressed. */
const char *end_daily_copy_label(const EndScene *e);
/* A click at (x, y): on Copy, puts the line on the clipboard (SDL_SetClipboardText); on
 * Calendar, asks for the calendar card (END_CALENDAR). True when taken. */
bool end_daily_click(EndScene *e, int x, int y);
/* Today's dice's par is still being played out by the program (end_scene_busy: the loop
 * looks every frame until it comes). */
bool end_daily_waiting(const EndScene *e);
/* Puts the line on the clipboard; false when SDL could not. */
bool end_daily_copy(EndScene *e);
void end_daily_draw(EndScene *e, SDL_Renderer *r);

#endif
