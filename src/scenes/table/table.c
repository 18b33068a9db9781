/* table.c — the table's logic: pointer input to actions, rolls, undo, hand-over and
 * the log (drawing is in table_draw.c; bots and hints in table_bots.c). Every change to the
 * game goes through the match (match.h), whose events the table then takes
 * (table_events.c), and every click is looked up in the legal list first, so a refused
 * click explains itself with the engine's clause instead of doing something surprising. */
#include "table_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "table_words.h"
#include "terms.h"
#include "type_scale.h"
#include "widgets.h"

enum { PEN_MS = 450, CLICK_SLOP = 6 };

const Game *table_game(const TableScene *t) { return match_shown(t->match); }
static const Game *game(const TableScene *t) { return table_game(t); }

int table_seat_in_charge(const Game *g)
{
    return g->waiting == WAIT_OVER ? -1 : g->to_act;
}

bool table_bot_turn(const TableScene *t)
{
    return match_bot_turn(t->match);
}

/* The screen is handed over only between people: a bot needs no card, and a person alone
 * with bots keeps the screen. */
bool table_handover_due(const TableScene *t)
{
    int seat = table_seat_in_charge(table_game(t)), people = 0;
    if (table_waiting_end_turn(t)) return false;
    for (int s = 0; s < t->seats.players; s++) people += t->seats.bot[s] == 0;
    return seat >= 0 && people > 1 && t->seats.bot[seat] == 0 && seat != t->ui.handed;
}

int table_thumb_seats(const TableScene *t, int out[GAME_MAX_PLAYERS - 1])
{
    const Game *g = table_game(t);
    int shown = t->ui.viewed >= 0 ? t->ui.viewed : table_acting_seat(t), n = 0;
    for (int s = 0; s < g->setup.players; s++)
        if (s != shown && n < GAME_MAX_PLAYERS - 1) out[n++] = s;
    return n;
}

static void say(TableScene *t, bool bad, uint32_t now, const char *text)
{
    snprintf(t->now.message, sizeof t->now.message, "%s", text);
    t->now.message_why[0] = 0;
    t->now.message_bad = bad;
    t->now.message_at = now ? now : 1;
    t->ui.why_open = false;
}

/* A refusal stays until the person's next click or key (table_message_up): whatever that
 * does is said anew, or nothing is. */
static void drop_refusal(TableScene *t)
{
    if (t->now.message_bad) t->now.message[0] = 0;
}

/* A refused click explains itself with the engine's reason in words (or text, and the
 * log's line a sale's count when sale_most > 0); the rule's own sentence stays behind the
 * message's "Why?". It stays in the log too (already heard: the message says it). */
static void say_refused_as(TableScene *t, uint32_t now, const Refusal *why, const char *text, int sale_most)
{
    say(t, true, now, text);
    if (!why->clause || why->clause[0] != 'R') return;
    table_words_why(t->lang, why->clause, term_refusal(t->lang, why), t->now.message_why, sizeof t->now.message_why);
    bool heard = t->now.log_heard == t->now.log.serial;
    if (sale_most > 0) log_book_sale_over(&t->now.log, game(t), why->clause, why->message, sale_most);
    else log_book_refused(&t->now.log, game(t), why->clause, why->message);
    if (heard) t->now.log_heard = t->now.log.serial;
    t->ui.log_scroll = 0;
}

static void say_refused(TableScene *t, uint32_t now, const Refusal *why)
{
    char text[sizeof t->now.message];
    table_words_refused(t->lang, why, text, sizeof text);
    say_refused_as(t, now, why, text, 0);
}

/* A click on a message with a rule behind it opens (or closes) its "Why?": the rule's
 * sentence shows under it until the next click. True when the click was that. */
static bool why_click(TableScene *t, int x, int y, uint32_t now)
{
    int px;
    bool on = t->now.message_why[0] && table_message_up(t, now) && rect_contains(table_message_box(t, &px), x, y);
    t->ui.why_open = on && !t->ui.why_open;
    return on;
}

void table_log_line(TableScene *t, const char *text)
{
    log_book_note(&t->now.log, text);
    t->ui.log_scroll = 0;   /* a new entry is shown: the log goes back home */
}

void table_say(TableScene *t, bool bad, const char *text, uint32_t now)
{
    say(t, bad, now, text);
}


