/* settings_card.c — the settings card's layout, hit-testing and input (see
 * settings_card.h); drawing is in settings_card_draw.c. */
#include "cards_internal.h"

#include <stdlib.h>

#include "geometry.h"
#include "palette.h"
#include "printable.h"
#include "type_scale.h"
#include "widgets.h"

#define SCALE_CHOICES ((SETTINGS_SCALE_MAX - SETTINGS_SCALE_MIN) / SETTINGS_SCALE_STEP + 1)
_Static_assert(SCALE_CHOICES <= SETTINGS_CHOICES_MAX, "every scale step has its chip");
_Static_assert((int)PALETTES == (int)SETTINGS_PALETTES, "the settings keep every palette the pens have");

static const int CHOICES[SETTINGS_ROWS] = {
    [ROW_ANIMATION] = ANIMATION_SPEEDS, [ROW_PACE] = 2, [ROW_SOUND] = 2, [ROW_LANGUAGE] = LANGUAGES,
    [ROW_PALETTE] = PALETTES, [ROW_END_TURN] = 2, [ROW_SPEECH] = 2, [ROW_SCALE] = SCALE_CHOICES,
    [ROW_TEXT_SIZE] = TEXT_SIZES, [ROW_CONTRAST] = 2};

int settings_row_choices(SettingsRow row)
{
    return row < SETTINGS_ROWS ? CHOICES[row] : 0;
}

/* One row at top: its label, then its choices on the grid's columns (the pace row: −, the
 * value across one column, +; the pens: two chips, then the swatches in what is left). */
static void layout_row(SettingsLayout *l, int row, int top, int row_h, int label_x, int grid_x, int col_w)
{
    int u = l->unit, gap = u;
    l->label[row] = layout_rect(label_x, top, grid_x - gap - label_x, row_h);
    if (row == ROW_PACE) {
        l->choice[row][0] = layout_rect(grid_x, top, col_w, row_h);
        l->pace_value = layout_rect(grid_x + col_w + gap, top, col_w, row_h);
        l->choice[row][1] = layout_rect(grid_x + 2 * (col_w + gap), top, col_w, row_h);
        return;
    }
    /* A row's chips share the grid, at most two columns wide each; the pens' chips take a
     * column and a half ("Colour-blind" has no blank to break at) and their swatches follow
     * in what is left. */
    int grid_w = SETTINGS_CHOICES_MAX * (col_w + gap) - gap, n = CHOICES[row];
    int w = (grid_w - (n - 1) * gap) / n;
    if (w > 2 * col_w + gap) w = 2 * col_w + gap;
    if (row == ROW_PALETTE) w = col_w * 3 / 2 + gap / 2;
    for (int c = 0; c < n; c++) l->choice[row][c] = layout_rect(grid_x + c * (w + gap), top, w, row_h);
    if (row == ROW_PALETTE) {
        int x = grid_x + PALETTES * (w + gap) + gap, room = l->card.x + l->card.w - 4 * u - x;
        int d = room / SETTINGS_SWATCHES - u / 2;
        if (d > row_h * 2 / 3) d = row_h * 2 / 3;
        for (int p = 0; p < SETTINGS_SWATCHES; p++)
            l->swatch[p] = layout_rect(x + p * (d + u / 2), top + (row_h - d) / 2, d, d);
    }
}

void settings_layout(SettingsLayout *l, int w, int h, int zoom)
{
    int u = layout_unit(&w, &h);
    SDL_zerop(l);
    l->w = w;
    l->h = h;
    l->unit = u;
    l->zoom = zoom;
    /* The card widens with the scale, up to all but a margin of the window's 160 units. */
    int grown = type_zoom_capped(l->zoom, u), card_u = 104 + (grown - 100) * 52 / 100;
    if (card_u > 156) card_u = 156;
    l->card = layout_rect((w - card_u * u) / 2, (h - 98 * u) / 2, card_u * u, 98 * u);
    int x = l->card.x, y = l->card.y;
    l->title_px = type_px_zoomed(l->zoom, u, TYPE_TITLE);
    l->label_px = type_px_zoomed(l->zoom, u, TYPE_BODY);
    l->choice_px = type_px_zoomed(l->zoom, u, TYPE_BODY);
    int title_h = l->title_px * 3 / 2 > 6 * u ? l->title_px * 3 / 2 : 6 * u;
    l->title = layout_rect(x + 4 * u, y + 3 * u, l->card.w - 8 * u, title_h);
    int label_x = x + 4 * u, grid_x = label_x + (l->card.w - 8 * u) * 27 / 100;
    int col_w = (x + l->card.w - 4 * u - grid_x - (SETTINGS_CHOICES_MAX - 1) * u) / SETTINGS_CHOICES_MAX;
    /* The rows share what the title and the Close row leave, each with a gap under it. */
    int close_w = type_grow_zoomed(l->zoom, u, 20 * u) < 36 * u ? type_grow_zoomed(l->zoom, u, 20 * u) : 36 * u, close_h = type_grow_zoomed(l->zoom, u, 6 * u) + u;
    l->close = layout_rect(x + l->card.w - 4 * u - close_w, y + l->card.h - 3 * u - close_h, close_w, close_h);
    int rows_top = l->title.y + l->title.h + 2 * u, rows_h = l->close.y - 2 * u - rows_top;
    int pitch = rows_h / SETTINGS_ROWS, row_h = pitch - pitch / 8;
    for (int row = 0; row < SETTINGS_ROWS; row++) layout_row(l, row, rows_top + row * pitch, row_h, label_x, grid_x, col_w);
    /* Under the last row down to Close's foot: a save that failed may need a few lines. */
    int note_top = rows_top + SETTINGS_ROWS * pitch;
    l->note = layout_rect(label_x, note_top, l->close.x - 2 * u - label_x, l->close.y + l->close.h - note_top);
}

