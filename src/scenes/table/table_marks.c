/* table_marks.c — what the table rings of its own accord, over everything else: the die or
 * the sheet's spot the Hint suggests (a gold ring around it, the hint's panel kept off it),
 * and the spots a step the engine took by itself changed — a forced half road, a die
 * with no effect, a move that was the only one possible — flashed briefly so the player
 * sees what happened without their click (the log says why, table_words.c). */
#include "table.h"

#include <string.h>

#include "widgets.h"

enum { FORCED_FLASH_MS = 1600 };

static const SDL_Color HINT_GOLD = {250, 190, 40, 255};

/* The die's sprite where it lies now, a little larger. */
static SDL_Rect die_ring(const TableScene *t, int die)
{
    const DieSprite *s = &t->draw.dice.die[die];
    int half = (int)(s->ts / 2) + t->draw.layout.unit / 2 + 2;
    return (SDL_Rect){(int)s->x - half, (int)s->y - half, 2 * half, 2 * half};
}

bool table_hint_target(const TableScene *t, SDL_Rect *out, bool *die)
{
    if (!t->bots.hint_shown || t->bots.hint_job.count <= 0) return false;
    const Game *g = &t->session->game;
    const Action *best = &t->bots.hint_job.choice[0].action;
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
    if (t->ui.viewed >= 0 || !input_action_spot(g, t->sheets, best, &spot)) return false;
    SDL_Rect rc = sheet_spot_rect(&t->draw.big, spot);
    int u = t->draw.layout.unit;
    *out = (SDL_Rect){rc.x - u / 2, rc.y - u / 2, rc.w + u, rc.h + u};
    return true;
}

SDL_Rect table_hint_place(const TableScene *t, int w, int h)
{
    const SDL_Rect sheet = t->draw.layout.sheet;
    int u = t->draw.layout.unit;
    /* At the sheet's foot, as before; at its head when the foot would cover the target. */
    SDL_Rect foot = {sheet.x + u, sheet.y + sheet.h - h - u, w, h};
    SDL_Rect head = {sheet.x + u, sheet.y + u, w, h};
    SDL_Rect target;
    bool die;
    if (!table_hint_target(t, &target, &die) || !SDL_HasIntersection(&foot, &target)) return foot;
    if (!SDL_HasIntersection(&head, &target)) return head;
    /* A target in both: the panel goes to the sheet's right half, at whichever end. */
    head.x = foot.x = sheet.x + sheet.w - w - u;
    return SDL_HasIntersection(&foot, &target) ? head : foot;
}

void table_mark_forced(TableScene *t, const Spot *spots, int n, uint32_t now)
{
    t->now.forced_count = 0;
    for (int i = 0; i < n && i < TABLE_FORCED_SPOTS; i++) t->now.forced[t->now.forced_count++] = spots[i];
    t->now.forced_at = now ? now : 1;
}

/* The forced step's spots: a pale green wash that fades out. */
static void draw_forced(TableScene *t, SDL_Renderer *r, uint32_t now)
{
    if (!t->now.forced_count || now >= t->now.forced_at + FORCED_FLASH_MS) return;
    if (table_big_seat(t) != t->now.forced_seat) return;
    float left = 1.0f - (float)(now - t->now.forced_at) / (float)FORCED_FLASH_MS;
    int u = t->draw.layout.unit;
    for (int i = 0; i < t->now.forced_count; i++) {
        SDL_Rect rc = sheet_spot_rect(&t->draw.big, t->now.forced[i]);
        rc = (SDL_Rect){rc.x - u / 2, rc.y - u / 2, rc.w + u, rc.h + u};
        art_frame(r, rc, 3, (SDL_Color){40, 170, 90, (Uint8)(230.0f * left)});
    }
}

void table_draw_marks(TableScene *t, SDL_Renderer *r, uint32_t now)
{
    draw_forced(t, r, now);
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

bool table_forced_shown(const TableScene *t, uint32_t now)
{
    return t->now.forced_count > 0 && now < t->now.forced_at + FORCED_FLASH_MS;
}
