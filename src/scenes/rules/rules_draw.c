/* rules_draw.c — drawing the rules screen (rules.h) and measuring its fonts
 * for the text layout: a card on a dimmed veil, the two tabs and Close in its top bar,
 * the contents list, the text column with bullets and legend icons, and the scrollbar. */
#include "rules_internal.h"

#include <stdio.h>
#include <string.h>

#include "geometry.h"
#include "i18n.h"
#include "widgets.h"

static const SDL_Color HEADING_INK = {128, 40, 24, 255};
static const SDL_Color SUBHEADING_INK = {96, 58, 28, 255};
static const SDL_Color CONTENTS_BG = {238, 226, 200, 255};
static const SDL_Color TAB_ON = {236, 220, 186, 255};
static const SDL_Color TRACK = {226, 212, 186, 255};
static const SDL_Color THUMB = {168, 138, 100, 255};

/* ---- fonts and measuring --------------------------------------------------------------- */

FontFace rules_font_face(RulesFont f)
{
    return f == RULES_FONT_BODY ? FONT_REGULAR : FONT_BOLD;
}

int rules_font_px(const RulesGeometry *g, RulesFont f)
{
    switch (f) {
    case RULES_FONT_HEADING: return g->heading_px;
    case RULES_FONT_SUBHEADING: return g->title_px;
    default: return g->body_px;
    }
}

/* Runs are byte ranges: art wants a string, so each is copied out first. A run longer than
 * the buffer is one that could never fit a line anyway; it is measured cut short. */
static void copy_run(char *buf, size_t cap, const char *text, size_t len)
{
    if (len >= cap)
        len = cap - 1;
    memcpy(buf, text, len);
    buf[len] = '\0';
}

static int measure(void *ctx, RulesFont f, const char *text, size_t len)
{
    RulesScene *s = ctx;
    char buf[512];
    copy_run(buf, sizeof buf, text, len);
    int w = 0;
    art_text_size(s->art, rules_font_face(f), rules_font_px(&s->g, f), buf, &w, NULL);
    return w;
}

static int font_height(RulesScene *s, RulesFont f)
{
    int h = 0;
    art_text_size(s->art, rules_font_face(f), rules_font_px(&s->g, f), "Ag", NULL, &h);
    return h > 0 ? h : rules_font_px(&s->g, f);
}

void rules_scene_metrics(RulesScene *s, RulesMetrics *m)
{
    int px = s->g.body_px;
    m->width = measure;
    m->ctx = s;
    m->line_height[RULES_FONT_BODY] = m->line_height[RULES_FONT_BOLD] = font_height(s, RULES_FONT_BODY) + px / 4;
    m->line_height[RULES_FONT_HEADING] = font_height(s, RULES_FONT_HEADING) + px / 3;
    m->line_height[RULES_FONT_SUBHEADING] = font_height(s, RULES_FONT_SUBHEADING) + px / 4;
    m->bullet_indent = px * 3 / 2;
    m->icon_size = px * 5 / 2;
    m->gap = px * 2 / 3;
    m->heading_gap = px;
}

/* ---- the parts ------------------------------------------------------------------------- */

static bool hot(const RulesScene *s, SDL_Rect r)
{
    return rect_contains(r, s->mouse_x, s->mouse_y);
}

static void draw_bar(RulesScene *s, SDL_Renderer *r)
{
    const Lang *lang = s->lang;
    const Style *style = art_style(s->art);
    const RulesGeometry *g = &s->g;
    for (int t = 0; t < RULES_TABS; t++) {
        SDL_Rect rc = g->tab[t];
        bool on = (int)s->tab == t;
        if (on || hot(s, rc))
            art_fill_round(r, rc, g->body_px / 2, on ? TAB_ON : (SDL_Color){244, 234, 212, 255});
        if (on)
            ui_fill(r, (SDL_Rect){rc.x + g->body_px / 2, rc.y + rc.h - 3, rc.w - g->body_px, 3}, style->accent);
        const char *label = rules_words_tab(lang, (RulesTab)t);
        int th = 0;
        art_text_size(s->art, FONT_BOLD, g->title_px, label, NULL, &th);
        art_text(s->art, FONT_BOLD, g->title_px, on ? style->ink : style->ink_soft, rc.x + rc.w / 2,
                 rc.y + (rc.h - th) / 2, 1, label);
    }
    ui_button_px(r, s->art, g->close, _("Close"), g->body_px, true, hot(s, g->close));
    /* The keys that close it, where the bar has room for them whole. */
    int kw = 0, kh = 0;
    const char *keys = rules_words_keys(lang);
    art_text_size(s->art, FONT_REGULAR, g->small_px, keys, &kw, &kh);
    if (g->tab[RULES_TABS - 1].x + g->tab[RULES_TABS - 1].w + kw + g->body_px * 2 < g->close.x)
        art_text(s->art, FONT_REGULAR, g->small_px, style->ink_soft, g->close.x - g->body_px,
                 g->close.y + (g->close.h - kh) / 2, 2, keys);
    ui_fill(r, (SDL_Rect){g->card.x + g->body_px, g->title.y + g->title.h, g->card.w - 2 * g->body_px, 1},
            (SDL_Color){200, 184, 156, 255});
}

