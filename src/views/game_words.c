/* table_log_words.c — what an action did, for the log (and the replay and the review), and
 * what it would do, for the hint (see table_words.h). A die is named by the face it shows
 * ("the blue fish", terms.h), a bonus by what it gives, and an amount is said once: what a
 * bonus of fame, money or karma gave is the bonus itself, with no "+2 fame" after it. The
 * player addressed as "you" (the lesson's person) gets the verbs in the second person. */
#include "table_words.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "terms.h"

/* "+2 fame +3 money +1 karma" for what the acting player gained. */
static void gains(const Player *b, const Player *a, char *buf, size_t cap)
{
    buf[0] = 0;
    size_t len = 0;
    if (a->fame > b->fame)
        len += (size_t)snprintf(buf + len, cap - len, _(" +%d fame"), a->fame - b->fame);
    if (len < cap && a->money > b->money)
        len += (size_t)snprintf(buf + len, cap - len, _(" +%d money"), a->money - b->money);
    if (len < cap && a->karma_circled > b->karma_circled)
        snprintf(buf + len, cap - len, _(" +%d karma"), a->karma_circled - b->karma_circled);
}

/* The bonus an ACT_BONUS used, in words. A bonus of fame, money or karma is said as what it
 * gave (a track stops at its end, R3.2), and then the gains are not said again: true. */
static bool used_bonus(const Game *before, const Player *pb, const Player *pa, int index, char *buf, size_t cap)
{
    Bonus b = before->pending[index % GAME_MAX_PENDING];
    int gained = b.kind == BONUS_FAME ? pa->fame - pb->fame
                 : b.kind == BONUS_MONEY ? pa->money - pb->money
                 : b.kind == BONUS_KARMA ? pa->karma_circled - pb->karma_circled : -1;
    if (gained > 0 && b.kind != BONUS_KARMA) b.n = (uint8_t)gained;
    words_bonus(b, buf, cap);
    return gained >= 0;
}

/* "2 tea and 1 silk" (counts) or "tea and spice" (kinds) for a sale or goods taken. */
static void goods_list(const Action *a, bool counts, char *buf, size_t cap)
{
    char item[GOOD_COUNT][48];
    const char *items[GOOD_COUNT];
    int n = 0;
    for (int good = 0; good < GOOD_COUNT; good++) {
        if (!a->arg[good]) continue;
        /* TRANSLATORS: a number of one good: "2 tea". */
        if (counts) snprintf(item[n], sizeof item[n], _("%d %s"), a->arg[good], term_good(good));
        else snprintf(item[n], sizeof item[n], "%s", term_good(good));
        items[n] = item[n];
        n++;
    }
    term_list(items, n, buf, cap);
}

/* The bonuses the action gained that now wait to be used (R9.1): those pending after it
 * that were not pending before, in words, "" for none. A turn that ended has none waiting
 * (the lapsed ones are logged on their own). */
static void gained_bonuses(const Game *before, const Game *after, char *buf, size_t cap)
{
    buf[0] = 0;
    if (after->waiting != WAIT_ACTION || after->to_act != before->to_act || after->turn != before->turn) return;
    bool matched[GAME_MAX_PENDING] = {false};
    char item[GAME_MAX_PENDING][64];
    const char *items[GAME_MAX_PENDING];
    int n = 0;
    for (int i = 0; i < after->pending_count; i++) {
        bool old = false;
        for (int j = 0; j < before->pending_count && !old; j++)
            if (!matched[j] && before->pending[j].kind == after->pending[i].kind &&
                before->pending[j].n == after->pending[i].n)
                old = matched[j] = true;
        if (old) continue;
        words_bonus(after->pending[i], item[n], sizeof item[n]);
        items[n] = item[n];
        n++;
    }
    if (!n) return;
    char list[320];
    term_list(items, n, list, sizeof list);
    /* TRANSLATORS: after an action's log line: the bonuses it gained, to be used now. */
    snprintf(buf, cap, _(" — bonus: %s"), list);
}

/* The face of the die on the elephant (R8.2: karma rolls it with a centre die). */
static int elephant_face(const Game *g, int otherwise)
{
    for (int d = 0; d < DIE_COUNT; d++)
        if (g->die_at[d] == DIE_AT_ELEPHANT) return g->die_face[d];
    return otherwise;
}

/* The log's words for the dice: a roll, a die taken or kept, karma, a purple die's goods.
 * False for any other action. */
