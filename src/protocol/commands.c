/* commands.c — the protocol's commands (docs/protocol.md "Commands"): each handler writes its
 * lines and ends with `ok` or `error <clause> <message>`; a refused command changes
 * nothing. */
#include <stdlib.h>
#include <string.h>

#include "bot.h"
#include "decimal.h"
#include "protocol.h"
#include "review.h"

#define ACTION_TEXT_MAX 256

static void ok(Engine *e) { fputs("ok\n", e->out); }

static void error(Engine *e, const char *clause, const char *message)
{
    fprintf(e->out, "error %s %s\n", clause, message);
}

static void refused(Engine *e, const Refusal *why) { error(e, why->clause, why->message); }

static void cmd_new(Engine *e, const char *args)
{
    Setup setup;
    const char *clause;
    char msg[160];
    Refusal why;
    if (!session_parse_setup(args, e->sheets, &setup, &clause, msg, sizeof msg))
        error(e, clause, msg);
    else if (!session_new(&e->session, &setup, &why))
        refused(e, &why);
    else
        ok(e);
}

/* `roll` alone rolls with the game's generator; `roll <faces>` gives the faces. */
static void cmd_roll(Engine *e, const char *args)
{
    Refusal why;
    if (*args == '\0') {
        if (session_roll_random(&e->session, NULL, &why))
            ok(e);
        else
            refused(e, &why);
        return;
    }
    char text[ACTION_TEXT_MAX];
    if (snprintf(text, sizeof text, "roll %s", args) >= (int)sizeof text) {
        /* Cut, the rest of the line would go unread and the roll be taken. */
        error(e, "P", "roll: the line is too long for faces");
        return;
    }
    Action a;
    const char *bad;
    if (!action_parse(text, &a, &bad))
        error(e, "P", bad);
    else if (!session_apply(&e->session, &a, &why))
        refused(e, &why);
    else
        ok(e);
}

/* R9.4: the bonuses that lapsed, unusable, when the action ended a turn: one line each,
 * `lapsed <seat> <bonus>`, then the `ok` (docs/engine.md). */
static void ok_after_lapses(Engine *e)
{
    const Game *g = &e->session.game;
    for (int i = 0; i < g->lapsed_count; i++) {
        char text[32];
        bonus_format(g->lapsed[i], text, (int)sizeof text);
        fprintf(e->out, "lapsed %d %s\n", g->lapsed_seat + 1, text);
    }
    ok(e);
}

static void cmd_do(Engine *e, const char *args)
{
    Action a;
    const char *bad;
    Refusal why;
    if (!action_parse(args, &a, &bad))
        error(e, "P", bad);
    else if (a.kind == ACT_ROLL)
        error(e, "P", "dice are rolled with roll, not do");
    else if (!session_apply(&e->session, &a, &why))
        refused(e, &why);
    else
        ok_after_lapses(e);
}

static int compare_text(const void *a, const void *b)
{
    return strcmp((const char *)a, (const char *)b);
}

/* Sorted with strcmp so that the listing is stable whatever order the engine finds them. */
static void cmd_legal(Engine *e, const char *args)
{
    (void)args;
    static Action legal[GAME_MAX_LEGAL];
    static char text[GAME_MAX_LEGAL][ACTION_TEXT_MAX];
    int n = game_legal(&e->session.game, e->sheets, legal);
    for (int i = 0; i < n; i++)
        action_format(&legal[i], text[i], sizeof text[i]);
    qsort(text, (size_t)n, sizeof text[0], compare_text);
    for (int i = 0; i < n; i++)
        fprintf(e->out, "%s\n", text[i]);
    ok(e);
}

static void cmd_show(Engine *e, const char *args)
{
    (void)args;
    show_game(e->out, &e->session.game, e->sheets);
    ok(e);
}

static void cmd_undo(Engine *e, const char *args)
{
    (void)args;
    if (session_undo(&e->session))
        ok(e);
    else
        error(e, "P", "nothing to undo");
}

static void cmd_record(Engine *e, const char *args)
{
    (void)args;
    char *text = session_record(&e->session);
    if (!text) {
        error(e, "P", "out of memory");
        return;
    }
    fputs(text, e->out);
    free(text);
    ok(e);
}

/* `seed=<n>`: any 64-bit number. */
static bool bot_seed(const char *word, uint64_t *seed)
{
    return strncmp(word, "seed=", 5) == 0 && decimal_read(word + 5, UINT64_MAX, seed) == DECIMAL_OK;
}

/* The hard bot answers from a fixed number of sampled futures rather than a time budget,
 * so that `bot hard` gives the same answer on every machine (docs/protocol.md). */
#define PROTOCOL_HARD_ITERATIONS 64

