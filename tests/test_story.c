/* test_story.c — a game's story in chances (src/bots/story.h):
 *   the swings: per step the seat that moved most, the three largest kept, largest first,
 *   a tie keeping the earlier step, steps that moved nothing left out;
 *   the chance kept: played over best, capped to 0..1, 1 when the best is 0;
 *   a whole game: one point per state of the history, each the model's chances
 *   (bot_win_chance), adding up to 1, a step with one legal action and no roll (a bonus
 *   that must be used) moving no one's chance and never a swing, the last the result (R3.5: the winner 1); a seat that
 *   always plays the model's best keeps all of its chance (accuracy 1); progress counts
 *   every step; a cancelled story is empty. */
#define _POSIX_C_SOURCE 200809L

#include <math.h>
#include <stdlib.h>
#include <time.h>

#include "bot.h"
#include "session.h"
#include "story.h"
#include "support.h"

static void test_the_swings_are_the_three_largest_moves(void **state)
{
    (void)state;
    /* 6 points, 5 steps, 2 seats. Step moves: 0: 0.10 (seat 1), 1: 0, 2: 0.30 (seat 0),
     * 3: 0.20 (seat 0), 4: 0.30 (seat 1): the tie of steps 2 and 4 keeps step 2 first. */
    const float chance[6][GAME_MAX_PLAYERS] = {
        {0.50f, 0.50f}, {0.50f, 0.60f}, {0.50f, 0.60f}, {0.80f, 0.60f}, {0.60f, 0.60f}, {0.60f, 0.90f},
    };
    const int actor[5] = {0, GAME_CHANCE, 1, 0, 1};
    StorySwing s[STORY_SWINGS];
    assert_int_equal(story_swings(chance, 6, 2, actor, s), 3);
    assert_int_equal(s[0].step, 2);
    assert_int_equal(s[0].seat, 0);
    assert_int_equal(s[0].actor, 1);
    assert_true(s[0].before == 0.50f && s[0].after == 0.80f);
    assert_int_equal(s[1].step, 4);
    assert_int_equal(s[1].seat, 1);
    assert_true(s[1].before == 0.60f && s[1].after == 0.90f);
    assert_int_equal(s[2].step, 3);
    assert_true(s[2].before == 0.80f && s[2].after == 0.60f);
    /* Two points that do not move: no swing at all. */
    assert_int_equal(story_swings(chance + 1, 2, 2, actor, s), 0);
    /* A roll's move names the chance as its actor. */
    const float roll[2][GAME_MAX_PLAYERS] = {{0.5f, 0.5f}, {0.25f, 0.75f}};
    assert_int_equal(story_swings(roll, 2, 2, actor + 1, s), 1);
    assert_int_equal(s[0].actor, GAME_CHANCE);
    assert_int_equal(s[0].seat, 0);   /* both moved 0.25: the first seat */
}

static void test_the_chance_kept_is_played_over_best(void **state)
{
    (void)state;
    assert_true(story_kept(0.3, 0.6) == 0.5);
    assert_true(story_kept(0.6, 0.6) == 1.0);
    assert_true(story_kept(0.0, 0.4) == 0.0);
    assert_true(story_kept(0.0, 0.0) == 1.0);
    assert_true(story_kept(0.7, 0.6) == 1.0);   /* never above all of it */
}

/* The action the model rates best for the seat to act (the first of equals). */
static Action model_best(const Game *g)
{
    static Action legal[GAME_MAX_LEGAL];
    int n = game_legal(g, test_sheets(), legal), actor = game_actor(g), best = 0;
    double top = -1;
    for (int i = 0; i < n; i++) {
        Game after = *g;
        Refusal why;
        assert_true(game_apply(&after, test_sheets(), &legal[i], &why));
        double c = bot_win_chance(&after, test_sheets(), actor);
        if (c > top) {
            top = c;
            best = i;
        }
    }
    return legal[best];
}

/* A whole 2-player game: seat 0 plays the model's best, seat 1 the easy bot. */
static Session played_game(uint64_t seed)
{
    Session s;
    session_init(&s, test_sheets());
    Setup setup = {2, (uint8_t)test_side("sun"), 0, seed};
    Refusal why;
    assert_true(session_new(&s, &setup, &why));
    BotConfig config = bot_config_default(seed);
    while (game_actor(&s.game) != GAME_NOBODY) {
        if (game_actor(&s.game) == GAME_CHANCE) {
            assert_true(session_roll_random(&s, NULL, &why));
            continue;
        }
        Action a;
        if (game_actor(&s.game) == 0)
            a = model_best(&s.game);
        else
            assert_true(bot_choose(&s.game, test_sheets(), BOT_EASY, &config, &a));
        assert_true(session_apply(&s, &a, &why));
    }
    return s;
}

