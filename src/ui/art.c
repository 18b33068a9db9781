/* art.c — see art.h. Icons are the project's own SVGs rasterised by SDL2_image at the exact
 * pixel size drawn (never a scaled bitmap), text is SDL2_ttf blended into textures, and the pen
 * shapes are SDL_RenderGeometry triangles with a one-pixel feathered rim so strokes look
 * anti-aliased on every renderer, including the software one.
 *
 * Layout on disk: data_dir is the assets folder; icons are <data_dir>/icons/<name>.svg and
 * fonts are <data_dir>/../fonts/ (fonts/ sits beside assets/ in the source tree, the build tree
 * and an installed tree alike). */
#include "art.h"
#include "text_marks.h"
#include "art_shape.h"
#include "render_flush.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL_image.h>
#include <SDL_ttf.h>

#define ART_PATH_MAX 1024
#define ICON_NAME_MAX 48
/* Bounded so a window being dragged through hundreds of sizes cannot grow the cache forever;
 * a steady frame uses far fewer (a few dozen names at two or three sizes). */
#define ICON_CACHE_MAX 768
#define FONT_SLOTS 12
/* Large enough that one frame's labels (tracks, rivers, several sheets, tooltips) fit
 * without evicting each other, so a steady frame renders no text at all. */
#define TEXT_SLOTS 512
#define FACE_COUNT 3
#define ART_PI 3.14159265f /* strict C11 has no M_PI */

static const char *const face_file[FACE_COUNT] = {
    [FONT_REGULAR] = "DejaVuSans.ttf",
    [FONT_BOLD] = "DejaVuSans-Bold.ttf",
    [FONT_HAND] = "Breip.ttf", /* informal pen handwriting, SIL OFL (fonts/LICENSE-Breip.txt) */
};

typedef struct {
    uint32_t hash;
    int size;
    uint64_t used;
    SDL_Texture *tex;
    char name[ICON_NAME_MAX];
} IconEntry;

typedef struct {
    int face, px;
    uint64_t used;
    TTF_Font *font;
} FontEntry;

typedef struct {
    uint32_t hash, rgba;
    int face, px;
    int w, h;           /* texture size in pixels */
    uint64_t used;
    SDL_Texture *tex;   /* NULL for an empty string */
    char *text;
} TextEntry;

struct Art {
    SDL_Renderer *r;
    char icon_dir[ART_PATH_MAX];
    char font_path[FACE_COUNT][ART_PATH_MAX];
    IconEntry *icon;
    int icon_count, icon_cap;
    char (*missing)[ICON_NAME_MAX]; /* names already reported missing: logged once */
    int missing_count, missing_cap;
    int damaged_icons;              /* icon files there but unreadable or missing (art_damage) */
    char damaged_first[ART_PATH_MAX + ICON_NAME_MAX + 8];   /* the first of them, and why */
    FontEntry font[FONT_SLOTS];
    bool font_failed[FACE_COUNT];   /* a face that would not open was logged: once only */
    TextEntry text[TEXT_SLOTS];
    uint64_t tick;
    RenderGlFlush gl_flush;         /* r is OpenGL drawn in software: its glFlush, copies flushed in runs */
    int copies;                     /* pictures copied since the last flush */
    ArtShapes *shapes;              /* rounded shapes kept as textures (art_shape.c) */
    Style style;                    /* the owner's look (art_set_style) */
    TextMarks *marks;               /* the owner's record of drawn text, or NULL */
};

/* ---- helpers ---------------------------------------------------------------------------- */

/* FNV-1a over n bytes of s, from h (2166136261 to start). */
static uint32_t fnv1a(uint32_t h, const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        h ^= (unsigned char)s[i];
        h *= 16777619u;
    }
    return h;
}

static uint32_t hash_str(const char *s)
{
    return fnv1a(2166136261u, s, strlen(s));
}

static bool file_readable(const char *path)
{
    SDL_RWops *rw = SDL_RWFromFile(path, "rb");
    if (!rw)
        return false;
    SDL_RWclose(rw);
    return true;
}

/* The folder that holds data_dir: fonts/ lives there. Falls back to "<data_dir>/.." when the
 * last component cannot simply be stripped ("." or ".."). */
static void parent_dir(const char *dir, char *out, size_t cap)
{
    size_t n = strlen(dir);
    while (n > 1 && dir[n - 1] == '/')
        n--;
    size_t slash = n;
    while (slash > 0 && dir[slash - 1] != '/')
        slash--;
    const char *last = dir + slash;
    size_t last_len = n - slash;
    bool dots = (last_len == 1 && last[0] == '.') || (last_len == 2 && last[0] == '.' && last[1] == '.');
    if (dots || n == 0)
        snprintf(out, cap, "%.*s/..", (int)n, dir);
    else if (slash == 0)
        snprintf(out, cap, ".");
    else if (slash == 1)
        snprintf(out, cap, "/");
    else
        snprintf(out, cap, "%.*s", (int)(slash - 1), dir);
}

/* The renderer's scale (logical size or SDL_RenderSetScale): icons and text are rasterised
 * at the pixel size they will really cover, so they stay crisp on HiDPI and scaled windows. */
