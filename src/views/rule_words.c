/* rule_words.c — the rules' own sentences for the clauses a refusal at the table can name
 * (rule_words.h): docs/rules.md's words, each clause's sentences that a player needs, with
 * its references to other clauses left out; the test checks every sentence against that
 * page. Pure: text in the language given (a Lang, i18n.h). */
#include "rule_words.h"

#include <string.h>

#include "i18n.h"

static const struct {
    const char *clause, *says;
} RULES[] = {
    {"R2.1", N_("The holder of the elephant starts each round by rolling all eight dice into the "
                "centre.")},
    {"R2.3", N_("Then each next player in seat order takes one of the dice still in the centre (or uses "
                "karma instead), carries out its action and then their pending bonuses.")},
    {"R2.5", N_("A player may choose any die still in the centre, even one whose action cannot be "
                "carried out. Such a die changes nothing: nothing is circled or crossed anywhere on the "
                "sheet. A die action that can be carried out must be, as far as it goes: a player "
                "cannot refuse it.")},
    {"R3.4", N_("The first time any player's tracks cross, the end is triggered. With 3–5 players the "
                "round in progress is finished, so that everybody has had the same number of turns, and "
                "the game ends. With 2 players the pass in progress is finished, and the game ends.")},
    {"R3.5", N_("Players are ranked by overlap, the larger first. On equal overlap, the player who has "
                "collected more karma (boxes circled, the starting one counted) is ahead; if that is "
                "equal too, the one who has used more karma (boxes crossed). Players equal in all three "
                "share the place.")},
    {"R4.1", N_("Each row is a line of slots numbered from the left, and each slot is empty, circled "
                "(the good is owned) or crossed (it has been sold). A good gained is circled in the "
                "row's leftmost empty slot. When a row has no empty slot left, further goods of that "
                "kind are lost.")},
    {"R4.3", N_("To sell a good, the leftmost slot of its row that is circled but not yet crossed is "
                "crossed, and the player gains the money printed for that slot's column. Only a good "
                "that is owned (circled and not crossed) can be sold.")},
    {"R5.1", N_("A road in a field is given by the edges of the field it touches: a straight touches "
                "two opposite edges, a curve two neighbouring edges, a T three edges and a crossing all "
                "four. A field that has a road is built; one without is free.")},
    {"R5.3", N_("Two neighbouring fields are joined when each has a road on the edge they share. At all "
                "times every road must be connected to the residence through a chain of joined fields; "
                "a road may only be drawn if the network stays that way.")},
    {"R5.4", N_("An edge of a road may end at a free field, at a built field (joining it when that "
                "field has the matching edge, or making a dead end when it has not, which is allowed), "
                "or at the border of the province, but only on an edge where the sheet prints a border "
                "bonus. A road that reaches such a border edge gains that bonus, once.")},
    {"R5.5", N_("The green dice show a curve, a straight or two half roads. A curve or straight is "
                "drawn in a free field, turned whichever way the player likes.")},
    {"R5.6", N_("A half road adds a single edge to a field that is already built: a straight or a curve "
                "becomes a T, a T becomes a crossing. A free field can never receive a single half "
                "road. Two half roads that the player has at the same time may be used together as one "
                "straight or curve in a free field, or separately: one on one built field and one on "
                "another, or both on the same built field.")},
    {"R5.7", N_("When a field is built for the first time, its content counts at once. A building "
                "scores fame equal to its type's current value in the upgrade table (1, 2 or 3). A "
                "market lets the player sell at once up to the number of goods it shows. Adding half "
                "roads to a field that is already built never counts it again.")},
    {"R5.8", N_("The road-piece bonus draws a straight, a T or a crossing in a free field. At all times "
                "every road must be connected to the residence through a chain of joined fields.")},
    {"R6.2", N_("An upgrade marks the next value of one type the player chooses; a type whose 3 is "
                "marked cannot be upgraded. The highest value marked is the type's current value. "
                "Buildings already built keep the fame they scored.")},
    {"R7.10", N_("Portuguese: the boat moves back 1 or 2 unmarked fields, counting only unmarked ones "
                "(marked fields are passed over); the field reached is marked and its yield gained. Or "
                "instead the player gains one good of their choice.")},
    {"R7.3", N_("Each person has three boxes, crossed from the left: using a person crosses its next "
                "free box. A person whose three boxes are crossed can no longer be used, so a die or "
                "bonus naming that person has no effect.")},
    {"R7.5", N_("Great Mogul: the player picks one of the five other persons that can still be used "
                "(one with a free box whose action can be carried out), crosses its box as well and "
                "carries out its action.")},
    {"R7.6", N_("Maharani: the boat moves forward 1 or 2 fields, as the player chooses, counting every "
                "field; the field reached is marked and its yield gained.")},
    {"R7.7", N_("Merchant: the player sells 1 or 2 goods of any kinds, or instead gains one good of "
                "their choice.")},
    {"R8.2", N_("At the start of a turn in which a die lies on the elephant (never the round's first "
                "turn), a player with a circled, uncrossed karma box may use karma instead of taking a "
                "die: they cross the leftmost such box, take the elephant's die and one centre die they "
                "choose, and roll the two.")},
    {"R8.3", N_("After that roll the player may cross a further karma box to roll the same two dice "
                "again, as many times as they have karma to cross. Then they keep one of the two dice "
                "on their depot, put the other on the elephant, and carry out the kept die like any "
                "taken die.")},
    {"R9.2", N_("When the die's action is finished, the player uses the pending bonuses one at a time, "
                "in the order they choose. A bonus gained while using one becomes pending too.")},
    {"R9.3", N_("A pending bonus that cannot be used in any way lapses: it is lost. Bonuses never carry "
                "over to a later turn; the turn ends once nothing is pending.")},
    {"R9.4", N_("Bonuses are compulsory. A bonus is usable when there is at least one legal way to "
                "carry it out in the current position. A pending bonus is never declined: while any "
                "pending bonus is usable, every pending bonus stays, since one may make another usable "
                "(a good before a sale, a road before a half road). When no pending bonus is usable, "
                "all of them lapse together, each one reported, and the turn ends.")},
    {"R9.6", N_("Different goods: with n = 3 one good of each kind; with n = 1 or 2, n goods of kinds "
                "the player chooses, no kind twice. Goods die: gain the two goods shown by one of the "
                "two purple dice, wherever that die lies.")},
};

const char *rule_words(const Lang *lang, const char *clause)
{
    if (!clause) return NULL;
    for (size_t i = 0; i < sizeof RULES / sizeof RULES[0]; i++)
        if (strcmp(RULES[i].clause, clause) == 0) return _(RULES[i].says);
    return NULL;
}

int rule_words_count(void)
{
    return (int)(sizeof RULES / sizeof RULES[0]);
}

const char *rule_words_clause(int i)
{
    return i >= 0 && i < rule_words_count() ? RULES[i].clause : NULL;
}
