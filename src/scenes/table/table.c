/* table.c — the table's logic: pointer input to actions, rolls, undo, hand-over and
 * the log (drawing is in table_draw.c; bots and hints in table_bots.c). Every change to the game goes through the Session,
 * and every click is looked up in the legal list first, so a refused click explains itself
 * with the engine's clause instead of doing something surprising. */
#include "table.h"

#include <stdio.h>
#include <string.h>

#include "autosave.h"
#include "i18n.h"
#include "table_words.h"
#include "terms.h"

enum { PEN_MS = 450, OVER_PAUSE_MS = 900, CLICK_SLOP = 6 };

static Game *game(TableScene *t) { return &t->session->game; }

int table_seat_in_charge(const Game *g)
{
    return g->waiting == WAIT_OVER ? -1 : g->to_act;
}

bool table_bot_turn(const TableScene *t)
{
    int seat = table_seat_in_charge(&t->session->game);
    return seat >= 0 && t->seats.bot[seat] != 0;
}

/* The screen is handed over only between people: a bot needs no card, and a person alone
 * with bots keeps the screen. */
bool table_handover_due(const TableScene *t)
{
    int seat = table_seat_in_charge(&t->session->game), people = 0;
    for (int s = 0; s < t->seats.players; s++) people += t->seats.bot[s] == 0;
    return seat >= 0 && people > 1 && t->seats.bot[seat] == 0 && seat != t->handed;
}

int table_thumb_seats(const TableScene *t, int out[GAME_MAX_PLAYERS - 1])
{
    const Game *g = &t->session->game;
    int shown = t->viewed >= 0 ? t->viewed : g->to_act, n = 0;
    for (int s = 0; s < g->setup.players; s++)
        if (s != shown && n < GAME_MAX_PLAYERS - 1) out[n++] = s;
    return n;
}

static void say(TableScene *t, bool bad, uint32_t now, const char *text)
{
    snprintf(t->message, sizeof t->message, "%s", text);
    t->message_bad = bad;
    t->message_at = now ? now : 1;
}

/* A refused click explains itself with the engine's clause and reason. */
static void say_refused(TableScene *t, uint32_t now, const Refusal *why)
{
    char text[sizeof t->message];
    term_refusal_line(why, text, sizeof text);
    say(t, true, now, text);
}

static void log_line(TableScene *t, const char *text)
{
    if (t->log_count == TABLE_LOG_LINES) {
        memmove(t->log[0], t->log[1], sizeof t->log[0] * (TABLE_LOG_LINES - 1));
        t->log_count--;
    }
    char *line = t->log[t->log_count++];
    size_t cap = sizeof t->log[0];
    strncpy(line, text, cap - 1);
    line[cap - 1] = '\0';
}

void table_say(TableScene *t, bool bad, const char *text, uint32_t now)
{
    say(t, bad, now, text);
}

/* A save that fails (a full disk, a read-only folder) is said on the table after every
 * step that tried, and the game goes on from memory. */
static void save(TableScene *t, uint32_t now)
{
    if (!t->autosave) return;
    char err[1400], text[sizeof t->message];
    if (autosave_write(t->session, err, sizeof err)) return;
    SDL_Log("autosave failed: %s", err);
    snprintf(text, sizeof text, _("The game could not be saved: %s. Play goes on."), err);
    say(t, true, now, text);
}

/* Recomputes everything derived from the state and drops half-built input. */
static void refresh(TableScene *t, uint32_t now)
{
    Game *g = game(t);
    t->generation++;
    t->changed_at = now;
    t->bot_ready = false;
    t->hint_shown = false;
    legal_fetch(&t->legal, g, t->sheets);
    input_legal_spots(g, t->sheets, &t->legal, &t->legal_spots);
    t->choices = input_choices(g, t->sheets, &t->legal, t->choice, TABLE_MAX_CHOICES);
    memset(&t->sale, 0, sizeof t->sale);
    road_draft_clear(&t->road);
    t->preview = (RoadCandidate){0};
    t->preview.field = -1;
    t->dragging = false;
    t->karma_armed = false;
    dice_view_sync(&t->dice, g, now);
}