static float render_scale(SDL_Renderer *r)
{
    float sx = 1.0f, sy = 1.0f;
    SDL_RenderGetScale(r, &sx, &sy);
    float s = sx > sy ? sx : sy;
    return s > 0.01f ? s : 1.0f;
}

/* ---- open / free ------------------------------------------------------------------------ */

/* Every face is opened once now, so a file that is there but is no font (damaged, cut, not a
 * TrueType file) is found at start and named, not drawn as blank labels later. A damaged
 * face is replaced by a sound DejaVu weight, and note (cap bytes) says which; with neither
 * DejaVu weight readable there is no text to draw and the answer is false, err naming the
 * file. */
static bool check_faces(Art *a, char *note, size_t cap)
{
    bool sound[FACE_COUNT];
    for (int f = 0; f < FACE_COUNT; f++) {
        TTF_Font *font = TTF_OpenFont(a->font_path[f], 16);
        sound[f] = font != NULL;
        if (font)
            TTF_CloseFont(font);
    }
    if (!sound[FONT_REGULAR] && !sound[FONT_BOLD]) {
        snprintf(note, cap, "the font files %s and %s cannot be read as fonts (damaged?)",
                 a->font_path[FONT_REGULAR], a->font_path[FONT_BOLD]);
        return false;
    }
    size_t used = 0;
    for (int f = 0; f < FACE_COUNT; f++) {
        if (sound[f])
            continue;
        int stand_in = sound[FONT_REGULAR] ? FONT_REGULAR : FONT_BOLD;
        int n = snprintf(note + used, cap - used,
                         "%sthe font file %s cannot be read as a font (damaged?); %s is used in its place",
                         used ? "; " : "", a->font_path[f], face_file[stand_in]);
        if (n > 0)
            used = (size_t)n < cap - used ? used + (size_t)n : cap - 1;
        memcpy(a->font_path[f], a->font_path[stand_in], ART_PATH_MAX);
    }
    return true;
}

Art *art_open(SDL_Renderer *r, const char *data_dir, char *err, size_t cap)
{
    if (err && cap)
        err[0] = '\0';
    if (!r || !data_dir) {
        if (err && cap)
            snprintf(err, cap, "art_open: no renderer or data folder");
        return NULL;
    }
    char parent[ART_PATH_MAX];
    parent_dir(data_dir, parent, sizeof parent);
    Art *a = calloc(1, sizeof *a);
    if (!a) {
        if (err && cap)
            snprintf(err, cap, "art_open: out of memory");
        return NULL;
    }
    a->r = r;
    a->style = style_make(false);
    a->gl_flush = render_software_gl(r);
    snprintf(a->icon_dir, sizeof a->icon_dir, "%s/icons", data_dir);
    for (int f = 0; f < FACE_COUNT; f++) {
        int n = snprintf(a->font_path[f], ART_PATH_MAX, "%s/fonts/%s", parent, face_file[f]);
        /* Fail now, naming the file, rather than drawing no text later. */
        if (n < 0 || n >= ART_PATH_MAX || !file_readable(a->font_path[f])) {
            if (err && cap)
                snprintf(err, cap, "missing font file %s", a->font_path[f]);
            free(a);
            return NULL;
        }
    }
    /* SDL_ttf counts its initialisations, so every Art can pair its own Init with a Quit. */
    if (TTF_Init() != 0) {
        if (err && cap)
            snprintf(err, cap, "cannot start SDL_ttf: %s", TTF_GetError());
        free(a);
        return NULL;
    }
    char note[3 * ART_PATH_MAX + 256] = "";
    bool readable = check_faces(a, note, sizeof note);
    if (err && cap)
        snprintf(err, cap, "%s", note);
    if (!readable) {
        free(a);
        TTF_Quit();
        return NULL;
    }
    a->shapes = art_shapes_new();   /* NULL: rounded shapes drawn as triangles */
    return a;
}

void art_free(Art *a)
{
    if (!a)
        return;
    for (int i = 0; i < a->icon_count; i++)
        if (a->icon[i].tex)
            SDL_DestroyTexture(a->icon[i].tex);
    free(a->icon);
    free(a->missing);
    for (int i = 0; i < TEXT_SLOTS; i++) {
        if (a->text[i].tex)
            SDL_DestroyTexture(a->text[i].tex);
        free(a->text[i].text);
    }
    for (int i = 0; i < FONT_SLOTS; i++)
        if (a->font[i].font)
            TTF_CloseFont(a->font[i].font);
    art_shapes_free(a->shapes);
    free(a);
    TTF_Quit();
}

void art_set_style(Art *a, Style style)
{
    if (a) a->style = style;
}

const Style *art_style(const Art *a)
{
    return a ? &a->style : style_standard();
}

void art_record_text(Art *a, TextMarks *m)
{
    if (!a) return;
    text_marks_start(m);
    a->marks = m;
}

TextMarks *art_text_marks(const Art *a)
{
    return a ? a->marks : NULL;
}

