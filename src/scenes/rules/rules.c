/* rules.c — see rules.h: loading the pages, where things are, and what keys,
 * the wheel and clicks do. Drawing and the fonts' measurements are in rules_draw.c;
 * the screen's own words and the icon legend's content are in rules_words.c. */
#include "rules_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "file_rule.h"
#include "geometry.h"
#include "i18n.h"
#include "type_scale.h"

static int clampi(int v, int lo, int hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}


/* ---- where things are ----------------------------------------------------------------- */

/* The width the contents list needs for its longest entry (0 before anything is loaded). */
static int contents_need(RulesScene *s)
{
    int need = 0;
    for (int t = 0; t < RULES_TABS; t++) {
        const RulesDoc *d = &s->page[t].doc;
        for (int i = 0; i < d->count; i++) {
            bool sub = d->block[i].kind == RULES_SUBHEADING;
            if (!sub && d->block[i].kind != RULES_HEADING)
                continue;
            int w = 0;
            art_text_size(s->art, sub ? FONT_REGULAR : FONT_BOLD, s->g.small_px, d->block[i].text, &w, NULL);
            w += rules_contents_indent(&s->g, sub) + s->g.small_px;
            if (w > need)
                need = w;
        }
    }
    return need;
}

int rules_contents_indent(const RulesGeometry *g, bool sub)
{
    return g->small_px * (sub ? 3 : 1) / 2 + 4;
}

static void place(RulesScene *s, int w, int h)
{
    RulesGeometry *g = &s->g;
    int u = layout_unit(&w, &h);
    g->w = w;
    g->h = h;
    g->unit = u;
    /* The type scale's sizes at the player's size (type_scale.h): the text and the contents
     * list (and the keys that close it) in the running-text size, the tabs and
     * subheadings a step up, headings two. */
    g->body_px = g->small_px = type_px(s->art, u, TYPE_BODY);
    g->title_px = type_px(s->art, u, TYPE_LABEL);
    g->heading_px = type_px(s->art, u, TYPE_TITLE);
    int px = g->body_px;
    int margin = clampi((w < h ? w : h) / 28, 10, 44);
    g->card = (SDL_Rect){margin, margin, w - 2 * margin, h - 2 * margin};
    /* The bar grows with the text (its tabs hold title_px); the margins do not. */
    int pad = clampi(px, 2 * u, 3 * u), bar = px * 3;
    int tab_w = px * 9;
    for (int t = 0; t < RULES_TABS; t++) {
        const char *label = rules_words_tab(s->lang, (RulesTab)t);
        int lw = 0;
        art_text_size(s->art, FONT_BOLD, g->title_px, label, &lw, NULL);
        if (lw + 2 * pad > tab_w)
            tab_w = lw + 2 * pad;
    }
    int x = g->card.x + pad;
    for (int t = 0; t < RULES_TABS; t++) {
        g->tab[t] = (SDL_Rect){x, g->card.y + px / 2, tab_w, bar - px / 2};
        x += tab_w + px / 2;
    }
    g->title = (SDL_Rect){g->card.x, g->card.y, g->card.w, bar};
    g->close = (SDL_Rect){g->card.x + g->card.w - pad - px * 7, g->card.y + px / 2, px * 7, px * 2};
    int top = g->card.y + bar + pad / 2, bottom = g->card.y + g->card.h - pad;
    /* Wide enough for its longest entry where the window allows; entries that still do
     * not fit take two lines or more (rules_contents_wrap), never a smaller size. */
    int contents_w = clampi(contents_need(s), g->card.w * 20 / 100, g->card.w * 28 / 100);
    contents_w = clampi(contents_w, px * 10, px * 20);
    g->contents = (SDL_Rect){g->card.x + pad, top, contents_w, bottom - top};
    int bar_w = clampi(px * 3 / 4, 10, 16);
    g->track = (SDL_Rect){g->card.x + g->card.w - pad - bar_w, top, bar_w, bottom - top};
    int text_x = g->contents.x + contents_w + pad * 3 / 2;
    int text_w = g->track.x - pad - text_x;
    /* Lines much longer than 45 ems are hard to follow: a wide window gets a margin. */
    if (text_w > px * 45)
        text_w = px * 45;
    g->text = (SDL_Rect){text_x, top, text_w > 1 ? text_w : 1, bottom - top};
    g->contents_line = g->small_px * 5 / 4;
    g->contents_pad = g->small_px * 7 / 20;
}

