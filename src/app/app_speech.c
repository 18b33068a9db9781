/* app_speech.c — what of the table is said aloud when speech is on (speech.h): each new
 * line of the log (what everyone did), a message over the sheet (a refusal), the prompt
 * when it changes, and the focused item when the keyboard moves the ring. Each is said
 * once, when it changes; the first three queue, the focus may be cut short by the next. */
#include "app.h"

#include <stdio.h>
#include <string.h>

/* The log lines after the one said last (or only the newest, when that one is gone: the
 * log was rebuilt or the game changed). */
static void say_log(App *a)
{
    const TableNow *n = &a->table.now;
    if (n->log_count == 0) return;
    int from = n->log_count - 1;
    for (int i = n->log_count - 1; i >= 0; i--)
        if (strcmp(n->log[i], a->spoken.log) == 0) {
            from = i + 1;
            break;
        }
    for (int i = from; i < n->log_count; i++) speech_say(&a->speech, n->log[i], false);
    snprintf(a->spoken.log, sizeof a->spoken.log, "%s", n->log[n->log_count - 1]);
}

static void say_changed(App *a, char *last, size_t cap, const char *now, bool interrupt)
{
    if (strcmp(last, now) == 0) return;
    snprintf(last, cap, "%s", now);
    if (now[0]) speech_say(&a->speech, now, interrupt);
}

void app_speak(App *a)
{
    if (!a->speech.on || a->scene != SCENE_TABLE || rules_scene_is_open(&a->rules) || a->card != CARD_NONE)
        return;
    char text[768];
    say_log(a);
    say_changed(a, a->spoken.message, sizeof a->spoken.message, a->table.now.message, false);
    table_prompt_text(&a->table, text, sizeof text);
    say_changed(a, a->spoken.prompt, sizeof a->spoken.prompt, text, false);
    table_focus_words(&a->table, text, sizeof text);
    say_changed(a, a->spoken.focus, sizeof a->spoken.focus, text, true);
}
