/* coach.c — the coach's state and its hooks into the table (coach.h): the lesson's game
 * started, the current step worked out from the history, the person's actions let through
 * or explained, the lesson's dice, the bot's die, and the card's own input. */
#include "coach.h"

#include <stdio.h>
#include <string.h>

#include "geometry.h"

bool coach_start(Coach *c, Session *s, const Sheets *sheets)
{
    memset(c, 0, sizeof *c);
    c->session = s;
    c->sheets = sheets;
    int sun = -1;
    for (int i = 0; i < sheets->count; i++)
        if (strcmp(sheets->sheet[i].name, "sun") == 0) sun = i;
    if (sun < 0) return false;
    /* R1.1: sun is the side meant for a first game; R1.3: the person starts. */
    Setup setup = {2, (uint8_t)sun, LESSON_PERSON, LESSON_SEED};
    Refusal why;
    return session_new(s, &setup, &why);
}

int coach_person_actions(const Coach *c)
{
    const Session *s = c->session;
    int n = 0;
    for (size_t i = 0; i < s->count; i++) {
        const SessionEntry *e = &s->entry[i];
        if (e->action.kind != ACT_ROLL && e->before.waiting == WAIT_ACTION && e->before.to_act == LESSON_PERSON)
            n++;
    }
    return n;
}

int coach_step(const Coach *c)
{
    return lesson_current(coach_person_actions(c), c->read_seen);
}

/* Lets through the action the step wants; anything else is explained. Once the lesson is
 * over the game is the person's to play on. */
static bool accept(void *ctx, const Game *g, const Action *a, char *why, size_t cap)
{
    Coach *c = ctx;
    int step = coach_step(c);
    if (step >= LESSON_STEPS || g->to_act != LESSON_PERSON) return true;
    if (lesson_step(step)->kind == LESSON_READ) {
        snprintf(why, cap, "%s", coach_words_read_first());
        c->explained++;
        return false;
    }
    if (lesson_matches(step, a)) return true;
    snprintf(why, cap, "%s", coach_words_wrong(step));
    c->explained++;
    return false;
}

static bool roll(void *ctx, const Game *g, Action *out)
{
    (void)ctx;
    return lesson_roll(g->round, g->waiting == WAIT_KARMA_ROLL, out);
}

/* The bot's die where the lesson needs the person's die left in the centre; the easy bot
 * decides everything else itself. */
static bool bot(void *ctx, const Game *g, Action *out)
{
    Coach *c = ctx;
    if (g->waiting != WAIT_ACTION || g->step.kind != STEP_CHOOSE_DIE) return false;
    if (!lesson_bot_take(g->round, g->turn, out)) return false;
    Refusal why;
    return game_check(g, c->sheets, out, &why);
}

TableCoach coach_hooks(Coach *c)
{
    return (TableCoach){c, accept, roll, bot};
}

static void next(Coach *c)
{
    int step = coach_step(c);
    if (step < LESSON_STEPS && lesson_step(step)->kind == LESSON_READ) c->read_seen |= 1ul << step;
}

/* Esc first drops what the table has half made (its own Esc does that), then asks. */
static bool table_half_made(const TableScene *t)
{
    return t->ui.karma_armed || t->ui.road.field >= 0 || t->ui.sale.n[0] || t->ui.sale.n[1] || t->ui.sale.n[2];
}

static bool press(Coach *c, TableScene *t, int x, int y)
{
    if (c->confirm_leave) {
        SDL_Rect leave, stay;
        coach_leave_buttons(t, &leave, &stay);
        if (rect_contains(leave, x, y)) c->outcome = COACH_LEAVE;
        else if (rect_contains(stay, x, y)) c->confirm_leave = false;
        return true;
    }
    CoachLayout l;
    coach_layout(c, t, &l);
    if (!rect_contains(l.card, x, y)) return false;
    if (l.has_next && rect_contains(l.next, x, y)) next(c);
    else if (rect_contains(l.restart, x, y)) c->outcome = COACH_RESTART;
    else if (rect_contains(l.leave, x, y)) c->confirm_leave = true;
    return true;
}

bool coach_event(Coach *c, TableScene *t, const SDL_Event *e)
{
    switch (e->type) {
    case SDL_MOUSEMOTION:
        c->mouse_x = e->motion.x;
        c->mouse_y = e->motion.y;
        return c->confirm_leave;
    case SDL_MOUSEBUTTONDOWN:
        c->mouse_x = e->button.x;
        c->mouse_y = e->button.y;
        return e->button.button == SDL_BUTTON_LEFT ? press(c, t, e->button.x, e->button.y) : c->confirm_leave;
    case SDL_MOUSEBUTTONUP:
        return c->confirm_leave;
    case SDL_KEYDOWN: {
        SDL_Keycode k = e->key.keysym.sym;
        if (k == SDLK_ESCAPE) {
            if (!c->confirm_leave && table_half_made(t)) return false;
            c->confirm_leave = !c->confirm_leave;
            return true;
        }
        if (c->confirm_leave) return true;
        int step = coach_step(c);
        bool reading = step < LESSON_STEPS && lesson_step(step)->kind == LESSON_READ;
        if (reading && (k == SDLK_RETURN || k == SDLK_KP_ENTER || k == SDLK_SPACE)) {
            next(c);
            return true;
        }
        return false;
    }
    default:
        return false;
    }
}
