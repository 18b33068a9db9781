/* test_scene_i18n.c — the scene layer's translations (i18n.c, terms.c, po/): the compiled
 * catalogues give the exact German and Dutch text, plural forms and the English fallback
 * work, the language follows the environment as gettext reads it, a damaged catalogue is
 * refused with the previous language kept, po/ translates every string the sources mark
 * (and every refusal the engine can give), and the table writes its words in the language
 * loaded, again after a switch. RAJAS_DATA is the build tree's assets folder, where the
 * build compiles po/<lang>.po to locale/<lang>/LC_MESSAGES/rajas.mo. */
#define _POSIX_C_SOURCE 200809L   /* setenv, mkdtemp, popen, strdup */
#include "support.h"
#include "language.h"
#include "canvas.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <SDL.h>

#include "end.h"
#include "end_words.h"
#include "format_check.h"
#include "file_rule.h"
#include "i18n.h"
#include "table.h"
#include "table_frame.h"
#include "table_steps.h"
#include "table_test.h"
#include "table_words.h"
#include "terms.h"

#ifndef RAJAS_SOURCE_DIR
#error "RAJAS_SOURCE_DIR: the top-level CMakeLists.txt defines it for this test"
#endif

static const char *data_dir(void)
{
    const char *d = getenv("RAJAS_DATA");
    if (!d) fail_msg("RAJAS_DATA is not set (ctest sets it)");
    return d;
}

/* The language this file's tests write in, and load into: made for the group of tests and
 * freed after it (main's fixtures). */
static Lang *words;

static int words_made(void **state)
{
    (void)state;
    words = lang_new();
    return words ? 0 : -1;
}

static int words_freed(void **state)
{
    (void)state;
    lang_free(words);
    words = NULL;
    return 0;
}

static void load(const char *code)
{
    char err[1600];
    if (!lang_load(words, data_dir(), code, err, sizeof err)) fail_msg("lang_load %s: %s", code, err);
    assert_string_equal(lang_code(words), code);
}

static int back_to_english(void **state)
{
    (void)state;
    load("en");
    return 0;
}

/* ---- the compiled catalogues ------------------------------------------------------ */

/* lang_free frees a Lang with the catalogue in use and those replaced before it (German,
 * then Dutch); a new Lang speaks English and loads a catalogue again. Under the sanitizer
 * build a block it forgot would be reported as a leak at exit. */
static void test_lang_free_frees_every_catalogue_and_a_new_lang_speaks_english(void **state)
{
    (void)state;
    char err[1600];
    Lang *l = lang_new();
    assert_non_null(l);
    assert_true(lang_load(l, data_dir(), "de", err, sizeof err));
    assert_true(lang_load(l, data_dir(), "nl", err, sizeof err));
    assert_string_equal(lang_tr(l, "Confirm"), "Bevestigen");
    lang_free(l);
    l = lang_new();
    assert_non_null(l);
    assert_string_equal(lang_code(l), "en");
    assert_string_equal(lang_tr(l, "Confirm"), "Confirm");
    assert_true(lang_load(l, data_dir(), "de", err, sizeof err));
    assert_string_equal(lang_tr(l, "Confirm"), "Bestätigen");
    lang_free(l);
}

static void test_catalogues_give_the_german_and_dutch_text(void **state)
{
    (void)state;
    const Lang *lang = words;
    load("de");
    assert_string_equal(tr("Confirm"), "Bestätigen");
    assert_string_equal(tr("Leave this game?"), "Diese Partie verlassen?");
    assert_string_equal(tr("Great Mogul"), "Großmogul");
    assert_string_equal(tr("no bonus on this border edge"), "an diesem Rand gibt es keinen Bonus");
    assert_string_equal(term_good(words, GOOD_SPICE), "Gewürze");
    assert_string_equal(term_die(words, FACE_CURVE), "die grüne Kurve");
    assert_string_equal(term_die_title(words, FACE_FISH), "Der blaue Fisch");
    load("nl");
    assert_string_equal(tr("Confirm"), "Bevestigen");
    assert_string_equal(tr("Leave this game?"), "Dit spel verlaten?");
    assert_string_equal(tr("Great Mogul"), "Grootmogol");
    assert_string_equal(term_person(words, PERSON_BUILDER), "Bouwmeester");
    assert_string_equal(term_side(words, "sun", false), "zon");
    load("en");
    assert_string_equal(tr("Confirm"), "Confirm");
    assert_string_equal(term_person(words, PERSON_BUILDER), "Master Builder");
}

