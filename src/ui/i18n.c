/* i18n.c — see i18n.h. A GNU .mo file read whole into memory and checked once: the header,
 * both string tables and every string in them must lie inside the file and end with a NUL,
 * and the msgids must be sorted, so the lookups below trust every offset without checking
 * again. The hash table is not used: a binary search over the sorted msgids is enough for a
 * few hundred strings.
 *
 * Every translation's printf conversions are compared with its msgid's when the file is
 * loaded (format_check.h): one that takes other arguments is dropped, named once on stderr,
 * and its English text is shown, so no format string from a file reaches printf unchecked.
 *
 * A catalogue that is replaced is not freed: strings handed out by tr() may still be held
 * (a label table, a message being shown), and a language switch happens a handful of times
 * per run at most, so the old blocks stay on a list until the program ends. */
#include "i18n.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "file_rule.h"
#include "format_check.h"

#define MO_MAGIC 0x950412deu
#define MO_MAGIC_SWAPPED 0xde120495u
#define MO_HEADER_SIZE 28u
#define LANG_MAX 8

typedef struct Catalogue {
    struct Catalogue *retired_next; /* the list of replaced catalogues, kept alive */
    unsigned char *data;
    size_t size;
    uint32_t count;
    uint32_t originals;    /* offset of the msgid table: count × (length, offset) */
    uint32_t translations; /* offset of the msgstr table */
    bool swapped;          /* written on a machine of the other byte order */
    unsigned char *dropped; /* per entry: 1 when its translation's formats differ */
    uint32_t dropped_count;
    char lang[LANG_MAX];
} Catalogue;

struct Lang {
    Catalogue *current;   /* NULL: English */
    Catalogue *retired;   /* replaced catalogues, kept alive: their strings may be held */
    unsigned changes;     /* lang_serial */
};

/* English, which never changes: the msgids are the English text. */
static const Lang ENGLISH = {NULL, NULL, 0};

/* The program's language while code still reads the words through tr() without a language
 * in scope (i18n_process). */
static Lang process = {NULL, NULL, 1};