void table_resize(TableScene *t, int w, int h)
{
    const Game *g = &t->session->game;
    const Sheet *sheet = &t->sheets->sheet[g->setup.sheet];
    t->w = w;
    t->h = h;
    table_layout(&t->layout, w, h, g->setup.players);
    sheet_layout(&t->big, sheet, t->layout.sheet);
    for (int i = 0; i < t->layout.thumbs; i++) {
        SDL_Rect area = t->layout.thumb[i];
        int label = t->layout.unit * 2;   /* room for the name above the thumbnail */
        area.y += label;
        area.h -= label;
        sheet_layout(&t->thumb[i], sheet, area);
    }
    dice_view_layout(&t->dice, t->layout.tray, t->layout.seat, g->setup.players);
    dice_view_sync(&t->dice, g, SDL_GetTicks());
}

void table_init(TableScene *t, Session *s, const Sheets *sh, Art *art, const TableSeats *seats,
                uint32_t now)
{
    SDL_zerop(t);
    t->session = s;
    t->sheets = sh;
    t->art = art;
    t->seats = *seats;
    t->autosave = true;
    t->viewed = -1;
    t->handed = -1;
    t->pen_seat = -1;
    t->anim_percent = 100;
    t->bot_pace_ms = TABLE_BOT_PACE_MS;
    dice_view_init(&t->dice, (uint64_t)now * 2654435761u + 17);
    table_resize(t, 1280, 800);
    refresh(t, now);
    table_retranslate(t);
}

void table_set_feel(TableScene *t, int anim_percent, int bot_pace_ms, Sound *sound)
{
    t->anim_percent = anim_percent < 0 ? 0 : anim_percent;
    t->dice.anim_percent = t->anim_percent;
    t->bot_pace_ms = bot_pace_ms;
    t->sound = sound;
}

uint32_t table_pen_ms(const TableScene *t)
{
    return (uint32_t)PEN_MS * (uint32_t)t->anim_percent / 100u;
}

/* What a player hears of an action: dice that roll, a die picked up, a pen on paper. */
static void sound_of(TableScene *t, const Action *a)
{
    if (!t->sound) return;
    switch (a->kind) {
    /* Karma and rerolls are heard when their dice roll (roll()). */
    case ACT_KARMA: case ACT_REROLL: case ACT_TAKE: case ACT_KEEP:
        sound_play(t->sound, SOUND_CLICK);
        break;
    default: sound_play(t->sound, SOUND_PEN); break;
    }
}

static const char *seat_name(const TableScene *t, int seat)
{
    return seat >= 0 && seat < GAME_MAX_PLAYERS ? t->seats.name[seat] : "?";
}

/* The log lines an action adds: what it did (or that it had no effect, R2.5), each bonus
 * that lapsed with why (R9.4), and the new round when it began one. */
static void log_action(TableScene *t, const Game *before, const Game *after, const Action *a)
{
    char line[sizeof t->log[0]];
    const char *name = seat_name(t, before->to_act);
    if (!words_no_effect(before, after, a, name, line, sizeof line))
        words_action(before, after, t->sheets, a, name, line, sizeof line);
    log_line(t, line);
    for (int i = 0; i < after->lapsed_count; i++) {
        words_lapse(after->lapsed[i], after, after->lapsed_seat, seat_name(t, after->lapsed_seat),
                    line, sizeof line);
        log_line(t, line);
    }
    if (after->round != before->round) {
        snprintf(line, sizeof line, _("Round %d: %s holds the elephant."), after->round,
                 seat_name(t, after->holder));
        log_line(t, line);
    }
}

void table_retranslate(TableScene *t)
{
    const Session *s = t->session;
    const Game *first = s->count > 0 ? &s->entry[0].before : &s->game;
    char line[sizeof t->log[0]];
    t->log_count = 0;
    snprintf(line, sizeof line, _("Round %d, %s side. %s holds the elephant."), first->round,
             term_side(t->sheets->sheet[first->setup.sheet].name, false), seat_name(t, first->holder));
    log_line(t, line);
    for (size_t i = 0; i < s->count; i++)
        log_action(t, &s->entry[i].before, i + 1 < s->count ? &s->entry[i + 1].before : &s->game,
                   &s->entry[i].action);
    /* Choice labels and hint lines were written in the old language too. */
    t->choices = input_choices(&s->game, t->sheets, &t->legal, t->choice, TABLE_MAX_CHOICES);
    t->hint_shown = false;
    t->message[0] = 0;
}

