/* fuzz_rules.c — the rules-text reader (rules_text.h, docs/rules-screen.md): any bytes as a
 * rules page in its Markdown subset, parsed with rules_doc_parse and laid out for three
 * column widths with a fake font (a width per byte, as test_scene_rules measures).
 *
 * What must hold for every input: every block has its text, one bold flag per byte and a
 * known kind; every laid-out line belongs to a block and its runs lie inside that block's
 * text, in order, lines going down the page; block_at answers a block or -1. A page of
 * more than TEXT_MAX bytes is cut there (the real ones are about 14 KB). */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "rules_text.h"

#define TEXT_MAX 65536

FUZZ_NOTHING_TO_LOAD

/* Every byte is 7 px wide in the body font, 8 in bold, 14 in headings, 10 in subheadings. */
static int fake_width(void *ctx, RulesFont f, const char *text, size_t len)
{
    (void)ctx;
    (void)text;
    static const int per_byte[RULES_FONTS] = {7, 8, 14, 10};
    return (int)len * per_byte[f];
}

static RulesMetrics fake_metrics(void)
{
    return (RulesMetrics){.width = fake_width,
                          .line_height = {[RULES_FONT_BODY] = 18, [RULES_FONT_BOLD] = 18, [RULES_FONT_HEADING] = 32,
                                          [RULES_FONT_SUBHEADING] = 24},
                          .bullet_indent = 24, .icon_size = 40, .gap = 8, .heading_gap = 16};
}

static void check_doc(const RulesDoc *d)
{
    for (int b = 0; b < d->count; b++) {
        const RulesBlock *k = &d->block[b];
        fuzz_check(k->kind <= RULES_ENTRY && k->text != NULL && k->bold != NULL);
        fuzz_check(strlen(k->text) == k->len);
    }
    int heads[64];
    int n = rules_doc_headings(d, heads, 64);
    fuzz_check(n >= 0 && n <= d->count);
    for (int i = 0; i < n && i < 64; i++)
        fuzz_check(heads[i] >= 0 && heads[i] < d->count);
}

static void check_layout(const RulesLayout *l, const RulesDoc *d)
{
    fuzz_check(l->blocks == d->count && l->height >= 0);
    int y = -1;
    for (int i = 0; i < l->lines; i++) {
        const RulesLine *ln = &l->line[i];
        fuzz_check(ln->block >= 0 && ln->block < d->count && ln->y >= y && ln->h >= 0);
        fuzz_check(ln->first_run >= 0 && ln->runs >= 0 && ln->first_run + ln->runs <= l->runs);
        y = ln->y;
        size_t len = d->block[ln->block].len;
        for (int r = ln->first_run; r < ln->first_run + ln->runs; r++)
            fuzz_check(l->run[r].start <= len && l->run[r].len <= len - l->run[r].start);
    }
    for (int probe = -10; probe <= l->height + 10; probe += 1 + l->height / 16) {
        int b = rules_layout_block_at(l, probe);
        fuzz_check(b >= -1 && b < d->count);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    size_t len = size < TEXT_MAX ? size : TEXT_MAX;
    RulesDoc d;
    rules_doc_init(&d);
    if (rules_doc_parse(&d, (const char *)data, len)) {
        check_doc(&d);
        RulesMetrics m = fake_metrics();
        static const int widths[] = {1, 240, 900};
        RulesLayout l;
        rules_layout_init(&l);
        for (size_t w = 0; w < sizeof widths / sizeof widths[0]; w++)
            if (rules_layout(&l, &d, &m, widths[w]))
                check_layout(&l, &d);
        rules_layout_free(&l);
    }
    rules_doc_free(&d);
    return 0;
}