static uint32_t read_u32(const unsigned char *p, bool swapped)
{
    uint32_t v = (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
    if (swapped) v = (v >> 24) | ((v >> 8) & 0xff00u) | ((v << 8) & 0xff0000u) | (v << 24);
    return v;
}

/* Entry i of the table at table_offset: its length and its text. Only valid once the
 * catalogue has been checked by mo_check. */
static const char *entry(const Catalogue *c, uint32_t table_offset, uint32_t i, uint32_t *length)
{
    const unsigned char *row = c->data + table_offset + (size_t)i * 8u;
    *length = read_u32(row, c->swapped);
    return (const char *)c->data + read_u32(row + 4, c->swapped);
}

/* Why the table at table_offset is unusable, or NULL when every one of its count strings
 * lies inside the file and ends with a NUL. */
static const char *table_check(const Catalogue *c, uint32_t table_offset)
{
    if (table_offset > c->size || (uint64_t)c->count * 8u > c->size - table_offset)
        return "a string table runs past the end of the file";
    for (uint32_t i = 0; i < c->count; i++) {
        const unsigned char *row = c->data + table_offset + (size_t)i * 8u;
        uint32_t length = read_u32(row, c->swapped), offset = read_u32(row + 4, c->swapped);
        if (offset >= c->size || length >= c->size - offset) return "a string lies outside the file";
        if (c->data[offset + length] != '\0') return "a string is not terminated";
    }
    return NULL;
}

/* Why the file in c is not a catalogue we can use, or NULL. Fills in the table offsets. */
static const char *mo_check(Catalogue *c)
{
    if (c->size < MO_HEADER_SIZE) return "too short for a .mo header";
    uint32_t magic = read_u32(c->data, false);
    if (magic == MO_MAGIC) c->swapped = false;
    else if (magic == MO_MAGIC_SWAPPED) c->swapped = true;
    else return "not a GNU .mo file (bad magic number)";
    /* Major revision 0 is the plain format; 1 adds system-dependent strings in a separate
     * segment, which we do not need and the plain tables still describe. */
    uint32_t revision = read_u32(c->data + 4, c->swapped);
    if (revision >> 16 > 1) return "unknown .mo format revision";
    c->count = read_u32(c->data + 8, c->swapped);
    c->originals = read_u32(c->data + 12, c->swapped);
    c->translations = read_u32(c->data + 16, c->swapped);
    const char *why = table_check(c, c->originals);
    if (!why) why = table_check(c, c->translations);
    if (why) return why;
    /* The lookup is a binary search, so an unsorted file would silently miss strings. */
    for (uint32_t i = 1; i < c->count; i++) {
        uint32_t la, lb;
        if (strcmp(entry(c, c->originals, i - 1, &la), entry(c, c->originals, i, &lb)) >= 0)
            return "the msgids are not sorted";
    }
    return NULL;
}

/* Every form of a translation (NUL-separated, length bytes in all) takes the arguments of
 * the msgid or, for a plural entry, of its plural. */
static bool forms_match(const char *id, const char *plural, const char *text, uint32_t length)
{
    for (const char *p = text; p < text + length; p += strlen(p) + 1)
        if (!format_compatible(id, p) && !(plural && format_compatible(plural, p))) return false;
    return true;
}

/* Marks the translations whose conversions differ from their msgid's, each named once on
 * stderr. False when memory runs out. */
static bool drop_bad_formats(Catalogue *c, const char *path)
{
    c->dropped = calloc(c->count ? c->count : 1, 1);
    if (!c->dropped) return false;
    for (uint32_t i = 0; i < c->count; i++) {
        uint32_t id_length, text_length;
        const char *id = entry(c, c->originals, i, &id_length);
        const char *text = entry(c, c->translations, i, &text_length);
        size_t singular = strlen(id);
        const char *plural = singular < id_length ? id + singular + 1 : NULL;
        if (!id[0] || forms_match(id, plural, text, text_length)) continue;   /* "": the header */
        c->dropped[i] = 1;
        c->dropped_count++;
        fprintf(stderr, "rajas: %s: the translation of \"%.80s\" does not take the values the English text "
                "takes (its %%s, %%d, ...); the English text is used\n", path, id);
    }
    return true;
}

static void say(char *err, size_t err_cap, const char *path, const char *why)
{
    if (err && err_cap > 0) snprintf(err, err_cap, "%s: %s", path, why);
}

/* The whole file in a new block under the file rule (file_read_bytes: at most
 * FILE_RULE_MAX bytes, far above any catalogue of ours), or NULL with the reason in err. */
static unsigned char *read_file(const char *path, size_t *size, char *err, size_t err_cap)
{
    unsigned char *data = NULL;
    char why[1600];
    FileRead r = file_read_bytes(path, &data, size, why, sizeof why);
    if (r == FILE_ABSENT) say(err, err_cap, path, "there is no such file");
    else if (r == FILE_BROKEN && err && err_cap > 0) snprintf(err, err_cap, "%s", why);
    return data;
}

static void retire_current(Lang *l)
{
    l->changes++;   /* every load and unload passes here */
    if (!l->current) return;
    l->current->retired_next = l->retired;
    l->retired = l->current;
    l->current = NULL;
}

static bool known_language(const char *lang)
{
    return strcmp(lang, "en") == 0 || strcmp(lang, "de") == 0 || strcmp(lang, "nl") == 0;
}

/* Checks the file's bytes in c (read from path) and makes it the catalogue in use for lang;
 * on failure frees c and says why. */
static bool install(Lang *l, Catalogue *c, const char *path, const char *lang, char *err, size_t err_cap)
{
    const char *why = mo_check(c);
    if (!why && !drop_bad_formats(c, path)) why = "out of memory";
    if (why) {
        say(err, err_cap, path, why);
        free(c->dropped);
        free(c->data);
        free(c);
        return false;
    }
    snprintf(c->lang, sizeof c->lang, "%s", lang);
    retire_current(l);
    l->current = c;
    return true;
}

/* False with the reason in err when lang is none of ours; "en" (nothing to load) is done
 * here and sets *done. */
static bool language_usable(Lang *l, const char *lang, bool *done, char *err, size_t err_cap)
{
    if (err && err_cap > 0) err[0] = '\0';
    *done = false;
    if (!lang || !known_language(lang)) {
        if (err && err_cap > 0) snprintf(err, err_cap, "unknown language \"%s\"", lang ? lang : "(none)");
        return false;
    }
    if (strcmp(lang, "en") == 0) { /* the msgids are the English text */
        retire_current(l);
        *done = true;
    }
    return true;
}

bool lang_load(Lang *l, const char *data_dir, const char *lang, char *err, size_t err_cap)
{
    bool done;
    if (!language_usable(l, lang, &done, err, err_cap)) return false;
    if (done) return true;
    char path[1400];
    int n = snprintf(path, sizeof path, "%s/locale/%s/LC_MESSAGES/rajas.mo", data_dir ? data_dir : ".", lang);
    if (n < 0 || (size_t)n >= sizeof path) {
        if (err && err_cap > 0) snprintf(err, err_cap, "catalogue path too long for language %s", lang);
        return false;
    }
    Catalogue *c = calloc(1, sizeof *c);
    if (!c) {
        say(err, err_cap, path, "out of memory");
        return false;
    }
    c->data = read_file(path, &c->size, err, err_cap);
    if (!c->data) {
        free(c);
        return false;
    }
    return install(l, c, path, lang, err, err_cap);
}

bool lang_load_bytes(Lang *l, const char *path, const char *lang, const unsigned char *data, size_t size,
                     char *err, size_t err_cap)
{
    bool done;
    if (!language_usable(l, lang, &done, err, err_cap)) return false;
    if (done) return true;
    Catalogue *c = calloc(1, sizeof *c);
    unsigned char *copy = c ? malloc(size + 1) : NULL;   /* NUL-ended, as file_read_bytes */
    if (!copy) {
        free(c);
        say(err, err_cap, path, "out of memory");
        return false;
    }
    if (size > 0) memcpy(copy, data, size);
    copy[size] = '\0';
    c->data = copy;
    c->size = size;
    return install(l, c, path, lang, err, err_cap);
}

Lang *lang_new(void)
{
    Lang *l = calloc(1, sizeof *l);
    if (l) l->changes = 1;
    return l;
}

/* Every catalogue of l, the one in use and those replaced, freed; l is English again. */
static void forget(Lang *l)
{
    retire_current(l);
    while (l->retired) {
        Catalogue *next = l->retired->retired_next;
        free(l->retired->dropped);
        free(l->retired->data);
        free(l->retired);
        l->retired = next;
    }
}

void lang_free(Lang *l)
{
    if (!l) return;
    forget(l);
    free(l);
}

const Lang *lang_english(void)
{
    return &ENGLISH;
}

unsigned lang_serial(const Lang *l)
{
    return l->changes;
}

const char *lang_code(const Lang *l)
{
    return l->current ? l->current->lang : "en";
}

unsigned lang_dropped(const Lang *l)
{
    return l->current ? l->current->dropped_count : 0u;
}

/* The translation entry of msgid (its forms, NUL-separated, and their total length), or
 * NULL when the catalogue has none or an empty one. */
static const char *lookup(const Lang *l, const char *msgid, uint32_t *length)
{
    const Catalogue *c = l->current;
    /* The empty msgid holds the catalogue's header, which is no translation of "". */
    if (!c || !msgid || !msgid[0]) return NULL;
    uint32_t lo = 0, hi = c->count;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2, ignored;
        /* A plural entry's msgid is "singular\0plural": strcmp stops at the singular. */
        int order = strcmp(msgid, entry(c, c->originals, mid, &ignored));
        if (order == 0) {
            if (c->dropped[mid]) return NULL;
            const char *text = entry(c, c->translations, mid, length);
            return *length > 0 && text[0] != '\0' ? text : NULL;
        }
        if (order < 0) hi = mid;
        else lo = mid + 1;
    }
    return NULL;
}

