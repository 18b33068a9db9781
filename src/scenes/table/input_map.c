/* input_map.c — clicks to actions (see input_map.h). Every answer is looked up in the
 * legal list rather than built and hoped for, so the scene offers exactly what the engine
 * accepts (docs/protocol.md: `legal` lists exactly what `do` accepts). */
#include "input_map.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "terms.h"

void legal_fetch(LegalSet *l, const Game *g, const Sheets *sh)
{
    l->count = game_legal(g, sh, l->action);
}

bool legal_has(const LegalSet *l, const Action *a)
{
    for (int i = 0; i < l->count; i++)
        if (action_equal(&l->action[i], a)) return true;
    return false;
}

bool legal_has_kind(const LegalSet *l, int kind)
{
    for (int i = 0; i < l->count; i++)
        if (l->action[i].kind == kind) return true;
    return false;
}

static const Player *acting(const Game *g)
{
    return &g->player[g->to_act];
}

static Spot spot(int kind, int a, int b)
{
    Spot s = {(uint8_t)kind, (uint8_t)a, (uint8_t)b};
    return s;
}

bool input_action_spot(const Game *g, const Sheets *sh, const Action *a, Spot *out)
{
    const Player *p = acting(g);
    (void)sh;
    switch (a->kind) {
    case ACT_UPGRADE: {
        int next = p->upgrade[a->arg[0]] + 1;
        *out = spot(SPOT_UPGRADE, a->arg[0], next > UPGRADE_TOP ? UPGRADE_TOP : next);
        return true;
    }
    case ACT_PERSON:
        *out = spot(SPOT_PERSON, a->arg[0], 3);
        return true;
    case ACT_FORWARD:
        *out = spot(SPOT_RIVER, game_river_position(p) + a->arg[0], 0);
        return true;
    case ACT_BACK:
        *out = spot(SPOT_RIVER, a->arg[0], 0);
        return true;
    case ACT_GOOD: {
        /* The slot the new good will be circled in (R4.1). */
        int slot = p->goods_circled[a->arg[0]];
        *out = spot(SPOT_SLOT, a->arg[0], slot);
        return true;
    }
    case ACT_ROAD:
    case ACT_HALF:
        *out = spot(SPOT_FIELD, a->arg[0], 0);
        return true;
    default:
        return false;
    }
}

/* Does a click on s mean action a? Some spots stand for a whole row (any upgrade cell of a
 * type, any box of a person, any empty slot of a good). */
static bool spot_means(const Game *g, const Action *a, Spot s)
{
    const Player *p = acting(g);
    switch (a->kind) {
    case ACT_UPGRADE:
        return s.kind == SPOT_UPGRADE && s.a == a->arg[0];
    case ACT_PERSON:
        return s.kind == SPOT_PERSON && s.a == a->arg[0];
    case ACT_FORWARD:
        return s.kind == SPOT_RIVER && s.a == game_river_position(p) + a->arg[0];
    case ACT_BACK:
        return s.kind == SPOT_RIVER && s.a == a->arg[0];
    case ACT_GOOD:
        return s.kind == SPOT_SLOT && s.a == a->arg[0] && s.b >= p->goods_circled[s.a];
    default:
        return false;
    }
}

bool input_spot_action(const Game *g, const Sheets *sh, const LegalSet *l, Spot s, Action *out)
{
    (void)sh;
    for (int i = 0; i < l->count; i++)
        if (spot_means(g, &l->action[i], s)) {
            *out = l->action[i];
            return true;
        }
    return false;
}

bool input_die_action(const Game *g, const LegalSet *l, int die, bool karma_armed, Action *out)
{
    Action a;
    switch (g->step.kind) {
    case STEP_CHOOSE_DIE:
        a = action_make(karma_armed ? ACT_KARMA : ACT_TAKE, die, 0);
        break;
    case STEP_KARMA_KEEP:
        a = action_make(ACT_KEEP, die, 0);
        break;
    case STEP_GOODS_DIE:
        a = action_make(ACT_GOODS_DIE, die, 0);
        break;
    default:
        return false;
    }
    if (!legal_has(l, &a)) return false;
    *out = a;
    return true;
}