static void test_plural_forms_follow_n_not_one(void **state)
{
    (void)state;
    const Lang *lang = words;
    load("de");
    assert_string_equal(trn("%d good", "%d goods", 1), "%d Ware");
    assert_string_equal(trn("%d good", "%d goods", 2), "%d Waren");
    assert_string_equal(trn("%d good", "%d goods", 0), "%d Waren");
    assert_string_equal(trn("%d fame", "%d fame", 1), "%d Ruhmespunkt");
    assert_string_equal(trn("%d fame", "%d fame", 5), "%d Ruhmespunkte");
    load("nl");
    assert_string_equal(trn("%d good", "%d goods", 1), "%d goed");
    assert_string_equal(trn("%d good", "%d goods", 3), "%d goederen");
    /* An entry with no translation: the English singular or plural. */
    assert_string_equal(trn("%d apple", "%d apples", 1), "%d apple");
    assert_string_equal(trn("%d apple", "%d apples", 7), "%d apples");
    load("en");
    assert_string_equal(trn("%d good", "%d goods", 1), "%d good");
    assert_string_equal(trn("%d good", "%d goods", -1), "%d goods");
}

static void test_unknown_strings_fall_back_to_the_msgid(void **state)
{
    (void)state;
    const Lang *lang = words;
    static const char *const unknown = "A sentence no catalogue has.";
    load("de");
    assert_ptr_equal(tr(unknown), unknown);
    /* The catalogue's header is stored under the empty msgid; it is not a translation. */
    static const char *const empty = "";
    assert_ptr_equal(tr(empty), empty);
    assert_string_equal(tr("zzz after every msgid"), "zzz after every msgid");
    assert_string_equal(tr("!!! before every msgid"), "!!! before every msgid");
}

/* ---- the language from the environment ------------------------------------------- */

typedef struct {
    const char *language, *lc_all, *lc_messages, *lang;   /* NULL: unset */
    const char *want;
} EnvCase;

static void set_or_unset(const char *name, const char *value)
{
    if (value) setenv(name, value, 1);
    else unsetenv(name);
}

static void test_pick_reads_the_environment_like_gettext(void **state)
{
    (void)state;
    static const EnvCase cases[] = {
        {NULL, NULL, NULL, NULL, "en"},
        {NULL, NULL, NULL, "de_DE.UTF-8", "de"},
        {NULL, NULL, NULL, "nl_BE", "nl"},
        {NULL, NULL, NULL, "nl_NL.UTF-8@euro", "nl"},
        {NULL, NULL, NULL, "de", "de"},
        {NULL, NULL, NULL, "en_GB.UTF-8", "en"},
        {NULL, NULL, NULL, "fr_FR.UTF-8", "en"},
        {NULL, NULL, NULL, "C", "en"},
        {NULL, NULL, NULL, "POSIX", "en"},
        {NULL, NULL, NULL, "deu", "en"},
        {NULL, "nl_NL.UTF-8", NULL, "de_DE.UTF-8", "nl"},          /* LC_ALL first */
        {NULL, NULL, "de_AT.UTF-8", "nl_NL.UTF-8", "de"},          /* then LC_MESSAGES */
        {NULL, "", "", "de_CH", "de"},                             /* empty counts as unset */
        {"nl:de", NULL, NULL, "en_US.UTF-8", "nl"},                /* LANGUAGE before the locale */
        {"fr:de", NULL, NULL, "en_US.UTF-8", "de"},                /* its first one we know */
        {"fr:it", NULL, NULL, "de_DE.UTF-8", "de"},                /* none: the locale */
        {"en:de", NULL, NULL, "de_DE.UTF-8", "en"},
        {"de", NULL, NULL, "C", "en"},                             /* C ignores LANGUAGE */
        {"de", NULL, NULL, "C.UTF-8", "en"},
        {"de", NULL, NULL, NULL, "en"},
        {"", NULL, NULL, "nl_NL", "nl"},
    };
    static const char *const names[] = {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"};
    char *saved[4];
    for (int i = 0; i < 4; i++) {
        const char *v = getenv(names[i]);
        saved[i] = v ? strdup(v) : NULL;
    }
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const EnvCase *c = &cases[i];
        set_or_unset("LANGUAGE", c->language);
        set_or_unset("LC_ALL", c->lc_all);
        set_or_unset("LC_MESSAGES", c->lc_messages);
        set_or_unset("LANG", c->lang);
        const char *got = i18n_pick("auto");
        if (strcmp(got, c->want) != 0)
            fail_msg("case %zu (LANGUAGE=%s LC_ALL=%s LC_MESSAGES=%s LANG=%s): %s, want %s", i,
                     c->language ? c->language : "-", c->lc_all ? c->lc_all : "-",
                     c->lc_messages ? c->lc_messages : "-", c->lang ? c->lang : "-", got, c->want);
        assert_string_equal(i18n_pick(NULL), got);
        assert_string_equal(i18n_pick(""), got);
    }
    /* A choice other than "auto" is taken as it is, whatever the environment says. */
    setenv("LANG", "de_DE.UTF-8", 1);
    assert_string_equal(i18n_pick("nl"), "nl");
    assert_string_equal(i18n_pick("en"), "en");
    assert_string_equal(i18n_pick("de_AT"), "de");
    assert_string_equal(i18n_pick("klingon"), "en");
    for (int i = 0; i < 4; i++) {
        set_or_unset(names[i], saved[i]);
        free(saved[i]);
    }
}

