/* table_marks.c — what the table rings of its own accord, over everything else: the die or
 * the sheet's spot the Hint suggests (a gold ring around it, the hint's panel kept off it),
 * the spots a step the engine took by itself changed — a forced half road, a die
 * with no effect, a move that was the only one possible — flashed briefly so the player
 * sees what happened without their click (the log says why, table_words.c), and a move a
 * coach asked to be shown (the practice's best), framed in the replay's green. */
#include "table_internal.h"

#include <string.h>

#include "widgets.h"

enum { FORCED_FLASH_MS = 1600 };

static const SDL_Color HINT_GOLD = {250, 190, 40, 255};
/* The better move's green, as the replay viewer frames it. */
static const SDL_Color SHOWN_GREEN = {46, 150, 70, 255};

/* The die's sprite where it lies now, a little larger. */
static SDL_Rect die_ring(const TableScene *t, int die)
{
    const DieSprite *s = &t->draw.dice.die[die];
    int half = (int)(s->ts / 2) + t->draw.layout.unit / 2 + 2;
    return (SDL_Rect){(int)s->x - half, (int)s->y - half, 2 * half, 2 * half};
}

bool table_hint_target(const TableScene *t, SDL_Rect *out, bool *die)
{
    int count;
    const BotChoice *hint = match_hint(t->match, &count);
    if (!t->bots.hint_shown || t->bots.hint_decided || count <= 0) return false;
    const Game *g = table_game(t);
    const Action *best = &hint[0].action;
    *die = false;
    switch (best->kind) {
    case ACT_TAKE: case ACT_KEEP: case ACT_KARMA: case ACT_GOODS_DIE:
        if (best->arg[0] >= DIE_COUNT) return false;
        *out = die_ring(t, best->arg[0]);
        *die = true;
        return true;
    default: break;
    }
    Spot spot;
    if (table_big_seat(t) != table_acting_seat(t) || !input_action_spot(g, t->sheets, best, &spot)) return false;
    SDL_Rect rc = sheet_spot_rect(&t->draw.big, spot);
    int u = t->draw.layout.unit;
    *out = (SDL_Rect){rc.x - u / 2, rc.y - u / 2, rc.w + u, rc.h + u};
    return true;
}

void table_marks_clear(TableScene *t)
{
    t->now.forced_count = 0;
    t->now.forced_die = -1;
    t->now.forced_lapsed = 0;
}

void table_mark_die(TableScene *t, int die, uint32_t now)
{
    if (die < 0 || die >= DIE_COUNT) return;
    t->now.forced_die = die;
    t->now.forced_at = now ? now : 1;
}

void table_mark_lapsed(TableScene *t, int n, uint32_t now)
{
    t->now.forced_lapsed = n;
    t->now.forced_at = now ? now : 1;
}

void table_mark_forced(TableScene *t, const Spot *spots, int n, uint32_t now)
{
    t->now.forced_count = 0;
    for (int i = 0; i < n && i < TABLE_FORCED_SPOTS; i++) t->now.forced[t->now.forced_count++] = spots[i];
    t->now.forced_at = now ? now : 1;
}

/* The lapsed bonuses' chips, crossed out in the bar while no bonus waits (table_draw.c),
 * outlined in the refusal red: something was lost there. */
static void draw_lapsed_ring(TableScene *t, SDL_Renderer *r, float left)
{
    const Game *g = table_game(t);
    const TableLayout *l = &t->draw.layout;
    if (!table_lapse_shown(t)) return;
    int u = l->unit;
    for (int i = 0; i < t->now.forced_lapsed && i < g->lapsed_count && i < TABLE_MAX_PENDING_SHOWN; i++) {
        SDL_Rect rc = table_pending_rect(l, i);
        if (rc.x + rc.w > l->pending.x + l->pending.w) break;
        rc = (SDL_Rect){rc.x - u / 4, rc.y - u / 4, rc.w + u / 2, rc.h + u / 2};
        art_frame(r, rc, 3, (SDL_Color){200, 50, 40, (Uint8)(240.0f * left)});
    }
}

/* What the engine did by itself: the forced steps' spots and a die taken to no effect in a
 * green ring, the lapsed bonuses in red, each fading out. */
