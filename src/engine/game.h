/* game.h — the rules engine's public API (docs/rules.md R1–R10).
 *
 * A Game is one flat value: fixed arrays, no pointers, so a clone is one assignment and two
 * states compare with memcmp. It refers to its sheet side by index into a Sheets table that
 * the caller loads once and passes to every call. Fields are public for reading (the scene
 * draws from them); every change goes through game_apply, which either carries out a legal
 * action or refuses it with the docs/rules.md clause and leaves the state untouched.
 *
 * Who acts: game_actor() gives a seat (0-based), or GAME_CHANCE when dice must be rolled
 * (the caller supplies the faces with an ACT_ROLL action, or game_roll_random samples them
 * from the generator kept inside the state), or GAME_NOBODY when the game is over. */
#ifndef RAJAS_GAME_H
#define RAJAS_GAME_H

#include <stdbool.h>
#include <stdint.h>

#include "action.h"
#include "names.h"
#include "sheet.h"

#define GAME_MIN_PLAYERS 2
#define GAME_MAX_PLAYERS 5
#define GAME_MAX_PENDING 24
#define GAME_MAX_LEGAL 512
/* R3.6 (docs/rules.md): if nobody's tracks have crossed when this round ends, the game ends
 * there, since a game in which nobody can score any more would never end; real games end
 * long before it. */
#define GAME_LAST_ROUND 40

#define GAME_CHANCE (-1)
#define GAME_NOBODY (-2)

/* Where a die lies. Depot of seat s is DIE_AT_SEAT + s. */
enum { DIE_AT_CENTRE, DIE_AT_ELEPHANT, DIE_AT_ROLLING, DIE_AT_SEAT };

typedef enum {
    WAIT_ROLL,        /* the elephant holder rolls all eight dice (R2.1) */
    WAIT_KARMA_ROLL,  /* the two karma dice are rolled (R8.2, R8.3) */
    WAIT_ACTION,      /* the seat to act decides (see Step) */
    WAIT_OVER         /* the game has ended (R3.4) */
} Waiting;

/* What the seat to act is deciding now. */
typedef enum {
    STEP_NONE,
    STEP_CHOOSE_DIE,      /* take <die> | karma <die>                       R2.2, R2.3, R8.2 */
    STEP_KARMA_KEEP,      /* reroll | keep <die>                            R8.3 */
    STEP_ROAD,            /* road <field> <edges>, shapes in step.n         R5.5, R5.8 */
    STEP_HALVES,          /* half <field> <edge> (| road if two available)  R5.6, R9.5 */
    STEP_SELL,            /* sell …, up to step.n, rule in step.mode        R5.7, R9.6 */
    STEP_MERCHANT,        /* sell 1–2 | good <good>                         R7.7 */
    STEP_PORTUGUESE,      /* back <field> | good <good>                     R7.10 */
    STEP_MAHARANI,        /* forward 1|2                                    R7.6 */
    STEP_UPGRADE,         /* upgrade <type>                                 R6.2, R7.8 */
    STEP_PERSON,          /* person <person>                                R7.5, R9.6 */
    STEP_GOODS_DIFF,      /* goods <good> …, step.n kinds                   R9.6 */
    STEP_GOODS_DIE,       /* goods-die <die>                                R9.6 */
    STEP_RIVER_BACK_ANY,  /* back <field>                                   R9.6 */
    STEP_PENDING          /* bonus <n> of a usable one (never decline)      R9.2, R9.4 */
} StepKind;

/* Road shapes allowed in STEP_ROAD (step.n is a mask of these). */
enum { SHAPE_STRAIGHT = 1, SHAPE_CURVE = 2, SHAPE_T = 4, SHAPE_CROSSING = 8 };
/* Sale rules (step.mode in STEP_SELL). */
enum { SALE_ANY, SALE_SAME, SALE_DIFF, SALE_MARKET = 4 /* or-ed in: a market opening (R5.7) */ };

typedef struct {
    uint8_t kind;        /* StepKind */
    uint8_t n;           /* shapes / half roads left / most goods / kinds to choose */
    uint8_t mode;        /* SALE_*; STEP_HALVES: 1 if a straight or curve may be drawn from
                            two half roads; STEP_PERSON: 1 if the great mogul is excluded */
    uint8_t from_bonus;  /* 1 while resolving a bonus (a sale then sells at least one, R9.4) */
} Step;

