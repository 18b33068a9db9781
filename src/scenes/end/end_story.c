/* end_story.c — the game's story on the end screen (end.h): every seat's chance of winning
 * across the game (src/bots/story.h) worked out on a thread of its own from the moment the
 * screen opens, drawn in the chart's place when the switch at the chart's heading says so,
 * with the three largest swings said in words; a click on a swing or on the plot opens the
 * replay viewer at that step; each person's accuracy is added to their row. */
#include "end_internal.h"
#include "end_text.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "geometry.h"
#include "i18n.h"
#include "type_scale.h"
#include "widgets.h"

void end_words_story_progress(const Lang *lang, float done, char *buf, size_t cap)
{
    /* TRANSLATORS: the end screen while the chances of winning across the game are worked out. */
    snprintf(buf, cap, _("Working out the chances: %d %%"), (int)(100.0f * done));
}

const char *end_story_switch_label(const EndScene *e)
{
    const Lang *lang = e->lang;
    return e->chances_shown ? _("Race") : _("Chances of winning");
}

void end_story_start(EndScene *e, const Session *s)
{
    story_job_init(&e->story);
    e->story_told = false;
    /* Knowing who plays, as the table's hint does (a person: each level in turn). */
    BotTable table = {{0}};
    memcpy(table.bot, e->seats.bot, sizeof table.bot);
    story_job_start_at(&e->story, s, &table);
}

/* Each person's accuracy in their row, once the story is there. */
static void accuracy(EndScene *e)
{
    for (int i = 0; i < e->rows; i++) {
        int seat = e->row[i].seat;
        const Story *st = &e->story.story;
        bool said = e->story_told && e->seats.bot[seat] == 0 && st->decisions[seat] > 0;
        e->row[i].accuracy_said = said;
        e->row[i].accuracy = said ? (int)lroundf(100.0f * st->accuracy[seat]) : 0;
    }
}

/* The story's chart, the swings in words (in the language now loaded) from the job's copy
 * of the history. */
static void chart(EndScene *e)
{
    const Story *st = &e->story.story;
    Session history = story_job_history(&e->story);
    chance_chart_init(&e->chances, &history, (const float (*)[GAME_MAX_PLAYERS])st->chance, st->points);
    for (int k = 0; k < st->swings; k++)
        chance_chart_add_mark(e->lang, &e->chances, &history, e->sheets, &e->seats, st->swing[k].step, st->swing[k].seat,
                              st->swing[k].before, st->swing[k].after);
}

void end_story_rows(EndScene *e)
{
    if (e->story_told) chart(e);
    accuracy(e);
}

bool end_story_tick(EndScene *e)
{
    if (e->story_told || !story_job_poll(&e->story)) return false;
    e->story_told = true;
    end_story_rows(e);
    return true;
}

void end_story_layout(EndScene *e)
{
    EndLayout *l = &e->layout;
    l->chart_switch = (SDL_Rect){0, 0, 0, 0};
    if (l->chart.w <= 0) return;
    int u = l->unit, px = type_px(e->art, u, TYPE_FINE), w = 0, h = 0, widest = 0;
    bool shown = e->chances_shown;
    for (int k = 0; k < 2; k++) {
        e->chances_shown = k;
        art_text_size(e->art, FONT_BOLD, px, end_story_switch_label(e), &w, &h);
        widest = w > widest ? w : widest;
    }
    e->chances_shown = shown;
    int bw = widest + 3 * u, bh = px * 5 / 4 + u;
    if (bw > l->chart.w / 2) bw = l->chart.w / 2;
    l->chart_switch = (SDL_Rect){l->chart.x + l->chart.w - bw, l->chart.y + l->chart.h - bh, bw, bh};
}

SDL_Rect end_story_card(const EndScene *e)
{
    const EndLayout *l = &e->layout;
    int below = l->chart_switch.h > 0 ? l->chart_switch.h + l->unit / 2 : 0;
    return (SDL_Rect){l->chart.x, l->chart.y + l->chart_title.h, l->chart.w, l->chart.h - l->chart_title.h - below};
}

bool end_story_click(EndScene *e, int x, int y)
{
    const EndLayout *l = &e->layout;
    if (l->chart.w <= 0) return false;
    if (rect_contains(l->chart_switch, x, y)) {
        e->chances_shown = !e->chances_shown;
        return true;
    }
    if (!e->chances_shown || !e->story_told) return false;
    int step = chance_chart_hit(e->art, &e->chances, &e->seats, end_story_card(e), l->unit, x, y);
    if (step < 0) return false;
    e->replay_step = step;
    e->review_chosen = -1;
    e->outcome = END_REPLAY;
    return true;
}

int end_scene_replay_step(const EndScene *e)
{
    if (e->review_chosen >= 0 && e->review_chosen < e->review.shown) return e->review.top[e->review_chosen].step;
    return e->replay_step;
}

/* While the story is worked out: its words over a bar, in the card. */
static void draw_progress(EndScene *e, SDL_Renderer *r, SDL_Rect card)
{
    const Lang *lang = e->lang;
    const Style *style = art_style(e->art);
    int u = e->layout.unit, px = type_px(e->art, u, TYPE_BODY);
    art_fill_round(r, card, u, style->paper);
    char text[160];
    if (!story_job_running(&e->story))
        snprintf(text, sizeof text, "%s", _("The chances could not be worked out for this game."));
    else
        end_words_story_progress(lang, story_job_progress(&e->story), text, sizeof text);
    SDL_Rect line = {card.x + 2 * u, card.y + card.h / 2 - px * 2, card.w - 4 * u, px * 5 / 4};
    end_line_draw(e->art, FONT_REGULAR, u, TYPE_BODY, style->ink, line, false, text);
    SDL_Rect bar = {line.x, line.y + line.h + u, line.w, 2 * u};
    art_fill_round(r, bar, bar.h / 2, (SDL_Color){226, 212, 186, 255});
    SDL_Rect fill = {bar.x, bar.y, (int)((float)bar.w * story_job_progress(&e->story)), bar.h};
    if (fill.w > bar.h) art_fill_round(r, fill, bar.h / 2, style->good_green);
}

void end_story_draw(EndScene *e, SDL_Renderer *r)
{
    const EndLayout *l = &e->layout;
    if (l->chart_switch.w > 0)
        ui_button_px(r, e->art, l->chart_switch, end_story_switch_label(e),
                     end_button_px(e->art, l->unit, l->chart_switch, end_story_switch_label(e)), true,
                     rect_contains(l->chart_switch, e->mouse_x, e->mouse_y));
    if (!e->chances_shown) return;
    SDL_Rect card = end_story_card(e);
    if (e->story_told) chance_chart_draw(e->lang, r, e->art, &e->chances, &e->seats, card, l->unit, -1);
    else draw_progress(e, r, card);
}
