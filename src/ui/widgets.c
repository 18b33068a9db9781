/* widgets.c — shared drawn controls (see widgets.h), in the colours of the Style they are
 * given (style.h): a paper sheet on a dark wooden table, or the high-contrast set. */
#include "widgets.h"

#include "text_marks.h"

#include <stdio.h>

#include <string.h>

const SDL_Color PEN_COLOUR[PEN_COLOURS] = {
    {29, 78, 200, 255}, {200, 40, 48, 255}, {30, 140, 60, 255},
    {130, 50, 170, 255}, {220, 120, 20, 255}, {20, 20, 20, 255}};

void ui_fill(SDL_Renderer *r, SDL_Rect rect, SDL_Color c)
{
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(r, c.r, c.g, c.b, c.a);
    SDL_RenderFillRect(r, &rect);
}

int ui_text_type(Art *art, FontFace face, int unit, TypeSize from, TypeSize least, SDL_Color c, int x, int y,
                 int align, int room, const char *text)
{
    int size = type_px(art, unit, type_fit(art, face, unit, from, least, room, text)), w, h;
    /* Too long even at `least` (a narrow column under grown text): a pixel smaller at a
     * time, down to the least size anywhere, rather than cut. */
    art_text_size(art, face, size, text, &w, &h);
    while (w > room && size > TYPE_MIN_PX) art_text_size(art, face, --size, text, &w, &h);
    return art_text(art, face, size, c, x, y + (type_px(art, unit, from) - size) / 2, align, text);
}

int ui_label_split(Art *art, FontFace face, int px, const char *label, int room, char *first, char *second,
                   size_t cap)
{
    int w, h, best = -1, best_w = 0;
    art_text_size(art, face, px, label, &w, &h);
    snprintf(first, cap, "%s", label);
    second[0] = '\0';
    if (w <= room) return 1;
    /* The blank that makes the longer line shortest. */
    for (int i = 0; label[i]; i++) {
        if (label[i] != ' ' || (size_t)i >= cap) continue;
        int w1, w2;
        snprintf(first, cap, "%.*s", i, label);
        art_text_size(art, face, px, first, &w1, &h);
        art_text_size(art, face, px, label + i + 1, &w2, &h);
        int longer = w1 > w2 ? w1 : w2;
        if (best < 0 || longer < best_w) best = i, best_w = longer;
    }
    if (best < 0) {
        snprintf(first, cap, "%s", label);
        return 0;
    }
    snprintf(first, cap, "%.*s", best, label);
    snprintf(second, cap, "%s", label + best + 1);
    return best_w <= room ? 2 : 0;
}

/* A dashed frame, dash and gap as long as the line is wide times three: the outline of a
 * control that is there but does nothing now. */
static void dashed_frame(SDL_Renderer *r, SDL_Rect rect, int width, SDL_Color c)
{
    int dash = 3 * width;
    for (int x = rect.x; x < rect.x + rect.w; x += 2 * dash) {
        int w = x + dash > rect.x + rect.w ? rect.x + rect.w - x : dash;
        ui_fill(r, (SDL_Rect){x, rect.y, w, width}, c);
        ui_fill(r, (SDL_Rect){x, rect.y + rect.h - width, w, width}, c);
    }
    for (int y = rect.y; y < rect.y + rect.h; y += 2 * dash) {
        int h = y + dash > rect.y + rect.h ? rect.y + rect.h - y : dash;
        ui_fill(r, (SDL_Rect){rect.x, y, width, h}, c);
        ui_fill(r, (SDL_Rect){rect.x + rect.w - width, y, width, h}, c);
    }
}

void ui_button_look(const Style *style, bool enabled, UiButtonLook *out)
{
    /* Standard: a raised gold button; greyed, a dull brown one with faint words. High
     * contrast: a white button framed in black, so its edge and label read against any
     * panel; greyed, no face and no shadow at all (the table's black shows through), a
     * dashed grey outline and grey words: nothing of it is as bright as an enabled button's
     * face, so it cannot be taken for one. */
    if (!style->high_contrast) {
        *out = enabled ? (UiButtonLook){{252, 226, 150, 255}, style->ink, {0, 0, 0, 0}, true, false}
                       : (UiButtonLook){{120, 108, 98, 255}, {170, 160, 150, 255}, {0, 0, 0, 0}, true, false};
        return;
    }
    *out = enabled ? (UiButtonLook){{255, 255, 255, 255}, {0, 0, 0, 255}, {0, 0, 0, 255}, true, false}
                   : (UiButtonLook){{0, 0, 0, 255}, {135, 135, 135, 255}, {135, 135, 135, 255}, false, true};
}