/* Recomputes everything derived from the state and drops half-built input. */
static void refresh(TableScene *t, uint32_t now)
{
    const Game *g = game(t);
    t->bots.hint_shown = false;   /* the match dropped the hint asked about the state before */
    legal_fetch(&t->now.legal, g, t->sheets);
    /* A practice's one decision taken (a puzzle, "Try it"), the match refuses every other
     * (match_set_practice): so the table offers none, and no die, person, spot, chip or
     * key is lit or clickable that would then be refused. Undo brings the offers back. */
    if (match_practice_done(t->match)) t->now.legal.count = 0;
    input_legal_spots(g, t->sheets, &t->now.legal, &t->now.legal_spots);
    t->now.choices = input_choices(t->lang, g, t->sheets, &t->now.legal, t->now.choice, TABLE_MAX_CHOICES);
    memset(&t->ui.sale, 0, sizeof t->ui.sale);
    road_draft_clear(&t->ui.road);
    t->ui.preview = (RoadCandidate){0};
    t->ui.preview.field = -1;
    t->ui.dragging = false;
    t->ui.karma_armed = false;
    dice_view_sync(&t->draw.dice, g, now);
    /* With animations off nothing flies: the dice are where the game put them at once, for
     * the next frame and the next click, also when the change came from table_tick itself
     * (a roll, a bot's move) after it had moved the dice to this moment. */
    if (t->anim_percent == 0) dice_view_update(&t->draw.dice, g, now);
}

/* The table laid out in its window with the log asking log_need (table_layout_log), and
 * the sheets' layouts under it. */
static void lay_out(TableScene *t, int log_need)
{
    const Game *g = table_game(t);
    const Sheet *sheet = &t->sheets->sheet[g->setup.sheet];
    table_layout_log(&t->draw.layout, t->draw.w, t->draw.h, art_style(t->art)->zoom, g->setup.players, log_need);
    sheet_layout(&t->draw.big, sheet, t->draw.layout.sheet);
    for (int i = 0; i < t->draw.layout.thumbs; i++) {
        SDL_Rect area = t->draw.layout.thumb[i];
        int label = table_thumb_label(&t->draw.layout);   /* room for the name above the thumbnail */
        area.y += label;
        area.h -= label;
        sheet_layout(&t->draw.thumb[i], sheet, area);
    }
}

/* The dice placed anew where the layout puts them: on a resize (was NULL), else only when
 * their places moved from was's (a seat's card gave way), so a relayout for the log stops
 * no dice in flight that keep where they were going. */
static void place_dice(TableScene *t, const TableLayout *was)
{
    const TableLayout *l = &t->draw.layout;
    if (was && memcmp(&was->tray_dice, &l->tray_dice, sizeof l->tray_dice) == 0 &&
        memcmp(was->depot, l->depot, sizeof l->depot) == 0)
        return;
    const Game *g = table_game(t);
    dice_view_layout(&t->draw.dice, l->tray_dice, l->depot, g->setup.players);
    dice_view_sync(&t->draw.dice, g, SDL_GetTicks());
}

/* The log's box grown to what its newest entry needs at the body size, or where the column
 * cannot give that, at the fine size (table_log.c steps down to it); never smaller than it
 * was, and the thumbnails and the cards keep the rest. The thumbnails shrink only to a size
 * that still shows them (table_layout_log): the log steps down to the fine size before they
 * go. */
static void log_grow(TableScene *t)
{
    const TableLayout *l = &t->draw.layout;
    int body = table_log_need(t, TYPE_BODY), had = l->log.h, thumbs = l->thumbs;
    if (body <= had) return;
    int fine = table_log_need(t, TYPE_FINE);
    if (fine < had) fine = had;
    lay_out(t, body);
    if (l->log.h >= body && l->thumbs == thumbs) return;
    lay_out(t, fine);
    if (l->log.h >= fine && l->thumbs == thumbs) return;
    lay_out(t, body);
    if (l->log.h < body) lay_out(t, fine);
}

/* Which turn of which round: the log's room is given back when it changes. */
static uint32_t turn_id(const TableScene *t)
{
    const Game *g = table_game(t);
    return ((uint32_t)g->round << 8 | g->turn) + 1;
}

void table_resize(TableScene *t, int w, int h)
{
    if (!t->session) return;   /* made, no game yet: table_init lays it out */
    t->draw.w = w;
    t->draw.h = h;
    lay_out(t, 0);
    t->draw.log_seen = 0;
    t->draw.log_turn = turn_id(t);
    table_log_room(t);
    place_dice(t, NULL);
}

void table_log_room(TableScene *t)
{
    /* Measured once for each change of the log or of its language, not every frame. */
    uint64_t seen = ((uint64_t)t->now.log.serial << 32 | (uint32_t)t->now.log.count) * 31u + lang_serial(t->lang) + 1;
    if (seen == t->draw.log_seen) return;
    t->draw.log_seen = seen;
    TableLayout was = t->draw.layout;
    /* The box only grows within a turn: the thumbnails and cards do not jump back and forth
     * with each line's length. A new turn (or a resize) gives the room back first. */
    if (t->draw.log_turn != turn_id(t)) {
        t->draw.log_turn = turn_id(t);
        if (t->draw.layout.log_need > 0) lay_out(t, 0);
    }
    log_grow(t);
    place_dice(t, &was);
}

