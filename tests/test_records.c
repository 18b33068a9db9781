/* test_records.c — finished games kept as records (records.h) and the player's statistics
 * (stats.h). A whole game is played by easy bots through a Session, saved as a record with
 * its seats in comment lines, and replayed by the real rajas-engine (RAJAS_ENGINE) to the
 * same final state and result; save_file_read reads it back to the same game. The statistics
 * after a sequence of known results are exact, every broken stats file is reported with its
 * line and never written over. Records read back (record_read.c): a saved record loads to the
 * same game with its seats and result; one that no longer replays says which line and why;
 * the records folder is listed newest first. */
#define _POSIX_C_SOURCE 200809L
#include "support.h"
#include "session_game.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "bot.h"
#include "data.h"
#include "protocol.h"
#include "records.h"
#include "save_file.h"
#include "stats.h"

/* 23 November 2026, 13:08:46. */
static struct tm game_end(void)
{
    return (struct tm){.tm_year = 2026 - 1900, .tm_mon = 10, .tm_mday = 23, .tm_hour = 13, .tm_min = 8, .tm_sec = 46};
}

/* ---- a whole game, recorded and replayed -------------------------------------------------- */

/* A whole game of three on the moon side (seat 1 first, seed 11), as the records below keep
 * it. */
static void game_of_three(Session *s)
{
    session_init(s, test_sheets());
    test_session_whole_game(s, 3, "moon", 1, 11, 11);
}

static RecordSeats seats_of_three(void)
{
    return (RecordSeats){.players = 3,
                         .level = {RECORD_PERSON, BOT_HARD, BOT_EASY},
                         .name = {"Leila", "Arjun", "Mira\nDev"}};   /* a line break cannot end the comment */
}

/* game_of_three with seats_of_three, ended at game_end and recorded in dir; path its file. */
static void save_game_of_three(Session *s, const char *dir, char *path, size_t cap)
{
    game_of_three(s);
    RecordSeats seats = seats_of_three();
    struct tm when = game_end();
    char err[512] = "";
    if (!record_save(s, &seats, dir, &when, path, cap, err, sizeof err)) fail_msg("%s", err);
}

/* "2 1 3" or "2=1 3", as the protocol's result line. */
static void expected_result(const Game *g, char *out, size_t cap)
{
    Ranking rk;
    game_ranking(g, test_sheets(), &rk);
    size_t at = 0;
    for (int i = 0; i < rk.count; i++)
        at += (size_t)snprintf(out + at, cap - at, "%s%d", i == 0 ? "" : rk.place[i] == rk.place[i - 1] ? "=" : " ",
                               rk.seat[i] + 1);
}

/* Runs `{ cat path; printf 'show\nrecord\n'; } | rajas-engine` and returns what it printed. */
static char *engine_replay(const char *path)
{
    const char *engine = getenv("RAJAS_ENGINE");
    if (!engine) fail_msg("RAJAS_ENGINE (the rajas-engine program) is not set");
    char cmd[1024];
    snprintf(cmd, sizeof cmd, "{ cat '%s'; printf 'show\\nrecord\\n'; } | '%s'", path, engine);
    FILE *p = popen(cmd, "r");
    assert_non_null(p);
    size_t cap = 1 << 16, len = 0;
    char *out = malloc(cap);
    assert_non_null(out);
    size_t n;
    while ((n = fread(out + len, 1, cap - len - 1, p)) > 0) {
        len += n;
        if (len + 1 == cap) {
            cap *= 2;
            out = realloc(out, cap);
            assert_non_null(out);
        }
    }
    out[len] = '\0';
    assert_int_equal(pclose(p), 0);
    return out;
}

static void assert_has_line(const char *text, const char *line)
{
    size_t n = strlen(line);
    for (const char *p = text; (p = strstr(p, line)) != NULL; p++)
        if ((p == text || p[-1] == '\n') && (p[n] == '\n' || p[n] == '\0')) return;
    fail_msg("no line '%s' in:\n%s", line, text);
}

