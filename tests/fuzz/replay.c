/* replay.c — the corpus replay: a main() that feeds every file of the folders (or files)
 * named on the command line to the harness's LLVMFuzzerTestOneInput, in name order, the way
 * libFuzzer would. Built with the normal compiler and registered in ctest as
 * fuzz_replay_<target>, so every run of the tests (and its ASan/UBSan build) goes over each
 * seed corpus and every crash input kept there. Fails when a folder holds no input, so a
 * lost corpus cannot pass unnoticed. */
#define _POSIX_C_SOURCE 200809L

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "fuzz.h"

#define REPLAY_FILES_MAX 4096
#define REPLAY_PATH_MAX 1024

/* The file's bytes in a new block (size may be 0), or NULL when it cannot be read. */
static uint8_t *read_input(const char *path, size_t *size)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    size_t cap = 4096, used = 0;
    uint8_t *buf = malloc(cap);
    while (buf) {
        used += fread(buf + used, 1, cap - used, f);
        if (used < cap) break;
        uint8_t *bigger = realloc(buf, cap * 2);
        if (!bigger) { free(buf); buf = NULL; }
        else { buf = bigger; cap *= 2; }
    }
    bool failed = ferror(f) != 0;
    fclose(f);
    if (failed) { free(buf); return NULL; }
    *size = used;
    return buf;
}

static bool replay_file(const char *path)
{
    size_t size = 0;
    uint8_t *data = read_input(path, &size);
    if (!data) {
        fprintf(stderr, "replay: cannot read %s\n", path);
        return false;
    }
    LLVMFuzzerTestOneInput(data, size);
    free(data);
    return true;
}

static int compare_names(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The regular files of dir (not starting with '.'), sorted; returns how many, -1 on error. */
static int list_folder(const char *dir, char **names, int cap)
{
    DIR *d = opendir(dir);
    if (!d) return -1;
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL && n < cap) {
        if (e->d_name[0] == '.') continue;
        names[n] = malloc(strlen(e->d_name) + 1);
        if (!names[n]) break;
        strcpy(names[n++], e->d_name);
    }
    closedir(d);
    qsort(names, (size_t)n, sizeof names[0], compare_names);
    return n;
}

/* Replays every file in dir; returns how many, or -1 when one could not be read. */
static int replay_folder(const char *dir)
{
    static char *names[REPLAY_FILES_MAX];
    int n = list_folder(dir, names, REPLAY_FILES_MAX), done = 0;
    for (int i = 0; i < n; i++) {
        char path[REPLAY_PATH_MAX];
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        if (done >= 0) done = replay_file(path) ? done + 1 : -1;
        free(names[i]);
    }
    return n < 0 ? -1 : done;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s <corpus folder or input file>...\n", argv[0]);
        return 2;
    }
    LLVMFuzzerInitialize(&argc, &argv);
    for (int i = 1; i < argc; i++) {
        struct stat st;
        int n = -1;
        if (stat(argv[i], &st) == 0)
            n = S_ISDIR(st.st_mode) ? replay_folder(argv[i]) : replay_file(argv[i]) ? 1 : -1;
        if (n <= 0) {
            fprintf(stderr, "replay: %s: %s\n", argv[i], n == 0 ? "no input in it" : "cannot be read");
            return 1;
        }
        printf("replayed %d input%s from %s\n", n, n == 1 ? "" : "s", argv[i]);
    }
    return 0;
}
