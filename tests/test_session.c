/* test_session.c — the session layer: undo, the record text, replaying a record, save files
 * written through a temporary file and renamed, and broken save files that are reported
 * with their line and leave the session as it was. */
#define _POSIX_C_SOURCE 200809L

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "save_file.h"
#include "support.h"

static Setup setup_of(int players, const char *side, int first, uint64_t seed)
{
    return (Setup){(uint8_t)players, (uint8_t)test_side(side), (uint8_t)first, seed};
}

/* A session with a new game of that set-up (session_new must take it). */
static Session started(int players, const char *side, int first, uint64_t seed)
{
    Session s;
    session_init(&s, test_sheets());
    Setup setup = setup_of(players, side, first, seed);
    Refusal why;
    if (!session_new(&s, &setup, &why))
        fail_msg("session_new refused: %s %s", why.clause, why.message);
    return s;
}

/* A refusal kept the session as it was: its game, and the count of its history. */
static void assert_kept(const Session *s, const Game *before, int count)
{
    assert_int_equal(s->count, count);
    assert_memory_equal(&s->game, before, sizeof *before);
}

/* Plays `steps` rolls and actions, choosing a fixed spread of legal actions. */
static void play(Session *s, int steps)
{
    static Action legal[GAME_MAX_LEGAL];
    Refusal why;
    for (int i = 0; i < steps && !game_over(&s->game); i++) {
        if (game_actor(&s->game) == GAME_CHANCE) {
            assert_true(session_roll_random(s, NULL, &why));
            continue;
        }
        int n = game_legal(&s->game, s->sheets, legal);
        assert_true(n > 0);
        if (!session_apply(s, &legal[(i * 7) % n], &why))
            fail_msg("legal action refused: %s %s", why.clause, why.message);
    }
}

static void apply_text(Session *s, const char *text)
{
    Action a;
    const char *bad;
    Refusal why;
    if (!action_parse(text, &a, &bad))
        fail_msg("'%s': %s", text, bad);
    if (!session_apply(s, &a, &why))
        fail_msg("'%s' refused: %s %s", text, why.clause, why.message);
}

static char *record_of(const Session *s)
{
    char *text = session_record(s);
    assert_non_null(text);
    return text;
}

static void undo_takes_back_rolls_and_actions_one_at_a_time(void **state)
{
    (void)state;
    Session s = started(3, "sun", 0, 5);
    Game start_state = s.game;
    Refusal why;
    assert_true(session_roll_random(&s, NULL, &why));
    Game rolled = s.game;
    assert_memory_not_equal(&rolled, &start_state, sizeof rolled);
    play(&s, 1);
    assert_int_equal(s.count, 2);
    assert_memory_not_equal(&s.game, &rolled, sizeof rolled);
    assert_true(session_undo(&s));
    assert_memory_equal(&s.game, &rolled, sizeof rolled);
    assert_true(session_undo(&s));
    assert_memory_equal(&s.game, &start_state, sizeof start_state);
    assert_false(session_undo(&s));
    assert_int_equal(s.count, 0);
    session_free(&s);
}

/* Undo restores the generator too: rolling again after an undo rolls the same dice. */
static void a_roll_after_undo_is_the_same_roll(void **state)
{
    (void)state;
    Session s = started(2, "moon", 1, 99);
    Action first, again;
    Refusal why;
    assert_true(session_roll_random(&s, &first, &why));
    Game after = s.game;
    assert_true(session_undo(&s));
    assert_true(session_roll_random(&s, &again, &why));
    assert_true(action_equal(&first, &again));
    assert_memory_equal(&s.game, &after, sizeof after);
    session_free(&s);
}

static void nothing_is_recorded_when_refused(void **state)
{
    (void)state;
    Session s;
    Refusal why;
    session_init(&s, test_sheets());
    Action take = action_make(ACT_TAKE, DIE_PURPLE_1, 0);
    assert_false(session_apply(&s, &take, &why));
    assert_string_equal(why.clause, "P");
    assert_string_equal(why.message, "no game: start one with new");
    assert_false(session_roll_random(&s, NULL, &why));
    assert_string_equal(why.clause, "P");
    assert_null(session_record(&s));

    s = started(3, "sun", 0, 1);
    Game before = s.game;
    assert_false(session_apply(&s, &take, &why));          /* no dice rolled yet */
    assert_kept(&s, &before, 0);
    play(&s, 1);                                              /* the round roll */
    before = s.game;
    assert_false(session_roll_random(&s, NULL, &why));       /* no roll is due */
    assert_true(why.clause[0] == 'R');
    assert_kept(&s, &before, 1);
    session_free(&s);
}

static void a_refused_new_keeps_the_game(void **state)
{
    (void)state;
    Session s = started(3, "sun", 0, 1);
    play(&s, 3);
    Game before = s.game;
    Setup bad = setup_of(3, "sun", 0, 1);
    bad.players = 6;
    Refusal why;
    assert_false(session_new(&s, &bad, &why));
    assert_string_equal(why.clause, "R1.1");
    assert_kept(&s, &before, 3);
    session_free(&s);
}