static void test_a_finished_game_replays_through_rajas_engine(void **state)
{
    TestScratch *sc = *state;
    Session s;
    char path[256];
    save_game_of_three(&s, sc->dir, path, sizeof path);
    char want_path[256];
    snprintf(want_path, sizeof want_path, "%s/20261123-130846-11.rajas", sc->dir);
    assert_string_equal(path, want_path);

    /* The comment lines, then exactly the session's record. */
    char result[64], head[512];
    expected_result(&s.game, result, sizeof result);
    snprintf(head, sizeof head,
             "# rajas record: a finished game; `rajas-engine < <file>` replays it\n"
             "# finished 2026-11-23 13:08:46\n"
             "# seat 1 human Leila\n"
             "# seat 2 bot-hard Arjun\n"
             "# seat 3 bot-easy Mira?Dev\n"
             "# result %s\n", result);
    char *record = session_record(&s);
    assert_non_null(record);
    char *want = malloc(strlen(head) + strlen(record) + 1);
    assert_non_null(want);
    strcpy(want, head);
    strcat(want, record);
    assert_file_text(path, want);
    free(want);

    /* The real engine: no error, over, the same result and scores, the same record. */
    char *out = engine_replay(path);
    if (strstr(out, "\nerror") || strncmp(out, "error", 5) == 0) fail_msg("rajas-engine refused a line:\n%s", out);
    assert_has_line(out, "waiting over");
    char line[128];
    snprintf(line, sizeof line, "result %s", result);
    assert_has_line(out, line);
    for (int seat = 0; seat < 3; seat++) {
        const Player *p = &s.game.player[seat];
        snprintf(line, sizeof line, "seat %d fame %d money %d race %d overlap %d", seat + 1, p->fame, p->money,
                 game_race(&s.game, seat), game_overlap(&s.game, test_sheets(), seat));
        assert_has_line(out, line);
    }
    assert_non_null(strstr(out, record));
    free(out);

    /* And the game reads back like a save file. */
    Session back;
    session_init(&back, test_sheets());
    char err[512] = "";
    if (!save_file_read(&back, path, err, sizeof err)) fail_msg("%s", err);
    assert_true(game_over(&back.game));
    assert_memory_equal(&back.game, &s.game, sizeof s.game);
    session_free(&back);
    free(record);
    session_free(&s);
}

static void test_a_second_record_of_the_same_second_gets_a_number(void **state)
{
    TestScratch *sc = *state;
    Session s;
    session_init(&s, test_sheets());
    test_session_whole_game(&s, 2, "sun", 1, 4, 4);
    RecordSeats seats = seats_of_three();
    seats.players = 2;
    struct tm when = game_end();
    char path[256], want[256], err[512] = "", records[128];
    snprintf(records, sizeof records, "%s/records", sc->dir);   /* made on the first save */
    for (int n = 1; n <= 3; n++) {
        if (!record_save(&s, &seats, records, &when, path, sizeof path, err, sizeof err)) fail_msg("%s", err);
        if (n == 1) snprintf(want, sizeof want, "%s/20261123-130846-4.rajas", records);
        else snprintf(want, sizeof want, "%s/20261123-130846-4-%d.rajas", records, n);
        assert_string_equal(path, want);
    }
    char tmp[300];
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    assert_int_equal(access(tmp, F_OK), -1);   /* no temp file left behind */

    char name[64];
    record_file_name(&when, 18446744073709551615ull, name, sizeof name);
    assert_string_equal(name, "20261123-130846-18446744073709551615.rajas");
    session_free(&s);
}

