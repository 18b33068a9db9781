/* screenshot.c — F12's PNG files (see screenshot.h). */
#define _POSIX_C_SOURCE 200809L

#include "screenshot.h"

#include <errno.h>
#include <string.h>

#include <SDL_image.h>

#include "player_files.h"

void screenshot_name(time_t when, int ms, int n, char *out, size_t cap)
{
    char stamp[32];
    struct tm tm;
    if (!localtime_r(&when, &tm) || !strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm))
        snprintf(stamp, sizeof stamp, "00000000-000000");
    if (n > 1) snprintf(out, cap, "screenshot-%s-%03d-%d.png", stamp, ms, n);
    else snprintf(out, cap, "screenshot-%s-%03d.png", stamp, ms);
}

FILE *screenshot_create(const char *dir, time_t when, int ms, char *path, size_t cap, char *err, size_t err_cap)
{
    char name[64];
    for (int n = 1; n < 1000; n++) {
        screenshot_name(when, ms, n, name, sizeof name);
        if (!files_path(dir, name, path, cap, err, err_cap)) return NULL;
        FILE *f = fopen(path, "wbx");   /* C11: made here, or EEXIST */
        if (f) return f;
        if (errno == EEXIST) continue;
        snprintf(err, err_cap, "%s: cannot write: %s", path, strerror(errno));
        return NULL;
    }
    snprintf(err, err_cap, "%s: no free name for a screenshot", dir);
    return NULL;
}

/* The wall clock to the millisecond. */
static time_t clock_now(int *ms)
{
    struct timespec now;
    if (clock_gettime(CLOCK_REALTIME, &now) != 0) {
        *ms = 0;
        return time(NULL);
    }
    *ms = (int)(now.tv_nsec / 1000000);
    return now.tv_sec;
}

bool screenshot_save(SDL_Renderer *r, int w, int h, const char *dir, char *path, size_t cap, char *err,
                     size_t err_cap)
{
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_RGBA32);
    if (!s || SDL_RenderReadPixels(r, NULL, SDL_PIXELFORMAT_RGBA32, s->pixels, s->pitch) != 0) {
        snprintf(err, err_cap, "the picture could not be read: %s", SDL_GetError());
        SDL_FreeSurface(s);
        return false;
    }
    int ms;
    time_t when = clock_now(&ms);
    FILE *f = screenshot_create(dir, when, ms, path, cap, err, err_cap);
    SDL_RWops *rw = f ? SDL_RWFromFP(f, SDL_TRUE) : NULL;
    if (f && !rw) fclose(f);
    bool ok = rw && IMG_SavePNG_RW(s, rw, 1) == 0;
    if (!ok && f) {
        snprintf(err, err_cap, "%s: cannot write: %s", path, SDL_GetError());
        remove(path);
    }
    SDL_FreeSurface(s);
    return ok;
}