/* Each contents entry's top: its lines, and a little room between entries, less when that
 * lets the whole list fit (the rules' 29 entries at 1024x640). */
static void place_entries(RulesScene *s, RulesPage *p)
{
    const RulesGeometry *g = &s->g;
    int lines[RULES_CONTENTS_MAX], total = 0;
    char buf[RULES_ENTRY_LINES][160];
    for (int i = 0; i < p->headings; i++) {
        const RulesBlock *b = &p->doc.block[p->heading[i]];
        lines[i] = rules_contents_wrap(s, b->text, b->kind == RULES_SUBHEADING, buf);
        total += lines[i];
    }
    int pad = g->contents_pad;
    if (p->headings > 0 && total * g->contents_line + p->headings * pad > g->contents.h)
        pad = clampi((g->contents.h - total * g->contents_line) / p->headings, 0, pad);
    int y = 0;
    for (int i = 0; i < p->headings; i++) {
        p->entry_y[i] = y;
        y += lines[i] * g->contents_line + pad;
    }
    p->entry_y[p->headings] = y;
}

/* Lays a page out for the text column, keeping the block at the top of the view there. */
static void relayout(RulesScene *s, RulesPage *p)
{
    int top_block = rules_layout_block_at(&p->layout, p->scroll);
    int into = top_block >= 0 ? p->scroll - p->layout.block_y[top_block] : 0;
    RulesMetrics m;
    rules_scene_metrics(s, &m);
    if (!rules_layout(&p->layout, &p->doc, &m, s->g.text.w))
        SDL_Log("rules: out of memory laying out the text");
    p->scroll = top_block >= 0 && top_block < p->layout.blocks ? p->layout.block_y[top_block] + into : 0;
    p->headings = rules_doc_headings(&p->doc, p->heading, RULES_CONTENTS_MAX);
    if (p->headings > RULES_CONTENTS_MAX)
        p->headings = RULES_CONTENTS_MAX;
    place_entries(s, p);
}

static int page_max_scroll(const RulesScene *s, const RulesPage *p)
{
    int room = s->g.text.h - s->g.body_px;  /* the last line ends a little above the edge */
    int over = p->layout.height - room;
    return over > 0 ? over : 0;
}

static int contents_max_scroll(const RulesScene *s, const RulesPage *p)
{
    int over = p->entry_y[p->headings] - s->g.contents.h;
    return over > 0 ? over : 0;
}

static void clamp_page(RulesScene *s, RulesPage *p)
{
    p->scroll = clampi(p->scroll, 0, page_max_scroll(s, p));
    p->contents_scroll = clampi(p->contents_scroll, 0, contents_max_scroll(s, p));
}

void rules_scene_resize(RulesScene *s, int w, int h)
{
    place(s, w, h);
    for (int t = 0; t < RULES_TABS; t++) {
        relayout(s, &s->page[t]);
        clamp_page(s, &s->page[t]);
    }
}

/* ---- loading --------------------------------------------------------------------------- */

/* The whole file, NUL-terminated, or NULL with the reason in why. */
/* The rules text under the file rule (file_read_text): a damaged file is refused whole
 * with its line, never shown cut at a NUL. */
static char *read_text(const char *path, size_t *len, char *why, size_t cap)
{
    char *text = NULL;
    FileRead r = file_read_text(path, &text, len, why, cap);
    if (r == FILE_ABSENT) snprintf(why, cap, "%s: there is no such file", path);
    return text;
}

static void clear_page(RulesPage *p)
{
    rules_doc_free(&p->doc);
    rules_layout_free(&p->layout);
    p->scroll = p->contents_scroll = p->headings = 0;
}