/* ---- damaged catalogues ------------------------------------------------------------ */

static unsigned char *read_whole(const char *path, size_t *size)
{
    FILE *f = fopen(path, "rb");
    if (!f) fail_msg("cannot open %s", path);
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    unsigned char *buf = malloc((size_t)n);
    assert_non_null(buf);
    assert_int_equal(fread(buf, 1, (size_t)n, f), (size_t)n);
    fclose(f);
    *size = (size_t)n;
    return buf;
}

static uint32_t get32(const unsigned char *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static void put32(unsigned char *p, uint32_t v)
{
    for (int i = 0; i < 4; i++) p[i] = (unsigned char)(v >> (8 * i));
}

static void swap32(unsigned char *p)
{
    unsigned char t = p[0];
    p[0] = p[3];
    p[3] = t;
    t = p[1];
    p[1] = p[2];
    p[2] = t;
}

/* A scratch data folder whose Dutch catalogue is the given bytes. */
static void write_dutch(const char *dir, const unsigned char *bytes, size_t n, char *path, size_t cap)
{
    char cmd[1200];
    snprintf(cmd, sizeof cmd, "mkdir -p '%s/locale/nl/LC_MESSAGES'", dir);
    assert_int_equal(system(cmd), 0);
    snprintf(path, cap, "%s/locale/nl/LC_MESSAGES/rajas.mo", dir);
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(bytes, 1, n, f), n);
    fclose(f);
}

/* Loading the damaged Dutch catalogue fails, names the file and what is wrong, and German
 * stays in use. */
static void expect_refused(const char *dir, const unsigned char *bytes, size_t n, const char *why)
{
    const Lang *lang = words;
    char path[1200], err[1600];
    write_dutch(dir, bytes, n, path, sizeof path);
    assert_false(lang_load(words, dir, "nl", err, sizeof err));
    if (!strstr(err, path) || !strstr(err, why)) fail_msg("message \"%s\" lacks \"%s\" or \"%s\"", err, path, why);
    assert_string_equal(lang_code(words), "de");
    assert_string_equal(tr("Confirm"), "Bestätigen");
}

/* lang_load_bytes takes a catalogue already in memory (the fuzz harness's way in): the
 * German file's bytes give the German text, as lang_load gives it; the same bytes cut short
 * are refused with the name given and the language in use stays. */
static void test_catalogue_bytes_load_as_the_file_does(void **state)
{
    (void)state;
    const Lang *lang = words;
    char real[1200], err[1600];
    snprintf(real, sizeof real, "%s/locale/de/LC_MESSAGES/rajas.mo", data_dir());
    size_t n;
    unsigned char *bytes = read_whole(real, &n);
    load("en");
    assert_true(lang_load_bytes(words, "memory/rajas.mo", "de", bytes, n, err, sizeof err));
    assert_string_equal(lang_code(words), "de");
    assert_string_equal(tr("Confirm"), "Bestätigen");
    assert_false(lang_load_bytes(words, "memory/short.mo", "nl", bytes, n / 2, err, sizeof err));
    if (!strstr(err, "memory/short.mo") || !strstr(err, "outside the file")) fail_msg("message \"%s\"", err);
    assert_string_equal(lang_code(words), "de");
    assert_false(lang_load_bytes(words, "memory/rajas.mo", "fr", bytes, n, err, sizeof err));
    assert_string_equal(lang_code(words), "de");
    free(bytes);
}

/* ---- translated formats (format_check.h) ------------------------------------------ */

static void test_a_translation_must_take_the_values_of_its_english_format(void **state)
{
    (void)state;
    assert_true(format_compatible("The game cannot start: %s", "Das Spiel kann nicht beginnen: %s"));
    assert_true(format_compatible("%d of %d", "%d von %d"));
    assert_true(format_compatible("%s: %.1f s, %zu moves, 100%%", "%s: %.3f s, %zu Züge, 100 %%"));
    assert_true(format_compatible("%s has %d", "%2$d bei %1$s"));   /* reordered by position */
    assert_true(format_compatible("No values", "Keine Werte"));
    /* not a format at all: never given to printf, any translation will do */
    assert_true(format_compatible("Volume: 50%", "Lautstärke: 50 %s"));
    /* an extra, a missing or another kind of value; a %n; positions and order mixed */
    assert_false(format_compatible("Saved: %s", "Gespeichert: %s %s"));
    assert_false(format_compatible("Saved: %s", "Gespeichert"));
    assert_false(format_compatible("%d goods", "%s Waren"));
    assert_false(format_compatible("%d goods", "%ld Waren"));
    assert_false(format_compatible("%s and %d", "%d und %s"));
    assert_false(format_compatible("No values", "Keine %s"));
    assert_false(format_compatible("%d", "%d%n"));
    assert_false(format_compatible("%s has %d", "%2$d bei %s"));
    assert_false(format_compatible("%s has %d", "%2$d bei"));   /* a gap: %1$ never named */
    assert_false(format_compatible("Width %d", "Breite %*d"));  /* the * takes an int too */
    assert_false(format_compatible("100%%", "100 %"));          /* a lone % at the end */
}

