/* step.c — the words of the `step` show line: what the game waits for and, while a seat
 * acts, which decision is open (game.h Step), so a reader of a transcript need not infer it
 * from `legal`. The words are listed in docs/protocol.md. */
#include <string.h>

#include "protocol.h"

static const char *const STEP_WORDS[] = {
    [STEP_NONE] = "none",
    [STEP_CHOOSE_DIE] = "choose-die",
    [STEP_KARMA_KEEP] = "karma-keep",
    [STEP_ROAD] = "road",
    [STEP_HALVES] = "half-roads",
    [STEP_SELL] = "sell",
    [STEP_MERCHANT] = "merchant",
    [STEP_PORTUGUESE] = "portuguese",
    [STEP_MAHARANI] = "maharani",
    [STEP_UPGRADE] = "upgrade",
    [STEP_PERSON] = "person",
    [STEP_GOODS_DIFF] = "goods-diff",
    [STEP_GOODS_DIE] = "goods-die",
    [STEP_RIVER_BACK_ANY] = "river-back-any",
    [STEP_PENDING] = "pending",
};

static const char *const SALE_WORDS[] = {[SALE_ANY] = "any", [SALE_SAME] = "same", [SALE_DIFF] = "diff"};

/* Appends " word" (or "word" at the start), cutting at cap. */
static void add(char *buf, size_t cap, const char *word)
{
    size_t len = strlen(buf);
    snprintf(buf + len, cap - len, "%s%s", len ? " " : "", word);
}

static void add_number(char *buf, size_t cap, int n)
{
    char digits[8];
    snprintf(digits, sizeof digits, "%d", n);
    add(buf, cap, digits);
}

/* Road shapes in SHAPE_* bit order. */
static void add_shapes(char *buf, size_t cap, int shapes)
{
    static const char *const SHAPE_WORDS[] = {"straight", "curve", "t", "crossing"};
    for (int bit = 0; bit < 4; bit++)
        if (shapes & (1 << bit))
            add(buf, cap, SHAPE_WORDS[bit]);
}

static void action_step_words(const Step *st, char *buf, size_t cap)
{
    bool known = st->kind < sizeof STEP_WORDS / sizeof STEP_WORDS[0] && STEP_WORDS[st->kind];
    add(buf, cap, known ? STEP_WORDS[st->kind] : "?");
    switch (st->kind) {
    case STEP_ROAD: add_shapes(buf, cap, st->n); break;
    case STEP_HALVES: case STEP_GOODS_DIFF: add_number(buf, cap, st->n); break;
    case STEP_SELL:
        add(buf, cap, (st->mode & 3) <= SALE_DIFF ? SALE_WORDS[st->mode & 3] : "?");
        add_number(buf, cap, st->n);
        if (st->mode & SALE_MARKET)
            add(buf, cap, "market");
        break;
    default: break;
    }
    if (st->from_bonus)
        add(buf, cap, "bonus");
}

void step_words(const Game *g, char *buf, size_t cap)
{
    buf[0] = '\0';
    if (g->waiting == WAIT_OVER)
        add(buf, cap, "over");
    else if (g->waiting == WAIT_ROLL)
        add(buf, cap, "roll");
    else if (g->waiting == WAIT_KARMA_ROLL)
        add(buf, cap, "karma-roll");
    else
        action_step_words(&g->step, buf, cap);
}