SettingsHit settings_hit(const SettingsLayout *l, int x, int y)
{
    SettingsHit hit = {SETTINGS_HIT_NONE, ROW_ANIMATION, 0};
    if (rect_contains(l->close, x, y)) hit.kind = SETTINGS_HIT_CLOSE;
    for (int row = 0; row < SETTINGS_ROWS; row++)
        for (int c = 0; c < CHOICES[row]; c++)
            if (rect_contains(l->choice[row][c], x, y)) {
                hit.kind = SETTINGS_HIT_CHOICE;
                hit.row = (SettingsRow)row;
                hit.choice = c;
            }
    return hit;
}

bool settings_choice_chosen(const Settings *s, SettingsRow row, int choice)
{
    switch (row) {
    case ROW_ANIMATION: return (int)s->animation == choice;
    case ROW_SOUND: return s->sound == (choice == 0);
    case ROW_LANGUAGE: return (int)s->language == choice;
    case ROW_PALETTE: return (int)s->palette == choice;
    case ROW_END_TURN: return s->confirm_turn == (choice == 0);
    case ROW_SPEECH: return s->speech == (choice == 0);
    case ROW_SCALE: return s->scale == SETTINGS_SCALE_MIN + choice * SETTINGS_SCALE_STEP;
    case ROW_TEXT_SIZE: return (int)s->text_size == choice;
    case ROW_CONTRAST: return s->high_contrast == (choice == 1);
    default: return false;
    }
}

static void choose(Settings *s, SettingsRow row, int choice)
{
    switch (row) {
    case ROW_ANIMATION: s->animation = (AnimationSpeed)choice; break;
    case ROW_SOUND: s->sound = choice == 0; break;
    case ROW_LANGUAGE: s->language = (Language)choice; break;
    case ROW_PALETTE: s->palette = choice; break;
    case ROW_END_TURN: s->confirm_turn = choice == 0; break;
    case ROW_SPEECH: s->speech = choice == 0; break;
    case ROW_SCALE: s->scale = SETTINGS_SCALE_MIN + choice * SETTINGS_SCALE_STEP; break;
    case ROW_TEXT_SIZE: s->text_size = (TextSize)choice; break;
    case ROW_CONTRAST: s->high_contrast = choice == 1; break;
    default: {
        int pace = s->bot_pace_ms + (choice == 0 ? -SETTINGS_PACE_STEP_MS : SETTINGS_PACE_STEP_MS);
        if (pace < SETTINGS_PACE_MIN_MS) pace = SETTINGS_PACE_MIN_MS;
        if (pace > SETTINGS_PACE_MAX_MS) pace = SETTINGS_PACE_MAX_MS;
        s->bot_pace_ms = pace;
    }
    }
}

SettingsScene *settings_scene_new(void) { return calloc(1, sizeof(SettingsScene)); }

void settings_scene_free(SettingsScene *s) { free(s); }

void settings_scene_open(SettingsScene *s, Art *art, const Lang *lang, const Settings *current, int w, int h)
{
    SDL_zerop(s);
    s->art = art;
    s->lang = lang;
    s->chosen = *current;
    s->mouse_x = s->mouse_y = -1;
    settings_layout(&s->layout, w, h, art_style(s->art)->zoom);
}

void settings_scene_resize(SettingsScene *s, int w, int h)
{
    settings_layout(&s->layout, w, h, art_style(s->art)->zoom);
}

void settings_scene_note(SettingsScene *s, const char *text)
{
    printable_text(text ? text : "", s->note, sizeof s->note);   /* a path may hold any bytes */
}

SettingsAnswer settings_scene_event(SettingsScene *s, const SDL_Event *e)
{
    if (ui_pointer(e, &s->mouse_x, &s->mouse_y)) {
        SettingsHit hit = settings_hit(&s->layout, s->mouse_x, s->mouse_y);
        if (hit.kind == SETTINGS_HIT_CLOSE) return SETTINGS_CLOSED;
        if (hit.kind != SETTINGS_HIT_CHOICE) return SETTINGS_NONE;
        Settings before = s->chosen;
        choose(&s->chosen, hit.row, hit.choice);
        return settings_file_equal(&before, &s->chosen) ? SETTINGS_NONE : SETTINGS_CHANGED;
    }
    if (e->type == SDL_KEYDOWN) {
        SDL_Keycode k = e->key.keysym.sym;
        if (k == SDLK_ESCAPE || k == SDLK_RETURN || k == SDLK_KP_ENTER) return SETTINGS_CLOSED;
    }
    return SETTINGS_NONE;
}