void art_forget_textures(Art *a)
{
    if (!a)
        return;
    for (int i = 0; i < a->icon_count; i++)
        if (a->icon[i].tex)
            SDL_DestroyTexture(a->icon[i].tex);
    a->icon_count = 0;
    for (int i = 0; i < TEXT_SLOTS; i++) {
        if (a->text[i].tex)
            SDL_DestroyTexture(a->text[i].tex);
        free(a->text[i].text);
        a->text[i] = (TextEntry){0};
    }
    art_shapes_forget(a->shapes);
}

/* ---- icons ------------------------------------------------------------------------------ */

static bool icon_known_missing(const Art *a, const char *name)
{
    for (int i = 0; i < a->missing_count; i++)
        if (strncmp(a->missing[i], name, ICON_NAME_MAX - 1) == 0)  /* stored names are cut */
            return true;
    return false;
}

static void icon_note_missing(Art *a, const char *name, const char *path, const char *why)
{
    SDL_Log("art: no icon '%s' (looked for %s: %s)", name, path, why);
    if (a->missing_count == a->missing_cap) {
        int cap = a->missing_cap ? a->missing_cap * 2 : 8;
        void *grown = realloc(a->missing, (size_t)cap * sizeof *a->missing);
        if (!grown)
            return;  /* only costs a repeated log line */
        a->missing = grown;
        a->missing_cap = cap;
    }
    snprintf(a->missing[a->missing_count++], ICON_NAME_MAX, "%s", name);
}

/* A file of the icon set that could not be read: counted, the first one kept with why. */
static void icon_damaged(Art *a, const char *path, const char *why)
{
    /* A path too long for the note is cut short: it is still said. */
    if (a->damaged_icons++ == 0 && snprintf(a->damaged_first, sizeof a->damaged_first, "%s: %s", path, why) < 0)
        a->damaged_first[0] = '\0';
}

int art_damage(const Art *a, const char **first)
{
    *first = a ? a->damaged_first : "";
    return a ? a->damaged_icons : 0;
}

static SDL_Texture *icon_render(Art *a, const char *name, int size)
{
    char path[ART_PATH_MAX + ICON_NAME_MAX + 8];
    snprintf(path, sizeof path, "%s/%s.svg", a->icon_dir, name);
    SDL_RWops *rw = SDL_RWFromFile(path, "rb");
    if (!rw) {
        icon_note_missing(a, name, path, "cannot open");
        icon_damaged(a, path, SDL_GetError());
        return NULL;
    }
    SDL_Surface *s = IMG_LoadSizedSVG_RW(rw, size, size);
    SDL_RWclose(rw);
    if (!s) {
        icon_note_missing(a, name, path, IMG_GetError());
        icon_damaged(a, path, IMG_GetError());
        return NULL;
    }
    SDL_Texture *t = SDL_CreateTextureFromSurface(a->r, s);
    SDL_FreeSurface(s);
    if (!t) {
        /* A renderer failure is not the file's fault: log, but let a later frame retry. */
        SDL_Log("art: cannot make a texture for %s: %s", path, SDL_GetError());
        return NULL;
    }
    SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
    return t;
}

SDL_Texture *art_icon(Art *a, const char *name, int size)
{
    if (!a || !name || !name[0] || size <= 0)
        return NULL;
    if (size > 2048)
        size = 2048;
    /* Names index files: anything that could leave icons/ is not an icon name. */
    if (strlen(name) >= ICON_NAME_MAX || strchr(name, '/') || strchr(name, '\\') || name[0] == '.') {
        if (!icon_known_missing(a, name))
            icon_note_missing(a, name, name, "not an icon name");
        return NULL;
    }
    uint32_t h = hash_str(name);
    a->tick++;
    for (int i = 0; i < a->icon_count; i++) {
        IconEntry *e = &a->icon[i];
        if (e->hash == h && e->size == size && strcmp(e->name, name) == 0) {
            e->used = a->tick;
            return e->tex;
        }
    }
    if (icon_known_missing(a, name))
        return NULL;
    SDL_Texture *t = icon_render(a, name, size);
    if (!t)
        return NULL;
    IconEntry *slot = NULL;
    if (a->icon_count < a->icon_cap) {
        slot = &a->icon[a->icon_count++];
    } else if (a->icon_cap < ICON_CACHE_MAX) {
        int cap = a->icon_cap ? a->icon_cap * 2 : 64;
        if (cap > ICON_CACHE_MAX)
            cap = ICON_CACHE_MAX;
        IconEntry *grown = realloc(a->icon, (size_t)cap * sizeof *grown);
        if (grown) {
            a->icon = grown;
            a->icon_cap = cap;
            slot = &a->icon[a->icon_count++];
        }
    }
    if (!slot) {
        if (a->icon_count == 0) {  /* no memory at all: hand out nothing rather than leak */
            SDL_DestroyTexture(t);
            return NULL;
        }
        slot = &a->icon[0];  /* evict the least recently drawn */
        for (int i = 1; i < a->icon_count; i++)
            if (a->icon[i].used < slot->used)
                slot = &a->icon[i];
        SDL_DestroyTexture(slot->tex);
    }
    slot->hash = h;
    slot->size = size;
    slot->used = a->tick;
    slot->tex = t;
    snprintf(slot->name, sizeof slot->name, "%s", name);
    return t;
}