static void test_a_record_folder_that_cannot_be_made_is_reported(void **state)
{
    TestScratch *sc = *state;
    Session s;
    session_init(&s, test_sheets());
    Setup setup = {2, (uint8_t)test_side("sun"), 0, 1};
    Refusal why;
    assert_true(session_new(&s, &setup, &why));
    RecordSeats seats = seats_of_three();
    seats.players = 2;
    struct tm when = game_end();
    char blocker[128], inside[160], path[256], err[512] = "", want[512];
    snprintf(blocker, sizeof blocker, "%s/file", sc->dir);
    test_write_text(blocker, "not a folder");
    snprintf(inside, sizeof inside, "%s/records", blocker);
    assert_false(record_save(&s, &seats, inside, &when, path, sizeof path, err, sizeof err));
    snprintf(want, sizeof want, "%s: cannot make the folder: Not a directory", inside);
    assert_string_equal(err, want);
    session_free(&s);
}

/* ---- statistics --------------------------------------------------------------------------- */

/* A finished game written as seat kinds ("P" a person, "E" "M" "H" the bot levels), places
 * and overlaps by seat. */
static FinishedGame finished(const char *kinds, const int *place, const int *overlap)
{
    FinishedGame f;
    memset(&f, 0, sizeof f);
    f.players = (int)strlen(kinds);
    for (int s = 0; s < f.players; s++) {
        f.level[s] = (int8_t)(kinds[s] == 'P' ? RECORD_PERSON : kinds[s] == 'E' ? BOT_EASY : kinds[s] == 'M' ? BOT_MEDIUM : BOT_HARD);
        f.place[s] = (uint8_t)place[s];
        f.overlap[s] = overlap[s];
    }
    return f;
}

static void assert_stats(const Stats *s, int games, int won, const int level_games[3], const int level_wins[3],
                         bool has_best, int best)
{
    assert_int_equal(s->games, games);
    assert_int_equal(s->won, won);
    for (int l = 0; l < 3; l++) {
        assert_int_equal(s->level_games[l], level_games[l]);
        assert_int_equal(s->level_wins[l], level_wins[l]);
    }
    assert_int_equal(s->has_best, has_best);
    if (has_best) assert_int_equal(s->best_overlap, best);
}

/* ---- records read back (record_read.c) ----------------------------------------------------- */

static void test_a_record_loads_back_with_its_seats_and_result(void **state)
{
    TestScratch *sc = *state;
    Session s, back;
    session_init(&s, test_sheets());
    session_init(&back, test_sheets());
    test_session_whole_game(&s, 3, "sun", 1, 5, 5);
    RecordSeats seats = seats_of_three();
    struct tm when = game_end();
    char path[256], err[512] = "", result[64];
    if (!record_save(&s, &seats, sc->dir, &when, path, sizeof path, err, sizeof err)) fail_msg("%s", err);
    RecordInfo info;
    RecordProblem why;
    assert_int_equal(record_load(path, &back, &info, &why), RECORD_LOADED);
    assert_int_equal(why.what, RECORD_LOADED);
    assert_memory_equal(&back.game, &s.game, sizeof s.game);
    assert_int_equal(back.count, s.count);
    assert_string_equal(info.file, "20261123-130846-5.rajas");
    assert_string_equal(info.finished, "2026-11-23 13:08:46");
    expected_result(&s.game, result, sizeof result);
    assert_string_equal(info.result, result);
    assert_int_equal(info.seats.players, 3);
    assert_int_equal(info.seats.level[0], RECORD_PERSON);
    assert_int_equal(info.seats.level[1], BOT_HARD);
    assert_int_equal(info.seats.level[2], BOT_EASY);
    assert_string_equal(info.seats.name[0], "Leila");
    assert_string_equal(info.seats.name[1], "Arjun");
    assert_string_equal(info.seats.name[2], "Mira?Dev");
    session_free(&back);
    session_free(&s);
}

static char *read_whole(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) fail_msg("cannot open %s", path);
    static char buf[1 << 16];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = 0;
    return buf;
}

/* A record written before R9.4 changed holds `decline` lines (an unusable bonus let go
 * beside a usable one): it still loads, each decline read as it was then, and reaches the
 * position the older engine showed (tests/legacy). A live `decline` there is refused (R9.4),
 * and the record written again replays to the same game. */
