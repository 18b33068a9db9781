/* test_file_rule.c — the one rule for the game's files (file_rule.h): a NUL byte, bytes
 * that are not UTF-8 or an over-size file are reported by path and line and nothing of the
 * file is taken, for the autosave, settings.txt, stats.txt and the sheets alike; a failed
 * write (a folder that cannot hold the file, a read-only folder, a full disk) leaves the old
 * file whole and no temp file; a damaged file is kept aside as <name>.broken-<date> and
 * survives the next save; a FIFO, socket, device or folder is refused before it is opened
 * and a loop of symbolic links is unreadable, and no read or write ever blocks. Every call
 * takes a folder named beyond ASCII (UTF-8 paths); a listing names every entry but "." and
 * ".."; a folder is not made where a file is; the program's folder holds the program.
 * Windows (the Windows edition's tests run under Wine) has no FIFOs, sockets, symbolic links
 * an unprivileged program may make, folder modes or file size limits: the tests built on
 * those are POSIX's only, and there a device (NUL) stands for what is no file. */
#define _POSIX_C_SOURCE 200809L
#include "support.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#ifndef _WIN32
#include <signal.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>
#endif

#include "data.h"
#include "file_rule.h"
#include "save_file.h"
#include "settings.h"
#include "stats.h"

/* The file's bytes as they are on disk (NULs and all), in a new buffer; *n its length. */
static char *disk_bytes(const char *path, size_t *n)
{
    FILE *f = test_fopen(path, "rb");
    assert_non_null(f);
    static const size_t cap = 2u * 1024u * 1024u;
    char *buf = malloc(cap);
    assert_non_null(buf);
    *n = fread(buf, 1, cap, f);
    fclose(f);
    return buf;
}

/* The file on disk holds exactly the n bytes of want (NULs and all). */
static void assert_disk_bytes(const char *path, const char *want, size_t n)
{
    size_t len = 0;
    char *bytes = disk_bytes(path, &len);
    assert_int_equal(len, n);
    assert_memory_equal(bytes, want, n);
    free(bytes);
}

static bool exists(const char *path)
{
    return test_exists(path) != 0;
}

static void assert_err(const char *err, const char *path, const char *rest)
{
    char want[1400];
    snprintf(want, sizeof want, "%s%s", path, rest);
    assert_string_equal(err, want);
}

#define NUL_WHY "a NUL byte (a zero byte) in the text: the file is damaged"
#define UTF8_WHY "bytes that are not UTF-8 text: the file is damaged"

/* ---- the bytes ----------------------------------------------------------------------- */

static void damage_at(const char *text, size_t len, int want_line, const char *want_why)
{
    const char *why = "untouched";
    int line = file_text_damage(text, len, &why);
    if (line != want_line) fail_msg("damage on line %d, expected %d", line, want_line);
    assert_string_equal(why, want_why);
}

static void every_damaged_byte_is_found_on_its_line(void **state)
{
    (void)state;
    damage_at("a\nb\n\0c\n", 7, 3, NUL_WHY);
    damage_at("a\n\x80", 3, 2, UTF8_WHY);                 /* a lone continuation byte */
    damage_at("\xC3", 1, 1, UTF8_WHY);                    /* cut off at the end */
    damage_at("x\n\xC3(\n", 5, 2, UTF8_WHY);              /* a lead byte without its tail */
    damage_at("\xC0\xAF", 2, 1, UTF8_WHY);                /* overlong '/' */
    damage_at("\xE0\x80\xAF", 3, 1, UTF8_WHY);            /* overlong, three bytes */
    damage_at("\xED\xA0\x80", 3, 1, UTF8_WHY);            /* a UTF-16 surrogate */
    damage_at("\xF4\x90\x80\x80", 4, 1, UTF8_WHY);        /* past U+10FFFF */
    damage_at("\xFF", 1, 1, UTF8_WHY);
    static const char fine[] = "Spieler \xC3\xBC\xC3\x9F \xE2\x80\x94 \xF0\x9F\x98\x80\r\n";
    damage_at(fine, sizeof fine - 1, 0, "untouched");
    damage_at("", 0, 0, "untouched");
}