static bool dice_deed(const Game *before, const Action *a, const char *name, char *buf, size_t cap)
{
    bool you = words_you(name);
    const char *die = term_die(before->die_face[a->arg[0] % DIE_COUNT]);
    switch (a->kind) {
    case ACT_ROLL:
        if (a->n == 2)
            SUBJECT(buf, cap, you, _("You rolled %s and %s"), _("%s rolled %s and %s"), name,
                    term_die(a->arg[0]), term_die(a->arg[1]));
        else
            SUBJECT(buf, cap, you,
                    /* TRANSLATORS: the sentences that begin with "You" are said to the player
                     * addressed as "you" (the lesson's person): the verb in the second person. */
                    _("You rolled the dice for round %d"), _("%s rolled the dice for round %d"), name, before->round);
        return true;
    case ACT_TAKE: SUBJECT(buf, cap, you, _("You took %s"), _("%s took %s"), name, die); return true;
    case ACT_KEEP: SUBJECT(buf, cap, you, _("You kept %s"), _("%s kept %s"), name, die); return true;
    case ACT_KARMA:
        SUBJECT(buf, cap, you, _("You spent a karma to roll %s from the elephant and %s from the centre"),
                /* TRANSLATORS: karma (R8.2): the die on the elephant and the chosen centre die
                 * are rolled, each named by what it shows ("the purple tea + silk"). */
                _("%s spent a karma to roll %s from the elephant and %s from the centre"), name,
                term_die(elephant_face(before, before->die_face[a->arg[0] % DIE_COUNT])), die);
        return true;
    case ACT_REROLL:
        SUBJECT(buf, cap, you, _("You spent a karma to roll %s and %s again"),
                _("%s spent a karma to roll %s and %s again"), name,
                term_die(before->die_face[before->karma_die[0] % DIE_COUNT]),
                term_die(before->die_face[before->karma_die[1] % DIE_COUNT]));
        return true;
    case ACT_GOODS_DIE:
        SUBJECT(buf, cap, you, _("You took the goods of a purple die: %s"),
                /* TRANSLATORS: the goods bonus of either purple die (R9.6): "Asha took the
                 * goods of a purple die: tea + silk". */
                _("%s took the goods of a purple die: %s"), name, term_face(before->die_face[a->arg[0] % DIE_COUNT]));
        return true;
    default: return false;
    }
}

/* The log's words for what is marked on the sheet. *said_gains: the words already say the
 * amount gained (a bonus of fame, money or karma). */
static void sheet_deed(const Game *before, const Game *after, const Action *a, const char *name, char *buf,
                       size_t cap, bool *said_gains)
{
    bool you = words_you(name);
    const Player *pb = &before->player[before->to_act], *pa = &after->player[before->to_act];
    char field[3], list[160];
    field_name(a->arg[0] % PROVINCE_FIELDS, field);
    switch (a->kind) {
    case ACT_ROAD: SUBJECT(buf, cap, you, _("You drew a road in %s"), _("%s drew a road in %s"), name, field); break;
    case ACT_HALF:
        SUBJECT(buf, cap, you, _("You added a half road to %s, %s edge"), _("%s added a half road to %s, %s edge"),
                name, field, term_edge(a->arg[1]));
        break;
    case ACT_UPGRADE:
        SUBJECT(buf, cap, you, _("You upgraded %s to %d"), _("%s upgraded %s to %d"), name, term_type(a->arg[0]),
                pa->upgrade[a->arg[0] % TYPE_COUNT]);
        break;
    case ACT_PERSON: SUBJECT(buf, cap, you, _("You used the %s"), _("%s used the %s"), name, words_person(a->arg[0])); break;
    case ACT_BONUS:
        *said_gains = used_bonus(before, pb, pa, a->arg[0], list, sizeof list);
        SUBJECT(buf, cap, you, _("You used a bonus: %s"), _("%s used a bonus: %s"), name, list);
        break;
    case ACT_DECLINE:
        words_bonus(before->pending[a->arg[0] % GAME_MAX_PENDING], list, sizeof list);
        snprintf(buf, cap, _("%s let a bonus go: %s"), name, list);
        break;
    case ACT_FORWARD: case ACT_BACK:
        SUBJECT(buf, cap, you, _("You moved the boat to river %d"), _("%s moved the boat to river %d"), name,
                game_river_position(pa));
        break;
    case ACT_SELL:
        goods_list(a, true, list, sizeof list);
        if (list[0]) SUBJECT(buf, cap, you, _("You sold %s"), _("%s sold %s"), name, list);
        else if (you) snprintf(buf, cap, "%s", _("You sold nothing"));
        else snprintf(buf, cap, _("%s sold nothing"), name);
        break;
    case ACT_GOODS:
        goods_list(a, false, list, sizeof list);
        SUBJECT(buf, cap, you, _("You took %s"), _("%s took %s"), name, list);
        break;
    case ACT_GOOD: SUBJECT(buf, cap, you, _("You took 1 %s"), _("%s took 1 %s"), name, term_good(a->arg[0])); break;
    default:
        if (you) snprintf(buf, cap, "%s", _("You ended the turn"));
        else snprintf(buf, cap, _("%s ended the turn"), name);
        break;
    }
}

