/* table_hint.c — the Hint put into words and placed. The hard bot rates the player's best
 * few actions by their chance of winning (bot.h); the panel says the advised one, how it
 * compares with the others, and the others, and it sits where it hides none of the sheet
 * the advice is about: the spot it names and what the action would mark there. Options
 * that lead to the same position (two like dice) are one option, listed once; options that
 * all leave about the same chance are said to be so, not ranked. */
#include "table_hint.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "table_internal.h"
#include "table_words.h"

static int percent(double value)
{
    return (int)(100.0 * value + 0.5);
}

void table_hint_chances(const Lang *lang, double best, const double *others, int n, char *buf, size_t cap)
{
    double lo = 1.0, hi = 0.0;
    for (int i = 0; i < n; i++) {
        if (others[i] < lo) lo = others[i];
        if (others[i] > hi) hi = others[i];
    }
    if (n == 0)
        /* TRANSLATORS: a hint's chance of winning with the advised action, the only one. */
        snprintf(buf, cap, _("best: %d %%"), percent(best));
    else if (best - lo <= TABLE_HINT_SAME)
        /* TRANSLATORS: a hint whose options all leave about the same chance of winning (within
         * a point): "every choice here is about the same: 18 %". */
        snprintf(buf, cap, _("every choice here is about the same: %d %%"), percent(best));
    else if (percent(lo) == percent(hi))
        /* TRANSLATORS: a hint's chance with the advised action, then the other option's. */
        snprintf(buf, cap, _("best: %d %% — others %d %%"), percent(best), percent(lo));
    else
        /* TRANSLATORS: a hint's chance with the advised action, then the range of the
         * other options' chances ("best: 12 % — others 6–10 %"). */
        snprintf(buf, cap, _("best: %d %% — others %d–%d %%"), percent(best), percent(lo), percent(hi));
}

int table_hint_options(const Game *g, const Sheets *sheets, const BotChoice *choice, int count, int *shown, int max)
{
    Game after[TABLE_HINTS];
    int n = 0;
    for (int i = 0; i < count && n < max && n < TABLE_HINTS; i++) {
        Refusal why;
        Game next = *g;
        if (!game_apply(&next, sheets, &choice[i].action, &why)) next = *g;
        bool twin = false;
        for (int j = 0; j < n && !twin; j++) twin = game_alike(&after[j], &next);
        if (twin) continue;   /* "either green die": the same choice, listed once */
        after[n] = next;
        shown[n++] = i;
    }
    return n;
}

/* The action in words, as advice, from a copy it is played on. */
static void advice(const TableScene *t, const Action *a, char *buf, size_t cap)
{
    const Game *g = &t->session->game;
    Game after = *g;
    Refusal why;
    /* An answer that no longer applies (never, as the job is dropped when the game moves)
     * is still said in words, with no gains. */
    if (!game_apply(&after, t->sheets, a, &why)) after = *g;
    words_advice(t->lang, g, &after, a, buf, cap);
}

void table_hint_words(TableScene *t)
{
    const Lang *lang = t->lang;
    int count;
    const BotChoice *choice = match_hint(t->match, &count);
    for (int i = 0; i < TABLE_HINT_LINES; i++) t->bots.hint_line[i][0] = 0;
    double share[GAME_MAX_PLAYERS];
    t->bots.hint_decided = bot_decided(&t->session->game, t->sheets, share);
    if (t->bots.hint_decided) {
        /* No turn left can change who wins (R3.4, R3.5): every move reads the same exact
         * chance, so a list of moves would say nothing.
         * TRANSLATORS: the whole hint when no move of the turns left can change who wins
         * the game; no list of moves follows. */
        const char *decided = _("the game is decided: no move changes it");
        snprintf(t->bots.hint_line[0], sizeof t->bots.hint_line[0], "%s", decided);
        return;
    }
    if (count <= 0) return;
    int shown[TABLE_HINTS];
    int n = table_hint_options(&t->session->game, t->sheets, choice, count, shown, TABLE_HINTS);
    char words[200];
    advice(t, &choice[0].action, words, sizeof words);
    snprintf(t->bots.hint_line[0], sizeof t->bots.hint_line[0], "1. %s", words);
    /* The lesson's step, where the hard bot's choices hold none the coach wants: no chance
     * to tell (match_hint), and no others. */
    if (choice[0].value < 0) return;
    double others[TABLE_HINTS] = {0};
    for (int i = 1; i < n; i++) others[i - 1] = choice[shown[i]].value;
    table_hint_chances(t->lang, choice[0].value, others, n - 1, t->bots.hint_line[1], sizeof t->bots.hint_line[1]);
    for (int i = 1; i < n; i++) {
        advice(t, &choice[shown[i]].action, words, sizeof words);
        /* TRANSLATORS: another option in a hint (its number, its words), with its chance of
         * winning. */
        snprintf(t->bots.hint_line[i + 1], sizeof t->bots.hint_line[i + 1], _("%d. %s: %d %%"), i + 1, words,
                 percent(choice[shown[i]].value));
    }
}

