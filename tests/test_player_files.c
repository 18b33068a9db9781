/* test_player_files.c — the player files library (player_files.h) driven on a scratch
 * folder, without SDL: the user folder found from XDG_DATA_HOME or HOME and made when
 * missing; paths in it; settings.txt, stats.txt, setup.txt, autosave-seats.txt, the
 * autosave and a finished game's record written, with the exact bytes docs/save-format.md
 * gives, and read back; a damaged file of each kind moved aside with its bytes as they were,
 * a second one kept beside the first without touching it, and nothing written over either;
 * no folder at all refusing every write; the temp files of a killed program swept; a FIFO
 * or a loop of symbolic links in the place of each file refused at once and kept aside.
 * On Windows (the Windows edition's tests run under Wine) the user folder is %APPDATA%\rajas
 * rather than one under XDG_DATA_HOME or HOME, and there are no FIFOs or symbolic links an
 * unprivileged program may make: those tests are POSIX's only, the rest run on both. */
#define _POSIX_C_SOURCE 200809L
#include "support.h"
#include "session_game.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#ifndef _WIN32
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

#include "autosave.h"
#include "data.h"
#include "game_setup.h"
#include "player_files.h"
#include "records.h"
#include "save_file.h"
#include "settings.h"
#include "stats.h"

typedef struct {
    char root[64];               /* the scratch folder, removed after the test */
    char dir[FILES_PATH_MAX];    /* the user folder in it */
} Scratch;

static int scratch_setup(void **state)
{
    Scratch *s = calloc(1, sizeof *s);
    assert_non_null(s);
    test_scratch_make(s->root, sizeof s->root, "files");
    snprintf(s->dir, sizeof s->dir, "%s/user/", s->root);
    assert_int_equal(test_mkdir(s->dir), 0);
    *state = s;
    return 0;
}

static int scratch_teardown(void **state)
{
    Scratch *s = *state;
    test_scratch_remove(s->root);
    free(s);
    return 0;
}

static void path_of(const Scratch *s, const char *name, char *out, size_t cap)
{
    assert_true(files_path(s->dir, name, out, cap, NULL, 0));
}

static void write_bytes(const Scratch *s, const char *name, const char *bytes, size_t n)
{
    char path[FILES_PATH_MAX];
    path_of(s, name, path, sizeof path);
    test_write_bytes(path, bytes, n);
}

/* The file's bytes, NUL-terminated (caller frees); NULL when it is not there. */
static char *read_bytes(const char *path, size_t *len)
{
    FILE *f = test_fopen(path, "rb");
    if (!f) return NULL;
    char *buf = calloc(1, 8192);
    assert_non_null(buf);
    *len = fread(buf, 1, 8191, f);
    fclose(f);
    return buf;
}

static void assert_file_is(const Scratch *s, const char *name, const char *want)
{
    char path[FILES_PATH_MAX];
    size_t len = 0;
    path_of(s, name, path, sizeof path);
    char *got = read_bytes(path, &len);
    if (!got) fail_msg("%s is not there", path);
    assert_int_equal(len, strlen(want));
    assert_string_equal(got, want);
    free(got);
}

static bool there(const Scratch *s, const char *name)
{
    char path[FILES_PATH_MAX];
    path_of(s, name, path, sizeof path);
    return files_exists(path);
}

/* How many names in the user folder start with prefix. */
static int names_like(const Scratch *s, const char *prefix)
{
    DIR *d = opendir(s->dir);
    assert_non_null(d);
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) n += strncmp(e->d_name, prefix, strlen(prefix)) == 0;
    closedir(d);
    return n;
}

/* ---- the folder -------------------------------------------------------------------------- */

#ifdef _WIN32
/* %APPDATA%\rajas\, as the system names the user's roaming folder (the APPDATA every
 * process is given), with '/' between the folders as the game joins paths; made there. */
static void test_the_user_folder_is_made_under_appdata(void **state)
{
    (void)state;
    char dir[FILES_PATH_MAX], want[FILES_PATH_MAX], err[FILES_ERR_MAX];
    const char *appdata = getenv("APPDATA");
    assert_non_null(appdata);
    snprintf(want, sizeof want, "%s/rajas/", appdata);
    for (char *p = want; *p; p++)
        if (*p == '\\') *p = '/';
    assert_true(files_user_folder(dir, sizeof dir, err, sizeof err));
    assert_string_equal(dir, want);
    assert_true(file_is_folder(dir));
}
#else
static void test_the_user_folder_is_made_under_xdg_data_home(void **state)
{
    Scratch *s = *state;
    char base[128], dir[FILES_PATH_MAX], want[FILES_PATH_MAX], err[FILES_ERR_MAX];
    snprintf(base, sizeof base, "%s/not/yet", s->root);
    setenv("XDG_DATA_HOME", base, 1);
    assert_true(files_user_folder(dir, sizeof dir, err, sizeof err));
    snprintf(want, sizeof want, "%s/not/yet/rajas/rajas/", s->root);
    assert_string_equal(dir, want);
    struct stat st;
    assert_int_equal(stat(dir, &st), 0);
    assert_true(S_ISDIR(st.st_mode));
    assert_int_equal(st.st_mode & 0777, 0700);
    /* Found again as it is; a base ending in '/' gives no doubled slash. */
    snprintf(base, sizeof base, "%s/not/yet/", s->root);
    setenv("XDG_DATA_HOME", base, 1);
    assert_true(files_user_folder(dir, sizeof dir, err, sizeof err));
    assert_string_equal(dir, want);
}

