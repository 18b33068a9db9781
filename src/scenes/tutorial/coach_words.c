/* coach_words.c — every word the coach says, in the player's language (docs/i18n.md): a
 * step's words, what another gesture is told, and the card's own lines. Plain words, no
 * rule clauses: the lesson teaches by doing, the Rules (F1) cite the clauses. Each is in the
 * language given. */
#include "lesson_internal.h"

#include <stdio.h>

#include "i18n.h"

/* The steps that name the bot are written where they are used (coach_words_step). */
static const char *const SAY[LESSON_STEPS] = {
    [LESSON_TAKE_GREEN] = N_("Green dice draw roads. Take the green die showing a curve: the other green die "
                             "goes onto the elephant."),
    [LESSON_ROAD_TOWER] = N_("Drag from the road end at the top of your residence up into the tower field, "
                             "and out through its left or right side. A new building scores fame at once."),
    [LESSON_TAKE_PURPLE] = N_("Purple dice bring goods. Take the purple die with tea and silk: both are "
                              "circled in your market."),
    [LESSON_GOODS] = N_("Goods are sold for money: at a market you build, and with some bonuses. A good "
                        "further right in its row brings more."),
    [LESSON_BONUS_RIVER] = N_("The boat reached the lotus and its money. What a field gives is a bonus: it "
                              "waits below your sheet. Click it to use it."),
    [LESSON_RACE] = N_("Fame runs right, money runs left. Your race is twice your fame plus your money: "
                       "when it reaches 80 your two tracks cross."),
    [LESSON_TAKE_ORANGE] = N_("Orange dice call a person of the palace. Take Raja Man Singh: one money and "
                              "an upgrade."),
    [LESSON_UPGRADE] = N_("Mark an upgrade: your next tower scores 2 fame instead of 1."),
    [LESSON_TAKE_CURVE] = N_("The elephant is back with you. Take the green curve again: this time it "
                             "reaches a market."),
    [LESSON_ROAD_MARKET] = N_("Drag from the road end at the left of your residence into the market field "
                              "and out at its top."),
    [LESSON_KARMA] = N_("Karma: instead of taking a die, roll the elephant's die with one from the centre. "
                        "Click Karma, then the blue die with the conch."),
    [LESSON_KEEP] = N_("Keep one of the two rolled dice: take the blue conch. The other goes onto the "
                       "elephant."),
    [LESSON_BONUS_MONEY] = N_("The boat sailed to the conch and its money. Use the bonus."),
    [LESSON_BONUS_TRACK] = N_("Your money passed a bonus printed on the track: it waits below your sheet "
                              "too. Use it."),
    [LESSON_GOODS_CHOICE] = N_("Choose a good: click one of the choices at the top."),
    [LESSON_END] = N_("That is the game: the first player whose tracks cross ends it, and the largest "
                      "overlap wins. Play on, start over, or leave for a real game."),
};

static const char *const WRONG[LESSON_STEPS] = {
    [LESSON_TAKE_GREEN] = N_("Not that one: take the green curve — it builds a road to a tower."),
    [LESSON_ROAD_TOWER] = N_("Not there: draw the curve in the tower field just above your residence."),
    [LESSON_TAKE_PURPLE] = N_("Not that one: take the purple tea and silk — goods to sell at a market."),
    [LESSON_TAKE_BLUE] = N_("Not that one: take the blue lotus — it sails your boat to money."),
    [LESSON_BONUS_RIVER] = N_("Not that: click the bonus waiting below your sheet."),
    [LESSON_TAKE_ORANGE] = N_("Not that one: take the orange Raja Man Singh — money and an upgrade."),
    [LESSON_UPGRADE] = N_("Not that: click a value in the upgrade table, the tower's 2 for instance."),
    [LESSON_TAKE_CURVE] = N_("Not that one: take the green curve — it reaches the market."),
    [LESSON_ROAD_MARKET] = N_("Not there: draw the curve in the market field left of your residence."),
    [LESSON_SELL] = N_("Sell at least one good: click your tea or silk in the market, then the Sell button."),
    [LESSON_KARMA] = N_("Not yet: use karma — click Karma first, then the blue die with the conch."),
    [LESSON_KEEP] = N_("Keep the blue conch: click it."),
    [LESSON_BONUS_MONEY] = N_("Not that: click the bonus waiting below your sheet."),
    [LESSON_BONUS_TRACK] = N_("Not that: click the bonus waiting below your sheet."),
    [LESSON_GOODS_CHOICE] = N_("Choose a good: click tea, silk or spice at the top."),
};

void coach_words_step(const Lang *lang, int step, const char *bot, char *out, size_t cap)
{
    if (step < 0 || step >= LESSON_STEPS) {
        snprintf(out, cap, "%s", _("The lesson is over: play on as long as you like, start over, or leave."));
        return;
    }
    if (step == LESSON_WELCOME)
        snprintf(out, cap, _("Welcome! You play three rounds against %s, an easy bot. You hold the elephant: "
                 "you roll the eight dice and choose first this round."), bot);
    else if (step == LESSON_TAKE_BLUE)
        snprintf(out, cap, _("A new round: the elephant moved on to %s, who rolled and chose first. Blue dice "
                 "sail your boat. Take the blue lotus."), bot);
    else if (step == LESSON_SELL) {
        /* The button is named as it will read once both goods are clicked: the table's own
         * label (table_draw.c), so the words and the button agree in every language. */
        char button[64];
        snprintf(button, sizeof button, _("Sell %d"), 2);
        /* TRANSLATORS: %s is the label of the button that sells, "Sell 2"; quote it as your
         * language quotes a button's label. */
        snprintf(out, cap, _("A new market sells at once: here up to 2 goods of different kinds. Click your tea "
                 "and your silk, then the button “%s”."), button);
    } else
        snprintf(out, cap, "%s", tr(SAY[step]));
}

const char *coach_words_wrong(const Lang *lang, int step)
{
    if (step < 0 || step >= LESSON_STEPS || !WRONG[step]) return coach_words_read_first(lang);
    return tr(WRONG[step]);
}

void coach_words_waiting(const Lang *lang, const char *bot, char *out, size_t cap)
{
    snprintf(out, cap, _("%s is playing: watch the dice in the centre."), bot);
}

const char *coach_words_read_first(const Lang *lang)
{
    return _("First read the note on the right, then click Next.");
}

const char *coach_words_end_turn(const Lang *lang)
{
    return _("Your turn is done: click End turn (or press Enter) to pass the dice on. Undo would take it back.");
}

const char *coach_words_title(const Lang *lang)
{
    return _("Learn to play");
}

void coach_words_progress(const Lang *lang, int step, char *out, size_t cap)
{
    int shown = step < LESSON_STEPS ? step + 1 : LESSON_STEPS;
    snprintf(out, cap, _("Step %d of %d"), shown, LESSON_STEPS);
}