static void a_text_file_is_read_whole_or_not_at_all(void **state)
{
    TestScratch *sc = *state;
    char *text = (char *)"x", err[512] = "";
    size_t len = 0;
    assert_int_equal(file_read_text(sc->path, &text, &len, err, sizeof err), FILE_ABSENT);
    assert_null(text);

    test_write_bytes(sc->path, "M\xC3\xBCller\n", 8);
    assert_int_equal(file_read_text(sc->path, &text, &len, err, sizeof err), FILE_OK);
    assert_int_equal(len, 8);
    assert_string_equal(text, "M\xC3\xBCller\n");
    free(text);

    test_write_bytes(sc->path, "one\ntwo\nth\0ree\n", 15);
    assert_int_equal(file_read_text(sc->path, &text, &len, err, sizeof err), FILE_BROKEN);
    assert_null(text);
    assert_err(err, sc->path, ":3: " NUL_WHY);

    assert_int_equal(remove(sc->path), 0);
    assert_int_equal(test_mkdir(sc->path), 0);
    assert_int_equal(file_read_text(sc->path, &text, &len, err, sizeof err), FILE_BROKEN);
    assert_err(err, sc->path, ": cannot read: it is a folder, not a file");
}

/* A file one byte over the limit is refused at the line where it passes it; one exactly
 * at the limit is read. */
static void an_over_size_file_is_refused(void **state)
{
    TestScratch *sc = *state;
    size_t n = FILE_RULE_MAX + 1;
    char *big = malloc(n);
    assert_non_null(big);
    memset(big, '#', n);
    for (size_t i = 99; i < n; i += 100) big[i] = '\n';   /* 100 bytes a line */
    test_write_bytes(sc->path, big, n);
    char *text = NULL, err[512] = "";
    assert_int_equal(file_read_text(sc->path, &text, NULL, err, sizeof err), FILE_BROKEN);
    char rest[160];
    snprintf(rest, sizeof rest, ":%d: the file goes on past 1024 KiB, more than any file of the game holds",
             (int)(FILE_RULE_MAX / 100 + 1));
    assert_err(err, sc->path, rest);
    unsigned char *data = NULL;
    size_t len = 0;
    assert_int_equal(file_read_bytes(sc->path, &data, &len, err, sizeof err), FILE_BROKEN);
    assert_err(err, sc->path, ": the file is larger than 1024 KiB, more than any file of the game holds");
    assert_null(data);

    test_write_bytes(sc->path, big, n - 1);
    assert_int_equal(file_read_text(sc->path, &text, &len, err, sizeof err), FILE_OK);
    assert_int_equal(len, FILE_RULE_MAX);
    free(text);
    free(big);
}

/* ---- what is no file ------------------------------------------------------------------ */

#ifndef _WIN32
/* path read as text and as bytes: refused at once (well within a second) with
 * "<path>: cannot read: <rest>". */
static void refused_at_once(const char *path, const char *rest)
{
    char *text = (char *)"x", err[512] = "";
    unsigned char *data = (unsigned char *)"x";
    size_t len = 0;
    double start = test_seconds_now();
    assert_int_equal(file_read_text(path, &text, &len, err, sizeof err), FILE_BROKEN);
    assert_null(text);
    char want[300];
    snprintf(want, sizeof want, ": cannot read: %s", rest);
    assert_err(err, path, want);
    assert_int_equal(file_read_bytes(path, &data, &len, err, sizeof err), FILE_BROKEN);
    assert_null(data);
    assert_err(err, path, want);
    assert_true(test_seconds_now() - start < 1.0);
}

/* A FIFO (whose read waits for a writer for ever), a socket, a device that answers without
 * end and a folder: each is refused before it is opened, and nothing blocks. */