void table_init(TableScene *t, Session *s, const Sheets *sh, Art *art, const Seats *seats,
                uint32_t now)
{
    Match *match = t->match;        /* the table's own, for every game it plays */
    const Lang *lang = t->lang;     /* and its language, the program's (table_scene_new) */
    SDL_zerop(t);
    t->match = match;
    t->lang = lang;
    t->session = s;
    t->sheets = sh;
    t->art = art;
    t->seats = *seats;
    t->ui.viewed = -1;
    t->ui.handed = -1;
    t->ui.hover_thumb = -1;
    t->now.pen_seat = -1;
    t->now.forced_die = -1;
    t->anim_percent = 100;
    match_start(t->match, s, sh, seats->players, seats->bot);
    match_set_runner(t->match, table_runner(t));
    /* A bot's turn thinks on every core: the window's frames (1-2 ms each, none while
     * nothing moves) take their turn beside the search without a core of their own. */
    match_set_search_threads(t->match, SDL_GetCPUCount());
    match_set_store(t->match, table_store(t));
    t->seen = match_next_seq(t->match);
    dice_view_init(&t->draw.dice, (uint64_t)now * 2654435761u + 17);
    table_resize(t, 1280, 800);
    refresh(t, now);
    log_book_init(&t->now.log, sh, (const char (*)[SEAT_NAME_MAX])t->seats.name);
    table_log_rebuild(t);
}

TableScene *table_scene_new(const Lang *lang)
{
    TableScene *t = calloc(1, sizeof(TableScene));
    if (t) t->lang = lang;
    if (t) t->match = match_new();
    if (t && !t->match) {
        free(t);
        return NULL;
    }
    return t;
}

void table_scene_free(TableScene *t)
{
    if (!t) return;
    table_stop(t);
    match_free(t->match);
    free(t);
}

void table_set_save_dir(TableScene *t, const char *dir) { t->save_dir = dir; }

void table_set_coach(TableScene *t, MatchCoach coach)
{
    match_set_coach(t->match, coach);
}

void table_set_practice(TableScene *t)
{
    match_set_practice(t->match, true);
    /* The practice was asked for by its player: the screen is theirs, no hand-over. */
    t->ui.handed = table_seat_in_charge(table_game(t));
}

void table_stop(TableScene *t)
{
    table_bots_stop(t);
    match_stop(t->match);
    table_cache_forget(&t->draw.cache);
}

void table_set_feel(TableScene *t, int anim_percent, int bot_pace_ms, Sound *sound)
{
    t->anim_percent = anim_percent < 0 ? 0 : anim_percent;
    t->draw.dice.anim_percent = t->anim_percent;
    match_set_pace(t->match, bot_pace_ms < 0 ? 0 : (uint32_t)bot_pace_ms);
    t->sound = sound;
}

uint32_t table_pen_ms(const TableScene *t)
{
    return (uint32_t)PEN_MS * (uint32_t)t->anim_percent / 100u;
}

static const char *seat_name(const TableScene *t, int seat)
{
    return seat >= 0 && seat < GAME_MAX_PLAYERS ? t->seats.name[seat] : "?";
}

void table_retranslate(TableScene *t)
{
    const Session *s = t->session;
    if (!s) return;   /* made, no game yet: table_init writes its words in the language of then */
    /* Choice labels, hint lines and a refusal's why were written in the old language. */
    t->now.message_why[0] = 0;
    t->now.choices = input_choices(t->lang, &s->game, t->sheets, &t->now.legal, t->now.choice, TABLE_MAX_CHOICES);
    t->bots.hint_shown = false;
    t->now.message[0] = 0;
}

void table_after_change(TableScene *t, uint32_t now)
{
    t->now.message[0] = 0;
    table_drop_tooltip(t);   /* what the pointer rested on may be gone or changed */
    table_take_events(t, now);
    refresh(t, now);
}

bool table_apply(TableScene *t, Action a, uint32_t now)
{
    Refusal why;
    if (match_apply(t->match, &a, now, &why)) {
        table_after_change(t, now);
        return true;
    }
    /* The coach (the lesson) holds some actions back and says what it wants instead. */
    if (why.clause && strcmp(why.clause, MATCH_COACH) == 0) say(t, true, now, why.message);
    else if (why.clause && strcmp(why.clause, MATCH_PRACTICE) == 0) say(t, true, now, table_practice_words(t->lang));
    else say_refused(t, now, &why);
    return false;
}

/* The roll's faces enter the log once its dice have landed, not while they tumble. */
static void log_landed_roll(TableScene *t, uint32_t now)
{
    if (!t->now.roll_unlogged || table_due_ahead(t, TABLE_DUE_DICE, now)) return;
    table_take_landed(t, now);
}

