/* coach_target.c — where the coach's card sits and where its rings point, asked of the
 * table as it is at this moment (coached.h: its look, and where each thing pointed at lies
 * by its own layout, dice and sheet), never copied coordinates: when the window is resized
 * or the layout changes, the pointers follow. */
#include "lesson_internal.h"

#include "geometry.h"
#include "i18n.h"
#include "type_scale.h"
#include "widgets.h"

static int at_least(int a, int b) { return a > b ? a : b; }

static CoachedLook look_of(const Coach *c)
{
    CoachedLook v;
    c->table.look(c->table.table, &v);
    return v;
}

/* The largest size from the body size down to the fine one at which each label (in lang)
 * fits a button bw wide on one line, or on two (ui_button_px splits at a blank); 0 when
 * none. How many lines the longest takes goes to *lines. */
static int label_px(const Lang *lang, const CoachedLook *v, int bw, int *lines)
{
    const char *labels[] = {_("Next"), _("Start over"), _("Leave")};
    for (int s = TYPE_BODY; s >= (int)TYPE_FINE; s--) {
        int px = type_px(v->art, v->unit, (TypeSize)s);
        bool fits = true;
        *lines = 1;
        for (int i = 0; i < 3 && fits; i++) {
            char one[128], two[128];
            int n = ui_label_split(v->art, FONT_BOLD, px, labels[i], bw - 4, one, two, sizeof one);
            fits = n > 0;
            if (n > *lines) *lines = n;
        }
        if (fits) return px;
    }
    return 0;
}

/* The three buttons side by side at the foot of the card; where their labels fit a third
 * of it on neither one line nor two (German in 1024x640), Start over and Leave share the
 * foot and Next goes above them, each half the card wide. The text ends above them. */
static void layout_buttons(const Lang *lang, const CoachedLook *v, SDL_Rect card, CoachLayout *out)
{
    int u = v->unit, lines = 1, w = 0, h = 0;
    int bw = (card.w - 4 * u) / 3, px = label_px(lang, v, bw, &lines);
    bool rows = px == 0;
    if (rows) {
        bw = (card.w - 3 * u) / 2;
        px = label_px(lang, v, bw, &lines);
        if (px == 0) px = type_px(v->art, u, TYPE_FINE);   /* cut at the button's edge */
    }
    out->label_px = px;
    art_text_size(v->art, FONT_BOLD, px, "Ag", &w, &h);
    int bh = at_least(5 * u, lines * h + u), by = card.y + card.h - bh - u;
    if (rows) {
        out->restart = layout_rect(card.x + u, by, bw, bh);
        out->leave = layout_rect(card.x + 2 * u + bw, by, bw, bh);
        out->next = layout_rect(card.x + u, by - u - bh, bw, bh);
        out->buttons_y = out->next.y;
        return;
    }
    out->next = layout_rect(card.x + u, by, bw, bh);
    out->restart = layout_rect(card.x + 2 * u + bw, by, bw, bh);
    out->leave = layout_rect(card.x + 3 * u + 2 * bw, by, bw, bh);
    out->buttons_y = by;
}

/* The lower right column — the other sheet's thumbnail, Hint and the log — keeps the
 * centre's dice and the seats in sight; the card leaves the log's newest `keep` rows (at
 * the body size, as the table draws them) uncovered at its foot. */
static SDL_Rect card_rect(const CoachedLook *v, int keep)
{
    SDL_Rect card = rect_join(rect_join(v->log, v->hint), v->thumb);
    if (keep > 0) card.h -= keep * (type_px(v->art, v->unit, TYPE_BODY) * 5 / 4) + v->unit;
    return card;
}

static void layout_in(const Lang *lang, const CoachedLook *v, int step, SDL_Rect card, CoachLayout *out)
{
    int u = v->unit;
    out->card = card;
    out->has_next = step < LESSON_STEPS && lesson_step(step)->kind == LESSON_READ;
    layout_buttons(lang, v, card, out);
    /* The title and "Step 3 of 16" side by side, or the step under the title where the
     * two do not fit (a narrow card: German in 1024x640). */
    char progress[64];
    coach_words_progress(lang, step, progress, sizeof progress);
    int pw = 0, ph = 0, fine = type_px(v->art, u, TYPE_FINE);
    art_text_size(v->art, FONT_REGULAR, fine, progress, &pw, &ph);
    out->progress_below = pw > card.w / 2 - 2 * u;
    int label = type_px(v->art, u, TYPE_LABEL);
    out->head = out->progress_below ? u + label * 5 / 4 + type_px(v->art, u, TYPE_BODY) * 5 / 4 + u
                                    : at_least(6 * u, u + label * 3 / 2);
    out->text = layout_rect(card.x + u * 3 / 2, card.y + out->head, card.w - 3 * u, out->buttons_y - card.y - out->head - u);
}

