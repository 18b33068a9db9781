/* test_puzzles.c — the shipped "find the move" puzzles and the puzzle rating
 * (docs/puzzles.md; src/bots/puzzle.h, src/files/puzzle_set.h, src/files/puzzle_progress.h):
 *   every shipped puzzle loads, its position is a decision of its seat with two distinct
 *   options at least, its best action is legal there and is its first option, and the best
 *   option's chance is at least ten points above every other listed one;
 *   the miner's deep check, run again on 20 puzzles spread over the file with the shipped
 *   seed and sample count, finds the same gap within the stated standard error, and the
 *   same best;
 *   a file whose best action is not legal, or whose seat is not the one to decide, is
 *   refused by line;
 *   the Elo update's exact values, a puzzle's rating from its difficulty, the puzzle served
 *   nearest the rating and never one answered, and the progress file kept and read back, a
 *   damaged one moved aside. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "data.h"
#include "player_files.h"
#include "puzzle.h"
#include "puzzle_progress.h"
#include "puzzle_set.h"
#include "support.h"

/* 20 puzzles take about 16 s of one core in the optimised build; the sanitizer build, ten
 * times slower, checks 4 of them. */
#ifdef RAJAS_TEST_SANITIZED
#define RECHECKED 4
#else
#define RECHECKED 20
#endif

static PuzzleSet shipped;

static int load_shipped(void **state)
{
    (void)state;
    char dir[1024], err[1024];
    if (!data_find(dir, sizeof dir, err, sizeof err)) fail_msg("%s", err);
    if (!puzzle_set_read(&shipped, test_sheets(), dir, err, sizeof err)) fail_msg("%s", err);
    return 0;
}

static int free_shipped(void **state)
{
    (void)state;
    puzzle_set_free(&shipped);
    return 0;
}

static void every_shipped_puzzle_loads_with_a_legal_best(void **state)
{
    (void)state;
    Action *distinct = malloc(GAME_MAX_LEGAL * sizeof *distinct);
    for (int i = 0; i < shipped.count; i++) {
        const PuzzleEntry *e = &shipped.entry[i];
        Refusal why;
        assert_int_equal(game_actor(&e->before), e->seat);
        assert_true(puzzle_distinct(&e->before, test_sheets(), distinct) >= 2);
        for (int b = 0; b < e->best_count; b++) {
            assert_true(game_check(&e->before, test_sheets(), &e->best[b], &why));
            assert_int_equal(puzzle_set_entry_option(e, test_sheets(), &e->best[b]), 0);
        }
        assert_true(e->option_count >= 2);
        for (int o = 1; o < e->option_count; o++)
            assert_true(e->option[0].chance - e->option[o].chance >= (int)(PUZZLE_GAP * PUZZLE_BP) - 1);
        assert_true(e->gap >= (int)(PUZZLE_GAP * PUZZLE_BP) - 1);
        assert_true(e->found <= e->found_of);
    }
    free(distinct);
    assert_true(shipped.count >= 300);
}

/* The check again, as the miner ran it: the same futures, the same figures (the file keeps
 * them rounded to ten-thousandths). */
static void deep_check_again_finds_the_same_gaps(void **state)
{
    (void)state;
    for (int k = 0; k < RECHECKED; k++) {
        const PuzzleEntry *e = &shipped.entry[(long)k * shipped.count / RECHECKED];
        PuzzleCheck c;
        bool passes = puzzle_check(&e->before, test_sheets(), (int)e->samples, PUZZLE_DEEP_SEED, 0, &c);
        int gap = (int)(c.gap * PUZZLE_BP + 0.5);
        int allowed = e->gap_se > 1 ? e->gap_se : 1;
        if (!passes || abs(gap - e->gap) > allowed)
            fail_msg("puzzle %s: gap %d ± %d again, %d ± %d shipped", e->id, gap, (int)(c.gap_se * PUZZLE_BP + 0.5),
                     e->gap, e->gap_se);
        assert_int_equal(puzzle_set_entry_option(e, test_sheets(), &c.option[0].action), 0);
    }
}

static const char *const SMALL_GAME = "format 1\ngame 0\nnew players=2 side=sun first=1 seed=7\nroll\nend\n"
                                      "puzzle t-1\nstep 1\n";

/* A small file: SMALL_GAME, then these lines. */
static bool parse_small(const char *rest, PuzzleSet *out, char *err, size_t cap)
{
    char text[1024];
    snprintf(text, sizeof text, "%s%s", SMALL_GAME, rest);
    return puzzle_set_parse(out, test_sheets(), text, "small", err, cap);
}