bool input_pending_action(const LegalSet *l, int index, Action *out)
{
    Action a = action_make(ACT_BONUS, index, 0);
    if (!legal_has(l, &a)) return false;
    *out = a;
    return true;
}

static void spot_add(SpotSet *set, Spot s)
{
    for (int i = 0; i < set->count; i++)
        if (set->spot[i].kind == s.kind && set->spot[i].a == s.a && set->spot[i].b == s.b)
            return;
    if (set->count < SHEET_MAX_SPOTS) set->spot[set->count++] = s;
}

bool input_sale_open(const LegalSet *l)
{
    return legal_has_kind(l, ACT_SELL);
}

void input_legal_spots(const Game *g, const Sheets *sh, const LegalSet *l, SpotSet *out)
{
    out->count = 0;
    for (int i = 0; i < l->count; i++) {
        Spot s;
        if (input_action_spot(g, sh, &l->action[i], &s)) spot_add(out, s);
    }
    if (input_sale_open(l)) {
        /* A good can be sold only if owned (R4.3): the circled, uncrossed slots, as many of
         * each kind as some legal sale takes (a sale bonus sells n, R9.6). */
        const Player *p = acting(g);
        for (int good = 0; good < GOOD_COUNT; good++) {
            int most = sale_most_of(l, good);
            for (int slot = p->goods_crossed[good]; slot < p->goods_crossed[good] + most; slot++)
                spot_add(out, spot(SPOT_SLOT, good, slot));
        }
    }
}

int sale_most_of(const LegalSet *l, int good)
{
    int most = 0;
    for (int i = 0; i < l->count; i++)
        if (l->action[i].kind == ACT_SELL && l->action[i].arg[good] > most) most = l->action[i].arg[good];
    return most;
}

bool sale_draft_extendable(const LegalSet *l, const SaleDraft *d)
{
    for (int i = 0; i < l->count; i++) {
        const Action *a = &l->action[i];
        if (a->kind == ACT_SELL && a->arg[0] >= d->n[0] && a->arg[1] >= d->n[1] && a->arg[2] >= d->n[2])
            return true;
    }
    return false;
}

bool sale_draft_click(SaleDraft *d, const Game *g, int good, int slot)
{
    const Player *p = acting(g);
    if (good < 0 || good >= GOOD_COUNT) return false;
    if (slot < p->goods_crossed[good] || slot >= p->goods_circled[good]) return false;
    int k = slot - p->goods_crossed[good] + 1;
    d->n[good] = (uint8_t)(d->n[good] == k ? k - 1 : k);
    return true;
}

int sale_most_total(const LegalSet *l)
{
    int most = 0;
    for (int i = 0; i < l->count; i++) {
        const Action *a = &l->action[i];
        int n = a->arg[GOOD_TEA] + a->arg[GOOD_SILK] + a->arg[GOOD_SPICE];
        if (a->kind == ACT_SELL && n > most) most = n;
    }
    return most;
}

SaleClick sale_draft_try(SaleDraft *d, const Game *g, const LegalSet *l, int good, int slot, SaleDraft *tried)
{
    *tried = *d;
    if (!sale_draft_click(tried, g, good, slot)) return SALE_CLICK_OFF;
    Action a = sale_draft_action(tried);
    if (!legal_has(l, &a) && !sale_draft_extendable(l, tried)) return SALE_CLICK_REFUSED;
    *d = *tried;
    return SALE_CLICK_TAKEN;
}

Action sale_draft_action(const SaleDraft *d)
{
    return action_sell(d->n[GOOD_TEA], d->n[GOOD_SILK], d->n[GOOD_SPICE]);
}

