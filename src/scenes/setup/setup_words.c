/* setup_words.c — the set-up screen's sentences (see setup_words.h): the seat-kind labels, the
 * tooltips, what the message line says when a seat leaves or cannot, who starts, and the
 * hints on play at one screen. Pure: text from the set-up's values in the language given (i18n.h);
 * each sentence is one translatable format with the seat's name inside, so a translation
 * can put the words in its own order. */
#include "setup_internal.h"

#include <stdio.h>

#include "i18n.h"
#include "terms.h"
#include "widgets.h"   /* PEN_COLOURS */

/* TRANSLATORS: the seat kind buttons: a person, or a bot of a level. */
static const char *const KIND_LABEL[KIND_BUTTONS] = {N_("Human"), N_("Easy"), N_("Medium"), N_("Hard")};

static const char *const BOT_TIP[BOT_LEVEL_COUNT] = {
    N_("Easy bot: takes what pays most at once, with a little noise"),
    N_("Medium bot: plans its whole turn and weighs the position it leaves"),
    N_("Hard bot: plays out sampled futures for about a second per move"),
};

static const char *const HINT[SETUP_HINTS] = {
    N_("A card names the player whose turn it is: pass the mouse, then click to go on."),
    N_("Take a die from the centre; gold outlines show where you may mark your sheet."),
    N_("Ctrl+Z or Backspace takes back your own last decision. Esc leaves: the game is saved."),
};

const char *setup_words_kind(const Lang *lang, int option)
{
    return tr(KIND_LABEL[option >= 0 && option < KIND_BUTTONS ? option : 0]);
}

const char *setup_words_hint(const Lang *lang, int i)
{
    return tr(HINT[i >= 0 && i < SETUP_HINTS ? i : 0]);
}

const char *setup_words_hint_shown(const Lang *lang, int i, bool unsaved)
{
    if (unsaved && i == SETUP_HINTS - 1)
        return _("Ctrl+Z or Backspace takes back your own last decision. Esc leaves the game.");
    return setup_words_hint(lang, i);
}

bool setup_words_tip(const Lang *lang, const GameSetup *g, SetupHit h, char *buf, size_t cap)
{
    const char *name = h.seat >= 0 && h.seat < GAME_MAX_PLAYERS ? g->seat[h.seat].name : "";
    switch (h.kind) {
    case HIT_KIND:
        if (h.option > 0) snprintf(buf, cap, "%s", tr(BOT_TIP[(h.option - 1) % BOT_LEVEL_COUNT]));
        else snprintf(buf, cap, _("%s plays at this screen"), name);
        return true;
    case HIT_COLOUR:
        snprintf(buf, cap, _("%s writes in %s. Click for the next free colour"), name,
                 term_colour(lang, g->seat[h.seat].colour % PEN_COLOURS));
        return true;
    case HIT_NAME:
        snprintf(buf, cap, "%s", _("Click to type a name"));
        return true;
    case HIT_FIRST:
        if (g->first == h.seat) snprintf(buf, cap, _("%s holds the elephant first. Click for a random start"), name);
        else snprintf(buf, cap, _("Let %s hold the elephant and start"), name);
        return true;
    case HIT_RANDOM_FIRST:
        snprintf(buf, cap, "%s", _("The starting player is drawn when the game begins"));
        return true;
    case HIT_REMOVE:
        snprintf(buf, cap, _("Remove %s from the table"), name);
        return true;
    default:
        return false;
    }
}

void setup_words_left(const Lang *lang, const char *name, char *buf, size_t cap)
{
    snprintf(buf, cap, _("%s left the table"), name);
}

void setup_words_starter(const Lang *lang, const GameSetup *g, char *buf, size_t cap)
{
    if (g->first == SETUP_FIRST_RANDOM) snprintf(buf, cap, "%s", _("Starting player: drawn at random"));
    else snprintf(buf, cap, _("Starting player: %s"), g->seat[g->first].name);
}

const char *setup_words_seats_refused(const Lang *lang, bool too_many)
{
    return too_many ? _("No more than 5 players fit at the table") : _("A game needs at least 2 players");
}

void setup_words_seats_why(const Lang *lang, char *buf, size_t cap)
{
    term_rule(lang, "R1.1", _("a game has 2, 3, 4 or 5 players, one sheet each"), buf, cap);
}
