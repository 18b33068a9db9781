/* terms.c — see terms.h. The tables hold the English display words marked N_() so xgettext
 * finds them; each is translated where it is returned, so a language switch takes effect at
 * the next frame. The German and Dutch words follow the published editions' rules (HUCH!):
 * Ruhm, Geld, Fluss, Palast, Markt, Provinz, Weg; roem, geld, rivier, paleis, markt,
 * provincie, weg. */
#include "terms.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "widgets.h"

#define COUNT(a) ((int)(sizeof(a) / sizeof((a)[0])))

static const char *pick(const Lang *lang, const char *const *table, int n, int i)
{
    return i >= 0 && i < n ? tr(table[i]) : "?";
}

const char *term_die(const Lang *lang, int face)
{
    /* TRANSLATORS: a die named by the face it shows, as the object of a sentence ("Asha
     * took the blue fish", "Keep the green curve"); the colour says which die it is. */
    static const char *const name[FACE_COUNT] = {
        N_("the purple tea + tea"), N_("the purple silk + silk"), N_("the purple spice + spice"),
        N_("the purple tea + silk"), N_("the purple silk + spice"), N_("the purple spice + tea"),
        N_("the green curve"), N_("the green straight"), N_("the green two half roads"),
        N_("the blue lotus"), N_("the blue fish"), N_("the blue flag"),
        N_("the blue peacock"), N_("the blue conch"), N_("the blue boat"),
        N_("the orange Great Mogul"), N_("the orange Maharani"), N_("the orange Merchant"),
        N_("the orange Raja Man Singh"), N_("the orange Master Builder"), N_("the orange Portuguese")};
    return pick(lang, name, COUNT(name), face);
}

const char *term_die_title(const Lang *lang, int face)
{
    /* TRANSLATORS: a die named by the face it shows, on its own (a tooltip, speech):
     * "The blue fish". */
    static const char *const name[FACE_COUNT] = {
        N_("The purple tea + tea"), N_("The purple silk + silk"), N_("The purple spice + spice"),
        N_("The purple tea + silk"), N_("The purple silk + spice"), N_("The purple spice + tea"),
        N_("The green curve"), N_("The green straight"), N_("The green two half roads"),
        N_("The blue lotus"), N_("The blue fish"), N_("The blue flag"),
        N_("The blue peacock"), N_("The blue conch"), N_("The blue boat"),
        N_("The orange Great Mogul"), N_("The orange Maharani"), N_("The orange Merchant"),
        N_("The orange Raja Man Singh"), N_("The orange Master Builder"), N_("The orange Portuguese")};
    return pick(lang, name, COUNT(name), face);
}

const char *term_face(const Lang *lang, int face)
{
    static const char *const name[FACE_COUNT] = {
        N_("tea + tea"), N_("silk + silk"), N_("spice + spice"),
        N_("tea + silk"), N_("silk + spice"), N_("spice + tea"),
        N_("curve"), N_("straight"), N_("two half roads"),
        N_("lotus"), N_("fish"), N_("flag"),
        N_("peacock"), N_("conch"), N_("boat"),
        N_("Great Mogul"), N_("Maharani"), N_("Merchant"), N_("Raja Man Singh"),
        N_("Master Builder"), N_("Portuguese")};
    return pick(lang, name, COUNT(name), face);
}

const char *term_good(const Lang *lang, int good)
{
    static const char *const name[GOOD_COUNT] = {N_("tea"), N_("silk"), N_("spice")};
    return pick(lang, name, COUNT(name), good);
}

const char *term_good_title(const Lang *lang, int good)
{
    static const char *const name[GOOD_COUNT] = {N_("Tea"), N_("Silk"), N_("Spice")};
    return pick(lang, name, COUNT(name), good);
}

const char *term_type(const Lang *lang, int type)
{
    static const char *const name[TYPE_COUNT] = {N_("temple"), N_("fort"), N_("garden"), N_("tower")};
    return pick(lang, name, COUNT(name), type);
}

const char *term_type_title(const Lang *lang, int type)
{
    static const char *const name[TYPE_COUNT] = {N_("Temple"), N_("Fort"), N_("Garden"), N_("Tower")};
    return pick(lang, name, COUNT(name), type);
}

const char *term_person(const Lang *lang, int person)
{
    return person >= 0 && person < PERSON_COUNT ? term_face(lang, FACE_GREAT_MOGUL + person) : "?";
}

const char *term_symbol(const Lang *lang, int symbol)
{
    return symbol >= 0 && symbol < SYMBOL_COUNT ? term_face(lang, FACE_LOTUS + symbol) : "?";
}

const char *term_edge(const Lang *lang, int edge)
{
    static const char *const name[EDGE_COUNT] = {N_("north"), N_("east"), N_("south"), N_("west")};
    return pick(lang, name, COUNT(name), edge);
}

const char *term_colour(const Lang *lang, int colour)
{
    static const char *const name[PEN_COLOURS] = {
        N_("blue"), N_("red"), N_("green"), N_("purple"), N_("orange"), N_("black")};
    return pick(lang, name, COUNT(name), colour);
}

const char *term_bot_level(const Lang *lang, int level)
{
    static const char *const name[] = {N_("easy"), N_("medium"), N_("hard")};   /* seat.h's BotLevel */
    return pick(lang, name, COUNT(name), level);
}

const char *term_side(const Lang *lang, const char *name, bool title)
{
    static const char *const side[][3] = {
        {"sun", N_("sun"), N_("Sun")},
        {"moon", N_("moon"), N_("Moon")},
    };
    for (int i = 0; i < COUNT(side); i++)
        if (name && strcmp(name, side[i][0]) == 0) return tr(side[i][title ? 2 : 1]);
    return name ? name : "?";
}