static void test_the_shipped_catalogues_drop_no_translation(void **state)
{
    (void)state;
    load("de");
    assert_int_equal(lang_dropped(words), 0);
    load("nl");
    assert_int_equal(lang_dropped(words), 0);
}

/* A new scratch folder (test_scratch_make: its path into dir, cap bytes) with po text run
 * through msgfmt (without --check-format, as a careless translator might) into
 * <dir>/locale/de/LC_MESSAGES/rajas.mo. */
static void write_german_po(char *dir, size_t cap, const char *po)
{
    test_scratch_make(dir, cap, "i18n");
    char cmd[1200], path[1100];
    snprintf(path, sizeof path, "%s/de.po", dir);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs(po, f);
    fclose(f);
    snprintf(cmd, sizeof cmd, "mkdir -p '%s/locale/de/LC_MESSAGES' && msgfmt -o '%s/locale/de/LC_MESSAGES/rajas.mo' '%s'",
             dir, dir, path);
    assert_int_equal(system(cmd), 0);
}

/* What lang_load writes to stderr, caught in a file. */
static bool load_catching_stderr(const char *dir, const char *lang, char *log, size_t cap)
{
    char path[1100], err[1600];
    snprintf(path, sizeof path, "%s/stderr.txt", dir);
    fflush(stderr);
    int saved = dup(2);
    FILE *f = fopen(path, "w+");
    assert_non_null(f);
    dup2(fileno(f), 2);
    bool ok = lang_load(words, dir, lang, err, sizeof err);
    fflush(stderr);
    dup2(saved, 2);
    close(saved);
    rewind(f);
    size_t n = fread(log, 1, cap - 1, f);
    log[n] = '\0';
    fclose(f);
    return ok;
}

/* Found by fuzz_mo: the plural a catalogue gives is data too. A plural "%) goods" (no
 * format at all) or "%s points" (another value than the program's "%d points") let forms
 * taking a string pass the load check; tr() and trn() hold each answer to the program's own
 * English strings and give those instead. */
static void test_a_plural_from_the_file_licenses_no_other_values(void **state)
{
    (void)state;
    const Lang *lang = words;
    char dir[64];
    write_german_po(dir, sizeof dir, "msgid \"\"\nmsgstr \"Content-Type: text/plain; charset=UTF-8\\n\"\n\n"
                         "msgid \"%d good\"\nmsgid_plural \"%) goods\"\n"
                         "msgstr[0] \"%d Ware\"\nmsgstr[1] \"%s Waren\"\n\n"
                         "msgid \"%d point\"\nmsgid_plural \"%s points\"\n"
                         "msgstr[0] \"%s Punkt\"\nmsgstr[1] \"%s Punkte\"\n");
    char log[2048];
    assert_true(load_catching_stderr(dir, "de", log, sizeof log));
    assert_string_equal(trn("%d good", "%d goods", 1), "%d Ware");
    assert_string_equal(trn("%d good", "%d goods", 2), "%d goods");
    assert_string_equal(trn("%d point", "%d points", 1), "%d point");
    assert_string_equal(trn("%d point", "%d points", 2), "%d points");
    assert_string_equal(tr("%d point"), "%d point");
    test_scratch_remove(dir);
}