static void test_without_xdg_data_home_the_folder_is_under_home(void **state)
{
    Scratch *s = *state;
    char dir[FILES_PATH_MAX], want[FILES_PATH_MAX], err[FILES_ERR_MAX];
    setenv("XDG_DATA_HOME", "", 1);   /* empty counts as unset */
    setenv("HOME", s->root, 1);
    assert_true(files_user_folder(dir, sizeof dir, err, sizeof err));
    snprintf(want, sizeof want, "%s/.local/share/rajas/rajas/", s->root);
    assert_string_equal(dir, want);
    assert_true(files_exists(want));
    unsetenv("XDG_DATA_HOME");
    unsetenv("HOME");
    assert_false(files_user_folder(dir, sizeof dir, err, sizeof err));
    assert_string_equal(dir, "");
    assert_string_equal(err, "no user data folder: neither XDG_DATA_HOME nor HOME is set");
}

static void test_a_file_in_the_way_of_the_folder_is_said(void **state)
{
    Scratch *s = *state;
    char base[128], dir[FILES_PATH_MAX], want[FILES_ERR_MAX], err[FILES_ERR_MAX];
    snprintf(base, sizeof base, "%s/user/settings.txt", s->root);
    write_bytes(s, SETTINGS_FILE, "", 0);
    setenv("XDG_DATA_HOME", base, 1);
    assert_false(files_user_folder(dir, sizeof dir, err, sizeof err));
    assert_string_equal(dir, "");
    snprintf(want, sizeof want, "%s: cannot make the folder: Not a directory", base);
    assert_string_equal(err, want);
}
#endif

static void test_paths_in_the_folder(void **state)
{
    (void)state;
    char out[64], err[128];
    assert_true(files_path("/u/", "stats.txt", out, sizeof out, err, sizeof err));
    assert_string_equal(out, "/u/stats.txt");
    assert_true(files_path("/u", "stats.txt", out, sizeof out, err, sizeof err));
    assert_string_equal(out, "/u/stats.txt");
    assert_false(files_path("", "stats.txt", out, sizeof out, err, sizeof err));
    assert_string_equal(err, "no user data folder");
    assert_false(files_path("/a/folder/whose/path/is/long/", "autosave-seats.txt", out, 32, err, sizeof err));
    assert_string_equal(err, "/a/folder/whose/path/is/long/autosave-seats.txt: the path is too long");
    assert_string_equal(files_name(FILES_SEATS), "autosave-seats.txt");
    assert_string_equal(files_name(FILES_AUTOSAVE), "autosave.txt");
}

/* No folder (no HOME): nothing is read, every write says why. */
static void test_no_folder_reads_nothing_and_refuses_every_write(void **state)
{
    (void)state;
    char err[FILES_ERR_MAX];
    FilesDamage d;
    Settings set;
    assert_int_equal(files_settings_read("", &set, &d), FILE_ABSENT);
    assert_false(d.found);
    assert_string_equal(d.why, "no user data folder");
    assert_false(files_settings_write("", &set, err, sizeof err));
    assert_string_equal(err, "no user data folder");
    Stats st;
    assert_int_equal(files_stats_read("", &st, &d), FILE_ABSENT);
    FinishedGame f = {2, {RECORD_PERSON, RECORD_PERSON}, {1, 2}, {3, 1}};
    assert_false(files_stats_add_game("", &f, &d, err, sizeof err));
    assert_string_equal(err, "no user data folder");
    Session session;
    session_init(&session, test_sheets());
    GameSetup seats;
    bool seated = false;
    memset(&seats, 0, sizeof seats);
    assert_false(files_autosave_write("", &session, &seats, -1, err, sizeof err));
    assert_string_equal(err, "no user data folder");
    assert_int_equal(files_autosave_load("", &session, &seats, &seated, &d), FILE_ABSENT);
    assert_int_equal(files_sweep_temps(""), 0);
    session_free(&session);
}

/* ---- round trips, byte for byte ----------------------------------------------------------- */

