/* coach_draw.c — the coach over the table: its card (the step's words, Next for a note,
 * Start over and Leave), a ring around each place the step points at and an arrow from
 * the card to the first, and the coach's own leave question. Everything is placed by
 * coach_target.c from the table as it is now (coached.h). */
#include "lesson_internal.h"

#include <math.h>
#include <stdio.h>

#include "focus.h"
#include "geometry.h"
#include "i18n.h"
#include "text_fit.h"
#include "text_marks.h"
#include "widgets.h"

/* A pink no sheet, die or cloth uses, so the pointer is never taken for a mark. */
static const SDL_Color POINTER = {214, 40, 120, 255};

static void arrow(SDL_Renderer *r, SDL_Point from, SDL_Point to, float width)
{
    float dx = (float)(to.x - from.x), dy = (float)(to.y - from.y), len = sqrtf(dx * dx + dy * dy);
    if (len < 4 * width) return;
    float ux = dx / len, uy = dy / len, head = 4.0f * width;
    art_line(r, (float)from.x, (float)from.y, (float)to.x, (float)to.y, width, POINTER);
    art_line(r, (float)to.x, (float)to.y, (float)to.x - head * (ux - uy * 0.6f), (float)to.y - head * (uy + ux * 0.6f),
             width, POINTER);
    art_line(r, (float)to.x, (float)to.y, (float)to.x - head * (ux + uy * 0.6f), (float)to.y - head * (uy - ux * 0.6f),
             width, POINTER);
}

static void draw_pointers(const Coach *c, const CoachedLook *v, SDL_Renderer *r)
{
    SDL_Rect aim[LESSON_AIMS];
    int n = coach_aims(c, aim), u = v->unit;
    for (int i = 0; i < n; i++) {
        SDL_Rect ring = {aim[i].x - u / 2, aim[i].y - u / 2, aim[i].w + u, aim[i].h + u};
        art_frame(r, ring, u / 2 > 2 ? u / 2 : 2, POINTER);
    }
    SDL_Point from, to;
    if (coach_arrow(c, &from, &to)) arrow(r, from, to, (float)u / 2.5f);
}

CoachCard coach_card(const Coach *c, int step)
{
    const LessonStep *s = lesson_step(step);
    CoachedLook v;
    c->table.look(c->table.table, &v);
    if (v.waiting_end_turn && (!s || s->kind == LESSON_DO)) return COACH_CARD_END_TURN;
    /* Only the bot's own decisions: the person's karma roll (the dice are the chance's to
     * roll) stays on the person's step. */
    if (s && s->kind == LESSON_DO && game_actor(&c->session->game) == LESSON_BOT) return COACH_CARD_WAITING;
    return COACH_CARD_STEP;
}

void coach_card_words(const Coach *c, int step, char *out, size_t cap)
{
    const Lang *lang = c->lang;
    CoachedLook v;
    c->table.look(c->table.table, &v);
    const char *bot = v.name[LESSON_BOT];
    switch (coach_card(c, step)) {
    case COACH_CARD_END_TURN: snprintf(out, cap, "%s", coach_words_end_turn(lang)); break;
    case COACH_CARD_WAITING: coach_words_waiting(lang, bot, out, cap); break;
    case COACH_CARD_STEP: coach_words_step(lang, step, bot, out, cap); break;
    }
}

bool coach_card_progress(const Coach *c, int step, char *out, size_t cap)
{
    out[0] = 0;
    if (coach_card(c, step) != COACH_CARD_STEP) return false;
    coach_words_progress(c->lang, step, out, cap);
    return true;
}

int coach_text_px(Art *art, int unit, SDL_Rect box, const char *text, int *lines)
{
    TypeSize s = TYPE_LABEL;
    int px = type_px(art, unit, s), n = ui_text_lines(art, FONT_REGULAR, px, box.w, text);
    /* The last line's letters reach a little below its size (px * 9 / 8 with DejaVu's
     * descenders), so that is what the box must hold. */
    while (s > TYPE_FINE && (n - 1) * (px * 5 / 4) + px * 9 / 8 > box.h) {
        s--;
        px = type_px(art, unit, s);
        n = ui_text_lines(art, FONT_REGULAR, px, box.w, text);
    }
    /* Below the scale, a pixel at a time to the least size, where the card has no more room
     * (German at 200 % while the card must leave the seat it points at in sight). */
    while (px > TYPE_MIN_PX && (n - 1) * (px * 5 / 4) + px * 9 / 8 > box.h) {
        px--;
        n = ui_text_lines(art, FONT_REGULAR, px, box.w, text);
    }
    if (lines) *lines = n;
    return px;
}