/* Every picture copy goes through here. Under OpenGL the driver is told to draw every
 * ART_FLUSH_RUN copies (render_flush.h): a software GL driver otherwise keeps the state of
 * every copy of a picture made of hundreds of icons and words (a printed sheet) until the
 * frame ends, tens of megabytes the process then keeps. */
#define ART_FLUSH_RUN 16
static void copy_picture(Art *a, SDL_Texture *t, const SDL_Rect *dst)
{
    SDL_RenderCopy(a->r, t, NULL, dst);
    if (a->gl_flush && ++a->copies >= ART_FLUSH_RUN) {
        a->copies = 0;
        render_flush(a->r, a->gl_flush);
    }
}

void art_draw_icon_scaled(Art *a, const char *name, int size, SDL_Rect dst, SDL_Color tint)
{
    if (!a || size <= 0 || dst.w <= 0 || dst.h <= 0)
        return;
    SDL_Texture *t = art_icon(a, name, (int)lroundf((float)size * render_scale(a->r)));
    if (!t)
        return;
    SDL_SetTextureColorMod(t, tint.r, tint.g, tint.b);
    SDL_SetTextureAlphaMod(t, tint.a);
    copy_picture(a, t, &dst);
    text_marks_icon(a->marks, a->r, name, dst);
}

void art_draw_icon(Art *a, const char *name, SDL_Rect rect, SDL_Color tint)
{
    if (!a)
        return;
    int side = rect.w < rect.h ? rect.w : rect.h;
    if (side <= 0)
        return;
    float scale = render_scale(a->r);
    SDL_Texture *t = art_icon(a, name, (int)lroundf((float)side * scale));
    if (!t)
        return;
    SDL_SetTextureColorMod(t, tint.r, tint.g, tint.b);
    SDL_SetTextureAlphaMod(t, tint.a);
    SDL_Rect dst = {rect.x + (rect.w - side) / 2, rect.y + (rect.h - side) / 2, side, side};
    copy_picture(a, t, &dst);
    text_marks_icon(a->marks, a->r, name, dst);
}

/* ---- text ------------------------------------------------------------------------------- */

static TTF_Font *font_get(Art *a, int face, int px)
{
    a->tick++;
    FontEntry *lru = &a->font[0];
    for (int i = 0; i < FONT_SLOTS; i++) {
        FontEntry *e = &a->font[i];
        if (e->font && e->face == face && e->px == px) {
            e->used = a->tick;
            return e->font;
        }
        if (!e->font || (lru->font && e->used < lru->used))
            lru = e;
    }
    TTF_Font *f = TTF_OpenFont(a->font_path[face], px);
    if (!f) {
        /* Said once: this runs for every label of every frame. */
        if (!a->font_failed[face])
            SDL_Log("art: cannot open %s at %d px: %s", a->font_path[face], px, TTF_GetError());
        a->font_failed[face] = true;
        return NULL;
    }
    if (lru->font)
        TTF_CloseFont(lru->font);
    lru->font = f;
    lru->face = face;
    lru->px = px;
    lru->used = a->tick;
    return f;
}

/* Decodes one UTF-8 code point; malformed bytes come back as U+FFFD one byte at a time. */
static uint32_t utf8_next(const unsigned char **p, const unsigned char *end)
{
    const unsigned char *s = *p;
    uint32_t c = *s++;
    int more = c >= 0xF0 ? 3 : c >= 0xE0 ? 2 : c >= 0xC0 ? 1 : 0;
    if (c >= 0x80 && c < 0xC0)
        more = -1;
    if (more < 0 || s + more > end) {
        *p = s;
        return 0xFFFD;
    }
    c &= more == 3 ? 0x07u : more == 2 ? 0x0Fu : more == 1 ? 0x1Fu : 0x7Fu;
    for (int i = 0; i < more; i++) {
        if ((s[i] & 0xC0) != 0x80) {
            *p = s;
            return 0xFFFD;
        }
        c = (c << 6) | (s[i] & 0x3Fu);
    }
    *p = s + more;
    return c;
}

/* The handwriting face covers Latin-1 only; a line with a sign it lacks (arrows, dashes) is
 * written in the regular face rather than with empty boxes. */
static int face_for(Art *a, int face, int px, const char *s, size_t n)
{
    if (face != FONT_HAND)
        return face;
    TTF_Font *f = font_get(a, face, px);
    if (!f)
        return FONT_REGULAR;
    const unsigned char *p = (const unsigned char *)s, *end = p + n;
    while (p < end) {
        uint32_t c = utf8_next(&p, end);
        if (c > ' ' && !TTF_GlyphIsProvided32(f, c))
            return FONT_REGULAR;
    }
    return face;
}

static int clamp_face(FontFace face)
{
    return (int)face >= 0 && (int)face < FACE_COUNT ? (int)face : FONT_REGULAR;
}

static int clamp_px(int px)
{
    return px < 4 ? 4 : px > 512 ? 512 : px;
}

/* One line of text (s, n bytes, no newline) at pixel size px: the cached texture entry, made
 * on a miss. NULL only when nothing can be rendered. */
