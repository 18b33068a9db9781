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

/* The translation of msgid, or msgid itself when there is none (English). */
const char *tr(const char *msgid) RAJAS_FORMAT_ARG(1);
/* The singular or plural form for n, translated. */
const char *trn(const char *singular, const char *plural, long n) RAJAS_FORMAT_ARG(1) RAJAS_FORMAT_ARG(2);

#define _(s) tr(s)
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