static void test_a_translation_with_an_extra_conversion_is_dropped_with_one_line(void **state)
{
    (void)state;
    const Lang *lang = words;
    char dir[64];
    /* The crash of issue 10: the resume message's translation asks for a second %s. */
    write_german_po(dir, sizeof dir, "msgid \"\"\nmsgstr \"Content-Type: text/plain; charset=UTF-8\\n\"\n\n"
                         "#, c-format\nmsgid \"The saved game could not be read: %s\"\n"
                         "msgstr \"Die Partie %s konnte nicht gelesen werden: %s\"\n\n"
                         "msgid \"Confirm\"\nmsgstr \"Bestätigen\"\n\n"
                         "#, c-format\nmsgid \"%d good\"\nmsgid_plural \"%d goods\"\n"
                         "msgstr[0] \"%d Ware\"\nmsgstr[1] \"%s Waren\"\n");
    char log[2048];
    assert_true(load_catching_stderr(dir, "de", log, sizeof log));
    assert_int_equal(lang_dropped(words), 2);
    assert_string_equal(tr("The saved game could not be read: %s"), "The saved game could not be read: %s");
    assert_string_equal(trn("%d good", "%d goods", 2), "%d goods");
    assert_string_equal(tr("Confirm"), "Bestätigen");
    char text[200];
    snprintf(text, sizeof text, tr("The saved game could not be read: %s"), "autosave.txt:3: bad line");
    assert_string_equal(text, "The saved game could not be read: autosave.txt:3: bad line");
    /* one line for each dropped translation, naming the file and the English text */
    char want[1400];
    snprintf(want, sizeof want,
             "rajas: %s/locale/de/LC_MESSAGES/rajas.mo: the translation of \"%%d good\" does not take the values "
             "the English text takes (its %%s, %%d, ...); the English text is used\n"
             "rajas: %s/locale/de/LC_MESSAGES/rajas.mo: the translation of \"The saved game could not be read: "
             "%%s\" does not take the values the English text takes (its %%s, %%d, ...); the English text is used\n",
             dir, dir);
    assert_string_equal(log, want);
    test_scratch_remove(dir);
}

static void test_damaged_catalogue_is_refused_and_the_language_kept(void **state)
{
    (void)state;
    const Lang *lang = words;
    char real[1200];
    snprintf(real, sizeof real, "%s/locale/nl/LC_MESSAGES/rajas.mo", data_dir());
    size_t n;
    unsigned char *good = read_whole(real, &n);
    unsigned char *bad = malloc(n);
    assert_non_null(bad);
    char dir[64];
    test_scratch_make(dir, sizeof dir, "i18n");
    load("de");

    expect_refused(dir, good, 0, "too short");
    expect_refused(dir, good, 20, "too short");
    memcpy(bad, good, n);
    put32(bad, 0x12345678u);
    expect_refused(dir, bad, n, "bad magic");
    /* Cut in the middle of the strings: some string now runs past the end. */
    expect_refused(dir, good, n / 2, "outside the file");
    /* A msgid table that starts beyond the file. */
    memcpy(bad, good, n);
    put32(bad + 12, (uint32_t)n + 64);
    expect_refused(dir, bad, n, "past the end");
    /* A count so large that the tables cannot hold it. */
    memcpy(bad, good, n);
    put32(bad + 8, 0x40000000u);
    expect_refused(dir, bad, n, "past the end");
    /* One translation's offset pointing far outside. */
    memcpy(bad, good, n);
    put32(bad + get32(bad + 16) + 4, 0xfffffff0u);
    expect_refused(dir, bad, n, "outside the file");
    /* One translation's length reaching past its NUL. */
    memcpy(bad, good, n);
    uint32_t first = get32(bad + 16);
    put32(bad + first, get32(bad + first) + 1);
    expect_refused(dir, bad, n, "not terminated");
    /* Two msgids in the wrong order. */
    memcpy(bad, good, n);
    uint32_t orig = get32(bad + 12);
    unsigned char row[8];
    memcpy(row, bad + orig + 8, 8);
    memcpy(bad + orig + 8, bad + orig + 16, 8);
    memcpy(bad + orig + 16, row, 8);
    expect_refused(dir, bad, n, "not sorted");

    /* A catalogue over the file rule's limit (file_rule.h) is not read at all. */
    unsigned char *big = calloc(FILE_RULE_MAX + 1, 1);
    assert_non_null(big);
    memcpy(big, good, n);
    expect_refused(dir, big, FILE_RULE_MAX + 1, "the file is larger than 1024 KiB");
    free(big);

    /* No such file: refused the same way. */
    char err[1600];
    assert_false(lang_load(words, "/nonexistent-rajas-data", "nl", err, sizeof err));
    assert_non_null(strstr(err, "/nonexistent-rajas-data/locale/nl/LC_MESSAGES/rajas.mo"));
    assert_false(lang_load(words, data_dir(), "fr", err, sizeof err));
    assert_string_equal(lang_code(words), "de");

    /* The same catalogue written on a big-endian machine loads and reads alike. */
    memcpy(bad, good, n);
    uint32_t count = get32(good + 8), trans = get32(good + 16), hash_size = get32(good + 20),
             hash_at = get32(good + 24);
    for (uint32_t i = 0; i < count * 2; i++) {
        swap32(bad + orig + 4 * i);
        swap32(bad + trans + 4 * i);
    }
    for (uint32_t i = 0; i < hash_size; i++) swap32(bad + hash_at + 4 * i);
    for (int i = 0; i < 7; i++) swap32(bad + 4 * i);
    char path[1200];
    write_dutch(dir, bad, n, path, sizeof path);
    if (!lang_load(words, dir, "nl", err, sizeof err)) fail_msg("big-endian catalogue: %s", err);
    assert_string_equal(tr("Confirm"), "Bevestigen");
    assert_string_equal(trn("%d good", "%d goods", 3), "%d goederen");

    test_scratch_remove(dir);
    free(bad);
    free(good);
}