static void test_an_older_record_with_declines_loads_to_the_same_position(void **state)
{
    (void)state;
    const char *tests = getenv("RAJAS_TESTS");
    if (!tests) fail_msg("RAJAS_TESTS is not set (ctest sets it)");
    char path[512];
    snprintf(path, sizeof path, "%s/legacy/older.rajas", tests);
    Session s, again;
    session_init(&s, test_sheets());
    session_init(&again, test_sheets());
    char err[512] = "";
    if (!save_file_read(&s, path, err, sizeof err)) fail_msg("%s", err);
    int declines = 0;
    for (size_t i = 0; i < s.count; i++) declines += s.entry[i].action.kind == ACT_DECLINE;
    assert_int_equal(declines, 2);
    FILE *out = tmpfile();
    assert_non_null(out);
    show_game(out, &s.game, test_sheets());
    rewind(out);
    static char shown[1 << 16];
    size_t n = fread(shown, 1, sizeof shown - 1, out);
    fclose(out);
    shown[n] = 0;
    snprintf(path, sizeof path, "%s/legacy/older.show", tests);
    assert_string_equal(shown, read_whole(path));
    Refusal why;
    Action decline = action_make(ACT_DECLINE, 0, 0);
    assert_false(session_apply(&s, &decline, &why));
    assert_string_equal(why.clause, "R9.4");
    char *text = session_record(&s);
    assert_non_null(text);
    if (!session_replay(&again, text, "written again", err, sizeof err)) fail_msg("%s", err);
    assert_memory_equal(&again.game, &s.game, sizeof s.game);
    free(text);
    session_free(&again);
    session_free(&s);
}

/* An older version's record whose third line today's rules refuse (R2.3: a die must be
 * taken first): which line, the clause and the message, and the session untouched. */
static void test_a_record_that_no_longer_replays_says_which_line_and_why(void **state)
{
    TestScratch *sc = *state;
    char path[256], want[400];
    snprintf(path, sizeof path, "%s/20200102-030405-7.rajas", sc->dir);
    test_write_text(path, "# rajas record: a finished game; `rajas-engine < <file>` replays it\n"
                     "# finished 2020-01-02 03:04:05\n"
                     "# seat 1 human Leila\n"
                     "# seat 2 bot-medium Arjun\n"
                     "# result 1 2\n"
                     "new players=2 side=sun first=1 seed=7\n"
                     "roll\n"
                     "do road A1 NESW\n");
    Session s;
    session_init(&s, test_sheets());
    RecordInfo info;
    RecordProblem why;
    assert_int_equal(record_load(path, &s, &info, &why), RECORD_NO_REPLAY);
    assert_false(s.started);
    assert_int_equal(why.line, 8);
    assert_string_equal(why.clause, "R2.3");
    assert_string_equal(why.message, "take a centre die or use karma first");
    snprintf(want, sizeof want, "%s:8: R2.3 take a centre die or use karma first", path);
    assert_string_equal(why.detail, want);
    assert_string_equal(info.seats.name[1], "Arjun");
    assert_int_equal(info.seats.level[1], BOT_MEDIUM);
    assert_string_equal(info.result, "1 2");

    /* No game at all, a line that is no record line, no file, bytes that are no text. */
    test_write_text(path, "# only comments\n");
    assert_int_equal(record_load(path, &s, NULL, &why), RECORD_NO_REPLAY);
    assert_int_equal(why.line, 0);
    assert_string_equal(why.clause, "");
    test_write_text(path, "new players=2\nshow\n");
    assert_int_equal(record_load(path, &s, NULL, &why), RECORD_NO_REPLAY);
    assert_int_equal(why.line, 2);
    assert_string_equal(why.clause, "P");
    assert_string_equal(why.message, "not a record line (new, roll or do)");
    snprintf(want, sizeof want, "%s/none.rajas", sc->dir);
    assert_int_equal(record_load(want, &s, NULL, &why), RECORD_ABSENT);
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    fwrite("new players=2\n\0roll\n", 1, 20, f);
    assert_int_equal(fclose(f), 0);
    assert_int_equal(record_load(path, &s, NULL, &why), RECORD_DAMAGED);
    assert_false(s.started);
    session_free(&s);
}

