/* rules_text.h — the rules screen's text: a small Markdown subset parsed into blocks, and
 * those blocks laid out into lines for a column width. Pure: no SDL, no files; widths come
 * from a measuring callback, so the tests wrap with a fake font and real fonts give the
 * same breaks the screen draws.
 *
 * The subset (docs/rules-screen.md): "# " heading, "## " subheading ("###" and deeper count
 * as subheadings), "- " or "* " bullet, anything else a paragraph; a blank line ends a
 * paragraph or bullet, other lines continue it; "**" switches bold on and off inside a
 * paragraph or bullet. Runs of blanks become one space.
 *
 * A RulesDoc owns its blocks' strings; a RulesLayout owns its arrays and points into
 * nothing (runs are byte ranges of the block texts), so it stays valid as long as the
 * RulesDoc it was made from. */
#ifndef RAJAS_RULES_TEXT_H
#define RAJAS_RULES_TEXT_H

#include <stdbool.h>
#include <stddef.h>

typedef enum {
    RULES_HEADING,
    RULES_SUBHEADING,
    RULES_PARAGRAPH,
    RULES_BULLET,
    RULES_ENTRY,       /* a paragraph with an icon at its left (the icon legend) */
} RulesBlockKind;

#define RULES_ICON_MAX 32

typedef struct {
    RulesBlockKind kind;
    char *text;        /* plain text without markup, NUL-terminated */
    char *bold;        /* one flag per byte of text: 1 inside **…** */
    size_t len;
    char icon[RULES_ICON_MAX];   /* RULES_ENTRY: an art icon name */
} RulesBlock;

typedef struct {
    RulesBlock *block;
    int count, cap;
} RulesDoc;

void rules_doc_init(RulesDoc *d);
void rules_doc_free(RulesDoc *d);
/* Appends the blocks of a Markdown text (len bytes, NUL not needed). False only when
 * memory runs out; the blocks parsed so far stay. */
bool rules_doc_parse(RulesDoc *d, const char *text, size_t len);
/* Appends one block; markup is inline Markdown (only ** is special). icon is used for
 * RULES_ENTRY and may be NULL otherwise. A text with nothing to show adds no block. False
 * only when memory runs out. */
bool rules_doc_add(RulesDoc *d, RulesBlockKind kind, const char *markup, const char *icon);
/* The headings and subheadings in order: their block indices, at most cap of them.
 * Returns how many there are in all. */
int rules_doc_headings(const RulesDoc *d, int *out, int cap);

/* ---- layout ---------------------------------------------------------------------------- */

typedef enum { RULES_FONT_BODY, RULES_FONT_BOLD, RULES_FONT_HEADING, RULES_FONT_SUBHEADING, RULES_FONTS } RulesFont;

typedef struct {
    /* The width of len bytes of text in that font. */
    int (*width)(void *ctx, RulesFont font, const char *text, size_t len);
    void *ctx;
    int line_height[RULES_FONTS];  /* distance between lines; BODY serves BOLD too */
    int bullet_indent;             /* a bullet's text starts this far in */
    int icon_size;                 /* RULES_ENTRY: the icon's side; its text starts at
                                      icon_size + bullet_indent / 2 and, when shorter
                                      than the icon, is centred beside it */
    int gap;                       /* space after a block (half of it between bullets) */
    int heading_gap;               /* more space above a heading (half above a subheading) */
} RulesMetrics;

/* A stretch of one line in one font: bytes [start, start + len) of the block's text,
 * drawn at x from the column's left. */
typedef struct {
    RulesFont font;
    int x;
    size_t start, len;
} RulesRun;

typedef struct {
    int block;
    int y, h;                     /* top and height */
    int first_run, runs;
    bool first;                   /* the block's first line: where a bullet or icon goes */
} RulesLine;

typedef struct {
    RulesLine *line;
    int lines, line_cap;
    RulesRun *run;
    int runs, run_cap;
    int *block_y;                 /* top of each block (its first line), per block */
    int blocks;
    int width;                    /* the column width it was laid out for */
    int height;                   /* total height, from the top of the first block */
} RulesLayout;

void rules_layout_init(RulesLayout *l);
void rules_layout_free(RulesLayout *l);
/* Lays the document out for a column `width` pixels wide, replacing what l held. Words
 * break only at spaces; a word wider than the column gets a line of its own and sticks
 * out. False when memory runs out (l is then empty). */
bool rules_layout(RulesLayout *l, const RulesDoc *d, const RulesMetrics *m, int width);
/* The last block whose top is at or above y (for "which section is on screen"), or -1. */
int rules_layout_block_at(const RulesLayout *l, int y);

#endif
