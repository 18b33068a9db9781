/* test_scene_full_disk.c — every file the game writes, on a full disk: the settings, the
 * statistics, a finished game's record, the autosave and an F12 screenshot. Each write is
 * refused with the disk's own error, leaves the old file as it was and no part of a new
 * one (no temp file, no empty or half PNG), and the screenshot's notice says why in
 * English, German and Dutch (docs/save-format.md, "Files: one rule").
 *
 * The disk is a real one: a 512 KiB tmpfs mounted over the scratch folder in a mount
 * namespace of this process's own (a user namespace too when it is not root), filled with
 * a filler file up to the room a test leaves. Where the system allows no namespace, the
 * file size limit (RLIMIT_FSIZE) makes the same write() fail part way with EFBIG instead;
 * the test says which it used. */
#define _GNU_SOURCE
#include "support.h"
#include "language.h"
#include "app_drive.h"
#include "data_home.h"
#include "session_game.h"
#include "events.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include "app.h"
#include "autosave.h"
#include "data.h"
#include "i18n.h"
#include "player_files.h"
#include "records.h"
#include "settings.h"
#include "stats.h"

static char scratch[64], prefs[256], filler[320];
static bool on_tmpfs;    /* false: the file size limit stands in for the full disk */
static int full_errno;   /* what a write on the full disk fails with: ENOSPC, or EFBIG */
static struct rlimit unlimited;

/* ---- the full disk --------------------------------------------------------------------- */

static bool write_text(const char *path, const char *text)
{
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (fd < 0) return false;
    bool ok = write(fd, text, strlen(text)) == (ssize_t)strlen(text);
    return close(fd) == 0 && ok;
}

/* A mount namespace of this process's own, so the tmpfs is seen by nobody else and goes
 * with the process; a user namespace first when mounting needs one. */
static bool own_mounts(void)
{
    if (unshare(CLONE_NEWNS) != 0) {
        char map[64];
        unsigned uid = (unsigned)getuid(), gid = (unsigned)getgid();
        if (unshare(CLONE_NEWUSER | CLONE_NEWNS) != 0) return false;
        if (!write_text("/proc/self/setgroups", "deny")) return false;
        snprintf(map, sizeof map, "0 %u 1", uid);
        if (!write_text("/proc/self/uid_map", map)) return false;
        snprintf(map, sizeof map, "0 %u 1", gid);
        if (!write_text("/proc/self/gid_map", map)) return false;
    }
    return mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) == 0;
}

static void disk_open(void)
{
    snprintf(scratch, sizeof scratch, "/tmp/rajas-full-disk-XXXXXX");
    if (!mkdtemp(scratch)) abort();
    on_tmpfs = own_mounts() && mount("tmpfs", scratch, "tmpfs", 0, "size=512k,mode=0700") == 0;
    full_errno = on_tmpfs ? ENOSPC : EFBIG;
    getrlimit(RLIMIT_FSIZE, &unlimited);
    signal(SIGXFSZ, SIG_IGN);
    printf("# the full disk: %s\n", on_tmpfs ? "a 512 KiB tmpfs" : "the file size limit (no mount namespace here)");
    snprintf(prefs, sizeof prefs, "%s/rajas/rajas", scratch);
    snprintf(filler, sizeof filler, "%s/filler", scratch);
    setenv("XDG_DATA_HOME", scratch, 1);
}