static void what_is_no_regular_file_is_refused_without_blocking(void **state)
{
    TestScratch *sc = *state;
    char path[200];
    test_watchdog(5, "a file read or write");
    snprintf(path, sizeof path, "%s/fifo.txt", sc->dir);
    assert_int_equal(mkfifo(path, 0600), 0);
    refused_at_once(path, "it is a named pipe (FIFO), not a file");

    snprintf(path, sizeof path, "%s/socket.txt", sc->dir);
    int fd = socket(AF_UNIX, SOCK_STREAM, 0);
    assert_true(fd >= 0);
    struct sockaddr_un addr = {.sun_family = AF_UNIX};
    size_t len = strlen(path);
    assert_true(len < sizeof addr.sun_path);   /* a socket's path is short */
    memcpy(addr.sun_path, path, len + 1);
    assert_int_equal(bind(fd, (struct sockaddr *)&addr, sizeof addr), 0);
    refused_at_once(path, "it is a socket, not a file");
    close(fd);

    refused_at_once("/dev/zero", "it is a device, not a file");
    snprintf(path, sizeof path, "%s/folder.txt", sc->dir);
    assert_int_equal(mkdir(path, 0700), 0);
    refused_at_once(path, "it is a folder, not a file");
    /* A link to a regular file is read as the file. */
    test_write_bytes(sc->path, "fine\n", 5);
    snprintf(path, sizeof path, "%s/link.txt", sc->dir);
    assert_int_equal(symlink(sc->path, path), 0);
    char *text = NULL, err[512] = "";
    assert_int_equal(file_read_text(path, &text, NULL, err, sizeof err), FILE_OK);
    assert_string_equal(text, "fine\n");
    free(text);
    test_watchdog(0, NULL);
}

/* Two links that point at each other: unreadable (not missing), kept aside as a damaged
 * file is, the link itself moved, and the next save lands beside it. */
static void a_loop_of_links_is_unreadable_and_kept_aside(void **state)
{
    TestScratch *sc = *state;
    char other[200], kept[300], err[512] = "", target[200];
    snprintf(other, sizeof other, "%s/other.txt", sc->dir);
    assert_int_equal(symlink(other, sc->path), 0);
    assert_int_equal(symlink(sc->path, other), 0);
    refused_at_once(sc->path, "its symbolic links go round in a loop");
    assert_true(file_keep_broken(sc->path, time(NULL), kept, sizeof kept, err, sizeof err));
    assert_false(exists(sc->path));
    struct stat st;
    assert_int_equal(lstat(kept, &st), 0);
    assert_true(S_ISLNK(st.st_mode));
    assert_true(file_replace(sc->path, "new\n", err, sizeof err));
    ssize_t n = readlink(kept, target, sizeof target - 1);
    assert_true(n > 0);
    target[n] = '\0';
    assert_string_equal(target, other);
}

/* A FIFO where the temp file goes: the write is refused at once (a plain open would wait
 * for a reader for ever), the FIFO is left alone and the old file stays. */
static void a_fifo_in_the_temp_files_place_blocks_no_write(void **state)
{
    TestScratch *sc = *state;
    char tmp[160], err[512] = "";
    test_write_bytes(sc->path, "old\n", 4);
    snprintf(tmp, sizeof tmp, "%s.tmp", sc->path);
    assert_int_equal(mkfifo(tmp, 0600), 0);
    test_watchdog(5, "a file read or write");
    double start = test_seconds_now();
    bool ok = file_replace(sc->path, "new\n", err, sizeof err);
    int cause = errno;
    test_watchdog(0, NULL);
    assert_false(ok);
    assert_true(test_seconds_now() - start < 1.0);
    assert_int_equal(cause, ENXIO);
    assert_err(err, tmp, ": cannot write: it is a named pipe (FIFO), not a file");
    struct stat st;
    assert_int_equal(lstat(tmp, &st), 0);
    assert_true(S_ISFIFO(st.st_mode));
    assert_disk_bytes(sc->path, "old\n", 4);
}

#else
/* What Windows has that is no file on a disk: a device (NUL, which answers any read with
 * nothing and takes any write) and a folder. Each is refused before anything is read, as a
 * FIFO or a device is on POSIX systems. */