/* What one player has marked on their sheet. */
typedef struct {
    uint8_t fame, money;
    uint8_t karma_circled, karma_crossed;     /* R8.1: starts 1 circled */
    uint8_t goods_circled[GOOD_COUNT];        /* R4.1: slots circled from the left */
    uint8_t goods_crossed[GOOD_COUNT];        /* R4.3: slots crossed from the left */
    uint8_t road[PROVINCE_FIELDS];            /* edge mask per field, 0 = free */
    uint8_t upgrade[TYPE_COUNT];              /* current value 1..3 (R6.2) */
    uint8_t palace[PERSON_COUNT];             /* boxes crossed 0..3 (R7.3) */
    uint32_t river_marked;                    /* bit f: river field f marked (1..length) */
    uint64_t border_reached;                  /* bit field*4+edge: border bonus reached */
} Player;

typedef struct {
    uint8_t players;     /* 2..5 */
    uint8_t sheet;       /* index into Sheets */
    uint8_t first;       /* starting seat, 0-based */
    uint64_t seed;
} Setup;

typedef struct {
    Setup setup;
    uint16_t round;      /* 1-based */
    uint8_t holder;      /* elephant holder, 0-based seat */
    uint8_t turn;        /* turn index within the round: 0 is the holder's first turn */
    uint8_t to_act;      /* 0-based seat whose turn it is */
    uint8_t waiting;     /* Waiting */
    uint8_t end_triggered;
    uint8_t rolled;      /* the round's dice have been rolled */
    Step step;
    uint8_t die_face[DIE_COUNT];
    uint8_t die_at[DIE_COUNT];
    uint8_t karma_die[2];        /* during a karma roll: the elephant's die, the centre die */
    uint8_t pending_count;
    Bonus pending[GAME_MAX_PENDING];
    /* The bonuses that lapsed, unusable, when the last action ended lapsed_seat's turn
     * (R9.3, R9.4); set by game_apply, cleared by the next game_apply. */
    uint8_t lapsed_seat;
    uint8_t lapsed_count;
    Bonus lapsed[GAME_MAX_PENDING];
    uint64_t rng;
    Player player[GAME_MAX_PLAYERS];
} Game;

/* A refusal: the clause ("R5.4", or "P" for malformed input) and a message. Both are
 * static strings. */
typedef struct {
    const char *clause;
    const char *message;
} Refusal;

typedef struct {
    uint8_t count;
    uint8_t seat[GAME_MAX_PLAYERS];   /* best first; ties in seat order */
    uint8_t place[GAME_MAX_PLAYERS];  /* place of seat[i], 1-based; tied seats share it */
} Ranking;

/* Starts a game. Refuses a bad set-up (R1.1 player count, unknown sheet or seat). */
bool game_start(Game *g, const Sheets *sheets, const Setup *setup, Refusal *why);

/* GAME_CHANCE, GAME_NOBODY or the 0-based seat to decide. */
int game_actor(const Game *g);
bool game_over(const Game *g);

/* Every legal action of the seat to act (none while waiting for a roll or when over).
 * out must hold GAME_MAX_LEGAL actions. Returns the count. */
int game_legal(const Game *g, const Sheets *sheets, Action *out);

/* Checks one action without changing anything. */
bool game_check(const Game *g, const Sheets *sheets, const Action *a, Refusal *why);

/* Carries out a legal action or roll; refused → false, *why set, *g untouched.
 * Steps with exactly one possible outcome then happen on their own (docs/protocol.md). */
bool game_apply(Game *g, const Sheets *sheets, const Action *a, Refusal *why);
/* game_apply for an action game_legal listed for this very state, which is not checked
 * again: for searches, which try every action of such a list (checking is about a tenth
 * of their time). Anything else is undefined: use game_apply. */
void game_apply_listed(Game *g, const Sheets *sheets, const Action *a);

/* The steps game_apply took by itself after the action, in order: each the state before it
 * and the one action that was possible there (performed), or no_effect when none was and
 * the step had no effect (R2.5). At most GAME_FORCED_MAX are kept. Also the game as the
 * first turn the action ended left it. */
#define GAME_FORCED_MAX 8
typedef struct {
    int count;
    Game before[GAME_FORCED_MAX];
    Action action[GAME_FORCED_MAX];
    bool no_effect[GAME_FORCED_MAX];
    /* The action ended a turn (R2.6, R3.4): at_turn_end is the game as that turn left it, its
     * unusable bonuses lapsed, before the next turn, the next round (dice back in the centre,
     * the elephant passed on, R2.6) or the end was set up. */
    bool turn_ended;
    Game at_turn_end;
} GameForced;

