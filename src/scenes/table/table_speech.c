/* table_speech.c — the table in words for speech (speech.h): the prompt as the top line
 * shows it, and the focused item (table_focus.c) as a short phrase — a die's face and
 * colour, a chip's or a button's label, a bonus, a sheet spot's tooltip sentence; and the
 * tooltip's sentence for what the pointer is over. The same words the screen shows, so
 * nothing is said that is not written. */
#include "table_internal.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "table_words.h"
#include "terms.h"

/* What the palace person of the step offers now, from the legal moves (table_words_person):
 * a prompt offers only what can be done. */
static PersonOffers person_offers(const TableScene *t)
{
    const LegalSet *l = &t->now.legal;
    return (PersonOffers){legal_has_kind(l, ACT_SELL), legal_has_kind(l, ACT_GOOD), legal_has_kind(l, ACT_BACK),
                          sale_most_total(l)};
}

void table_prompt_text(const TableScene *t, char *buf, size_t cap)
{
    const Lang *lang = t->lang;
    const Game *g = table_game(t);
    int seat = table_acting_seat(t);
    if (table_practice(t) && match_practice_done(t->match))
        table_words_practice_done(t->lang, t->seats.name[seat], buf, cap);
    else if (table_waiting_end_turn(t))
        table_words_turn_done(t->lang, t->seats.name[seat], buf, cap);
    else if (table_handover_due(t))
        /* The card waits for the next person: what waits is the screen passed on, not the
         * dice (they roll once the card is taken) or a decision. */
        table_words_handover(t->lang, t->seats.name[table_seat_in_charge(g)], buf, cap);
    else if (table_rolling(t))
        table_words_rolling(t->lang, t->seats.name[seat], g->waiting == WAIT_ACTION && g->step.kind == STEP_KARMA_KEEP, buf, cap);
    else if (t->seats.bot[seat] && g->waiting != WAIT_OVER)
        snprintf(buf, cap, _("%s (%s bot) is playing…"), t->seats.name[seat],
                 term_bot_level(lang, (t->seats.bot[seat] - 1) % BOT_LEVEL_COUNT));
    else if (g->waiting == WAIT_ACTION && g->step.kind == STEP_HALVES)
        /* What the legal moves allow: a half road on a built field, both as one road, or
         * only the latter (the sun's residence alone takes no half road, R5.4). */
        table_words_halves(t->lang, t->seats.name[seat], g->step.n, legal_has_kind(&t->now.legal, ACT_HALF),
                     legal_has_kind(&t->now.legal, ACT_ROAD), buf, cap);
    else if (g->waiting != WAIT_ACTION ||
             !table_words_person(t->lang, g, t->seats.name[seat], person_offers(t), buf, cap))
        table_words_prompt(t->lang, g, t->seats.name[seat], t->ui.karma_armed, buf, cap);
    /* Once tracks have crossed, every turn is said to be among the last (R3.4). */
    if (g->end_triggered && g->waiting != WAIT_OVER && !table_waiting_end_turn(t)) {
        size_t used = strlen(buf);
        snprintf(buf + used, cap > used ? cap - used : 0, "%s",
                 g->setup.players == 2 ? _(" — last pass") : _(" — last round"));
    }
    if (table_practice(t)) {
        /* The top line says first that none of this is the game itself: a puzzle in its own
         * words, any other practice as one. */
        char said[768];
        snprintf(said, sizeof said, "%s", buf);
        if (t->ui.top_line) t->ui.top_line(t->ui.top_line_ctx, said, buf, cap);
        /* TRANSLATORS: the table's top line in a practice (the review's "Try it"). */
        else snprintf(buf, cap, _("Practice · %s"), said);
    }
}

static const char *button_words(const TableScene *t, int b)
{
    const Lang *lang = t->lang;
    switch (b) {
    case BUTTON_UNDO: return _("Undo");
    case BUTTON_KARMA: return table_game(t)->step.kind == STEP_KARMA_KEEP ? _("Reroll") : _("Karma");
    case BUTTON_HINT: return _("Hint");
    default: return "";
    }
}

