/* coach_draw.c — the coach over the table: its card (the step's words, Next for a note,
 * Start over and Leave), a ring around each place the step points at and an arrow from
 * the card to the first, and the coach's own leave question. Everything is placed by
 * coach_target.c from the table's layout. */
#include "coach.h"

#include <math.h>
#include <stdio.h>

#include "i18n.h"
#include "widgets.h"

/* A pink no sheet, die or cloth uses, so the pointer is never taken for a mark. */
static const SDL_Color POINTER = {214, 40, 120, 255};

static SDL_Point nearest(SDL_Rect r, SDL_Point p)
{
    SDL_Point q = p;
    if (q.x < r.x) q.x = r.x;
    if (q.x > r.x + r.w) q.x = r.x + r.w;
    if (q.y < r.y) q.y = r.y;
    if (q.y > r.y + r.h) q.y = r.y + r.h;
    return q;
}

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

static void draw_pointers(const Coach *c, TableScene *t, SDL_Renderer *r, SDL_Rect card)
{
    SDL_Rect aim[LESSON_AIMS];
    int n = coach_aims(c, t, aim), u = t->draw.layout.unit;
    for (int i = 0; i < n; i++) {
        SDL_Rect ring = {aim[i].x - u / 2, aim[i].y - u / 2, aim[i].w + u, aim[i].h + u};
        art_frame(r, ring, u / 2 > 2 ? u / 2 : 2, POINTER);
        if (i > 0) continue;
        SDL_Point centre = {ring.x + ring.w / 2, ring.y + ring.h / 2};
        SDL_Point from = nearest(card, centre);
        arrow(r, from, nearest(ring, from), (float)u / 2.5f);
    }
}

void coach_card_words(const Coach *c, const TableScene *t, int step, char *out, size_t cap)
{
    const char *bot = t->seats.name[LESSON_BOT];
    const LessonStep *s = lesson_step(step);
    if (table_waiting_end_turn(t) && (!s || s->kind == LESSON_DO))
        snprintf(out, cap, "%s", coach_words_end_turn());
    else if (s && s->kind == LESSON_DO && game_actor(&c->session->game) != LESSON_PERSON)
        coach_words_waiting(bot, out, cap);
    else
        coach_words_step(step, bot, out, cap);
}

/* The largest size from 2¼ units down at which the words fit the card's text box (the
 * lines reckoned from the text's width, with room for ragged line ends). */
static int text_px(const TableScene *t, SDL_Rect box, const char *text)
{
    int u = t->draw.layout.unit, px = u * 2 + u / 4;
    for (; px > u + 4; px--) {
        int w, h;
        art_text_size(t->art, FONT_REGULAR, px, text, &w, &h);
        int lines = box.w > 0 ? w * 6 / 5 / box.w + 1 : 1;
        if (lines * px * 5 / 4 <= box.h) break;
    }
    return px;
}

static void draw_leave(const Coach *c, TableScene *t, SDL_Renderer *r)
{
    int u = t->draw.layout.unit;
    SDL_Rect card = ui_veil_card(r, t->draw.w, t->draw.h, 60 * u, 24 * u);
    ui_text_fit(t->art, FONT_BOLD, 3 * u, 2 * u, INK, card.x + card.w / 2, card.y + 3 * u, 1, card.w - 4 * u,
                _("Leave the lesson?"));
    ui_text_fit(t->art, FONT_REGULAR, 2 * u, u + 4, INK_SOFT, card.x + card.w / 2, card.y + 8 * u, 1,
                card.w - 4 * u, _("It starts again from the set-up screen: Learn to play."));
    SDL_Rect leave, stay;
    coach_leave_buttons(t, &leave, &stay);
    ui_button(r, t->art, leave, _("Leave"), true, rect_contains(leave, c->mouse_x, c->mouse_y));
    ui_button(r, t->art, stay, _("Keep learning"), true, rect_contains(stay, c->mouse_x, c->mouse_y));
}

void coach_draw(const Coach *c, TableScene *t, SDL_Renderer *r)
{
    CoachLayout l;
    coach_layout(c, t, &l);
    int u = t->draw.layout.unit, step = coach_step(c);
    char text[768], progress[64];
    draw_pointers(c, t, r, l.card);
    art_fill_round(r, l.card, u, PAPER);
    art_frame(r, l.card, u / 3 > 1 ? u / 3 : 1, POINTER);
    ui_text_fit(t->art, FONT_BOLD, u * 5 / 2, u + 4, INK, l.card.x + u * 3 / 2, l.card.y + u, 0, l.card.w / 2,
                coach_words_title());
    coach_words_progress(step, progress, sizeof progress);
    ui_text_fit(t->art, FONT_REGULAR, u * 2, u + 2, INK_SOFT, l.card.x + l.card.w - u * 3 / 2, l.card.y + u * 3 / 2,
                2, l.card.w / 2 - 2 * u, progress);
    coach_card_words(c, t, step, text, sizeof text);
    ui_text_wrapped(t->art, FONT_REGULAR, text_px(t, l.text, text), INK, l.text, text);
    if (l.has_next) ui_button(r, t->art, l.next, _("Next"), true, rect_contains(l.next, c->mouse_x, c->mouse_y));
    ui_button(r, t->art, l.restart, _("Start over"), true, rect_contains(l.restart, c->mouse_x, c->mouse_y));
    ui_button(r, t->art, l.leave, _("Leave"), true, rect_contains(l.leave, c->mouse_x, c->mouse_y));
    if (c->confirm_leave) draw_leave(c, t, r);
}