static void test_settings_written_and_read_back(void **state)
{
    Scratch *s = *state;
    char err[FILES_ERR_MAX];
    FilesDamage d;
    Settings want = settings_file_default(), got;
    assert_int_equal(files_settings_read(s->dir, &got, &d), FILE_ABSENT);
    assert_true(settings_file_equal(&got, &want));
    want.animation = ANIMATION_FAST;
    want.bot_pace_ms = 1500;
    want.sound = false;
    want.language = LANGUAGE_NL;
    want.palette = SETTINGS_PALETTE_COLOUR_BLIND;
    want.confirm_turn = false;
    assert_true(files_settings_write(s->dir, &want, err, sizeof err));
    assert_file_is(s, SETTINGS_FILE,
                   "# rajas settings (docs/save-format.md)\nanimation = fast\nbot_pace = 1500\nsound = off\n"
                   "language = nl\npalette = colour-blind\nconfirm_turn = off\nspeech = off\n"
                   "scale = 100\ntext_size = normal\ncontrast = normal\n");
    assert_int_equal(files_settings_read(s->dir, &got, &d), FILE_OK);
    assert_false(d.found);
    assert_true(settings_file_equal(&got, &want));
    assert_false(there(s, "settings.txt.tmp"));
}

static void test_a_game_counted_into_the_statistics(void **state)
{
    Scratch *s = *state;
    char err[FILES_ERR_MAX];
    FilesDamage d;
    /* A person first, ahead of the hard bot (R3.5), with an overlap of 7. */
    FinishedGame f = {2, {RECORD_PERSON, 2}, {1, 2}, {7, 3}};
    assert_true(files_stats_add_game(s->dir, &f, &d, err, sizeof err));
    assert_false(d.found);
    assert_true(files_stats_add_game(s->dir, &f, &d, err, sizeof err));
    assert_file_is(s, STATS_FILE,
                   "# rajas statistics (docs/save-format.md)\ngames = 2\nwon = 2\neasy_games = 0\neasy_wins = 0\n"
                   "medium_games = 0\nmedium_wins = 0\nhard_games = 2\nhard_wins = 2\nbest_overlap = 7\n"
                   "daily_days = none\ndaily_streak = 0\ndaily_best_streak = 0\n");
    Stats st;
    assert_int_equal(files_stats_read(s->dir, &st, &d), FILE_OK);
    assert_int_equal(st.games, 2);
    assert_int_equal(st.level_wins[2], 2);
}

static GameSetup three_seats(void)
{
    return (GameSetup){.players = 3, .sheet = test_side("moon"), .first = 1,
                       .seat = {{SEAT_HUMAN, 1, 0, "Leila"}, {SEAT_BOT, 2, 1, "Arjun"}, {SEAT_BOT, 0, 5, "Mira Devi"}}};
}

static void assert_same_setup(const GameSetup *got, const GameSetup *want)
{
    assert_int_equal(got->players, want->players);
    assert_int_equal(got->sheet, want->sheet);
    assert_int_equal(got->first, want->first);
    for (int i = 0; i < want->players; i++) {
        assert_int_equal(got->seat[i].kind, want->seat[i].kind);
        assert_int_equal(got->seat[i].level, want->seat[i].level);
        assert_int_equal(got->seat[i].colour, want->seat[i].colour);
        assert_string_equal(got->seat[i].name, want->seat[i].name);
    }
}

static void test_the_set_up_and_the_seats_written_and_read_back(void **state)
{
    Scratch *s = *state;
    char err[FILES_ERR_MAX];
    FilesDamage d;
    GameSetup want = three_seats(), got;
    const char *text = "rajas-setup 1\nplayers 3\nsheet moon\nfirst 2\nseat human blue Leila\n"
                       "seat bot-hard red Arjun\nseat bot-easy black Mira Devi\n";
    assert_int_equal(files_setup_read(s->dir, FILES_SETUP, test_sheets(), FILES_ENGLISH, &got, &d), FILE_ABSENT);
    assert_true(files_setup_write(s->dir, FILES_SETUP, &want, test_sheets(), err, sizeof err));
    assert_true(files_setup_write(s->dir, FILES_SEATS, &want, test_sheets(), err, sizeof err));
    assert_file_is(s, SETUP_FILE, text);
    assert_file_is(s, SEATS_FILE, text);
    for (PlayerFile which = FILES_SETUP; which <= FILES_SEATS; which++) {
        memset(&got, 0, sizeof got);
        assert_int_equal(files_setup_read(s->dir, which, test_sheets(), FILES_ENGLISH, &got, &d), FILE_OK);
        assert_same_setup(&got, &want);
    }
}

static void assert_kept(const Scratch *s, const FilesDamage *d, PlayerFile file, const char *bytes, size_t n);

/* The seats of start_game's game: a person and a hard bot. */
static GameSetup two_seats(void)
{
    return (GameSetup){.players = 2, .sheet = test_side("sun"), .first = 0,
                       .seat = {{SEAT_HUMAN, 1, 2, "Leila"}, {SEAT_BOT, 2, 1, "Arjun Das"}}};
}

/* An autosave test's parts: two steps played by two seats, a session to resume them in, and
 * what a load tells (the seats got, whether the file named them, its damage). */
