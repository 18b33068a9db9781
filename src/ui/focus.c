/* focus.c — the keyboard focus ring (see focus.h). Arrow keys pick the nearest item whose
 * centre lies that way, counting sideways distance double so a row or a column is followed
 * before a diagonal jump; the focused item's own group is searched first, so the arrows
 * walk the dice, the market row or the buttons and only leave a group at its end. */
#include "focus.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

#include "i18n.h"
#include "widgets.h"

const SDL_Color FOCUS_LIGHT = {255, 236, 64, 255};

FocusMove focus_move_of(const SDL_Event *e)
{
    if (e->type != SDL_KEYDOWN) return FOCUS_NONE;
    switch (e->key.keysym.sym) {
    case SDLK_TAB: return (e->key.keysym.mod & KMOD_SHIFT) ? FOCUS_PREV : FOCUS_NEXT;
    case SDLK_LEFT: return FOCUS_LEFT;
    case SDLK_RIGHT: return FOCUS_RIGHT;
    case SDLK_UP: return FOCUS_UP;
    case SDLK_DOWN: return FOCUS_DOWN;
    case SDLK_RETURN: case SDLK_KP_ENTER: case SDLK_SPACE: return FOCUS_CHOOSE;
    default: return FOCUS_NONE;
    }
}

void focus_begin(FocusRing *f, FocusItem *was)
{
    const FocusItem *c = focus_current(f);
    if (c) *was = *c;
    else was->group = was->id = -1;
    f->count = 0;
    f->current = -1;
}

void focus_add(FocusRing *f, SDL_Rect rect, int group, int id)
{
    if (f->count >= FOCUS_MAX || rect.w <= 0 || rect.h <= 0) return;
    f->item[f->count++] = (FocusItem){rect, group, id};
}

static SDL_Point centre(SDL_Rect r)
{
    return (SDL_Point){r.x + r.w / 2, r.y + r.h / 2};
}

static long distance2(SDL_Rect a, SDL_Rect b)
{
    SDL_Point p = centre(a), q = centre(b);
    long dx = p.x - q.x, dy = p.y - q.y;
    return dx * dx + dy * dy;
}

void focus_end(FocusRing *f, const FocusItem *was)
{
    f->current = -1;
    if (was->group < 0) return;
    long best = LONG_MAX;
    for (int i = 0; i < f->count; i++) {
        const FocusItem *it = &f->item[i];
        if (it->group != was->group) continue;
        if (it->id == was->id) { f->current = i; return; }
        long d = distance2(it->rect, was->rect);
        if (d < best) { best = d; f->current = i; }
    }
}

const FocusItem *focus_current(const FocusRing *f)
{
    return f->current >= 0 && f->current < f->count ? &f->item[f->current] : NULL;
}

bool focus_set(FocusRing *f, int group, int id)
{
    for (int i = 0; i < f->count; i++)
        if (f->item[i].group == group && f->item[i].id == id) {
            f->current = i;
            return true;
        }
    return false;
}

/* The nearest item that way from the focused one (in its group when only_group), or -1. */
static int nearest_towards(const FocusRing *f, FocusMove m, bool only_group)
{
    const FocusItem *from = &f->item[f->current];
    SDL_Point p = centre(from->rect);
    int best = -1;
    long best_score = LONG_MAX;
    for (int i = 0; i < f->count; i++) {
        if (i == f->current || (only_group && f->item[i].group != from->group)) continue;
        SDL_Point q = centre(f->item[i].rect);
        long dx = q.x - p.x, dy = q.y - p.y, along, across;
        switch (m) {
        case FOCUS_LEFT: along = -dx; across = labs(dy); break;
        case FOCUS_RIGHT: along = dx; across = labs(dy); break;
        case FOCUS_UP: along = -dy; across = labs(dx); break;
        default: along = dy; across = labs(dx); break;
        }
        if (along <= 0) continue;
        long score = along + 2 * across;
        if (score < best_score) { best_score = score; best = i; }
    }
    return best;
}

bool focus_step(FocusRing *f, FocusMove m)
{
    f->shown = true;
    if (f->count == 0) { f->current = -1; return false; }
    if (f->current < 0 || f->current >= f->count) {
        f->current = m == FOCUS_PREV ? f->count - 1 : 0;
        return true;
    }
    switch (m) {
    case FOCUS_NEXT: f->current = (f->current + 1) % f->count; break;
    case FOCUS_PREV: f->current = (f->current + f->count - 1) % f->count; break;
    case FOCUS_LEFT: case FOCUS_RIGHT: case FOCUS_UP: case FOCUS_DOWN: {
        int to = nearest_towards(f, m, true);
        if (to < 0) to = nearest_towards(f, m, false);
        if (to >= 0) f->current = to;
        break;
    }
    default: break;
    }
    return true;
}

/* Rectangles of growing size, width px each, starting at grow pixels outside r. */
static void bands(SDL_Renderer *r, SDL_Rect rect, int grow, int px)
{
    for (int i = 0; i < px; i++) {
        int g = grow + i;
        SDL_Rect o = {rect.x - g, rect.y - g, rect.w + 2 * g, rect.h + 2 * g};
        SDL_RenderDrawRect(r, &o);
    }
}

void focus_draw_ring(SDL_Renderer *r, const Style *style, SDL_Rect rect, int unit)
{
    int light = unit / 2 < 3 ? 3 : unit / 2, dark = light / 2 < 2 ? 2 : light / 2, gap = light / 2;
    if (style->high_contrast) {   /* a ring half as thick again, in bands of solid black */
        light = light * 3 / 2;
        dark = dark * 3 / 2;
    }
    SDL_BlendMode mode;
    SDL_GetRenderDrawBlendMode(r, &mode);
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE);
    SDL_SetRenderDrawColor(r, 0, 0, 0, 255);
    bands(r, rect, gap, dark);
    bands(r, rect, gap + dark + light, dark);
    SDL_SetRenderDrawColor(r, FOCUS_LIGHT.r, FOCUS_LIGHT.g, FOCUS_LIGHT.b, 255);
    bands(r, rect, gap + dark, light);
    SDL_SetRenderDrawBlendMode(r, mode);
}

void focus_list_add(FocusList *l, SDL_Rect r, const char *words)
{
    if (l->want == l->ring->count && l->words) snprintf(l->words, l->cap, "%s", words);
    focus_add(l->ring, r, 0, l->ring->count);
}

const char *focus_chosen_words(const Lang *lang, const char *label, bool chosen, char *buf, size_t cap)
{
    /* TRANSLATORS: said aloud of the choice in force on a screen ("Human (chosen)"). */
    if (chosen) snprintf(buf, cap, _("%s (chosen)"), label);
    else snprintf(buf, cap, "%s", label);
    return buf;
}