static void what_is_no_file_on_a_disk_is_refused(void **state)
{
    TestScratch *sc = *state;
    char *text = (char *)"x", err[512] = "", path[200];
    assert_int_equal(file_read_text("NUL", &text, NULL, err, sizeof err), FILE_BROKEN);
    assert_null(text);
    assert_string_equal(err, "NUL: cannot read: it is a device, not a file");
    snprintf(path, sizeof path, "%s/folder.txt", sc->dir);
    assert_true(file_make_folder(path));
    unsigned char *data = (unsigned char *)"x";
    size_t len = 0;
    assert_int_equal(file_read_bytes(path, &data, &len, err, sizeof err), FILE_BROKEN);
    assert_null(data);
    char want[300];
    snprintf(want, sizeof want, "%s: cannot read: it is a folder, not a file", path);
    assert_string_equal(err, want);
}
#endif

/* ---- the files of the game ----------------------------------------------------------- */

static void an_autosave_with_a_nul_on_line_21_loads_nothing(void **state)
{
    TestScratch *sc = *state;
    Session s;
    session_init(&s, test_sheets());
    Setup setup = {.players = 2, .sheet = (uint8_t)test_side("sun"), .first = 0, .seed = 5};
    Refusal why;
    assert_true(session_new(&s, &setup, &why));
    for (int i = 0; i < 85 && !game_over(&s.game); i++) {
        Action legal[GAME_MAX_LEGAL];
        int n = game_legal(&s.game, s.sheets, legal);
        if (!(n > 0 && session_apply(&s, &legal[0], &why)) && !session_roll_random(&s, NULL, &why))
            fail_msg("no way on at step %d", i);
    }
    char err[512] = "";
    assert_true(save_file_write(&s, sc->path, err, sizeof err));
    size_t len = 0;
    char *bytes = disk_bytes(sc->path, &len);
    size_t at = 0;
    for (int line = 1; line < 21; at++)
        if (bytes[at] == '\n') line++;
    bytes[at] = '\0';    /* the first byte of line 21 */
    test_write_bytes(sc->path, bytes, len);

    Session back;
    session_init(&back, test_sheets());
    assert_false(save_file_read(&back, sc->path, err, sizeof err));
    assert_err(err, sc->path, ":21: " NUL_WHY);
    assert_false(back.started);
    assert_int_equal(back.count, 0);
    session_free(&back);
    session_free(&s);
    free(bytes);
}

/* settings.txt at path is refused, the message after its path being why (the file rule),
 * and what was read is the defaults. */
static void assert_settings_refused(const char *path, const char *why)
{
    Settings s;
    char err[512] = "";
    assert_int_equal(settings_file_load(&s, path, err, sizeof err), SETTINGS_BROKEN);
    assert_err(err, path, why);
    Settings d = settings_file_default();
    assert_true(settings_file_equal(&s, &d));
}

static void settings_with_a_nul_or_bad_bytes_are_the_defaults(void **state)
{
    TestScratch *sc = *state;
    static const char nul[] = "animation = fast\nsound = off\n\0bot_pace = 99999\n";
    test_write_bytes(sc->path, nul, sizeof nul - 1);
    assert_settings_refused(sc->path, ":3: " NUL_WHY);
    static const char bad[] = "animation = fast\n# caf\xE9 (Latin-1)\n";
    test_write_bytes(sc->path, bad, sizeof bad - 1);
    assert_settings_refused(sc->path, ":2: " UTF8_WHY);
}

/* stats.txt cut at a NUL used to read as fewer games, and the next game saved the cut
 * counts: now it is refused whole and stats_file_add_game leaves it byte for byte. */