static void roll(TableScene *t, uint32_t now)
{
    Refusal why;
    if (!match_roll(t->match, now, &why)) {
        say_refused(t, now, &why);
        return;
    }
    table_after_change(t, now);
    log_landed_roll(t, now);   /* with animations off the dice have landed already */
}

static void undo(TableScene *t, uint32_t now)
{
    const Lang *lang = t->lang;
    if (table_bot_turn(t)) {
        char text[sizeof t->now.message];
        snprintf(text, sizeof text, _("%s is playing: undo waits for your turn"), seat_name(t, game(t)->to_act));
        say(t, true, now, text);
        return;
    }
    if (!match_undo(t->match, now)) {
        say(t, true, now, _("Nothing to take back: undo stops at the last roll and at your own turn"));
        return;
    }
    table_after_change(t, now);
}

bool table_rolling(const TableScene *t)
{
    return t->now.roll_unlogged != 0;
}

void table_pause(TableScene *t, uint32_t now)
{
    if (t->paused_at) return;
    t->paused_at = now ? now : 1;
    table_forget_pointer(t);
}

void table_resume(TableScene *t, uint32_t now)
{
    if (!t->paused_at) return;
    uint32_t gap = now > t->paused_at ? now - t->paused_at : 0;
    dice_view_shift(&t->draw.dice, gap);
    t->now.pen_start += gap;
    match_shift(t->match, gap);
    if (t->now.message_at) t->now.message_at += gap;
    t->paused_at = 0;
}

/* The dice, the elephant or the pen still moving: play waits for them. */
static bool moving(const TableScene *t, uint32_t now)
{
    return table_due_ahead(t, TABLE_DUE_DICE, now) || table_due_ahead(t, TABLE_DUE_PEN, now);
}

bool table_busy(const TableScene *t, uint32_t now)
{
    /* A gain being shown keeps the picture moving, but play does not wait for it. */
    return moving(t, now) || table_due_ahead(t, TABLE_DUE_GAINS, now);
}

uint32_t table_motion_end(const TableScene *t)
{
    Deadlines d;
    table_deadlines(t, &d);
    uint32_t end = deadline_at(&d, TABLE_DUE_DICE);
    const TableDue more[] = {TABLE_DUE_PEN, TABLE_DUE_GAINS};
    for (int i = 0; i < 2; i++) {
        uint32_t at = deadline_at(&d, more[i]);
        if (at && (int32_t)(at - end) > 0) end = at;
    }
    return end;
}

bool table_message_up(const TableScene *t, uint32_t now)
{
    /* A refusal stays until the next action (drop_refusal); any other message a while. */
    if (t->now.message[0] && t->now.message_bad) return true;
    return table_due_ahead(t, TABLE_DUE_MESSAGE, now);
}

bool table_changed_by_itself(const TableScene *t, uint32_t since, uint32_t now)
{
    return (table_message_up(t, since) && !table_message_up(t, now)) ||
           (table_forced_shown(t, since) && !table_forced_shown(t, now));
}

void table_tick(TableScene *t, uint32_t now)
{
    const Game *g = game(t);
    /* The leave question covers the table like a card: everything waits behind it. */
    if (t->ui.confirm_leave) table_pause(t, now);
    else table_resume(t, now);
    if (t->paused_at) return;
    table_peek_tick(t, now);
    dice_view_update(&t->draw.dice, g, now);
    log_landed_roll(t, now);
    if (t->outcome != TABLE_PLAYING) return;
    /* A finished turn waits for End turn: no roll, no bot, not even the end screen. While
     * the last change is still drawn, a bot's search starts: only its move waits. */
    if (moving(t, now) || table_waiting_end_turn(t)) {
        table_bots_think(t);
        return;
    }
    if (g->waiting == WAIT_OVER) {
        if (!t->over_at) t->over_at = now;
        else if (table_due_come(t, TABLE_DUE_OVER, now)) t->outcome = TABLE_OVER;
        return;
    }
    if (game_actor(g) == GAME_CHANCE && !table_handover_due(t)) {
        if (match_practice_done(t->match)) return;   /* a practice's karma dice stay unrolled */
        /* After a bot's last decision the dice wait a moment too, so it can be followed:
         * half the pace, as between its steps in a turn (its mark is drawn by then). */
        if (table_due_ahead(t, TABLE_DUE_ROLL, now)) return;
        roll(t, now);
        return;
    }
    table_bots_tick(t, now);
}

static bool viewing_other(const TableScene *t)
{
    return t->ui.viewed >= 0 && t->ui.viewed != table_acting_seat(t);
}