/* The log stays in sight under the card: its newest three rows, or two, or one, as many as
 * leave the card's words at the body size or larger; none where even one would not. */
void coach_layout(const Coach *c, CoachLayout *out)
{
    CoachedLook v = look_of(c);
    int step = coach_step(c), body = type_px(v.art, v.unit, TYPE_BODY);
    char text[768];
    coach_card_words(c, step, text, sizeof text);
    for (int keep = COACH_LOG_ROWS; keep > 0; keep--) {
        layout_in(c->lang, &v, step, card_rect(&v, keep), out);
        if (out->text.h > 0 && coach_text_px(v.art, v.unit, out->text, text, NULL) >= body) return;
    }
    layout_in(c->lang, &v, step, card_rect(&v, 0), out);
    int lines, px = out->text.h > 0 ? coach_text_px(v.art, v.unit, out->text, text, &lines) : 0;
    if (px > type_px(v.art, v.unit, TYPE_FINE) && (lines - 1) * (px * 5 / 4) + px <= out->text.h) return;
    /* Grown text in a narrow column (German at 200 %): the card also lies over the seats'
     * cards, unless the step points there. */
    SDL_Rect aim[LESSON_AIMS], tall = card_rect(&v, 0);
    int n = coach_aims(c, aim);
    if (v.seats.h <= 0 || v.seats.y >= tall.y) return;
    tall.h += tall.y - v.seats.y;
    tall.y = v.seats.y;
    for (int i = 0; i < n; i++)
        if (SDL_HasIntersection(&aim[i], &tall)) return;
    layout_in(c->lang, &v, step, tall, out);
}

bool coach_covers(const Coach *c, int x, int y)
{
    if (c->confirm_leave) return true;
    CoachLayout l;
    coach_layout(c, &l);
    return rect_contains(l.card, x, y);
}

/* The coach's own leave question (its words are longer than the table's): a card that
 * grows with the text, up to the window, and its two buttons. */
void coach_leave_layout(const Coach *c, SDL_Rect *card, SDL_Rect *leave, SDL_Rect *stay)
{
    const Lang *lang = c->lang;
    CoachedLook v = look_of(c);
    int u = v.unit, w = v.w, h = v.h, tw = 0, th = 0;
    /* As wide as its sentence at the body size needs, up to the window. */
    art_text_size(v.art, FONT_REGULAR, type_px(v.art, u, TYPE_BODY), _("It starts again from the set-up screen: Learn to play."),
                  &tw, &th);
    int cw = at_least(type_grow(v.art, u, 60 * u), tw + 6 * u);
    if (cw > w - 4 * u) cw = w - 4 * u;
    int ch = type_grow(v.art, u, 24 * u) < h - 4 * u ? type_grow(v.art, u, 24 * u) : h - 4 * u;
    *card = layout_rect((w - cw) / 2, (h - ch) / 2, cw, ch);
    int bw = type_grow(v.art, u, 20 * u) < cw / 2 - 2 * u ? type_grow(v.art, u, 20 * u) : cw / 2 - 2 * u;
    int bh = at_least(6 * u, type_px(v.art, u, TYPE_BODY) * 3 / 2 + 2 * u), by = card->y + ch - bh - 3 * u;
    *leave = layout_rect(card->x + (cw / 2 - bw) / 2, by, bw, bh);
    *stay = layout_rect(card->x + cw / 2 + (cw / 2 - bw) / 2, by, bw, bh);
}

void coach_leave_buttons(const Coach *c, SDL_Rect *leave, SDL_Rect *stay)
{
    SDL_Rect card;
    coach_leave_layout(c, &card, leave, stay);
}

int coach_aims(const Coach *c, SDL_Rect out[LESSON_AIMS])
{
    int step = coach_step(c);
    const LessonStep *s = lesson_step(step);
    /* A finished turn waiting for End turn (table_turn.c) points at that button, unless a
     * note is to be read first. */
    CoachedLook v = look_of(c);
    if (v.waiting_end_turn && (!s || s->kind == LESSON_DO)) {
        out[0] = c->table.aim(c->table.table, (Aim){AIM_BUTTON, AIM_BUTTON_CONFIRM, 0});
        return 1;
    }
    if (!s) return 0;
    /* A step to do points only once it is the person's to do: not at the bot's dice. */
    if (s->kind == LESSON_DO && game_actor(&c->session->game) != LESSON_PERSON) return 0;
    int n = 0;
    for (int i = 0; i < LESSON_AIMS; i++) {
        if (s->aim[i].kind == AIM_NONE) continue;
        SDL_Rect r = c->table.aim(c->table.table, s->aim[i]);
        if (r.w > 0 && r.h > 0) out[n++] = r;
    }
    return n;
}