static void stats_with_a_nul_are_refused_and_not_written_over(void **state)
{
    TestScratch *sc = *state;
    static const char text[] = "games = 40\nwon = 12\n\0easy_games = 30\n";
    test_write_bytes(sc->path, text, sizeof text - 1);
    Stats st;
    char err[512] = "";
    assert_int_equal(stats_file_load(&st, sc->path, err, sizeof err), STATS_BROKEN);
    assert_err(err, sc->path, ":3: " NUL_WHY);
    Stats empty = stats_file_empty();
    assert_true(stats_file_equal(&st, &empty));

    FinishedGame f = {.players = 2, .level = {RECORD_PERSON, 0}, .place = {1, 2}, .overlap = {3, -1}};
    assert_false(stats_file_add_game(sc->path, &f, NULL, err, sizeof err));
    assert_disk_bytes(sc->path, text, sizeof text - 1);
}

/* A sheet file with a NUL byte: the game's data is refused by file and line, not loaded as
 * the first part of the sheet. */
static void a_sheet_with_a_nul_is_refused_by_line(void **state)
{
    TestScratch *sc = *state;
    const char *data = getenv("RAJAS_DATA");
    assert_non_null(data);
    char path[600], from[1200];
    snprintf(path, sizeof path, "%s/sheets", sc->dir);
    assert_int_equal(test_mkdir(path), 0);
    const char *sides[] = {"sun", "moon"};
    for (int i = 0; i < 2; i++) {
        snprintf(from, sizeof from, "%s/sheets/%s.sheet", data, sides[i]);
        snprintf(path, sizeof path, "%s/sheets/%s.sheet", sc->dir, sides[i]);
        test_copy_file(from, path);
    }
    snprintf(path, sizeof path, "%s/sheets/sun.sheet", sc->dir);
    size_t len = 0;
    char *bytes = disk_bytes(path, &len);
    size_t at = 0;
    for (int line = 1; line < 5; at++)
        if (bytes[at] == '\n') line++;
    bytes[at] = '\0';   /* the first byte of line 5 */
    test_write_bytes(path, bytes, len);
    free(bytes);
    char saved[1024];
    snprintf(saved, sizeof saved, "%s", data);
    test_setenv("RAJAS_DATA", sc->dir);
    Sheets *sheets = malloc(sizeof *sheets);
    assert_non_null(sheets);
    char err[1024] = "", rest[160];
    bool loaded = data_load_sheets(sheets, err, sizeof err);
    test_setenv("RAJAS_DATA", saved);
    free(sheets);
    assert_false(loaded);
    snprintf(rest, sizeof rest, ":5: %s", NUL_WHY);
    assert_err(err, path, rest);
}

/* ---- writing ------------------------------------------------------------------------- */

static void a_write_replaces_the_file_and_leaves_no_temp(void **state)
{
    TestScratch *sc = *state;
    char err[512] = "", tmp[160];
    snprintf(tmp, sizeof tmp, "%s.tmp", sc->path);
    test_write_bytes(tmp, "left by a killed program", 24);
    assert_true(file_replace(sc->path, "new\n", err, sizeof err));
    assert_false(exists(tmp));
    assert_disk_bytes(sc->path, "new\n", 4);
}

/* A folder that cannot be made (its parent is a file: this holds for root too). POSIX says
 * a file is no folder (ENOTDIR); Windows says there is no such path (ENOENT). */
#ifdef _WIN32
#define UNDER_A_FILE ENOENT
#else
#define UNDER_A_FILE ENOTDIR
#endif
static void a_write_into_a_missing_folder_fails_cleanly(void **state)
{
    TestScratch *sc = *state;
    test_write_bytes(sc->path, "old\n", 4);
    char inside[200], err[512] = "", rest[300];
    snprintf(inside, sizeof inside, "%s/settings.txt", sc->path);
    assert_false(file_replace(inside, "new\n", err, sizeof err));
    assert_int_equal(errno, UNDER_A_FILE);   /* the cause, for the caller's own words */
    snprintf(rest, sizeof rest, "/settings.txt.tmp: cannot write: %s", strerror(UNDER_A_FILE));
    assert_err(err, sc->path, rest);
    Settings s = settings_file_default();
    assert_false(settings_file_save(&s, inside, err, sizeof err));
    assert_err(err, sc->path, rest);
}

