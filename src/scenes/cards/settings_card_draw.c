/* settings_card_draw.c — drawing the settings card (see settings_card.h; its words are in
 * settings_card_words.c): each row's choices as chips, the chosen one gold and outlined,
 * and the chosen palette's six pens beside the palette row so the player sees what the
 * choice means. */
#include "settings_card.h"

#include <stdio.h>

#include "i18n.h"
#include "palette.h"
#include "geometry.h"
#include "widgets.h"

_Static_assert(SETTINGS_SWATCHES == PEN_COLOURS, "one swatch per pen");

static const SDL_Color CHIP = {236, 226, 204, 255};

/* Text centred in rect, drawn smaller when a translation is too long for it. */
static void centred_text(Art *art, FontFace face, SDL_Color c, SDL_Rect rect, const char *text)
{
    int px = rect.h * 2 / 5, tw, th;
    art_text_size(art, face, px, text, &tw, &th);
    while (tw > rect.w - 8 && px > 9) art_text_size(art, face, --px, text, &tw, &th);
    art_text(art, face, px, c, rect.x + rect.w / 2, rect.y + (rect.h - th) / 2, 1, text);
}

static void draw_chip(SettingsScene *s, SDL_Renderer *r, SDL_Rect rc, const char *label, bool chosen)
{
    bool hot = rect_contains(rc, s->mouse_x, s->mouse_y);
    art_fill_round(r, rc, rc.h / 4, chosen ? ACCENT : CHIP);
    if (chosen) art_frame(r, rc, 2, INK);
    else if (hot) art_frame(r, rc, 2, ACCENT);
    centred_text(s->art, chosen ? FONT_BOLD : FONT_REGULAR, INK, rc, label);
}

static void draw_row(SettingsScene *s, SDL_Renderer *r, SettingsRow row)
{
    const SettingsLayout *l = &s->layout;
    SDL_Rect label = l->label[row];
    int px = 2 * l->unit + l->unit / 2;
    art_text(s->art, FONT_BOLD, px, INK, label.x, label.y + (label.h - px) / 2, 0, settings_words_row(row));
    for (int c = 0; c < settings_row_choices(row); c++)
        draw_chip(s, r, l->choice[row][c], settings_words_choice(row, c), settings_choice_chosen(&s->chosen, row, c));
    if (row == ROW_PACE) {
        char value[48];
        settings_words_pace(s->chosen.bot_pace_ms, value, sizeof value);
        centred_text(s->art, FONT_BOLD, INK, l->pace_value, value);
    }
    if (row == ROW_PALETTE)
        for (int p = 0; p < SETTINGS_SWATCHES; p++)
            art_fill_round(r, l->swatch[p], l->swatch[p].h / 2, palette_pen(s->chosen.palette, p));
}

void settings_scene_draw(SettingsScene *s, SDL_Renderer *r)
{
    const SettingsLayout *l = &s->layout;
    ui_veil_card(r, l->w, l->h, l->card.w, l->card.h);
    art_text(s->art, FONT_BOLD, 4 * l->unit, INK, l->title.x, l->title.y, 0, _("Settings"));
    for (int row = 0; row < SETTINGS_ROWS; row++) draw_row(s, r, (SettingsRow)row);
    /* There is nothing to save or cancel: the line says so, or why a change was not kept. */
    SDL_Rect note = l->note;
    SDL_RenderSetClipRect(r, &note);
    int px = 3 * l->unit / 2 + 2;
    if (s->note[0]) ui_text_wrapped(s->art, FONT_BOLD, px, REFUSED, note, s->note);
    else ui_text_fit(s->art, FONT_REGULAR, px, 9, INK_SOFT, note.x, l->close.y + (l->close.h - px) / 2, 0, note.w,
                     settings_words_note());
    SDL_RenderSetClipRect(r, NULL);
    ui_button(r, s->art, l->close, _("Close"), true, rect_contains(l->close, s->mouse_x, s->mouse_y));
}
