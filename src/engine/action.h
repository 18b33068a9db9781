/* action.h — actions: small values with a canonical text form (docs/protocol.md "Actions").
 * A roll (the round roll of 8 dice, or the karma roll of 2) is an action too, applied when
 * the game waits for chance. Build actions with the constructors so unused bytes are zero
 * and two equal actions compare equal with action_equal. */
#ifndef RAJAS_ACTION_H
#define RAJAS_ACTION_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef enum {
    ACT_TAKE,       /* arg[0] die                                  take <die>      */
    ACT_KARMA,      /* arg[0] centre die                           karma <die>     */
    ACT_REROLL,     /*                                             reroll          */
    ACT_KEEP,       /* arg[0] die                                  keep <die>      */
    ACT_ROAD,       /* arg[0] field, arg[1] edge mask              road B3 NS      */
    ACT_HALF,       /* arg[0] field, arg[1] edge index             half B3 E       */
    ACT_SELL,       /* arg[0..2] how many tea, silk, spice         sell tea tea    */
    ACT_GOOD,       /* arg[0] good                                 good silk       */
    ACT_GOODS,      /* arg[0..2] 1 for each chosen kind            goods tea spice */
    ACT_GOODS_DIE,  /* arg[0] purple die                           goods-die purple-2 */
    ACT_UPGRADE,    /* arg[0] building type                        upgrade fort    */
    ACT_PERSON,     /* arg[0] person                               person raja     */
    ACT_FORWARD,    /* arg[0] 1 or 2                               forward 2       */
    ACT_BACK,       /* arg[0] river field                          back 7          */
    ACT_BONUS,      /* arg[0] pending index, 0-based (text 1-based) bonus 1        */
    ACT_DECLINE,    /* arg[0] pending index, 0-based               decline 2       */
    ACT_DONE,       /*                                             done            */
    ACT_ROLL,       /* n faces (8 or 2) in arg[0..n-1]             roll f f …      */
    ACT_KIND_COUNT
} ActionKind;

typedef struct {
    uint8_t kind;
    uint8_t n;          /* ACT_ROLL: number of faces; otherwise 0 */
    uint8_t arg[8];
} Action;
/* check.c tests the arguments as one 8-byte word. */
_Static_assert(sizeof ((Action *)0)->arg == 8, "an action has 8 argument bytes");

Action action_make(int kind, int a0, int a1);
Action action_sell(int tea, int silk, int spice);
Action action_goods(int tea, int silk, int spice);
Action action_roll(const uint8_t *faces, int n);
bool action_equal(const Action *a, const Action *b);

/* Canonical text without the "do " prefix ("road B3 NS", "sell tea tea silk");
 * a roll is written "roll f1 … fn". Returns the length written (always NUL-terminated). */
int action_format(const Action *a, char *buf, size_t cap);

/* Parses an action's text (the part after "do ", or a "roll …" line). Accepts goods and
 * edges in any order and writes the canonical value. On failure returns false and points
 * *why at a message. */
bool action_parse(const char *text, Action *out, const char **why);

#endif