typedef struct {
    Session played, resumed;
    GameSetup seats, got;
    bool seated;
    FilesDamage d;
    char err[FILES_ERR_MAX];
} Resume;

static Resume resume_begin(void)
{
    Resume r = {.seats = two_seats(), .seated = false};
    test_session_two_steps(&r.played);
    session_init(&r.resumed, test_sheets());
    return r;
}

static void resume_end(Resume *r)
{
    session_free(&r->played);
    session_free(&r->resumed);
}

#define TWO_PLAYER_LINES "# player human green Leila\n# player bot-hard red Arjun Das\n"

static void test_the_autosave_written_resumed_and_forgotten(void **state)
{
    Scratch *s = *state;
    char want[8192];
    Resume r = resume_begin();
    assert_true(files_autosave_write(s->dir, &r.played, &r.seats, -1, r.err, sizeof r.err));
    char *record = session_record(&r.played);
    snprintf(want, sizeof want, "%s%s", TWO_PLAYER_LINES, record);
    assert_file_is(s, AUTOSAVE_FILE, want);
    assert_int_equal(files_autosave_ended(s->dir), -1);
    assert_int_equal(files_autosave_check(s->dir, test_sheets(), &r.d), FILE_OK);
    assert_int_equal(files_autosave_load(s->dir, &r.resumed, &r.got, &r.seated, &r.d), FILE_OK);
    assert_true(r.seated);
    assert_same_setup(&r.got, &r.seats);
    char *again = session_record(&r.resumed);
    assert_string_equal(again, record);
    assert_int_equal(r.resumed.count, 2);
    GameSetup three = three_seats();
    assert_true(files_setup_write(s->dir, FILES_SEATS, &three, test_sheets(), r.err, sizeof r.err));
    files_autosave_forget(s->dir);
    assert_false(there(s, AUTOSAVE_FILE));
    assert_false(there(s, SEATS_FILE));
    assert_int_equal(files_autosave_load(s->dir, &r.resumed, &r.got, &r.seated, &r.d), FILE_ABSENT);
    assert_false(r.d.found);
    assert_non_null(strstr(r.d.why, "/user/autosave.txt: there is no such file"));
    free(record);
    free(again);
    resume_end(&r);
}

/* A finished turn waiting for End turn is one comment line after the record, which every
 * reader of records skips: the game replays the same; an autosave without the line (an
 * older one) waits for nothing. */
static void test_the_autosave_keeps_a_turn_waiting_for_end_turn(void **state)
{
    Scratch *s = *state;
    char want[8192];
    Resume r = resume_begin();
    assert_true(files_autosave_write(s->dir, &r.played, &r.seats, 1, r.err, sizeof r.err));
    char *record = session_record(&r.played);
    snprintf(want, sizeof want, "%s%s# end-turn 2\n", TWO_PLAYER_LINES, record);
    assert_file_is(s, AUTOSAVE_FILE, want);
    assert_int_equal(files_autosave_ended(s->dir), 1);
    assert_int_equal(files_autosave_load(s->dir, &r.resumed, &r.got, &r.seated, &r.d), FILE_OK);
    char *again = session_record(&r.resumed);
    assert_string_equal(again, record);
    /* Written again with no turn waiting, the line is gone. */
    assert_true(files_autosave_write(s->dir, &r.played, &r.seats, -1, r.err, sizeof r.err));
    snprintf(want, sizeof want, "%s%s", TWO_PLAYER_LINES, record);
    assert_file_is(s, AUTOSAVE_FILE, want);
    assert_int_equal(files_autosave_ended(s->dir), -1);
    /* Nonsense after the mark is no seat. */
    snprintf(want, sizeof want, "%s# end-turn 9\n", record);
    write_bytes(s, AUTOSAVE_FILE, want, strlen(want));
    assert_int_equal(files_autosave_ended(s->dir), -1);
    files_autosave_forget(s->dir);
    assert_int_equal(files_autosave_ended(s->dir), -1);
    free(record);
    free(again);
    resume_end(&r);
}

/* An autosave of earlier versions (the record alone) still loads: it says it names no
 * seats, and its seats are in autosave-seats.txt beside it. The next write carries the
 * seats itself and removes that file. */