/* Newest first by name, only .rajas files, at most max; an unreadable one by name only. */
static void test_the_records_are_listed_newest_first(void **state)
{
    TestScratch *sc = *state;
    RecordInfo list[8];
    assert_int_equal(files_records_list(sc->dir, list, 8), 0);   /* no records folder yet */
    char path[256];
    const char *names[] = {"20250101-100000-1.rajas", "20261123-130846-7.rajas", "20260501-090000-3.rajas"};
    snprintf(path, sizeof path, "%s/records", sc->dir);
    assert_int_equal(mkdir(path, 0755), 0);
    for (int i = 0; i < 3; i++) {
        char text[256];
        snprintf(text, sizeof text, "# finished %d\n# seat 1 human P%d\n# seat 2 bot-easy B%d\n# result 2 1\nnew players=2\n",
                 i, i, i);
        snprintf(path, sizeof path, "%s/records/%s", sc->dir, names[i]);
        test_write_text(path, text);
    }
    snprintf(path, sizeof path, "%s/records/notes.txt", sc->dir);
    test_write_text(path, "# finished never\n");
    snprintf(path, sizeof path, "%s/records/20270101-000000-9.rajas", sc->dir);
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    fwrite("# finished x\0", 1, 13, f);
    assert_int_equal(fclose(f), 0);

    assert_int_equal(files_records_list(sc->dir, list, 8), 4);
    assert_string_equal(list[0].file, "20270101-000000-9.rajas");
    assert_string_equal(list[0].finished, "");
    assert_int_equal(list[0].seats.players, 0);
    assert_string_equal(list[1].file, "20261123-130846-7.rajas");
    assert_string_equal(list[1].finished, "1");
    assert_string_equal(list[1].seats.name[0], "P1");
    assert_string_equal(list[1].seats.name[1], "B1");
    assert_int_equal(list[1].seats.level[1], BOT_EASY);
    assert_string_equal(list[1].result, "2 1");
    assert_string_equal(list[2].file, "20260501-090000-3.rajas");
    assert_string_equal(list[3].file, "20250101-100000-1.rajas");
    assert_int_equal(files_records_list(sc->dir, list, 2), 2);
    assert_string_equal(list[1].file, "20261123-130846-7.rajas");
}

/* A record is written when its game ends, so one that no longer replays to a finished
 * game was cut off or edited: the list marks it (it stays in the folder). A whole record,
 * even an older version's that replays by today's reader, is not marked. */
static void test_a_cut_off_record_is_marked_damaged_in_the_list(void **state)
{
    TestScratch *sc = *state;
    Session s;
    char whole[400], cut[400], folder[200];
    snprintf(folder, sizeof folder, "%s/records", sc->dir);
    save_game_of_three(&s, folder, whole, sizeof whole);
    size_t len = 0;
    char *text = data_read_file(whole, &len);
    assert_non_null(text);
    /* Cut in the middle of a line, as a full disk or a crash of an old version left it. */
    snprintf(cut, sizeof cut, "%s/20261123-130847-12.rajas", folder);
    size_t at = len * 2 / 3;
    while (text[at] == '\n' || text[at - 1] == '\n') at++;
    test_write_bytes(cut, text, at);
    free(text);
    char unfinished[400];
    snprintf(unfinished, sizeof unfinished, "%s/20261123-130848-13.rajas", folder);
    test_write_text(unfinished, "# finished 2026-11-23 13:08:48\n# seat 1 human A\n# seat 2 bot-easy B\n# result 1 2\n"
                           "new players=2 side=sun first=1 seed=7\nroll\n");

    RecordInfo list[8];
    assert_int_equal(files_records_list(sc->dir, list, 8), 3);
    for (int i = 0; i < 3; i++) assert_false(list[i].damaged);   /* the list alone reads headers */
    files_records_check(sc->dir, test_sheets(), list, 3);
    assert_string_equal(list[0].file, "20261123-130848-13.rajas");
    assert_true(list[0].damaged);                                  /* replays, but is not over */
    assert_string_equal(list[1].file, "20261123-130847-12.rajas");
    assert_true(list[1].damaged);                                  /* cut off */
    assert_string_equal(list[1].seats.name[0], "Leila");            /* its head still read */
    assert_string_equal(list[2].file, "20261123-130846-11.rajas");
    assert_false(list[2].damaged);
    assert_int_equal(access(cut, F_OK), 0);                          /* kept where it is */
    session_free(&s);
}

