/* main.c — rajas-tournament: plays N games between the given bots, rotating seats, checks
 * that every action a bot returns is legal, and prints win rates with 95% intervals, game
 * length, overlap, win rate by seat, decision times per level and the hard search's
 * effort: how many sampled futures each searched decision played (docs/bots.md). With a
 * time budget that is what the budget buys on this machine, which is how a fixed
 * `iterations=` is chosen that is no stronger than the budgeted bot. */
#define _POSIX_C_SOURCE 200809L

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "data.h"
#include "random.h"
#include "tournament.h"

#define ACTIONS_PER_GAME_MAX 10000

typedef struct {
    double wins[GAME_MAX_PLAYERS];         /* per lineup entry; shared first places split */
    double overlap[GAME_MAX_PLAYERS];
    double seat_wins[GAME_MAX_PLAYERS];    /* per seat */
    double rounds;
    long illegal, stuck;
    Times time[BOT_LEVEL_COUNT];
    Times samples;                         /* hard decisions that searched: futures played */
    struct {                               /* cascade-budget-ms: entry 1's cascade decisions */
        long decisions, same, unlisted;    /* searched both ways; the same choice; the short
                                              search's choice not among the long one's */
        double lost;                       /* the long search's value of its best less that
                                              of the short search's choice, summed */
        Times samples;                     /* futures the short search played */
    } cascade;
} Totals;

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

/* A cascade decision searched again at the chain's budget (longer): whether the same action
 * is chosen, and what the longer search says the short one's choice lost. */
static void cascade_compare(const Game *g, const Sheets *sheets, BotLevel level, const BotConfig *longer,
                            const BotChoice *chosen, long samples, Totals *tot)
{
    BotChoice list[GAME_MAX_LEGAL];
    int n = bot_explain(g, sheets, level, longer, list, GAME_MAX_LEGAL);
    if (n < 1)
        return;
    tot->cascade.decisions++;
    times_add(&tot->cascade.samples, (double)samples);
    if (action_equal(&list[0].action, &chosen->action)) {
        tot->cascade.same++;
        return;
    }
    for (int i = 1; i < n; i++)
        if (action_equal(&list[i].action, &chosen->action)) {
            tot->cascade.lost += list[0].value - list[i].value;
            return;
        }
    tot->cascade.unlisted++;
}

/* One decision by the bot in that seat; an illegal answer is counted and replaced by the
 * first legal action so the game can go on. longer: for a cascade decision under
 * cascade-budget-ms, the chain's settings it is compared with (else NULL). */
static void decide(Game *g, const Sheets *sheets, BotLevel level, const BotConfig *config,
                   const BotConfig *longer, Totals *tot)
{
    BotChoice best;
    Action a = {0};
    Refusal why;
    long samples;
    double start = now_ms();
    bool chosen = bot_explain_measured(g, sheets, level, config, &best, 1, &samples) == 1;
    times_add(&tot->time[level], now_ms() - start);
    if (samples > 0)
        times_add(&tot->samples, (double)samples);
    if (chosen && longer && samples > 0)
        cascade_compare(g, sheets, level, longer, &best, samples, tot);
    if (chosen)
        a = best.action;
    if (!chosen || !game_apply(g, sheets, &a, &why)) {
        Action legal[GAME_MAX_LEGAL];
        tot->illegal++;
        fprintf(stderr, "rajas-tournament: %s bot gave an illegal action (round %d)\n",
                bot_level_name(level), g->round);
        if (game_legal(g, sheets, legal) > 0)
            game_apply(g, sheets, &legal[0], &why);
    }
}

/* A decision's place in the game: its round, its turn within the round (R2) and the seat,
 * as the table keys a bot's turn (match_turn_key). */
static int32_t turn_key(const Game *g)
{
    return (int32_t)g->round << 16 | (int32_t)g->turn << 8 | (int32_t)(uint8_t)g->to_act;
}