static void test_an_old_autosave_without_player_lines_loads_and_is_replaced(void **state)
{
    Scratch *s = *state;
    char path[FILES_PATH_MAX];
    Resume r = resume_begin();
    r.got = three_seats();
    GameSetup before = r.got;
    r.seated = true;
    path_of(s, AUTOSAVE_FILE, path, sizeof path);
    assert_true(save_file_write(&r.played, path, r.err, sizeof r.err));
    assert_true(files_setup_write(s->dir, FILES_SEATS, &r.seats, test_sheets(), r.err, sizeof r.err));
    assert_int_equal(files_autosave_load(s->dir, &r.resumed, &r.got, &r.seated, &r.d), FILE_OK);
    assert_false(r.seated);
    assert_same_setup(&r.got, &before);   /* untouched: the caller reads the r.seats file */
    assert_int_equal(r.resumed.count, r.played.count);
    assert_int_equal(files_setup_read(s->dir, FILES_SEATS, test_sheets(), FILES_ENGLISH, &r.got, &r.d), FILE_OK);
    assert_same_setup(&r.got, &r.seats);
    assert_true(files_autosave_write(s->dir, &r.resumed, &r.got, -1, r.err, sizeof r.err));
    assert_false(there(s, SEATS_FILE));
    assert_int_equal(files_autosave_load(s->dir, &r.resumed, &r.got, &r.seated, &r.d), FILE_OK);
    assert_true(r.seated);
    assert_same_setup(&r.got, &r.seats);
    resume_end(&r);
}

/* Player lines that are wrong, or that do not fit the game, make the autosave damaged: it
 * is kept aside whole and the session is untouched. Seats that do not fit are never
 * written. */
static void test_wrong_player_lines_keep_the_autosave_aside(void **state)
{
    Scratch *s = *state;
    char text[8192];
    Resume r = resume_begin();
    char *record = session_record(&r.played);
    static const struct {
        const char *lines, *why;
    } WRONG[] = {
        {"# player human teal Leila\n# player bot-hard red Arjun\n", "autosave.txt:1: unknown pen colour"},
        {"# player human blue Leila\n", "autosave.txt: the player lines name 1 seats, the game has 2"},
        {"# player human blue Leila\n# player bot-easy blue Arjun\n", "autosave.txt: two player lines share a pen"},
    };
    for (size_t i = 0; i < sizeof WRONG / sizeof WRONG[0]; i++) {
        snprintf(text, sizeof text, "%s%s", WRONG[i].lines, record);
        write_bytes(s, AUTOSAVE_FILE, text, strlen(text));
        assert_int_equal(files_autosave_load(s->dir, &r.resumed, &r.got, &r.seated, &r.d), FILE_BROKEN);
        assert_non_null(strstr(r.d.why, WRONG[i].why));
        assert_kept(s, &r.d, FILES_AUTOSAVE, text, strlen(text));
        assert_false(r.resumed.started);
    }
    r.seats.players = 3;
    r.seats.seat[2] = (SeatSetup){SEAT_HUMAN, 1, 4, "Mira"};
    errno = 0;
    assert_false(files_autosave_write(s->dir, &r.played, &r.seats, -1, r.err, sizeof r.err));
    assert_int_equal(errno, EINVAL);
    assert_false(there(s, AUTOSAVE_FILE));
    free(record);
    resume_end(&r);
}

static void test_a_finished_game_recorded_in_a_records_folder_made_for_it(void **state)
{
    Scratch *s = *state;
    char err[FILES_ERR_MAX], path[FILES_PATH_MAX + 64], want[FILES_PATH_MAX + 64];
    Session played;
    test_session_two_steps(&played);
    RecordSeats seats = {2, {RECORD_PERSON, 1}, {"Leila", "Arjun"}};
    struct tm when = {.tm_year = 126, .tm_mon = 10, .tm_mday = 23, .tm_hour = 13, .tm_min = 8, .tm_sec = 46};
    assert_false(there(s, RECORDS_DIR));
    assert_true(files_record_game(s->dir, &played, &seats, &when, path, sizeof path, err, sizeof err));
    snprintf(want, sizeof want, "%srecords/20261123-130846-7.rajas", s->dir);
    assert_string_equal(path, want);
    size_t len = 0;
    char *text = read_bytes(path, &len);
    assert_non_null(text);
    assert_non_null(strstr(text, "# seat 1 human Leila\n# seat 2 bot-medium Arjun\n"));
    free(text);
    session_free(&played);
}

/* ---- damaged files ------------------------------------------------------------------------ */

/* The kept file of a FilesDamage: <dir><name>.broken-<date>, holding exactly bytes. */
static void assert_kept(const Scratch *s, const FilesDamage *d, PlayerFile file, const char *bytes, size_t n)
{
    char path[FILES_PATH_MAX], prefix[FILES_PATH_MAX + 16];
    assert_true(d->found);
    assert_int_equal(d->file, file);
    path_of(s, files_name(file), path, sizeof path);
    assert_string_equal(d->path, path);
    assert_true(d->kept);
    snprintf(prefix, sizeof prefix, "%s.broken-", path);
    assert_memory_equal(d->kept_as, prefix, strlen(prefix));
    assert_int_equal(strncmp(d->why, path, strlen(path)), 0);
    size_t len = 0;
    char *got = read_bytes(d->kept_as, &len);
    assert_non_null(got);
    assert_int_equal(len, n);
    assert_memory_equal(got, bytes, n);
    free(got);
    assert_false(files_exists(path));   /* moved, not copied: nothing is left to write over */
}

