/* text_marks.c — the record of drawn text (see text_marks.h). Every function is handed the
 * record it writes (the Art's, art_text_marks), so nothing here outlives a call. */
#include "text_marks.h"

#include <string.h>

void text_marks_start(TextMarks *m)
{
    if (m) m->count = m->dropped = m->boxes = 0;
}

void text_marks_push(TextMarks *rec, SDL_Rect box)
{
    if (!rec) return;
    if (rec->boxes < TEXT_MARK_BOXES) rec->box[rec->boxes] = box;
    rec->boxes++;
}

void text_marks_pop(TextMarks *rec)
{
    if (rec && rec->boxes > 0) rec->boxes--;
}

void text_marks_cover(TextMarks *rec, SDL_Rect rect)
{
    if (!rec) return;
    for (int i = 0; i < rec->count && i < rec->cap; i++)
        if (!rec->mark[i].target && SDL_HasIntersection(&rect, &rec->mark[i].at)) rec->mark[i].covered = true;
}

/* The tightest of the declared box, the clip and the drawing target's viewport. */
static SDL_Rect box_now(const TextMarks *rec, SDL_Renderer *r)
{
    SDL_Rect box, clip;
    SDL_RenderGetViewport(r, &box);
    box.x = box.y = 0;   /* art_text's coordinates are the viewport's own */
    if (SDL_RenderIsClipEnabled(r)) {
        SDL_RenderGetClipRect(r, &clip);
        SDL_IntersectRect(&box, &clip, &box);
    }
    int declared = rec->boxes < TEXT_MARK_BOXES ? rec->boxes : TEXT_MARK_BOXES;
    for (int i = 0; i < declared; i++) {
        SDL_Rect inner = box;
        if (!SDL_IntersectRect(&box, &rec->box[i], &inner)) inner.w = inner.h = 0;
        box = inner;
    }
    return box;
}

void text_marks_line(TextMarks *rec, SDL_Renderer *r, const char *text, size_t n, int px, SDL_Rect at)
{
    if (!rec) return;
    if (rec->count >= rec->cap) {
        rec->dropped++;
        return;
    }
    TextMark *m = &rec->mark[rec->count++];
    size_t k = n < TEXT_MARK_CHARS - 1 ? n : TEXT_MARK_CHARS - 1;
    memcpy(m->text, text, k);
    m->text[k] = '\0';
    m->px = px;
    m->at = at;
    m->box = box_now(rec, r);
    m->covered = false;
    m->target = SDL_GetRenderTarget(r);
    m->icon = false;
}

void text_marks_icon(TextMarks *rec, SDL_Renderer *r, const char *name, SDL_Rect at)
{
    if (!rec) return;
    int before = rec->count;
    text_marks_line(rec, r, name, strlen(name), at.w < at.h ? at.w : at.h, at);
    if (rec->count > before) rec->mark[before].icon = true;
}

void text_marks_place(TextMarks *rec, SDL_Renderer *r, const void *target, int x, int y)
{
    if (!rec || !target) return;
    const void *onto = SDL_GetRenderTarget(r);
    for (int i = 0; i < rec->count && i < rec->cap; i++) {
        TextMark *m = &rec->mark[i];
        if (m->target != target) continue;
        m->target = onto;
        m->at.x += x, m->at.y += y, m->box.x += x, m->box.y += y;
    }
}