static void cmd_bot(Engine *e, const char *args)
{
    char level_word[16] = "", seed_word[32] = "", extra[2] = "";
    int words = sscanf(args, "%15s %31s %1s", level_word, seed_word, extra);
    uint64_t seed = 1;
    int level = words >= 1 ? bot_level_from_name(level_word) : -1;
    if (words < 1) {
        error(e, "P", "bot takes a level: bot <level> [seed=<n>]");
        return;
    }
    if (level < 0) {
        fprintf(e->out, "error P unknown bot level: %.16s (easy, medium or hard)\n", level_word);
        return;
    }
    if (words == 3 || (words == 2 && !bot_seed(seed_word, &seed))) {
        error(e, "P", "bot takes a level and at most seed=<n>");
        return;
    }
    const Game *g = &e->session.game;
    Refusal why;
    Action a = action_make(ACT_DONE, 0, 0);
    if (game_actor(g) < 0 && !game_check(g, e->sheets, &a, &why)) {
        refused(e, &why);   /* a roll is due or the game is over: the engine says which */
        return;
    }
    BotConfig config = bot_config_default(seed);
    config.iterations = PROTOCOL_HARD_ITERATIONS;
    char text[ACTION_TEXT_MAX];
    if (!bot_choose(g, e->sheets, (BotLevel)level, &config, &a)) {
        error(e, "P", "no seat is to act");
        return;
    }
    action_format(&a, text, sizeof text);
    fprintf(e->out, "%s\n", text);
    ok(e);
}

/* `review <seat> [samples=<n>]`: the words after the command, checked; false after
 * writing the error. */
static bool review_args(Engine *e, const char *args, int *seat, int *samples)
{
    char seat_word[24] = "", samples_word[32] = "", extra[2] = "";
    int words = sscanf(args, "%23s %31s %1s", seat_word, samples_word, extra);
    uint64_t n = 0, s = REVIEW_SAMPLES_DEFAULT;
    if (words < 1 || words == 3 ||
        (words == 2 && (strncmp(samples_word, "samples=", 8) != 0 ||
                        decimal_read(samples_word + 8, REVIEW_SAMPLES_MAX, &s) != DECIMAL_OK ||
                        s == 0))) {
        fprintf(e->out, "error P review takes a seat and at most samples=<1-%d>\n",
                REVIEW_SAMPLES_MAX);
        return false;
    }
    int players = e->session.game.setup.players;
    if (decimal_read(seat_word, (uint64_t)players, &n) != DECIMAL_OK || n == 0) {
        fprintf(e->out, "error P review: no seat %.16s (1 to %d)\n", seat_word, players);
        return false;
    }
    *seat = (int)n - 1;
    *samples = (int)s;
    return true;
}

/* One line per decision of the seat with more than one legal action, in the history's
 * order; <k> is the decision's line in `record` after the `new` line (docs/protocol.md). */
static void cmd_review(Engine *e, const char *args)
{
    int seat, samples;
    if (!review_args(e, args, &seat, &samples))
        return;
    for (size_t i = 0; i < e->session.count; i++) {
        const SessionEntry *en = &e->session.entry[i];
        BotReview r;
        if (game_actor(&en->before) != seat ||
            !review_decision(&en->before, e->sheets, &en->action, samples, 0, &r))
            continue;
        char played[ACTION_TEXT_MAX], best[ACTION_TEXT_MAX];
        action_format(&r.played, played, sizeof played);
        action_format(&r.best, best, sizeof best);
        fprintf(e->out, "review %zu round %d played %s best %s loss %.3f\n", i + 1,
                en->before.round, played, best, r.loss);
    }
    ok(e);
}

typedef enum { ARGS_NONE, ARGS_ANY } Args;

typedef struct {
    const char *word;
    bool needs_game;
    Args args;
    void (*run)(Engine *e, const char *args);
} Command;

static const Command COMMANDS[] = {
    {"new", false, ARGS_ANY, cmd_new},
    {"roll", true, ARGS_ANY, cmd_roll},
    {"legal", true, ARGS_NONE, cmd_legal},
    {"do", true, ARGS_ANY, cmd_do},
    {"show", true, ARGS_NONE, cmd_show},
    {"undo", true, ARGS_NONE, cmd_undo},
    {"record", true, ARGS_NONE, cmd_record},
    {"bot", true, ARGS_ANY, cmd_bot},
    {"review", true, ARGS_ANY, cmd_review},
};

static const Command *find_command(const char *word, size_t len)
{
    for (size_t i = 0; i < sizeof COMMANDS / sizeof COMMANDS[0]; i++)
        if (strlen(COMMANDS[i].word) == len && strncmp(COMMANDS[i].word, word, len) == 0)
            return &COMMANDS[i];
    return NULL;
}

bool protocol_command(Engine *e, const char *line)
{
    size_t len = strcspn(line, " \t");
    const char *args = line + len + strspn(line + len, " \t");
    if (len == 4 && strncmp(line, "quit", 4) == 0 && *args == '\0') {
        ok(e);
        return false;
    }
    const Command *c = find_command(line, len);
    if (!c && len == 4 && strncmp(line, "quit", 4) == 0)
        error(e, "P", "quit takes no arguments");
    else if (!c)
        fprintf(e->out, "error P unknown command: %.*s\n", (int)(len > 40 ? 40 : len), line);
    else if (c->args == ARGS_NONE && *args != '\0')
        fprintf(e->out, "error P %s takes no arguments\n", c->word);
    else if (c->needs_game && !e->session.started)
        error(e, "P", "no game: start one with new");
    else
        c->run(e, args);
    return true;
}
