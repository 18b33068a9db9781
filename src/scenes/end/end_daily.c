/* end_daily.c — Today's dice at the end of the game (end.h; docs/rules.md, "Edition notes:
 * Today's dice"): a band above the buttons with the person's race and the hard bot's, the
 * par (what the hard bot scores in the person's seat on the same rolls, played out by the
 * program on a thread), win or loss and the round, and a Copy button that puts the same in
 * one line on the clipboard (SDL_SetClipboardText) to share. */
#include "end_internal.h"
#include "end_text.h"
#include "end_daily.h"

#include <stdio.h>

#include "geometry.h"
#include "type_scale.h"
#include "i18n.h"
#include "terms.h"
#include "widgets.h"

enum { DAILY_PERSON = 0, DAILY_BOT = 1 };   /* daily.h's seats */

void end_daily_layout(EndLayout *l, int bottom, int u)
{
    int body = type_px_zoomed(l->zoom, u, TYPE_BODY), line = body * 2 > 6 * u ? body * 2 : 6 * u;
    int button_w = type_grow_zoomed(l->zoom, u, 20 * u), most = (l->w - 6 * u) / 4;
    if (button_w > most) button_w = most;
    bool two_lines = type_zoom_capped(l->zoom, u) > 125;
    int band_h = two_lines ? 2 * line + u : line;
    l->daily = layout_rect(3 * u, bottom - band_h, l->w - 6 * u, band_h);
    int by = l->daily.y + band_h - line + u / 2;
    l->copy = layout_rect(l->daily.x + l->daily.w - button_w - u / 2, by, button_w, line - u);
    l->calendar = layout_rect(l->copy.x - u / 2 - button_w, by, button_w, line - u);
}

SDL_Rect end_daily_words_box(const EndLayout *l)
{
    int u = l->unit;
    if (l->calendar.y > l->daily.y + u) return (SDL_Rect){l->daily.x + u, l->daily.y, l->daily.w - 2 * u, l->calendar.y - l->daily.y};
    return (SDL_Rect){l->daily.x + u, l->daily.y, l->calendar.x - l->daily.x - 2 * u, l->daily.h};
}

void end_scene_set_daily(EndScene *e, const EndDaily *d)
{
    e->daily = *d;
    end_scene_resize(e, e->w, e->h);
}

/* The person won alone (R3.5): first, with no one sharing the place. */
static bool person_won(const EndScene *e)
{
    int firsts = 0;
    bool person = false;
    for (int i = 0; i < e->rows; i++)
        if (e->row[i].place == 1) {
            firsts++;
            person = person || e->row[i].seat == DAILY_PERSON;
        }
    return person && firsts == 1;
}

static void outcome_words(const EndScene *e, char *buf, size_t cap)
{
    const Lang *lang = e->lang;
    if (person_won(e))
        /* TRANSLATORS: Today's dice's result; %d is the round the game ended in. */
        snprintf(buf, cap, _("won in round %d"), e->final.round);
    else
        /* TRANSLATORS: Today's dice's result; %d is the round the game ended in. */
        snprintf(buf, cap, _("lost in round %d"), e->final.round);
}

void end_daily_words(const EndScene *e, char *buf, size_t cap)
{
    const Lang *lang = e->lang;
    if (!e->daily.on) {
        snprintf(buf, cap, "%s", "");
        return;
    }
    char par[120], outcome[80];
    if (e->daily.par_known)
        /* TRANSLATORS: the par of Today's dice: the hard bot's race in your seat. */
        snprintf(par, sizeof par, _("par %d"), e->daily.par);
    else if (e->daily.par_missing)
        snprintf(par, sizeof par, "%s", _("par not known"));
    else
        snprintf(par, sizeof par, "%s", _("par: the hard bot is playing your seat…"));
    outcome_words(e, outcome, sizeof outcome);
    /* TRANSLATORS: the end of Today's dice: the date, your race, the bot's name and race,
     * the par, won or lost in which round. */
    snprintf(buf, cap, e->daily.practice ? _("Today's dice %s (practice): you %d, %s %d · %s · %s")
                                         : _("Today's dice %s: you %d, %s %d · %s · %s"),
             e->daily.date, game_race(&e->final, DAILY_PERSON), e->seats.name[DAILY_BOT],
             game_race(&e->final, DAILY_BOT), par, outcome);
}

void end_daily_line(const EndScene *e, char *buf, size_t cap)
{
    const Lang *lang = e->lang;
    char par[16], outcome[80];
    if (e->daily.par_known) snprintf(par, sizeof par, "%d", e->daily.par);
    else snprintf(par, sizeof par, "?");
    outcome_words(e, outcome, sizeof outcome);
    /* TRANSLATORS: the line a player copies to share Today's dice: the date, the sheet side,
     * your race, the hard bot's, the par and how it ended. Keep "Rajas" and the dots. */
    snprintf(buf, cap, _("Rajas · %s · %s · you %d – hard %d · par %s · %s"), e->daily.date,
             term_side(lang, e->sheets->sheet[e->final.setup.sheet].name, false), game_race(&e->final, DAILY_PERSON),
             game_race(&e->final, DAILY_BOT), par, outcome);
}

const char *end_daily_copy_label(const EndScene *e)
{
    const Lang *lang = e->lang;
    /* TRANSLATORS: Today's dice's button that copies the result line; then what it says. */
    return e->daily_copied ? _("Copied") : _("Copy");
}

bool end_daily_waiting(const EndScene *e) { return e->daily.on && !e->daily.par_known && !e->daily.par_missing; }

bool end_daily_copy(EndScene *e)
{
    char line[400];
    end_daily_line(e, line, sizeof line);
    e->daily_copied = SDL_SetClipboardText(line) == 0;
    if (!e->daily_copied) SDL_Log("the result line could not be copied: %s", SDL_GetError());
    return e->daily_copied;
}

bool end_daily_click(EndScene *e, int x, int y)
{
    if (!e->daily.on) return false;
    if (rect_contains(e->layout.calendar, x, y)) {
        e->outcome = END_CALENDAR;
        return true;
    }
    if (!rect_contains(e->layout.copy, x, y)) return false;
    end_daily_copy(e);
    return true;
}

void end_daily_draw(EndScene *e, SDL_Renderer *r)
{
    const Lang *lang = e->lang;
    const EndLayout *l = &e->layout;
    if (!e->daily.on || l->daily.h <= 0) return;
    int u = l->unit;
    art_fill_round(r, l->daily, u / 2, art_style(e->art)->paper);
    char words[600];
    end_daily_words(e, words, sizeof words);
    end_line_draw(e->art, FONT_BOLD, u, TYPE_BODY, art_style(e->art)->ink, end_daily_words_box(l), true, words);
    const char *label = end_daily_copy_label(e);
    /* TRANSLATORS: Today's dice's button that opens the calendar of the last 35 days. */
    const char *calendar = _("Calendar");
    /* Both at one size, no larger than the figures beside them. */
    int px = end_button_px(e->art, u, l->copy, label), cal_px = end_button_px(e->art, u, l->calendar, calendar);
    if (cal_px < px) px = cal_px;
    if (px > type_px(e->art, u, TYPE_BODY)) px = type_px(e->art, u, TYPE_BODY);
    ui_button_px(r, e->art, l->calendar, calendar, px, true, rect_contains(l->calendar, e->mouse_x, e->mouse_y));
    ui_button_px(r, e->art, l->copy, label, px, true, rect_contains(l->copy, e->mouse_x, e->mouse_y));
}