/* game_apply that also says which steps it took by itself (trace may be NULL: game_apply).
 * The result is the same as game_apply's. For the table's log and highlight. */
bool game_apply_traced(Game *g, const Sheets *sheets, const Action *a, Refusal *why, GameForced *trace);

/* game_apply for an action read from a saved record, which older versions may have written
 * under the rules before R9.4 and R9.6 changed; each such action is replayed as it was then,
 * so an older record reaches the same position (docs/protocol.md, "Older records"):
 * - `decline <n>` of a bonus that cannot be used removes it (a usable one: refused, R9.4);
 * - a `sell` of 1 to n goods for a "sell n" bonus, where today exactly n (or as many as fit)
 *   are sold, is carried out;
 * - `bonus <n>` of a sale bonus with the record's `sell` next (sale_follows) waits for that
 *   sale, where today the one possible sale would happen by itself.
 * Anything else, and every action of a record written today: game_apply. Live play never
 * takes this path: a `decline` there is always refused (R9.4). */
bool game_apply_recorded(Game *g, const Sheets *sheets, const Action *a, bool sale_follows, Refusal *why);

/* When game_actor() is GAME_CHANCE: samples the roll from the state's generator, applies
 * it and stores it in *rolled (if not NULL). Returns false if no roll is due. */
bool game_roll_random(Game *g, const Sheets *sheets, Action *rolled);

/* Whether pending bonus `index` (0-based) of the seat to act can be used now (R9.4): a usable
 * bonus must be used before the turn ends and cannot be declined; when none is usable they
 * all lapse. The one question for rules, bots and the table alike. */
bool game_bonus_usable(const Game *g, const Sheets *sheets, int index);

/* Race position (R3.1) and overlap. */
int game_race(const Game *g, int seat);
int game_overlap(const Game *g, const Sheets *sheets, int seat);
/* River position: rightmost marked field, 0 for the start field (R7.1). */
int game_river_position(const Player *p);

/* Rule questions about one seat's sheet (0-based seat), asked here by bots and the table
 * instead of being worked out again from the marks (queries.c). */
int game_karma_left(const Game *g, int seat);                      /* R8.1: circled, uncrossed */
bool game_karma_can_gain(const Game *g, int seat);                 /* R8.1: a box left to circle */
int game_goods_owned(const Game *g, int seat, int good);           /* R4.3: circled, uncrossed */
int game_goods_owned_all(const Game *g, int seat);                 /* the same, all three goods */
/* R4.3: the money the k-th (0-based) owned good of that kind brings when sold, the goods
 * sold from the left; 0 if the seat owns no k-th one. */
int game_sale_coin(const Game *g, const Sheets *sheets, int seat, int good, int k);
/* R9.6: while a "sell n" bonus is being used, how many goods it sells (n, or as many as fit
 * the icon with the goods owned); 0 for any other step, and for a market opening's or the
 * merchant's sale, which sell "up to" (R5.7, R7.7). */
int game_sale_bonus_count(const Game *g);
bool game_can_upgrade(const Game *g, int seat);                    /* R6.2: a type below 3 */
int game_person_boxes_left(const Game *g, int seat, int person);   /* R7.3: 0..3 */
/* R7.3–R7.10, R2.5: the person has a free box and its action can be carried out now. */
bool game_person_usable(const Game *g, const Sheets *sheets, int seat, int person);
/* R7.4: the area's next column bonus (0..2), -1 once all three are gained; *missing (if not
 * NULL) is how many of the area's persons still lack that column's box. */
int game_palace_next_column(const Game *g, int seat, int area, int *missing);
bool game_field_built(const Game *g, int seat, int field);         /* R5.1: it has a road */
/* R5.3: the edges of a field that meet a neighbour's road (a mask of 1 << edge). */
int game_road_joins(const Game *g, int seat, int field);
/* R5.4: the border bonus on that edge has been reached (gained once). */
bool game_border_reached(const Game *g, int seat, int field, int edge);
/* R5.7, R6.2: fields of building type `type` the seat has still to build. */
int game_buildings_left(const Game *g, const Sheets *sheets, int seat, int type);

/* Whether two states are the same position: equal, or equal once the two dice of a colour
 * that show the same face are swapped (R2.2: a die is taken by what it shows, so which of
 * two like dice lies where changes nothing) and the bonuses waiting are put in one order
 * (R9.2: they are used in any order). alike.c. */
bool game_alike(const Game *a, const Game *b);

/* Ranking by R3.5; meaningful at any time, final when the game is over. */
void game_ranking(const Game *g, const Sheets *sheets, Ranking *out);

#endif