/* A plural entry's forms were checked at load against its msgid or against the plural the
 * file gives, and the file's plural is data too: "%) x" (no format) or "%s x" would let a
 * form through that the program's own strings do not take. So every answer is held again
 * to the caller's strings here (format_check.h); one that differs gives the English. */
static bool takes_callers_values(const char *answer, const char *singular, const char *plural)
{
    return format_compatible(singular, answer) || (plural && format_compatible(plural, answer));
}

const char *lang_tr(const Lang *l, const char *msgid)
{
    uint32_t length;
    const char *text = lookup(l, msgid, &length);
    return text && takes_callers_values(text, msgid, NULL) ? text : msgid;
}

const char *lang_trn(const Lang *l, const char *singular, const char *plural, long n)
{
    /* English, German and Dutch share one rule: Plural-Forms: nplurals=2; plural=(n != 1). */
    unsigned form = n != 1 ? 1u : 0u;
    uint32_t length;
    const char *text = lookup(l, singular, &length);
    if (!text) return form == 0 ? singular : plural;
    const char *end = text + length, *p = text;
    for (unsigned i = 0; i < form; i++) {
        const char *next = p + strlen(p) + 1;
        if (next >= end) break; /* fewer forms than expected: the last one there is */
        p = next;
    }
    if (!takes_callers_values(p, singular, plural)) return form == 0 ? singular : plural;
    return p;
}