static void draw_forced(TableScene *t, SDL_Renderer *r, uint32_t now)
{
    if (!table_forced_shown(t, now)) return;
    float left = 1.0f - (float)(now - t->now.forced_at) / (float)FORCED_FLASH_MS;
    draw_lapsed_ring(t, r, left);
    if (t->now.forced_die >= 0) {
        SDL_Rect d = die_ring(t, t->now.forced_die);
        art_circle(r, (float)d.x + (float)d.w / 2, (float)d.y + (float)d.h / 2, (float)d.w * 0.62f, 4,
                   (SDL_Color){40, 170, 90, (Uint8)(230.0f * left)});
    }
    SDL_Color ring = {40, 170, 90, (Uint8)(230.0f * left)};
    int u = t->draw.layout.unit;
    if (t->now.forced_count > 0 && table_big_seat(t) != t->now.forced_seat) {
        /* The turn has passed (a bot's, or with the End turn step off): the sheet is a
         * thumbnail now, and its panel is outlined instead. */
        int seats[GAME_MAX_PLAYERS - 1];
        int n = table_thumb_seats(t, seats);
        for (int i = 0; i < n && i < t->draw.layout.thumbs; i++)
            if (seats[i] == t->now.forced_seat) art_frame(r, t->draw.layout.thumb[i], 3, ring);
        return;
    }
    for (int i = 0; i < t->now.forced_count; i++) {
        SDL_Rect rc = sheet_spot_rect(&t->draw.big, t->now.forced[i]);
        rc = (SDL_Rect){rc.x - u / 2, rc.y - u / 2, rc.w + u, rc.h + u};
        art_frame(r, rc, 3, ring);
    }
}

void table_show_move(TableScene *t, const Game *before, const Action *a)
{
    t->ui.shown_on = a != NULL;
    if (a) {
        t->ui.shown_before = *before;
        t->ui.shown = *a;
    }
}

bool table_shown_spots(const TableScene *t, SpotSet *spots, int *field, int *edges)
{
    const Game *b = &t->ui.shown_before;
    int seat = b->to_act;
    if (!t->ui.shown_on || seat >= b->setup.players || table_big_seat(t) != seat) return false;
    Game after = *b;
    Refusal why;
    if (!game_apply(&after, t->sheets, &t->ui.shown, &why)) return false;
    sheet_diff(&b->player[seat], &after.player[seat], spots, field, edges);
    return true;
}

/* The shown move: the die it takes or rolls ringed where it lies, the spots it marks framed. */
static void draw_shown(TableScene *t, SDL_Renderer *r)
{
    if (!t->ui.shown_on) return;
    const Action *a = &t->ui.shown;
    if ((a->kind == ACT_TAKE || a->kind == ACT_KEEP || a->kind == ACT_KARMA || a->kind == ACT_GOODS_DIE) &&
        a->arg[0] < DIE_COUNT) {
        SDL_Rect d = die_ring(t, a->arg[0]);
        art_circle(r, (float)d.x + (float)d.w / 2, (float)d.y + (float)d.h / 2, (float)d.w * 0.62f, 4, SHOWN_GREEN);
    }
    SpotSet spots;
    int field, edges, u = t->draw.layout.unit;
    if (!table_shown_spots(t, &spots, &field, &edges)) return;
    for (int i = 0; i < spots.count; i++) {
        SDL_Rect rc = sheet_spot_rect(&t->draw.big, spots.spot[i]);
        if (rc.w > 0 && rc.h > 0) art_frame(r, rc, u / 3 > 2 ? u / 3 : 2, SHOWN_GREEN);
    }
    if (field >= 0) art_frame(r, t->draw.big.field[field], u / 3 > 2 ? u / 3 : 2, SHOWN_GREEN);
}

void table_draw_marks(TableScene *t, SDL_Renderer *r, uint32_t now)
{
    draw_forced(t, r, now);
    draw_shown(t, r);
    SDL_Rect target;
    bool die;
    if (table_bot_turn(t) || table_waiting_end_turn(t) || !table_hint_target(t, &target, &die)) return;
    if (die) {
        float cx = (float)target.x + (float)target.w / 2, cy = (float)target.y + (float)target.h / 2;
        /* Just outside the die's corners (half its diagonal), clear of its neighbours. */
        art_circle(r, cx, cy, (float)target.w * 0.62f, 4, HINT_GOLD);
    } else {
        art_frame(r, target, 3, HINT_GOLD);
    }
}

uint32_t table_forced_until(const TableScene *t)
{
    bool any = t->now.forced_count > 0 || t->now.forced_die >= 0 || t->now.forced_lapsed > 0;
    return any ? t->now.forced_at + FORCED_FLASH_MS : 0;
}

bool table_forced_shown(const TableScene *t, uint32_t now)
{
    return table_due_ahead(t, TABLE_DUE_FORCED, now);
}