bool table_apply(TableScene *t, Action a, uint32_t now)
{
    Game before = *game(t);
    Refusal why;
    if (!session_apply(t->session, &a, &why)) {
        say_refused(t, now, &why);
        return false;
    }
    log_action(t, &before, game(t), &a);
    sound_of(t, &a);
    t->pen_before = before.player[before.to_act];
    t->pen_seat = before.to_act;
    t->pen_start = now;
    t->message[0] = 0;
    refresh(t, now);
    save(t, now);
    return true;
}

static void roll(TableScene *t, uint32_t now)
{
    Game before = *game(t);
    Action rolled;
    Refusal why;
    if (!session_roll_random(t->session, &rolled, &why)) {
        say_refused(t, now, &why);
        return;
    }
    log_action(t, &before, game(t), &rolled);
    if (t->sound) sound_play(t->sound, SOUND_DICE);
    refresh(t, now);
    save(t, now);
}

/* Undo takes back the player's own decisions since the last roll: never a roll (no
 * rolling again for better dice) and never another player's move. */
static bool can_undo(const TableScene *t)
{
    const Session *s = t->session;
    if (s->count == 0 || s->game.waiting == WAIT_OVER) return false;
    const SessionEntry *last = &s->entry[s->count - 1];
    return last->action.kind != ACT_ROLL && last->before.to_act == s->game.to_act;
}

static void undo(TableScene *t, uint32_t now)
{
    if (table_bot_turn(t)) {
        char text[sizeof t->message];
        snprintf(text, sizeof text, _("%s is playing: undo waits for your turn"), seat_name(t, game(t)->to_act));
        say(t, true, now, text);
        return;
    }
    if (!can_undo(t)) {
        say(t, true, now, _("Nothing to take back: undo stops at the last roll and at your own turn"));
        return;
    }
    /* The log says what was taken back in the words it was logged with. */
    const SessionEntry *last = &t->session->entry[t->session->count - 1];
    Game before = last->before;
    Action undone = last->action;
    char what[sizeof t->log[0]], line[sizeof t->log[0]];
    words_action(&before, game(t), t->sheets, &undone, seat_name(t, before.to_act), what, sizeof what);
    session_undo(t->session);
    snprintf(line, sizeof line, _("Taken back: %s"), what);
    log_line(t, line);
    t->pen_seat = -1;
    refresh(t, now);
    save(t, now);
}

bool table_busy(const TableScene *t, uint32_t now)
{
    if (dice_view_animating(&t->dice, now)) return true;
    return t->pen_seat >= 0 && now < t->pen_start + table_pen_ms(t);
}

bool table_changed_by_itself(const TableScene *t, uint32_t since, uint32_t now)
{
    uint32_t gone = t->message_at + TABLE_MESSAGE_MS;
    return t->message[0] && since <= gone && now > gone;
}

void table_tick(TableScene *t, uint32_t now)
{
    Game *g = game(t);
    dice_view_update(&t->dice, g, now);
    if (t->outcome != TABLE_PLAYING) return;
    if (table_busy(t, now)) return;
    if (g->waiting == WAIT_OVER) {
        if (!t->over_at) t->over_at = now;
        else if (now >= t->over_at + OVER_PAUSE_MS) t->outcome = TABLE_OVER;
        return;
    }
    if (game_actor(g) == GAME_CHANCE && !table_handover_due(t)) {
        /* After a bot's last decision the dice wait a moment too, so it can be followed. */
        if (t->seats.bot[g->to_act] && now < t->changed_at + (uint32_t)t->bot_pace_ms) return;
        roll(t, now);
        return;
    }
    table_bots_tick(t, now);
}

static bool viewing_other(const TableScene *t)
{
    return t->viewed >= 0 && t->viewed != t->session->game.to_act;
}