static void test_statistics_after_known_results(void **state)
{
    (void)state;
    assert_int_equal(BOT_LEVEL_COUNT, RECORD_LEVELS);
    for (int l = 0; l < RECORD_LEVELS; l++) assert_string_equal(record_level_word(l), bot_level_name((BotLevel)l));
    Stats s = stats_file_empty();
    assert_stats(&s, 0, 0, (int[]){0, 0, 0}, (int[]){0, 0, 0}, false, 0);

    /* 1. The person wins alone against hard and easy. */
    FinishedGame f = finished("PHE", (int[]){1, 2, 3}, (int[]){5, -3, -20});
    stats_file_record_game(&s, &f);
    assert_stats(&s, 1, 1, (int[]){1, 0, 1}, (int[]){1, 0, 1}, true, 5);

    /* 2. Hard wins; the person is ahead of the easy bot only. Best overlap stays 5. */
    f = finished("EPH", (int[]){3, 2, 1}, (int[]){-30, -4, 2});
    stats_file_record_game(&s, &f);
    assert_stats(&s, 2, 1, (int[]){2, 0, 2}, (int[]){2, 0, 1}, true, 5);

    /* 3. The person shares first place with medium: not won, and not ahead of medium. */
    f = finished("PM", (int[]){1, 1}, (int[]){9, 9});
    stats_file_record_game(&s, &f);
    assert_stats(&s, 3, 1, (int[]){2, 1, 2}, (int[]){2, 0, 1}, true, 9);

    /* 4. Two persons and two medium bots: one person ahead of both mediums, the other not;
     *    the game is won (a person alone first). The best overlap is the better person's. */
    f = finished("PMPM", (int[]){4, 2, 1, 3}, (int[]){-50, 3, 12, 1});
    stats_file_record_game(&s, &f);
    assert_stats(&s, 4, 2, (int[]){2, 2, 2}, (int[]){2, 1, 1}, true, 12);

    /* 5. Only bots at the table: not a personal game, nothing counts. */
    f = finished("HEM", (int[]){1, 2, 3}, (int[]){40, 30, 20});
    stats_file_record_game(&s, &f);
    assert_stats(&s, 4, 2, (int[]){2, 2, 2}, (int[]){2, 1, 1}, true, 12);

    /* 6. Two persons only: a game and a win, no level touched. */
    f = finished("PP", (int[]){2, 1}, (int[]){-7, 13});
    stats_file_record_game(&s, &f);
    assert_stats(&s, 5, 3, (int[]){2, 2, 2}, (int[]){2, 1, 1}, true, 13);
}

static void test_a_first_game_below_the_crossing_is_the_best_so_far(void **state)
{
    (void)state;
    Stats s = stats_file_empty();
    FinishedGame f = finished("PH", (int[]){2, 1}, (int[]){-12, 4});
    stats_file_record_game(&s, &f);
    assert_stats(&s, 1, 0, (int[]){0, 0, 1}, (int[]){0, 0, 0}, true, -12);
}

