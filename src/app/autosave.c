/* autosave.c — see autosave.h. The pref path is asked for once: SDL creates the folder on
 * the first call, and asking again on every action would be wasted work. */
#include "autosave.h"

#include <stdio.h>
#include <string.h>

#include <SDL.h>

#include "file_rule.h"

static char pref[1024];

bool user_file(const char *name, char *out, size_t cap)
{
    if (!pref[0]) {
        char *p = SDL_GetPrefPath("rajas", "rajas");
        if (!p) return false;
        snprintf(pref, sizeof pref, "%s", p);
        SDL_free(p);
    }
    int n = snprintf(out, cap, "%s%s", pref, name);
    return n > 0 && (size_t)n < cap;
}

void user_sweep_temps(void)
{
    char dir[1200];
    if (user_file("", dir, sizeof dir)) file_sweep_temps(dir);
    if (user_file("records", dir, sizeof dir)) file_sweep_temps(dir);
}

bool autosave_write(const Session *s, char *err, size_t err_cap)
{
    char path[1200];
    if (!user_file(AUTOSAVE_FILE, path, sizeof path)) {
        snprintf(err, err_cap, "no user data folder: %s", SDL_GetError());
        return false;
    }
    return session_save(s, path, err, err_cap);
}

bool autosave_load(Session *s, char *err, size_t err_cap)
{
    char path[1200];
    if (!user_file(AUTOSAVE_FILE, path, sizeof path)) {
        snprintf(err, err_cap, "no user data folder: %s", SDL_GetError());
        return false;
    }
    return session_load(s, path, err, err_cap);
}

bool autosave_exists(void)
{
    char path[1200];
    if (!user_file(AUTOSAVE_FILE, path, sizeof path)) return false;
    FILE *f = fopen(path, "rb");
    if (!f) return false;
    fclose(f);
    return true;
}

void autosave_remove(void)
{
    char path[1200];
    if (user_file(AUTOSAVE_FILE, path, sizeof path)) remove(path);
}