/* The program's language, read without a language in scope (i18n.h). */
Lang *i18n_process(void)
{
    return &process;
}

const char *tr(const char *msgid)
{
    return lang_tr(&process, msgid);
}

const char *trn(const char *singular, const char *plural, long n)
{
    return lang_trn(&process, singular, plural, n);
}

bool i18n_load(const char *data_dir, const char *lang, char *err, size_t err_cap)
{
    return lang_load(&process, data_dir, lang, err, err_cap);
}

bool i18n_load_bytes(const char *path, const char *lang, const unsigned char *data, size_t size,
                     char *err, size_t err_cap)
{
    return lang_load_bytes(&process, path, lang, data, size, err, err_cap);
}

unsigned i18n_serial(void)
{
    return lang_serial(&process);
}

void i18n_unload(void)
{
    forget(&process);
}

const char *i18n_language(void)
{
    return lang_code(&process);
}

unsigned i18n_dropped(void)
{
    return lang_dropped(&process);
}

/* The game language a locale name such as "de_DE.UTF-8", "nl_BE@euro" or "en" names, or
 * NULL when it is none of ours ("C", "POSIX", "fr_FR"). */
static const char *language_of(const char *name, size_t length)
{
    static const char *const ours[] = {"en", "de", "nl"};
    if (length < 2) return NULL;
    if (length > 2 && name[2] != '_' && name[2] != '.' && name[2] != '@' && name[2] != '-') return NULL;
    for (size_t i = 0; i < sizeof ours / sizeof ours[0]; i++) {
        if ((name[0] | 0x20) == ours[i][0] && (name[1] | 0x20) == ours[i][1]) return ours[i];
    }
    return NULL;
}

static const char *env_value(const char *name)
{
    const char *v = getenv(name);
    return v && v[0] ? v : NULL;
}

const char *i18n_pick(const char *choice)
{
    if (choice && choice[0] && strcmp(choice, "auto") != 0) {
        const char *lang = language_of(choice, strlen(choice));
        return lang ? lang : "en";
    }
    /* gettext's order: the locale for messages is the first set of LC_ALL, LC_MESSAGES and
     * LANG; LANGUAGE, a colon list of preferences, comes before it but counts only when that
     * locale is not "C" (gettext ignores LANGUAGE in the C locale). */
    const char *locale = env_value("LC_ALL");
    if (!locale) locale = env_value("LC_MESSAGES");
    if (!locale) locale = env_value("LANG");
    bool c_locale = !locale || strcmp(locale, "POSIX") == 0
                    || (locale[0] == 'C' && (locale[1] == '\0' || locale[1] == '.'));
    const char *list = c_locale ? NULL : env_value("LANGUAGE");
    for (const char *p = list; p && *p;) {
        size_t length = strcspn(p, ":");
        const char *lang = language_of(p, length);
        if (lang) return lang;
        p += length;
        if (*p == ':') p++;
    }
    if (locale) {
        const char *lang = language_of(locale, strlen(locale));
        if (lang) return lang;
    }
    return "en";
}