static void test_a_whole_game_told_in_chances(void **state)
{
    (void)state;
    Session s = played_game(5);
    StoryProgress p;
    story_progress_init(&p);
    Story story;
    assert_true(story_compute(s.entry, s.count, &s.game, test_sheets(), &p, &story));
    assert_int_equal(story.players, 2);
    assert_int_equal(story.points, (int)s.count + 1);
    assert_int_equal(atomic_load(&p.done), (int)s.count);
    assert_int_equal(atomic_load(&p.total), (int)s.count);
    static Action legal[GAME_MAX_LEGAL];
    int forced = 0;
    for (size_t i = s.count; i-- > 0;) {
        const Game *g = &s.entry[i].before;
        if (game_actor(g) >= 0 && game_legal(g, test_sheets(), legal) == 1) {
            /* One legal action and no roll: no one's chance moves over the step. */
            assert_memory_equal(story.chance[i], story.chance[i + 1], sizeof story.chance[i]);
            forced++;
            continue;
        }
        for (int seat = 0; seat < 2; seat++)
            assert_true(story.chance[i][seat] == (float)bot_win_chance(g, test_sheets(), seat));
        assert_true(fabsf(story.chance[i][0] + story.chance[i][1] - 1.0f) < 1e-6f);
    }
    assert_true(forced > 0);   /* the game has such steps (bonuses that must be used, R9.4) */
    /* R3.5: the game as it ended gives the winner all of it. */
    Ranking r;
    game_ranking(&s.game, test_sheets(), &r);
    assert_int_equal(r.place[0], 1);
    assert_true(story.chance[s.count][r.seat[0]] == 1.0f);
    assert_true(story.chance[s.count][1 - r.seat[0]] == 0.0f);
    /* Seat 0 always took the model's best: it kept all of its chance. */
    assert_true(story.decisions[0] > 10);
    assert_true(story.accuracy[0] == 1.0f);
    assert_true(story.decisions[1] > 10);
    assert_true(story.accuracy[1] > 0.0f && story.accuracy[1] < 1.0f);
    /* The swings are moves of the table, the largest over every step and seat. */
    assert_int_equal(story.swings, 3);
    float largest = 0;
    for (int i = 0; i + 1 < story.points; i++)
        for (int seat = 0; seat < 2; seat++)
            largest = fmaxf(largest, fabsf(story.chance[i + 1][seat] - story.chance[i][seat]));
    const StorySwing *w = &story.swing[0];
    assert_true(fabsf(w->after - w->before) == largest);
    for (int k = 0; k < story.swings; k++) {
        w = &story.swing[k];
        assert_true(w->before == story.chance[w->step][w->seat]);
        assert_true(w->after == story.chance[w->step + 1][w->seat]);
        assert_int_equal(w->actor, game_actor(&s.entry[w->step].before));
        /* never a step with one legal action: it moved nothing */
        const Game *g = &s.entry[w->step].before;
        assert_false(game_actor(g) >= 0 && game_legal(g, test_sheets(), legal) == 1);
    }
    story_free(&story);
    assert_null(story.chance);
    session_free(&s);
}

static void test_a_cancelled_story_is_empty(void **state)
{
    (void)state;
    Session s = played_game(6);
    StoryProgress p;
    story_progress_init(&p);
    atomic_store(&p.cancel, 1);
    Story story;
    assert_false(story_compute(s.entry, s.count, &s.game, test_sheets(), &p, &story));
    assert_int_equal(story.points, 0);
    assert_null(story.chance);
    assert_int_equal(atomic_load(&p.done), 0);
    /* No history: no story. */
    assert_false(story_compute(s.entry, 0, &s.game, test_sheets(), NULL, &story));
    session_free(&s);
}

/* The story on a thread: the same story as computed at once; stopping a job that runs
 * leaves it idle. */
static void test_a_story_in_the_background(void **state)
{
    (void)state;
    Session s = played_game(7);
    Story direct;
    assert_true(story_compute(s.entry, s.count, &s.game, test_sheets(), NULL, &direct));
    StoryJob job;
    story_job_init(&job);
    assert_false(story_job_poll(&job));
    assert_true(story_job_start(&job, &s));
    session_free(&s);   /* the job has its own copy */
    while (!story_job_poll(&job)) {
        struct timespec nap = {0, 1000000};
        nanosleep(&nap, NULL);
    }
    assert_true(story_job_progress(&job) == 1.0f);
    assert_int_equal(job.story.points, direct.points);
    assert_memory_equal(job.story.chance, direct.chance, (size_t)direct.points * sizeof *direct.chance);
    assert_memory_equal(job.story.swing, direct.swing, sizeof direct.swing);
    assert_memory_equal(job.story.accuracy, direct.accuracy, sizeof direct.accuracy);
    story_job_stop(&job);
    assert_false(job.done);
    assert_null(job.story.chance);
    story_free(&direct);
    s = played_game(8);
    assert_true(story_job_start(&job, &s));
    story_job_stop(&job);   /* at once, running or not */
    assert_false(story_job_poll(&job));
    session_free(&s);
}

TEST_MAIN(
    cmocka_unit_test(test_the_swings_are_the_three_largest_moves),
    cmocka_unit_test(test_the_chance_kept_is_played_over_best),
    cmocka_unit_test(test_a_whole_game_told_in_chances),
    cmocka_unit_test(test_a_cancelled_story_is_empty),
    cmocka_unit_test(test_a_story_in_the_background)
)