static const char NUL_LINE[] = "# rajas settings\nanimation = fast\nbot\0_pace = 900\n";

static void test_a_damaged_file_of_each_kind_is_moved_aside_whole(void **state)
{
    Scratch *s = *state;
    FilesDamage d;
    size_t n = sizeof NUL_LINE - 1;
    Settings set;
    write_bytes(s, SETTINGS_FILE, NUL_LINE, n);
    assert_int_equal(files_settings_read(s->dir, &set, &d), FILE_BROKEN);
    assert_kept(s, &d, FILES_SETTINGS, NUL_LINE, n);
    Settings defaults = settings_file_default();
    assert_true(settings_file_equal(&set, &defaults));
    assert_non_null(strstr(d.why, "settings.txt:3: a NUL byte"));

    Stats st;
    write_bytes(s, STATS_FILE, NUL_LINE, n);
    assert_int_equal(files_stats_read(s->dir, &st, &d), FILE_BROKEN);
    assert_kept(s, &d, FILES_STATS, NUL_LINE, n);
    assert_int_equal(st.games, 0);

    GameSetup g = three_seats(), before = g;
    for (PlayerFile which = FILES_SETUP; which <= FILES_SEATS; which++) {
        write_bytes(s, files_name(which), NUL_LINE, n);
        assert_int_equal(files_setup_read(s->dir, which, test_sheets(), FILES_ENGLISH, &g, &d), FILE_BROKEN);
        assert_kept(s, &d, which, NUL_LINE, n);
        assert_same_setup(&g, &before);
    }

    Session session;
    session_init(&session, test_sheets());
    write_bytes(s, AUTOSAVE_FILE, NUL_LINE, n);
    GameSetup seats;
    bool seated;
    assert_int_equal(files_autosave_load(s->dir, &session, &seats, &seated, &d), FILE_BROKEN);
    assert_kept(s, &d, FILES_AUTOSAVE, NUL_LINE, n);
    assert_false(session.started);
    session_free(&session);
}

/* Clean text that does not replay (an action before the first roll) is damaged too. */
static void test_an_autosave_that_does_not_replay_is_not_offered_and_kept(void **state)
{
    Scratch *s = *state;
    FilesDamage d;
    const char *text = "new players=2 side=sun first=1 seed=7\ndo take green-1\n";
    write_bytes(s, AUTOSAVE_FILE, text, strlen(text));
    assert_int_equal(files_autosave_check(s->dir, test_sheets(), &d), FILE_BROKEN);
    assert_kept(s, &d, FILES_AUTOSAVE, text, strlen(text));
    assert_non_null(strstr(d.why, "autosave.txt:2: "));
    assert_int_equal(files_autosave_check(s->dir, test_sheets(), &d), FILE_ABSENT);
}

/* A second damaged file is kept beside the first (-2 in the same second), which stays as
 * it was; the reader's reason comes in the words it is given. */
static void test_a_second_damaged_file_leaves_the_first_kept_one_untouched(void **state)
{
    Scratch *s = *state;
    FilesDamage first, second;
    GameSetup g;
    const char *one = "rajas-setup 1\nplayers 9\n", *two = "hello\n";
    write_bytes(s, SETUP_FILE, one, strlen(one));
    assert_int_equal(files_setup_read(s->dir, FILES_SETUP, test_sheets(), FILES_ENGLISH, &g, &first), FILE_BROKEN);
    assert_non_null(strstr(first.why, "setup.txt:2: players must be 2 to 5"));
    write_bytes(s, SETUP_FILE, two, strlen(two));
    assert_int_equal(files_setup_read(s->dir, FILES_SETUP, test_sheets(), FILES_ENGLISH, &g, &second), FILE_BROKEN);
    assert_kept(s, &second, FILES_SETUP, two, strlen(two));
    assert_string_not_equal(second.kept_as, first.kept_as);
    size_t len = 0;
    char *kept = read_bytes(first.kept_as, &len);
    assert_non_null(kept);
    assert_string_equal(kept, one);
    free(kept);
    assert_int_equal(names_like(s, "setup.txt.broken-"), 2);
}

static const char *shout(const void *language, const char *english)
{
    (void)language;
    return strcmp(english, "not a rajas set-up file") == 0 ? "KEINE SPIELAUFSTELLUNG" : english;
}

static void test_the_set_up_reader_gives_its_reason_in_the_words_given(void **state)
{
    Scratch *s = *state;
    FilesDamage d;
    GameSetup g;
    write_bytes(s, SETUP_FILE, "hello\n", 6);
    assert_int_equal(files_setup_read(s->dir, FILES_SETUP, test_sheets(), (FilesWords){shout, NULL}, &g, &d), FILE_BROKEN);
    char want[FILES_ERR_MAX];
    snprintf(want, sizeof want, "%ssetup.txt:1: KEINE SPIELAUFSTELLUNG", s->dir);
    assert_string_equal(d.why, want);
}

