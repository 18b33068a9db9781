/* language.c — see language.h. */
#include "language.h"

#include <stdlib.h>

#include "i18n.h"
#include "support.h"

void test_language(const char *lang)
{
    char err[1600];
    const char *data = getenv("RAJAS_DATA");
    if (!data) fail_msg("RAJAS_DATA is not set (ctest sets it)");
    if (!i18n_load(data, lang, err, sizeof err)) fail_msg("i18n_load %s: %s", lang, err);
}

int test_language_back(void **state)
{
    (void)state;
    i18n_unload();
    return 0;
}
