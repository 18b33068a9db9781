/* data.c — finding the game's data folder and loading every sheet side in it (data.h).
 * The program's own folder and the listing of the sheets are the file rule's
 * (file_program_folder, file_list), the same on every system. */
#define _POSIX_C_SOURCE 200809L
#define _DEFAULT_SOURCE

#include "data.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "file_rule.h"

#ifndef PATH_MAX
#define PATH_MAX 4096
#endif

#define CANDIDATES_MAX 5

/* A data folder is one that holds a sheets/ folder. */
static bool is_data_dir(const char *dir)
{
    char sheets[PATH_MAX];
    int n = snprintf(sheets, sizeof sheets, "%s/sheets", dir);
    return n > 0 && (size_t)n < sizeof sheets && file_is_folder(sheets);
}

/* The places to look, in order (data.h). Returns how many were written. */
static int candidates(char out[CANDIDATES_MAX][PATH_MAX])
{
    int n = 0;
    const char *env = getenv("RAJAS_DATA");
    if (env && *env)
        snprintf(out[n++], PATH_MAX, "%s", env);
    char exe[PATH_MAX];
    if (file_program_folder(exe, sizeof exe)) {
        if ((size_t)snprintf(out[n], PATH_MAX, "%s/assets", exe) < PATH_MAX)
            n++;
        if ((size_t)snprintf(out[n], PATH_MAX, "%s/../share/rajas/assets", exe) < PATH_MAX)
            n++;
    }
#ifdef RAJAS_INSTALL_DATA
    snprintf(out[n++], PATH_MAX, "%s", RAJAS_INSTALL_DATA);
#endif
#ifdef RAJAS_SOURCE_DATA
    snprintf(out[n++], PATH_MAX, "%s", RAJAS_SOURCE_DATA);
#endif
    return n;
}

bool data_find(char *dir, size_t cap, char *err, size_t err_cap)
{
    /* $RAJAS_DATA is the player's own word for where the data is: when it holds no sheets/,
     * that is said, rather than the game quietly starting from another folder. */
    const char *env = getenv("RAJAS_DATA");
    if (env && *env && !is_data_dir(env)) {
        snprintf(err, err_cap, "RAJAS_DATA is %s, but there is no folder %s/sheets (a data folder holds sheets/)",
                 env, env);
        return false;
    }
    char paths[CANDIDATES_MAX][PATH_MAX];
    int n = candidates(paths);
    for (int i = 0; i < n; i++)
        if (is_data_dir(paths[i]) && (size_t)snprintf(dir, cap, "%s", paths[i]) < cap)
            return true;
    size_t len = (size_t)snprintf(err, err_cap, "no game data (a folder with sheets/) found; looked in:");
    for (int i = 0; i < n && len < err_cap; i++)
        len += (size_t)snprintf(err + len, err_cap - len, " %s%s", paths[i], i + 1 < n ? "," : "");
    return false;
}

char *data_read_file(const char *path, size_t *len)
{
    char *text = NULL, err[64];
    file_read_text(path, &text, len, err, sizeof err);
    return text;
}

static int compare_names(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static bool is_sheet_file(const char *name)
{
    size_t len = strlen(name);
    return name[0] != '.' && len > 6 && strcmp(name + len - 6, ".sheet") == 0;
}

typedef struct {
    char **names;                        /* room for SHEETS_MAX + 1; NULL: out of memory */
    int n;
} SheetNames;

/* One more than SHEETS_MAX is kept, so that too many sheets can be told. */
static bool add_sheet_name(const char *name, void *ctx)
{
    SheetNames *s = ctx;
    if (!s->names || s->n == SHEETS_MAX + 1) return false;
    if (is_sheet_file(name)) {
        s->names[s->n] = strdup(name);
        if (s->names[s->n]) s->n++;
    }
    return true;
}

/* Names of the *.sheet files in dir, sorted; the caller frees each and the array. */
static char **sheet_files(const char *dir, int *count, char *err, size_t err_cap)
{
    SheetNames s = {calloc(SHEETS_MAX + 1, sizeof *s.names), 0};
    if (!file_list(dir, add_sheet_name, &s)) {
        free(s.names);
        snprintf(err, err_cap, "%s: cannot open the folder", dir);
        return NULL;
    }
    if (!s.names) {
        snprintf(err, err_cap, "%s: out of memory", dir);
        return NULL;
    }
    qsort(s.names, (size_t)s.n, sizeof *s.names, compare_names);
    *count = s.n;
    return s.names;
}

static void free_names(char **names, int n)
{
    for (int i = 0; i < n; i++)
        free(names[i]);
    free(names);
}

/* Reads and parses one sheet. A sheet that does not name itself is named after its file. */
static bool load_sheet(const char *dir, const char *file, Sheet *out, char *err, size_t err_cap)
{
    char path[2 * PATH_MAX];
    int len = snprintf(path, sizeof path, "%s/%s", dir, file);
    if (len < 0 || (size_t)len >= sizeof path) {
        snprintf(err, err_cap, "%s: path too long", dir);
        return false;
    }
    char *text = NULL;
    FileRead r = file_read_text(path, &text, NULL, err, err_cap);
    if (r == FILE_ABSENT) snprintf(err, err_cap, "%s: there is no such file", path);
    if (r != FILE_OK) return false;
    memset(out, 0, sizeof *out);
    bool ok = sheet_parse(text, path, out, err, err_cap);
    free(text);
    size_t stem = strlen(file) - 6;
    if (ok && out->name[0] == '\0' && stem < SHEET_NAME_MAX) {
        memcpy(out->name, file, stem);
        out->name[stem] = '\0';
    }
    return ok;
}

/* Games, records and the set-up screen know a side by its name: two files of one name would
 * give two buttons that look the same and a record replayed on whichever comes first. */
static bool names_unique(const char *dir, char **names, const Sheets *s, int n, char *err, size_t err_cap)
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < i; j++)
            if (strcmp(s->sheet[i].name, s->sheet[j].name) == 0) {
                snprintf(err, err_cap, "%s/%s and %s/%s both name the side \"%s\"; each side needs a name of its own",
                         dir, names[j], dir, names[i], s->sheet[i].name);
                return false;
            }
    return true;
}

static bool load_all(const char *dir, char **names, int n, Sheets *out, char *err, size_t err_cap)
{
    if (n == 0) {
        snprintf(err, err_cap, "%s: no *.sheet files", dir);
        return false;
    }
    if (n > SHEETS_MAX) {
        snprintf(err, err_cap, "%s: more than %d *.sheet files", dir, SHEETS_MAX);
        return false;
    }
    for (int i = 0; i < n; i++)
        if (!load_sheet(dir, names[i], &out->sheet[i], err, err_cap))
            return false;
    if (!names_unique(dir, names, out, n, err, err_cap))
        return false;
    out->count = (uint8_t)n;
    return true;
}

bool data_load_sheets(Sheets *out, char *err, size_t err_cap)
{
    char dir[PATH_MAX], sheets_dir[PATH_MAX + 8];
    if (!data_find(dir, sizeof dir, err, err_cap))
        return false;
    snprintf(sheets_dir, sizeof sheets_dir, "%s/sheets", dir);   /* fits: sized for it */
    int n = 0;
    char **names = sheet_files(sheets_dir, &n, err, err_cap);
    if (!names)
        return false;
    memset(out, 0, sizeof *out);
    bool ok = load_all(sheets_dir, names, n, out, err, err_cap);
    free_names(names, n);
    return ok;
}
