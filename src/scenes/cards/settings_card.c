/* settings_card.c — the settings card's layout, hit-testing and input (see
 * settings_card.h); drawing is in settings_card_draw.c. */
#include "settings_card.h"

#include "geometry.h"
#include "printable.h"
#include "widgets.h"

static const int CHOICES[SETTINGS_ROWS] = {
    [ROW_ANIMATION] = ANIMATION_SPEEDS, [ROW_PACE] = 2, [ROW_SOUND] = 2, [ROW_LANGUAGE] = LANGUAGES,
    [ROW_PALETTE] = PALETTES, [ROW_END_TURN] = 2, [ROW_SPEECH] = 2};

int settings_row_choices(SettingsRow row)
{
    return row < SETTINGS_ROWS ? CHOICES[row] : 0;
}

void settings_layout(SettingsLayout *l, int w, int h)
{
    int u = layout_unit(&w, &h);
    SDL_zerop(l);
    l->w = w;
    l->h = h;
    l->unit = u;
    l->card = layout_rect((w - 104 * u) / 2, (h - 98 * u) / 2, 104 * u, 98 * u);
    int x = l->card.x, y = l->card.y;
    l->title = layout_rect(x + 4 * u, y + 3 * u, 96 * u, 6 * u);
    int choices_x = x + 34 * u;
    for (int row = 0; row < SETTINGS_ROWS; row++) {
        int top = y + 12 * u + row * 10 * u;
        l->label[row] = layout_rect(x + 4 * u, top, 29 * u, 7 * u);
        /* The pens' and the turn's two choices are wider: "Colour-blind", "Pass at once" and
         * their translations are long. */
        int cw = row == ROW_PALETTE || row == ROW_END_TURN ? 18 * u : 15 * u;
        for (int c = 0; c < CHOICES[row] && row != ROW_PACE; c++)
            l->choice[row][c] = layout_rect(choices_x + c * (cw + u), top, cw, 7 * u);
        if (row == ROW_PACE) {
            l->choice[row][0] = layout_rect(choices_x, top, 7 * u, 7 * u);
            l->pace_value = layout_rect(choices_x + 8 * u, top, 15 * u, 7 * u);
            l->choice[row][1] = layout_rect(choices_x + 24 * u, top, 7 * u, 7 * u);
        }
        if (row == ROW_PALETTE)
            for (int p = 0; p < SETTINGS_SWATCHES; p++)
                l->swatch[p] = layout_rect(choices_x + 39 * u + p * 4 * u, top + 2 * u, 3 * u, 3 * u);
    }
    l->close = layout_rect(x + l->card.w - 24 * u, y + l->card.h - 11 * u, 20 * u, 7 * u);
    /* Under the last row down to Close's foot: a save that failed may need a few lines. */
    int note_top = y + 12 * u + SETTINGS_ROWS * 10 * u;
    l->note = layout_rect(x + 4 * u, note_top, l->close.x - 2 * u - (x + 4 * u), l->close.y + l->close.h - note_top);
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
    default: return false;
    }
}

static void choose(Settings *s, SettingsRow row, int choice)
{
    switch (row) {
    case ROW_ANIMATION: s->animation = (AnimationSpeed)choice; break;
    case ROW_SOUND: s->sound = choice == 0; break;
    case ROW_LANGUAGE: s->language = (Language)choice; break;
    case ROW_PALETTE: s->palette = (PaletteKind)choice; break;
    case ROW_END_TURN: s->confirm_turn = choice == 0; break;
    case ROW_SPEECH: s->speech = choice == 0; break;
    default: {
        int pace = s->bot_pace_ms + (choice == 0 ? -SETTINGS_PACE_STEP_MS : SETTINGS_PACE_STEP_MS);
        if (pace < SETTINGS_PACE_MIN_MS) pace = SETTINGS_PACE_MIN_MS;
        if (pace > SETTINGS_PACE_MAX_MS) pace = SETTINGS_PACE_MAX_MS;
        s->bot_pace_ms = pace;
    }
    }
}

void settings_scene_open(SettingsScene *s, Art *art, const Settings *current, int w, int h)
{
    SDL_zerop(s);
    s->art = art;
    s->chosen = *current;
    s->mouse_x = s->mouse_y = -1;
    settings_layout(&s->layout, w, h);
}

void settings_scene_resize(SettingsScene *s, int w, int h)
{
    settings_layout(&s->layout, w, h);
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
        return settings_equal(&before, &s->chosen) ? SETTINGS_NONE : SETTINGS_CHANGED;
    }
    if (e->type == SDL_KEYDOWN) {
        SDL_Keycode k = e->key.keysym.sym;
        if (k == SDLK_ESCAPE || k == SDLK_RETURN || k == SDLK_KP_ENTER) return SETTINGS_CLOSED;
    }
    return SETTINGS_NONE;
}
