/* test_review.c — one decision reviewed (src/bots/review.h, the protocol's `review`):
 *   a position with one legal action, or a roll due, is no decision to review;
 *   the bot's best action played costs 0 and is its own best;
 *   another action costs exactly the gap between the hard bot's values of the two, with
 *   the fixed seed and samples, the played action searched on the same futures as the
 *   best, and a review repeats itself on any number of threads;
 *   the evaluated decision is the bot's list with played included, the review is drawn
 *   from it, and each action's figure in it is its own, none above the best's;
 *   a gap within the samples' own error of it is no loss, nor is the twin of the best
 *   (either of two like dice);
 *   a decline (which no bot plays) is valued by the best choice after it;
 *   an action that is not legal there, or a sample count out of range, is refused.
 * A handful of samples keeps the suite fast under sanitizers. */
#include <math.h>
#include <string.h>

#include "review.h"
#include "position.h"
#include "support.h"

#define SAMPLES 2

static Action act(const char *text)
{
    Action a;
    const char *why;
    if (!action_parse(text, &a, &why))
        fail_msg("'%s': %s", text, why);
    return a;
}

/* The hard bot's values as the review asks for them. */
static int hard_values(const Game *g, BotChoice *c)
{
    BotConfig config = bot_config_default(REVIEW_SEED);
    config.iterations = SAMPLES;
    return bot_explain(g, test_sheets(), BOT_HARD, &config, c, GAME_MAX_LEGAL);
}

/* A round roll with a choice of eight dice for seat 1. */
static Game rolled_game(void)
{
    Game g = test_rolled(2, "sun", "roll tea+silk spice+spice curve straight lotus peacock merchant maharani");
    return g;
}

static void test_a_roll_or_a_single_action_is_no_choice(void **state)
{
    (void)state;
    Game g = test_game(2, "sun", 0);
    Action roll = act("roll tea+silk spice+spice curve straight lotus peacock merchant maharani");
    BotReview r;
    assert_false(review_is_choice(&g, test_sheets()));
    assert_false(review_decision(&g, test_sheets(), &roll, SAMPLES, 0, &r));
    /* R9.4: the blue die's fish leaves fame:1 pending; `bonus 1` is all there is. */
    test_do(&g, "roll tea+silk spice+spice curve straight fish conch merchant builder");
    test_do(&g, "take blue-a");
    Action legal[GAME_MAX_LEGAL];
    assert_int_equal(game_legal(&g, test_sheets(), legal), 1);
    assert_false(review_is_choice(&g, test_sheets()));
    Action bonus = act("bonus 1");
    assert_false(review_decision(&g, test_sheets(), &bonus, SAMPLES, 0, &r));
}

static void test_the_best_action_costs_nothing(void **state)
{
    (void)state;
    Game g = rolled_game();
    BotChoice c[GAME_MAX_LEGAL];
    assert_true(hard_values(&g, c) > 1);
    BotReview r;
    assert_true(review_is_choice(&g, test_sheets()));
    assert_true(review_decision(&g, test_sheets(), &c[0].action, SAMPLES, 0, &r));
    assert_true(action_equal(&r.played, &c[0].action));
    assert_true(action_equal(&r.best, &c[0].action));
    assert_true(r.loss == 0.0);
}

/* The hard bot's values with `played` searched among its candidates, as the review asks. */
static int values_with(const Game *g, const Action *played, int samples, BotChoice *c)
{
    BotConfig config = bot_config_default(REVIEW_SEED);
    config.iterations = samples;
    config.include = played;
    return bot_explain(g, test_sheets(), BOT_HARD, &config, c, GAME_MAX_LEGAL);
}

/* Two figures of separate searches on the same futures: equal but for the order in which
 * threads add the samples (it varies from run to run, and rounds differently on Windows). */
static bool near(double a, double b)
{
    return fabs(a - b) < 1e-12;
}

static const BotChoice *find(const BotChoice *c, int n, const Action *a)
{
    for (int i = 0; i < n; i++)
        if (action_equal(&c[i].action, a)) return &c[i];
    fail_msg("the action is not among the bot's choices");
    return NULL;
}

/* The last of the bot's choices is worth less than its first: the loss is their gap, both
 * measured on the same sampled futures (the played action searched among the candidates,
 * however low medium ranked it), and the gap is larger than its error. */
