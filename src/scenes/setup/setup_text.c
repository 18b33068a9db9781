/* setup_text.c — the sizes the set-up screen's words are drawn at (see setup_text.h). Every one
 * is a size of the one type scale (type_scale.h) at the player's zoom: the largest from the
 * word's own size down that fits its box on one line, or split at a blank on two; in the
 * smallest room the scale at 100 % follows. The hints panel wraps its lines, stepping down
 * the same way until they all fit. The layout tests ask these functions, so what they
 * check is what is drawn. */
#include "setup_internal.h"

#include <stdio.h>
#include <string.h>

#include "geometry.h"
#include "i18n.h"
#include "type_scale.h"
#include "widgets.h"

/* The sizes to try from px down: the scale at the zoom in force, then the scale at 100 %
 * below its finest (sizes[] in falling order); returns how many. */
static int sizes_from(const Art *art, int unit, int px, int *sizes)
{
    int n = 0, finest = type_px(art, unit, TYPE_FINE);
    for (int t = TYPE_DISPLAY; t >= (int)TYPE_FINE; t--)
        if (type_px(art, unit, (TypeSize)t) <= px) sizes[n++] = type_px(art, unit, (TypeSize)t);
    for (int t = TYPE_DISPLAY; t >= (int)TYPE_FINE; t--) {
        int p = type_px_plain(unit, (TypeSize)t);
        if (p < finest && p <= px && (n == 0 || p < sizes[n - 1])) sizes[n++] = p;
    }
    if (n == 0) sizes[n++] = type_px_plain(unit, TYPE_FINE);
    return n;
}

int setup_line_h(Art *art, FontFace face, int px)
{
    int w, h;
    art_text_size(art, face, px, "Ág", &w, &h);
    return h > px * 5 / 4 ? h : px * 5 / 4;
}

enum { MEASURE_PX = 100 };   /* the size a word is measured at, for its share of any size */

int setup_word_per_mille(Art *art, const Lang *lang)
{
    const char *labels[] = {_("+ Add a player"), _("Random start"), _("Learn to play"), _("Today's dice")};
    int widest = 0;
    for (size_t i = 0; i < sizeof labels / sizeof labels[0]; i++)
        for (const char *p = labels[i]; *p;) {
            size_t n = strcspn(p, " ");
            char word[64];
            if (n > 0 && n < sizeof word) {
                memcpy(word, p, n);
                word[n] = '\0';
                int w, h;
                art_text_size(art, FONT_BOLD, MEASURE_PX, word, &w, &h);
                if (w > widest) widest = w;
            }
            p += n;
            p += strspn(p, " ");
        }
    return widest * 1000 / MEASURE_PX;
}

int setup_text_px(Art *art, FontFace face, int unit, int px, SDL_Rect box, bool two_lines, const char *text,
                  char *first, char *second, size_t cap)
{
    int sizes[2 * TYPE_SIZES], n = sizes_from(art, unit, px, sizes);
    /* The room ui_button_px splits a label in, so a button draws what this answers. */
    int room = box.w - 4;
    for (int i = 0; i < n; i++) {
        int th = setup_line_h(art, face, sizes[i]);
        int lines = ui_label_split(art, face, sizes[i], text, room, first, second, cap);
        if (lines == 1 && th <= box.h) return sizes[i];
        if (lines == 2 && two_lines && 2 * th <= box.h) return sizes[i];
    }
    /* Nothing fits (a name longer than its box): the least size on one line, clipped. */
    snprintf(first, cap, "%s", text);
    second[0] = '\0';
    return sizes[n - 1];
}

/* The lines text takes wrapped to width at px as ui_text_wrapped breaks it (whole words
 * while they fit); -1 when a word alone is wider than the line. */
static int wrapped_lines(Art *art, FontFace face, int px, int width, const char *text)
{
    char line[512];
    int lines = 0;
    const char *p = text + strspn(text, " ");
    while (*p) {
        size_t fit = 0, end = 0;
        while (p[end]) {
            end += strspn(p + end, " ");
            end += strcspn(p + end, " ");
            if (end >= sizeof line) break;
            memcpy(line, p, end);
            line[end] = '\0';
            int w, h;
            art_text_size(art, face, px, line, &w, &h);
            if (w > width) break;
            fit = end;
        }
        if (fit == 0) return -1;
        lines++;
        p += fit;
        p += strspn(p, " ");
    }
    return lines;
}

