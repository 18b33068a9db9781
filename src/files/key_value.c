/* key_value.c — reading and replacing the key = value files (see key_value.h). */
#define _POSIX_C_SOURCE 200809L

#include "key_value.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "file_rule.h"

/* Cuts blanks (and a Windows line end) off both ends of s, in place. */
static char *trim(char *s)
{
    while (*s == ' ' || *s == '\t') s++;
    size_t n = strlen(s);
    while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\r')) s[--n] = '\0';
    return s;
}

static int key_index(const char *key, const char *const *keys, int count)
{
    for (int k = 0; k < count; k++)
        if (strcmp(key, keys[k]) == 0) return k;
    return -1;
}

static void list_keys(const char *const *keys, int count, char *out, size_t cap)
{
    size_t at = 0;
    out[0] = '\0';
    for (int k = 0; k < count && at < cap; k++) {
        const char *sep = k == 0 ? "" : k == count - 1 ? " and " : ", ";
        int n = snprintf(out + at, cap - at, "%s%s", sep, keys[k]);
        if (n < 0) return;
        at += (size_t)n;
    }
}

/* One line that is neither blank nor a comment; false with why. seen_on[k] is the line
 * key k was first given on, 0 if not yet. */
static bool read_line(char *line, int number, const char *const *keys, int key_count, int *seen_on,
                      KvValue value, void *ctx, char *why, size_t cap)
{
    char *eq = strchr(line, '=');
    if (!eq) {
        snprintf(why, cap, "expected key = value, not %s", line);
        return false;
    }
    *eq = '\0';
    char *key = trim(line), *v = trim(eq + 1);
    int k = key_index(key, keys, key_count);
    if (k < 0) {
        char known[256];
        list_keys(keys, key_count, known, sizeof known);
        snprintf(why, cap, "unknown key %s (the keys are %s)", key[0] ? key : "''", known);
        return false;
    }
    if (seen_on[k]) {
        snprintf(why, cap, "%s is given twice (first on line %d)", keys[k], seen_on[k]);
        return false;
    }
    seen_on[k] = number;
    return value(ctx, k, v, number, why, cap);
}

KvLoad kv_read(const char *path, const char *const *keys, int key_count, KvValue value, void *ctx,
               char *err, size_t err_cap)
{
    char *text = NULL;
    FileRead r = file_read_text(path, &text, NULL, err, err_cap);
    if (r == FILE_ABSENT) return KV_ABSENT;
    if (r == FILE_BROKEN) return KV_BROKEN;
    int seen_on[64] = {0};
    if (key_count > 64) key_count = 64;
    KvLoad result = KV_READ;
    int number = 0;
    for (char *line = text, *next; line; line = next) {
        next = strchr(line, '\n');
        if (next) *next++ = '\0';
        number++;
        char *content = trim(line);
        if (content[0] == '\0' || content[0] == '#') continue;
        char why[512];
        if (!read_line(content, number, keys, key_count, seen_on, value, ctx, why, sizeof why)) {
            snprintf(err, err_cap, "%s:%d: %s", path, number, why);
            result = KV_BROKEN;
            break;
        }
    }
    free(text);
    return result;
}
