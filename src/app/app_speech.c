/* app_speech.c — what is said aloud when speech is on (speech.h). Every screen: its title
 * when it opens (the set-up screen's line, the end's winner, the viewer's game, a card's
 * title, the rules' tab), and the item the keyboard's ring moves to (screen_focus_words:
 * "Start the game", "Sound: On (chosen)"). The replay viewer also says the step it shows
 * and what happens next, the lesson its coach's card. At the table: each new line of the
 * log (what everyone did), a message over the sheet (a refusal), the prompt when it
 * changes, and the focused item. Each is said once, when it changes; titles, steps, log
 * lines, messages and prompts queue, the focus may be cut short by the next. The rules
 * (F1) read what is on screen: after the tab's title, each heading, paragraph and legend
 * row in view, top to bottom, and as the text scrolls each one that comes into view. */
#include "app.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "screen_focus.h"

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

static void end_title(const EndScene *e, char *buf, size_t cap)
{
    int winners = 0;
    for (int i = 0; i < e->rows; i++)
        if (e->row[i].place == 1) winners++;
    const char *second = e->rows > 1 ? e->seats.name[e->row[1].seat] : "";
    end_words_title(winners, e->rows > 0 ? e->seats.name[e->row[0].seat] : "", second, buf, cap);
}

/* The title of what is on top: the rules' tab, a card, the screen; "" at the table (its
 * prompt says what it is). */
static void screen_title(const App *a, char *buf, size_t cap)
{
    buf[0] = 0;
    if (rules_scene_is_open(&a->rules)) snprintf(buf, cap, "%s", rules_words_tab(a->rules.tab));
    else if (a->card == CARD_SETTINGS) snprintf(buf, cap, "%s", _("Settings"));
    else if (a->card == CARD_STATS) snprintf(buf, cap, "%s", _("Your statistics"));
    else if (a->scene == SCENE_SETUP)
        snprintf(buf, cap, "%s", _("Set up the table: 2 to 5 players share this screen and pass it on in turn."));
    else if (a->scene == SCENE_END) end_title(&a->end, buf, cap);
    else if (a->scene == SCENE_REPLAY && a->replay.game.problem[0]) snprintf(buf, cap, "%s", a->replay.game.problem);
    else if (a->scene == SCENE_REPLAY) replay_words_title(&a->replay.game, buf, cap);
    else if (a->tutoring) snprintf(buf, cap, "%s", coach_words_title());
}

/* The viewer's step: "Step 12 of 180 · round 3. Next: Leila takes green 2." */
static void replay_step(const App *a, char *buf, size_t cap)
{
    const ReplayScene *r = &a->replay;
    char position[96], next[REPLAY_TEXT_MAX];
    replay_words_position(r->ui.step, (int)r->game.session.count, replay_scene_game(r)->round, position,
                          sizeof position);
    replay_words_next(r, next, sizeof next);
    snprintf(buf, cap, "%s. %s", position, next);
}

/* The rules' blocks in view that were not in view when speech last read them: all of them
 * after the screen opened or the tab changed; those scrolled into view since, in the order
 * they stand (above the old view first when the text went up). */
static void speak_rules(App *a)
{
    RulesScene *r = &a->rules;
    int first, last;
    if (!rules_scene_in_view(r, &first, &last)) return;
    bool fresh = r->heard_tab != (int)r->tab;
    const RulesDoc *d = &r->page[r->tab].doc;
    for (int b = first; b <= last; b++)
        if (fresh || b < r->heard_first || b > r->heard_last) speech_say(&a->speech, d->block[b].text, false);
    r->heard_tab = (int)r->tab;
    r->heard_first = first;
    r->heard_last = last;
}

static void speak_table(App *a)
{
    char text[768];
    say_log(a);
    say_changed(a, a->spoken.message, sizeof a->spoken.message, a->table.now.message, false);
    table_prompt_text(&a->table, text, sizeof text);
    say_changed(a, a->spoken.prompt, sizeof a->spoken.prompt, text, false);
    table_focus_words(&a->table, text, sizeof text);
    /* In the lesson the ring may be on the coach card's buttons instead. */
    if (!text[0] && a->tutoring) screen_focus_words(a, text, sizeof text);
    say_changed(a, a->spoken.focus, sizeof a->spoken.focus, text, true);
}

void app_speak(App *a)
{
    if (!a->speech.on) return;
    char text[REPLAY_TEXT_MAX + 200];   /* a step's position and what comes next */
    screen_title(a, text, sizeof text);
    say_changed(a, a->spoken.title, sizeof a->spoken.title, text, false);
    if (rules_scene_is_open(&a->rules)) {
        speak_rules(a);
        return;
    }
    bool covered = rules_scene_is_open(&a->rules) || a->card != CARD_NONE;
    if (a->scene == SCENE_TABLE && !covered) {
        if (a->tutoring) {
            coach_card_words(&a->coach, &a->table, coach_step(&a->coach), text, sizeof text);
            say_changed(a, a->spoken.card, sizeof a->spoken.card, text, false);
        }
        speak_table(a);
        return;
    }
    if (a->scene == SCENE_REPLAY && !covered && !a->replay.game.problem[0]) {
        replay_step(a, text, sizeof text);
        say_changed(a, a->spoken.card, sizeof a->spoken.card, text, false);
    }
    screen_focus_words(a, text, sizeof text);
    say_changed(a, a->spoken.focus, sizeof a->spoken.focus, text, true);
}