/* ---- po/ against the sources ------------------------------------------------------- */

typedef struct {
    char *msgid, *plural;
    char *msgstr[2];
    bool fuzzy;
} PoEntry;

typedef struct {
    PoEntry *e;
    int n, cap;
} Po;

/* The text of a quoted PO string at p (escapes undone), appended to *to. */
static void po_append(char **to, const char *p)
{
    const char *q = strchr(p, '"');
    assert_non_null(q);
    size_t old = *to ? strlen(*to) : 0;
    char *s = realloc(*to, old + strlen(q) + 1);
    assert_non_null(s);
    *to = s;
    char *o = s + old;
    for (q++; *q && *q != '"'; q++) {
        if (*q == '\\' && q[1]) {
            q++;
            *o++ = *q == 'n' ? '\n' : *q == 't' ? '\t' : *q;
        } else {
            *o++ = *q;
        }
    }
    *o = 0;
}

/* A PO or POT file as entries (the header, msgid "", included). */
static void po_read(Po *po, const char *path, char *text)
{
    memset(po, 0, sizeof *po);
    PoEntry *cur = NULL;
    char **field = NULL;
    bool fuzzy = false;
    for (char *line = text, *next; line; line = next) {
        next = strchr(line, '\n');
        if (next) *next++ = 0;
        if (strncmp(line, "#,", 2) == 0) {
            fuzzy |= strstr(line, "fuzzy") != NULL;
            continue;
        }
        if (line[0] == '#' || line[0] == 0) continue;
        if (strncmp(line, "msgid ", 6) == 0) {
            if (po->n == po->cap) {
                po->cap = po->cap ? 2 * po->cap : 256;
                po->e = realloc(po->e, sizeof *po->e * (size_t)po->cap);
                assert_non_null(po->e);
            }
            cur = &po->e[po->n++];
            memset(cur, 0, sizeof *cur);
            cur->fuzzy = fuzzy;
            fuzzy = false;
            field = &cur->msgid;
        } else if (!cur) {
            fail_msg("%s: text before the first msgid: %s", path, line);
        } else if (strncmp(line, "msgid_plural ", 13) == 0) {
            field = &cur->plural;
        } else if (strncmp(line, "msgstr[0] ", 10) == 0 || strncmp(line, "msgstr ", 7) == 0) {
            field = &cur->msgstr[0];
        } else if (strncmp(line, "msgstr[1] ", 10) == 0) {
            field = &cur->msgstr[1];
        } else if (line[0] != '"') {
            fail_msg("%s: cannot read line: %s", path, line);
        }
        po_append(field, line);
    }
}

static void po_load(Po *po, const char *path)
{
    size_t n;
    unsigned char *bytes = read_whole(path, &n);
    char *text = malloc(n + 1);
    assert_non_null(text);
    memcpy(text, bytes, n);
    text[n] = 0;
    free(bytes);
    po_read(po, path, text);
    free(text);
}

static void po_free(Po *po)
{
    for (int i = 0; i < po->n; i++) {
        free(po->e[i].msgid);
        free(po->e[i].plural);
        free(po->e[i].msgstr[0]);
        free(po->e[i].msgstr[1]);
    }
    free(po->e);
}

static const PoEntry *po_find(const Po *po, const char *msgid)
{
    for (int i = 0; i < po->n; i++)
        if (strcmp(po->e[i].msgid, msgid) == 0) return &po->e[i];
    return NULL;
}

/* The output of a shell command, as a PO file read by po_read. */
static void po_from_command(Po *po, const char *cmd)
{
    FILE *p = popen(cmd, "r");
    if (!p) fail_msg("cannot run %s", cmd);
    size_t cap = 1 << 16, used = 0;
    char *text = malloc(cap);
    assert_non_null(text);
    for (size_t got; (got = fread(text + used, 1, cap - used - 1, p)) > 0;) {
        used += got;
        if (used + 1 == cap) {
            cap *= 2;
            text = realloc(text, cap);
            assert_non_null(text);
        }
    }
    text[used] = 0;
    if (pclose(p) != 0) fail_msg("failed: %s", cmd);
    po_read(po, cmd, text);
    free(text);
}