/* Appends word (len bytes) to line, after a blank when line is not empty; false when the
 * line has no room left for it in bytes. */
static bool append_word(char *line, size_t cap, const char *word, size_t len)
{
    size_t at = strlen(line), blank = at > 0;
    if (at + blank + len + 1 > cap)
        return false;
    if (blank)
        line[at++] = ' ';
    memcpy(line + at, word, len);
    line[at + len] = '\0';
    return true;
}

int rules_contents_wrap(RulesScene *s, const char *text, bool sub, char line[RULES_ENTRY_LINES][160])
{
    const RulesGeometry *g = &s->g;
    FontFace face = sub ? FONT_REGULAR : FONT_BOLD;
    int room = g->contents.w - rules_contents_indent(g, sub) - 4, n = 0;
    line[0][0] = '\0';
    for (const char *p = text; *p;) {
        size_t len = strcspn(p, " ");
        char trial[160];
        memcpy(trial, line[n], sizeof trial);
        bool fits = append_word(trial, sizeof trial, p, len);
        int w = 0;
        if (fits && s->art)
            art_text_size(s->art, face, g->small_px, trial, &w, NULL);
        if (line[n][0] && (!fits || w > room) && n + 1 < RULES_ENTRY_LINES) {
            line[++n][0] = '\0';
            append_word(line[n], sizeof line[n], p, len);
        } else if (fits) {
            memcpy(line[n], trial, sizeof trial);
        }
        p += len;
        while (*p == ' ')
            p++;
    }
    return n + 1;
}

static void draw_contents(RulesScene *s, SDL_Renderer *r)
{
    const RulesGeometry *g = &s->g;
    const RulesPage *p = &s->page[s->tab];
    art_fill_round(r, g->contents, g->body_px / 2, CONTENTS_BG);
    int current = rules_scene_current_entry(s);
    SDL_RenderSetClipRect(r, &g->contents);
    for (int i = 0; i < p->headings; i++) {
        SDL_Rect rc = rules_scene_contents_entry(s, i);
        if (rc.y + rc.h <= g->contents.y || rc.y >= g->contents.y + g->contents.h)
            continue;
        const RulesBlock *b = &p->doc.block[p->heading[i]];
        bool sub = b->kind == RULES_SUBHEADING;
        if (i == current)
            ui_fill(r, (SDL_Rect){rc.x, rc.y + 2, 4, rc.h - 4}, art_style(s->art)->accent);
        if (hot(s, rc))
            ui_fill(r, (SDL_Rect){rc.x + 4, rc.y, rc.w - 4, rc.h}, (SDL_Color){255, 250, 236, 255});
        /* A title too long for the list in a narrow window or at a large size: more lines,
         * the same size as every other entry. */
        char line[RULES_ENTRY_LINES][160];
        int n = rules_contents_wrap(s, b->text, sub, line), th = 0;
        FontFace face = sub ? FONT_REGULAR : FONT_BOLD;
        art_text_size(s->art, face, g->small_px, "Ag", NULL, &th);
        int y = rc.y + (rc.h - n * g->contents_line) / 2;
        for (int k = 0; k < n; k++, y += g->contents_line)
            art_text(s->art, face, g->small_px, sub ? art_style(s->art)->ink : HEADING_INK, rc.x + rules_contents_indent(g, sub),
                     y + (g->contents_line - th) / 2, 0, line[k]);
    }
    SDL_RenderSetClipRect(r, NULL);
}

/* Icons that are die faces drawn white for a coloured die: the die's colour, to draw them
 * on. False for every other icon of the legend (drawn straight on the paper). */
static bool legend_tile(const char *icon, SDL_Color *die)
{
    /* The green die's colour, as the dice are drawn (dice_view.c): the road faces are pale
     * strokes made to be seen on it, and would all but vanish on the paper. */
    static const char *const green_faces[] = {"curve", "straight", "half-half"};
    for (size_t i = 0; i < sizeof green_faces / sizeof green_faces[0]; i++)
        if (strcmp(icon, green_faces[i]) == 0) {
            *die = (SDL_Color){38, 138, 72, 255};
            return true;
        }
    return false;
}