static void test_a_finished_game_is_read_off_the_state(void **state)
{
    (void)state;
    Game g = test_game(3, "sun", 0);
    int crossing = test_sheets()->sheet[test_side("sun")].crossing;
    g.player[0].fame = 10;   /* race 20 + 10 = 30 */
    g.player[0].money = 10;
    g.player[1].fame = 40;   /* race 80 + 20 = 100 */
    g.player[1].money = 20;
    g.player[2].fame = 30;   /* race 60 + 10 = 70 */
    g.player[2].money = 10;
    RecordSeats seats = seats_of_three();
    FinishedGame f;
    stats_file_finished_game(&g, test_sheets(), &seats, &f);
    assert_int_equal(f.players, 3);
    assert_int_equal(f.place[0], 3);
    assert_int_equal(f.place[1], 1);
    assert_int_equal(f.place[2], 2);
    assert_int_equal(f.overlap[0], 30 - crossing);
    assert_int_equal(f.overlap[1], 100 - crossing);
    assert_int_equal(f.overlap[2], 70 - crossing);
    assert_int_equal(f.level[0], RECORD_PERSON);
    assert_int_equal(f.level[1], BOT_HARD);
    assert_int_equal(f.level[2], BOT_EASY);
}

static void test_stats_file_round_trip_and_text(void **state)
{
    TestScratch *sc = *state;
    char path[128], err[512] = "";
    snprintf(path, sizeof path, "%s/stats.txt", sc->dir);
    Stats s;
    assert_int_equal(stats_file_load(&s, path, err, sizeof err), STATS_ABSENT);
    assert_true(stats_file_equal(&s, &(Stats){0}));

    FinishedGame f = finished("PHE", (int[]){1, 2, 3}, (int[]){-5, -9, -20});
    Stats now;
    assert_true(stats_file_add_game(path, &f, &now, err, sizeof err));
    assert_file_text(path, "# rajas statistics (docs/save-format.md)\n"
                         "games = 1\nwon = 1\neasy_games = 1\neasy_wins = 1\nmedium_games = 0\nmedium_wins = 0\n"
                         "hard_games = 1\nhard_wins = 1\nbest_overlap = -5\n"
                         "daily_days = none\ndaily_streak = 0\ndaily_best_streak = 0\n");
    f = finished("PM", (int[]){2, 1}, (int[]){-30, 2});
    assert_true(stats_file_add_game(path, &f, &now, err, sizeof err));
    assert_stats(&now, 2, 1, (int[]){1, 1, 1}, (int[]){1, 0, 1}, true, -5);
    assert_int_equal(stats_file_load(&s, path, err, sizeof err), STATS_READ);
    assert_true(stats_file_equal(&s, &now));

    Stats empty = stats_file_empty();
    assert_true(stats_file_save(&empty, path, err, sizeof err));
    assert_file_text(path, "# rajas statistics (docs/save-format.md)\n"
                         "games = 0\nwon = 0\neasy_games = 0\neasy_wins = 0\nmedium_games = 0\nmedium_wins = 0\n"
                         "hard_games = 0\nhard_wins = 0\nbest_overlap = none\n"
                         "daily_days = none\ndaily_streak = 0\ndaily_best_streak = 0\n");
    assert_int_equal(stats_file_load(&s, path, err, sizeof err), STATS_READ);
    assert_true(stats_file_equal(&s, &empty));

    /* Keys may come in any order, with comments; the ones left out are 0. */
    test_write_text(path, "# kept by hand\nbest_overlap = 7\n\nwon = 2\ngames = 3\n");
    assert_int_equal(stats_file_load(&s, path, err, sizeof err), STATS_READ);
    assert_stats(&s, 3, 2, (int[]){0, 0, 0}, (int[]){0, 0, 0}, true, 7);
}