int coach_line_px(Art *art, FontFace face, int unit, TypeSize from, int room, const char *text)
{
    return text_fit_line(art, face, unit, from, room, text);   /* as ui_text_type draws it */
}

static void draw_leave(const Coach *c, const CoachedLook *v, SDL_Renderer *r)
{
    const Lang *lang = c->lang;
    int u = v->unit;
    SDL_Rect card, leave, stay;
    coach_leave_layout(c, &card, &leave, &stay);
    card = ui_veil_card(r, v->art, v->w, v->h, card.w, card.h);
    int title = type_px(v->art, u, TYPE_TITLE);
    ui_text_type(v->art, FONT_BOLD, u, TYPE_TITLE, TYPE_FINE, art_style(v->art)->ink, card.x + card.w / 2, card.y + 3 * u, 1,
                 card.w - 4 * u, _("Leave the lesson?"));
    ui_text_type(v->art, FONT_REGULAR, u, TYPE_BODY, TYPE_FINE, art_style(v->art)->ink_soft, card.x + card.w / 2,
                 card.y + 5 * u + title, 1, card.w - 4 * u, _("It starts again from the set-up screen: Learn to play."));
    int px = type_px(v->art, u, TYPE_BODY);
    ui_button_px(r, v->art, leave, _("Leave"), px, true, rect_contains(leave, c->mouse_x, c->mouse_y));
    ui_button_px(r, v->art, stay, _("Keep learning"), px, true, rect_contains(stay, c->mouse_x, c->mouse_y));
}

void coach_draw(const Coach *c, SDL_Renderer *r)
{
    const Lang *lang = c->lang;
    CoachLayout l;
    coach_layout(c, &l);
    CoachedLook look;
    c->table.look(c->table.table, &look);
    const CoachedLook *v = &look;
    const Style *style = art_style(v->art);
    int u = v->unit, step = coach_step(c);
    char text[768], progress[64];
    draw_pointers(c, v, r);
    art_fill_round(r, l.card, u, style->paper);
    art_frame(r, l.card, u / 3 > 1 ? u / 3 : 1, POINTER);
    text_marks_cover(art_text_marks(v->art), l.card);   /* the table's words under the card are hidden */
    int label = type_px(v->art, u, TYPE_LABEL), body = type_px(v->art, u, TYPE_BODY);
    /* The title's half ends where the step count's begins, a unit apart. */
    ui_text_type(v->art, FONT_BOLD, u, TYPE_LABEL, TYPE_FINE, style->ink, l.card.x + u * 3 / 2, l.card.y + u, 0,
                 l.progress_below ? l.card.w - 3 * u : l.card.w / 2 - 2 * u, coach_words_title(lang));
    coach_card_progress(c, step, progress, sizeof progress);
    if (l.progress_below)
        ui_text_type(v->art, FONT_REGULAR, u, TYPE_BODY, TYPE_FINE, style->ink_soft, l.card.x + u * 3 / 2,
                     l.card.y + u + label * 5 / 4, 0, l.card.w - 3 * u, progress);
    else
        ui_text_type(v->art, FONT_REGULAR, u, TYPE_BODY, TYPE_FINE, style->ink_soft, l.card.x + l.card.w - u * 3 / 2,
                     l.card.y + u + (label - body) / 2, 2, l.card.w / 2 - 2 * u, progress);
    coach_card_words(c, step, text, sizeof text);
    SDL_RenderSetClipRect(r, &l.text);
    ui_text_wrapped(v->art, FONT_REGULAR, coach_text_px(v->art, u, l.text, text, NULL), style->ink, l.text, text);
    SDL_RenderSetClipRect(r, NULL);
    int px = l.label_px;
    if (l.has_next) ui_button_px(r, v->art, l.next, _("Next"), px, true, rect_contains(l.next, c->mouse_x, c->mouse_y));
    ui_button_px(r, v->art, l.restart, _("Start over"), px, true, rect_contains(l.restart, c->mouse_x, c->mouse_y));
    ui_button_px(r, v->art, l.leave, _("Leave"), px, true, rect_contains(l.leave, c->mouse_x, c->mouse_y));
    if (c->confirm_leave) draw_leave(c, v, r);
    SDL_Rect ring;
    if (coach_focus_rect(c, &ring)) focus_draw_ring(r, style, ring, u);
}
