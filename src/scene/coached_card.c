/* coached_card.c — the card over a coached table (coached_card.h): its frame and top row, the
 * table's layers around it, the table's operations passed on. */
#include "coached_card.h"

#include "geometry.h"
#include "i18n.h"
#include "text_fit.h"
#include "type_scale.h"
#include "widgets.h"

static int at_least(int a, int b) { return a > b ? a : b; }

int coached_card_top(const Lang *lang, const CoachedLook *v, SDL_Rect card, SDL_Rect *title, SDL_Rect *leave,
                     int *label_px)
{
    int u = v->unit;
    /* The title and Leave share the top row, so the words keep the card's height below. */
    int bw = card.w * 2 / 5, lw = 0, lh = 0;
    /* Down the scale, and below it in a narrow column (the right column keeps its 100 %
     * width under grown text, table_layout.c), so "Verlassen" is never cut. */
    *label_px = text_fit_line(v->art, FONT_BOLD, u, TYPE_BODY, bw - 2 * u, _("Leave"));
    art_text_size(v->art, FONT_BOLD, *label_px, _("Leave"), &lw, &lh);
    int bh = at_least(5 * u, lh + u), title_h = type_px(v->art, u, TYPE_LABEL) * 3 / 2, row_h = at_least(bh, title_h);
    *leave = layout_rect(card.x + card.w - u - bw, card.y + u, bw, bh);
    *title = layout_rect(card.x + u * 3 / 2, card.y + u + (row_h - title_h) / 2, leave->x - u - card.x - u * 3 / 2,
                         title_h);
    return row_h;
}

void coached_card_frame(SDL_Renderer *r, const CoachedLook *v, SDL_Rect card, SDL_Rect title, SDL_Color mark,
                        const char *title_text)
{
    int u = v->unit;
    art_fill_round(r, card, u, art_style(v->art)->paper);
    art_frame(r, card, at_least(u / 2, 2), mark);
    ui_text_type(v->art, FONT_BOLD, u, TYPE_LABEL, TYPE_FINE, mark, title.x, title.y, 0, title.w, title_text);
}

static const CoachedTable *table_of(const void *self) { return (const CoachedTable *)self; }

bool coached_card_attached(const void *self) { return table_of(self)->ops != NULL; }

/* The pass-throughs that the program may call whatever state the scene is in (a language
 * switch, a new window size, a new look, lost textures, the scene left): with no table
 * attached yet (begun, not attached) there is nothing to pass on, and the table attached
 * later is laid out and worded then (the coaching scene's attach). */
void coached_card_resize(void *self, int w, int h)
{
    const CoachedTable *t = table_of(self);
    if (t->ops) t->ops->resize(t->table, w, h);
}

void coached_card_retranslate(void *self)
{
    const CoachedTable *t = table_of(self);
    if (t->ops) t->ops->retranslate(t->table);
}

void coached_card_restyle(void *self, const SceneStyle *st)
{
    const CoachedTable *t = table_of(self);
    if (t->ops) t->ops->restyle(t->table, st);
}

void coached_card_textures(void *self, bool lost)
{
    const CoachedTable *t = table_of(self);
    if (t->ops) t->ops->textures(t->table, lost);
}

void coached_card_stop(void *self)
{
    const CoachedTable *t = table_of(self);
    if (t->ops) t->ops->stop(t->table);
}

void coached_card_draw(void *self, SDL_Renderer *r, uint32_t now, void (*draw_card)(void *self, SDL_Renderer *r),
                        bool (*covers)(const void *self, int x, int y))
{
    const CoachedTable *t = table_of(self);
    t->draw_under_tooltip(t->table, r, now);
    draw_card(self, r);
    CoachedLook v;
    t->look(t->table, &v);
    if (!covers(self, v.mouse_x, v.mouse_y)) t->draw_tooltip(t->table, r, now);
}

SceneRequest coached_card_pass(void *self, const SDL_Event *e, uint32_t now, bool on_card)
{
    const CoachedTable *t = table_of(self);
    if (e->type != SDL_MOUSEMOTION || !on_card) return t->ops->event(t->table, e, now);
    SDL_Event away = *e;   /* on the card the pointer is off the table */
    away.motion.x = away.motion.y = -1;
    return t->ops->event(t->table, &away, now);
}

SceneRequest coached_card_practice_tick(void *self, uint32_t now, bool covered, SceneAsk leaving, bool *left)
{
    const CoachedTable *t = table_of(self);
    if (covered) return t->ops->tick(t->table, now, true);
    if (leaving != SCENE_ASK_NONE) {
        t->ops->stop(t->table);
        return scene_request(leaving);
    }
    SceneRequest q = t->ops->tick(t->table, now, false);
    if (q.ask == SCENE_ASK_NONE) return q;
    *left = true;   /* the table has stopped itself */
    return scene_request(SCENE_ASK_BACK);
}