void words_action(const Game *before, const Game *after, const Sheets *sh, const Action *a,
                  const char *name, char *buf, size_t cap)
{
    char what[320], extra[80] = "", bonus[360];
    (void)sh;
    bool dice = dice_deed(before, a, name, what, sizeof what), said_gains = false;
    if (dice && a->kind == ACT_ROLL) {
        snprintf(buf, cap, "%s", what);
        return;
    }
    if (!dice) sheet_deed(before, after, a, name, what, sizeof what, &said_gains);
    if (!said_gains) gains(&before->player[before->to_act], &after->player[before->to_act], extra, sizeof extra);
    gained_bonuses(before, after, bonus, sizeof bonus);
    snprintf(buf, cap, "%s%s%s", what, extra, bonus);
}

/* The hint's words for the dice; false for any other action. */
static bool dice_advice(const Game *before, const Action *a, char *buf, size_t cap)
{
    const char *die = term_die(before->die_face[a->arg[0] % DIE_COUNT]);
    switch (a->kind) {
    case ACT_TAKE: snprintf(buf, cap, _("Take %s"), die); return true;
    case ACT_KEEP: snprintf(buf, cap, _("Keep %s"), die); return true;
    case ACT_KARMA:
        snprintf(buf, cap, _("Spend a karma to roll %s from the elephant and %s from the centre"),
                 term_die(elephant_face(before, before->die_face[a->arg[0] % DIE_COUNT])), die);
        return true;
    case ACT_REROLL:
        snprintf(buf, cap, _("Spend a karma to roll %s and %s again"),
                 term_die(before->die_face[before->karma_die[0] % DIE_COUNT]),
                 term_die(before->die_face[before->karma_die[1] % DIE_COUNT]));
        return true;
    case ACT_GOODS_DIE:
        snprintf(buf, cap, _("Take the goods of a purple die: %s"), term_face(before->die_face[a->arg[0] % DIE_COUNT]));
        return true;
    case ACT_ROLL: snprintf(buf, cap, "%s", _("Roll the dice")); return true;
    default: return false;
    }
}

/* The hint's words for what is marked on the sheet (*said_gains as in sheet_deed). */
static void sheet_advice(const Game *before, const Game *after, const Action *a, char *buf, size_t cap,
                         bool *said_gains)
{
    const Player *pb = &before->player[before->to_act], *pa = &after->player[before->to_act];
    char field[3], list[160];
    field_name(a->arg[0] % PROVINCE_FIELDS, field);
    switch (a->kind) {
    case ACT_ROAD: snprintf(buf, cap, _("Draw a road in %s"), field); break;
    case ACT_HALF: snprintf(buf, cap, _("Add a half road to %s, %s edge"), field, term_edge(a->arg[1])); break;
    case ACT_UPGRADE: snprintf(buf, cap, _("Upgrade %s to %d"), term_type(a->arg[0]), pa->upgrade[a->arg[0] % TYPE_COUNT]); break;
    case ACT_PERSON: snprintf(buf, cap, _("Use the %s"), words_person(a->arg[0])); break;
    case ACT_BONUS:
        *said_gains = used_bonus(before, pb, pa, a->arg[0], list, sizeof list);
        snprintf(buf, cap, _("Use a bonus: %s"), list);
        break;
    case ACT_DECLINE:
        words_bonus(before->pending[a->arg[0] % GAME_MAX_PENDING], list, sizeof list);
        snprintf(buf, cap, _("Let a bonus go: %s"), list);
        break;
    case ACT_FORWARD: case ACT_BACK: snprintf(buf, cap, _("Move the boat to river %d"), game_river_position(pa)); break;
    case ACT_SELL:
        goods_list(a, true, list, sizeof list);
        if (list[0]) snprintf(buf, cap, _("Sell %s"), list);
        else snprintf(buf, cap, "%s", _("Sell nothing"));
        break;
    case ACT_GOODS:
        goods_list(a, false, list, sizeof list);
        snprintf(buf, cap, _("Take %s"), list);
        break;
    case ACT_GOOD: snprintf(buf, cap, _("Take 1 %s"), term_good(a->arg[0])); break;
    default: snprintf(buf, cap, "%s", _("End the turn")); break;
    }
}

void words_advice(const Game *before, const Game *after, const Action *a, char *buf, size_t cap)
{
    char what[320], extra[80] = "";
    bool said_gains = false;
    if (!dice_advice(before, a, what, sizeof what)) sheet_advice(before, after, a, what, sizeof what, &said_gains);
    if (!said_gains) gains(&before->player[before->to_act], &after->player[before->to_act], extra, sizeof extra);
    snprintf(buf, cap, "%s%s", what, extra);
}
