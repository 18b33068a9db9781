/* mixed_game.c — games of bots of mixed levels (mixed_game.h). */
#include "bot_internal.h"   /* bot_explain_unmapped */
#include "mixed_game.h"
#include "random.h"

/* Game i's stream: its game seed first, then its seats' levels. */
static uint64_t mixed_stream(int players, long i, uint64_t seed)
{
    return seed * RANDOM_GAMMA + (uint64_t)(players * 1000003L + i);
}

static void draw_levels(uint64_t *r, int players, BotLevel level[GAME_MAX_PLAYERS])
{
    for (int p = 0; p < players; p++) {
        uint64_t draw = splitmix64_next(r) % 10;
        level[p] = draw < 4 ? BOT_EASY : draw < 8 ? BOT_MEDIUM : BOT_HARD;
    }
}

void mixed_setup(const Sheets *sheets, int players, long i, long sides_every, uint64_t seed, Setup *setup,
                 BotLevel level[GAME_MAX_PLAYERS])
{
    uint64_t r = mixed_stream(players, i, seed);
    uint64_t game_seed = splitmix64_next(&r);
    *setup = (Setup){(uint8_t)players, (uint8_t)((i / sides_every) % sheets->count),
                     (uint8_t)(game_seed % (uint64_t)players), game_seed};
    draw_levels(&r, players, level);
}

void mixed_levels(int players, long i, uint64_t seed, BotLevel level[GAME_MAX_PLAYERS])
{
    uint64_t r = mixed_stream(players, i, seed);
    (void)splitmix64_next(&r);   /* the game's seed */
    draw_levels(&r, players, level);
}

bool mixed_play(Session *s, const BotLevel *level, int hard_samples, MixedChoice on_choice, void *ctx)
{
    Refusal why;
    BotConfig config = bot_config_default(s->game.setup.seed);
    config.iterations = hard_samples;
    config.threads = 1;
    while (game_actor(&s->game) != GAME_NOBODY) {
        int actor = game_actor(&s->game);
        if (actor == GAME_CHANCE) {
            if (!session_roll_random(s, NULL, &why)) return false;
            continue;
        }
        BotChoice c;
        if (bot_explain_unmapped(&s->game, s->sheets, level[actor], &config, &c, 1, NULL) != 1) return false;
        if (on_choice) on_choice(ctx, &s->game, actor, level[actor], &c);
        if (!session_apply(s, &c.action, &why)) return false;
    }
    return true;
}
