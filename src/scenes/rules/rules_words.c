/* rules_words.c — the rules screen's own words (see rules.h): its tab labels and the keys
 * that close it, the page shown when the rules text cannot be read, and the icon legend:
 * every icon in assets/icons with a name and one line on what it means, in sections. The
 * test checks that the legend and the icon folder hold the same names, so a new icon cannot
 * go unexplained. Pure: text in the language lang (i18n.h); the rules text itself comes
 * from assets/rules/<lang>.md (rules_text.c parses it). */
#include "rules_internal.h"

#include <stdio.h>

#include "i18n.h"

const char *rules_words_tab(const Lang *lang, RulesTab tab)
{
    return tab == RULES_TAB_TEXT ? _("Rules of play") : _("Icons");
}

const char *rules_words_keys(const Lang *lang)
{
    /* TRANSLATORS: the rules screen's keys, in its title bar; Ctrl as on the keyboard. */
    return _("Ctrl+↓/↑ sections · F1 or Esc closes");
}

void rules_words_unreadable(const Lang *lang, const char *path, const char *why, char *buf, size_t cap)
{
    snprintf(buf, cap, _("The rules text %s could not be read: %s"), path, why);
}

bool rules_words_error_page(const Lang *lang, RulesDoc *d, const char *error)
{
    return rules_doc_add(d, RULES_HEADING, _("The rules could not be shown"), NULL) &&
           rules_doc_add(d, RULES_PARAGRAPH, error, NULL) &&
           rules_doc_add(d, RULES_PARAGRAPH,
                         _("The icon legend is in the Icons tab. The rules files belong in the game's "
                           "data folder, in rules/ beside icons/ and sheets/."),
                         NULL);
}

/* ---- the icon legend ------------------------------------------------------------------- */

