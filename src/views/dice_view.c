/* dice_view.c — the dice on the table (see dice_view.h). Every die has a home that follows
 * from the game state alone (centre slot, elephant, a seat's depot); when the home changes
 * the die flies there, and a fresh roll makes the dice tumble out of the holder's seat into
 * the centre, showing random faces from the cosmetic stream until they settle on the faces
 * the game rolled. The game's own generator is never touched (Brogue's two streams). */
#include "dice_view.h"

#include <math.h>
#include <stdio.h>

#include "random.h"
#include "terms.h"

/* A roll tumbles ROLL_MS ± 120 ms at normal speed: at most 1.02 s, under the 1.2 s a
 * player waits comfortably (issue 13). The elephant walks to the new holder a little longer
 * than the dice fly back to it: the round's roll waits for both, so a longer walk is a
 * longer wait between turns at every round's change (benchmarks.md, "Waiting between your
 * turns"). */
enum { FLIGHT_MS = 420, ROLL_MS = 900, WALK_MS = 500, FACE_FLIP_MS = 70 };

static const SDL_Color DIE_COLOUR[4] = {
    {118, 58, 160, 255}, {38, 138, 72, 255}, {36, 98, 190, 255}, {232, 128, 28, 255}};

static uint64_t cosmetic_next(DiceView *v)
{
    /* xorshift64* (random.h): cheap, good enough for wobble; its state is never 0. */
    if (!v->cosmetic) v->cosmetic = RANDOM_GAMMA;
    return xorshift64star_next(&v->cosmetic);
}

void dice_view_init(DiceView *v, uint64_t cosmetic_seed)
{
    SDL_zerop(v);
    v->cosmetic = cosmetic_seed | 1;
    v->size = 48;
    v->anim_percent = 100;
}

/* An animation's length at the player's animation speed. */
static uint32_t paced(const DiceView *v, uint32_t ms)
{
    return ms * (uint32_t)(v->anim_percent > 0 ? v->anim_percent : 0) / 100u;
}

void dice_view_layout(DiceView *v, SDL_Rect tray, const SDL_Rect *seat, int players)
{
    v->tray = tray;
    v->players = players;
    for (int s = 0; s < players && s < GAME_MAX_PLAYERS; s++) v->seat[s] = seat[s];
    /* Four to a row and two rows (the centre's places, die_home), with room between for
     * the rings of those that may be taken (an eighth of a die). */
    int by_w = tray.w * 22 / 100, by_h = tray.h * 39 / 100;
    v->size = by_w < by_h ? by_w : by_h;
    /* Re-home everything at once: a resize is not something to animate. */
    v->placed = false;
}

static float small_size(const DiceView *v, int seat)
{
    SDL_Rect s = v->seat[seat];
    float a = (float)v->size * 0.62f, b = (float)s.h * 0.42f, c = (float)s.w * 0.36f;
    float m = a < b ? a : b;
    return m < c ? m : c;
}

static void elephant_spot(const DiceView *v, int seat, float *x, float *y)
{
    SDL_Rect s = v->seat[seat];
    *x = (float)s.x + (float)s.w * 0.28f;
    *y = (float)s.y + (float)s.h * 0.68f;
}

/* Where die d sits among the dice sharing its place `at`: k-th of n, in die order. */
static void rank_among(const Game *g, int d, int *k, int *n)
{
    *k = *n = 0;
    for (int e = 0; e < DIE_COUNT; e++)
        if (g->die_at[e] == g->die_at[d]) {
            if (e < d) (*k)++;
            (*n)++;
        }
}

/* x of the k-th of n dice fanned out between left and right (die centres), no further
 * apart than a little more than a die. */
static float fan_x(float left, float right, float size, int k, int n)
{
    float step = n > 1 ? (right - left) / (float)(n - 1) : 0.0f;
    if (step > size * 1.1f) step = size * 1.1f;
    return (left + right) / 2 + ((float)k - (float)(n - 1) / 2.0f) * step;
}