static TextEntry *text_line(Art *a, int face, int px, SDL_Color c, const char *s, size_t n)
{
    uint32_t rgba = (uint32_t)c.r << 24 | (uint32_t)c.g << 16 | (uint32_t)c.b << 8 | c.a;
    uint32_t h = fnv1a(2166136261u, s, n);
    a->tick++;
    TextEntry *lru = &a->text[0];
    for (int i = 0; i < TEXT_SLOTS; i++) {
        TextEntry *e = &a->text[i];
        if (e->text && e->hash == h && e->rgba == rgba && e->face == face && e->px == px &&
            strlen(e->text) == n && memcmp(e->text, s, n) == 0) {
            e->used = a->tick;
            return e;
        }
        if (!e->text || (lru->text && e->used < lru->used))
            lru = e;
    }
    int drawn_face = face_for(a, face, px, s, n);
    TTF_Font *f = font_get(a, drawn_face, px);
    if (!f)
        return NULL;
    char *copy = malloc(n + 1);
    if (!copy)
        return NULL;
    memcpy(copy, s, n);
    copy[n] = '\0';
    SDL_Texture *t = NULL;
    int w = 0, hgt = TTF_FontHeight(f);
    if (n > 0) {
        SDL_Color opaque = {c.r, c.g, c.b, 255};
        SDL_Surface *surf = TTF_RenderUTF8_Blended(f, copy, opaque);
        if (!surf) {
            SDL_Log("art: cannot render text '%s': %s", copy, TTF_GetError());
            free(copy);
            return NULL;
        }
        t = SDL_CreateTextureFromSurface(a->r, surf);
        w = surf->w;
        hgt = surf->h;
        SDL_FreeSurface(surf);
        if (!t) {
            SDL_Log("art: cannot make a text texture: %s", SDL_GetError());
            free(copy);
            return NULL;
        }
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
        SDL_SetTextureAlphaMod(t, c.a);
        /* Only drawn downscaled on a scaled renderer; linear keeps that smooth. */
        SDL_SetTextureScaleMode(t, SDL_ScaleModeLinear);
    }
    if (lru->tex)
        SDL_DestroyTexture(lru->tex);
    free(lru->text);
    *lru = (TextEntry){h, rgba, face, px, w, hgt, a->tick, t, copy};
    return lru;
}

/* Width and height of one line in logical units, without rendering it. */
static void line_size(Art *a, int face, int px, float scale, const char *s, size_t n, int *w, int *h)
{
    *w = 0;
    *h = 0;
    int drawn_face = face_for(a, face, px, s, n);
    TTF_Font *f = font_get(a, drawn_face, px);
    if (!f)
        return;
    int pw = 0, ph = TTF_FontHeight(f);
    if (n > 0) {
        char buf[256];
        char *copy = n < sizeof buf ? buf : malloc(n + 1);
        if (!copy)
            return;
        memcpy(copy, s, n);
        copy[n] = '\0';
        if (TTF_SizeUTF8(f, copy, &pw, &ph) != 0)
            pw = 0;
        if (copy != buf)
            free(copy);
    }
    *w = (int)ceilf((float)pw / scale);
    *h = (int)ceilf((float)ph / scale);
}

int art_text(Art *a, FontFace face, int px, SDL_Color c, int x, int y, int align, const char *text)
{
    if (!a || !text)
        return 0;
    int fc = clamp_face(face);
    float scale = render_scale(a->r);
    int ppx = clamp_px((int)lroundf((float)px * scale));
    TTF_Font *f = font_get(a, fc, ppx);
    int skip = f ? (int)ceilf((float)TTF_FontLineSkip(f) / scale) : px;
    int widest = 0;
    /* Lines are drawn (and cached) one by one: a tooltip's second line changing does not
     * re-render its first. */
    for (const char *line = text;; y += skip) {
        const char *nl = strchr(line, '\n');
        size_t n = nl ? (size_t)(nl - line) : strlen(line);
        TextEntry *e = text_line(a, fc, ppx, c, line, n);
        if (e && e->tex) {
            int w = (int)lroundf((float)e->w / scale), h = (int)lroundf((float)e->h / scale);
            int left = align == 1 ? x - w / 2 : align == 2 ? x - w : x;
            SDL_Rect dst = {left, y, w, h};
            SDL_SetTextureAlphaMod(e->tex, c.a);
            copy_picture(a, e->tex, &dst);
            text_marks_line(a->marks, a->r, line, n, px, dst);
            if (w > widest)
                widest = w;
        }
        if (!nl)
            break;
        line = nl + 1;
    }
    return widest;
}

void art_text_size(Art *a, FontFace face, int px, const char *text, int *w, int *h)
{
    int ww = 0, hh = 0;
    if (a && text) {
        int fc = clamp_face(face);
        float scale = render_scale(a->r);
        int ppx = clamp_px((int)lroundf((float)px * scale));
        TTF_Font *f = font_get(a, fc, ppx);
        int skip = f ? (int)ceilf((float)TTF_FontLineSkip(f) / scale) : px;
        for (const char *line = text;;) {
            const char *nl = strchr(line, '\n');
            size_t n = nl ? (size_t)(nl - line) : strlen(line);
            int lw, lh;
            line_size(a, fc, ppx, scale, line, n, &lw, &lh);
            if (lw > ww)
                ww = lw;
            if (!nl) {
                hh += lh;
                break;
            }
            hh += skip;
            line = nl + 1;
        }
    }
    if (w)
        *w = ww;
    if (h)
        *h = hh;
}

