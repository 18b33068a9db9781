/* settings_card_ops.c — the Settings card behind the scene interface (scene.h), over
 * whatever scene is on screen: a change is asked of the program at once, Close closes it;
 * its keyboard ring walks every choice of every row, said with its row and whether it is
 * the one in force ("Sound: On (chosen)"). */
#include "cards_internal.h"

#include <stdio.h>

#include "i18n.h"

static void focus(const void *self, FocusList *list)
{
    const SettingsScene *s = self;
    const Lang *lang = s->lang;
    for (int row = 0; row < SETTINGS_ROWS; row++)
        for (int c = 0; c < settings_row_choices((SettingsRow)row); c++) {
            char label[200], words[300];
            focus_chosen_words(lang, settings_words_choice(lang, (SettingsRow)row, c),
                               settings_choice_chosen(&s->chosen, (SettingsRow)row, c), label, sizeof label);
            snprintf(words, sizeof words, "%s: %s", settings_words_row(lang, (SettingsRow)row), label);
            focus_list_add(list, s->layout.choice[row][c], words);
        }
    focus_list_add(list, s->layout.close, _("Close"));
}

static SceneRequest event(void *self, const SDL_Event *e, uint32_t now)
{
    (void)now;
    SettingsScene *s = self;
    SettingsAnswer answer = settings_scene_event(s, e);
    SceneRequest r = scene_request(SCENE_ASK_NONE);
    if (answer == SETTINGS_CLOSED) r.ask = SCENE_ASK_CLOSE;
    if (answer == SETTINGS_CHANGED) {
        r.ask = SCENE_ASK_CHANGE;
        r.settings = &s->chosen;
    }
    return r;
}

static void draw(void *self, SDL_Renderer *r, uint32_t now)
{
    (void)now;
    settings_scene_draw(self, r);
}

static void resize(void *self, int w, int h) { settings_scene_resize(self, w, h); }

static void words(void *self, SceneWords *w, SceneSay say, void *ctx)
{
    (void)say, (void)ctx;
    const Lang *lang = ((const SettingsScene *)self)->lang;
    snprintf(w->title, sizeof w->title, "%s", _("Settings"));
}

const SceneOps settings_card_ops = {
    .name = "settings",
    .event = event,
    .draw = draw,
    .resize = resize,
    .focus = focus,
    .words = words,
};
