/* fuzz_mo.c — the .mo catalogue reader (i18n.h, docs/i18n.md): any bytes as
 * <data>/locale/de/LC_MESSAGES/rajas.mo, checked and loaded with lang_load_bytes, the part of
 * lang_load after the file is read (the reading, file_read_bytes, is the file rule's and is
 * not what varies here; writing and reopening a file per input took a fifth of the time).
 *
 * What must hold for every input: a catalogue that is refused says why with its path and
 * leaves its Lang English; one that is loaded is German, and every msgid in it (at most
 * LOOKUPS_MAX) is looked up with tr() and trn() for one and for many, and so are a few of the
 * game's own strings, each answer a string whose printf conversions are the English
 * text's, so no format from the file can make printf read an argument never passed. Each
 * input is loaded into a Lang of its own, freed after it (lang_free), so nothing is kept
 * between them.
 * The msgids are read here straight from the input: the reader promised they lie inside
 * the file, and reading them is how this harness holds it to that. */
#include <stdio.h>
#include <string.h>

#include "format_check.h"
#include "fuzz.h"
#include "i18n.h"

#define LOOKUPS_MAX 2000

/* The name the catalogue is read under, as lang_load would make it for a data folder. */
static const char MO_PATH[] = "data/locale/de/LC_MESSAGES/rajas.mo";

FUZZ_NOTHING_TO_LOAD

static uint32_t u32(const uint8_t *p, bool swapped)
{
    uint32_t v = (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
    return swapped ? (v >> 24) | ((v >> 8) & 0xff00u) | ((v << 8) & 0xff0000u) | (v << 24) : v;
}

/* An answer of tr() or trn() is a string (the English or one in the catalogue) that printf
 * may take with the English text's arguments: its conversions are those of the msgid or
 * of the plural (format_check.h; issue 10 item 3, a translation with an extra %s). */
static void check_answer(const char *answer, const char *msgid, const char *plural)
{
    fuzz_check(answer != NULL);
    fuzz_check(format_compatible(msgid, answer) || format_compatible(plural, answer));
}

/* trn's forms for one and for many: our languages' one plural rule (n != 1, i18n.c) gives
 * 0 and 2 the same form, so 2 stands for both. */
static void look_up(const Lang *lang, const char *msgid, const char *plural)
{
    check_answer(tr(msgid), msgid, plural);
    for (long n = 1; n <= 2; n++)
        check_answer(trn(msgid, plural, n), msgid, plural);
}

/* Every msgid of the loaded catalogue in data, found through its own table. */
static void look_up_all(const Lang *lang, const uint8_t *data)
{
    bool swapped = u32(data, false) != 0x950412deu;
    uint32_t count = u32(data + 8, swapped), table = u32(data + 12, swapped);
    for (uint32_t i = 0; i < count && i < LOOKUPS_MAX; i++) {
        const uint8_t *row = data + table + 8u * i;
        const char *msgid = (const char *)data + u32(row + 4, swapped);
        size_t length = u32(row, swapped), singular = strlen(msgid);
        /* A plural entry's msgid is "singular\0plural" within its length. */
        look_up(lang, msgid, singular < length ? msgid + singular + 1 : msgid);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char err[1024] = "";
    Lang *l = lang_new();
    if (!l) return 0;
    if (lang_load_bytes(l, MO_PATH, "de", data, size, err, sizeof err)) {
        fuzz_check(strcmp(lang_code(l), "de") == 0);
        look_up_all(l, data);
        look_up(l, "%s and %s", "%s and %s");
        look_up(l, "%d fame", "%d fame");
        look_up(l, "", "");
    } else {
        fuzz_check(strcmp(lang_code(l), "en") == 0);
        fuzz_check(strstr(err, MO_PATH) != NULL);
    }
    lang_free(l);
    return 0;
}