static const RulesLegendEntry LEGEND[] = {
    {NULL, N_("Goods"), NULL},
    {"tea", N_("Tea"), N_("A good: circled in the market's tea row when gained, crossed when sold.")},
    {"silk", N_("Silk"), N_("A good: circled in the silk row when gained, crossed when sold.")},
    {"spice", N_("Spice"), N_("A good: circled in the spice row when gained, crossed when sold.")},

    {NULL, N_("Dice and turns"), NULL},
    {"dice", N_("Roll"), N_("The round's eight dice are rolled; a die's colour says where it acts.")},
    {"elephant", N_("Elephant"), N_("Marks the start player and carries the partner of the first die, for karma.")},
    {"curve", N_("Curve"), N_("Green die: draw a curved road in a free field.")},
    {"straight", N_("Straight"), N_("Green die: draw a straight road in a free field.")},
    {"half-half", N_("Two half roads"), N_("Green die: extend built fields, or join both into a straight or curve.")},   /* R5.6 */

    {NULL, N_("Province"), NULL},
    {"residence", N_("Residence"), N_("Your first built field: every road must stay joined to it.")},   /* R5.3 */
    {"temple", N_("Temple"), N_("A building: scores its type's value in fame when a road first reaches it.")},
    {"fort", N_("Fort"), N_("A building: scores its type's value in fame when a road first reaches it.")},
    {"garden", N_("Garden"), N_("A building: scores its type's value in fame when a road first reaches it.")},
    {"tower", N_("Tower"), N_("A building: scores its type's value in fame when a road first reaches it.")},
    {"market-same", N_("Market, one kind"), N_("Opens when a road first reaches it: sell up to the number shown, all of one kind.")},
    {"market-mixed", N_("Market, mixed"), N_("Opens when a road first reaches it: sell up to the number shown, all different.")},

    {NULL, N_("Palace"), NULL},
    {"great-mogul", N_("Great Mogul"), N_("Cross one of the other five persons as well and carry it out, if its action can be done.")},
    {"maharani", N_("Maharani"), N_("Move the boat 1 or 2 fields forward and gain that field's yield.")},
    {"merchant", N_("Merchant"), N_("Sell 1 or 2 goods of any kinds, or gain 1 good of your choice.")},
    {"raja", N_("Raja Man Singh"), N_("Gain 1 money and one upgrade.")},
    {"builder", N_("Master Builder"), N_("Gain two half roads, to be used at once.")},
    {"portuguese", N_("Portuguese"), N_("Move the boat back 1 or 2 free fields, or gain 1 good of your choice.")},
    {"palace-any", N_("Any palace person"), N_("Use a palace person of your choice that still has a free box and whose action can be done.")},

    {NULL, N_("River"), NULL},
    {"lotus", N_("Lotus"), N_("Blue die: the boat goes to the next free lotus field to the right.")},
    {"fish", N_("Fish"), N_("Blue die: the boat goes to the next free fish field to the right.")},
    {"flag", N_("Flag"), N_("Blue die: the boat goes to the next free flag field to the right.")},
    {"peacock", N_("Peacock"), N_("Blue die: the boat goes to the next free peacock field to the right.")},
    {"conch", N_("Conch"), N_("Blue die: the boat goes to the next free conch field to the right.")},
    {"boat", N_("Boat"), N_("Blue die: the next free boat field. On the river it also marks where your boat is.")},

    {NULL, N_("Bonuses and tracks"), NULL},
    {"fame", N_("Fame"), N_("Fame points on the fame track; each counts twice in the race.")},
    {"money", N_("Money"), N_("Money on the money track.")},
    {"karma", N_("Karma"), N_("Circle the next karma box; cross one at the start of a turn to roll again.")},   /* R8 */
    {"upgrade", N_("Upgrade"), N_("Raise one building type to its next value, at most 3.")},   /* R6.2 */
    {"goods-die", N_("Goods die"), N_("Gain the two goods that either purple die shows, wherever it lies.")},
    {"goods-diff", N_("Different goods"), N_("Gain as many goods as the number, all of different kinds.")},
    {"sell-any", N_("Sell any goods"), N_("Sell as many goods as shown, of any kinds; if you own fewer, as many as you own.")},
    {"sell-same", N_("Sell one kind"), N_("Sell as many goods as shown, all of one kind; if you own fewer of one kind, as many as you have.")},
    {"sell-diff", N_("Sell different goods"), N_("Sell as many goods as shown, all of different kinds; if you own fewer kinds, one of each.")},
    {"half-road", N_("Half road"), N_("Add one road edge to a built field; two at once may make a straight or curve.")},
    {"road-piece", N_("Road piece"), N_("Draw a straight, a T or a crossing in a free field.")},   /* R5.8 */
    {"river-fwd", N_("River forward"), N_("Move the boat to the next field and gain its yield.")},
    {"river-back", N_("River back"), N_("Move the boat back to the nearest free field and gain its yield.")},
    {"river-back-any", N_("River back, any"), N_("Move the boat back to any free field behind it and gain its yield.")},

    {NULL, N_("Buttons"), NULL},
    {"confirm", N_("Confirm"), N_("Carry out what you built up by clicking: a sale, a road. Key: Enter.")},
    {"undo", N_("Undo"), N_("Take back your own moves of this turn, back to the last roll. Keys: Ctrl+Z, Backspace.")},
    {"hint", N_("Hint"), N_("Shows what the hard bot would do now, and how it rates its best choices. Key: H.")},
    {"rajas", N_("Rajas of the Ganges"), N_("The game's emblem.")},
};

int rules_legend(const RulesLegendEntry **out)
{
    *out = LEGEND;
    return (int)(sizeof LEGEND / sizeof LEGEND[0]);
}

bool rules_legend_doc(const Lang *lang, RulesDoc *d)
{
    int n = (int)(sizeof LEGEND / sizeof LEGEND[0]);
    for (int i = 0; i < n; i++) {
        const RulesLegendEntry *e = &LEGEND[i];
        if (!e->icon) {
            if (!rules_doc_add(d, RULES_SUBHEADING, _(e->name), NULL))
                return false;
            continue;
        }
        char line[512];
        /* TRANSLATORS: an icon legend row: the icon's name in bold, then its meaning. */
        snprintf(line, sizeof line, _("**%s** — %s"), _(e->name), _(e->meaning));
        if (!rules_doc_add(d, RULES_ENTRY, line, e->icon))
            return false;
    }
    return true;
}
