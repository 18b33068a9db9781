/* coached_card.h — the card over a coached table, the one piece the scenes that coach the
 * table share (the lesson, "Try it", a puzzle): the card's frame and its top row (title,
 * Leave), the table drawn in its two layers with the card between them, and the table's
 * own scene operations passed on unchanged. Each such scene's struct begins with its
 * CoachedTable (a lesson's through its Coach), so a pointer to the scene is a pointer to it
 * (C11 6.7.2.1 §15) and one function serves all three as their SceneOps. */
#ifndef RAJAS_COACHED_CARD_H
#define RAJAS_COACHED_CARD_H

#include <stdbool.h>
#include <stdint.h>

#include <SDL.h>

#include "art.h"
#include "coached.h"
#include "i18n.h"
#include "scene.h"

/* The card's top row within card: the title at its left, Leave at its right (two fifths of
 * the card, its label at the largest size that fits, *label_px); returns the row's height. */
int coached_card_top(const Lang *lang, const CoachedLook *v, SDL_Rect card, SDL_Rect *title, SDL_Rect *leave,
                     int *label_px);
/* The card on paper, framed in the coach's colour, its title in that colour. */
void coached_card_frame(SDL_Renderer *r, const CoachedLook *v, SDL_Rect card, SDL_Rect title, SDL_Color mark,
                        const char *title_text);

/* self: a scene whose struct begins with its CoachedTable. Attached: its table is given
 * (the struct's CoachedTable has its ops); before that the scene is begun but not attached,
 * and the five operations below do nothing, so a language switch or a resize is safe in
 * every state the scene can be in. */
bool coached_card_attached(const void *self);
void coached_card_resize(void *self, int w, int h);
void coached_card_retranslate(void *self);
void coached_card_restyle(void *self, const SceneStyle *st);
void coached_card_textures(void *self, bool lost);
void coached_card_stop(void *self);

/* The table under the card, the card (draw_card), then the table's tooltip unless the
 * pointer is on the card (covers). */
void coached_card_draw(void *self, SDL_Renderer *r, uint32_t now, void (*draw_card)(void *self, SDL_Renderer *r),
                        bool (*covers)(const void *self, int x, int y));

/* A practice's tick ("Try it", a puzzle): covered, the table's alone (its dice wait); asked
 * to leave (leaving: not SCENE_ASK_NONE), the table stops and leaving is the answer; else the
 * table's tick, and whatever the table asks for itself (its game's end, its own leaving)
 * ends the practice the same way: *left is set and the answer is SCENE_ASK_BACK, so a
 * practice is never recorded, counted or saved. */
SceneRequest coached_card_practice_tick(void *self, uint32_t now, bool covered, SceneAsk leaving, bool *left);

/* An event for the table with the pointer moved off it where the card covers it (no hover
 * on what lies beneath), else as it came. */
SceneRequest coached_card_pass(void *self, const SDL_Event *e, uint32_t now, bool on_card);

#endif