static void die_home(const DiceView *v, const Game *g, int d, float *x, float *y, float *size)
{
    int at = g->die_at[d], k, n;
    rank_among(g, d, &k, &n);
    if (at == DIE_AT_CENTRE || at == DIE_AT_ROLLING) {
        int col = d / 2, row = d % 2;
        *x = (float)v->tray.x + (float)v->tray.w * ((float)col + 0.5f) / 4.0f;
        *y = (float)v->tray.y + (float)v->tray.h * (0.31f + 0.44f * (float)row);
        *size = (float)v->size;
    } else if (at == DIE_AT_ELEPHANT) {
        /* On the elephant's back, small enough to stay below the seat's name and score. */
        SDL_Rect s = v->seat[g->holder];
        float ex;
        elephant_spot(v, g->holder, &ex, y);
        *size = small_size(v, g->holder);
        if (*size > (float)s.h * 0.26f) *size = (float)s.h * 0.26f;
        *x = fan_x(ex - *size / 2, ex + *size / 2, *size, k, n);
        *y -= (float)s.h * 0.18f;
    } else {
        /* A depot holds up to four dice: they fan out side by side (overlapping on a narrow
         * badge) so every taken die stays visible and can be clicked (a goods-die bonus
         * names a purple die wherever it lies, R9.6). */
        SDL_Rect s = v->seat[at - DIE_AT_SEAT];
        *size = small_size(v, at - DIE_AT_SEAT);
        float left = (float)s.x + (float)s.w * 0.5f + *size / 2;
        float right = (float)s.x + (float)s.w * 0.97f - *size / 2;
        *x = fan_x(left, right, *size, k, n);
        *y = (float)s.y + (float)s.h * 0.66f;
    }
}

static void fly(DieSprite *s, float tx, float ty, float ts, uint32_t now, uint32_t ms)
{
    s->fx = s->x;
    s->fy = s->y;
    s->fs = s->ts;
    s->tx = tx;
    s->ty = ty;
    s->ts = ts;
    s->start = now;
    s->end = now + ms;
}

void dice_view_sync(DiceView *v, const Game *g, uint32_t now_ms)
{
    float ex, ey;
    elephant_spot(v, g->holder, &ex, &ey);
    if (!v->placed) {
        /* A placement is not an animation: its window lies in the past whatever clock the
         * caller keeps (a resize may come with another clock than the frames). */
        now_ms = 0;
        for (int d = 0; d < DIE_COUNT; d++) {
            DieSprite *s = &v->die[d];
            die_home(v, g, d, &s->tx, &s->ty, &s->ts);
            s->x = s->fx = s->tx;
            s->y = s->fy = s->ty;
            s->fs = s->ts;
            s->start = s->end = now_ms;
            s->shown_face = g->die_face[d];
            s->tumbling = 0;
            v->last_at[d] = g->die_at[d];
            v->last_face[d] = g->die_face[d];
        }
        v->elephant_x = v->elephant_fx = v->elephant_tx = ex;
        v->elephant_y = v->elephant_fy = v->elephant_ty = ey;
        v->elephant_start = v->elephant_end = now_ms;
        v->last_holder = g->holder;
        v->last_rolled = g->rolled;
        v->last_waiting = g->waiting;
        v->placed = true;
        return;
    }
    bool round_roll = g->rolled && !v->last_rolled;
    bool karma_roll = v->last_waiting == WAIT_KARMA_ROLL && g->waiting != WAIT_KARMA_ROLL;
    for (int d = 0; d < DIE_COUNT; d++) {
        DieSprite *s = &v->die[d];
        float tx, ty, ts;
        die_home(v, g, d, &tx, &ty, &ts);
        bool rolled_now = round_roll || (karma_roll && (d == g->karma_die[0] || d == g->karma_die[1]));
        if (rolled_now) {
            /* Tumble out of the holder's seat (or from where the die lies) into the tray. */
            SDL_Rect from = v->seat[g->to_act];
            if (round_roll) {
                s->x = (float)from.x + (float)from.w / 2.0f;
                s->y = (float)from.y + (float)from.h / 2.0f;
            }
            fly(s, tx, ty, ts, now_ms, paced(v, ROLL_MS - 120 + (uint32_t)(cosmetic_next(v) % 240)));
            s->tumbling = 1;
        } else if (g->die_at[d] != v->last_at[d] || fabsf(tx - s->tx) > 0.5f ||
                   fabsf(ty - s->ty) > 0.5f) {
            fly(s, tx, ty, ts, now_ms, paced(v, FLIGHT_MS));
            s->tumbling = 0;
        }
        v->last_at[d] = g->die_at[d];
        v->last_face[d] = g->die_face[d];
    }
    if (g->holder != v->last_holder || fabsf(ex - v->elephant_tx) > 0.5f ||
        fabsf(ey - v->elephant_ty) > 0.5f) {
        v->elephant_fx = v->elephant_x;
        v->elephant_fy = v->elephant_y;
        v->elephant_tx = ex;
        v->elephant_ty = ey;
        v->elephant_start = now_ms;
        v->elephant_end = now_ms + paced(v, WALK_MS);
    }
    v->last_holder = g->holder;
    v->last_rolled = g->rolled;
    v->last_waiting = g->waiting;
}