void ui_button_px(SDL_Renderer *r, Art *art, SDL_Rect rect, const char *label, int label_px, bool enabled, bool hot)
{
    const Style *style = art_style(art);
    UiButtonLook look;
    ui_button_look(style, enabled, &look);
    SDL_Color text = look.text;
    if (look.raised) {
        SDL_Rect shadow = {rect.x + 2, rect.y + 3, rect.w, rect.h};
        art_fill_round(r, shadow, rect.h / 4, (SDL_Color){0, 0, 0, 80});
    }
    art_fill_round(r, rect, rect.h / 4, look.face);
    if (look.dashed) dashed_frame(r, rect, 2, look.frame);
    else if (look.frame.a) art_frame(r, rect, 2, look.frame);
    if (hot && enabled) art_frame(r, rect, style->high_contrast ? 4 : 3, style->accent);
    int th, tw;
    int px = label_px > 0 ? label_px : rect.h * 2 / 5;
    char one[128], two[128];
    int lines = ui_label_split(art, FONT_BOLD, px, label, rect.w - 4, one, two, sizeof one);
    art_text_size(art, FONT_BOLD, px, one, &tw, &th);
    text_marks_push(art_text_marks(art), rect);   /* the label stays on its button */
    if (lines == 2 && 2 * th <= rect.h) {
        /* Two lines, each centred: a long translation keeps the button's size. */
        art_text(art, FONT_BOLD, px, text, rect.x + rect.w / 2, rect.y + rect.h / 2 - th, 1, one);
        art_text(art, FONT_BOLD, px, text, rect.x + rect.w / 2, rect.y + rect.h / 2, 1, two);
        text_marks_pop(art_text_marks(art));
        return;
    }
    if (lines == 1) {
        art_text(art, FONT_BOLD, px, text, rect.x + rect.w / 2, rect.y + (rect.h - th) / 2, 1, label);
        text_marks_pop(art_text_marks(art));
        return;
    }
    /* Too long even on two lines: cut at the button's edge, within any clip the caller set. */
    SDL_Rect before, cut = rect;
    bool clipped = SDL_RenderIsClipEnabled(r);
    SDL_RenderGetClipRect(r, &before);
    if (clipped) SDL_IntersectRect(&before, &rect, &cut);
    SDL_RenderSetClipRect(r, &cut);
    art_text(art, FONT_BOLD, px, text, rect.x + 4, rect.y + (rect.h - th) / 2, 0, label);
    text_marks_pop(art_text_marks(art));
    SDL_RenderSetClipRect(r, clipped ? &before : NULL);
}

enum { WRAP_LINE_MAX = 512 };   /* bytes of one drawn line; a longer run is broken */

/* The width of the first n bytes of p. */
static int prefix_width(Art *art, FontFace face, int px, const char *p, size_t n)
{
    char line[WRAP_LINE_MAX];
    memcpy(line, p, n);
    line[n] = '\0';
    int w, h;
    art_text_size(art, face, px, line, &w, &h);
    return w;
}

/* How many bytes of p make the next line: whole words while they fit in width; a first word
 * too wide on its own (a long path) is broken between whole UTF-8 characters, at least one,
 * so no part of the text runs out of the box or is dropped. */
static size_t next_line(Art *art, FontFace face, int px, const char *p, int width)
{
    size_t fit = 0, end = 0;
    while (p[end]) {
        end += strspn(p + end, " ");
        end += strcspn(p + end, " ");
        if (end >= WRAP_LINE_MAX || prefix_width(art, face, px, p, end) > width) break;
        fit = end;
    }
    if (fit > 0) return fit;
    size_t n = 0;
    while (p[n]) {
        size_t next = n + 1;
        while (((unsigned char)p[next] & 0xC0) == 0x80) next++;
        if (n > 0 && (next >= WRAP_LINE_MAX || prefix_width(art, face, px, p, next) > width)) break;
        n = next;
    }
    return n;
}

