/* chance.c — rolls sampled from the bot's own generator. Every die is uniform over its
 * distinct faces (docs/sheet-format.md §1: green and blue dice show each face twice), so
 * drawing an index below die_face_count is the true distribution. */
#include "bot_internal.h"

static uint8_t sample_face(int die, Rng *r)
{
    return (uint8_t)die_face(die, rng_below(r, die_face_count(die)));
}

bool chance_sample(const Game *g, Rng *r, Action *out)
{
    uint8_t faces[DIE_COUNT];
    if (g->waiting == WAIT_ROLL) {
        for (int d = 0; d < DIE_COUNT; d++)
            faces[d] = sample_face(d, r);
        *out = action_roll(faces, DIE_COUNT);
        return true;
    }
    if (g->waiting == WAIT_KARMA_ROLL) {
        faces[0] = sample_face(g->karma_die[0], r);
        faces[1] = sample_face(g->karma_die[1], r);
        *out = action_roll(faces, 2);
        return true;
    }
    return false;
}

bool chance_apply(Game *g, const Sheets *sheets, Rng *r)
{
    Action roll;
    Refusal why;
    return chance_sample(g, r, &roll) && game_apply(g, sheets, &roll, &why);
}