static void test_every_msgid_has_a_german_and_dutch_translation(void **state)
{
    (void)state;
    Po pot, de, nl;
    po_load(&pot, RAJAS_SOURCE_DIR "/po/rajas.pot");
    po_load(&de, RAJAS_SOURCE_DIR "/po/de.po");
    po_load(&nl, RAJAS_SOURCE_DIR "/po/nl.po");
    assert_true(pot.n > 300);
    const Po *langs[2] = {&de, &nl};
    static const char *const lang_name[2] = {"de.po", "nl.po"};
    int problems = 0;
    for (int i = 0; i < pot.n; i++) {
        const PoEntry *want = &pot.e[i];
        if (!want->msgid[0]) continue;   /* the header */
        for (int l = 0; l < 2; l++) {
            const PoEntry *got = po_find(langs[l], want->msgid);
            const char *what = !got ? "missing"
                               : got->fuzzy ? "fuzzy"
                               : !got->msgstr[0] || !got->msgstr[0][0] ? "untranslated"
                               : want->plural && (!got->msgstr[1] || !got->msgstr[1][0]) ? "no plural form"
                               : NULL;
            if (what) {
                print_error("%s: \"%s\" %s\n", lang_name[l], want->msgid, what);
                problems++;
            }
        }
    }
    po_free(&pot);
    po_free(&de);
    po_free(&nl);
    assert_int_equal(problems, 0);
}

static void test_every_marked_string_is_in_the_template(void **state)
{
    (void)state;
    Po pot, marked;
    po_load(&pot, RAJAS_SOURCE_DIR "/po/rajas.pot");
    po_from_command(&marked, "cd '" RAJAS_SOURCE_DIR "' && '" RAJAS_XGETTEXT "' --from-code=UTF-8 --language=C "
                             RAJAS_XGETTEXT_KEYWORDS " --output=- src/ui/*.c src/views/*.c src/app/*.c "
                             "src/scenes/*/*.c src/files/*.c");
    assert_true(marked.n > 300);
    int problems = 0;
    for (int i = 0; i < marked.n; i++) {
        const PoEntry *m = &marked.e[i];
        if (!m->msgid[0]) continue;
        const PoEntry *p = po_find(&pot, m->msgid);
        if (!p || (m->plural && (!p->plural || strcmp(p->plural, m->plural) != 0))) {
            print_error("po/rajas.pot lacks \"%s\" (cmake --build build --target pot)\n", m->msgid);
            problems++;
        }
    }
    po_free(&pot);
    po_free(&marked);
    assert_int_equal(problems, 0);
}

/* Every reason the engine and the session refuse with reaches the player translated: each
 * is in terms.c's table, so term_refusal finds a German text for it. The reasons are the
 * string literals of the files that refuse, less the clause names. */
static void test_every_engine_refusal_is_translated(void **state)
{
    (void)state;
    Po texts;
    po_from_command(&texts, "cd '" RAJAS_SOURCE_DIR "' && '" RAJAS_XGETTEXT "' --from-code=UTF-8 --language=C "
                            "--extract-all --output=- $(ls src/engine/*.c | grep -v -e sheet_parse.c -e names.c "
                            "-e action.c) src/session/session.c");
    load("de");
    int reasons = 0, problems = 0;
    for (int i = 0; i < texts.n; i++) {
        const char *msg = texts.e[i].msgid;
        if (!strchr(msg, ' ') || strchr(msg, '%')) continue;   /* "R5.4", "P", formats */
        reasons++;
        Refusal why = {"R10", msg};
        if (term_refusal(words, &why) == msg) {
            print_error("terms.c's REFUSAL table lacks the engine's \"%s\"\n", msg);
            problems++;
        }
    }
    po_free(&texts);
    assert_true(reasons >= 50);
    assert_int_equal(problems, 0);
    Refusal why = {"R5.4", "no bonus on this border edge"};
    char line[200];
    term_refusal_line(words, &why, line, sizeof line);
    assert_string_equal(line, "R5.4: an diesem Rand gibt es keinen Bonus");
}

/* ---- the table in German and Dutch ------------------------------------------------- */

/* terms.c names the bots' levels without seeing seat.h (ui knows no session): it names
 * each of them, and no more. */
static void test_every_bot_level_has_its_name(void **state)
{
    (void)state;
    const char *english[BOT_LEVEL_COUNT] = {"easy", "medium", "hard"};
    for (int l = 0; l < BOT_LEVEL_COUNT; l++) assert_string_equal(term_bot_level(words, l), english[l]);
    assert_string_equal(term_bot_level(words, BOT_LEVEL_COUNT), "?");
}