int setup_wrapped_px(Art *art, FontFace face, int unit, int px, SDL_Rect box, const char *text, int *lines)
{
    int sizes[2 * TYPE_SIZES], n = sizes_from(art, unit, px, sizes);
    for (int i = 0; i < n; i++) {
        *lines = wrapped_lines(art, face, sizes[i], box.w, text);
        if (*lines > 0 && *lines * (sizes[i] * 5 / 4) <= box.h) return sizes[i];
    }
    *lines = wrapped_lines(art, face, sizes[n - 1], box.w, text);
    return sizes[n - 1];
}

SDL_Rect setup_hints_inner(const SetupLayout *l)
{
    int u = l->unit, h = l->hints.h - 2 * u;
    return layout_rect(l->hints.x + 2 * u, l->hints.y + u, l->hints.w - 4 * u, h);
}

int setup_hints_px(Art *art, const Lang *lang, const SetupLayout *l, int *lines)
{
    SDL_Rect in = setup_hints_inner(l);
    int sizes[2 * TYPE_SIZES], n = sizes_from(art, l->unit, l->body_px, sizes);
    for (int i = 0; i < n; i++) {
        *lines = 1;   /* the heading */
        for (int k = 0; k < SETUP_HINTS && *lines > 0; k++) {
            int more = wrapped_lines(art, FONT_REGULAR, sizes[i], in.w, setup_words_hint(lang, k));
            *lines = more < 0 ? -1 : *lines + more;
        }
        if (*lines > 0 && *lines * (sizes[i] * 5 / 4) <= in.h) return sizes[i];
    }
    *lines = 0;
    return 0;   /* no room at any size: the panel is not drawn */
}

int setup_hints_panel_h(const SetupLayout *l, int px, int lines)
{
    return lines * (px * 5 / 4) + 2 * l->unit;
}

SDL_Rect setup_stacked_preview(const SetupLayout *l, int px, int lines)
{
    SDL_Rect none = {0, 0, 0, 0};
    if (!l->stacked) return none;
    int u = l->unit;
    int top = px > 0 ? l->hints.y + setup_hints_panel_h(l, px, lines) + 2 * u : l->hints.y;
    int w = l->hints.w, h = l->hints.y + l->hints.h - top;
    if (h > w * 64 / 100) h = w * 64 / 100;   /* the sheet is about 5 wide to 3 high */
    if (w > h * 100 / 64) w = h * 100 / 64;
    if (w < 26 * u || h < 16 * u) return none;
    return layout_rect(l->hints.x, top, w, h);
}

SDL_Rect setup_name_room(const SetupLayout *l, int seat)
{
    SDL_Rect box = l->name[seat];
    return layout_rect(box.x + l->unit, box.y, box.w - 2 * l->unit, box.h);
}

int setup_names_px(Art *art, const SetupLayout *l, const GameSetup *g)
{
    /* One size for every name, the largest at which the longest fits, so the seats read
     * alike (uneven names were a complaint of issue 13). */
    int px = l->name_px;
    for (int s = 0; s < g->players && s < l->players; s++) {
        char one[SEAT_NAME_MAX + 8], two[SEAT_NAME_MAX + 8];
        const char *name = g->seat[s].name[0] ? g->seat[s].name : "M";
        int size = setup_text_px(art, FONT_BOLD, l->unit, px, setup_name_room(l, s), false, name, one, two, sizeof one);
        if (size < px) px = size;
    }
    return px;
}

int setup_kinds_px(Art *art, const Lang *lang, const SetupLayout *l)
{
    /* The four kinds side by side at one size: the largest at which each fits its button. */
    int px = l->body_px;
    for (int k = 0; k < KIND_BUTTONS; k++) {
        char one[64], two[64];
        int size = setup_text_px(art, FONT_BOLD, l->unit, px, l->kind[0][k], true, setup_words_kind(lang, k), one, two,
                                 sizeof one);
        if (size < px) px = size;
    }
    return px;
}