#ifndef _WIN32
/* A read-only folder, where permissions hold (not for root, who writes anyway; the
 * folder-under-a-file case above stands for it then). */
static void a_write_into_a_read_only_folder_fails_cleanly(void **state)
{
    TestScratch *sc = *state;
    if (geteuid() == 0) skip();
    test_write_bytes(sc->path, "old\n", 4);
    assert_int_equal(chmod(sc->dir, 0555), 0);
    char err[512] = "", rest[300];
    bool ok = file_replace(sc->path, "new\n", err, sizeof err);
    assert_int_equal(chmod(sc->dir, 0755), 0);
    assert_false(ok);
    snprintf(rest, sizeof rest, ".tmp: cannot write: %s", strerror(EACCES));
    assert_err(err, sc->path, rest);
}

/* A full disk, as the write sees it: the file size limit makes write() fail part way (as
 * ENOSPC would), for root too. The old file stays and the temp file goes. */
static void a_write_that_runs_out_of_room_keeps_the_old_file(void **state)
{
    TestScratch *sc = *state;
    test_write_bytes(sc->path, "old settings\n", 13);
    char big[8192], err[512] = "", tmp[160];
    memset(big, 'x', sizeof big - 1);
    big[sizeof big - 1] = '\0';
    struct rlimit before, small = {.rlim_cur = 1000, .rlim_max = 0};
    assert_int_equal(getrlimit(RLIMIT_FSIZE, &before), 0);
    small.rlim_max = before.rlim_max;
    void (*old_handler)(int) = signal(SIGXFSZ, SIG_IGN);
    assert_int_equal(setrlimit(RLIMIT_FSIZE, &small), 0);
    bool ok = file_replace(sc->path, big, err, sizeof err);
    int cause = errno;
    assert_int_equal(setrlimit(RLIMIT_FSIZE, &before), 0);
    signal(SIGXFSZ, old_handler);
    assert_false(ok);
    assert_int_equal(cause, EFBIG);
    snprintf(tmp, sizeof tmp, "%s.tmp: cannot write: %s", sc->path, strerror(EFBIG));
    assert_string_equal(err, tmp);
    snprintf(tmp, sizeof tmp, "%s.tmp", sc->path);
    assert_false(exists(tmp));
    assert_disk_bytes(sc->path, "old settings\n", 13);
}
#endif

/* ---- keeping a damaged file ---------------------------------------------------------- */

static void a_broken_file_is_kept_and_survives_the_next_save(void **state)
{
    TestScratch *sc = *state;
    static const char damaged[] = "games = 4\n\0";
    test_write_bytes(sc->path, damaged, sizeof damaged - 1);
    time_t when = 1795000000;   /* a fixed moment; the name is in local time */
    struct tm tm;
    char stamp[32], want[200], kept[200], err[512] = "";
    localtime_r(&when, &tm);
    strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
    assert_true(file_keep_broken(sc->path, when, kept, sizeof kept, err, sizeof err));
    snprintf(want, sizeof want, "%s.broken-%s", sc->path, stamp);
    assert_string_equal(kept, want);
    assert_false(exists(sc->path));
    assert_true(file_replace(sc->path, "games = 0\n", err, sizeof err));
    assert_disk_bytes(kept, damaged, sizeof damaged - 1);

    /* A second damaged file in the same second gets its own name. */
    test_write_bytes(sc->path, damaged, sizeof damaged - 1);
    assert_true(file_keep_broken(sc->path, when, kept, sizeof kept, err, sizeof err));
    snprintf(want, sizeof want, "%s.broken-%s-2", sc->path, stamp);
    assert_string_equal(kept, want);
    assert_false(file_keep_broken(sc->path, when, kept, sizeof kept, err, sizeof err));
}