/* Every message the engine and the session refuse with (check.c, market.c, game.c, …):
 * stable strings, so the scene maps them to translations by their English text. The test
 * test_scene_i18n extracts the engine's messages and checks each one is here. */
static const char *const REFUSAL[] = {
    N_("2 to 5 players"),
    N_("a die's action must be carried out as far as it can be"),
    N_("a bonus that can be used must be used: it cannot be given up"),
    N_("a face is not on the die in that position"),
    N_("a free field can never be given a single half road"),
    N_("a good can be sold only if owned (circled, not crossed)"),
    N_("a half road is one edge of a built field"),
    N_("a road is a straight, curve, T or crossing"),
    N_("a road piece is a straight, T or crossing"),
    N_("choose a palace person first"),
    N_("choose a purple die"),
    N_("choose as many different kinds as the bonus gives"),
    N_("choose the building type to upgrade first"),
    N_("choose the kinds of goods first"),
    N_("choose the purple die first"),
    N_("choose the river field to move back to first"),
    N_("decide the sale first"),
    N_("draw the half roads first"),
    N_("draw the road first"),
    N_("keep one of the two dice just rolled"),
    N_("malformed action"),
    N_("move back to an unmarked field left of the boat"),
    N_("no bonus is being resolved"),
    N_("no bonus is given up by choice: unusable ones lapse by themselves when none can be used"),
    N_("no bonus on this border edge"),
    N_("no decision is open"),
    N_("no game: start one with new"),
    N_("no karma left to reroll"),
    N_("no karma left to use"),
    N_("no karma on the round's first turn: the elephant carries no die"),
    N_("no pending bonus with that number"),
    N_("no roll is due"),
    N_("no roll is due now"),
    N_("no such palace person"),
    N_("no such sheet side"),
    N_("only two half roads together make a straight or curve"),
    N_("out of memory"),
    N_("reroll or keep one of the karma dice first"),
    N_("take a centre die or use karma first"),
    N_("that bonus cannot be used now"),
    N_("that building type is already at 3"),
    N_("that die is not in the centre"),
    N_("that edge already has a road"),
    N_("that field is already built"),
    N_("that good's row is full"),
    N_("that person has all three boxes crossed"),
    N_("that person's action cannot be carried out now"),
    N_("the boat moves back 1 or 2 unmarked fields"),
    N_("the elephant holder must roll the dice first"),
    N_("the game is over"),
    N_("the goods must all be of different kinds"),
    N_("the green die shows another road"),
    N_("the great mogul chooses one of the other five persons"),
    N_("the karma dice must be rolled first"),
    N_("the karma roll gives the elephant's die, then the centre die"),
    N_("the maharani moves the boat 1 or 2 fields forward"),
    N_("the merchant sells 1 or 2 goods"),
    N_("the merchant sells 1 or 2 goods or gives 1 good"),
    N_("the portuguese moves the boat back or gives 1 good"),
    N_("the river ends before that field"),
    N_("the road must join a road that leads to the residence"),
    N_("the round roll gives all eight dice"),
    N_("the starting player must be one of the seats"),
    N_("this sale bonus sells as many of the goods shown as you own"),
    N_("this sale bonus sells exactly as many goods as shown"),
    N_("this sale takes fewer goods"),
    N_("this sale takes goods of different kinds only"),
    N_("this sale takes goods of one kind only"),
    N_("two half roads make a straight or a curve"),
    N_("use the pending bonuses first"),
};

const char *term_refusal(const Lang *lang, const Refusal *why)
{
    if (!why || !why->message) return "";
    for (int i = 0; i < COUNT(REFUSAL); i++)
        if (strcmp(why->message, REFUSAL[i]) == 0) return tr(REFUSAL[i]);
    return why->message;   /* a new engine message: English until it is added above */
}

void term_refusal_line(const Lang *lang, const Refusal *why, char *buf, size_t cap)
{
    /* TRANSLATORS: a refused action: the rule clause (R5.4) stays first, then the reason. */
    snprintf(buf, cap, _("%s: %s"), why && why->clause ? why->clause : "?", term_refusal(lang, why));
}

void term_rule(const Lang *lang, const char *clause, const char *says, char *buf, size_t cap)
{
    /* TRANSLATORS: the rule behind a sentence, shown when the player points at "Why?":
     * "Rule R1.1: a game has 2, 3, 4 or 5 players, one sheet each". */
    snprintf(buf, cap, _("Rule %s: %s"), clause, says);
}

const char *term_why_label(const Lang *lang)
{
    /* TRANSLATORS: after a refusal or how the game ended; pointing at it shows the rule
     * behind the sentence. */
    return _("Why?");
}

void term_list(const Lang *lang, const char *const *items, int n, char *buf, size_t cap)
{
    if (cap == 0) return;
    buf[0] = '\0';
    for (int i = 0; i < n; i++) {
        char so_far[512];
        snprintf(so_far, sizeof so_far, "%s", buf);
        if (i == 0) snprintf(buf, cap, "%s", items[i]);
        /* TRANSLATORS: joins list items: "tea, silk". */
        else if (i < n - 1) snprintf(buf, cap, _("%s, %s"), so_far, items[i]);
        /* TRANSLATORS: joins the last item of a list: "tea, silk and spice". */
        else snprintf(buf, cap, _("%s and %s"), so_far, items[i]);
    }
}
