/* said.c — see said.h. */
#include "said.h"

#include <stdio.h>
#include <string.h>

#include "support.h"

static char said[SAID_MAX][768];
static int said_n;

static void sink(void *ctx, const char *text)
{
    (void)ctx;
    if (said_n < SAID_MAX) snprintf(said[said_n++], sizeof said[0], "%s", text);
}

void said_listen(Speech *sp)
{
    said_n = 0;
    speech_set_sink(sp, sink, NULL);
}

void said_clear(void) { said_n = 0; }

int said_count(void) { return said_n; }

const char *said_line(int i)
{
    if (i < 0 || i >= said_n) fail_msg("line %d of %d said", i, said_n);
    return said[i];
}

const char *said_last(void) { return said_n > 0 ? said[said_n - 1] : ""; }

bool said_was(const char *text)
{
    for (int i = 0; i < said_n; i++)
        if (strcmp(said[i], text) == 0) return true;
    return false;
}