/* Fills the disk but `room` bytes (a file may grow that far: the limit, in its stead). */
static void disk_fill(long room)
{
    if (!on_tmpfs) {
        struct rlimit small = {(rlim_t)room, unlimited.rlim_max};
        assert_int_equal(setrlimit(RLIMIT_FSIZE, &small), 0);
        return;
    }
    static char block[4096];
    int fd = open(filler, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    assert_true(fd >= 0);
    off_t size = 0;
    ssize_t n;
    while ((n = write(fd, block, sizeof block)) > 0) size += n;
    assert_int_equal(errno, ENOSPC);
    assert_int_equal(ftruncate(fd, size > room ? size - room : 0), 0);
    assert_int_equal(close(fd), 0);
}

static void disk_empty(void)
{
    if (!on_tmpfs) assert_int_equal(setrlimit(RLIMIT_FSIZE, &unlimited), 0);
    else remove(filler);
}

/* How many names in dir begin with prefix and end with suffix. */
static int names_like(const char *dir, const char *prefix, const char *suffix)
{
    DIR *d = opendir(dir);
    if (!d) return 0;
    int n = 0;
    struct dirent *e;
    size_t lp = strlen(prefix), ls = strlen(suffix);
    while ((e = readdir(d)) != NULL) {
        size_t l = strlen(e->d_name);
        if (l >= lp + ls && strncmp(e->d_name, prefix, lp) == 0 && strcmp(e->d_name + l - ls, suffix) == 0) n++;
    }
    closedir(d);
    return n;
}

static char *read_pref(const char *name)
{
    char path[400];
    snprintf(path, sizeof path, "%s/%s", prefs, name);
    return data_read_file(path, NULL);
}

/* The old file is there byte for byte, and nothing half-written beside it. */
static void assert_untouched(const char *name, const char *old)
{
    char *now = read_pref(name);
    assert_non_null(now);
    assert_string_equal(now, old);
    free(now);
    assert_int_equal(names_like(prefs, "", ".tmp"), 0);
}

static int fresh_folder(void **unused)
{
    (void)unused;
    test_folder_empty(prefs);
    return 0;
}

/* ---- the player's files ---------------------------------------------------------------- */

static void test_the_settings_on_a_full_disk(void **unused)
{
    (void)unused;
    char err[FILES_ERR_MAX];
    Settings s = settings_file_default();
    assert_true(files_settings_write(prefs, &s, err, sizeof err));
    char *old = read_pref(SETTINGS_FILE);
    s.language = LANGUAGE_DE;
    disk_fill(0);
    bool ok = files_settings_write(prefs, &s, err, sizeof err);
    int cause = errno;
    disk_empty();
    assert_false(ok);
    assert_int_equal(cause, full_errno);
    assert_untouched(SETTINGS_FILE, old);
    free(old);
}

static void test_the_statistics_on_a_full_disk(void **unused)
{
    (void)unused;
    char err[FILES_ERR_MAX];
    FilesDamage d;
    FinishedGame f = {2, {RECORD_PERSON, 2}, {1, 2}, {7, 3}};
    assert_true(files_stats_add_game(prefs, &f, &d, err, sizeof err));
    char *old = read_pref(STATS_FILE);
    disk_fill(0);
    bool ok = files_stats_add_game(prefs, &f, &d, err, sizeof err);
    int cause = errno;
    disk_empty();
    assert_false(ok);
    assert_false(d.found);
    assert_int_equal(cause, full_errno);
    assert_untouched(STATS_FILE, old);
    free(old);
}

static void test_a_record_on_a_full_disk(void **unused)
{
    (void)unused;
    char err[FILES_ERR_MAX], path[FILES_PATH_MAX + 64], records[400];
    Session played;
    test_session_two_steps(&played);
    RecordSeats seats = {2, {RECORD_PERSON, 1}, {"Leila", "Arjun"}};
    struct tm when = {.tm_year = 126, .tm_mon = 10, .tm_mday = 23, .tm_hour = 13, .tm_min = 8, .tm_sec = 46};
    assert_true(files_record_game(prefs, &played, &seats, &when, path, sizeof path, err, sizeof err));
    snprintf(records, sizeof records, "%s/%s", prefs, RECORDS_DIR);
    disk_fill(0);
    bool ok = files_record_game(prefs, &played, &seats, &when, path, sizeof path, err, sizeof err);
    int cause = errno;
    disk_empty();
    assert_false(ok);
    assert_int_equal(cause, full_errno);
    assert_int_equal(names_like(records, "", ".rajas"), 1);
    assert_int_equal(names_like(records, "", ".tmp"), 0);
    session_free(&played);
}

static void test_the_autosave_on_a_full_disk(void **unused)
{
    (void)unused;
    char err[FILES_ERR_MAX];
    Session played;
    test_session_two_steps(&played);
    GameSetup seats;
    memset(&seats, 0, sizeof seats);
    seats.players = 2;
    seats.sheet = test_side("sun");
    seats.seat[0] = (SeatSetup){SEAT_HUMAN, 1, 2, "Leila"};
    seats.seat[1] = (SeatSetup){SEAT_BOT, 2, 1, "Arjun Das"};
    assert_true(files_autosave_write(prefs, &played, &seats, -1, err, sizeof err));
    char *old = read_pref(AUTOSAVE_FILE);
    Action legal[GAME_MAX_LEGAL];
    Refusal why;
    assert_true(game_legal(&played.game, test_sheets(), legal) > 0);
    assert_true(session_apply(&played, &legal[0], &why));
    disk_fill(0);
    bool ok = files_autosave_write(prefs, &played, &seats, -1, err, sizeof err);
    int cause = errno;
    disk_empty();
    assert_false(ok);
    assert_int_equal(cause, full_errno);
    assert_untouched(AUTOSAVE_FILE, old);
    free(old);
    session_free(&played);
}

/* ---- F12 ------------------------------------------------------------------------------- */

static App app;

static void open_app(void)
{
    const char *none[] = {NULL};
    drive_open(&app, none);
}

/* F12 with room for only the start of the PNG: no file, not even an empty or a half one,
 * and the notice says the disk is full, in the language of the screen, with the file it
 * was meant to be. */
static void test_a_screenshot_on_a_full_disk_is_no_file_and_says_why(void **unused)
{
    (void)unused;
    static const struct {
        const char *lang, *words;
    } SAID[] = {{"en", "The screenshot could not be saved: the disk is full ("},
                {"de", "Das Bildschirmfoto konnte nicht gespeichert werden: der Datenträger ist voll ("},
                {"nl", "De schermafbeelding kon niet worden opgeslagen: de schijf is vol ("}};
    for (size_t i = 0; i < sizeof SAID / sizeof SAID[0]; i++) {
        open_app();
        assert_true(app_set_language(&app, SAID[i].lang));
        SDL_Event key = event_key(SDLK_F12);
        app_event(&app, &key);
        disk_fill(16 * 1024);
        uint32_t now = SDL_GetTicks();
        app_draw(&app, now);
        disk_empty();
        assert_true(notice_up(&app.told.notice, now));
        assert_true(app.told.notice.bad);
        assert_memory_equal(app.told.notice.text, SAID[i].words, strlen(SAID[i].words));
        assert_non_null(strstr(app.told.notice.text, "/screenshot-"));
        assert_int_equal(names_like(prefs, "screenshot-", ""), 0);
        assert_int_equal(names_like(prefs, "", ".tmp"), 0);
        app_close(&app);
    }
    /* With room again, F12 saves and says where. */
    open_app();
    SDL_Event key = event_key(SDLK_F12);
    app_event(&app, &key);
    uint32_t now = SDL_GetTicks();
    app_draw(&app, now);
    assert_false(app.told.notice.bad);
    assert_memory_equal(app.told.notice.text, "Screenshot saved: ", 18);
    assert_int_equal(names_like(prefs, "screenshot-", ".png"), 1);
    app_close(&app);
}

static int english_again(void **unused)
{
    return test_language_back(unused);
}

int main(void)
{
    drive_headless();
    disk_open();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_the_settings_on_a_full_disk, fresh_folder, test_language_back),
        cmocka_unit_test_setup_teardown(test_the_statistics_on_a_full_disk, fresh_folder, test_language_back),
        cmocka_unit_test_setup_teardown(test_a_record_on_a_full_disk, fresh_folder, test_language_back),
        cmocka_unit_test_setup_teardown(test_the_autosave_on_a_full_disk, fresh_folder, test_language_back),
        cmocka_unit_test_setup_teardown(test_a_screenshot_on_a_full_disk_is_no_file_and_says_why, fresh_folder,
                                        english_again),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    if (on_tmpfs) umount(scratch);
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", scratch);
    if (system(cmd) != 0) failed++;
    return failed;
}
