/* end_review_draw.c — the review's card over the end scene (see end.h): while it runs, the
 * progress bar with the count and Cancel; then the costliest decisions, each a row the
 * player clicks to see it in the replay viewer, and Close. */
#include "end.h"

#include <stdio.h>

#include "i18n.h"
#include "geometry.h"
#include "widgets.h"

static bool hot(const EndScene *e, SDL_Rect rc)
{
    return rect_contains(rc, e->mouse_x, e->mouse_y);
}

static void draw_progress(EndScene *e, SDL_Renderer *r)
{
    const EndLayout *l = &e->layout;
    int u = l->unit;
    SDL_Rect bar = l->progress;
    art_fill_round(r, bar, bar.h / 2, (SDL_Color){226, 212, 186, 255});
    float done = end_review_progress(&e->review);
    SDL_Rect fill = {bar.x, bar.y, (int)((float)bar.w * done), bar.h};
    if (fill.w > bar.h) art_fill_round(r, fill, bar.h / 2, GOOD_GREEN);
    char text[160];
    end_words_review_progress(SDL_AtomicGet(&e->review.reviewed), e->review.decisions, text, sizeof text);
    art_text(e->art, FONT_REGULAR, 2 * u + u / 2, INK, bar.x, bar.y - 5 * u, 0, text);
    ui_button(r, e->art, l->cancel, _("Cancel"), true, hot(e, l->cancel));
}

static void draw_decisions(EndScene *e, SDL_Renderer *r)
{
    const EndLayout *l = &e->layout;
    int u = l->unit, px = 2 * u;
    for (int i = 0; i < e->review.shown; i++) {
        const EndReviewItem *it = &e->review.top[i];
        const Game *before = end_review_before(&e->review, it->step);
        if (!before) continue;
        SDL_Rect rc = l->decision[i];
        art_fill_round(r, rc, u, hot(e, rc) ? (SDL_Color){252, 226, 150, 255} : (SDL_Color){236, 226, 204, 255});
        char line1[400], line2[400];
        end_words_review_item(it, before, e->sheets, &e->seats, line1, line2, sizeof line1);
        ui_text_fit(e->art, FONT_BOLD, px, 9, INK, rc.x + u, rc.y + u, 0, rc.w - 2 * u, line1);
        ui_text_fit(e->art, FONT_REGULAR, px, 9, (SDL_Color){30, 110, 50, 255}, rc.x + u, rc.y + u + px * 3 / 2, 0,
                    rc.w - 2 * u, line2);
    }
    ui_button(r, e->art, l->close, _("Close"), true, hot(e, l->close));
}

void end_review_draw(EndScene *e, SDL_Renderer *r)
{
    const EndLayout *l = &e->layout;
    int u = l->unit;
    ui_veil_card(r, l->w, l->h, l->review_card.w, l->review_card.h);
    const EndReview *v = &e->review;
    ui_text_fit(e->art, FONT_BOLD, 4 * u, 10, INK, l->review_title.x, l->review_title.y, 0, l->review_title.w,
                end_words_review_title(v->state, v->shown));
    if (v->state == REVIEW_RUNNING) {
        draw_progress(e, r);
        return;
    }
    if (v->shown > 0)
        ui_text_fit(e->art, FONT_REGULAR, 2 * u, 9, INK_SOFT, l->review_title.x, l->review_title.y + 5 * u + u / 2, 0,
                    l->review_title.w, _("Click one to see the game at that moment, the better move drawn on the sheet."));
    draw_decisions(e, r);
}