static void temp_files_left_by_a_kill_are_swept(void **state)
{
    TestScratch *sc = *state;
    char path[200];
    snprintf(path, sizeof path, "%s/autosave.txt.tmp", sc->dir);
    test_write_bytes(path, "half", 4);
    snprintf(path, sizeof path, "%s/autosave.txt", sc->dir);
    test_write_bytes(path, "whole", 5);
    snprintf(path, sizeof path, "%s/folder.tmp", sc->dir);
    assert_int_equal(test_mkdir(path), 0);
    assert_int_equal(file_sweep_temps(sc->dir), 1);
    snprintf(path, sizeof path, "%s/autosave.txt.tmp", sc->dir);
    assert_false(exists(path));
    snprintf(path, sizeof path, "%s/autosave.txt", sc->dir);
    assert_true(exists(path));
    assert_int_equal(file_sweep_temps("/nonexistent/rajas"), 0);
}

/* ---- names and folders, and paths beyond ASCII --------------------------------------- */

typedef struct {
    char name[8][64];
    int n, stop_after;
} Listed;

static bool list_one(const char *name, void *ctx)
{
    Listed *l = ctx;
    if (l->n < 8) snprintf(l->name[l->n], sizeof l->name[0], "%s", name);
    l->n++;
    return l->stop_after == 0 || l->n < l->stop_after;
}

static bool listed(const Listed *l, const char *name)
{
    for (int i = 0; i < l->n && i < 8; i++)
        if (strcmp(l->name[i], name) == 0) return true;
    return false;
}

/* A player's folder may be named in any language: the paths are UTF-8 throughout, and
 * every call of the rule takes them, reading and writing, keeping aside, listing and
 * sweeping (on Windows they become UTF-16 at the system's calls). */
static void every_call_takes_a_folder_named_beyond_ascii(void **state)
{
    TestScratch *sc = *state;
    char dir[256], path[320], made[320], kept[400], err[512];
    snprintf(dir, sizeof dir, "%s/Spieler \xc3\x84rger-\xe0\xa4\x97\xe0\xa4\x82\xe0\xa4\x97\xe0\xa4\xbe", sc->dir);
    assert_false(file_exists(dir));
    assert_true(file_make_folder(dir));
    assert_true(file_make_folder(dir));   /* there already: fine */
    assert_true(file_is_folder(dir));
    snprintf(path, sizeof path, "%s/r\xc3\xa4tsel.txt", dir);
    assert_true(file_replace(path, "eins\n", err, sizeof err));
    assert_true(file_replace(path, "zwei \xe2\x82\xb9\n", err, sizeof err));
    char *text = NULL;
    size_t len = 0;
    assert_int_equal(file_read_text(path, &text, &len, err, sizeof err), FILE_OK);
    assert_string_equal(text, "zwei \xe2\x82\xb9\n");
    assert_int_equal(len, 9);
    free(text);
    snprintf(made, sizeof made, "%s/bild-\xc3\xb8.png", dir);
    assert_true(file_create(made, "PNG", 3, err, sizeof err));
    assert_false(file_create(made, "PNG", 3, err, sizeof err));
    assert_int_equal(errno, EEXIST);
    assert_true(file_keep_broken(made, 0, kept, sizeof kept, err, sizeof err));
    assert_false(file_exists(made));
    assert_true(file_exists(kept));
    snprintf(made, sizeof made, "%s/\xc3\xa9t\xc3\xa9.tmp", dir);
    test_write_bytes(made, "half", 4);
    Listed l = {0};
    assert_true(file_list(dir, list_one, &l));
    assert_int_equal(l.n, 3);
    assert_true(listed(&l, "r\xc3\xa4tsel.txt"));
    assert_true(listed(&l, "\xc3\xa9t\xc3\xa9.tmp"));
    assert_true(listed(&l, kept + strlen(dir) + 1));
    assert_int_equal(file_sweep_temps(dir), 1);
    assert_false(file_exists(made));
    assert_true(file_remove(path));
    assert_false(file_exists(path));
    assert_false(file_remove(path));
    assert_int_equal(errno, ENOENT);
}