/* The game is counted into a fresh file; the damaged history is kept, not lost. */
static void test_a_game_counted_over_damaged_statistics_starts_them_afresh(void **state)
{
    Scratch *s = *state;
    char err[FILES_ERR_MAX];
    FilesDamage d;
    const char *damaged = "games = 3\nwon = 5\n";
    write_bytes(s, STATS_FILE, damaged, strlen(damaged));
    FinishedGame f = {2, {RECORD_PERSON, 0}, {2, 1}, {-2, 4}};
    assert_true(files_stats_add_game(s->dir, &f, &d, err, sizeof err));
    assert_true(d.found);
    assert_non_null(strstr(d.why, "stats.txt:2: won must not be more than games (3), not 5"));
    size_t len = 0;
    char *kept = read_bytes(d.kept_as, &len);
    assert_non_null(kept);
    assert_string_equal(kept, damaged);
    free(kept);
    assert_file_is(s, STATS_FILE,
                   "# rajas statistics (docs/save-format.md)\ngames = 1\nwon = 0\neasy_games = 1\neasy_wins = 0\n"
                   "medium_games = 0\nmedium_wins = 0\nhard_games = 0\nhard_wins = 0\nbest_overlap = -2\n"
                   "daily_days = none\ndaily_streak = 0\ndaily_best_streak = 0\n");
}

static void test_the_temp_files_a_killed_program_left_are_swept(void **state)
{
    Scratch *s = *state;
    char records[FILES_PATH_MAX];
    path_of(s, RECORDS_DIR, records, sizeof records);
    assert_int_equal(test_mkdir(records), 0);
    write_bytes(s, "autosave.txt.tmp", "new", 3);
    write_bytes(s, "records/20261123-130846-7.rajas.tmp", "new", 3);
    write_bytes(s, SETTINGS_FILE, "", 0);
    assert_int_equal(files_sweep_temps(s->dir), 2);
    assert_false(there(s, "autosave.txt.tmp"));
    assert_false(there(s, "records/20261123-130846-7.rajas.tmp"));
    assert_true(there(s, SETTINGS_FILE));
}

#ifndef _WIN32
/* ---- what is no file: a FIFO, a loop of links ------------------------------------------ */

static bool is_fifo(mode_t mode)
{
    return S_ISFIFO(mode);
}

static bool is_link(mode_t mode)
{
    return S_ISLNK(mode);
}

static void make_fifo(const char *path)
{
    assert_int_equal(mkfifo(path, 0600), 0);
}

/* path and <path>.loop pointing at each other. */
static void make_loop(const char *path)
{
    char other[FILES_PATH_MAX + 8];
    snprintf(other, sizeof other, "%s.loop", path);
    assert_int_equal(symlink(other, path), 0);
    assert_int_equal(symlink(path, other), 0);
}

/* The reader of each kind of the player's files, as the program calls it. */
static FileRead read_kind(const Scratch *s, PlayerFile which, FilesDamage *d)
{
    Settings set;
    Stats st;
    GameSetup g = three_seats();
    Session session;
    FileRead r;
    bool seated;
    switch (which) {
    case FILES_SETTINGS: return files_settings_read(s->dir, &set, d);
    case FILES_STATS: return files_stats_read(s->dir, &st, d);
    case FILES_AUTOSAVE:
        session_init(&session, test_sheets());
        r = files_autosave_load(s->dir, &session, &g, &seated, d);
        assert_false(session.started);
        session_free(&session);
        return r;
    default: return files_setup_read(s->dir, which, test_sheets(), FILES_ENGLISH, &g, d);
    }
}

/* Something that is no file (made by make) in the place of each of the player's files: the
 * reader returns at once, says why, and moves it aside as it moves a damaged file (the
 * thing itself, of the same type), so the next save of that file lands beside it. */
static void each_kind_meets(const Scratch *s, void (*make)(const char *), bool (*is_type)(mode_t), const char *why)
{
    for (PlayerFile which = FILES_SETTINGS; which <= FILES_SEATS; which++) {
        char path[FILES_PATH_MAX];
        FilesDamage d;
        path_of(s, files_name(which), path, sizeof path);
        make(path);
        test_watchdog(5, "a player's file read");
        double start = test_seconds_now();
        assert_int_equal(read_kind(s, which, &d), FILE_BROKEN);
        assert_true(test_seconds_now() - start < 1.0);
        test_watchdog(0, NULL);
        assert_true(d.found);
        assert_int_equal(d.file, which);
        assert_string_equal(d.path, path);
        char want[FILES_ERR_MAX];
        snprintf(want, sizeof want, "%s: cannot read: %s", path, why);
        assert_string_equal(d.why, want);
        assert_true(d.kept);
        struct stat st;
        assert_int_equal(lstat(d.kept_as, &st), 0);
        assert_true(is_type(st.st_mode));
        assert_false(files_exists(path));
        assert_int_equal(read_kind(s, which, &d), FILE_ABSENT);
        assert_false(d.found);
    }
}

