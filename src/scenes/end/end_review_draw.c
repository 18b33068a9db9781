/* end_review_draw.c — the review's card over the end scene (see end.h): while it runs, the
 * progress bar with the count and Cancel; then the costliest decisions, each a row the
 * player clicks to see it in the replay viewer with "Try it" at its right to play it again
 * as practice, and Close. Every word on the type scale
 * (end_text.c), stepping down and wrapping where the zoom makes it long. */
#include "end_internal.h"
#include "end_words.h"
#include "end_text.h"
#include "end_review.h"

#include <stdio.h>

#include "i18n.h"
#include "geometry.h"
#include "widgets.h"

static const SDL_Color BETTER = {30, 110, 50, 255};

static bool hot(const EndScene *e, SDL_Rect rc)
{
    return rect_contains(rc, e->mouse_x, e->mouse_y);
}

static void draw_button(EndScene *e, SDL_Renderer *r, SDL_Rect rc, const char *label)
{
    ui_button_px(r, e->art, rc, label, end_button_px(e->art, e->layout.unit, rc, label), true, hot(e, rc));
}

static void draw_progress(EndScene *e, SDL_Renderer *r)
{
    const Lang *lang = e->lang;
    const EndLayout *l = &e->layout;
    SDL_Rect bar = l->progress;
    art_fill_round(r, bar, bar.h / 2, (SDL_Color){226, 212, 186, 255});
    float done = end_review_progress(&e->review);
    SDL_Rect fill = {bar.x, bar.y, (int)((float)bar.w * done), bar.h};
    if (fill.w > bar.h) art_fill_round(r, fill, bar.h / 2, art_style(e->art)->good_green);
    char text[160];
    end_words_review_progress(lang, end_review_reviewed(&e->review), e->review.decisions, text, sizeof text);
    end_line_draw(e->art, FONT_REGULAR, l->unit, TYPE_LABEL, art_style(e->art)->ink, l->progress_text, false, text);
    draw_button(e, r, l->cancel, _("Cancel"));
}

/* A decision's row: its two lines inside the row's margin, left of its "Try it". */
static SDL_Rect decision_box(const Art *art, SDL_Rect rc, int unit)
{
    SDL_Rect button = end_try_rect(rc, unit, art_style(art)->zoom);
    return (SDL_Rect){rc.x + unit, rc.y + unit / 2, button.x - unit - (rc.x + unit), rc.h - unit};
}

static void decision_paras(const Style *style, const char *line1, const char *line2, EndPara para[2])
{
    para[0] = (EndPara){line1, FONT_BOLD, style->ink, true};
    para[1] = (EndPara){line2, FONT_REGULAR, BETTER, true};
}

int end_decision_px(Art *art, int unit, SDL_Rect rc, const char *line1, const char *line2, int *height)
{
    EndPara para[2];
    decision_paras(art_style(art), line1, line2, para);
    return end_text_px(art, unit, TYPE_BODY, decision_box(art, rc, unit), para, 2, height);
}

int end_try_px(Art *art, const Lang *lang, int unit, SDL_Rect rc)
{
    SDL_Rect inner = {rc.x + unit / 2, rc.y, rc.w - unit, rc.h};
    return end_line_px(art, FONT_BOLD, unit, TYPE_BODY, inner, _("Try it"));
}

static void draw_decisions(EndScene *e, SDL_Renderer *r)
{
    const Lang *lang = e->lang;
    const EndLayout *l = &e->layout;
    int u = l->unit;
    for (int i = 0; i < e->review.shown; i++) {
        const EndReviewItem *it = &e->review.top[i];
        const Game *before = end_review_before(&e->review, it->step);
        if (!before) continue;
        SDL_Rect rc = l->decision[i];
        art_fill_round(r, rc, u, hot(e, rc) ? (SDL_Color){252, 226, 150, 255} : (SDL_Color){236, 226, 204, 255});
        char line1[400], line2[400];
        end_words_review_item(lang, it, before, e->sheets, &e->seats, line1, line2, sizeof line1);
        EndPara para[2];
        decision_paras(art_style(e->art), line1, line2, para);
        end_text_draw(r, e->art, u, TYPE_BODY, decision_box(e->art, rc, u), para, 2, true);
        /* As large as the row's words, not the card's buttons: the row's words need the room. */
        int px = end_try_px(e->art, lang, u, l->try_it[i]);
        ui_button_px(r, e->art, l->try_it[i], _("Try it"), px ? px : type_px(e->art, u, TYPE_FINE), true,
                     hot(e, l->try_it[i]));
    }
    draw_button(e, r, l->close, _("Close"));
}

void end_review_draw(EndScene *e, SDL_Renderer *r)
{
    const Lang *lang = e->lang;
    const EndLayout *l = &e->layout;
    int u = l->unit;
    SDL_Rect card = l->review_card;
    ui_veil_card(r, e->art, l->w, l->h, card.w, card.h);
    const EndReview *v = &e->review;
    end_line_draw(e->art, FONT_BOLD, u, TYPE_TITLE, art_style(e->art)->ink, l->review_title, false,
                  end_words_review_title(lang, v->state, v->shown));
    if (v->state == REVIEW_RUNNING) {
        draw_progress(e, r);
        return;
    }
    if (v->shown > 0) {
        EndPara hint = {_("Click one to see the game at that moment, the better move drawn on the sheet."),
                        FONT_REGULAR, art_style(e->art)->ink_soft, false};
        end_text_draw(r, e->art, u, TYPE_BODY, l->review_hint, &hint, 1, false);
    }
    draw_decisions(e, r);
}