void dice_view_shift(DiceView *v, uint32_t ms)
{
    for (int d = 0; d < DIE_COUNT; d++) {
        v->die[d].start += ms;
        v->die[d].end += ms;
    }
    v->elephant_start += ms;
    v->elephant_end += ms;
}

bool dice_view_animating(const DiceView *v, uint32_t now_ms)
{
    for (int d = 0; d < DIE_COUNT; d++)
        if (now_ms < v->die[d].end) return true;
    return now_ms < v->elephant_end;
}

static float ease(float t)
{
    if (t <= 0.0f) return 0.0f;
    if (t >= 1.0f) return 1.0f;
    return t * t * (3.0f - 2.0f * t);
}

static float progress(uint32_t start, uint32_t end, uint32_t now)
{
    if (end <= start || now >= end) return 1.0f;
    if (now <= start) return 0.0f;
    return (float)(now - start) / (float)(end - start);
}

/* Moves every sprite to where it is at now; a tumbling die bounces and flips faces. */
void dice_view_update(DiceView *v, const Game *g, uint32_t now)
{
    for (int d = 0; d < DIE_COUNT; d++) {
        DieSprite *s = &v->die[d];
        float t = progress(s->start, s->end, now), e = ease(t);
        s->x = s->fx + (s->tx - s->fx) * e;
        s->y = s->fy + (s->ty - s->fy) * e;
        if (s->tumbling && t < 1.0f) {
            float bounce = fabsf(sinf(t * 3.14159f * 3.0f)) * (1.0f - t);
            s->y -= bounce * (float)v->size * 0.6f;
            s->angle = (1.0f - t) * 720.0f;
            if ((now / FACE_FLIP_MS) % 2 == 0 || s->shown_face == g->die_face[d]) {
                /* The face is the moment's, not the frame's: the stream is not drawn from
                 * here, so how often the program looks changes neither the faces shown nor
                 * how long the next roll tumbles. */
                uint64_t at = v->cosmetic ^ ((uint64_t)(now / FACE_FLIP_MS) * DIE_COUNT + (uint64_t)d) * RANDOM_GAMMA;
                int n = die_face_count(d), pick = (int)(splitmix64_next(&at) % (uint64_t)n);
                if (n > 1 && die_face(d, pick) == g->die_face[d]) pick = (pick + 1) % n;   /* not settled yet */
                s->shown_face = (uint8_t)die_face(d, pick);
            }
        } else {
            s->angle = 0.0f;
            s->shown_face = g->die_face[d];
            s->tumbling = t < 1.0f ? s->tumbling : 0;
        }
    }
    float t = ease(progress(v->elephant_start, v->elephant_end, now));
    v->elephant_x = v->elephant_fx + (v->elephant_tx - v->elephant_fx) * t;
    v->elephant_y = v->elephant_fy + (v->elephant_ty - v->elephant_fy) * t;
    if (t < 1.0f)   /* a little sway while walking */
        v->elephant_y -= fabsf(sinf(t * 3.14159f * 6.0f)) * (float)v->size * 0.08f;
}

