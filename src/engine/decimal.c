/* decimal.c — see decimal.h. */
#include "decimal.h"

#include <stdbool.h>

DecimalRead decimal_read(const char *s, uint64_t max, uint64_t *out)
{
    if (*s == '\0')
        return DECIMAL_BAD;
    uint64_t v = 0;
    bool too_big = false;
    for (; *s; s++) {
        if (*s < '0' || *s > '9')
            return DECIMAL_BAD;
        uint64_t d = (uint64_t)(*s - '0');
        /* v * 10 + d > max, asked without overflowing; once too big, only the digits are
         * still checked, so "99x" is not a number rather than a big one. */
        if (!too_big && (d > max || v > (max - d) / 10))
            too_big = true;
        if (!too_big)
            v = v * 10 + d;
    }
    if (too_big)
        return DECIMAL_TOO_BIG;
    *out = v;
    return DECIMAL_OK;
}
