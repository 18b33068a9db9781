/* settings_card_draw.c — drawing the settings card (see settings_card.h; its words are in
 * settings_card_words.c): each row's choices as chips, the chosen one gold and outlined,
 * and the chosen palette's six pens beside the palette row so the player sees what the
 * choice means. */
#include "cards_internal.h"

#include <stdio.h>

#include "i18n.h"
#include "palette.h"
#include "geometry.h"
#include "text_fit.h"
#include "type_scale.h"
#include "widgets.h"

_Static_assert(SETTINGS_SWATCHES == PEN_COLOURS, "one swatch per pen");

static const SDL_Color CHIP = {236, 226, 204, 255};

/* Text centred in rect at the largest size from px down the type scale that fits, on two
 * lines when none does (settings_text_lines says how it is set). */
static void centred_text(Art *art, FontFace face, SDL_Color c, SDL_Rect rect, int unit, int px, const char *text)
{
    char one[128], two[128];
    int size = settings_text_px(art, face, unit, px, rect, text, one, two, sizeof one), tw, th;
    art_text_size(art, face, size, one, &tw, &th);
    if (!two[0]) {
        art_text(art, face, size, c, rect.x + rect.w / 2, rect.y + (rect.h - th) / 2, 1, one);
        return;
    }
    art_text(art, face, size, c, rect.x + rect.w / 2, rect.y + rect.h / 2 - th, 1, one);
    art_text(art, face, size, c, rect.x + rect.w / 2, rect.y + rect.h / 2, 1, two);
}

static void draw_chip(SettingsScene *s, SDL_Renderer *r, SDL_Rect rc, const char *label, bool chosen)
{
    const Style *style = art_style(s->art);
    bool hot = rect_contains(rc, s->mouse_x, s->mouse_y);
    bool strong = style->high_contrast;
    SDL_Color chip = strong ? (SDL_Color){255, 255, 255, 255} : CHIP;
    art_fill_round(r, rc, rc.h / 4, chosen ? style->accent : chip);
    if (chosen) art_frame(r, rc, strong ? 3 : 2, style->ink);
    else if (hot) art_frame(r, rc, strong ? 4 : 2, style->accent);
    else if (strong) art_frame(r, rc, 1, style->ink);
    centred_text(s->art, chosen ? FONT_BOLD : FONT_REGULAR, style->ink, rc, s->layout.unit, s->layout.choice_px, label);
}

static void draw_row(SettingsScene *s, SDL_Renderer *r, SettingsRow row)
{
    const Style *style = art_style(s->art);
    const SettingsLayout *l = &s->layout;
    SDL_Rect label = l->label[row];
    char one[128], two[128];
    int px = settings_text_px(s->art, FONT_BOLD, l->unit, l->label_px, label, settings_words_row(s->lang, row), one, two,
                              sizeof one), tw, th;
    art_text_size(s->art, FONT_BOLD, px, one, &tw, &th);
    if (two[0]) {
        art_text(s->art, FONT_BOLD, px, style->ink, label.x, label.y + label.h / 2 - th, 0, one);
        art_text(s->art, FONT_BOLD, px, style->ink, label.x, label.y + label.h / 2, 0, two);
    } else {
        art_text(s->art, FONT_BOLD, px, style->ink, label.x, label.y + (label.h - th) / 2, 0, one);
    }
    for (int c = 0; c < settings_row_choices(row); c++)
        draw_chip(s, r, l->choice[row][c], settings_words_choice(s->lang, row, c), settings_choice_chosen(&s->chosen, row, c));
    if (row == ROW_PACE) {
        char value[48];
        settings_words_pace(s->lang, s->chosen.bot_pace_ms, value, sizeof value);
        centred_text(s->art, FONT_BOLD, style->ink, l->pace_value, l->unit, l->choice_px, value);
    }
    if (row == ROW_PALETTE)
        for (int p = 0; p < SETTINGS_SWATCHES; p++)
            art_fill_round(r, l->swatch[p], l->swatch[p].h / 2, palette_pen((PaletteKind)s->chosen.palette, p));
}

int settings_note_px(const SettingsScene *s)
{
    return text_fit_wrapped(s->art, FONT_BOLD, s->layout.unit, TYPE_FINE, s->layout.note, s->note);
}

void settings_scene_draw(SettingsScene *s, SDL_Renderer *r)
{
    const Style *style = art_style(s->art);
    const Lang *lang = s->lang;
    const SettingsLayout *l = &s->layout;
    ui_veil_card(r, s->art, l->w, l->h, l->card.w, l->card.h);
    art_text(s->art, FONT_BOLD, l->title_px, style->ink, l->title.x, l->title.y, 0, _("Settings"));
    for (int row = 0; row < SETTINGS_ROWS; row++) draw_row(s, r, (SettingsRow)row);
    /* There is nothing to save or cancel: the line says so, or why a change was not kept. */
    SDL_Rect note = l->note;
    SDL_RenderSetClipRect(r, &note);
    if (s->note[0]) ui_text_wrapped(s->art, FONT_BOLD, settings_note_px(s), style->refused, note, s->note);
    else ui_text_wrapped(s->art, FONT_REGULAR, type_px(s->art, l->unit, TYPE_FINE), style->ink_soft, note, settings_words_note(lang));
    SDL_RenderSetClipRect(r, NULL);
    ui_button_px(r, s->art, l->close, _("Close"), type_px(s->art, l->unit, TYPE_BODY), true,
                 rect_contains(l->close, s->mouse_x, s->mouse_y));
}

int settings_text_px(Art *art, FontFace face, int unit, int px, SDL_Rect box, const char *text, char *first,
                     char *second, size_t cap)
{
    /* From px down the type scale at the zoom in force, then on down the scale at 100 %
     * (the largest text in the smallest window may need it), on one line; then the finest
     * on two lines. */
    int least = type_px_plain(unit, TYPE_FINE);
    for (int pass = 0; pass < 2; pass++)
        for (int t = TYPE_DISPLAY; t >= (int)TYPE_FINE; t--) {
            int size = pass == 0 ? type_px(art, unit, (TypeSize)t) : type_px_plain(unit, (TypeSize)t);
            if (size > px || size * 5 / 4 > box.h) continue;
            if (ui_label_split(art, face, size, text, box.w - unit, first, second, cap) == 1) return size;
        }
    const int two_lines[2] = {type_px(art, unit, TYPE_FINE), least};
    for (int k = 0; k < 2; k++)
        if (2 * two_lines[k] <= box.h &&
            ui_label_split(art, face, two_lines[k], text, box.w - unit, first, second, cap) == 2)
            return two_lines[k];
    if (ui_label_split(art, face, least, text, box.w - unit, first, second, cap) != 1) second[0] = '\0';
    return least;
}
