/* script.c — the lesson's dice, the bot's dice and the steps (script.h). Three rounds of
 * two players: the person takes a green curve to a tower (roads, buildings), purple goods;
 * then, with the elephant gone to the bot, a blue lotus (river, a bonus, the race), the
 * Raja (palace, upgrade); then a curve to a market (a sale) and karma rolled for a blue
 * conch, whose money passes a track bonus. Each line was played through rajas-engine
 * (test_scene_lesson plays it through the table). */
#include "script.h"

#include <string.h>


#define NO_AIM {AIM_NONE, 0, 0}

static const LessonStep STEPS[LESSON_STEPS] = {
    [LESSON_WELCOME] = {LESSON_READ, NULL, {{AIM_SEAT, LESSON_PERSON, 0}, NO_AIM, NO_AIM}},
    [LESSON_TAKE_GREEN] = {LESSON_DO, "take green-1", {{AIM_DIE, DIE_GREEN_1, 0}, NO_AIM, NO_AIM}},
    /* C2, the tower above the residence (sun side, sheet-format.md §3). */
    [LESSON_ROAD_TOWER] = {LESSON_DO, "road C2", {{AIM_FIELD, 9, 0}, NO_AIM, NO_AIM}},
    [LESSON_TAKE_PURPLE] = {LESSON_DO, "take purple-1", {{AIM_DIE, DIE_PURPLE_1, 0}, NO_AIM, NO_AIM}},
    [LESSON_GOODS] = {LESSON_READ, NULL, {{AIM_MARKET, 0, 0}, NO_AIM, NO_AIM}},
    [LESSON_TAKE_BLUE] = {LESSON_DO, "take blue-a", {{AIM_DIE, DIE_BLUE_A, 0}, NO_AIM, NO_AIM}},
    [LESSON_BONUS_RIVER] = {LESSON_DO, "bonus", {{AIM_PENDING, 0, 0}, NO_AIM, NO_AIM}},
    [LESSON_RACE] = {LESSON_READ, NULL, {{AIM_TRACKS, 0, 0}, NO_AIM, NO_AIM}},
    [LESSON_TAKE_ORANGE] = {LESSON_DO, "take orange-1", {{AIM_DIE, DIE_ORANGE_1, 0}, NO_AIM, NO_AIM}},
    [LESSON_UPGRADE] = {LESSON_DO, "upgrade", {{AIM_UPGRADE, TYPE_TOWER, 2}, NO_AIM, NO_AIM}},
    [LESSON_TAKE_CURVE] = {LESSON_DO, "take green-2", {{AIM_DIE, DIE_GREEN_2, 0}, NO_AIM, NO_AIM}},
    /* D1, the market left of the residence: only a curve east and north fits there. */
    [LESSON_ROAD_MARKET] = {LESSON_DO, "road D1", {{AIM_FIELD, 12, 0}, NO_AIM, NO_AIM}},
    [LESSON_SELL] = {LESSON_DO, "sell ",
                     {{AIM_SLOT, GOOD_TEA, 0}, {AIM_SLOT, GOOD_SILK, 0}, {AIM_BUTTON, AIM_BUTTON_CONFIRM, 0}}},
    [LESSON_KARMA] = {LESSON_DO, "karma blue-b",
                      {{AIM_BUTTON, AIM_BUTTON_KARMA, 0}, {AIM_DIE, DIE_BLUE_B, 0}, {AIM_KARMA, 0, 0}}},
    [LESSON_KEEP] = {LESSON_DO, "keep blue-b", {{AIM_DIE, DIE_BLUE_B, 0}, NO_AIM, NO_AIM}},
    [LESSON_BONUS_MONEY] = {LESSON_DO, "bonus", {{AIM_PENDING, 0, 0}, NO_AIM, NO_AIM}},
    [LESSON_BONUS_TRACK] = {LESSON_DO, "bonus", {{AIM_PENDING, 0, 0}, {AIM_TRACKS, 0, 0}, NO_AIM}},
    [LESSON_GOODS_CHOICE] = {LESSON_DO, "goods ", {{AIM_CHOICES, 0, 0}, NO_AIM, NO_AIM}},
    [LESSON_END] = {LESSON_READ, NULL, {{AIM_TRACKS, 0, 0}, NO_AIM, NO_AIM}},
};

/* The dice of rounds 1–3 in the protocol's order (purple-1 … orange-2), and round 3's
 * karma roll (the elephant's green first, then the blue die chosen, R8.2). */
static const char *const ROLLS[LESSON_ROUNDS] = {
    "roll tea+silk spice+spice curve straight fish boat merchant builder",
    "roll silk+spice tea+tea straight half+half lotus conch raja great-mogul",
    "roll spice+tea silk+silk straight curve flag conch maharani merchant",
};
static const char *const KARMA_ROLL = "roll straight conch";
#define KARMA_ROUND 3

/* The bot's die by round and turn (2 players: four turns a round, R2.4), so the dice the
 * person is sent to are still in the centre; NULL: the easy bot chooses. */
static const char *const BOT_TAKES[LESSON_ROUNDS][4] = {
    {NULL, "take purple-2", NULL, "take blue-a"},
    {"take green-1", NULL, "take purple-2", NULL},
    {NULL, "take purple-2", NULL, NULL},
};

const LessonStep *lesson_step(int i)
{
    return i >= 0 && i < LESSON_STEPS ? &STEPS[i] : NULL;
}

bool lesson_matches(int i, const Action *a)
{
    const LessonStep *s = lesson_step(i);
    if (!s || s->kind != LESSON_DO || a->kind == ACT_ROLL) return false;
    char text[256];
    action_format(a, text, sizeof text);
    size_t n = strlen(s->want);
    if (strncmp(text, s->want, n) != 0) return false;
    /* "take green-1" must not take green-10; a want ending in a space needs more words. */
    return s->want[n - 1] == ' ' || text[n] == '\0' || text[n] == ' ';
}

static bool parsed(const char *text, Action *out)
{
    const char *why;
    return text && action_parse(text, out, &why);
}

bool lesson_roll(int round, bool karma, Action *out)
{
    if (karma) return round == KARMA_ROUND && parsed(KARMA_ROLL, out);
    return round >= 1 && round <= LESSON_ROUNDS && parsed(ROLLS[round - 1], out);
}

bool lesson_bot_take(int round, int turn, Action *out)
{
    if (round < 1 || round > LESSON_ROUNDS || turn < 0 || turn > 3) return false;
    return parsed(BOT_TAKES[round - 1][turn], out);
}

int lesson_current(int done, unsigned long read_seen)
{
    for (int i = 0; i < LESSON_STEPS; i++) {
        if (STEPS[i].kind == LESSON_READ) {
            if (!(read_seen & (1ul << i))) return i;
        } else if (done > 0) {
            done--;
        } else {
            return i;
        }
    }
    return LESSON_STEPS;
}
