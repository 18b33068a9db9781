/* table_gains.c — gains felt (table_gains.h). Each GAIN event of the match is kept for
 * TABLE_GAIN_MS: drawn from the place the decision marked to where the gain lands — the
 * fame or money track at its new value, the good's market row, the karma boxes — then held
 * there, rising a little, until its second is over; with animations off it stands at its
 * place the whole second. A seat whose sheet is not shown large has its gains said on its
 * card, under its name and numbers, inside the card: never over a name. */
#include "table_internal.h"

#include <stdio.h>

#include "i18n.h"
#include "terms.h"
#include "type_scale.h"
#include "widgets.h"

enum { FLIGHT_SHARE = 45 };     /* percent of the second the flight takes at normal speed */

/* The first place the decision marked that is not itself a gain's place: the field, the
 * river's field, the person, the upgrade or the palace's column. */
void table_gains_from(TableScene *t, const MatchEvent *e)
{
    int seat = e->before.to_act;
    TableGains *g = &t->now.gains;
    g->from = (Spot){SPOT_NONE, 0, 0};
    g->from_seat = seat;
    if (seat < 0 || seat >= e->before.setup.players) return;
    SpotSet marked;
    int field, edges;
    sheet_diff(&e->before.player[seat], &e->after.player[seat], &marked, &field, &edges);
    if (field >= 0) {
        g->from = (Spot){SPOT_FIELD, (uint8_t)field, 0};
        return;
    }
    for (int i = 0; i < marked.count; i++) {
        uint8_t k = marked.spot[i].kind;
        if (k != SPOT_FAME && k != SPOT_MONEY && k != SPOT_KARMA && k != SPOT_SLOT) {
            g->from = marked.spot[i];
            return;
        }
    }
}

void table_gains_take(TableScene *t, const MatchEvent *e, uint32_t now)
{
    TableGains *g = &t->now.gains;
    if (e->amount == 0 || e->seat < 0) return;
    if (g->count == TABLE_GAINS) {
        for (int i = 1; i < TABLE_GAINS; i++) g->gain[i - 1] = g->gain[i];
        g->count--;
    }
    TableGain *n = &g->gain[g->count++];
    n->seat = e->seat;
    n->kind = e->gain;
    n->good = e->good;
    n->amount = e->amount;
    n->at = now ? now : 1;
    n->from = e->seat == g->from_seat ? g->from : (Spot){SPOT_NONE, 0, 0};
    if (t->sound && e->amount > 0) sound_play(t->sound, SOUND_GAIN);
}

void table_gains_clear(TableScene *t)
{
    t->now.gains.count = 0;
}

uint32_t table_gains_end(const TableScene *t, uint32_t now)
{
    uint32_t end = 0;
    for (int i = 0; i < t->now.gains.count; i++) {
        uint32_t e = t->now.gains.gain[i].at + TABLE_GAIN_MS;
        if ((int32_t)(e - now) > 0 && (end == 0 || (int32_t)(e - end) > 0)) end = e;
    }
    return end;
}

