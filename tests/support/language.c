/* language.c — see language.h. */
#include "language.h"

#include <stdlib.h>

#include "support.h"

/* The test program's Lang, made when a test first asks for it, freed when the program ends. */
static Lang *current;

static void free_current(void)
{
    lang_free(current);
    current = NULL;
}

static Lang *made(void)
{
    static bool freed_at_exit;
    if (!current) current = lang_new();
    if (!current) fail_msg("out of memory for a Lang");
    if (!freed_at_exit) freed_at_exit = atexit(free_current) == 0;
    return current;
}

const Lang *test_lang(void)
{
    return made();
}

void test_language_into(Lang *l, const char *lang)
{
    char err[1600];
    const char *data = getenv("RAJAS_DATA");
    if (!data) fail_msg("RAJAS_DATA is not set (ctest sets it)");
    if (!lang_load(l, data, lang, err, sizeof err)) fail_msg("lang_load %s: %s", lang, err);
}

void test_language(const char *lang)
{
    test_language_into(made(), lang);
}

int test_language_back(void **state)
{
    (void)state;
    test_language("en");
    return 0;
}