static void the_record_writes_new_then_each_roll_and_action(void **state)
{
    (void)state;
    Session s = started(3, "moon", 1, 7);
    char *text = record_of(&s);
    assert_string_equal(text, "new players=3 side=moon first=2 seed=7\n");
    free(text);

    const char *given = "roll tea+silk spice+spice curve half+half flag peacock great-mogul portuguese";
    apply_text(&s, given);
    apply_text(&s, "take green-1");
    text = record_of(&s);
    assert_string_equal(text, "new players=3 side=moon first=2 seed=7\n"
                              "roll tea+silk spice+spice curve half+half flag peacock great-mogul portuguese\n"
                              "do take green-1\n");
    free(text);

    session_undo(&s);
    session_undo(&s);
    Refusal why;
    assert_true(session_roll_random(&s, NULL, &why));
    text = record_of(&s);
    assert_string_equal(text, "new players=3 side=moon first=2 seed=7\nroll\n");
    free(text);
    session_free(&s);
}

static void replaying_the_record_rebuilds_the_same_game(void **state)
{
    (void)state;
    Session s = started(4, "sun", 2, 12345), copy;
    play(&s, 120);
    char *text = record_of(&s);
    copy = started(2, "moon", 0, 1);
    char err[256];
    if (!session_replay(&copy, text, "record", err, sizeof err))
        fail_msg("replay failed: %s", err);
    assert_int_equal(copy.count, s.count);
    assert_memory_equal(&copy.game, &s.game, sizeof s.game);
    assert_memory_equal(&copy.setup, &s.setup, sizeof s.setup);
    char *again = record_of(&copy);
    assert_string_equal(again, text);
    free(again);
    free(text);
    session_free(&copy);
    session_free(&s);
}