static float sprite_size(const DieSprite *s, uint32_t now)
{
    float t = ease(progress(s->start, s->end, now));
    return s->fs + (s->ts - s->fs) * t;
}

/* Icon sizes for dice in steps of 4 pixels: a die growing or shrinking in flight, or
 * squashed as it tumbles, reuses a few icon pictures instead of making one every frame. */
static int icon_step(int px)
{
    return px < 8 ? 8 : (px + 3) / 4 * 4;
}

/* The face's icons in rect, a die `full` pixels wide squashed to rect.w as it tumbles. */
static bool face_icons(Art *art, int die, int face, SDL_Rect rect, int full, SDL_Color ink)
{
    float squash = (float)rect.w / (float)full;
    int cx = rect.x + rect.w / 2, cy = rect.y + rect.h / 2;
    if (die_colour(die) == COLOUR_PURPLE) {
        int goods[2];
        face_goods(face, goods);
        int half = full * 44 / 100, hw = (int)((float)half * squash);
        SDL_Rect a = {cx - hw - 1, cy - half / 2, hw, half};
        SDL_Rect b = {cx + 1, a.y, hw, half};
        if (!art_icon(art, good_name(goods[0]), icon_step(half)) || !art_icon(art, good_name(goods[1]),
            icon_step(half)))
            return false;
        art_draw_icon_scaled(art, good_name(goods[0]), icon_step(half), a, ink);
        art_draw_icon_scaled(art, good_name(goods[1]), icon_step(half), b, ink);
        return true;
    }
    const char *name = face_name(face);
    if (face == FACE_HALF_HALF) name = "half-half";
    int inner = full * 60 / 100, iw = (int)((float)inner * squash);
    if (!art_icon(art, name, icon_step(inner))) return false;
    SDL_Rect c = {cx - iw / 2, cy - inner / 2, iw, inner};
    art_draw_icon_scaled(art, name, icon_step(inner), c, ink);
    return true;
}

/* Fallback when an icon is missing: the face drawn with pen strokes or short words. */
static void face_strokes(const Lang *lang, SDL_Renderer *r, Art *art, int die, int face, SDL_Rect rect, SDL_Color ink)
{
    float x = (float)rect.x, y = (float)rect.y, w = (float)rect.w, h = (float)rect.h;
    float pen = w / 12.0f;
    if (face == FACE_STRAIGHT) {
        art_line(r, x + w * 0.5f, y + h * 0.15f, x + w * 0.5f, y + h * 0.85f, pen, ink);
    } else if (face == FACE_CURVE) {
        art_line(r, x + w * 0.5f, y + h * 0.15f, x + w * 0.5f, y + h * 0.5f, pen, ink);
        art_line(r, x + w * 0.5f, y + h * 0.5f, x + w * 0.85f, y + h * 0.5f, pen, ink);
    } else if (face == FACE_HALF_HALF) {
        art_line(r, x + w * 0.3f, y + h * 0.2f, x + w * 0.3f, y + h * 0.5f, pen, ink);
        art_line(r, x + w * 0.7f, y + h * 0.5f, x + w * 0.7f, y + h * 0.8f, pen, ink);
    } else {
        (void)die;
        art_text(art, FONT_BOLD, rect.h / 5, ink, rect.x + rect.w / 2, rect.y + rect.h * 2 / 5, 1,
                 term_face(lang, face));
    }
}