bool rules_scene_load(RulesScene *s, const char *data_dir, const char *code)
{
    if (!code || strlen(code) >= sizeof s->code || strchr(code, '/') || strchr(code, '.'))
        code = "en";
    for (int t = 0; t < RULES_TABS; t++)
        clear_page(&s->page[t]);
    s->error[0] = '\0';
    snprintf(s->code, sizeof s->code, "%s", code);
    if (!data_dir)
        data_dir = ".";
    char wanted[RULES_PATH_MAX], why[RULES_PATH_MAX + 160];
    snprintf(wanted, sizeof wanted, "%s/rules/%s.md", data_dir, code);
    snprintf(s->path, sizeof s->path, "%s", wanted);
    size_t len = 0;
    char *text = read_text(s->path, &len, why, sizeof why);
    if (!text && strcmp(code, "en") != 0) {
        snprintf(s->path, sizeof s->path, "%s/rules/en.md", data_dir);
        SDL_Log("rules: no rules text %s (%s); showing the English one, %s", wanted, why, s->path);
        text = read_text(s->path, &len, why, sizeof why);
    }
    bool ok = text != NULL;
    if (ok && !rules_doc_parse(&s->page[RULES_TAB_TEXT].doc, text, len)) {
        snprintf(why, sizeof why, "out of memory");
        clear_page(&s->page[RULES_TAB_TEXT]);
        ok = false;
    }
    free(text);
    if (!ok) {
        rules_words_unreadable(s->lang, s->path, why, s->error, sizeof s->error);
        SDL_Log("rules: %s", s->error);
        /* The rules page in place of the text: it says what was looked for. */
        if (!rules_words_error_page(s->lang, &s->page[RULES_TAB_TEXT].doc, s->error))
            SDL_Log("rules: out of memory building the page about the missing rules");
    }
    if (!rules_legend_doc(s->lang, &s->page[RULES_TAB_ICONS].doc))
        SDL_Log("rules: out of memory building the icon legend");
    if (s->g.w > 0)
        rules_scene_resize(s, s->g.w, s->g.h);
    return ok;
}

/* ---- opening and closing --------------------------------------------------------------- */

RulesScene *rules_scene_new(Art *art, const Lang *lang)
{
    RulesScene *s = calloc(1, sizeof *s);
    if (s) s->art = art;
    if (s) s->lang = lang;
    return s;
}

void rules_scene_open(RulesScene *s, const char *data_dir, int w, int h)
{
    s->open = true;
    s->dragging = false;
    snprintf(s->data_dir, sizeof s->data_dir, "%s", data_dir ? data_dir : ".");
    s->heard_tab = s->heard_first = s->heard_last = -1;   /* speech reads the view afresh */
    place(s, w, h);
    if (strcmp(s->code, lang_code(s->lang)) != 0)
        rules_scene_load(s, data_dir, lang_code(s->lang));
    else
        rules_scene_resize(s, w, h);
}

void rules_scene_retranslate(RulesScene *s)
{
    /* Closed (or never opened), the pages wait: rules_scene_open makes them again in the
     * language of then. Open, the text, the legend and a missing file's page are made in the
     * new language at once, so no page is left in the one before. */
    if (s->open && strcmp(s->code, lang_code(s->lang)) != 0) rules_scene_load(s, s->data_dir, lang_code(s->lang));
}

void rules_scene_close(RulesScene *s)
{
    s->open = false;
    s->dragging = false;
}

void rules_scene_free(RulesScene *s)
{
    if (!s)
        return;
    for (int t = 0; t < RULES_TABS; t++)
        clear_page(&s->page[t]);
    free(s);
}

bool rules_scene_is_open(const RulesScene *s)
{
    return s->open;
}

/* ---- scrolling ------------------------------------------------------------------------- */

int rules_scene_max_scroll(const RulesScene *s)
{
    return page_max_scroll(s, &s->page[s->tab]);
}

int rules_scene_current_entry(const RulesScene *s)
{
    const RulesPage *p = &s->page[s->tab];
    int current = -1;
    for (int i = 0; i < p->headings; i++)
        if (p->layout.blocks > p->heading[i] && p->layout.block_y[p->heading[i]] <= p->scroll + s->g.body_px)
            current = i;
    return current;
}

