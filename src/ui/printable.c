/* printable.c — see printable.h. UTF-8 as RFC 3629 has it: the shortest form only, no
 * surrogates, nothing above U+10FFFF. */
#include "printable.h"

#include <stdio.h>
#include <string.h>

/* The length of the valid UTF-8 character at s (2..4), or 0. */
static size_t utf8_length(const unsigned char *s)
{
    unsigned char c = s[0];
    size_t n = c >= 0xC2 && c <= 0xDF ? 2 : c >= 0xE0 && c <= 0xEF ? 3 : c >= 0xF0 && c <= 0xF4 ? 4 : 0;
    for (size_t i = 1; i < n; i++)
        if ((s[i] & 0xC0) != 0x80) return 0;
    /* the second byte's range rules out overlong forms, surrogates and code points past U+10FFFF */
    if (c == 0xE0 && s[1] < 0xA0) return 0;
    if (c == 0xED && s[1] > 0x9F) return 0;
    if (c == 0xF0 && s[1] < 0x90) return 0;
    if (c == 0xF4 && s[1] > 0x8F) return 0;
    return n;
}

void printable_text(const char *in, char *out, size_t cap)
{
    const unsigned char *s = (const unsigned char *)in;
    size_t used = 0;
    while (*s) {
        char piece[8];
        size_t n = 1;
        if (*s == '\\') {
            memcpy(piece, "\\\\", 3);
        } else if (*s >= 0x20 && *s < 0x7F) {
            piece[0] = (char)*s;
            piece[1] = '\0';
        } else if (*s >= 0x80 && (n = utf8_length(s)) > 0) {
            memcpy(piece, s, n);
            piece[n] = '\0';
        } else {
            n = 1;
            snprintf(piece, sizeof piece, "\\x%02X", *s);
        }
        size_t len = strlen(piece);
        if (used + len >= cap) break;
        memcpy(out + used, piece, len);
        used += len;
        s += n;
    }
    out[used] = '\0';
}