void dice_draw_face(const Lang *lang, SDL_Renderer *r, Art *art, int die, int face, SDL_Rect rect, float angle,
                    bool lifted)
{
    SDL_Color body = DIE_COLOUR[die_colour(die)];
    SDL_Color shadow = {0, 0, 0, 90};
    SDL_Color ink = {255, 255, 255, 255};
    int full = rect.w;
    /* A tumbling die is drawn squashed along its spin: cheap, and reads as rolling. */
    if (angle != 0.0f) {
        float c = fabsf(cosf(angle * 3.14159f / 180.0f));
        int w = (int)((float)rect.w * (0.7f + 0.3f * c));
        rect.x += (rect.w - w) / 2;
        rect.w = w;
    }
    int off = lifted ? rect.w / 10 : rect.w / 24;
    SDL_Rect sh = {rect.x + off, rect.y + off, rect.w, rect.h};
    art_fill_round_kept(art, sh, rect.w / 6, shadow);
    if (lifted) {
        rect.x -= off / 2;
        rect.y -= off / 2;
    }
    art_fill_round_kept(art, rect, rect.w / 6, body);
    SDL_Color rim = {255, 255, 255, 70};
    art_frame(r, rect, rect.w > 40 ? 2 : 1, rim);
    /* Before the first roll a die has no face of its own yet: it is shown blank. */
    if (!face_fits_die(face, die)) return;
    if (!face_icons(art, die, face, rect, full, ink)) face_strokes(lang, r, art, die, face, rect, ink);
}

static SDL_Rect centred(float x, float y, float size)
{
    SDL_Rect rc = {(int)(x - size / 2.0f), (int)(y - size / 2.0f), (int)size, (int)size};
    return rc;
}

static void draw_elephant(SDL_Renderer *r, Art *art, const DiceView *v, int holder)
{
    SDL_Rect s = v->seat[holder];
    float size = (float)s.h * 0.5f;
    if (size > (float)s.w * 0.5f) size = (float)s.w * 0.5f;
    SDL_Rect rc = centred(v->elephant_x, v->elephant_y, size);
    SDL_Color grey = {110, 104, 120, 255};
    if (art_icon(art, "elephant", rc.w)) {
        art_draw_icon(art, "elephant", rc, grey);
    } else {
        art_fill_round(r, rc, rc.w / 4, grey);
        SDL_Color white = {255, 255, 255, 255};
        art_text(art, FONT_BOLD, rc.h / 2, white, rc.x + rc.w / 2, rc.y + rc.h / 4, 1, "E");
    }
}

void dice_view_draw(const Lang *lang, SDL_Renderer *r, Art *art, DiceView *v, const Game *g, uint32_t now_ms,
                    const bool selectable[DIE_COUNT], int hover)
{
    dice_view_update(v, g, now_ms);
    draw_elephant(r, art, v, g->holder);
    /* Settled dice first, moving ones on top so a flight passes over the table. */
    for (int pass = 0; pass < 2; pass++)
        for (int d = 0; d < DIE_COUNT; d++) {
            DieSprite *s = &v->die[d];
            bool moving = now_ms < s->end;
            if (moving != (pass == 1)) continue;
            float size = sprite_size(s, now_ms);
            SDL_Rect rc = centred(s->x, s->y, size);
            bool can = selectable && selectable[d] && !moving;
            if (can) {
                SDL_Color ring = hover == d ? (SDL_Color){255, 214, 64, 255}
                                            : (SDL_Color){255, 236, 160, 200};
                /* A ring about a sixteenth of the die: large dice in the centre's columns
                 * keep their rings apart. */
                int grow = rc.w / 16 > 2 ? rc.w / 16 : 2;
                SDL_Rect halo = {rc.x - grow, rc.y - grow, rc.w + 2 * grow, rc.h + 2 * grow};
                art_fill_round_kept(art, halo, halo.w / 5, ring);
            }
            dice_draw_face(lang, r, art, d, s->shown_face, rc, s->angle, can && hover == d);
        }
}

int dice_view_hit(const DiceView *v, int x, int y)
{
    for (int d = DIE_COUNT - 1; d >= 0; d--) {
        const DieSprite *s = &v->die[d];
        float half = s->ts / 2.0f;
        if ((float)x >= s->x - half && (float)x < s->x + half && (float)y >= s->y - half &&
            (float)y < s->y + half)
            return d;
    }
    int holder = v->last_holder;
    if (holder < v->players) {
        SDL_Rect s = v->seat[holder];
        float half = (float)s.h * 0.25f;
        if ((float)x >= v->elephant_x - half && (float)x < v->elephant_x + half &&
            (float)y >= v->elephant_y - half && (float)y < v->elephant_y + half)
            return DIE_COUNT;
    }
    return -1;
}
