/* fuzz_action.c — the action parser (action.h, docs/protocol.md "Actions"): any text, as after
 * `do ` or a `roll …` line.
 *
 * What must hold for every input: a text that parses has a canonical form (action_format)
 * that parses again to an equal action and formats to the same text; a text that does not
 * parse names why. */
#include <stdlib.h>
#include <string.h>

#include "action.h"
#include "fuzz.h"

#define TEXT_MAX 512
#define FORMAT_MAX 256

FUZZ_NOTHING_TO_LOAD

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size, TEXT_MAX);
    if (!text) return 0;
    Action a;
    const char *why = NULL;
    if (!action_parse(text, &a, &why)) {
        fuzz_check(why != NULL && why[0] != '\0');
        free(text);
        return 0;
    }
    fuzz_check(a.kind < ACT_KIND_COUNT);
    char canonical[FORMAT_MAX], again[FORMAT_MAX];
    int len = action_format(&a, canonical, sizeof canonical);
    fuzz_check(len > 0 && (size_t)len < sizeof canonical && strlen(canonical) == (size_t)len);
    Action b;
    fuzz_check(action_parse(canonical, &b, &why));
    fuzz_check(action_equal(&a, &b));
    action_format(&b, again, sizeof again);
    fuzz_check(strcmp(canonical, again) == 0);
    free(text);
    return 0;
}
