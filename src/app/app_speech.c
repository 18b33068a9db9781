/* app_speech.c — what is said aloud when speech is on (speech.h). Every screen: its title
 * when it opens (the set-up screen's line, the end's winner, the viewer's game, a card's
 * title, the rules' tab), and the item the keyboard's ring moves to ("Start the game",
 * "Sound: On (chosen)"). The replay viewer also says the step it shows and what happens
 * next, the lesson its coach's card. At the table: each new line of the log (what everyone
 * did), a message over the sheet (a refusal), the prompt when it changes, and the focused
 * item. The rules (F1) read what is on screen as it comes into view. Each is said once,
 * when it changes; titles, steps, log lines, messages and prompts queue, the focus may be
 * cut short by the next. What to say comes from the scene on top (scene.h: words). */
#include "app.h"

#include <stdio.h>
#include <string.h>

#include "screen_focus.h"

static void say_changed(App *a, char *last, size_t cap, const char *now, bool interrupt)
{
    if (strcmp(last, now) == 0) return;
    snprintf(last, cap, "%s", now);
    if (now[0]) speech_say(&a->audio.speech, now, interrupt);
}

/* The lines a scene gives, kept to be said after the title and the card: they point into
 * the scene, which does not change until its next call. */
enum { LINES_MAX = 96 };
typedef struct {
    const char *line[LINES_MAX];
    int n;
} Lines;

static void keep_line(void *ctx, const char *line)
{
    Lines *l = ctx;
    if (l->n < LINES_MAX) l->line[l->n++] = line;
}

void app_speak(App *a)
{
    if (!a->audio.speech.on) return;
    Scene *top = app_top(a);
    if (!top->ops || !top->ops->words) return;
    static SceneWords w;   /* large; the program has one App */
    memset(&w, 0, sizeof w);
    Lines lines = {.n = 0};
    top->ops->words(top->self, &w, keep_line, &lines);
    SceneWords *s = &a->audio.spoken;
    say_changed(a, s->title, sizeof s->title, w.title, false);
    if (w.has_card) say_changed(a, s->card, sizeof s->card, w.card, false);
    for (int i = 0; i < lines.n; i++) speech_say(&a->audio.speech, lines.line[i], false);
    if (w.has_play) {
        say_changed(a, s->message, sizeof s->message, w.message, false);
        say_changed(a, s->prompt, sizeof s->prompt, w.prompt, false);
    }
    /* The ring of the screen's list; a scene with its own focus says its own. */
    if (!w.focus[0] && top->ops->focus) screen_focus_words(a, w.focus, sizeof w.focus);
    say_changed(a, s->focus, sizeof s->focus, w.focus, true);
}