static void the_new_line_sets_up_or_names_the_clause(void **state)
{
    (void)state;
    Setup setup;
    const char *clause;
    char msg[128];
    const Sheets *sheets = test_sheets();
    assert_true(session_parse_setup("players=3", sheets, &setup, &clause, msg, sizeof msg));
    assert_int_equal(setup.players, 3);
    assert_int_equal(setup.sheet, test_side("sun"));
    assert_int_equal(setup.first, 0);
    assert_true(setup.seed == 1);
    assert_true(session_parse_setup(" seed=18446744073709551615  first=2 side=moon players=2 ",
                                    sheets, &setup, &clause, msg, sizeof msg));
    assert_true(setup.seed == UINT64_MAX);
    assert_int_equal(setup.first, 1);
    assert_int_equal(setup.sheet, test_side("moon"));

    static const char *const cases[][2] = {
        {"", "P"}, {"side=sun", "P"}, {"players=x", "P"}, {"players=", "P"},
        {"players=3 colour=red", "P"}, {"players=3 players=3", "P"}, {"players=3 seed=-1", "P"},
        {"players=3 seed=18446744073709551616", "P"}, {"players 3", "P"},
        {"players=1", "R1.1"}, {"players=6", "R1.1"}, {"players=99999999999", "R1.1"},
        {"players=3 side=mars", "R1.1"}, {"players=3 side=", "R1.1"},
        {"players=3 first=0", "R1.3"}, {"players=3 first=4", "R1.3"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        clause = NULL;
        if (session_parse_setup(cases[i][0], sheets, &setup, &clause, msg, sizeof msg))
            fail_msg("'%s' was accepted", cases[i][0]);
        if (strcmp(clause, cases[i][1]) != 0)
            fail_msg("'%s': clause %s (%s), expected %s", cases[i][0], clause, msg, cases[i][1]);
    }
}

/* ---- files ------------------------------------------------------------------------ */

typedef struct {
    char dir[200];
    char path[240];
    char tmp[260];
} Files;

static int make_dir(void **state)
{
    Files *f = calloc(1, sizeof *f);
    if (!f)
        return -1;
    test_scratch_make(f->dir, sizeof f->dir, "session");
    snprintf(f->path, sizeof f->path, "%s/game.rajas", f->dir);
    snprintf(f->tmp, sizeof f->tmp, "%s.tmp", f->path);
    *state = f;
    return 0;
}

static int remove_dir(void **state)
{
    Files *f = *state;
    remove(f->path);
    rmdir(f->tmp);
    remove(f->tmp);
    rmdir(f->dir);
    free(f);
    return 0;
}

static void write_text(const char *path, const char *text)
{
    FILE *out = fopen(path, "w");
    assert_non_null(out);
    fputs(text, out);
    fclose(out);
}

static char *read_text(const char *path)
{
    FILE *in = fopen(path, "r");
    assert_non_null(in);
    static char buf[65536];
    size_t n = fread(buf, 1, sizeof buf - 1, in);
    fclose(in);
    buf[n] = '\0';
    return buf;
}

static bool exists(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0;
}

static void a_saved_game_loads_as_it_was(void **state)
{
    Files *f = *state;
    Session s = started(5, "moon", 4, 2024), loaded;
    play(&s, 80);
    char err[256];
    if (!save_file_write(&s, f->path, err, sizeof err))
        fail_msg("save failed: %s", err);
    assert_false(exists(f->tmp));
    char *text = record_of(&s);
    assert_string_equal(read_text(f->path), text);
    free(text);

    session_init(&loaded, test_sheets());
    if (!save_file_read(&loaded, f->path, err, sizeof err))
        fail_msg("load failed: %s", err);
    assert_true(loaded.started);
    assert_int_equal(loaded.count, s.count);
    assert_memory_equal(&loaded.game, &s.game, sizeof s.game);
    session_free(&loaded);
    session_free(&s);
}

/* The save goes through <path>.tmp: when that cannot be written, the old save stays whole. */
static void a_failed_save_leaves_the_old_file(void **state)
{
    Files *f = *state;
    Session s = started(3, "sun", 0, 3);
    play(&s, 10);
    write_text(f->path, "old save\n");
    assert_int_equal(test_mkdir(f->tmp), 0);
    char err[256] = "";
    assert_false(save_file_write(&s, f->path, err, sizeof err));
    assert_non_null(strstr(err, f->tmp));
    assert_string_equal(read_text(f->path), "old save\n");

    assert_int_equal(rmdir(f->tmp), 0);
    assert_true(save_file_write(&s, f->path, err, sizeof err));
    assert_false(exists(f->tmp));
    assert_memory_equal(read_text(f->path), "new players=3 side=sun first=1 seed=3\n", 38);
    session_free(&s);
}

/* A broken file names itself and the line; the session that was there is kept whole. */
static void broken(Files *f, const char *text, const char *where, const char *what)
{
    Session s = started(3, "sun", 0, 11);
    play(&s, 15);
    Game before = s.game;
    size_t count = s.count;
    char *record_before = record_of(&s);

    write_text(f->path, text);
    char err[512] = "", want[256];
    if (save_file_read(&s, f->path, err, sizeof err))
        fail_msg("broken file loaded: %s", text);
    snprintf(want, sizeof want, "%s%s", f->path, where);
    if (strncmp(err, want, strlen(want)) != 0 || !strstr(err, what))
        fail_msg("error '%s', expected '%s' … '%s'", err, want, what);
    assert_int_equal(s.count, count);
    assert_memory_equal(&s.game, &before, sizeof before);
    char *record_after = record_of(&s);
    assert_string_equal(record_after, record_before);
    free(record_after);
    free(record_before);
    session_free(&s);
}

static void a_broken_save_is_reported_and_the_session_kept(void **state)
{
    Files *f = *state;
    broken(f, "new players=2 side=moon first=1 seed=4\nroll\n\n# a comment\ndo jump\n", ":5: ",
           "P unknown action");
    broken(f, "new players=2 side=moon first=1 seed=4\ndo take purple-1\n", ":2: ", "R");
    broken(f, "new players=2 side=moon first=1 seed=4\nroll\nroll\n", ":3: ", "R");
    broken(f, "new players=2 side=moon first=1 seed=4\nroll curve lotus\n", ":2: ", "R");
    broken(f, "new players=2 side=moon first=1 seed=4\nroll tea+tea\n", ":2: ", "P roll takes 2 or 8 faces");
    broken(f, "new players=2 side=moon first=1 seed=4\ndo roll curve lotus\n", ":2: ", "P");
    broken(f, "new players=2 side=moon first=1 seed=4\nshow\n", ":2: ", "P not a record line");
    broken(f, "new players=2 side=moon first=1 seed=4\nnew players=2\n", ":2: ", "P a record holds one game");
    broken(f, "# only a comment\nroll\n", ":2: ", "P a record starts with a new line");
    broken(f, "new players=7\n", ":1: ", "R1.1");
    broken(f, "\n# nothing\n", ": ", "no game in it");
    Session s = started(2, "sun", 0, 1);
    char err[512];
    assert_false(save_file_read(&s, "/nonexistent/rajas/save", err, sizeof err));
    assert_non_null(strstr(err, "/nonexistent/rajas/save"));
    session_free(&s);
}

TEST_MAIN(
    cmocka_unit_test(undo_takes_back_rolls_and_actions_one_at_a_time),
    cmocka_unit_test(a_roll_after_undo_is_the_same_roll),
    cmocka_unit_test(nothing_is_recorded_when_refused),
    cmocka_unit_test(a_refused_new_keeps_the_game),
    cmocka_unit_test(the_record_writes_new_then_each_roll_and_action),
    cmocka_unit_test(replaying_the_record_rebuilds_the_same_game),
    cmocka_unit_test(the_new_line_sets_up_or_names_the_clause),
    cmocka_unit_test_setup_teardown(a_saved_game_loads_as_it_was, make_dir, remove_dir),
    cmocka_unit_test_setup_teardown(a_failed_save_leaves_the_old_file, make_dir, remove_dir),
    cmocka_unit_test_setup_teardown(a_broken_save_is_reported_and_the_session_kept, make_dir,
                                    remove_dir)
)