void rules_scene_scroll_to(RulesScene *s, int y)
{
    RulesPage *p = &s->page[s->tab];
    p->scroll = clampi(y, 0, rules_scene_max_scroll(s));
    /* The contents list follows the text: at a large size it is longer than its box, and
     * the keys scroll only the text, so the section being read is kept in the list's view. */
    int i = rules_scene_current_entry(s);
    if (i < 0)
        return;
    if (p->entry_y[i] < p->contents_scroll)
        p->contents_scroll = p->entry_y[i];
    else if (p->entry_y[i + 1] > p->contents_scroll + s->g.contents.h)
        p->contents_scroll = p->entry_y[i + 1] - s->g.contents.h;
    p->contents_scroll = clampi(p->contents_scroll, 0, contents_max_scroll(s, p));
}

void rules_scene_set_tab(RulesScene *s, RulesTab tab)
{
    if ((int)tab >= 0 && tab < RULES_TABS)
        s->tab = tab;
    s->dragging = false;
}

SDL_Rect rules_scene_contents_entry(const RulesScene *s, int i)
{
    const RulesGeometry *g = &s->g;
    const RulesPage *p = &s->page[s->tab];
    if (i < 0 || i >= p->headings)
        return (SDL_Rect){g->contents.x, g->contents.y, 0, 0};
    return (SDL_Rect){g->contents.x, g->contents.y + p->entry_y[i] - p->contents_scroll, g->contents.w,
                      p->entry_y[i + 1] - p->entry_y[i]};
}

SDL_Rect rules_scene_thumb(const RulesScene *s)
{
    const RulesGeometry *g = &s->g;
    const RulesPage *p = &s->page[s->tab];
    int max = page_max_scroll(s, p);
    if (max <= 0 || p->layout.height <= 0)
        return (SDL_Rect){g->track.x, g->track.y, 0, 0};
    int room = g->text.h - g->body_px;
    int h = (int)((long long)g->track.h * room / (room + max));
    h = clampi(h, g->body_px * 2, g->track.h);
    int y = g->track.y + (int)((long long)(g->track.h - h) * p->scroll / max);
    return (SDL_Rect){g->track.x, y, g->track.w, h};
}

bool rules_scene_in_view(const RulesScene *s, int *first, int *last)
{
    const RulesPage *p = &s->page[s->tab];
    *first = *last = -1;
    for (int i = 0; i < p->layout.lines; i++) {
        const RulesLine *ln = &p->layout.line[i];
        if (!ln->first || ln->y < p->scroll || ln->y + ln->h > p->scroll + s->g.text.h)
            continue;
        if (*first < 0)
            *first = ln->block;
        *last = ln->block;
    }
    return *first >= 0;
}

static int line_step(const RulesScene *s)
{
    return s->g.body_px * 4 / 3;
}

/* The thumb's top follows the mouse; the text follows the thumb. */
static void drag_thumb(RulesScene *s, int mouse_y)
{
    SDL_Rect thumb = rules_scene_thumb(s);
    int travel = s->g.track.h - thumb.h;
    if (travel <= 0)
        return;
    int top = clampi(mouse_y - s->grab - s->g.track.y, 0, travel);
    rules_scene_scroll_to(s, (int)((long long)top * rules_scene_max_scroll(s) / travel));
}

/* ---- events ---------------------------------------------------------------------------- */

/* Ctrl+↓ and Ctrl+↑: the contents list by keys. Down goes to the next heading below the
 * one being read (as a click on its entry does); up to the top of the section being read,
 * or, at its top already, to the one before. */
static void next_section(RulesScene *s, int dir)
{
    const RulesPage *p = &s->page[s->tab];
    int current = rules_scene_current_entry(s), to = -1;
    if (dir > 0)
        to = current + 1 < p->headings ? current + 1 : -1;
    else if (current >= 0)
        to = p->scroll > p->layout.block_y[p->heading[current]] ? current : current - 1;
    if (to >= 0 && p->heading[to] < p->layout.blocks)
        rules_scene_scroll_to(s, p->layout.block_y[p->heading[to]]);
    else if (dir < 0)
        rules_scene_scroll_to(s, 0);
}

