/* practice_draw.c — the practice's card over the table (practice.h): "Practice" in the
 * practice's colour on a framed card, Leave beside it, then the choices and their chances,
 * and "Show the best move" at its foot. Its
 * words step down the type scale, and wrap, until they fit at every window size and zoom. */
#include "practice_internal.h"

#include <stdlib.h>

#include "coached_card.h"
#include "focus.h"
#include "geometry.h"
#include "i18n.h"
#include "type_scale.h"
#include "widgets.h"

/* The practice's mark: a deep teal, apart from every pen and from the refusal's red. */
static const SDL_Color PRACTICE_MARK = {18, 104, 112, 255};

static int at_least(int a, int b) { return a > b ? a : b; }

int practice_lines_height(Art *art, int px, int width, char line[PRACTICE_LINES][PRACTICE_LINE_MAX])
{
    int h = 0;
    for (int i = 0; i < PRACTICE_LINES; i++)
        h += ui_text_lines(art, i == 1 ? FONT_BOLD : FONT_REGULAR, px, width, line[i]) * (px * 5 / 4) + px / 4;
    return h;
}

/* The largest size, from the zoomed body size down to the least, at which the lines fit the
 * box; 0 when none does. */
static int text_px(Art *art, int u, SDL_Rect box, char line[PRACTICE_LINES][PRACTICE_LINE_MAX])
{
    const int sizes[] = {type_px(art, u, TYPE_BODY), type_px(art, u, TYPE_FINE), type_px_plain(u, TYPE_BODY),
                         type_px_plain(u, TYPE_FINE), TYPE_MIN_PX};
    for (int i = 0; i < (int)(sizeof sizes / sizeof sizes[0]); i++)
        if (practice_lines_height(art, sizes[i], box.w, line) <= box.h) return sizes[i];
    return 0;
}

/* The largest size, from the zoomed body size down to the least, at which both of the show
 * button's labels fit room, so it keeps its size when it is pressed. */
static int show_label_px(const Lang *lang, Art *art, int u, int room)
{
    const int sizes[] = {type_px(art, u, TYPE_BODY), type_px(art, u, TYPE_FINE), type_px_plain(u, TYPE_BODY),
                         type_px_plain(u, TYPE_FINE), TYPE_MIN_PX};
    int n = (int)(sizeof sizes / sizeof sizes[0]);
    for (int i = 0; i < n; i++) {
        int fits = 0;
        for (int on = 0; on < 2; on++) {
            int w = 0, h = 0;
            art_text_size(art, FONT_BOLD, sizes[i], practice_words_show(lang, on), &w, &h);
            fits += w <= room;
        }
        if (fits == 2) return sizes[i];
    }
    return TYPE_MIN_PX;
}

/* The card's parts within card, the words (line) at the largest size they fit. */
static void layout_in(const Lang *lang, const CoachedLook *v, char line[PRACTICE_LINES][PRACTICE_LINE_MAX], SDL_Rect card,
                      PracticeLayout *out)
{
    int u = v->unit;
    out->card = card;
    int row_h = coached_card_top(lang, v, card, &out->title, &out->leave, &out->label_px);
    /* "Show the best move" across the foot, its label the size both of its words fit. */
    int sw = card.w - 3 * u;
    out->show_px = show_label_px(lang, v->art, u, sw - u);
    int sh_w = 0, sh_h = 0;
    art_text_size(v->art, FONT_BOLD, out->show_px, practice_words_show(lang, false), &sh_w, &sh_h);
    int show_h = at_least(3 * u, sh_h + u / 2);
    out->show = layout_rect(card.x + u * 3 / 2, card.y + card.h - u / 2 - show_h, sw, show_h);
    int top = card.y + u + row_h + u / 4;
    out->text = layout_rect(card.x + u * 3 / 2, top, card.w - 3 * u, out->show.y - u / 4 - top);
    out->text_px = text_px(v->art, u, out->text, line);
}

/* The card over the log and Hint, or, grown (over_thumbs), over the other sheets'
 * thumbnails too; with none shown (four or five players under grown text, where the dice
 * keep their size and the log gives way) over the seats' cards, as the lesson's coach does. */
static SDL_Rect card_of(const CoachedLook *v, bool over_thumbs)
{
    SDL_Rect card = rect_join(v->log, v->hint);
    if (!over_thumbs) return card;
    return rect_join(card, v->thumbs.w > 0 ? v->thumbs : v->seats);
}

void practice_fit(PracticeScene *p)
{
    if (!coached_card_attached(p)) return;   /* no table yet: practice_attach fits it */
    CoachedLook v;
    p->table.look(p->table.table, &v);
    p->over_thumbs = false;
    Action *legal = malloc(GAME_MAX_LEGAL * sizeof *legal);
    if (!legal) {
        free(legal);
        return;
    }
    int n = game_legal(&p->decision.before, p->sheets, legal);
    char line[PRACTICE_LINES][PRACTICE_LINE_MAX];
    PracticeLayout l;
    for (int i = -1; i < n && !p->over_thumbs; i++) {   /* -1: none tried yet */
        practice_words_trying(p, i < 0 ? NULL : &legal[i], line);
        layout_in(p->lang, &v, line, card_of(&v, false), &l);
        p->over_thumbs = l.text_px == 0 || l.text_px < type_px(v.art, v.unit, TYPE_FINE);
    }
    free(legal);
}

void practice_layout(const PracticeScene *p, PracticeLayout *out)
{
    CoachedLook v;
    p->table.look(p->table.table, &v);
    char line[PRACTICE_LINES][PRACTICE_LINE_MAX];
    practice_words(p, line);
    layout_in(p->lang, &v, line, card_of(&v, p->over_thumbs), out);
}

void practice_draw(PracticeScene *p, SDL_Renderer *r)
{
    const Lang *lang = p->lang;
    CoachedLook v;
    p->table.look(p->table.table, &v);
    PracticeLayout l;
    practice_layout(p, &l);
    int u = v.unit;
    coached_card_frame(r, &v, l.card, l.title, PRACTICE_MARK, practice_words_title(lang));
    char line[PRACTICE_LINES][PRACTICE_LINE_MAX];
    practice_words(p, line);
    SDL_RenderSetClipRect(r, &l.text);
    SDL_Rect at = l.text;
    for (int i = 0; i < PRACTICE_LINES; i++) {
        SDL_Color c = i == 0 ? art_style(v.art)->ink_soft : i == 1 ? PRACTICE_MARK : art_style(v.art)->ink;
        int px = at_least(l.text_px, TYPE_MIN_PX);   /* none fits: the least, clipped */
        at.y += ui_text_wrapped(v.art, i == 1 ? FONT_BOLD : FONT_REGULAR, px, c, at, line[i]) + px / 4;
    }
    SDL_RenderSetClipRect(r, NULL);
    ui_button_px(r, v.art, l.leave, _("Leave"), l.label_px, true, rect_contains(l.leave, p->mouse_x, p->mouse_y));
    ui_button_px(r, v.art, l.show, practice_words_show(lang, p->showing_best), l.show_px, true,
                 rect_contains(l.show, p->mouse_x, p->mouse_y));
    if (p->leave_focused) focus_draw_ring(r, art_style(v.art), l.leave, u);
    if (p->show_focused) focus_draw_ring(r, art_style(v.art), l.show, u);
}
