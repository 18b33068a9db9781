/* screenshot.c — F12's PNG files (see screenshot.h). */
#define _POSIX_C_SOURCE 200809L

#include "screenshot.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <SDL_image.h>

#include "file_rule.h"
#include "i18n.h"
#include "player_files.h"
#include "save_words.h"

void screenshot_name(time_t when, int ms, int n, char *out, size_t cap)
{
    char stamp[32];
    struct tm tm;
    if (!localtime_r(&when, &tm) || !strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm))
        snprintf(stamp, sizeof stamp, "00000000-000000");
    if (n > 1) snprintf(out, cap, "screenshot-%s-%03d-%d.png", stamp, ms, n);
    else snprintf(out, cap, "screenshot-%s-%03d.png", stamp, ms);
}

bool screenshot_write(const char *dir, time_t when, int ms, const void *data, size_t len, char *path,
                      size_t cap, int *cause, char *err, size_t err_cap)
{
    char name[64];
    for (int n = 1; n < 1000; n++) {
        screenshot_name(when, ms, n, name, sizeof name);
        if (!files_path(dir, name, path, cap, err, err_cap)) {
            *cause = 0;
            return false;
        }
        if (file_create(path, data, len, err, err_cap)) return true;
        *cause = errno;
        if (*cause != EEXIST) return false;
    }
    snprintf(err, err_cap, "%s: no free name for a screenshot", dir);
    *cause = EEXIST;
    return false;
}

/* ---- the PNG in memory ---------------------------------------------------------------- */

/* A buffer that grows as SDL_image writes into it. */
typedef struct {
    unsigned char *data;
    size_t len, cap, at;
} Grown;

static size_t grown_write(SDL_RWops *rw, const void *src, size_t size, size_t num)
{
    Grown *g = rw->hidden.unknown.data1;
    size_t n = size * num;
    if (num && n / num != size) return 0;
    if (g->at + n > g->cap) {
        size_t cap = g->cap ? g->cap : 65536;
        while (cap < g->at + n) cap *= 2;
        unsigned char *more = realloc(g->data, cap);
        if (!more) {
            SDL_OutOfMemory();
            return 0;
        }
        g->data = more;
        g->cap = cap;
    }
    memcpy(g->data + g->at, src, n);
    g->at += n;
    if (g->at > g->len) g->len = g->at;
    return num;
}

static Sint64 grown_seek(SDL_RWops *rw, Sint64 offset, int whence)
{
    Grown *g = rw->hidden.unknown.data1;
    Sint64 base = whence == RW_SEEK_SET ? 0 : whence == RW_SEEK_CUR ? (Sint64)g->at : (Sint64)g->len;
    if (base + offset < 0 || base + offset > (Sint64)g->len) return SDL_SetError("seek out of the picture");
    g->at = (size_t)(base + offset);
    return (Sint64)g->at;
}

static Sint64 grown_size(SDL_RWops *rw)
{
    return (Sint64)((Grown *)rw->hidden.unknown.data1)->len;
}

static int grown_close(SDL_RWops *rw)
{
    SDL_FreeRW(rw);
    return 0;
}

/* The surface as PNG bytes in g (caller frees g->data); false with SDL's error. */
static bool png_bytes(SDL_Surface *s, Grown *g)
{
    SDL_RWops *rw = SDL_AllocRW();
    if (!rw) return false;
    rw->type = SDL_RWOPS_UNKNOWN;
    rw->hidden.unknown.data1 = g;
    rw->write = grown_write;
    rw->seek = grown_seek;
    rw->size = grown_size;
    rw->close = grown_close;
    return IMG_SavePNG_RW(s, rw, 1) == 0 && g->len > 0;
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

bool screenshot_save(SDL_Renderer *r, int w, int h, const char *dir, char *path, size_t cap, int *cause,
                     char *err, size_t err_cap)
{
    path[0] = '\0';
    *cause = SCREENSHOT_NO_PICTURE;
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_RGBA32);
    Grown g = {NULL, 0, 0, 0};
    bool made = s && SDL_RenderReadPixels(r, NULL, SDL_PIXELFORMAT_RGBA32, s->pixels, s->pitch) == 0 &&
                png_bytes(s, &g);
    SDL_FreeSurface(s);
    if (!made) {
        snprintf(err, err_cap, "the picture could not be made: %s", SDL_GetError());
        free(g.data);
        return false;
    }
    int ms;
    time_t when = clock_now(&ms);
    bool ok = screenshot_write(dir, when, ms, g.data, g.len, path, cap, cause, err, err_cap);
    free(g.data);
    return ok;
}

void screenshot_words(const Lang *lang, bool ok, const char *path, int cause, char *buf, size_t cap)
{
    if (ok) {
        snprintf(buf, cap, _("Screenshot saved: %s"), path);
        return;
    }
    const char *why = cause == SCREENSHOT_NO_PICTURE ? _("the picture on screen could not be read")
                                                      : save_cause_words(lang, cause);
    if (path[0]) snprintf(buf, cap, _("The screenshot could not be saved: %s (%s)."), why, path);
    else snprintf(buf, cap, _("The screenshot could not be saved: %s."), why);
}