/* Says why a click on a sheet spot does nothing, using the engine's own refusal when the
 * spot names an action of this step. */
static void explain_spot(TableScene *t, Spot s, uint32_t now)
{
    Game *g = game(t);
    Action a;
    bool have = true;
    switch (s.kind) {
    case SPOT_UPGRADE: a = action_make(ACT_UPGRADE, s.a, 0); break;
    case SPOT_PERSON: a = action_make(ACT_PERSON, s.a, 0); break;
    case SPOT_RIVER: a = action_make(ACT_BACK, s.a, 0); break;
    case SPOT_SLOT: a = action_make(ACT_GOOD, s.a, 0); break;
    default: have = false; break;
    }
    Refusal why;
    if (have && (g->step.kind == STEP_UPGRADE || g->step.kind == STEP_PERSON ||
                 g->step.kind == STEP_PORTUGUESE || g->step.kind == STEP_RIVER_BACK_ANY ||
                 g->step.kind == STEP_MERCHANT) &&
        !game_check(g, t->sheets, &a, &why)) {
        say_refused(t, now, &why);
        return;
    }
    if (t->legal_spots.count > 0)
        say(t, true, now, _("Not that: the places you may click now are outlined in gold"));
    else
        say(t, true, now, _("Nothing to do on the sheet now — see the line at the top"));
}

static void click_die(TableScene *t, int hit, uint32_t now)
{
    Game *g = game(t);
    Action a;
    bool karma_possible = legal_has_kind(&t->legal, ACT_KARMA);
    if (g->step.kind == STEP_CHOOSE_DIE &&
        (hit == DIE_COUNT || (hit >= 0 && g->die_at[hit] == DIE_AT_ELEPHANT))) {
        if (karma_possible) {
            t->karma_armed = !t->karma_armed;
            return;
        }
        Action k = action_make(ACT_KARMA, 0, 0);
        Refusal why;
        for (int d = 0; d < DIE_COUNT; d++)
            if (g->die_at[d] == DIE_AT_CENTRE) k = action_make(ACT_KARMA, d, 0);
        if (!game_check(g, t->sheets, &k, &why)) say_refused(t, now, &why);
        return;
    }
    if (hit < 0 || hit >= DIE_COUNT) return;
    if (input_die_action(g, &t->legal, hit, t->karma_armed, &a)) {
        table_apply(t, a, now);
        return;
    }
    Action tried = action_make(g->step.kind == STEP_KARMA_KEEP ? ACT_KEEP
                               : g->step.kind == STEP_GOODS_DIE ? ACT_GOODS_DIE
                               : t->karma_armed ? ACT_KARMA : ACT_TAKE, hit, 0);
    Refusal why;
    if (!game_check(g, t->sheets, &tried, &why)) say_refused(t, now, &why);
}

static void confirm(TableScene *t, uint32_t now)
{
    if (input_sale_open(&t->legal)) {
        table_apply(t, sale_draft_action(&t->sale), now);
        return;
    }
    RoadCandidate c = road_from_draft(game(t), t->sheets, &t->road);
    if (c.has && c.legal) table_apply(t, c.action, now);
    else if (c.has) say_refused(t, now, &c.why);
}

static void press_button(TableScene *t, int b, uint32_t now)
{
    Game *g = game(t);
    switch (b) {
    case BUTTON_UNDO: undo(t, now); break;
    case BUTTON_HINT: table_hint_start(t); break;
    case BUTTON_KARMA:
        if (g->step.kind == STEP_KARMA_KEEP) {
            Action a = action_make(ACT_REROLL, 0, 0);
            table_apply(t, a, now);
        } else if (legal_has_kind(&t->legal, ACT_KARMA)) {
            t->karma_armed = !t->karma_armed;
        } else {
            click_die(t, DIE_COUNT, now);
        }
        break;
    case BUTTON_CONFIRM: confirm(t, now); break;
    default: break;
    }
}