int table_hint_about(const TableScene *t, SDL_Rect *out, int cap)
{
    int n = 0;
    SDL_Rect target;
    bool die;
    if (cap > 0 && table_hint_target(t, &target, &die)) out[n++] = target;
    int seat = table_acting_seat(t), count;
    const BotChoice *hint = match_hint(t->match, &count);
    if (!t->bots.hint_shown || t->bots.hint_decided || count <= 0 || table_big_seat(t) != seat)
        return n;
    const Game *g = table_game(t);
    Game after = *g;
    Refusal why;
    if (!game_apply(&after, t->sheets, &hint[0].action, &why)) return n;
    SpotSet marked;
    int field, edges;
    sheet_diff(&g->player[seat], &after.player[seat], &marked, &field, &edges);
    if (field >= 0 && n < cap) out[n++] = t->draw.big.field[field];
    for (int i = 0; i < marked.count && n < cap; i++) {
        SDL_Rect rc = sheet_spot_rect(&t->draw.big, marked.spot[i]);
        if (rc.w > 0 && rc.h > 0) out[n++] = rc;
    }
    return n;
}

/* How much of box the parts the advice is about cover, in square pixels. */
static long covered(SDL_Rect box, const SDL_Rect *about, int n)
{
    long area = 0;
    for (int i = 0; i < n; i++) {
        SDL_Rect both;
        if (SDL_IntersectRect(&box, &about[i], &both)) area += (long)both.w * both.h;
    }
    return area;
}

SDL_Rect table_hint_place(const TableScene *t, int w, int h)
{
    return table_hint_place_off(t, w, h, (SDL_Rect){0, 0, 0, 0});
}

SDL_Rect table_hint_place_off(const TableScene *t, int w, int h, SDL_Rect banner)
{
    const SDL_Rect sheet = t->draw.layout.sheet;
    int u = t->draw.layout.unit;
    int left = sheet.x + u, right = sheet.x + sheet.w - w - u;
    int foot = sheet.y + sheet.h - h - u, head = sheet.y + u, middle = sheet.y + (sheet.h - h) / 2;
    int below = banner.y + banner.h + u / 2;
    if (below > foot) below = foot;
    /* At the sheet's foot as before, else at its head, on the left then the right, then
     * half-way down, then just under the banner: the first place that hides nothing the
     * advice is about, or the one that hides least — and never one over the banner (a
     * refusal must be read), while any place keeps off it. */
    const SDL_Rect place[] = {{left, foot, w, h},   {left, head, w, h},   {right, foot, w, h},
                              {right, head, w, h},  {left, middle, w, h}, {right, middle, w, h},
                              {left, below, w, h},  {right, below, w, h}};
    int places = banner.w > 0 && banner.h > 0 ? 8 : 6;
    SDL_Rect about[SHEET_MAX_SPOTS + 2];
    int n = table_hint_about(t, about, (int)(sizeof about / sizeof about[0]));
    int best = 0;
    long least = -1;
    for (int pass = 0; pass < 2 && least < 0; pass++)   /* the second: nothing kept off the banner */
        for (int i = 0; i < places; i++) {
            if (pass == 0 && places == 8 && SDL_HasIntersection(&place[i], &banner)) continue;
            long c = covered(place[i], about, n);
            if (least < 0 || c < least) least = c, best = i;
            if (c == 0) break;
        }
    return place[best];
}
