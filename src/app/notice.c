/* notice.c — the program's short message over the screen (see notice.h). */
#include "notice.h"

#include <stdio.h>

#include "geometry.h"
#include "text_fit.h"
#include "type_scale.h"
#include "widgets.h"

void notice_show(Notice *n, bool bad, const char *text, uint32_t now)
{
    snprintf(n->text, sizeof n->text, "%s", text);
    n->bad = bad;
    n->at = now ? now : 1;
}

bool notice_up(const Notice *n, uint32_t now)
{
    return n->at && n->text[0] && now - n->at < NOTICE_MS;
}

uint32_t notice_left(const Notice *n, uint32_t now)
{
    return notice_up(n, now) ? NOTICE_MS - (now - n->at) : 0;
}

/* Where it goes: the text at the body size (smaller when that would take more than the
 * window's height), wrapped to `room` (90 units at most), in a box at the foot of the
 * window; inner is where the text starts and wraps. */
static SDL_Rect box_of(const Notice *n, Art *art, int w, int h, int *px, SDL_Rect *inner)
{
    int lw = w, lh = h, u = layout_unit(&lw, &lh);
    int room = 90 * u < w - 4 * u ? 90 * u : w - 4 * u, tw, th;
    *px = text_fit_wrapped(art, FONT_BOLD, u, TYPE_BODY, (SDL_Rect){0, 0, room, h - 4 * u}, n->text);
    art_text_size(art, FONT_BOLD, *px, n->text, &tw, &th);
    int lines = ui_text_lines(art, FONT_BOLD, *px, room, n->text);
    int bw = (tw < room ? tw : room) + 2 * u, bh = lines * *px * 5 / 4 + u;
    SDL_Rect box = layout_rect((w - bw) / 2, h - bh - 2 * u, bw, bh);
    *inner = layout_rect(box.x + u, box.y + u / 2, room, box.h - u);
    return box;
}

SDL_Rect notice_box(const Notice *n, Art *art, int w, int h, uint32_t now)
{
    int px;
    SDL_Rect inner;
    if (!notice_up(n, now)) return layout_rect(0, 0, 0, 0);
    return box_of(n, art, w, h, &px, &inner);
}

int notice_px(const Notice *n, Art *art, int w, int h)
{
    int px;
    SDL_Rect inner;
    box_of(n, art, w, h, &px, &inner);
    return px;
}

void notice_draw(const Notice *n, SDL_Renderer *r, Art *art, int w, int h, uint32_t now)
{
    if (!notice_up(n, now)) return;
    int px, lw = w, lh = h, u = layout_unit(&lw, &lh);
    SDL_Rect inner, box = box_of(n, art, w, h, &px, &inner);
    art_fill_round(r, box, u / 2, n->bad ? art_style(art)->refused : art_style(art)->good_green);
    ui_text_wrapped(art, FONT_BOLD, px, (SDL_Color){255, 255, 255, 255}, inner, n->text);
}
