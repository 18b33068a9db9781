/* notice.h — a short message the program shows over whatever is on screen, cards
 * included, for NOTICE_MS: what it did on its own that the player must see, since the log
 * is no place a player looks (where a screenshot went, or why it could not be saved). It
 * sits at the foot of the window, wrapped to a few lines, in the refusal colour when
 * something went wrong. The program draws it last, after a screenshot is taken, so it is
 * never in one. */
#ifndef RAJAS_NOTICE_H
#define RAJAS_NOTICE_H

#include <stdbool.h>
#include <stdint.h>

#include <SDL.h>

#include "art.h"

#define NOTICE_MS 6000
#define NOTICE_MAX 768

typedef struct {
    char text[NOTICE_MAX];
    bool bad;
    uint32_t at;                 /* when it was shown; 0: never */
} Notice;

void notice_show(Notice *n, bool bad, const char *text, uint32_t now);
/* True while it is shown. */
bool notice_up(const Notice *n, uint32_t now);
/* Milliseconds until it goes; 0 when it is not up. */
uint32_t notice_left(const Notice *n, uint32_t now);
/* Its box in a w × h window (0 × 0 when it is not up), for drawing and tests. */
SDL_Rect notice_box(const Notice *n, Art *art, int w, int h, uint32_t now);
/* The pixel size its text is drawn at in a w × h window, for tests. */
int notice_px(const Notice *n, Art *art, int w, int h);
void notice_draw(const Notice *n, SDL_Renderer *r, Art *art, int w, int h, uint32_t now);

#endif