static void click_sheet(TableScene *t, int x, int y, uint32_t now)
{
    Game *g = game(t);
    Spot s = sheet_spot_at(&t->big, x, y);
    if (input_sale_open(&t->legal) && s.kind == SPOT_SLOT &&
        sale_draft_click(&t->sale, g, s.a, s.b)) {
        Action a = sale_draft_action(&t->sale);
        if (!legal_has(&t->legal, &a)) {
            Refusal why;
            if (!game_check(g, t->sheets, &a, &why)) say_refused(t, now, &why);
        } else {
            t->message[0] = 0;
        }
        return;
    }
    Action a;
    if (input_spot_action(g, t->sheets, &t->legal, s, &a)) {
        table_apply(t, a, now);
        return;
    }
    if (s.kind != SPOT_NONE) explain_spot(t, s, now);
}

static void release_drag(TableScene *t, int x, int y, uint32_t now)
{
    Game *g = game(t);
    t->dragging = false;
    SDL_Point first = t->drag[0];
    int dx = x - first.x, dy = y - first.y;
    if (dx * dx + dy * dy <= CLICK_SLOP * CLICK_SLOP) {
        /* A click: toggle a stroke of the draft, or add a half road at once. */
        RoadCandidate c = road_click(&t->road, g, t->sheets, &t->big, first.x, first.y);
        if (c.has && c.action.kind == ACT_HALF) {
            if (c.legal) table_apply(t, c.action, now);
            else say_refused(t, now, &c.why);
            return;
        }
        t->preview = c;
        if (c.has && !c.legal) say_refused(t, now, &c.why);
        else if (c.field < 0) click_sheet(t, first.x, first.y, now);
        return;
    }
    RoadCandidate c = road_from_drag(g, t->sheets, &t->big, t->drag, t->drag_n);
    if (c.has && c.legal) {
        table_apply(t, c.action, now);
        return;
    }
    t->preview = (RoadCandidate){0};
    t->preview.field = -1;
    if (c.has) say_refused(t, now, &c.why);
    else if (c.field >= 0)
        say(t, true, now, _("Drag on: out of the field through another of its edges"));
    else
        say(t, true, now, _("Start on a road end (or a built field's middle for a half road) "
                            "and drag through a free field and out"));
}

static void add_drag_point(TableScene *t, int x, int y)
{
    if (t->drag_n < TABLE_DRAG_MAX) {
        t->drag[t->drag_n].x = x;
        t->drag[t->drag_n].y = y;
        t->drag_n++;
    }
}

static void left_down(TableScene *t, int x, int y, uint32_t now)
{
    TableLayout *l = &t->layout;
    Game *g = game(t);
    int b = table_button_at(l, x, y);
    if (b >= 0) { press_button(t, b, now); return; }
    for (int i = 0; i < g->pending_count && i < TABLE_MAX_PENDING_SHOWN; i++) {
        Action a;
        bool decline = rect_contains(table_pending_decline_rect(l, i), x, y);
        if (decline || rect_contains(table_pending_rect(l, i), x, y)) {
            if (input_pending_action(&t->legal, i, decline, &a)) table_apply(t, a, now);
            else say(t, true, now, _("Bonuses are used once the die's action is finished (R9.2)"));
            return;
        }
    }
    for (int i = 0; i < t->choices; i++)
        if (rect_contains(table_choice_rect(l, i, t->choices), x, y)) {
            table_apply(t, t->choice[i].action, now);
            return;
        }
    int hit = dice_view_hit(&t->dice, x, y);
    if (hit >= 0) { click_die(t, hit, now); return; }
    int thumb = table_thumb_at(l, x, y);
    if (thumb >= 0) {
        int seats[GAME_MAX_PLAYERS - 1];
        table_thumb_seats(t, seats);
        t->viewed = seats[thumb] == g->to_act ? -1 : seats[thumb];
        return;
    }
    if (rect_contains(l->sheet, x, y)) {
        if (viewing_other(t)) { t->viewed = -1; return; }
        if (road_step_open(g)) {
            t->dragging = true;
            t->drag_n = 0;
            add_drag_point(t, x, y);
            return;
        }
        click_sheet(t, x, y, now);
    }
}