/* The table's cascade: a bot's decisions after its fifth in a turn (MATCH_CASCADE_STEPS). */
enum { CASCADE_AFTER = 5 };

/* The search's settings for entry's decision after `taken` of its decisions in the same
 * turn: line-up entry 1, given chain-budget-ms, searches its later decisions for that long,
 * and given cascade-budget-ms those after its fifth for that long, as a bot at the table
 * does (its first weighed whole turn plans); every other decision keeps config. */
static BotConfig config_for(const TournamentArgs *t, const BotConfig *config, int entry, int taken)
{
    BotConfig c = *config;
    if (t->chain_budget_ms > 0 && entry == 0 && taken > 0)
        c.budget_ms = t->cascade_budget_ms > 0 && taken >= CASCADE_AFTER ? t->cascade_budget_ms : t->chain_budget_ms;
    return c;
}

/* Seat s holds lineup entry (s + game) % players: every entry sits in every seat. */
static void play_game(const TournamentArgs *t, const Sheets *sheets, int sheet, long game,
                      Totals *tot)
{
    int entry_of_seat[GAME_MAX_PLAYERS];
    for (int s = 0; s < t->players; s++)
        entry_of_seat[s] = (int)((s + game) % t->players);
    uint64_t seed = t->seed * RANDOM_GAMMA + (uint64_t)game;
    Setup setup = {(uint8_t)t->players, (uint8_t)sheet, 0, seed};
    Game g;
    Refusal why;
    game_start(&g, sheets, &setup, &why);
    BotConfig config = bot_config_default(seed ^ 0xB07ull);
    config.budget_ms = t->budget_ms > 0 ? t->budget_ms : config.budget_ms;
    config.iterations = t->iterations;
    config.threads = t->threads;
    long steps = 0;
    int32_t last_turn = -1;   /* the last decision's turn; -1 after a roll, as at the table */
    int taken = 0;            /* decisions taken in it */
    for (int actor; (actor = game_actor(&g)) != GAME_NOBODY; steps++) {
        if (steps >= ACTIONS_PER_GAME_MAX) {
            tot->stuck++;
            return;
        }
        if (actor == GAME_CHANCE) {
            game_roll_random(&g, sheets, NULL);
            last_turn = -1;
            continue;
        }
        int32_t key = turn_key(&g);
        int entry = entry_of_seat[actor];
        taken = key == last_turn ? taken + 1 : 0;
        BotConfig c = config_for(t, &config, entry, taken);
        BotConfig longer = config_for(t, &config, entry, 1);
        bool compare = t->cascade_budget_ms > 0 && entry == 0 && taken >= CASCADE_AFTER;
        last_turn = key;
        decide(&g, sheets, t->lineup[entry % t->lineup_count], &c, compare ? &longer : NULL, tot);
    }
    Ranking r;
    game_ranking(&g, sheets, &r);
    int firsts = 0;
    for (int i = 0; i < r.count; i++)
        firsts += r.place[i] == 1;
    for (int i = 0; i < r.count; i++)
        if (r.place[i] == 1) {
            tot->wins[entry_of_seat[r.seat[i]]] += 1.0 / firsts;
            tot->seat_wins[r.seat[i]] += 1.0 / firsts;
        }
    for (int s = 0; s < t->players; s++)
        tot->overlap[entry_of_seat[s]] += game_overlap(&g, sheets, s);
    tot->rounds += g.round;
}