static const BrokenFile BROKEN[] = {
    {"games = many\n", "1: games must be a whole number from 0 to 1000000000, not many"},
    {"games = 3\nwon = -1\n", "2: won must be a whole number from 0 to 1000000000, not -1"},
    {"hard_wins = 1000000001\n", "1: hard_wins must be a whole number from 0 to 1000000000, not 1000000001"},
    {"easy_games =\n", "1: easy_games must be a whole number from 0 to 1000000000, not empty"},
    {"best_overlap = best\n", "1: best_overlap must be none or a whole number from -999 to 999, not best"},
    {"best_overlap = 1000\n", "1: best_overlap must be none or a whole number from -999 to 999, not 1000"},
    {"games = 2\nlosses = 1\n",
     "2: unknown key losses (the keys are games, won, easy_games, easy_wins, medium_games, medium_wins, "
     "hard_games, hard_wins, best_overlap, daily_days, daily_streak and daily_best_streak)"},
    {"games 2\n", "1: expected key = value, not games 2"},
    {"games = 2\ngames = 3\n", "2: games is given twice (first on line 1)"},
    {"# by hand\nwon = 5\ngames = 3\n", "2: won must not be more than games (3), not 5"},
    {"games = 3\nmedium_games = 4\n", "2: medium_games must not be more than games (3), not 4"},
    {"games = 3\nhard_games = 1\nhard_wins = 2\n", "3: hard_wins must not be more than hard_games (1), not 2"},
};

static void test_a_broken_stats_file_is_reported_and_never_written_over(void **state)
{
    TestScratch *sc = *state;
    char path[128];
    snprintf(path, sizeof path, "%s/stats.txt", sc->dir);
    FinishedGame f = finished("PH", (int[]){1, 2}, (int[]){3, -3});
    for (size_t i = 0; i < sizeof BROKEN / sizeof BROKEN[0]; i++) {
        test_write_text(path, BROKEN[i].text);
        char err[512] = "", want[512];
        snprintf(want, sizeof want, "%s:%s", path, BROKEN[i].message);
        Stats s = {5, 5, {5, 5, 5}, {5, 5, 5}, true, 5, {.count = 1, .streak = 5, .best_streak = 5}};
        assert_int_equal(stats_file_load(&s, path, err, sizeof err), STATS_BROKEN);
        assert_string_equal(err, want);
        assert_true(stats_file_equal(&s, &(Stats){0}));

        Stats now = stats_file_empty();
        err[0] = '\0';
        assert_false(stats_file_add_game(path, &f, &now, err, sizeof err));
        assert_string_equal(err, want);
        assert_file_text(path, BROKEN[i].text);
        assert_true(stats_file_equal(&now, &(Stats){0}));
    }
}

TEST_MAIN(
    cmocka_unit_test_setup_teardown(test_a_finished_game_replays_through_rajas_engine, test_scratch_setup, test_scratch_teardown),
    cmocka_unit_test_setup_teardown(test_a_second_record_of_the_same_second_gets_a_number, test_scratch_setup, test_scratch_teardown),
    cmocka_unit_test_setup_teardown(test_a_record_folder_that_cannot_be_made_is_reported, test_scratch_setup, test_scratch_teardown),
    cmocka_unit_test_setup_teardown(test_a_record_loads_back_with_its_seats_and_result, test_scratch_setup, test_scratch_teardown),
    cmocka_unit_test(test_an_older_record_with_declines_loads_to_the_same_position),
    cmocka_unit_test_setup_teardown(test_a_record_that_no_longer_replays_says_which_line_and_why, test_scratch_setup,
                                    test_scratch_teardown),
    cmocka_unit_test_setup_teardown(test_the_records_are_listed_newest_first, test_scratch_setup, test_scratch_teardown),
    cmocka_unit_test(test_statistics_after_known_results),
    cmocka_unit_test(test_a_first_game_below_the_crossing_is_the_best_so_far),
    cmocka_unit_test_setup_teardown(test_a_cut_off_record_is_marked_damaged_in_the_list, test_scratch_setup,
                                    test_scratch_teardown),
    cmocka_unit_test(test_a_finished_game_is_read_off_the_state),
    cmocka_unit_test_setup_teardown(test_stats_file_round_trip_and_text, test_scratch_setup, test_scratch_teardown),
    cmocka_unit_test_setup_teardown(test_a_broken_stats_file_is_reported_and_never_written_over, test_scratch_setup, test_scratch_teardown)
)