static void choice_text(const Lang *lang, const Game *g, const Sheets *sh, const Action *a, Choice *c)
{
    const Sheet *sheet = &sh->sheet[g->setup.sheet];
    const Player *p = acting(g);
    c->icon[0] = 0;
    switch (a->kind) {
    case ACT_GOOD:
        /* TRANSLATORS: a choice chip: take one good of a kind. */
        snprintf(c->label, sizeof c->label, _("1 %s"), term_good(lang, a->arg[0]));
        snprintf(c->icon, sizeof c->icon, "%s", good_name(a->arg[0]));
        break;
    case ACT_GOODS: {
        int n = 0;
        c->label[0] = 0;
        for (int good = 0; good < GOOD_COUNT; good++)
            if (a->arg[good]) {
                size_t len = strlen(c->label);
                snprintf(c->label + len, sizeof c->label - len, "%s%s", n++ ? " + " : "",
                         term_good(lang, good));
            }
        break;
    }
    case ACT_GOODS_DIE:
        /* The purple die by the goods it shows: those are what the chip gives. */
        snprintf(c->label, sizeof c->label, "%s", term_face(lang, g->die_face[a->arg[0] % DIE_COUNT]));
        break;
    case ACT_UPGRADE:
        /* TRANSLATORS: a choice chip: upgrade a building type to a value. */
        snprintf(c->label, sizeof c->label, _("%s to %d"), term_type_title(lang, a->arg[0]),
                 p->upgrade[a->arg[0]] + 1);
        snprintf(c->icon, sizeof c->icon, "%s", type_name(a->arg[0]));
        break;
    case ACT_PERSON:
        snprintf(c->label, sizeof c->label, "%s", term_person(lang, a->arg[0]));
        snprintf(c->icon, sizeof c->icon, "%s", person_name(a->arg[0]));
        break;
    case ACT_FORWARD: {
        int f = game_river_position(p) + a->arg[0];
        /* TRANSLATORS: a choice chip: move the boat 1 or 2 fields forward, to river field f. */
        snprintf(c->label, sizeof c->label, _("forward %d: river %d"), a->arg[0], f);
        if (f <= sheet->river_length)
            snprintf(c->icon, sizeof c->icon, "%s", symbol_name(sheet->river_symbol[f]));
        break;
    }
    case ACT_BACK:
        snprintf(c->label, sizeof c->label, _("back to river %d"), a->arg[0]);
        snprintf(c->icon, sizeof c->icon, "%s", symbol_name(sheet->river_symbol[a->arg[0]]));
        break;
    default:
        action_format(a, c->label, sizeof c->label);
        break;
    }
}

static bool offered_as_chip(int kind)
{
    switch (kind) {
    case ACT_GOOD: case ACT_GOODS: case ACT_GOODS_DIE: case ACT_UPGRADE:
    case ACT_PERSON: case ACT_FORWARD: case ACT_BACK:
        return true;
    default:
        return false;
    }
}

/* Whether a leads to the same position as one of the n chips already made (game_alike:
 * two purple dice that show the same goods are one choice, R2.2, as the hint lists them):
 * a person is offered one button per outcome, never two that read and do the same. */
static bool outcome_offered(const Game *g, const Sheets *sh, const Action *a, const Choice *made, int n)
{
    Game mine = *g;
    Refusal why;
    if (!game_apply(&mine, sh, a, &why)) return false;
    for (int i = 0; i < n; i++) {
        Game theirs = *g;
        if (game_apply(&theirs, sh, &made[i].action, &why) && game_alike(&mine, &theirs)) return true;
    }
    return false;
}

int input_choices(const Lang *lang, const Game *g, const Sheets *sh, const LegalSet *l, Choice *out, int cap)
{
    int n = 0;
    for (int i = 0; i < l->count && n < cap; i++) {
        if (!offered_as_chip(l->action[i].kind) || outcome_offered(g, sh, &l->action[i], out, n)) continue;
        out[n].action = l->action[i];
        choice_text(lang, g, sh, &l->action[i], &out[n]);
        n++;
    }
    return n;
}

const char *icon_for_bonus(Bonus b)
{
    switch (b.kind) {
    case BONUS_PALACE_ANY: return "palace-any";
    case BONUS_PALACE_PERSON: return person_name(b.n);
    default: return bonus_kind_name(b.kind);
    }
}

const char *icon_for_face(int face)
{
    if (face == FACE_HALF_HALF) return "half-half";
    return face_name(face);
}