static void right_down(TableScene *t, int x, int y, uint32_t now)
{
    const Game *g = game(t);
    for (int i = 0; i < g->pending_count && i < TABLE_MAX_PENDING_SHOWN; i++)
        if (rect_contains(table_pending_rect(&t->layout, i), x, y)) {
            Action a;
            if (input_pending_action(&t->legal, i, true, &a)) table_apply(t, a, now);
            return;
        }
    /* Elsewhere a right-click drops whatever is half built. */
    memset(&t->sale, 0, sizeof t->sale);
    road_draft_clear(&t->road);
    t->preview = (RoadCandidate){0};
    t->preview.field = -1;
    t->karma_armed = false;
}

/* The leave question: its two buttons inside the card. */
void table_leave_buttons(const TableScene *t, SDL_Rect *leave, SDL_Rect *stay)
{
    int u = t->layout.unit, cw = 60 * u, ch = 24 * u;
    int cx = (t->w - cw) / 2, cy = (t->h - ch) / 2;
    *leave = (SDL_Rect){cx + 6 * u, cy + ch - 9 * u, 20 * u, 6 * u};
    *stay = (SDL_Rect){cx + cw - 26 * u, cy + ch - 9 * u, 20 * u, 6 * u};
}

void table_event(TableScene *t, const SDL_Event *e, uint32_t now)
{
    switch (e->type) {
    case SDL_MOUSEMOTION:
        t->mouse_x = e->motion.x;
        t->mouse_y = e->motion.y;
        if (t->dragging) {
            add_drag_point(t, e->motion.x, e->motion.y);
            t->preview = road_from_drag(game(t), t->sheets, &t->big, t->drag, t->drag_n);
        }
        return;
    case SDL_MOUSEBUTTONDOWN:
        t->mouse_x = e->button.x;
        t->mouse_y = e->button.y;
        if (t->confirm_leave) {
            SDL_Rect leave, stay;
            table_leave_buttons(t, &leave, &stay);
            if (rect_contains(leave, e->button.x, e->button.y)) t->outcome = TABLE_LEAVE;
            else if (rect_contains(stay, e->button.x, e->button.y)) t->confirm_leave = false;
            return;
        }
        if (table_handover_due(t)) {
            if (!dice_view_animating(&t->dice, now)) {
                t->handed = table_seat_in_charge(game(t));
                t->viewed = -1;
            }
            return;
        }
        if (dice_view_animating(&t->dice, now)) return;
        if (table_bot_turn(t)) {
            /* While a bot plays, a person may only look at the sheets. */
            int thumb = table_thumb_at(&t->layout, e->button.x, e->button.y);
            if (thumb >= 0 && e->button.button == SDL_BUTTON_LEFT) {
                int seats[GAME_MAX_PLAYERS - 1];
                table_thumb_seats(t, seats);
                t->viewed = seats[thumb] == game(t)->to_act ? -1 : seats[thumb];
            } else if (rect_contains(t->layout.sheet, e->button.x, e->button.y)) {
                t->viewed = -1;
            }
            return;
        }
        if (e->button.button == SDL_BUTTON_LEFT) left_down(t, e->button.x, e->button.y, now);
        else if (e->button.button == SDL_BUTTON_RIGHT) right_down(t, e->button.x, e->button.y, now);
        return;
    case SDL_MOUSEBUTTONUP:
        if (e->button.button == SDL_BUTTON_LEFT && t->dragging) {
            add_drag_point(t, e->button.x, e->button.y);
            release_drag(t, e->button.x, e->button.y, now);
        }
        return;
    case SDL_KEYDOWN: {
        SDL_Keycode k = e->key.keysym.sym;
        if (k == SDLK_z && (e->key.keysym.mod & KMOD_CTRL)) undo(t, now);
        else if (k == SDLK_h && !table_bot_turn(t)) table_hint_start(t);
        else if ((k == SDLK_RETURN || k == SDLK_KP_ENTER) && !table_bot_turn(t)) confirm(t, now);
        else if (k == SDLK_ESCAPE) {
            if (t->confirm_leave) t->confirm_leave = false;
            else if (t->karma_armed || t->road.field >= 0 || t->sale.n[0] || t->sale.n[1] ||
                     t->sale.n[2])
                right_down(t, -1, -1, now);
            else t->confirm_leave = true;
        }
        return;
    }
    default:
        return;
    }
}