static void test_a_worse_action_costs_the_gap_in_the_bots_values(void **state)
{
    (void)state;
    Game g = rolled_game();
    BotChoice c[GAME_MAX_LEGAL], with[GAME_MAX_LEGAL];
    int n = hard_values(&g, c);
    assert_true(n > 1 && c[n - 1].value < c[0].value);
    Action played = c[n - 1].action;
    int m = values_with(&g, &played, SAMPLES, with);
    const BotChoice *mine = find(with, m, &played);
    assert_true(mine->error > 0);   /* searched: samples of its own */
    BotReview r, again;
    assert_true(review_decision(&g, test_sheets(), &played, SAMPLES, 0, &r));
    assert_true(action_equal(&r.played, &played));
    assert_true(action_equal(&r.best, &with[0].action));
    assert_true(near(r.loss, with[0].value - mine->value));
    assert_true(near(r.error, mine->error));
    assert_true(r.loss > r.error);
    /* On one thread instead of one per core: the same review. */
    assert_true(review_decision(&g, test_sheets(), &played, SAMPLES, 1, &again));
    assert_true(action_equal(&again.played, &r.played) && action_equal(&again.best, &r.best));
    assert_true(near(again.loss, r.loss));
}

/* At the review's 16 samples the blue lotus is 0.002 below the best by the bot's means,
 * but the samples' own error of that difference is larger: it is not known to be worse, so
 * it costs nothing and nothing better is shown. The purple tea + silk's gap is larger than
 * its error: a loss. */
static void test_a_loss_within_its_error_is_no_loss(void **state)
{
    (void)state;
    Game g = rolled_game();
    BotChoice c[GAME_MAX_LEGAL];
    Action lotus = act("take blue-a"), tea = act("take purple-1");
    int n = values_with(&g, &lotus, REVIEW_SAMPLES_DEFAULT, c);
    const BotChoice *mine = find(c, n, &lotus);
    assert_false(action_equal(&c[0].action, &lotus));
    assert_true(c[0].value - mine->value > 0.001 && c[0].value - mine->value <= mine->error);
    BotReview r;
    assert_true(review_decision(&g, test_sheets(), &lotus, REVIEW_SAMPLES_DEFAULT, 0, &r));
    assert_true(r.loss == 0.0);
    assert_true(action_equal(&r.best, &lotus));
    assert_true(near(r.error, mine->error));
    n = values_with(&g, &tea, REVIEW_SAMPLES_DEFAULT, c);
    mine = find(c, n, &tea);
    assert_true(review_decision(&g, test_sheets(), &tea, REVIEW_SAMPLES_DEFAULT, 0, &r));
    assert_true(near(r.loss, c[0].value - mine->value));
    assert_true(r.loss > r.error && r.error > 0);
    assert_true(action_equal(&r.best, &c[0].action));
}

/* The evaluated decision (review_explain_at) is the list the review reads: the same choices
 * and figures as the hard bot's with played included, the review drawn from it
 * (review_of) is review_decision's, and each legal action's figure in it (review_value,
 * what "Try it" shows) is its own, the best's the first and none above it. */
static void test_the_evaluated_decision_is_the_reviews(void **state)
{
    (void)state;
    Game g = rolled_game();
    BotChoice c[GAME_MAX_LEGAL], with[GAME_MAX_LEGAL], list[GAME_MAX_LEGAL];
    int n = hard_values(&g, c);
    Action played = c[n - 1].action;
    int m = values_with(&g, &played, SAMPLES, with);
    assert_int_equal(review_explain_at(&g, test_sheets(), &played, SAMPLES, 1, NULL, list, GAME_MAX_LEGAL), m);
    /* The same actions in the same order with the same figures: to the last bit where the
     * sums are added in one order, within rounding where threads add them in another. */
    for (int i = 0; i < m; i++) {
        assert_true(action_equal(&list[i].action, &with[i].action));
        assert_true(near(list[i].value, with[i].value) && near(list[i].error, with[i].error));
    }
    BotReview r, from;
    assert_true(review_decision(&g, test_sheets(), &played, SAMPLES, 0, &r));
    review_of(&g, test_sheets(), &played, list, m, &from);
    assert_true(action_equal(&from.played, &r.played) && action_equal(&from.best, &r.best));
    assert_true(near(from.loss, r.loss) && near(from.error, r.error));
    assert_true(review_value(&g, test_sheets(), list, m, &list[0].action) == list[0].value);
    assert_true(review_value(&g, test_sheets(), list, m, &played) == find(list, m, &played)->value);
    assert_true(near(r.loss, review_value(&g, test_sheets(), list, m, &r.best) -
                                 review_value(&g, test_sheets(), list, m, &played)));
    Action legal[GAME_MAX_LEGAL];
    int k = game_legal(&g, test_sheets(), legal);
    for (int i = 0; i < k; i++) assert_true(review_value(&g, test_sheets(), list, m, &legal[i]) <= list[0].value);
    /* Not legal there: no figure. Samples out of range: no evaluated decision. */
    assert_true(review_value(&g, test_sheets(), list, m, &(Action){ACT_TAKE, 0, {99}}) < 0);
    assert_int_equal(review_explain_at(&g, test_sheets(), &played, 0, 1, NULL, list, GAME_MAX_LEGAL), 0);
}