static int clamp(int v, int lo, int hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

/* Where gain g lands on the large sheet of its seat. */
static SDL_Rect landing(const TableScene *t, const TableGain *g)
{
    const Player *p = &table_game(t)->player[g->seat];
    const SheetLayout *l = &t->draw.big;
    Spot s = {SPOT_NONE, 0, 0};
    switch (g->kind) {
    case GAIN_FAME: s = (Spot){SPOT_FAME, (uint8_t)clamp(p->fame, 0, l->fame_max), 0}; break;
    case GAIN_MONEY: s = (Spot){SPOT_MONEY, (uint8_t)clamp(p->money, 0, l->money_max), 0}; break;
    case GAIN_KARMA: s = (Spot){SPOT_KARMA, (uint8_t)clamp(p->karma_circled - 1, 0, KARMA_BOXES - 1), 0}; break;
    default: {
        int slot = g->amount > 0 ? p->goods_circled[g->good] : p->goods_crossed[g->good];
        s = (Spot){SPOT_SLOT, g->good, (uint8_t)clamp(slot - 1, 0, l->slots > 0 ? l->slots - 1 : 0)};
        break;
    }
    }
    return sheet_spot_rect(l, s);
}

static SDL_Point middle(SDL_Rect rc)
{
    return (SDL_Point){rc.x + rc.w / 2, rc.y + rc.h / 2};
}

SDL_Point table_gain_at(const TableScene *t, const TableGain *g, uint32_t now, SDL_Rect *place)
{
    int u = t->draw.layout.unit;
    bool big = g->seat == table_big_seat(t);
    /* On a card: under its name and numbers, where its dice lie (the pill keeps off the
     * name, table_gain_pill). */
    SDL_Rect to = big ? landing(t, g) : t->draw.layout.depot[g->seat];
    if (place) *place = to;
    SDL_Point end = middle(to);
    uint32_t age = now - g->at;
    if (t->anim_percent <= 0 || age >= TABLE_GAIN_MS) return end;
    SDL_Point start = {end.x, end.y + 3 * u};
    if (big && g->from.kind != SPOT_NONE) start = middle(sheet_spot_rect(&t->draw.big, g->from));
    int flight = TABLE_GAIN_MS * FLIGHT_SHARE / 100 * (t->anim_percent > 100 ? 100 : t->anim_percent) / 100;
    if ((int)age < flight) {
        float k = (float)age / (float)flight;
        k = 1.0f - (1.0f - k) * (1.0f - k);   /* eases in to its place */
        return (SDL_Point){start.x + (int)((float)(end.x - start.x) * k), start.y + (int)((float)(end.y - start.y) * k)};
    }
    /* Held at its place, rising by a unit as its second runs out. */
    return (SDL_Point){end.x, end.y - (int)((long)u * (long)(age - (uint32_t)flight) / (TABLE_GAIN_MS - flight))};
}

/* "+2 fame", "+3 money", "+1 karma", "+1 tea" (a sale: "−2 tea"). */
static void gain_words(const Lang *lang, const TableGain *g, char *buf, size_t cap)
{
    switch (g->kind) {
    /* TRANSLATORS: a gain shown where it was earned, signed: "+2 fame". */
    case GAIN_FAME: snprintf(buf, cap, _("%+d fame"), g->amount); break;
    /* TRANSLATORS: a gain shown where it was earned, signed: "+3 money". */
    case GAIN_MONEY: snprintf(buf, cap, _("%+d money"), g->amount); break;
    /* TRANSLATORS: a gain shown where it was earned, signed: "+1 karma". */
    case GAIN_KARMA: snprintf(buf, cap, _("%+d karma"), g->amount); break;
    /* TRANSLATORS: a good gained or sold, shown at its market row: "+1 tea", "-2 silk". */
    default: snprintf(buf, cap, _("%+d %s"), g->amount, term_good(lang, g->good)); break;
    }
}

SDL_Rect table_seat_name_band(const TableScene *t, int s)
{
    const TableLayout *l = &t->draw.layout;
    int u = l->unit;
    /* The name is drawn at the body size or smaller from half a unit down (table_draw.c). */
    return layout_rect(l->seat[s].x, l->seat[s].y, l->seat[s].w, u / 2 + type_px(t->art, u, TYPE_BODY) * 5 / 4);
}

/* The pill's size for gain g's words at px: its rectangle at (0, 0), the words' height. */
static SDL_Rect pill_size(TableScene *t, const TableGain *g, int px, int *th)
{
    int u = t->draw.layout.unit, tw;
    char words[64];
    gain_words(t->lang, g, words, sizeof words);
    art_text_size(t->art, FONT_BOLD, px, words, &tw, th);
    int iw = g->kind == GAIN_GOOD || g->kind == GAIN_KARMA ? *th : 0;
    return (SDL_Rect){0, 0, tw + iw + 2 * u, *th + u / 2};
}

SDL_Rect table_gain_pill(TableScene *t, const TableGain *g, uint32_t now, int *px)
{
    int u = t->draw.layout.unit, th;
    *px = type_px(t->art, u, TYPE_LABEL);
    SDL_Rect pill = pill_size(t, g, *px, &th);
    bool card = g->seat != table_big_seat(t);
    SDL_Rect seat = t->draw.layout.seat[g->seat];
    /* On a card, the fine size when the label size is wider than the card. */
    if (card && pill.w > seat.w) {
        *px = type_px(t->art, u, TYPE_FINE);
        pill = pill_size(t, g, *px, &th);
    }
    SDL_Point at = table_gain_at(t, g, now, NULL);
    pill.x = at.x - pill.w / 2;
    pill.y = at.y - th / 2 - u / 4;
    if (card) {
        /* Inside its card where it can be, and never over the name at the card's top. */
        SDL_Rect name = table_seat_name_band(t, g->seat);
        if (pill.x + pill.w > seat.x + seat.w) pill.x = seat.x + seat.w - pill.w;
        if (pill.x < seat.x) pill.x = seat.x;
        if (pill.y + pill.h > seat.y + seat.h) pill.y = seat.y + seat.h - pill.h;
        if (pill.y < name.y + name.h) pill.y = name.y + name.h;
    }
    if (pill.x + pill.w > t->draw.w) pill.x = t->draw.w - pill.w;
    if (pill.x < 0) pill.x = 0;
    return pill;
}

void table_draw_gains(TableScene *t, SDL_Renderer *r, uint32_t now)
{
    int u = t->draw.layout.unit;
    for (int i = 0; i < t->now.gains.count; i++) {
        const TableGain *g = &t->now.gains.gain[i];
        if (now - g->at >= TABLE_GAIN_MS || g->seat >= table_game(t)->setup.players) continue;
        char words[64];
        gain_words(t->lang, g, words, sizeof words);
        int px, th;
        SDL_Rect pill = table_gain_pill(t, g, now, &px);
        pill_size(t, g, px, &th);
        bool icon = g->kind == GAIN_GOOD || g->kind == GAIN_KARMA;
        int iw = icon ? th : 0;
        art_fill_round(r, pill, pill.h / 2, (SDL_Color){30, 22, 18, 230});
        text_marks_cover(art_text_marks(t->art), pill);   /* the print under it is hidden */
        SDL_Color ink = g->amount > 0 ? (SDL_Color){250, 214, 120, 255} : (SDL_Color){240, 170, 150, 255};
        if (icon) {
            const char *name = g->kind == GAIN_KARMA ? "karma" : good_name(g->good);
            art_draw_icon(t->art, name, (SDL_Rect){pill.x + u, pill.y + u / 4, th, th}, (SDL_Color){255, 255, 255, 255});
        }
        art_text(t->art, FONT_BOLD, px, ink, pill.x + u + iw, pill.y + u / 4, 0, words);
    }
}