/* ---- pen shapes ------------------------------------------------------------------------- */

/* Triangles are gathered here and sent in batches; a shape never needs more than one batch
 * to look right, so flushing mid-shape is harmless. */
#define PEN_BATCH 768

typedef struct {
    SDL_Renderer *r;
    SDL_Color c, clear;  /* the pen colour and the same colour at alpha 0 (the feathered rim) */
    int n;
    SDL_Vertex v[PEN_BATCH];
} Pen;

static void pen_begin(Pen *p, SDL_Renderer *r, SDL_Color c)
{
    p->r = r;
    p->c = c;
    p->clear = (SDL_Color){c.r, c.g, c.b, 0};
    p->n = 0;
}

static void pen_flush(Pen *p)
{
    if (p->n == 0)
        return;
    /* Untextured geometry blends with the renderer's draw blend mode; keep the caller's. */
    SDL_BlendMode old = SDL_BLENDMODE_NONE;
    SDL_GetRenderDrawBlendMode(p->r, &old);
    SDL_SetRenderDrawBlendMode(p->r, SDL_BLENDMODE_BLEND);
    SDL_RenderGeometry(p->r, NULL, p->v, p->n, NULL, 0);
    SDL_SetRenderDrawBlendMode(p->r, old);
    p->n = 0;
}

static void pen_tri(Pen *p, float x0, float y0, SDL_Color c0, float x1, float y1, SDL_Color c1,
                    float x2, float y2, SDL_Color c2)
{
    if (p->n + 3 > PEN_BATCH)
        pen_flush(p);
    SDL_Vertex *v = &p->v[p->n];
    v[0] = (SDL_Vertex){{x0, y0}, c0, {0, 0}};
    v[1] = (SDL_Vertex){{x1, y1}, c1, {0, 0}};
    v[2] = (SDL_Vertex){{x2, y2}, c2, {0, 0}};
    p->n += 3;
}

/* A quad a-b-c-d (in order round it) with colours per corner. */
static void pen_quad(Pen *p, float ax, float ay, SDL_Color ca, float bx, float by, SDL_Color cb,
                     float cx, float cy, SDL_Color cc, float dx, float dy, SDL_Color cd)
{
    pen_tri(p, ax, ay, ca, bx, by, cb, cx, cy, cc);
    pen_tri(p, ax, ay, ca, cx, cy, cc, dx, dy, cd);
}

/* Segments for an arc of `turn` radians at radius rad: fine enough that the polygon's flat
 * sides stay under about a quarter pixel. */
static int arc_steps(float rad, float turn)
{
    int n = (int)ceilf(turn * sqrtf(rad > 1.0f ? rad : 1.0f) * 0.9f);
    return n < 3 ? 3 : n > 96 ? 96 : n;
}

/* A pen stroke from (x0,y0) to (x1,y1): a solid band of half-width `core` with a one-pixel
 * rim fading to transparent, and round ends built the same way (half discs on the outer
 * side only, so nothing overlaps and translucent pens stay even). */
static void pen_capsule(Pen *p, float x0, float y0, float x1, float y1, float half)
{
    float core = half - 0.5f, rim = half + 0.5f;
    if (core < 0.0f)
        core = 0.0f;
    float dx = x1 - x0, dy = y1 - y0, len = sqrtf(dx * dx + dy * dy);
    float ux = 1.0f, uy = 0.0f;
    if (len > 1e-4f) {
        ux = dx / len;
        uy = dy / len;
    }
    float nx = -uy, ny = ux;
    SDL_Color c = p->c, o = p->clear;
    if (len > 1e-4f) {
        pen_quad(p, x0 + nx * core, y0 + ny * core, c, x1 + nx * core, y1 + ny * core, c,
                 x1 - nx * core, y1 - ny * core, c, x0 - nx * core, y0 - ny * core, c);
        for (int side = -1; side <= 1; side += 2) {
            float sx = nx * (float)side, sy = ny * (float)side;
            pen_quad(p, x0 + sx * core, y0 + sy * core, c, x1 + sx * core, y1 + sy * core, c,
                     x1 + sx * rim, y1 + sy * rim, o, x0 + sx * rim, y0 + sy * rim, o);
        }
    }
    /* Round caps: at the end the half disc faces along +u, at the start along -u. */
    int steps = arc_steps(rim, ART_PI);
    for (int end = 0; end < 2; end++) {
        float cx = end ? x1 : x0, cy = end ? y1 : y0;
        float base = atan2f(ny, nx);  /* starts at +n, sweeps through ±u to -n */
        float dir = end ? -1.0f : 1.0f;
        for (int i = 0; i < steps; i++) {
            float a0 = base + dir * ART_PI * (float)i / (float)steps;
            float a1 = base + dir * ART_PI * (float)(i + 1) / (float)steps;
            float c0 = cosf(a0), s0 = sinf(a0), c1 = cosf(a1), s1 = sinf(a1);
            if (core > 0.0f)
                pen_tri(p, cx, cy, c, cx + c0 * core, cy + s0 * core, c, cx + c1 * core,
                        cy + s1 * core, c);
            pen_quad(p, cx + c0 * core, cy + s0 * core, c, cx + c1 * core, cy + s1 * core, c,
                     cx + c1 * rim, cy + s1 * rim, o, cx + c0 * rim, cy + s0 * rim, o);
        }
    }
}

