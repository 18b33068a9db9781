/* input_map.h — what a click means: turns a clicked sheet spot, die or pending-bonus icon
 * into the Action it stands for in the current step, always checked against game_legal
 * (so the scene can never send an action the engine would not list). Also the choice chips
 * for decisions that are easiest as words ("1 tea", "forward 2"), and the sale being built
 * by clicking market slots. Pure: no SDL calls, no memory. */
#ifndef RAJAS_INPUT_MAP_H
#define RAJAS_INPUT_MAP_H

#include <stdbool.h>

#include "game.h"
#include "i18n.h"
#include "sheet_view.h"

/* The legal actions of the open decision, fetched once per state. */
typedef struct {
    int count;
    Action action[GAME_MAX_LEGAL];
} LegalSet;

void legal_fetch(LegalSet *l, const Game *g, const Sheets *sh);
bool legal_has(const LegalSet *l, const Action *a);
bool legal_has_kind(const LegalSet *l, int kind);

/* The spot an action points at on the acting player's sheet (a road or half road: the
 * field). False for actions that are not on the sheet (dice, pending bonuses, buttons). */
bool input_action_spot(const Game *g, const Sheets *sh, const Action *a, Spot *out);

/* The legal action a click on spot s means, other than sales and roads (which are built up
 * over several clicks, see SaleDraft and road_input.h). False if the spot means nothing
 * now. */
bool input_spot_action(const Game *g, const Sheets *sh, const LegalSet *l, Spot s, Action *out);

/* The legal action a click on die d means: take, karma (when armed), keep or goods-die. */
bool input_die_action(const Game *g, const LegalSet *l, int die, bool karma_armed, Action *out);

/* A click on pending bonus i: `bonus i` when it is legal now (a bonus is never declined, R9.4). */
bool input_pending_action(const LegalSet *l, int index, Action *out);

/* Every spot that stands for something legal now, for highlighting. */
void input_legal_spots(const Game *g, const Sheets *sh, const LegalSet *l, SpotSet *out);

/* ---- sales: click owned market slots to choose what to sell, Confirm to sell ------- */
typedef struct {
    uint8_t n[GOOD_COUNT];
} SaleDraft;

/* True when the open decision is a sale (some `sell` action is legal). */
bool input_sale_open(const LegalSet *l);
/* A click on slot (good, slot): selects the owned slots of that row up to the clicked one,
 * or one fewer when it was already the last selected. False if the slot is not owned. */
bool sale_draft_click(SaleDraft *d, const Game *g, int good, int slot);
Action sale_draft_action(const SaleDraft *d);
/* The most goods of that kind any legal sale takes (0: none of it may be sold now). */
int sale_most_of(const LegalSet *l, int good);
/* Whether more clicks can still make the draft a legal sale (every good chosen so far is in
 * some legal sale of at least as many of each kind): a draft on its way is not refused. */
bool sale_draft_extendable(const LegalSet *l, const SaleDraft *d);
/* The most goods any legal sale takes in all (0: no sale open). */
int sale_most_total(const LegalSet *l);

typedef enum {
    SALE_CLICK_OFF,       /* not an owned slot: the click means no good */
    SALE_CLICK_TAKEN,     /* the draft changed, still a legal sale or on its way to one */
    SALE_CLICK_REFUSED    /* no legal sale holds what it would make: the draft is unchanged */
} SaleClick;
/* A click on slot (good, slot) as sale_draft_click, taken only when the draft it makes is a
 * legal sale or can still become one (sale_draft_extendable): a selection the rules cannot
 * accept is never built. *tried is the draft the click would have made. */
SaleClick sale_draft_try(SaleDraft *d, const Game *g, const LegalSet *l, int good, int slot, SaleDraft *tried);

/* ---- choice chips -------------------------------------------------------------------- */
typedef struct {
    Action action;
    char label[80];
    char icon[24];      /* art icon name, "" for none */
} Choice;

/* The legal actions best offered as words: good, goods, goods-die, upgrade, person,
 * forward and back, one chip per distinct outcome (two actions that lead to the same
 * position, game_alike, are one chip: the first listed), labelled in lang. Returns how many
 * were written (at most cap). */
int input_choices(const Lang *lang, const Game *g, const Sheets *sh, const LegalSet *l, Choice *out, int cap);

/* Art icon name for a bonus, a good, a person or a die face. */
const char *icon_for_bonus(Bonus b);
const char *icon_for_face(int face);

#endif
