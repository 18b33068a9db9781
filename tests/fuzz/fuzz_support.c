/* fuzz_support.c — the helpers of fuzz.h: input copies, the private temp directory and the
 * checks that abort. Linked into every harness, in the libFuzzer build and the replay build. */
#define _POSIX_C_SOURCE 200809L

#include "fuzz.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define FUZZ_PATH_MAX 512

_Noreturn void fuzz_fail(const char *what, const char *file, int line)
{
    fprintf(stderr, "%s:%d: fuzz check failed: %s\n", file, line, what);
    abort();
}

void fuzz_step(bool ok, const char *err, const char *step, const char *file, int line)
{
    if (ok) return;
    fprintf(stderr, "%s\n", err);
    fuzz_fail(step, file, line);
}

bool fuzz_read_or_named(bool read, const uint8_t *data, size_t size, const char *err, const char *path)
{
    if (read)
        fuzz_check(fuzz_clean_text(data, size));
    else
        fuzz_check(strncmp(err, path, strlen(path)) == 0);
    return read;
}

char *fuzz_text(const uint8_t *data, size_t size, size_t max)
{
    if (size > max) size = max;
    char *text = malloc(size + 1);
    if (!text) return NULL;
    if (size > 0) memcpy(text, data, size);
    text[size] = '\0';
    return text;
}

#define CLEAN_TEXT_MAX (1024u * 1024u)

/* The length of the UTF-8 sequence at s (left bytes there), or 0 when there is none: the
 * first byte fixes the length and, for 3 and 4 bytes, the range of the second byte. */
static size_t utf8_length(const uint8_t *s, size_t left)
{
    if (s[0] < 0x80) return 1;
    uint8_t lo = 0x80, hi = 0xBF;
    size_t n;
    if (s[0] >= 0xC2 && s[0] <= 0xDF) n = 2;
    else if (s[0] >= 0xE0 && s[0] <= 0xEF) {
        n = 3;
        if (s[0] == 0xE0) lo = 0xA0;        /* shorter forms are overlong */
        if (s[0] == 0xED) hi = 0x9F;        /* above are the surrogates */
    } else if (s[0] >= 0xF0 && s[0] <= 0xF4) {
        n = 4;
        if (s[0] == 0xF0) lo = 0x90;        /* overlong */
        if (s[0] == 0xF4) hi = 0x8F;        /* past U+10FFFF */
    } else return 0;
    if (n > left || s[1] < lo || s[1] > hi) return 0;
    for (size_t i = 2; i < n; i++)
        if ((s[i] & 0xC0) != 0x80) return 0;
    return n;
}

bool fuzz_clean_text(const uint8_t *data, size_t size)
{
    if (size > CLEAN_TEXT_MAX) return false;
    for (size_t i = 0; i < size;) {
        size_t n = data[i] == 0 ? 0 : utf8_length(data + i, size - i);
        if (n == 0) return false;
        i += n;
    }
    return true;
}

/* The one directory of this process; libFuzzer gives no place to keep it but a static. */
static char temp_dir[FUZZ_PATH_MAX];

/* Removes dir and everything under it (a harness may make folders, as the catalogue's
 * locale/<lang>/LC_MESSAGES). remove() takes files and empty folders; what it refuses is a
 * folder with something in it, which is emptied first. */
static void remove_tree(const char *dir, int depth)
{
    DIR *d = depth < 8 ? opendir(dir) : NULL;
    if (d) {
        struct dirent *e;
        while ((e = readdir(d)) != NULL) {
            if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0) continue;
            char path[FUZZ_PATH_MAX * 2];
            snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
            if (remove(path) != 0) remove_tree(path, depth + 1);
        }
        closedir(d);
    }
    remove(dir);
}

static void remove_temp_dir(void) { remove_tree(temp_dir, 0); }

const char *fuzz_temp_dir(void)
{
    if (temp_dir[0]) return temp_dir;
    const char *base = getenv("TMPDIR");
    if (!base || !base[0]) base = "/tmp";
    int n = snprintf(temp_dir, sizeof temp_dir, "%s/rajas-fuzz-XXXXXX", base);
    fuzz_check(n > 0 && (size_t)n < sizeof temp_dir);
    fuzz_check(mkdtemp(temp_dir) != NULL);
    atexit(remove_temp_dir);
    return temp_dir;
}

void fuzz_temp_path(const char *name, char *out, size_t cap)
{
    int n = snprintf(out, cap, "%s/%s", fuzz_temp_dir(), name);
    fuzz_check(n > 0 && (size_t)n < cap);
}

void fuzz_write_file(const char *path, const uint8_t *data, size_t size)
{
    FILE *f = fopen(path, "wb");
    fuzz_check(f != NULL);
    bool ok = size == 0 || fwrite(data, 1, size, f) == size;
    ok = fclose(f) == 0 && ok;
    fuzz_check(ok);
}