static void a_puzzle_file_reads_whole_or_is_refused_by_line(void **state)
{
    (void)state;
    PuzzleSet s;
    char err[512];
    const char *good = "seat 1\nfound 3 8\nbest take green-1\noption 6100 take green-1\noption 4000 take blue-a\n"
                       "gap 2100 30\nsamples 384\n";
    if (!parse_small(good, &s, err, sizeof err)) fail_msg("%s", err);
    assert_int_equal(s.count, 1);
    assert_string_equal(s.entry[0].id, "t-1");
    assert_int_equal(s.entry[0].seat, 0);
    assert_int_equal(s.entry[0].option[1].chance, 4000);
    assert_int_equal(puzzle_set_entry_option(&s.entry[0], test_sheets(), &s.entry[0].option[1].action), 1);
    puzzle_set_free(&s);
    assert_false(parse_small("seat 1\nfound 3 8\nbest road B3 NS\n", &s, err, sizeof err));
    assert_string_equal(err, "small:10: an action that is not legal in the position");
    assert_false(parse_small("seat 2\n", &s, err, sizeof err));
    assert_string_equal(err, "small:8: a seat that is not the one to decide");
    assert_false(parse_small("seat 1\nfound 3 8\n", &s, err, sizeof err));
    assert_int_equal(s.count, 0);
}

static void elo_moves_by_the_expected_score(void **state)
{
    (void)state;
    assert_int_equal(puzzle_progress_elo(1200, 1300, true), 1220);
    assert_int_equal(puzzle_progress_elo(1200, 1300, false), 1188);
    assert_int_equal(puzzle_progress_elo(1200, 1200, true), 1216);
    assert_int_equal(puzzle_progress_elo(1200, 1200, false), 1184);
    assert_int_equal(puzzle_progress_elo(1500, 900, true), 1501);
    assert_int_equal(puzzle_progress_elo(1500, 900, false), 1469);
    PuzzleEntry e = {.found = 3, .found_of = 8};
    assert_int_equal(puzzle_progress_rating_of(&e), 1425);
    e.found = 8;
    assert_int_equal(puzzle_progress_rating_of(&e), 800);
    e.found = 0;
    assert_int_equal(puzzle_progress_rating_of(&e), 1800);
}

static void the_puzzle_served_is_the_nearest_not_answered(void **state)
{
    (void)state;
    PuzzleEntry entry[3] = {{.id = "a", .found = 8, .found_of = 8}, {.id = "b", .found = 4, .found_of = 8},
                            {.id = "c", .found = 0, .found_of = 8}};
    PuzzleSet set = {3, entry};
    PuzzleProgress p;
    puzzle_progress_start(&p);
    assert_int_equal(p.rating, 1200);
    assert_int_equal(puzzle_progress_serve(&set, &p), 1);
    puzzle_progress_answer(&p, &entry[1], true);   /* 1300: 1200 → 1220 */
    assert_int_equal(p.rating, 1220);
    assert_int_equal(p.answered, 1);
    assert_int_equal(p.right, 1);
    assert_int_equal(puzzle_progress_serve(&set, &p), 0);   /* 800 is 420 away, 1800 is 580 */
}

static void progress_is_kept_and_a_damaged_file_moved_aside(void **state)
{
    (void)state;
    char dir[512], err[FILES_ERR_MAX], path[FILES_PATH_MAX];
    test_scratch_make(dir, sizeof dir, "puzzles");
    PuzzleEntry e = {.id = "12-34", .found = 4, .found_of = 8};
    PuzzleProgress p, back;
    FilesDamage d;
    puzzle_progress_start(&p);
    puzzle_progress_answer(&p, &e, false);
    puzzle_progress_answer(&p, &e, true);
    assert_true(files_puzzles_write(dir, &p, err, sizeof err));
    assert_int_equal(files_puzzles_read(dir, &back, &d), FILE_OK);
    assert_int_equal(back.rating, p.rating);
    assert_int_equal(back.answered, 2);
    assert_int_equal(back.right, 1);
    assert_int_equal(back.count, 2);
    assert_string_equal(back.answer[1].id, "12-34");
    assert_false(back.answer[0].right);
    assert_int_equal(back.answer[0].rating, 1188);   /* a 1300 puzzle missed */
    files_path(dir, PUZZLE_PROGRESS_FILE, path, sizeof path, NULL, 0);
    FILE *f = fopen(path, "w");
    fputs("rating 1200\nanswered x\n", f);
    fclose(f);
    assert_int_equal(files_puzzles_read(dir, &back, &d), FILE_BROKEN);
    assert_true(d.found && d.kept);
    assert_int_equal(d.file, FILES_PUZZLES);
    assert_int_equal(back.rating, PUZZLE_RATING_START);
    assert_false(files_exists(path));
    test_scratch_remove(dir);
}

TEST_MAIN(
    cmocka_unit_test_setup_teardown(every_shipped_puzzle_loads_with_a_legal_best, load_shipped, free_shipped),
    cmocka_unit_test_setup_teardown(deep_check_again_finds_the_same_gaps, load_shipped, free_shipped),
    cmocka_unit_test(a_puzzle_file_reads_whole_or_is_refused_by_line),
    cmocka_unit_test(elo_moves_by_the_expected_score),
    cmocka_unit_test(the_puzzle_served_is_the_nearest_not_answered),
    cmocka_unit_test(progress_is_kept_and_a_damaged_file_moved_aside)
)