void art_line(SDL_Renderer *r, float x0, float y0, float x1, float y1, float width, SDL_Color c)
{
    if (!r || width <= 0.0f)
        return;
    Pen p;
    pen_begin(&p, r, c);
    pen_capsule(&p, x0, y0, x1, y1, width * 0.5f);
    pen_flush(&p);
}

void art_circle(SDL_Renderer *r, float cx, float cy, float radius, float width, SDL_Color c)
{
    if (!r || width <= 0.0f || radius <= 0.0f)
        return;
    float half = width * 0.5f;
    float core = half - 0.5f > 0.0f ? half - 0.5f : 0.0f;
    /* Four rings: transparent, solid, solid, transparent; the ring is one closed strip so
     * the stroke has no joints to overlap. */
    float rad[4] = {radius - half - 0.5f, radius - core, radius + core, radius + half + 0.5f};
    if (rad[0] < 0.0f)
        rad[0] = 0.0f;
    if (rad[1] < 0.0f)
        rad[1] = 0.0f;
    int steps = arc_steps(rad[3], 2.0f * ART_PI);
    if (steps < 32)
        steps = 32;
    Pen p;
    pen_begin(&p, r, c);
    SDL_Color col[4] = {p.clear, c, c, p.clear};
    for (int i = 0; i < steps; i++) {
        float a0 = 2.0f * ART_PI * (float)i / (float)steps;
        float a1 = 2.0f * ART_PI * (float)(i + 1) / (float)steps;
        float c0 = cosf(a0), s0 = sinf(a0), c1 = cosf(a1), s1 = sinf(a1);
        for (int k = 0; k < 3; k++) {
            if (k == 1 && core <= 0.0f)
                continue;
            pen_quad(&p, cx + c0 * rad[k], cy + s0 * rad[k], col[k], cx + c1 * rad[k],
                     cy + s1 * rad[k], col[k], cx + c1 * rad[k + 1], cy + s1 * rad[k + 1],
                     col[k + 1], cx + c0 * rad[k + 1], cy + s0 * rad[k + 1], col[k + 1]);
        }
    }
    pen_flush(&p);
}

void art_cross(SDL_Renderer *r, float cx, float cy, float half, float width, SDL_Color c)
{
    if (!r || width <= 0.0f)
        return;
    Pen p;
    pen_begin(&p, r, c);
    pen_capsule(&p, cx - half, cy - half, cx + half, cy + half, width * 0.5f);
    pen_capsule(&p, cx - half, cy + half, cx + half, cy - half, width * 0.5f);
    pen_flush(&p);
}

