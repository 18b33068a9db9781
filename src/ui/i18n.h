/* i18n.h — the words on screen in the player's language (English, German, Dutch).
 * Translations are gettext catalogues: po/<lang>.po in the source tree, compiled by msgfmt
 * at build time into <data>/locale/<lang>/LC_MESSAGES/rajas.mo, and read here without the C
 * library's locale machinery, so the language works even where the system has no such
 * locale installed. The catalogue is process-wide and read-only once loaded: it is the one
 * piece of mutable file-scope state in ui (docs/architecture.md says why it stays), written
 * only by the program's language switch (app_set_language) and, in a test, through
 * tests/support/language.h, whose teardown gives English back.
 *
 * A translation whose printf conversions differ from its msgid's is dropped at load, so a
 * catalogue built without msgfmt --check-format cannot make printf read missing arguments.
 *
 * Write every user-visible string as _("…") (or N_("…") in a static table, translated
 * where it is shown). A format string stays a literal inside _() so the compiler checks
 * its arguments against the English text. */
#ifndef RAJAS_I18N_H
#define RAJAS_I18N_H

#include <stdbool.h>
#include <stddef.h>

#if defined(__GNUC__)
#define RAJAS_FORMAT_ARG(n) __attribute__((format_arg(n)))
#else
#define RAJAS_FORMAT_ARG(n)
#endif

/* A language's words: the catalogue in use (none for English) and those it replaced, kept
 * alive because strings handed out may still be held (a label table, a message being
 * shown). A language switch loads into the same Lang, so every pointer to it stays good. */
typedef struct Lang Lang;

/* A new Lang, English until a catalogue is loaded into it; NULL when out of memory. */
Lang *lang_new(void);
/* Frees l and every catalogue it holds (nothing it handed out may be held any more). */
void lang_free(Lang *l);
/* English, which never changes: for words written where no player's language applies. */
const Lang *lang_english(void);

/* Loads <data_dir>/locale/<code>/LC_MESSAGES/rajas.mo into l (nothing to load for "en"). On
 * failure l keeps its language, and err names the file and what is wrong. */
bool lang_load(Lang *l, const char *data_dir, const char *code, char *err, size_t err_cap);
/* The same with the catalogue's bytes already in memory (a copy is kept): path names them in
 * err and in what is said on stderr. Only the reading of the file is left out (the fuzz
 * harness of the catalogue reader, tests/fuzz/fuzz_mo.c). */
bool lang_load_bytes(Lang *l, const char *path, const char *code, const unsigned char *data, size_t size,
                     char *err, size_t err_cap);

/* The language's code ("en", "de" or "nl"). */
const char *lang_code(const Lang *l);
/* A number that changes with every load into l: words written under one number are in the
 * language of the moment while it stays the same (the log's words are kept so). */
unsigned lang_serial(const Lang *l);
/* How many translations of l's catalogue were dropped at load because their printf
 * conversions (%s, %d, …) differ from the English text's (format_check.h); each was named on
 * stderr and its English text is shown. 0 for English. */
unsigned lang_dropped(const Lang *l);

/* The translation of msgid in l, or msgid itself when there is none (English). */
const char *lang_tr(const Lang *l, const char *msgid) RAJAS_FORMAT_ARG(2);
/* The singular or plural form for n, translated. */
const char *lang_trn(const Lang *l, const char *singular, const char *plural, long n) RAJAS_FORMAT_ARG(2)
    RAJAS_FORMAT_ARG(3);

/* The words of the program's language, read without a language in scope: tr(), trn() and
 * the i18n_* functions below work on one process-wide Lang (i18n_process). A file that
 * defines RAJAS_LANG_IN_SCOPE before its first include reads _(), tr() and trn() from the
 * `lang` (a const Lang *) in scope instead. */
const char *tr(const char *msgid) RAJAS_FORMAT_ARG(1);
const char *trn(const char *singular, const char *plural, long n) RAJAS_FORMAT_ARG(1) RAJAS_FORMAT_ARG(2);
Lang *i18n_process(void);

#ifdef RAJAS_LANG_IN_SCOPE
#define _(s) lang_tr(lang, (s))
#define tr(s) lang_tr(lang, (s))
#define trn(s, p, n) lang_trn(lang, (s), (p), (n))
#else
#define _(s) tr(s)
#endif
#define N_(s) (s)

/* The language to use: "en", "de" or "nl". choice is the settings' value ("auto" or a
 * code); "auto" reads LANGUAGE, LC_ALL, LC_MESSAGES and LANG like gettext does and falls
 * back to English. */
const char *i18n_pick(const char *choice);

/* Loads <data_dir>/locale/<lang>/LC_MESSAGES/rajas.mo (nothing to load for "en"). On
 * failure the previous language stays, and err names the file and what is wrong. */
bool i18n_load(const char *data_dir, const char *lang, char *err, size_t err_cap);

/* The same with the catalogue's bytes already in memory (a copy is kept): path names them
 * in err and in what is said on stderr. The checks and the catalogue made are i18n_load's;
 * only the reading of the file is left out (the fuzz harness, tests/fuzz/fuzz_mo.c). */
bool i18n_load_bytes(const char *path, const char *lang, const unsigned char *data, size_t size,
                     char *err, size_t err_cap);

/* The language now in use ("en" until a catalogue is loaded). */
const char *i18n_language(void);

/* A number that changes with every load and unload: words written under one number are in
 * the language of the moment while it stays the same (the log's words are kept so). */
unsigned i18n_serial(void);

/* Frees every catalogue, the one in use and those replaced, and goes back to English. Only
 * where no string tr() or trn() handed out is still held: a test, or the fuzz harness of
 * the catalogue reader, which loads one catalogue per input. */
void i18n_unload(void);

/* How many translations of the catalogue in use were dropped when it was loaded because
 * their printf conversions (%s, %d, …) differ from the English text's (format_check.h);
 * each was named on stderr and its English text is shown. 0 for English. */
unsigned i18n_dropped(void);

#endif