/* Either of two like dice (R2.2) leaves the same position: when the bot's best is one, the
 * other played costs nothing. Every pair here shows one face but the blue dice's, which
 * have no effect. */
static void test_the_twin_of_the_best_costs_nothing(void **state)
{
    (void)state;
    Game g = test_game(2, "sun", 0);
    /* The boat on the last river field: the blue dice have no effect (R7.2). */
    g.player[0].river_marked = 1u << test_sheets()->sheet[g.setup.sheet].river_length;
    test_do(&g, "roll tea+silk tea+silk curve curve lotus peacock merchant merchant");
    BotChoice c[GAME_MAX_LEGAL];
    int n = hard_values(&g, c);
    assert_true(n > 1);
    int die = c[0].action.arg[0];
    assert_true(c[0].action.kind == ACT_TAKE && die_colour(die) != COLOUR_BLUE);
    Action twin = action_make(ACT_TAKE, die ^ 1, 0);
    BotReview r;
    assert_true(review_decision(&g, test_sheets(), &twin, SAMPLES, 0, &r));
    assert_true(r.loss == 0.0);
    assert_true(action_equal(&r.best, &twin));
}

/* Sun: the maharani moves the boat from 5 to 7 (sell-any:2) with nothing owned, so the
 * sale cannot be used yet. It is never declined (R9.4): the goods-die bonus is the one
 * choice, so there is nothing to review, and a `decline` (from an older record) is not
 * reviewed either. */
static void test_a_decline_is_not_reviewed(void **state)
{
    (void)state;
    Game g = test_sale_waiting();
    Action decline = act("decline 2");
    BotReview r;
    assert_false(review_is_choice(&g, test_sheets()));
    assert_false(review_decision(&g, test_sheets(), &decline, SAMPLES, 0, &r));
}

static void test_an_illegal_action_or_bad_samples_is_refused(void **state)
{
    (void)state;
    Game g = rolled_game();
    BotReview r;
    r.loss = -7;
    Action road = act("road D3 EW"), take = act("take green-1");
    assert_false(review_decision(&g, test_sheets(), &road, SAMPLES, 0, &r));
    assert_false(review_decision(&g, test_sheets(), &take, 0, 0, &r));
    assert_false(review_decision(&g, test_sheets(), &take, REVIEW_SAMPLES_MAX + 1, 0, &r));
    assert_true(r.loss == -7);
    assert_true(review_decision(&g, test_sheets(), &take, 1, 1, &r));
    assert_true(r.loss >= 0);
}

TEST_MAIN(
    cmocka_unit_test(test_a_roll_or_a_single_action_is_no_choice),
    cmocka_unit_test(test_the_best_action_costs_nothing),
    cmocka_unit_test(test_a_worse_action_costs_the_gap_in_the_bots_values),
    cmocka_unit_test(test_a_loss_within_its_error_is_no_loss),
    cmocka_unit_test(test_the_evaluated_decision_is_the_reviews),
    cmocka_unit_test(test_the_twin_of_the_best_costs_nothing),
    cmocka_unit_test(test_a_decline_is_not_reviewed),
    cmocka_unit_test(test_an_illegal_action_or_bad_samples_is_refused)
)
