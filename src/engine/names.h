/* names.h — the game's vocabulary: dice, faces, goods, building types, persons, river
 * symbols, edges and bonus kinds, with their canonical names (docs/sheet-format.md,
 * docs/protocol.md).
 * Everything here is constant data; nothing is allocated. */
#ifndef RAJAS_NAMES_H
#define RAJAS_NAMES_H

#include <stdbool.h>
#include <stdint.h>

/* The eight dice, in protocol order. */
enum { DIE_PURPLE_1, DIE_PURPLE_2, DIE_GREEN_1, DIE_GREEN_2, DIE_BLUE_A, DIE_BLUE_B,
       DIE_ORANGE_1, DIE_ORANGE_2, DIE_COUNT };

enum { COLOUR_PURPLE, COLOUR_GREEN, COLOUR_BLUE, COLOUR_ORANGE };

/* Every face value, numbered across all dice so a face alone says which die it fits. */
enum {
    FACE_TEA_TEA, FACE_SILK_SILK, FACE_SPICE_SPICE, FACE_TEA_SILK, FACE_SILK_SPICE, FACE_SPICE_TEA,
    FACE_CURVE, FACE_STRAIGHT, FACE_HALF_HALF,
    FACE_LOTUS, FACE_FISH, FACE_FLAG,
    FACE_PEACOCK, FACE_CONCH, FACE_BOAT,
    FACE_GREAT_MOGUL, FACE_MAHARANI, FACE_MERCHANT, FACE_RAJA, FACE_BUILDER, FACE_PORTUGUESE,
    FACE_COUNT
};

enum { GOOD_TEA, GOOD_SILK, GOOD_SPICE, GOOD_COUNT };
enum { TYPE_TEMPLE, TYPE_FORT, TYPE_GARDEN, TYPE_TOWER, TYPE_COUNT };
/* Upper palace area: persons 0–2; lower area: persons 3–5 (R7.3). */
enum { PERSON_GREAT_MOGUL, PERSON_MAHARANI, PERSON_MERCHANT, PERSON_RAJA, PERSON_BUILDER,
       PERSON_PORTUGUESE, PERSON_COUNT };
enum { SYMBOL_LOTUS, SYMBOL_FISH, SYMBOL_FLAG, SYMBOL_PEACOCK, SYMBOL_CONCH, SYMBOL_BOAT,
       SYMBOL_COUNT };
/* Edge indices; a road is a mask of (1 << edge). */
enum { EDGE_N, EDGE_E, EDGE_S, EDGE_W, EDGE_COUNT };

typedef enum {
    BONUS_NONE, BONUS_FAME, BONUS_MONEY, BONUS_KARMA, BONUS_UPGRADE, BONUS_PALACE_ANY,
    BONUS_PALACE_PERSON, BONUS_GOODS_DIE, BONUS_GOODS_DIFF, BONUS_SELL_ANY, BONUS_SELL_SAME,
    BONUS_SELL_DIFF, BONUS_HALF_ROAD, BONUS_ROAD_PIECE, BONUS_RIVER_FWD, BONUS_RIVER_BACK,
    BONUS_RIVER_BACK_ANY, BONUS_KIND_COUNT
} BonusKind;

/* One bonus: a kind and its number (amount for fame/money/goods/sell, person for
 * palace:<person>, 0 otherwise). */
typedef struct {
    uint8_t kind;
    uint8_t n;
} Bonus;

const char *die_name(int die);           /* "purple-1" */
int die_colour(int die);
int die_from_name(const char *s);        /* -1 if unknown */
const char *face_name(int face);         /* "tea+silk" */
int face_from_name(const char *s);       /* -1 if unknown */
bool face_fits_die(int face, int die);
int die_face_count(int die);             /* distinct values: 6 or 3 */
int die_face(int die, int index);        /* index-th distinct face value of a die */
const char *good_name(int good);
int good_from_name(const char *s);
const char *type_name(int type);
int type_from_name(const char *s);
const char *person_name(int person);
int person_from_name(const char *s);
const char *symbol_name(int symbol);
int symbol_from_name(const char *s);
int face_symbol(int face);               /* river symbol of a blue face, -1 otherwise */
int face_person(int face);               /* person of an orange face, -1 otherwise */
void face_goods(int face, int goods[2]); /* the two goods of a purple face */
char edge_letter(int edge);
int edge_from_letter(char c);            /* -1 if not N/E/S/W */

/* Bonus text as docs/sheet-format.md §2 writes it: "fame:2", "palace:raja", "karma". */
int bonus_format(Bonus b, char *buf, int cap);
bool bonus_parse(const char *s, Bonus *out);
const char *bonus_kind_name(int kind);

#endif