/* Solid rectangles in colour c, blended when it is translucent. */
static void fill_rects(SDL_Renderer *r, const SDL_Rect *rects, int n, SDL_Color c)
{
    SDL_BlendMode old = SDL_BLENDMODE_NONE;
    Uint8 or_, og, ob, oa;
    SDL_GetRenderDrawBlendMode(r, &old);
    SDL_GetRenderDrawColor(r, &or_, &og, &ob, &oa);
    SDL_SetRenderDrawBlendMode(r, c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(r, c.r, c.g, c.b, c.a);
    SDL_RenderFillRects(r, rects, n);
    SDL_SetRenderDrawColor(r, or_, og, ob, oa);
    SDL_SetRenderDrawBlendMode(r, old);
}

/* An opaque rounded rectangle the fast way: the body as plain rectangles (a software
 * renderer fills those many times faster than triangles), and only the four corners as
 * quarter discs with the feathered rim. Opaque, so the parts may overlap. */
static void fill_round_opaque(SDL_Renderer *r, SDL_Rect rect, int rad, SDL_Color c)
{
    SDL_Rect body[2] = {{rect.x + rad, rect.y, rect.w - 2 * rad, rect.h},
                        {rect.x, rect.y + rad, rect.w, rect.h - 2 * rad}};
    fill_rects(r, body, 2, c);
    if (rad == 0)
        return;
    float x0 = (float)rect.x, y0 = (float)rect.y;
    float x1 = x0 + (float)rect.w, y1 = y0 + (float)rect.h, fr = (float)rad;
    float ccx[4] = {x1 - fr, x0 + fr, x0 + fr, x1 - fr};
    float ccy[4] = {y0 + fr, y0 + fr, y1 - fr, y1 - fr};
    int steps = arc_steps(fr, ART_PI * 0.5f);
    Pen p;
    pen_begin(&p, r, c);
    for (int k = 0; k < 4; k++) {
        float px = 0, py = 0, pox = 0, poy = 0;
        for (int i = 0; i <= steps; i++) {
            float ang = ART_PI * 0.5f * ((float)k + (float)i / (float)steps);
            float ex = cosf(ang), ey = -sinf(ang);
            float sx = ccx[k] + ex * (fr - 0.5f), sy = ccy[k] + ey * (fr - 0.5f);
            float rx = ccx[k] + ex * (fr + 0.5f), ry = ccy[k] + ey * (fr + 0.5f);
            if (i > 0) {
                pen_tri(&p, ccx[k], ccy[k], c, px, py, c, sx, sy, c);
                pen_quad(&p, px, py, c, sx, sy, c, rx, ry, p.clear, pox, poy, p.clear);
            }
            px = sx, py = sy, pox = rx, poy = ry;
        }
    }
    pen_flush(&p);
}

void art_fill_round_kept(Art *a, SDL_Rect rect, int radius, SDL_Color c)
{
    if (!a) return;
    if (!art_shapes_fill(a->shapes, a->r, rect, radius, c)) art_fill_round(a->r, rect, radius, c);
}

void art_fill_round(SDL_Renderer *r, SDL_Rect rect, int radius, SDL_Color c)
{
    if (!r || rect.w <= 0 || rect.h <= 0)
        return;
    int limit = (rect.w < rect.h ? rect.w : rect.h) / 2;
    if (c.a == 255) {
        fill_round_opaque(r, rect, radius < 0 ? 0 : radius > limit ? limit : radius, c);
        return;
    }
    float rad = (float)(radius < 0 ? 0 : radius > limit ? limit : radius);
    /* The outline sits on the rectangle's pixel edges: solid half a pixel inside, clear half
     * a pixel outside, so a square-cornered fill keeps crisp integer edges. */
    float x0 = (float)rect.x, y0 = (float)rect.y;
    float x1 = x0 + (float)rect.w, y1 = y0 + (float)rect.h;
    float ccx[4] = {x1 - rad, x0 + rad, x0 + rad, x1 - rad};
    float ccy[4] = {y0 + rad, y0 + rad, y1 - rad, y1 - rad};
    int steps = rad > 0.0f ? arc_steps(rad, ART_PI * 0.5f) : 0;
    Pen p;
    pen_begin(&p, r, c);
    float mx = (x0 + x1) * 0.5f, my = (y0 + y1) * 0.5f;
    float px = 0, py = 0, pox = 0, poy = 0;  /* previous outline point: solid and rim */
    bool have = false, first_set = false;
    float fx = 0, fy = 0, fox = 0, foy = 0;
    /* Walk the outline once round (corners top-right, top-left, bottom-left, bottom-right;
     * angles in screen coordinates, y down), fanning from the middle. */
    for (int k = 0; k < 4; k++) {
        for (int i = 0; i <= steps; i++) {
            float ang = ART_PI * 0.5f * ((float)k + (float)i / (float)(steps ? steps : 1));
            float ex = cosf(ang), ey = -sinf(ang);
            /* On a square corner the outward direction is the diagonal. */
            float ox = steps ? ex : (k == 0 || k == 3 ? 1.0f : -1.0f);
            float oy = steps ? ey : (k < 2 ? -1.0f : 1.0f);
            float sx = ccx[k] + ex * rad - ox * 0.5f, sy = ccy[k] + ey * rad - oy * 0.5f;
            float rx = ccx[k] + ex * rad + ox * 0.5f, ry = ccy[k] + ey * rad + oy * 0.5f;
            if (have) {
                pen_tri(&p, mx, my, c, px, py, c, sx, sy, c);
                pen_quad(&p, px, py, c, sx, sy, c, rx, ry, p.clear, pox, poy, p.clear);
            }
            if (!first_set) {
                fx = sx, fy = sy, fox = rx, foy = ry;
                first_set = true;
            }
            px = sx, py = sy, pox = rx, poy = ry, have = true;
            if (!steps)
                break;
        }
    }
    pen_tri(&p, mx, my, c, px, py, c, fx, fy, c);
    pen_quad(&p, px, py, c, fx, fy, c, fox, foy, p.clear, pox, poy, p.clear);
    pen_flush(&p);
}

void art_frame(SDL_Renderer *r, SDL_Rect rect, int width, SDL_Color c)
{
    if (!r || rect.w <= 0 || rect.h <= 0 || width <= 0)
        return;
    if (width * 2 >= rect.w || width * 2 >= rect.h) {
        art_fill_round(r, rect, 0, c);
        return;
    }
    /* Four bands that do not overlap, inside the rectangle, so translucent frames are even. */
    SDL_Rect band[4] = {
        {rect.x, rect.y, rect.w, width},
        {rect.x, rect.y + rect.h - width, rect.w, width},
        {rect.x, rect.y + width, width, rect.h - 2 * width},
        {rect.x + rect.w - width, rect.y + width, width, rect.h - 2 * width},
    };
    SDL_BlendMode old = SDL_BLENDMODE_NONE;
    Uint8 or_, og, ob, oa;
    SDL_GetRenderDrawBlendMode(r, &old);
    SDL_GetRenderDrawColor(r, &or_, &og, &ob, &oa);
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(r, c.r, c.g, c.b, c.a);
    SDL_RenderFillRects(r, band, 4);
    SDL_SetRenderDrawColor(r, or_, og, ob, oa);
    SDL_SetRenderDrawBlendMode(r, old);
}