/* Each line at its place: from the left edge (align 0) or centred in the box (align 1). */
static int wrapped_lines(Art *art, FontFace face, int px, SDL_Color c, SDL_Rect box, const char *text, int align);

/* The lines stay within the box's width (its height is the caller's: it clips). */
static int wrapped(Art *art, FontFace face, int px, SDL_Color c, SDL_Rect box, const char *text, int align)
{
    text_marks_push(art_text_marks(art), (SDL_Rect){box.x, box.y - 100000, box.w, 200000});
    int h = wrapped_lines(art, face, px, c, box, text, align);
    text_marks_pop(art_text_marks(art));
    return h;
}

static int wrapped_lines(Art *art, FontFace face, int px, SDL_Color c, SDL_Rect box, const char *text, int align)
{
    int y = box.y;
    const char *p = text + strspn(text, " ");
    while (*p) {
        char line[WRAP_LINE_MAX];
        size_t n = next_line(art, face, px, p, box.w);
        memcpy(line, p, n);
        line[n] = '\0';
        art_text(art, face, px, c, align ? box.x + box.w / 2 : box.x, y, align, line);
        y += px * 5 / 4;
        p += n;
        p += strspn(p, " ");
    }
    return y - box.y;
}

int ui_text_wrapped(Art *art, FontFace face, int px, SDL_Color c, SDL_Rect box, const char *text)
{
    return wrapped(art, face, px, c, box, text, 0);
}

int ui_text_centred(Art *art, FontFace face, int px, SDL_Color c, SDL_Rect box, const char *text)
{
    return wrapped(art, face, px, c, box, text, 1);
}

int ui_text_lines(Art *art, FontFace face, int px, int width, const char *text)
{
    int lines = 0;
    const char *p = text + strspn(text, " ");
    while (*p) {
        p += next_line(art, face, px, p, width);
        p += strspn(p, " ");
        lines++;
    }
    return lines;
}

void ui_tooltip(SDL_Renderer *r, Art *art, int px, int x, int y, int w, int h, const char *text)
{
    int tw, th;
    art_text_size(art, FONT_REGULAR, px, text, &tw, &th);
    int max_w = w / 3;
    int lines = 1;
    if (tw > max_w) {
        lines = (tw + max_w - 1) / max_w + 1;
        tw = max_w;
    }
    SDL_Rect box = {x + 16, y + 20, tw + px, lines * px * 5 / 4 + px / 2};
    if (box.x + box.w > w) box.x = w - box.w - 4;
    if (box.y + box.h > h) box.y = y - box.h - 8;
    const Style *style = art_style(art);
    art_fill_round(r, box, 6, style->high_contrast ? (SDL_Color){255, 255, 255, 255} : (SDL_Color){255, 252, 235, 245});
    art_frame(r, box, style->high_contrast ? 2 : 1, style->ink_soft);
    text_marks_cover(art_text_marks(art), box);
    SDL_Rect inner = {box.x + px / 2, box.y + px / 4, tw, box.h - px / 4};
    text_marks_push(art_text_marks(art), box);
    ui_text_wrapped(art, FONT_REGULAR, px, style->ink, inner, text);
    text_marks_pop(art_text_marks(art));
}

SDL_Rect ui_veil_card(SDL_Renderer *r, Art *art, int w, int h, int card_w, int card_h)
{
    const Style *style = art_style(art);
    SDL_Rect all = {0, 0, w, h};
    ui_fill(r, all, (SDL_Color){20, 14, 10, style->high_contrast ? 235 : 200});
    SDL_Rect card = {(w - card_w) / 2, (h - card_h) / 2, card_w, card_h};
    art_fill_round(r, card, 14, style->paper);
    art_frame(r, card, style->high_contrast ? 4 : 2, style->accent);
    text_marks_cover(art_text_marks(art), all);
    return card;
}

bool ui_pointer(const SDL_Event *e, int *x, int *y)
{
    if (e->type == SDL_MOUSEMOTION) {
        *x = e->motion.x;
        *y = e->motion.y;
    } else if (e->type == SDL_MOUSEBUTTONDOWN) {
        *x = e->button.x;
        *y = e->button.y;
        return e->button.button == SDL_BUTTON_LEFT;
    }
    return false;
}