void table_focus_words(TableScene *t, char *buf, size_t cap)
{
    const Lang *lang = t->lang;
    const Game *g = table_game(t);
    const FocusItem *it = t->ui.focus.ring.shown ? focus_current(&t->ui.focus.ring) : NULL;
    buf[0] = '\0';
    if (!it) return;
    int seats[GAME_MAX_PLAYERS - 1];
    switch (it->group) {
    case TF_DIE:
        snprintf(buf, cap, "%s", term_die_title(lang, g->die_face[it->id % DIE_COUNT]));
        break;
    case TF_CHOICE: snprintf(buf, cap, "%s", t->now.choice[it->id].label); break;
    case TF_PENDING: words_bonus(lang, g->pending[it->id], buf, cap); break;
    case TF_SPOT: {
        Spot s = {(uint8_t)(it->id >> 16), (uint8_t)(it->id >> 8), (uint8_t)it->id};
        sheet_spot_describe(lang, &t->sheets->sheet[g->setup.sheet], s, buf, (int)cap);
        break;
    }
    case TF_BUTTON:
        if (it->id == BUTTON_CONFIRM) table_confirm_label(t, buf, cap);
        else snprintf(buf, cap, "%s", button_words(t, it->id));
        break;
    case TF_THUMB:
        table_thumb_seats(t, seats);
        snprintf(buf, cap, "%s", t->seats.name[seats[it->id]]);
        break;
    case TF_CARD: snprintf(buf, cap, _("Pass to %s"), t->seats.name[table_seat_in_charge(g)]); break;
    case TF_LEAVE: snprintf(buf, cap, "%s", it->id == 0 ? _("Leave") : _("Keep playing")); break;
    default: break;
    }
}

void table_tooltip_text(TableScene *t, int x, int y, char *buf, size_t cap)
{
    const Lang *lang = t->lang;
    const Game *g = table_game(t);
    const TableLayout *l = &t->draw.layout;
    buf[0] = 0;
    int hit = dice_view_hit(&t->draw.dice, x, y);
    if (hit == DIE_COUNT) {
        const char *holder = t->seats.name[g->holder % GAME_MAX_PLAYERS];
        if (words_you(lang, holder))
            snprintf(buf, cap, "%s", _("The elephant: you start the round. Karma: roll its die with a centre die"));
        else
            snprintf(buf, cap, _("The elephant: %s starts the round. Karma: roll its die with a centre die"), holder);
    } else if (hit >= 0) {
        /* A die's tooltip: the die by what it shows, "The green curve". */
        snprintf(buf, cap, "%s", term_die_title(lang, g->die_face[hit]));
    } else if (rect_contains(l->log, x, y)) {
        table_log_detail(t, x, y, buf, cap);
    } else if (rect_contains(l->sheet, x, y)) {
        Spot s = sheet_spot_at(&t->draw.big, x, y);
        if (s.kind != SPOT_NONE) sheet_spot_describe(lang, &t->sheets->sheet[g->setup.sheet], s, buf, (int)cap);
    } else {
        for (int i = 0; i < g->pending_count && i < TABLE_MAX_PENDING_SHOWN; i++)
            if (rect_contains(table_pending_rect(l, i), x, y)) table_pending_words(t, i, buf, cap);
    }
}

void table_tooltip_now(TableScene *t, uint32_t now, char *buf, size_t cap)
{
    buf[0] = 0;
    if (!t->ui.pointer_tip || t->ui.dragging || table_handover_due(t) || t->ui.confirm_leave) return;
    /* A die's faces are told once it lands: no tooltip over tumbling dice. */
    if (dice_view_animating(&t->draw.dice, now)) return;
    int px;
    if (t->now.message_why[0] && table_message_up(t, now) &&
        (t->ui.why_open || rect_contains(table_message_box(t, &px), t->ui.mouse_x, t->ui.mouse_y)))
        return;   /* the message's own "Why?" shows there */
    table_tooltip_text(t, t->ui.mouse_x, t->ui.mouse_y, buf, cap);
}

void table_drop_tooltip(TableScene *t)
{
    t->ui.pointer_tip = false;
}

PendingState table_pending_words(const TableScene *t, int i, char *buf, size_t cap)
{
    const Lang *lang = t->lang;
    const Game *g = table_game(t);
    char b[64];
    Action a;
    buf[0] = 0;
    if (i < 0 || i >= g->pending_count) return PENDING_OTHERS;
    words_bonus(lang, g->pending[i], b, sizeof b);
    if (table_waiting_end_turn(t) && g->lapsed_count > 0) {
        /* TRANSLATORS: the tooltip of a bonus crossed out as the player's turn ended. */
        snprintf(buf, cap, _("Bonus: %s. It lapsed: it could not be used this turn"), b);
        return PENDING_LAPSED;
    }
    if (table_bot_turn(t)) {
        snprintf(buf, cap, "%s", b);
        return PENDING_OTHERS;
    }
    if (input_pending_action(&t->now.legal, i, &a)) {
        snprintf(buf, cap, _("Bonus: %s. Click to use it"), b);
        return PENDING_USABLE;
    }
    if (g->step.kind != STEP_PENDING) {
        snprintf(buf, cap, _("Bonus: %s. It is used once the die's action is finished"), b);
        return PENDING_AFTER_DIE;
    }
    snprintf(buf, cap, _("Bonus: %s. It cannot be used now: it waits, and lapses if none can be used"), b);
    return PENDING_WAITS;
}