/* Says why a click on a sheet spot does nothing, using the engine's own refusal when the
 * spot names an action of this step. */
static void explain_spot(TableScene *t, Spot s, uint32_t now)
{
    const Lang *lang = t->lang;
    const Game *g = game(t);
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
    if (s.kind == SPOT_SLOT) {
        /* The market's own rule, in words, with its clause behind "Why?". */
        why = table_words_market_refused(t->lang, g, input_sale_open(&t->now.legal), s.a, s.b);
        say_refused(t, now, &why);
    } else if (t->now.legal_spots.count > 0)
        say(t, true, now, _("Not that: the places you may click now are outlined in gold"));
    else
        say(t, true, now, _("Nothing to do on the sheet now — see the line at the top"));
}

static void click_die(TableScene *t, int hit, uint32_t now)
{
    const Game *g = game(t);
    Action a;
    bool karma_possible = legal_has_kind(&t->now.legal, ACT_KARMA);
    if (g->step.kind == STEP_CHOOSE_DIE &&
        (hit == DIE_COUNT || (hit >= 0 && g->die_at[hit] == DIE_AT_ELEPHANT))) {
        if (karma_possible) {
            t->ui.karma_armed = !t->ui.karma_armed;
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
    if (input_die_action(g, &t->now.legal, hit, t->ui.karma_armed, &a)) {
        table_apply(t, a, now);
        return;
    }
    Action tried = action_make(g->step.kind == STEP_KARMA_KEEP ? ACT_KEEP
                               : g->step.kind == STEP_GOODS_DIE ? ACT_GOODS_DIE
                               : t->ui.karma_armed ? ACT_KARMA : ACT_TAKE, hit, 0);
    Refusal why;
    if (!game_check(g, t->sheets, &tried, &why)) say_refused(t, now, &why);
}

static void confirm(TableScene *t, uint32_t now)
{
    if (input_sale_open(&t->now.legal)) {
        table_apply(t, sale_draft_action(&t->ui.sale), now);
        return;
    }
    RoadCandidate c = road_from_draft(game(t), t->sheets, &t->ui.road);
    if (c.has && c.legal) table_apply(t, c.action, now);
    else if (c.has) say_refused(t, now, &c.why);
}

static void press_button(TableScene *t, int b, uint32_t now)
{
    const Game *g = game(t);
    switch (b) {
    case BUTTON_UNDO: undo(t, now); break;
    case BUTTON_HINT: table_hint_start(t); break;
    case BUTTON_KARMA:
        if (g->step.kind == STEP_KARMA_KEEP) {
            Action a = action_make(ACT_REROLL, 0, 0);
            table_apply(t, a, now);
        } else if (legal_has_kind(&t->now.legal, ACT_KARMA)) {
            t->ui.karma_armed = !t->ui.karma_armed;
        } else {
            click_die(t, DIE_COUNT, now);
        }
        break;
    case BUTTON_CONFIRM: confirm(t, now); break;
    default: break;
    }
}

/* A good clicked that no sale could take with those chosen (R5.7, R7.7, R9.6): refused at
 * once, the selection left as it was, and said in words; the rule stays behind "Why?". */
static void sale_refused(TableScene *t, const SaleDraft *tried, uint32_t now)
{
    Action a = sale_draft_action(tried);
    Refusal why;
    if (game_check(game(t), t->sheets, &a, &why)) return;   /* listed as legal: never here */
    int chosen = tried->n[GOOD_TEA] + tried->n[GOOD_SILK] + tried->n[GOOD_SPICE];
    int most = sale_most_total(&t->now.legal);
    if (chosen <= most) {
        say_refused(t, now, &why);   /* the kinds the sale takes: the engine's words */
        return;
    }
    char text[sizeof t->now.message];
    table_words_sale_over(t->lang, most, text, sizeof text);
    say_refused_as(t, now, &why, text, most);
}

static void click_sheet(TableScene *t, int x, int y, uint32_t now)
{
    const Game *g = game(t);
    Spot s = sheet_spot_at(&t->draw.big, x, y);
    SaleDraft tried;
    SaleClick sale = input_sale_open(&t->now.legal) && s.kind == SPOT_SLOT
                         ? sale_draft_try(&t->ui.sale, g, &t->now.legal, s.a, s.b, &tried)
                         : SALE_CLICK_OFF;
    if (sale == SALE_CLICK_TAKEN) {
        t->now.message[0] = 0;
        return;
    }
    if (sale == SALE_CLICK_REFUSED) {
        sale_refused(t, &tried, now);
        return;
    }
    Action a;
    if (input_spot_action(g, t->sheets, &t->now.legal, s, &a)) {
        table_apply(t, a, now);
        return;
    }
    if (s.kind != SPOT_NONE) explain_spot(t, s, now);
}

static void release_drag(TableScene *t, int x, int y, uint32_t now)
{
    const Lang *lang = t->lang;
    const Game *g = game(t);
    t->ui.dragging = false;
    SDL_Point first = t->ui.drag[0];
    int dx = x - first.x, dy = y - first.y;
    if (dx * dx + dy * dy <= CLICK_SLOP * CLICK_SLOP) {
        /* A click: toggle a stroke of the draft, or add a half road at once. */
        RoadCandidate c = road_click(&t->ui.road, g, t->sheets, &t->draw.big, first.x, first.y);
        if (c.has && c.action.kind == ACT_HALF) {
            if (c.legal) table_apply(t, c.action, now);
            else say_refused(t, now, &c.why);
            return;
        }
        t->ui.preview = c;
        if (c.has && !c.legal) say_refused(t, now, &c.why);
        else if (c.field < 0) click_sheet(t, first.x, first.y, now);
        return;
    }
    RoadCandidate c = road_from_drag(g, t->sheets, &t->draw.big, t->ui.drag, t->ui.drag_n);
    if (c.has && c.legal) {
        table_apply(t, c.action, now);
        return;
    }
    t->ui.preview = (RoadCandidate){0};
    t->ui.preview.field = -1;
    if (c.has) say_refused(t, now, &c.why);
    else if (c.field >= 0)
        say(t, true, now, _("Drag on: out of the field through another of its edges"));
    else
        say(t, true, now, _("Start on a road end (or a built field's middle for a half road) "
                            "and drag through a free field and out"));
}

static void add_drag_point(TableScene *t, int x, int y)
{
    if (t->ui.drag_n < TABLE_DRAG_MAX) {
        t->ui.drag[t->ui.drag_n].x = x;
        t->ui.drag[t->ui.drag_n].y = y;
        t->ui.drag_n++;
    }
}

/* While a finished turn waits, or a practice's one decision is taken, only Undo, End turn
 * and looking at sheets do anything; a click elsewhere on the sheet says how it goes on. */
static void finished_turn_click(TableScene *t, int x, int y, uint32_t now)
{
    const Lang *lang = t->lang;
    TableLayout *l = &t->draw.layout;
    int b = table_button_at(l, x, y), thumb = table_sheet_target(t, x, y);
    if (b == BUTTON_UNDO) undo(t, now);
    else if (b == BUTTON_CONFIRM) table_end_turn(t, now);
    else if (thumb >= 0) table_thumb_click(t, thumb);
    else if (rect_contains(l->sheet, x, y)) {
        if (viewing_other(t)) t->ui.viewed = -1;
        else if (table_practice(t)) say(t, false, now, table_practice_words(t->lang));
        else say(t, false, now, _("Your turn is done: End turn (or Enter) passes it on, Undo takes it back"));
    }
}

/* The rule behind a bonus that waits, for the message's "Why?": the die's action first
 * (R9.2), or one that cannot be used yet stays (R9.4). */
static void pending_why(TableScene *t, PendingState st)
{
    const Lang *lang = t->lang;
    if (st == PENDING_AFTER_DIE)
        table_words_why(lang, "R9.2", _("when the die's action is finished, the player resolves pending bonuses"),
                  t->now.message_why, sizeof t->now.message_why);
    else if (st == PENDING_WAITS)
        table_words_why(lang, "R9.4", _("a bonus that cannot be used stays pending, since another bonus may make it "
                            "usable; when none of them can be used, they all lapse at once"),
                  t->now.message_why, sizeof t->now.message_why);
}

/* A click on pending bonus i: used when it can be (R9.2); otherwise why not. One that cannot
 * be used now stays (another bonus may make it usable) and lapses only when none can be used
 * (R9.3, R9.4): it is never given up by choice. */
static void pending_click(TableScene *t, int i, uint32_t now)
{
    const Lang *lang = t->lang;
    Action a;
    if (input_pending_action(&t->now.legal, i, &a)) {
        table_apply(t, a, now);
        return;
    }
    if (game(t)->step.kind != STEP_PENDING) {
        say(t, true, now, _("Bonuses are used once the die's action is finished"));
        pending_why(t, PENDING_AFTER_DIE);
        return;
    }
    say(t, true, now, _("This bonus cannot be used now: it waits, and lapses if none can be used"));
    pending_why(t, PENDING_WAITS);
}

static void left_down(TableScene *t, int x, int y, uint32_t now)
{
    TableLayout *l = &t->draw.layout;
    const Game *g = game(t);
    if (why_click(t, x, y, now)) return;
    drop_refusal(t);
    if (table_waiting_end_turn(t) || match_practice_done(t->match)) {
        finished_turn_click(t, x, y, now);
        return;
    }
    int b = table_button_at(l, x, y);
    if (b >= 0) { press_button(t, b, now); return; }
    for (int i = 0; i < g->pending_count && i < TABLE_MAX_PENDING_SHOWN; i++)
        if (rect_contains(table_pending_rect(l, i), x, y)) {
            pending_click(t, i, now);
            return;
        }
    for (int i = 0; i < t->now.choices; i++)
        if (rect_contains(table_choice_rect(l, i, t->now.choices), x, y)) {
            table_apply(t, t->now.choice[i].action, now);
            return;
        }
    int hit = dice_view_hit(&t->draw.dice, x, y);
    if (hit >= 0) { click_die(t, hit, now); return; }
    int thumb = table_sheet_target(t, x, y);
    if (thumb >= 0) {
        table_thumb_click(t, thumb);
        return;
    }
    if (rect_contains(l->sheet, x, y)) {
        if (viewing_other(t)) { t->ui.viewed = -1; return; }
        if (road_step_open(g)) {
            t->ui.dragging = true;
            t->ui.drag_n = 0;
            add_drag_point(t, x, y);
            return;
        }
        click_sheet(t, x, y, now);
    }
}

static void right_down(TableScene *t)
{
    /* A right-click drops whatever is half built. */
    memset(&t->ui.sale, 0, sizeof t->ui.sale);
    road_draft_clear(&t->ui.road);
    t->ui.preview = (RoadCandidate){0};
    t->ui.preview.field = -1;
    t->ui.karma_armed = false;
}

/* A right-click on a pending bonus says what it is and how it stands, with the rule behind a
 * wait: a bonus is never let go by choice (R9.4), so there is nothing else for it to do.
 * Anywhere else it drops whatever is half built. */
static void right_click(TableScene *t, int x, int y, uint32_t now)
{
    const Game *g = game(t);
    drop_refusal(t);
    for (int i = 0; i < g->pending_count && i < TABLE_MAX_PENDING_SHOWN; i++) {
        if (!rect_contains(table_pending_rect(&t->draw.layout, i), x, y)) continue;
        char words[256];
        PendingState st = table_pending_words(t, i, words, sizeof words);
        say(t, false, now, words);
        pending_why(t, st);
        return;
    }
    right_down(t);
}

void table_leave_words(const TableScene *t, int room, char *buf, size_t cap, int *px, int *lines)
{
    int u = t->draw.layout.unit;
    save_words_leave(t->lang, &t->saved, buf, cap);
    *px = type_px(t->art, u, TYPE_BODY);
    *lines = ui_text_lines(t->art, FONT_REGULAR, *px, room, buf);
    if (*lines <= 3) return;
    *px = type_px(t->art, u, TYPE_FINE);
    *lines = ui_text_lines(t->art, FONT_REGULAR, *px, room, buf);
}

/* The leave question: its two buttons inside the card, its words on as many lines as they
 * take (a failed save says why and what leaving would lose). */
SDL_Rect table_leave_card(const TableScene *t)
{
    int u = t->draw.layout.unit, w = t->draw.w, h = t->draw.h;
    int cw = type_grow(t->art, u, 60 * u), px, lines;
    if (cw > w - 4 * u) cw = w - 4 * u;
    char words[600];
    table_leave_words(t, cw - 4 * u, words, sizeof words, &px, &lines);
    int text = (lines > 2 ? lines : 2) * px * 5 / 4;
    int ch = 3 * u + type_px(t->art, u, TYPE_TITLE) * 5 / 4 + u + text + 2 * u + type_grow(t->art, u, 6 * u) + 2 * u;
    if (ch > h - 2 * u) ch = h - 2 * u;
    return layout_rect((w - cw) / 2, (h - ch) / 2, cw, ch);
}

/* Esc's question. A save that failed is tried once more first, so the card tells how
 * things stand now (a disk with room again, a folder put back). */
static void ask_leave(TableScene *t, uint32_t now)
{
    if (t->saved.tried && !t->saved.ok) table_save(t, now);
    t->ui.confirm_leave = true;
}

void table_leave_buttons(const TableScene *t, SDL_Rect *leave, SDL_Rect *stay)
{
    int u = t->draw.layout.unit;
    SDL_Rect c = table_leave_card(t);
    int bh = type_grow(t->art, u, 6 * u), bw = type_grow(t->art, u, 20 * u), y = c.y + c.h - 2 * u - bh;
    if (bw > (c.w - 8 * u) / 2) bw = (c.w - 8 * u) / 2;
    *leave = layout_rect(c.x + c.w / 2 - u - bw, y, bw, bh);
    *stay = layout_rect(c.x + c.w / 2 + u, y, bw, bh);
}

void table_event(TableScene *t, const SDL_Event *e, uint32_t now)
{
    if (e->type == SDL_KEYDOWN && !t->ui.confirm_leave) drop_refusal(t);
    /* A key or a click ends the pointer's tooltip: the keys' focus moves on, or the click
     * acts on what it was about; it comes back when the mouse moves. */
    if ((e->type == SDL_KEYDOWN || e->type == SDL_MOUSEBUTTONDOWN) && !t->ui.focus.feeding) table_drop_tooltip(t);
    if (table_focus_event(t, e, now)) return;
    switch (e->type) {
    case SDL_MOUSEMOTION:
        t->ui.mouse_x = e->motion.x;
        t->ui.mouse_y = e->motion.y;
        /* The ring's own moves (a road by keys) are not the pointer resting anywhere. */
        if (!t->ui.focus.feeding) {
            t->ui.pointer_tip = true;
            t->ui.focus.mouse_x = e->motion.x;   /* where a road by keys gives the pointer back */
            t->ui.focus.mouse_y = e->motion.y;
            table_peek_motion(t, e->motion.x, e->motion.y, now);
        }
        if (t->ui.dragging) {
            add_drag_point(t, e->motion.x, e->motion.y);
            t->ui.preview = road_from_drag(game(t), t->sheets, &t->draw.big, t->ui.drag, t->ui.drag_n);
        }
        return;
    case SDL_MOUSEBUTTONDOWN:
        t->ui.mouse_x = e->button.x;
        t->ui.mouse_y = e->button.y;
        if (t->ui.confirm_leave) {
            SDL_Rect leave, stay;
            table_leave_buttons(t, &leave, &stay);
            if (rect_contains(leave, e->button.x, e->button.y)) t->outcome = TABLE_LEAVE;
            else if (rect_contains(stay, e->button.x, e->button.y)) t->ui.confirm_leave = false;
            return;
        }
        if (table_handover_due(t)) {
            if (!dice_view_animating(&t->draw.dice, now)) {
                t->ui.handed = table_seat_in_charge(game(t));
                t->ui.viewed = -1;
                table_forget_pointer(t);
            }
            return;
        }
        if (dice_view_animating(&t->draw.dice, now)) return;
        if (table_bot_turn(t)) {
            /* While a bot plays, a person may only look at the sheets. */
            int thumb = table_sheet_target(t, e->button.x, e->button.y);
            if (thumb >= 0 && e->button.button == SDL_BUTTON_LEFT) table_thumb_click(t, thumb);
            else if (rect_contains(t->draw.layout.sheet, e->button.x, e->button.y)) {
                t->ui.viewed = -1;
            }
            return;
        }
        if (e->button.button == SDL_BUTTON_LEFT) left_down(t, e->button.x, e->button.y, now);
        else if (e->button.button == SDL_BUTTON_RIGHT) right_click(t, e->button.x, e->button.y, now);
        return;
    case SDL_MOUSEWHEEL:
        /* Not under a card: the hand-over card and the leave question cover the log. */
        if (!table_handover_due(t) && !t->ui.confirm_leave &&
            rect_contains(t->draw.layout.log, t->ui.mouse_x, t->ui.mouse_y))
            table_log_wheel(t, e->wheel.direction == SDL_MOUSEWHEEL_FLIPPED ? -e->wheel.y : e->wheel.y);
        return;
    case SDL_MOUSEBUTTONUP:
        if (e->button.button == SDL_BUTTON_LEFT && t->ui.dragging) {
            add_drag_point(t, e->button.x, e->button.y);
            release_drag(t, e->button.x, e->button.y, now);
        }
        return;
    case SDL_KEYDOWN: {
        SDL_Keycode k = e->key.keysym.sym;
        if (k == SDLK_z && (e->key.keysym.mod & KMOD_CTRL)) undo(t, now);
        else if (k == SDLK_h && !table_bot_turn(t)) table_hint_start(t);
        else if ((k == SDLK_PAGEUP || k == SDLK_PAGEDOWN) && !table_handover_due(t) && !t->ui.confirm_leave)
            table_log_page(t, k == SDLK_PAGEUP ? 1 : -1);
        else if ((k == SDLK_RETURN || k == SDLK_KP_ENTER) && table_waiting_end_turn(t)) table_end_turn(t, now);
        else if ((k == SDLK_RETURN || k == SDLK_KP_ENTER) && !table_bot_turn(t)) confirm(t, now);
        else if (k == SDLK_ESCAPE) {
            if (t->ui.confirm_leave) t->ui.confirm_leave = false;
            else if (t->ui.karma_armed || t->ui.road.field >= 0 || t->ui.sale.n[0] || t->ui.sale.n[1] ||
                     t->ui.sale.n[2])
                right_down(t);
            else if (!table_back_to_own(t)) ask_leave(t, now);
        }
        return;
    }
    default:
        return;
    }
}
