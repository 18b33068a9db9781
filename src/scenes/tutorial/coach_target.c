/* coach_target.c — where the coach's card sits and where its rings point, asked of the
 * table's own layout functions and rectangles as they are at this moment (table_layout.h,
 * sheet_spot_rect, the dice view's sprites), never copied coordinates: when the window is
 * resized or the layout changes, the pointers follow. */
#include "coach.h"

#include "geometry.h"

static SDL_Rect join(SDL_Rect a, SDL_Rect b)
{
    if (a.w <= 0 || a.h <= 0) return b;
    if (b.w <= 0 || b.h <= 0) return a;
    SDL_Rect out;
    SDL_UnionRect(&a, &b, &out);
    return out;
}

void coach_layout(const Coach *c, const TableScene *t, CoachLayout *out)
{
    const TableLayout *l = &t->draw.layout;
    int u = l->unit, step = coach_step(c);
    /* The lower right column — the other sheet's thumbnail, the log and Hint, none needed
     * while the coach talks — keeps the centre's dice and the seats in sight. */
    SDL_Rect card = join(l->log, l->button[BUTTON_HINT]);
    if (l->thumbs > 0) card = join(card, l->thumb[0]);
    out->card = card;
    out->has_next = step < LESSON_STEPS && lesson_step(step)->kind == LESSON_READ;
    int bw = (card.w - 4 * u) / 3, bh = 5 * u, by = card.y + card.h - bh - u;
    out->next = layout_rect(card.x + u, by, bw, bh);
    out->restart = layout_rect(card.x + 2 * u + bw, by, bw, bh);
    out->leave = layout_rect(card.x + 3 * u + 2 * bw, by, bw, bh);
    out->text = layout_rect(card.x + u * 3 / 2, card.y + 6 * u, card.w - 3 * u, by - card.y - 7 * u);
}

void coach_leave_buttons(const TableScene *t, SDL_Rect *leave, SDL_Rect *stay)
{
    table_leave_buttons(t, leave, stay);
}

static SDL_Rect die_rect(const TableScene *t, int die)
{
    const DieSprite *s = &t->draw.dice.die[die];
    int size = t->draw.dice.size;
    return layout_rect((int)s->x - size / 2, (int)s->y - size / 2, size, size);
}

static SDL_Rect spot(const TableScene *t, int kind, int a, int b)
{
    return sheet_spot_rect(&t->draw.big, (Spot){(uint8_t)kind, (uint8_t)a, (uint8_t)b});
}

static SDL_Rect aim_rect(const TableScene *t, Aim a)
{
    const TableLayout *l = &t->draw.layout;
    const SheetLayout *big = &t->draw.big;
    SDL_Rect r = {0, 0, 0, 0};
    switch (a.kind) {
    case AIM_DIE: return die_rect(t, a.a);
    case AIM_SEAT: return l->seat[a.a];
    case AIM_FIELD: return spot(t, SPOT_FIELD, a.a, 0);
    case AIM_MARKET: return big->market;
    case AIM_SLOT: return spot(t, SPOT_SLOT, a.a, a.b);
    case AIM_PENDING: return table_pending_rect(l, a.a);
    case AIM_TRACKS: return join(big->fame_track, big->money_track);
    case AIM_UPGRADE: return spot(t, SPOT_UPGRADE, a.a, a.b);
    case AIM_BUTTON: return l->button[a.a];
    case AIM_CHOICES:
        for (int i = 0; i < t->now.choices; i++) r = join(r, table_choice_rect(l, i, t->now.choices));
        return r;
    case AIM_KARMA:
        for (int i = 0; i < KARMA_BOXES; i++) r = join(r, big->karma[i]);
        return r;
    default: return r;
    }
}

int coach_aims(const Coach *c, const TableScene *t, SDL_Rect out[LESSON_AIMS])
{
    int step = coach_step(c);
    const LessonStep *s = lesson_step(step);
    /* A finished turn waiting for End turn (table_turn.c) points at that button, unless a
     * note is to be read first. */
    if (table_waiting_end_turn(t) && (!s || s->kind == LESSON_DO)) {
        out[0] = t->draw.layout.button[BUTTON_CONFIRM];
        return 1;
    }
    if (!s) return 0;
    /* A step to do points only once it is the person's to do: not at the bot's dice. */
    if (s->kind == LESSON_DO && game_actor(&c->session->game) != LESSON_PERSON) return 0;
    int n = 0;
    for (int i = 0; i < LESSON_AIMS; i++) {
        if (s->aim[i].kind == AIM_NONE) continue;
        SDL_Rect r = aim_rect(t, s->aim[i]);
        if (r.w > 0 && r.h > 0) out[n++] = r;
    }
    return n;
}