static SDL_Color run_ink(const Style *style, RulesFont f)
{
    return f == RULES_FONT_HEADING ? HEADING_INK : f == RULES_FONT_SUBHEADING ? SUBHEADING_INK : style->ink;
}

static void draw_line(RulesScene *s, SDL_Renderer *r, const RulesPage *p, const RulesLine *ln,
                      const RulesMetrics *m, int top)
{
    const RulesGeometry *g = &s->g;
    const RulesBlock *b = &p->doc.block[ln->block];
    int y = top + ln->y - p->scroll;
    if (ln->first && b->kind == RULES_BULLET) {
        int d = g->body_px * 2 / 5;
        SDL_Rect dot = {g->text.x + m->bullet_indent / 2 - d / 2, y + ln->h / 2 - d / 2, d, d};
        art_fill_round(r, dot, d / 2, art_style(s->art)->ink_soft);
    }
    if (ln->first && b->kind == RULES_ENTRY) {
        /* The icon stands at the block's top; short text was centred beside it. */
        SDL_Rect icon = {g->text.x, top + p->layout.block_y[ln->block] - p->scroll, m->icon_size, m->icon_size};
        SDL_Color die;
        if (legend_tile(b->icon, &die)) {
            art_fill_round(r, icon, m->icon_size / 5, die);
            int inset = m->icon_size / 8;
            icon = (SDL_Rect){icon.x + inset, icon.y + inset, icon.w - 2 * inset, icon.h - 2 * inset};
        }
        art_draw_icon(s->art, b->icon, icon, (SDL_Color){255, 255, 255, 255});
    }
    for (int k = 0; k < ln->runs; k++) {
        const RulesRun *run = &p->layout.run[ln->first_run + k];
        char buf[512];
        copy_run(buf, sizeof buf, b->text + run->start, run->len);
        int px = rules_font_px(g, run->font), th = 0;
        art_text_size(s->art, rules_font_face(run->font), px, "Ag", NULL, &th);
        art_text(s->art, rules_font_face(run->font), px, run_ink(art_style(s->art), run->font), g->text.x + run->x,
                 y + (ln->h - th) / 2, 0, buf);
    }
}

static void draw_text(RulesScene *s, SDL_Renderer *r)
{
    const RulesGeometry *g = &s->g;
    const RulesPage *p = &s->page[s->tab];
    RulesMetrics m;
    rules_scene_metrics(s, &m);
    s->drawn_first = s->drawn_last = -1;
    SDL_Rect clip = {g->text.x - g->body_px / 2, g->text.y, g->text.w + g->body_px, g->text.h};
    SDL_RenderSetClipRect(r, &clip);
    for (int i = 0; i < p->layout.lines; i++) {
        const RulesLine *ln = &p->layout.line[i];
        int y = g->text.y + ln->y - p->scroll, h = ln->h;
        /* An entry's icon is taller than its first line: keep it until it is out of view. */
        if (p->doc.block[ln->block].kind == RULES_ENTRY && ln->first) {
            y = g->text.y + p->layout.block_y[ln->block] - p->scroll;
            h = m.icon_size > ln->h ? m.icon_size : ln->h;
        }
        if (y + h <= g->text.y || y >= g->text.y + g->text.h)
            continue;
        draw_line(s, r, p, ln, &m, g->text.y);
        if (s->drawn_first < 0)
            s->drawn_first = ln->block;
        s->drawn_last = ln->block;
    }
    SDL_RenderSetClipRect(r, NULL);
}

static void draw_scrollbar(RulesScene *s, SDL_Renderer *r)
{
    const RulesGeometry *g = &s->g;
    SDL_Rect thumb = rules_scene_thumb(s);
    if (thumb.w == 0)
        return;
    art_fill_round(r, g->track, g->track.w / 2, TRACK);
    art_fill_round(r, thumb, thumb.w / 2, s->dragging || hot(s, thumb) ? art_style(s->art)->accent : THUMB);
}

void rules_scene_draw(RulesScene *s, SDL_Renderer *r)
{
    if (!s->open)
        return;
    const RulesGeometry *g = &s->g;
    ui_fill(r, (SDL_Rect){0, 0, g->w, g->h}, (SDL_Color){20, 14, 10, 200});
    art_fill_round(r, g->card, 14, art_style(s->art)->paper);
    art_frame(r, g->card, 2, art_style(s->art)->accent);
    draw_bar(s, r);
    draw_contents(s, r);
    draw_text(s, r);
    draw_scrollbar(s, r);
}