static void key(RulesScene *s, const SDL_KeyboardEvent *e)
{
    RulesPage *p = &s->page[s->tab];
    int page = s->g.text.h - line_step(s);
    bool ctrl = (e->keysym.mod & KMOD_CTRL) != 0;
    if (ctrl && (e->keysym.sym == SDLK_DOWN || e->keysym.sym == SDLK_UP)) {
        next_section(s, e->keysym.sym == SDLK_DOWN ? 1 : -1);
        return;
    }
    switch (e->keysym.sym) {
    case SDLK_F1:
    case SDLK_ESCAPE:
        /* Only a fresh press: F1 held down must not close what it has just opened. */
        if (!e->repeat)
            rules_scene_close(s);
        break;
    case SDLK_UP: rules_scene_scroll_to(s, p->scroll - line_step(s)); break;
    case SDLK_DOWN: rules_scene_scroll_to(s, p->scroll + line_step(s)); break;
    case SDLK_PAGEUP: rules_scene_scroll_to(s, p->scroll - page); break;
    case SDLK_PAGEDOWN:
    case SDLK_SPACE: rules_scene_scroll_to(s, p->scroll + page); break;
    case SDLK_HOME: rules_scene_scroll_to(s, 0); break;
    case SDLK_END: rules_scene_scroll_to(s, rules_scene_max_scroll(s)); break;
    case SDLK_TAB:
    case SDLK_LEFT:
    case SDLK_RIGHT: rules_scene_set_tab(s, s->tab == RULES_TAB_TEXT ? RULES_TAB_ICONS : RULES_TAB_TEXT); break;
    default: break;
    }
}

static void wheel(RulesScene *s, const SDL_MouseWheelEvent *w)
{
    int dy = w->y;
    if (w->direction == SDL_MOUSEWHEEL_FLIPPED)
        dy = -dy;
    RulesPage *p = &s->page[s->tab];
    if (rect_contains(s->g.contents, s->mouse_x, s->mouse_y)) {
        p->contents_scroll = clampi(p->contents_scroll - dy * 3 * s->g.contents_line, 0,
                                    contents_max_scroll(s, p));
        return;
    }
    rules_scene_scroll_to(s, p->scroll - dy * 3 * line_step(s));
}

static void press(RulesScene *s, int x, int y)
{
    const RulesGeometry *g = &s->g;
    RulesPage *p = &s->page[s->tab];
    if (!rect_contains(g->card, x, y) || rect_contains(g->close, x, y)) {
        rules_scene_close(s);  /* a click on the veil around the card closes it too */
        return;
    }
    for (int t = 0; t < RULES_TABS; t++)
        if (rect_contains(g->tab[t], x, y)) {
            rules_scene_set_tab(s, (RulesTab)t);
            return;
        }
    if (rect_contains(g->contents, x, y)) {
        for (int i = 0; i < p->headings; i++)
            if (rect_contains(rules_scene_contents_entry(s, i), x, y)) {
                rules_scene_scroll_to(s, p->layout.block_y[p->heading[i]]);
                return;
            }
        return;
    }
    SDL_Rect thumb = rules_scene_thumb(s);
    if (thumb.w > 0 && rect_contains(thumb, x, y)) {
        s->dragging = true;
        s->grab = y - thumb.y;
    } else if (thumb.w > 0 && rect_contains(g->track, x, y)) {
        int page = g->text.h - line_step(s);
        rules_scene_scroll_to(s, p->scroll + (y < thumb.y ? -page : page));
    }
}

bool rules_scene_event(RulesScene *s, const SDL_Event *e)
{
    if (!s->open)
        return false;
    switch (e->type) {
    case SDL_KEYDOWN: key(s, &e->key); break;
    case SDL_MOUSEWHEEL: wheel(s, &e->wheel); break;
    case SDL_MOUSEMOTION:
        s->mouse_x = e->motion.x;
        s->mouse_y = e->motion.y;
        if (s->dragging)
            drag_thumb(s, e->motion.y);
        break;
    case SDL_MOUSEBUTTONDOWN:
        s->mouse_x = e->button.x;
        s->mouse_y = e->button.y;
        if (e->button.button == SDL_BUTTON_LEFT)
            press(s, e->button.x, e->button.y);
        break;
    case SDL_MOUSEBUTTONUP:
        if (e->button.button == SDL_BUTTON_LEFT)
            s->dragging = false;
        break;
    default: break;
    }
    return s->open;
}