static void test_table_words_come_in_the_language_loaded(void **state)
{
    (void)state;
    load("de");
    Game g = test_game(2, "sun", 0);
    char text[512];
    table_words_prompt(words, &g, "Asha", 0, text, sizeof text);
    assert_string_equal(text, "Asha: die Würfel rollen…");
    test_do(&g, "roll tea+silk spice+spice curve straight lotus peacock great-mogul raja");
    table_words_prompt(words, &g, "Asha", 0, text, sizeof text);
    assert_string_equal(text, "Asha: nimm einen Würfel aus der Mitte (der gleichfarbige kommt auf den Elefanten)");
    Game before = g;
    Action take;
    assert_true(action_parse("take purple-1", &take, NULL));
    test_do(&g, "take purple-1");
    words_action(words, &before, &g, test_sheets(), &take, "Asha", text, sizeof text);
    assert_string_equal(text, "Asha nimmt den lila Würfel (Tee + Seide)");
    words_bonus(words, (Bonus){BONUS_FAME, 2}, text, sizeof text);
    assert_string_equal(text, "2 Ruhmespunkte");
    assert_string_equal(end_words_place(words, 2), "2.");
    load("nl");
    words_action(words, &before, &g, test_sheets(), &take, "Asha", text, sizeof text);
    assert_string_equal(text, "Asha neemt de paarse thee + zijde");
    assert_string_equal(end_words_place(words, 2), "2e");
}

/* A table scene drawn in German under the dummy video driver; after a switch to Dutch its
 * log, written once, is written again: no line stays in the old language. */
static void test_table_scene_draws_german_and_follows_a_switch(void **state)
{
    (void)state;
    load("de");
    Canvas c;
    canvas_open(&c, 1280, 800);
    Session session;
    session_init(&session, test_sheets());
    Setup setup = {2, (uint8_t)test_side("sun"), 0, 5};
    Refusal why;
    if (!session_new(&session, &setup, &why)) fail_msg("session_new: %s %s", why.clause, why.message);
    Seats seats = {.players = 2, .name = {"Asha", "Bilal"}, .colour = {0, 1}};
    TableScene *table = table_scene_new(words);
    assert_non_null(table);
    table_init(table, &session, test_sheets(), c.art, &seats, 1000);
    table_resize(table, 1280, 800);
    assert_string_equal(log_book_words(words, table_test_log(table), 0), "Runde 1, Blattseite Sonne. Asha hat den Elefanten.");
    Action roll;
    assert_true(session_roll_random(&session, &roll, &why));
    table_log_rebuild(table);   /* the roll made beside the table: its log told again */
    assert_int_equal(table_test_log(table)->count, 2);
    assert_string_equal(log_book_words(words, table_test_log(table), 1), "Asha würfelt für Runde 1");
    table_draw(table, c.r, 5000);

    load("nl");
    table_retranslate(table);
    assert_string_equal(log_book_words(words, table_test_log(table), 0), "Ronde 1, zonkant. Asha heeft de olifant.");
    assert_string_equal(log_book_words(words, table_test_log(table), 1), "Asha gooit de dobbelstenen voor ronde 1");
    table_draw(table, c.r, 6000);

    table_scene_free(table);
    session_free(&session);
    canvas_close(&c);
}

int main(void)
{
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        fprintf(stderr, "SDL_Init: %s\n", SDL_GetError());
        return 1;
    }
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_teardown(test_catalogues_give_the_german_and_dutch_text, back_to_english),
        cmocka_unit_test_teardown(test_lang_free_frees_every_catalogue_and_a_new_lang_speaks_english, back_to_english),
        cmocka_unit_test_teardown(test_plural_forms_follow_n_not_one, back_to_english),
        cmocka_unit_test_teardown(test_unknown_strings_fall_back_to_the_msgid, back_to_english),
        cmocka_unit_test(test_pick_reads_the_environment_like_gettext),
        cmocka_unit_test_teardown(test_damaged_catalogue_is_refused_and_the_language_kept, back_to_english),
        cmocka_unit_test_teardown(test_catalogue_bytes_load_as_the_file_does, back_to_english),
        cmocka_unit_test(test_a_translation_must_take_the_values_of_its_english_format),
        cmocka_unit_test_teardown(test_the_shipped_catalogues_drop_no_translation, back_to_english),
        cmocka_unit_test_teardown(test_a_plural_from_the_file_licenses_no_other_values, back_to_english),
        cmocka_unit_test_teardown(test_a_translation_with_an_extra_conversion_is_dropped_with_one_line,
                                  back_to_english),
        cmocka_unit_test(test_every_msgid_has_a_german_and_dutch_translation),
        cmocka_unit_test(test_every_marked_string_is_in_the_template),
        cmocka_unit_test_teardown(test_every_engine_refusal_is_translated, back_to_english),
        cmocka_unit_test(test_every_bot_level_has_its_name),
        cmocka_unit_test_teardown(test_table_words_come_in_the_language_loaded, back_to_english),
        cmocka_unit_test_teardown(test_table_scene_draws_german_and_follows_a_switch, back_to_english),
    };
    int failed = cmocka_run_group_tests(tests, words_made, words_freed);
    SDL_Quit();
    return failed;
}
