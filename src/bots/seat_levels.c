/* seat_levels.c — the chances shown knowing who plays (bot.h: BotTable, bot_seat_offset).
 * The win-chance model reads the position alone, and its weights, temperature and maps are
 * fitted on games where every seat's level was drawn at random, so a figure is right for a
 * seat of that mix against others of it. At a table the levels are known: in the
 * calibration games a hard seat won 13-15 points more often than any figure of the position
 * said, an easy one 3-12 less (docs/bots.md, "Who plays"). So each seat's chance is weighed
 * by e^a, a its level's offset for the player count and stage, and the row made to add up
 * to 1 again: at 2 players a shift of a(seat) - a(other) in log-odds, at 3-5 a race of
 * strengths (as the model's own scores are a softmax, value.c). A person's level is not
 * known: the seat is counted as each level in turn (seats_as_bots). The order of the actions
 * for one seat is kept, so the hint's list and the bot's play are unchanged. */
#include <math.h>

#include "bot_internal.h"

double bot_seat_offset(int players, int stage, int who)
{
    if (players < GAME_MIN_PLAYERS || players > GAME_MAX_PLAYERS || stage < 0 || stage >= BOT_STAGES || who <= 0)
        return 0;   /* a person (or not known): counted as each level in turn, seats_as_bots */
    return SEAT_LEVEL_OFFSET[players - GAME_MIN_PLAYERS][stage][(who - 1) % BOT_LEVEL_COUNT];
}

double bot_mover_offset(int players, int stage)
{
    if (players < GAME_MIN_PLAYERS || players > GAME_MAX_PLAYERS || stage < 0 || stage >= BOT_STAGES)
        return 0;
    return MOVER_OFFSET[players - GAME_MIN_PLAYERS][stage];
}

/* A person's level is not known, and the figures must not make one a level they are not: a
 * person counted as a medium bot would read 99.9 % against the easy bot from the first
 * roll, a medium bot's chance and not a new player's (docs/bots.md, "Who plays"). So every
 * person's seat is counted as an easy, a medium and a hard bot in turn, each combination of
 * the persons' levels weighing the same (3^persons tables); the caller takes the mean of the
 * figures of those tables. A table with no person is itself. */
int seats_as_bots(const BotTable *table, int players, BotTable out[SEATS_AS_BOTS_MAX])
{
    int person[GAME_MAX_PLAYERS], persons = 0, count = 1;
    for (int s = 0; s < players; s++)
        if (!table->bot[s]) person[persons++] = s;
    if (persons == players)   /* persons alone: no bot to weigh them against (seats_known) */
        persons = 0;
    for (int i = 0; i < persons; i++) count *= BOT_LEVEL_COUNT;
    for (int c = 0; c < count; c++) {
        out[c] = *table;
        for (int i = 0, rest = c; i < persons; i++, rest /= BOT_LEVEL_COUNT)
            out[c].bot[person[i]] = (uint8_t)(1 + rest % BOT_LEVEL_COUNT);
    }
    return count;
}

bool seats_known(const BotTable *table, int players)
{
    for (int s = 0; table && s < players; s++)
        if (table->bot[s]) return true;
    return false;
}

void seats_offsets(const BotTable *table, int players, int stage, double offset[GAME_MAX_PLAYERS])
{
    for (int s = 0; s < GAME_MAX_PLAYERS; s++)
        offset[s] = table && s < players ? bot_seat_offset(players, stage, table->bot[s]) : 0;
}

void seats_weigh(double chance[GAME_MAX_PLAYERS], int players, const double offset[GAME_MAX_PLAYERS])
{
    bool equal = true;
    for (int s = 1; s < players; s++)
        equal = equal && offset[s] == offset[0];
    if (equal)   /* no seat stronger than another: the figure of the position as it is */
        return;
    double sum = 0;
    for (int s = 0; s < players; s++)
        sum += chance[s] *= exp(offset[s]);
    for (int s = 0; s < players; s++)
        chance[s] = sum > 0 ? chance[s] / sum : 1.0 / players;
}