static void report(const TournamentArgs *t, Totals *tot, double seconds)
{
    double n = (double)t->games, low, high;
    printf("tournament games %ld players %d side %s seed %" PRIu64, t->games, t->players,
           t->side, t->seed);
    if (t->iterations > 0)
        printf(" iterations %d", t->iterations);
    else
        printf(" budget-ms %d", t->budget_ms > 0 ? t->budget_ms : BOT_DEFAULT_BUDGET_MS);
    if (t->chain_budget_ms > 0)
        printf(" chain-budget-ms %d", t->chain_budget_ms);
    if (t->cascade_budget_ms > 0)
        printf(" cascade-budget-ms %d", t->cascade_budget_ms);
    printf(" seconds %.1f\n", seconds);
    for (int e = 0; e < t->players; e++) {
        double p = tot->wins[e] / n;
        wilson95(p, n, &low, &high);
        printf("bot %d %s wins %.3f ci95 %.3f %.3f mean-overlap %.1f\n", e + 1,
               bot_level_name(t->lineup[e % t->lineup_count]), p, low, high, tot->overlap[e] / n);
    }
    printf("rounds mean %.2f\n", tot->rounds / n);
    for (int s = 0; s < t->players; s++) {
        double p = tot->seat_wins[s] / n;
        wilson95(p, n, &low, &high);
        printf("seat %d wins %.3f ci95 %.3f %.3f\n", s + 1, p, low, high);
    }
    for (int l = 0; l < BOT_LEVEL_COUNT; l++)
        if (tot->time[l].count > 0)
            printf("time %s decisions %zu median-ms %.3f p95-ms %.3f\n",
                   bot_level_name((BotLevel)l), tot->time[l].count,
                   times_quantile(&tot->time[l], 0.5), times_quantile(&tot->time[l], 0.95));
    if (tot->samples.count > 0)
        printf("effort hard searched-decisions %zu samples min %.0f p5 %.0f median %.0f\n",
               tot->samples.count, times_quantile(&tot->samples, 0.0),
               times_quantile(&tot->samples, 0.05), times_quantile(&tot->samples, 0.5));
    if (tot->cascade.decisions > 0)
        printf("cascade decisions %ld same %ld unlisted %ld mean-lost %.4f samples min %.0f p5 %.0f median %.0f\n",
               tot->cascade.decisions, tot->cascade.same, tot->cascade.unlisted,
               tot->cascade.lost / (double)tot->cascade.decisions, times_quantile(&tot->cascade.samples, 0.0),
               times_quantile(&tot->cascade.samples, 0.05), times_quantile(&tot->cascade.samples, 0.5));
    printf("illegal %ld unfinished %ld\n", tot->illegal, tot->stuck);
}

static void usage(FILE *f)
{
    fputs("usage: rajas-tournament games=<n> players=<2-5> bots=<level>[,<level>…] [side=sun|moon]\n"
          "                        [seed=<n>] [budget-ms=<n>|iterations=<n>] [threads=<n>]\n"
          "                        [chain-budget-ms=<n> [cascade-budget-ms=<n>]]\n"
          "       rajas-tournament --help\n"
          "Levels: easy, medium, hard (or 1, 2, 3). The figures are described in docs/bots.md.\n", f);
}

int main(int argc, char **argv)
{
    if (argc == 2 && (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0)) {
        usage(stdout);
        return 0;
    }
    TournamentArgs t;
    char err[256];
    if (!tournament_args(argc, argv, &t, err, sizeof err)) {
        fprintf(stderr, "rajas-tournament: %s\n", err);
        usage(stderr);
        return 2;
    }
    static Sheets sheets;
    if (!data_load_sheets(&sheets, err, sizeof err)) {
        fprintf(stderr, "rajas-tournament: %s\n", err);
        return 1;
    }
    int sheet = sheets_find(&sheets, t.side);
    if (sheet < 0) {
        fprintf(stderr, "rajas-tournament: no sheet side called %s\n", t.side);
        return 2;
    }
    static Totals tot;
    double start = now_ms();
    for (long i = 0; i < t.games; i++)
        play_game(&t, &sheets, sheet, i, &tot);
    report(&t, &tot, (now_ms() - start) / 1000.0);
    for (int l = 0; l < BOT_LEVEL_COUNT; l++)
        free(tot.time[l].ms);
    free(tot.samples.ms);
    free(tot.cascade.samples.ms);
    return tot.illegal || tot.stuck ? 1 : 0;
}
