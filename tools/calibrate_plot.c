/* calibrate_plot.c — the reliability diagram (calibrate_plot.h), drawn with SDL's software
 * renderer and SDL_ttf into a surface and written by SDL_image. The lines take the
 * Okabe–Ito colours, told apart with colour blindness too, and each player count has its
 * own marker, so the picture reads without colour. */
#include <stdio.h>
#include <string.h>

#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>

#include "calibrate_plot.h"

#define W 1200
#define H 640
#define PANEL 460            /* a panel's plot square */
#define TOP 90
#define LEFT0 90
#define LEFT1 690

static const SDL_Color INK = {30, 30, 30, 255};
static const SDL_Color GRID = {215, 215, 215, 255};
static const SDL_Color LINE[4] = {{0, 114, 178, 255}, {213, 94, 0, 255}, {0, 158, 115, 255}, {204, 121, 167, 255}};

static TTF_Font *open_font(int px)
{
    char path[1024];
    char *base = SDL_GetBasePath();
    snprintf(path, sizeof path, "%sfonts/DejaVuSans.ttf", base ? base : "");
    SDL_free(base);
    TTF_Font *f = TTF_OpenFont(path, px);
    return f ? f : TTF_OpenFont("fonts/DejaVuSans.ttf", px);
}

static void text(SDL_Surface *s, TTF_Font *f, int x, int y, SDL_Color c, const char *words)
{
    SDL_Surface *t = TTF_RenderUTF8_Blended(f, words, c);
    if (!t) return;
    SDL_Rect at = {x, y, t->w, t->h};
    SDL_BlitSurface(t, NULL, s, &at);
    SDL_FreeSurface(t);
}

static void set(SDL_Renderer *r, SDL_Color c)
{
    SDL_SetRenderDrawColor(r, c.r, c.g, c.b, c.a);
}

/* A line three pixels thick. */
static void thick(SDL_Renderer *r, int x0, int y0, int x1, int y1)
{
    for (int d = -1; d <= 1; d++) {
        SDL_RenderDrawLine(r, x0 + d, y0, x1 + d, y1);
        SDL_RenderDrawLine(r, x0, y0 + d, x1, y1 + d);
    }
}

/* Player count k's marker: a square, a diamond, a triangle or a cross. */
static void marker(SDL_Renderer *r, int k, int x, int y)
{
    const int m = 7;
    if (k == 0) {
        SDL_Rect box = {x - m, y - m, 2 * m + 1, 2 * m + 1};
        SDL_RenderFillRect(r, &box);
    } else if (k == 1) {
        for (int d = 0; d <= m; d++) {
            SDL_RenderDrawLine(r, x - (m - d), y - d, x + (m - d), y - d);
            SDL_RenderDrawLine(r, x - (m - d), y + d, x + (m - d), y + d);
        }
    } else if (k == 2) {
        for (int d = 0; d <= 2 * m; d++) SDL_RenderDrawLine(r, x - d / 2, y - m + d, x + d / 2, y - m + d);
    } else {
        thick(r, x - m, y - m, x + m, y + m);
        thick(r, x - m, y + m, x + m, y - m);
    }
}

static void panel(SDL_Renderer *r, int left, const Calib *c, int counts)
{
    set(r, GRID);
    for (int i = 0; i <= 10; i++) {
        int at = i * PANEL / 10;
        SDL_RenderDrawLine(r, left + at, TOP, left + at, TOP + PANEL);
        SDL_RenderDrawLine(r, left, TOP + at, left + PANEL, TOP + at);
    }
    set(r, INK);
    SDL_Rect frame = {left, TOP, PANEL + 1, PANEL + 1};
    SDL_RenderDrawRect(r, &frame);
    SDL_RenderDrawLine(r, left, TOP + PANEL, left + PANEL, TOP);   /* perfect calibration */
    for (int k = 0; k < counts && k < 4; k++) {
        set(r, LINE[k]);
        int px = -1, py = -1;
        for (int b = 0; b < CALIB_BINS; b++) {
            double p, y;
            if (!calib_bin_means(&c[k], b, &p, &y)) continue;
            int x = left + (int)(p * PANEL + 0.5), yy = TOP + PANEL - (int)(y * PANEL + 0.5);
            if (px >= 0) thick(r, px, py, x, yy);
            marker(r, k, x, yy);
            px = x;
            py = yy;
        }
    }
}

static void labels(SDL_Surface *s, TTF_Font *f, TTF_Font *small, int left, const char *title, const Calib *c,
                   int counts)
{
    text(s, f, left, TOP - 70, INK, title);
    for (int i = 0; i <= 10; i += 2) {
        char n[8];
        snprintf(n, sizeof n, "%d", 10 * i);
        text(s, small, left + i * PANEL / 10 - 8, TOP + PANEL + 6, INK, n);
        text(s, small, left - 34, TOP + PANEL - i * PANEL / 10 - 9, INK, n);
    }
    text(s, small, left + PANEL / 2 - 110, TOP + PANEL + 28, INK, "chance stated (decile mean, %)");
    text(s, small, left - 80, TOP - 24, INK, "won (%)");
    for (int k = 0; k < counts && k < 4; k++) {
        char line[96];
        snprintf(line, sizeof line, "%d players: ECE %.1f pp, Brier %.3f, %ld estimates", k + 2,
                 100 * calib_ece(&c[k]), calib_brier(&c[k]), c[k].n);
        text(s, small, left + 30, TOP + 10 + 22 * k, LINE[k], line);
    }
}

static void legend_markers(SDL_Renderer *r, int left, int counts)
{
    for (int k = 0; k < counts && k < 4; k++) {
        set(r, LINE[k]);
        marker(r, k, left + 16, TOP + 20 + 22 * k);
    }
}

bool calibrate_plot(const char *path, const char *phase, const Calib *model, const Calib *hard, int counts)
{
    char story_title[160], hint_title[160];
    snprintf(story_title, sizeof story_title, "Story chart, %s", phase);
    snprintf(hint_title, sizeof hint_title, "Hint and review, as shown, %s", phase);
    if (SDL_Init(0) != 0 || TTF_Init() != 0) return false;
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, W, H, 32, SDL_PIXELFORMAT_ARGB8888);
    SDL_Renderer *r = s ? SDL_CreateSoftwareRenderer(s) : NULL;
    TTF_Font *f = open_font(20), *small = open_font(14);
    bool ok = r && f && small;
    if (ok) {
        SDL_SetRenderDrawColor(r, 255, 255, 255, 255);
        SDL_RenderClear(r);
        panel(r, LEFT0, model, counts);
        panel(r, LEFT1, hard, counts);
        legend_markers(r, LEFT0, counts);
        legend_markers(r, LEFT1, counts);
        SDL_RenderPresent(r);
        labels(s, f, small, LEFT0, story_title, model, counts);
        labels(s, f, small, LEFT1, hint_title, hard, counts);
        ok = IMG_SavePNG(s, path) == 0;
    }
    if (small) TTF_CloseFont(small);
    if (f) TTF_CloseFont(f);
    if (r) SDL_DestroyRenderer(r);
    if (s) SDL_FreeSurface(s);
    TTF_Quit();
    SDL_Quit();
    return ok;
}