static void a_listing_names_every_entry_once_and_stops_when_asked(void **state)
{
    TestScratch *sc = *state;
    char path[160];
    const char *names[] = {"a.txt", "b.rajas", ".hidden"};
    for (int i = 0; i < 3; i++) {
        snprintf(path, sizeof path, "%s/%s", sc->dir, names[i]);
        test_write_bytes(path, "x", 1);
    }
    snprintf(path, sizeof path, "%s/folder", sc->dir);
    assert_true(file_make_folder(path));
    Listed l = {0};
    assert_true(file_list(sc->dir, list_one, &l));
    assert_int_equal(l.n, 4);   /* never "." or ".." */
    for (int i = 0; i < 3; i++) assert_true(listed(&l, names[i]));
    assert_true(listed(&l, "folder"));
    Listed two = {.stop_after = 2};
    assert_true(file_list(sc->dir, list_one, &two));
    assert_int_equal(two.n, 2);
    Listed none = {0};
    snprintf(path, sizeof path, "%s/missing", sc->dir);
    assert_false(file_list(path, list_one, &none));
    assert_int_equal(none.n, 0);
}

static void a_folder_is_not_made_where_a_file_is(void **state)
{
    TestScratch *sc = *state;
    test_write_bytes(sc->path, "x", 1);
    errno = 0;
    assert_false(file_make_folder(sc->path));
    assert_int_equal(errno, ENOTDIR);
    assert_false(file_is_folder(sc->path));
    char below[160];
    snprintf(below, sizeof below, "%s/no/such", sc->dir);
    assert_false(file_make_folder(below));
    assert_int_equal(errno, ENOENT);
}

/* The game finds its data beside its program: the folder named is the one this test
 * program is in. */
static void the_program_folder_holds_the_program(void **state)
{
    (void)state;
    char dir[4096], self[4200];
    assert_true(file_program_folder(dir, sizeof dir));
    assert_true(file_is_folder(dir));
    assert_int_not_equal(dir[strlen(dir) - 1], '/');
#ifdef _WIN32
    snprintf(self, sizeof self, "%s/test_file_rule.exe", dir);
#else
    snprintf(self, sizeof self, "%s/test_file_rule", dir);
#endif
    assert_true(file_exists(self));
    char tiny[4];
    assert_false(file_program_folder(tiny, sizeof tiny));
}

int main(void)
{
#define SCRATCH(t) cmocka_unit_test_setup_teardown(t, test_scratch_setup, test_scratch_teardown)
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_damaged_byte_is_found_on_its_line),
        SCRATCH(a_text_file_is_read_whole_or_not_at_all),
        SCRATCH(an_over_size_file_is_refused),
#ifdef _WIN32
        SCRATCH(what_is_no_file_on_a_disk_is_refused),
#else
        SCRATCH(what_is_no_regular_file_is_refused_without_blocking),
        SCRATCH(a_loop_of_links_is_unreadable_and_kept_aside),
        SCRATCH(a_fifo_in_the_temp_files_place_blocks_no_write),
#endif
        SCRATCH(an_autosave_with_a_nul_on_line_21_loads_nothing),
        SCRATCH(settings_with_a_nul_or_bad_bytes_are_the_defaults),
        SCRATCH(stats_with_a_nul_are_refused_and_not_written_over),
        SCRATCH(a_sheet_with_a_nul_is_refused_by_line),
        SCRATCH(a_write_replaces_the_file_and_leaves_no_temp),
        SCRATCH(a_write_into_a_missing_folder_fails_cleanly),
#ifndef _WIN32
        SCRATCH(a_write_into_a_read_only_folder_fails_cleanly),
        SCRATCH(a_write_that_runs_out_of_room_keeps_the_old_file),
#endif
        SCRATCH(a_broken_file_is_kept_and_survives_the_next_save),
        SCRATCH(temp_files_left_by_a_kill_are_swept),
        SCRATCH(every_call_takes_a_folder_named_beyond_ascii),
        SCRATCH(a_listing_names_every_entry_once_and_stops_when_asked),
        SCRATCH(a_folder_is_not_made_where_a_file_is),
        cmocka_unit_test(the_program_folder_holds_the_program),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
