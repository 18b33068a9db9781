/* rules_text.c — see rules_text.h. Parsing collects a block's raw lines joined by spaces,
 * then turns the markup into plain text with a bold flag per byte; layout splits each
 * block at its spaces into words and fills lines greedily, measuring every word once. */
#include "rules_text.h"

#include <stdlib.h>
#include <string.h>

/* ---- the document --------------------------------------------------------------------- */

void rules_doc_init(RulesDoc *d)
{
    d->block = NULL;
    d->count = d->cap = 0;
}

void rules_doc_free(RulesDoc *d)
{
    for (int i = 0; i < d->count; i++) {
        free(d->block[i].text);
        free(d->block[i].bold);
    }
    free(d->block);
    rules_doc_init(d);
}

static bool is_blank(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

bool rules_doc_add(RulesDoc *d, RulesBlockKind kind, const char *markup, const char *icon)
{
    size_t n = strlen(markup);
    char *text = malloc(n + 1), *bold = malloc(n + 1);
    if (!text || !bold) {
        free(text);
        free(bold);
        return false;
    }
    /* Headings are bold by their font already: their ** are dropped like everyone's. */
    size_t len = 0;
    bool in_bold = false;
    for (size_t i = 0; i < n; i++) {
        if (markup[i] == '*' && markup[i + 1] == '*') {
            in_bold = !in_bold;
            i++;
        } else if (is_blank(markup[i])) {
            if (len > 0 && text[len - 1] != ' ') {
                text[len] = ' ';
                bold[len++] = in_bold;
            }
        } else {
            text[len] = markup[i];
            bold[len++] = in_bold;
        }
    }
    while (len > 0 && text[len - 1] == ' ')
        len--;
    text[len] = '\0';
    if (len == 0) {  /* nothing to show: no block, and no failure either */
        free(text);
        free(bold);
        return true;
    }
    if (d->count == d->cap) {
        int cap = d->cap ? d->cap * 2 : 32;
        RulesBlock *grown = realloc(d->block, (size_t)cap * sizeof *grown);
        if (!grown) {
            free(text);
            free(bold);
            return false;
        }
        d->block = grown;
        d->cap = cap;
    }
    RulesBlock *b = &d->block[d->count++];
    memset(b, 0, sizeof *b);
    b->kind = kind;
    b->text = text;
    b->bold = bold;
    b->len = len;
    if (icon) {
        size_t k = strlen(icon);
        if (k >= RULES_ICON_MAX)
            k = RULES_ICON_MAX - 1;
        memcpy(b->icon, icon, k);
        b->icon[k] = '\0';
    }
    return true;
}

/* The raw text of the block being collected, its lines joined by spaces. */
typedef struct {
    char *s;
    size_t len, cap;
    bool open;
    RulesBlockKind kind;
} Pending;

static bool pending_append(Pending *p, const char *s, size_t n)
{
    if (p->len + n + 2 > p->cap) {
        size_t cap = (p->len + n + 2) * 2;
        char *grown = realloc(p->s, cap);
        if (!grown)
            return false;
        p->s = grown;
        p->cap = cap;
    }
    if (p->len)
        p->s[p->len++] = ' ';
    memcpy(p->s + p->len, s, n);
    p->len += n;
    p->s[p->len] = '\0';
    return true;
}

/* Ends the block being collected; an empty one (only markup) leaves no block. */
static bool pending_flush(Pending *p, RulesDoc *d)
{
    if (!p->open)
        return true;
    p->open = false;
    bool added = rules_doc_add(d, p->kind, p->s ? p->s : "", NULL);
    p->len = 0;
    if (p->s)
        p->s[0] = '\0';
    return added;
}

static bool pending_start(Pending *p, RulesDoc *d, RulesBlockKind kind, const char *s, size_t n)
{
    if (!pending_flush(p, d))
        return false;
    p->open = true;
    p->kind = kind;
    return pending_append(p, s, n);
}

bool rules_doc_parse(RulesDoc *d, const char *text, size_t len)
{
    Pending p = {NULL, 0, 0, false, RULES_PARAGRAPH};
    bool ok = true;
    size_t at = 0;
    while (ok && at < len) {
        const char *newline = memchr(text + at, '\n', len - at);
        size_t end = newline ? (size_t)(newline - text) : len;
        const char *line = text + at;
        size_t n = end - at;
        at = end + 1;
        size_t lead = 0;
        while (lead < n && is_blank(line[lead]))
            lead++;
        const char *s = line + lead;
        size_t k = n - lead;
        while (k > 0 && is_blank(s[k - 1]))
            k--;
        size_t hashes = 0;
        while (hashes < k && s[hashes] == '#')
            hashes++;
        if (k == 0) {
            ok = pending_flush(&p, d);
        } else if (hashes > 0 && (hashes == k || s[hashes] == ' ')) {
            RulesBlockKind kind = hashes == 1 ? RULES_HEADING : RULES_SUBHEADING;
            /* A heading is always one line: it is added at once. */
            ok = pending_start(&p, d, kind, s + hashes, k - hashes) && pending_flush(&p, d);
        } else if (k >= 2 && (s[0] == '-' || s[0] == '*') && s[1] == ' ') {
            ok = pending_start(&p, d, RULES_BULLET, s + 2, k - 2);
        } else if (p.open) {
            ok = pending_append(&p, s, k);
        } else {
            ok = pending_start(&p, d, RULES_PARAGRAPH, s, k);
        }
    }
    if (ok)
        ok = pending_flush(&p, d);
    free(p.s);
    return ok;
}

int rules_doc_headings(const RulesDoc *d, int *out, int cap)
{
    int n = 0;
    for (int i = 0; i < d->count; i++) {
        if (d->block[i].kind != RULES_HEADING && d->block[i].kind != RULES_SUBHEADING)
            continue;
        if (n < cap)
            out[n] = i;
        n++;
    }
    return n;
}

/* ---- layout --------------------------------------------------------------------------- */

void rules_layout_init(RulesLayout *l)
{
    memset(l, 0, sizeof *l);
}

void rules_layout_free(RulesLayout *l)
{
    free(l->line);
    free(l->run);
    free(l->block_y);
    rules_layout_init(l);
}

static RulesFont font_at(const RulesBlock *b, size_t i)
{
    if (b->kind == RULES_HEADING)
        return RULES_FONT_HEADING;
    if (b->kind == RULES_SUBHEADING)
        return RULES_FONT_SUBHEADING;
    return b->bold[i] ? RULES_FONT_BOLD : RULES_FONT_BODY;
}

static int line_height(const RulesMetrics *m, RulesBlockKind kind)
{
    if (kind == RULES_HEADING)
        return m->line_height[RULES_FONT_HEADING];
    if (kind == RULES_SUBHEADING)
        return m->line_height[RULES_FONT_SUBHEADING];
    return m->line_height[RULES_FONT_BODY];
}

/* The end of the stretch of one font that starts at from, at most to; *f is its font. A
 * heading is one font throughout; elsewhere a stretch ends where the bold flag (0 or 1 a
 * byte) changes, found with memchr rather than a test per byte. */
static size_t stretch_end(const RulesBlock *b, size_t from, size_t to, RulesFont *f)
{
    *f = font_at(b, from);
    if (b->kind == RULES_HEADING || b->kind == RULES_SUBHEADING)
        return to;
    const char *change = memchr(b->bold + from, b->bold[from] ? 0 : 1, to - from);
    return change ? (size_t)(change - b->bold) : to;
}

/* Width of bytes [from, to) of the block, measured in stretches of one font. */
static int measure(const RulesMetrics *m, const RulesBlock *b, size_t from, size_t to)
{
    int w = 0;
    while (from < to) {
        RulesFont f;
        size_t end = stretch_end(b, from, to, &f);
        w += m->width(m->ctx, f, b->text + from, end - from);
        from = end;
    }
    return w;
}

static bool push_line(RulesLayout *l, RulesLine line)
{
    if (l->lines == l->line_cap) {
        int cap = l->line_cap ? l->line_cap * 2 : 128;
        RulesLine *grown = realloc(l->line, (size_t)cap * sizeof *grown);
        if (!grown)
            return false;
        l->line = grown;
        l->line_cap = cap;
    }
    l->line[l->lines++] = line;
    return true;
}

static bool push_run(RulesLayout *l, RulesRun run)
{
    if (l->runs == l->run_cap) {
        int cap = l->run_cap ? l->run_cap * 2 : 256;
        RulesRun *grown = realloc(l->run, (size_t)cap * sizeof *grown);
        if (!grown)
            return false;
        l->run = grown;
        l->run_cap = cap;
    }
    l->run[l->runs++] = run;
    return true;
}

/* One line: bytes [from, to) of block b, at y, its runs starting at x0. The x of each run
 * is the sum of the measured words and spaces before it, as the wrapping counted them. */
static bool emit_line(RulesLayout *l, const RulesMetrics *m, const RulesBlock *b, int block,
                      size_t from, size_t to, int x0, int y, int h, bool first)
{
    RulesLine line = {block, y, h, l->runs, 0, first};
    int x = x0;
    while (from < to) {
        RulesFont f;
        size_t end = stretch_end(b, from, to, &f);
        if (!push_run(l, (RulesRun){f, x, from, end - from}))
            return false;
        x += m->width(m->ctx, f, b->text + from, end - from);
        line.runs++;
        from = end;
    }
    return push_line(l, line);
}

/* Lays out one block from y; returns the y below its last line, or -1 on failure. */
static int layout_block(RulesLayout *l, const RulesMetrics *m, const RulesBlock *b, int block,
                        int width, int y)
{
    int indent = b->kind == RULES_BULLET ? m->bullet_indent
                 : b->kind == RULES_ENTRY ? m->icon_size + m->bullet_indent / 2
                                          : 0;
    int avail = width - indent, h = line_height(m, b->kind);
    size_t line_start = 0, word = 0;
    int x = 0, top = y;
    bool first = true;
    while (word < b->len) {
        const char *blank = memchr(b->text + word, ' ', b->len - word);
        size_t word_end = blank ? (size_t)(blank - b->text) : b->len;
        int w = measure(m, b, word, word_end);
        int space = word > line_start ? measure(m, b, word - 1, word) : 0;
        if (word > line_start && x + space + w > avail) {
            if (!emit_line(l, m, b, block, line_start, word - 1, indent, y, h, first))
                return -1;
            first = false;
            y += h;
            line_start = word;
            x = w;
        } else {
            x += space + w;
        }
        word = word_end < b->len ? word_end + 1 : word_end;
    }
    if (!emit_line(l, m, b, block, line_start, b->len, indent, y, h, first))
        return -1;
    y += h;
    /* An entry is at least as tall as its icon, so icons never touch; text shorter than
     * the icon is centred beside it. */
    if (b->kind == RULES_ENTRY && y - top < m->icon_size) {
        int shift = (m->icon_size - (y - top)) / 2;
        for (int i = l->lines - 1; i >= 0 && l->line[i].block == block; i--)
            l->line[i].y += shift;
        y = top + m->icon_size;
    }
    return y;
}

bool rules_layout(RulesLayout *l, const RulesDoc *d, const RulesMetrics *m, int width)
{
    l->lines = l->runs = 0;
    free(l->block_y);
    l->block_y = d->count ? malloc((size_t)d->count * sizeof *l->block_y) : NULL;
    l->blocks = 0;
    l->width = width;
    l->height = 0;
    if (d->count && !l->block_y) {
        rules_layout_free(l);
        return false;
    }
    int y = 0;
    for (int i = 0; i < d->count; i++) {
        const RulesBlock *b = &d->block[i];
        if (i > 0) {
            bool list = b->kind == RULES_BULLET && d->block[i - 1].kind == RULES_BULLET;
            y += list ? m->gap / 2 : m->gap;
            if (b->kind == RULES_HEADING)
                y += m->heading_gap;
            else if (b->kind == RULES_SUBHEADING)
                y += m->heading_gap / 2;
        }
        l->block_y[i] = y;
        y = layout_block(l, m, b, i, width, y);
        if (y < 0) {
            rules_layout_free(l);
            return false;
        }
    }
    l->blocks = d->count;
    l->height = y;
    return true;
}

int rules_layout_block_at(const RulesLayout *l, int y)
{
    int found = -1;
    for (int i = 0; i < l->blocks && l->block_y[i] <= y; i++)
        found = i;
    return found;
}