static void test_a_fifo_in_place_of_each_file_is_refused_at_once_and_kept(void **state)
{
    each_kind_meets(*state, make_fifo, is_fifo, "it is a named pipe (FIFO), not a file");
}

static void test_a_loop_of_links_in_place_of_each_file_is_kept_as_damaged(void **state)
{
    each_kind_meets(*state, make_loop, is_link, "its symbolic links go round in a loop");
}

/* A game counted while a FIFO stands in stats.txt's place: moved aside, counted afresh. */
static void test_a_game_counted_over_a_fifo_for_the_statistics_starts_them_afresh(void **state)
{
    Scratch *s = *state;
    char path[FILES_PATH_MAX], err[FILES_ERR_MAX];
    FilesDamage d;
    path_of(s, STATS_FILE, path, sizeof path);
    make_fifo(path);
    test_watchdog(5, "a player's file read");
    FinishedGame f = {2, {RECORD_PERSON, 0}, {1, 2}, {3, -4}};
    assert_true(files_stats_add_game(s->dir, &f, &d, err, sizeof err));
    test_watchdog(0, NULL);
    assert_true(d.kept);
    assert_non_null(strstr(d.why, "named pipe"));
    Stats st;
    assert_int_equal(files_stats_read(s->dir, &st, &d), FILE_OK);
    assert_int_equal(st.games, 1);
}

/* A FIFO among the records (named like one) is listed by its name without blocking; opened,
 * it is unreadable, and it is left where it is. */
static void test_a_fifo_among_the_records_is_listed_and_never_read(void **state)
{
    Scratch *s = *state;
    char records[FILES_PATH_MAX], path[FILES_PATH_MAX + 64];
    path_of(s, RECORDS_DIR, records, sizeof records);
    assert_int_equal(test_mkdir(records), 0);
    snprintf(path, sizeof path, "%s/20261123-130846-7.rajas", records);
    make_fifo(path);
    test_watchdog(5, "a player's file read");
    RecordInfo list[4];
    assert_int_equal(files_records_list(s->dir, list, 4), 1);
    assert_string_equal(list[0].file, "20261123-130846-7.rajas");
    Session session;
    session_init(&session, test_sheets());
    RecordProblem why;
    assert_int_equal(record_load(path, &session, NULL, &why), RECORD_DAMAGED);
    test_watchdog(0, NULL);
    assert_non_null(strstr(why.detail, "named pipe"));
    session_free(&session);
    assert_true(files_exists(path));
}
#endif

#define SCRATCH(t) cmocka_unit_test_setup_teardown(t, scratch_setup, scratch_teardown)

int main(void)
{
    const struct CMUnitTest tests[] = {
#ifdef _WIN32
        SCRATCH(test_the_user_folder_is_made_under_appdata),
#else
        SCRATCH(test_the_user_folder_is_made_under_xdg_data_home),
        SCRATCH(test_without_xdg_data_home_the_folder_is_under_home),
        SCRATCH(test_a_file_in_the_way_of_the_folder_is_said),
#endif
        SCRATCH(test_paths_in_the_folder),
        SCRATCH(test_no_folder_reads_nothing_and_refuses_every_write),
        SCRATCH(test_settings_written_and_read_back),
        SCRATCH(test_a_game_counted_into_the_statistics),
        SCRATCH(test_the_set_up_and_the_seats_written_and_read_back),
        SCRATCH(test_the_autosave_written_resumed_and_forgotten),
        SCRATCH(test_the_autosave_keeps_a_turn_waiting_for_end_turn),
        SCRATCH(test_an_old_autosave_without_player_lines_loads_and_is_replaced),
        SCRATCH(test_wrong_player_lines_keep_the_autosave_aside),
        SCRATCH(test_a_finished_game_recorded_in_a_records_folder_made_for_it),
        SCRATCH(test_a_damaged_file_of_each_kind_is_moved_aside_whole),
        SCRATCH(test_an_autosave_that_does_not_replay_is_not_offered_and_kept),
        SCRATCH(test_a_second_damaged_file_leaves_the_first_kept_one_untouched),
        SCRATCH(test_the_set_up_reader_gives_its_reason_in_the_words_given),
        SCRATCH(test_a_game_counted_over_damaged_statistics_starts_them_afresh),
        SCRATCH(test_the_temp_files_a_killed_program_left_are_swept),
#ifndef _WIN32
        SCRATCH(test_a_fifo_in_place_of_each_file_is_refused_at_once_and_kept),
        SCRATCH(test_a_loop_of_links_in_place_of_each_file_is_kept_as_damaged),
        SCRATCH(test_a_game_counted_over_a_fifo_for_the_statistics_starts_them_afresh),
        SCRATCH(test_a_fifo_among_the_records_is_listed_and_never_read),
#endif
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
