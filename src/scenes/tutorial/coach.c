/* coach.c — the coach's state and its hooks into the table (coach.h): the lesson's game
 * started, the current step worked out from the history, the person's actions let through
 * or explained, the lesson's dice, the bot's die, and the card's own input. */
#include "lesson_internal.h"

#include <stdio.h>
#include <string.h>

#include "focus.h"
#include "geometry.h"
#include "i18n.h"

bool coach_start(Coach *c, Session *s, const Sheets *sheets, const Lang *lang)
{
    memset(c, 0, sizeof *c);
    c->focus = COACH_ITEM_NONE;
    c->session = s;
    c->sheets = sheets;
    c->lang = lang;
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
        snprintf(why, cap, "%s", coach_words_read_first(c->lang));
        c->explained++;
        return false;
    }
    if (lesson_matches(step, a)) return true;
    snprintf(why, cap, "%s", coach_words_wrong(c->lang, step));
    c->explained++;
    return false;
}

/* What accept lets through, with nothing counted: the Hint shows it (match.h). */
static bool wants(void *ctx, const Game *g, const Action *a)
{
    Coach *c = ctx;
    int step = coach_step(c);
    if (step >= LESSON_STEPS || g->to_act != LESSON_PERSON) return true;
    return lesson_step(step)->kind != LESSON_READ && lesson_matches(step, a);
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

MatchCoach coach_hooks(Coach *c)
{
    return (MatchCoach){c, accept, roll, bot, wants};
}

void coach_attach(Coach *c, CoachedTable table)
{
    c->table = table;
    table.set_coach(table.table, coach_hooks(c));
}

static void next(Coach *c)
{
    int step = coach_step(c);
    if (step < LESSON_STEPS && lesson_step(step)->kind == LESSON_READ) c->read_seen |= 1ul << step;
}

static bool press(Coach *c, int x, int y)
{
    if (c->confirm_leave) {
        SDL_Rect leave, stay;
        coach_leave_buttons(c, &leave, &stay);
        if (rect_contains(leave, x, y)) c->outcome = COACH_LEAVE;
        else if (rect_contains(stay, x, y)) c->confirm_leave = false;
        return true;
    }
    CoachLayout l;
    coach_layout(c, &l);
    if (!rect_contains(l.card, x, y)) return false;
    if (l.has_next && rect_contains(l.next, x, y)) next(c);
    else if (rect_contains(l.restart, x, y)) c->outcome = COACH_RESTART;
    else if (rect_contains(l.leave, x, y)) c->confirm_leave = true;
    return true;
}

/* ---- the keyboard's ring over the card -------------------------------------------------- */

/* The buttons the ring visits now, in Tab order; how many. */
static int items(const Coach *c, CoachItem out[3])
{
    if (c->confirm_leave) {
        /* Keep learning first: a stray Tab and Enter must not end the lesson. */
        out[0] = COACH_ITEM_STAY;
        out[1] = COACH_ITEM_QUIT;
        return 2;
    }
    CoachLayout l;
    coach_layout(c, &l);
    int n = 0;
    if (l.has_next) out[n++] = COACH_ITEM_NEXT;
    out[n++] = COACH_ITEM_RESTART;
    out[n++] = COACH_ITEM_LEAVE;
    return n;
}

static int index_of(const Coach *c, CoachItem want, CoachItem list[3], int *n)
{
    *n = items(c, list);
    for (int i = 0; i < *n; i++)
        if (list[i] == want) return i;
    return -1;
}

bool coach_focus_rect(const Coach *c, SDL_Rect *out)
{
    CoachItem list[3];
    int n;
    if (c->focus == COACH_ITEM_NONE || index_of(c, c->focus, list, &n) < 0) return false;
    CoachLayout l;
    coach_layout(c, &l);
    SDL_Rect leave, stay;
    coach_leave_buttons(c, &leave, &stay);
    const SDL_Rect rects[] = {l.next, l.restart, l.leave, stay, leave};
    *out = rects[c->focus];
    return true;
}

static void choose(Coach *c)
{
    SDL_Rect r;
    if (!coach_focus_rect(c, &r)) return;
    CoachItem was = c->focus;
    press(c, r.x + r.w / 2, r.y + r.h / 2);
    if (was == COACH_ITEM_LEAVE && c->confirm_leave) c->focus = COACH_ITEM_STAY;
    else if (was == COACH_ITEM_STAY) c->focus = COACH_ITEM_LEAVE;
    CoachItem list[3];
    int n;
    if (index_of(c, c->focus, list, &n) < 0) c->focus = COACH_ITEM_NONE;   /* Next gone: no note */
}

/* A focus key (Tab, Shift+Tab, the arrows, Enter, Space): true when the coach used it. */
static bool focus_key(Coach *c, FocusMove m)
{
    CoachItem list[3];
    int n, at = index_of(c, c->focus, list, &n);
    bool forward = m == FOCUS_NEXT || m == FOCUS_RIGHT || m == FOCUS_DOWN;
    if (m == FOCUS_CHOOSE) {
        if (at < 0) return c->confirm_leave;
        choose(c);
        return true;
    }
    if (at < 0) {
        /* Not on the card: the table's ring moves, unless it is at its end (or the leave
         * question is up, which is the coach's alone). */
        if (!c->confirm_leave && (m != FOCUS_NEXT && m != FOCUS_PREV)) return false;
        if (!c->confirm_leave && !c->table.ring_at_end(c->table.table, m == FOCUS_PREV)) return false;
        c->focus = list[forward || c->confirm_leave ? 0 : n - 1];
        c->table.ring_reset(c->table.table);
        return true;
    }
    int to = at + (forward ? 1 : -1);
    if (to >= 0 && to < n) c->focus = list[to];
    else if (c->confirm_leave) c->focus = list[(to + n) % n];
    else if (m == FOCUS_NEXT || m == FOCUS_PREV) {
        /* Past the card's last (first) button: back to the table's first (last) item. */
        c->focus = COACH_ITEM_NONE;
        c->table.ring_reset(c->table.table);
        return false;
    }
    return true;
}

const char *coach_focus_label(const Coach *c)
{
    const Lang *lang = c->lang;
    switch (c->focus) {
    case COACH_ITEM_NEXT: return _("Next");
    case COACH_ITEM_RESTART: return _("Start over");
    case COACH_ITEM_LEAVE: case COACH_ITEM_QUIT: return _("Leave");
    case COACH_ITEM_STAY: return _("Keep learning");
    default: return "";
    }
}

static bool key_down(Coach *c, const SDL_Event *e)
{
    SDL_Keycode k = e->key.keysym.sym;
    if (k == SDLK_ESCAPE) {
        CoachedLook look;
        c->table.look(c->table.table, &look);
        if (!c->confirm_leave && look.half_made) return false;   /* the table's own Esc drops it */
        c->confirm_leave = !c->confirm_leave;
        /* By keys, the question takes the ring on Keep learning; closed, it is given back. */
        c->focus = c->confirm_leave ? COACH_ITEM_STAY : COACH_ITEM_NONE;
        if (c->confirm_leave) c->table.ring_reset(c->table.table);
        return true;
    }
    FocusMove m = focus_move_of(e);
    if (m != FOCUS_NONE && focus_key(c, m)) return true;
    if (c->confirm_leave) return true;
    int step = coach_step(c);
    bool reading = step < LESSON_STEPS && lesson_step(step)->kind == LESSON_READ;
    if (reading && (k == SDLK_RETURN || k == SDLK_KP_ENTER || k == SDLK_SPACE)) {
        next(c);
        return true;
    }
    return false;
}

bool coach_event(Coach *c, const SDL_Event *e)
{
    switch (e->type) {
    case SDL_MOUSEMOTION:
        c->mouse_x = e->motion.x;
        c->mouse_y = e->motion.y;
        return c->confirm_leave;
    case SDL_MOUSEBUTTONDOWN:
        c->mouse_x = e->button.x;
        c->mouse_y = e->button.y;
        c->focus = COACH_ITEM_NONE;   /* the mouse takes over, as at the table */
        return e->button.button == SDL_BUTTON_LEFT ? press(c, e->button.x, e->button.y) : c->confirm_leave;
    case SDL_MOUSEBUTTONUP:
        return c->confirm_leave;
    case SDL_KEYDOWN: return key_down(c, e);
    default:
        return false;
    }
}
