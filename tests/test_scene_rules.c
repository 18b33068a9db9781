/* test_scene_rules.c — the rules screen: the Markdown subset parsed into exact blocks,
 * word wrapping with a fake font (exact breaks, runs and heights), the three language files
 * with the same structure, and the overlay itself drawn headless with the software
 * renderer (rules and icons tabs saved as PNGs and checked for text), its scrolling by
 * keys, wheel and scrollbar, the contents list, closing, the icon legend against the
 * icon folder, refusals told as the game tells them (words, a "Why?"), and the screen's
 * own words (rules_words.c) exactly in English and German. */
#define _POSIX_C_SOURCE 200809L
#include "support.h"
#include "language.h"
#include "canvas.h"
#include "events.h"
#include "layout_check.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <SDL.h>
#include <SDL_image.h>

#include "i18n.h"
#include "rules_test.h"
#include "rules_text.h"
#include "terms.h"
#include "type_scale.h"
#include "widgets.h"

#define WIN_W 1280
#define WIN_H 800

static const char *data_dir(void)
{
    const char *d = getenv("RAJAS_DATA");
    if (!d) fail_msg("RAJAS_DATA is not set");
    return d;
}

/* ---- the parser ------------------------------------------------------------------------- */

static void assert_block(const RulesDoc *d, int i, RulesBlockKind kind, const char *text, const char *bold)
{
    assert_true(i < d->count);
    const RulesBlock *b = &d->block[i];
    assert_int_equal(b->kind, kind);
    assert_string_equal(b->text, text);
    assert_int_equal(b->len, strlen(text));
    /* bold: a '1' under every bold byte of text, '0' elsewhere */
    assert_int_equal(strlen(bold), strlen(text));
    for (size_t k = 0; k < b->len; k++)
        if ((b->bold[k] != 0) != (bold[k] == '1'))
            fail_msg("block %d byte %zu ('%c'): bold %d, wanted %c", i, k, b->text[k], b->bold[k], bold[k]);
}

static void test_markdown_subset_parses_into_exact_blocks(void **state)
{
    (void)state;
    const char *md = "# Title **x**\r\n"
                     "\n"
                     "Intro line one\n"
                     "continues **here**.\n"
                     "## Sub\n"
                     "- first **bold\n"
                     "  item** end\n"
                     "* second\n"
                     "\n"
                     "Para   after.\n"
                     "#NoSpace\n"
                     "###\n"
                     "   \n"
                     "**\n";
    RulesDoc d;
    rules_doc_init(&d);
    assert_true(rules_doc_parse(&d, md, strlen(md)));
    assert_int_equal(d.count, 6);
    assert_block(&d, 0, RULES_HEADING, "Title x", "0000001");   /* kept, drawn in the heading font */
    assert_block(&d, 1, RULES_PARAGRAPH, "Intro line one continues here.",
                 "000000000000000000000000011110");
    assert_block(&d, 2, RULES_SUBHEADING, "Sub", "000");
    assert_block(&d, 3, RULES_BULLET, "first bold item end", "0000001111111110000");
    assert_block(&d, 4, RULES_BULLET, "second", "000000");
    /* "#NoSpace" is no heading: it continues the paragraph; "###" alone and "**" alone
     * have nothing to show and add no block. */
    assert_block(&d, 5, RULES_PARAGRAPH, "Para after. #NoSpace", "00000000000000000000");
    int heading[4];
    assert_int_equal(rules_doc_headings(&d, heading, 4), 2);
    assert_int_equal(heading[0], 0);
    assert_int_equal(heading[1], 2);
    rules_doc_free(&d);
    assert_int_equal(d.count, 0);
    assert_null(d.block);
}

/* ---- wrapping with a fake font ---------------------------------------------------------- */

/* Every byte is 10 px wide in the body font, 12 in bold, 20 in headings, 15 in subheadings. */
static int fake_width(void *ctx, RulesFont f, const char *text, size_t len)
{
    (void)ctx;
    (void)text;
    static const int per_byte[RULES_FONTS] = {10, 12, 20, 15};
    return (int)len * per_byte[f];
}

static RulesMetrics fake_metrics(void)
{
    RulesMetrics m;
    memset(&m, 0, sizeof m);
    m.width = fake_width;
    m.line_height[RULES_FONT_BODY] = m.line_height[RULES_FONT_BOLD] = 20;
    m.line_height[RULES_FONT_HEADING] = 40;
    m.line_height[RULES_FONT_SUBHEADING] = 30;
    m.bullet_indent = 30;
    m.icon_size = 50;
    m.gap = 10;
    m.heading_gap = 20;
    return m;
}

static void assert_line(const RulesLayout *l, int i, int block, int y, int h, const char *text_of_block,
                        const char *want, bool first)
{
    assert_true(i < l->lines);
    const RulesLine *ln = &l->line[i];
    assert_int_equal(ln->block, block);
    assert_int_equal(ln->y, y);
    assert_int_equal(ln->h, h);
    assert_int_equal(ln->first, first);
    char got[128] = "";
    size_t n = 0;
    for (int k = 0; k < ln->runs; k++) {
        const RulesRun *r = &l->run[ln->first_run + k];
        memcpy(got + n, text_of_block + r->start, r->len);
        n += r->len;
    }
    got[n] = '\0';
    assert_string_equal(got, want);
}

static void assert_run(const RulesLayout *l, int line, int k, RulesFont font, int x, size_t start, size_t len)
{
    const RulesRun *r = &l->run[l->line[line].first_run + k];
    assert_int_equal(r->font, font);
    assert_int_equal(r->x, x);
    assert_int_equal(r->start, start);
    assert_int_equal(r->len, len);
}

static void test_wrapping_with_a_fake_font_breaks_exactly(void **state)
{
    (void)state;
    const char *md = "# A big title\n\n"
                     "Alpha beta **gamma delta** epsilon.\n\n"
                     "- one two three four five\n"
                     "- six\n\n"
                     "## Sub part\n";
    RulesDoc d;
    rules_doc_init(&d);
    assert_true(rules_doc_parse(&d, md, strlen(md)));
    assert_true(rules_doc_add(&d, RULES_ENTRY, "**Tea** — a good", "tea"));
    assert_int_equal(d.count, 6);
    assert_string_equal(d.block[5].icon, "tea");
    RulesMetrics m = fake_metrics();
    RulesLayout l;
    rules_layout_init(&l);
    assert_true(rules_layout(&l, &d, &m, 200));
    /* Heading: "A big" is 20+20+60 = 100; adding " title" (20+100) would make 220 > 200. */
    assert_line(&l, 0, 0, 0, 40, d.block[0].text, "A big", true);
    assert_line(&l, 1, 0, 40, 40, d.block[0].text, "title", false);
    /* Paragraph 80 + gap 10: "Alpha beta gamma" is 50+10+40+10+60 = 170; " delta" in bold
     * (12+60) would pass 200. */
    assert_line(&l, 2, 1, 90, 20, d.block[1].text, "Alpha beta gamma", true);
    assert_int_equal(l.line[2].runs, 2);
    assert_run(&l, 2, 0, RULES_FONT_BODY, 0, 0, 11);     /* "Alpha beta " */
    assert_run(&l, 2, 1, RULES_FONT_BOLD, 110, 11, 5);   /* "gamma" */
    assert_line(&l, 3, 1, 110, 20, d.block[1].text, "delta epsilon.", false);
    assert_run(&l, 3, 0, RULES_FONT_BOLD, 0, 17, 5);
    assert_run(&l, 3, 1, RULES_FONT_BODY, 60, 22, 9);    /* " epsilon." */
    /* Bullets: indented 30, so 170 wide; "one two three" is 130, " four" would be 180. */
    assert_line(&l, 4, 2, 140, 20, d.block[2].text, "one two three", true);
    assert_run(&l, 4, 0, RULES_FONT_BODY, 30, 0, 13);
    assert_line(&l, 5, 2, 160, 20, d.block[2].text, "four five", false);
    /* Between two bullets only half the gap. */
    assert_line(&l, 6, 3, 185, 20, d.block[3].text, "six", true);
    /* Subheading: gap 10 and half the heading gap 10. */
    assert_line(&l, 7, 4, 225, 30, d.block[4].text, "Sub part", true);
    /* Entry: text starts after the icon (50) and half a bullet indent (15), so 135 wide:
     * "Tea — a" is 36+10+30+10+10 = 96 (the dash is three bytes); " good" would be 146. */
    /* Its two lines (40) are centred beside the 50 px icon: 5 px lower. */
    assert_line(&l, 8, 5, 270, 20, d.block[5].text, "Tea — a", true);
    assert_run(&l, 8, 0, RULES_FONT_BOLD, 65, 0, 3);
    assert_run(&l, 8, 1, RULES_FONT_BODY, 101, 3, 6);
    assert_line(&l, 9, 5, 290, 20, d.block[5].text, "good", false);
    assert_int_equal(l.lines, 10);
    /* The entry is as tall as its icon: 265 + 50. */
    assert_int_equal(l.height, 315);
    const int block_y[6] = {0, 90, 140, 185, 225, 265};
    for (int i = 0; i < 6; i++) assert_int_equal(l.block_y[i], block_y[i]);
    assert_int_equal(rules_layout_block_at(&l, 150), 2);
    assert_int_equal(rules_layout_block_at(&l, 0), 0);
    assert_int_equal(rules_layout_block_at(&l, 5000), 5);

    /* A word wider than the column gets a line of its own and sticks out. */
    RulesDoc narrow;
    rules_doc_init(&narrow);
    assert_true(rules_doc_add(&narrow, RULES_PARAGRAPH, "ab verylongword cd", NULL));
    assert_true(rules_layout(&l, &narrow, &m, 50));
    assert_int_equal(l.lines, 3);
    assert_line(&l, 0, 0, 0, 20, narrow.block[0].text, "ab", true);
    assert_line(&l, 1, 0, 20, 20, narrow.block[0].text, "verylongword", false);
    assert_line(&l, 2, 0, 40, 20, narrow.block[0].text, "cd", false);
    assert_int_equal(l.width, 50);
    rules_layout_free(&l);
    rules_doc_free(&narrow);
    rules_doc_free(&d);
}

/* ---- the language files ----------------------------------------------------------------- */

static char *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) fail_msg("cannot open %s", path);
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *s = malloc((size_t)n + 1);
    assert_non_null(s);
    assert_int_equal(fread(s, 1, (size_t)n, f), (size_t)n);
    s[n] = '\0';
    fclose(f);
    *len = (size_t)n;
    return s;
}

/* A clause id as the rules write one: "R" and a digit, not inside a word ("R5.4", "R9"). */
static const char *clause_id(const char *text)
{
    for (const char *p = text; *p; p++) {
        bool word_before = p > text && ((p[-1] >= 'A' && p[-1] <= 'Z') || (p[-1] >= 'a' && p[-1] <= 'z'));
        if (p[0] == 'R' && p[1] >= '0' && p[1] <= '9' && !word_before) return p;
    }
    return NULL;
}

static RulesDoc load_rules(const char *lang)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/rules/%s.md", data_dir(), lang);
    size_t len;
    char *text = read_file(path, &len);
    RulesDoc d;
    rules_doc_init(&d);
    assert_true(rules_doc_parse(&d, text, len));
    free(text);
    return d;
}

static void test_every_language_has_the_same_headings(void **state)
{
    (void)state;
    static const char *const lang[] = {"en", "de", "nl"};
    char shape[3][128];
    for (int k = 0; k < 3; k++) {
        RulesDoc d = load_rules(lang[k]);
        int headings = 0, subheadings = 0, n = 0;
        for (int i = 0; i < d.count; i++) {
            if (d.block[i].kind == RULES_HEADING) headings++, shape[k][n++] = '#';
            if (d.block[i].kind == RULES_SUBHEADING) subheadings++, shape[k][n++] = '=';
            assert_true(n < 127);
        }
        shape[k][n] = '\0';
        assert_int_equal(headings, 12);
        assert_int_equal(subheadings, 17);
        assert_true(d.count > 100);
        rules_doc_free(&d);
    }
    /* Same headings and subheadings in the same order. */
    assert_string_equal(shape[1], shape[0]);
    assert_string_equal(shape[2], shape[0]);
}

/* The game refuses in plain words ("Not allowed: …", table_words_refused) with a "Why?"
 * behind which the rule and its clause stand (term_rule). The Rules say what it does, in
 * every language: their prose names no clause id, as a player reads it; the last section,
 * "Rule numbers", alone names them and names the "Why?" by its label on screen (the
 * catalogue's, term_why_label); and no page says a refusal begins with a rule number. */
static void test_the_rules_say_refusals_as_the_game_does(void **state)
{
    (void)state;
    static const struct {
        const char *lang, *begins;
    } each[] = {{"en", "begins with a rule number"}, {"de", "beginnt mit einer Regelnummer"},
                {"nl", "begint met een regelnummer"}};
    for (int k = 0; k < 3; k++) {
        test_language(each[k].lang);
        RulesDoc d = load_rules(each[k].lang);
        int last = -1;
        for (int i = 0; i < d.count; i++)
            if (d.block[i].kind == RULES_HEADING) last = i;
        assert_true(last > 0 && last < d.count - 1);
        bool why_named = false, clause_named = false;
        for (int i = 0; i < d.count; i++) {
            const char *text = d.block[i].text, *id = clause_id(text);
            if (strstr(text, each[k].begins)) fail_msg("%s: \"%s\"", each[k].lang, text);
            if (i < last && id) fail_msg("%s: a clause id in the prose: \"%.40s\" in \"%s\"", each[k].lang, id, text);
            if (i > last && strstr(text, term_why_label(test_lang()))) why_named = true;
            if (i > last && id) clause_named = true;
        }
        assert_true(why_named);
        assert_true(clause_named);
        rules_doc_free(&d);
    }
}

/* ---- the overlay, drawn ----------------------------------------------------------------- */

typedef struct {
    Canvas canvas;
    RulesScene *s;
} Screen;

static Screen screen_open(int w, int h)
{
    Screen sc;
    canvas_open(&sc.canvas, w, h);
    sc.s = rules_scene_new(sc.canvas.art, test_lang());
    assert_non_null(sc.s);
    return sc;
}

static void screen_close(Screen *sc)
{
    rules_scene_free(sc->s);
    canvas_close(&sc->canvas);
}

/* The table colour under the overlay, then the overlay. */
static void frame(Screen *sc)
{
    SDL_SetRenderDrawColor(sc->canvas.r, style_standard()->table_bg.r, style_standard()->table_bg.g, style_standard()->table_bg.b, 255);
    SDL_RenderClear(sc->canvas.r);
    rules_scene_draw(sc->s, sc->canvas.r);
    SDL_RenderPresent(sc->canvas.r);
}

static int distance(SDL_Color a, SDL_Color b)
{
    return abs(a.r - b.r) + abs(a.g - b.g) + abs(a.b - b.b);
}

/* Pixels of ink (dark) inside rc. */
static int ink_pixels(const SDL_Surface *s, SDL_Rect rc)
{
    int n = 0;
    for (int y = rc.y; y < rc.y + rc.h; y++)
        for (int x = rc.x; x < rc.x + rc.w; x++) {
            SDL_Color c = canvas_pixel(s, x, y);
            if (c.r + c.g + c.b < 330) n++;
        }
    return n;
}

/* Pixels that are not paper inside rc: something is drawn there. */
static int drawn_pixels(const SDL_Surface *s, SDL_Rect rc)
{
    int n = 0;
    for (int y = rc.y; y < rc.y + rc.h; y++)
        for (int x = rc.x; x < rc.x + rc.w; x++)
            if (distance(canvas_pixel(s, x, y), style_standard()->paper) > 60) n++;
    return n;
}

static void send_key(RulesScene *s, SDL_Keycode k, bool want_open)
{
    SDL_Event e = event_key(k);
    assert_int_equal(rules_scene_event(s, &e), want_open);
}

static void send_click(RulesScene *s, int x, int y, bool want_open)
{
    SDL_Event down = event_press(x, y, 0), up = event_release(x, y, 0);
    assert_int_equal(rules_scene_event(s, &down), want_open);
    rules_scene_event(s, &up);
}

static void send_motion(RulesScene *s, int x, int y)
{
    SDL_Event e = event_motion(x, y);
    assert_true(rules_scene_event(s, &e));
}

static void send_wheel(RulesScene *s, int dy)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_MOUSEWHEEL;
    e.wheel.y = dy;
    e.wheel.direction = SDL_MOUSEWHEEL_NORMAL;
    assert_true(rules_scene_event(s, &e));
}

static void test_overlay_draws_the_rules_and_the_icons(void **state)
{
    (void)state;
    Screen sc = screen_open(WIN_W, WIN_H);
    RulesScene *s = sc.s;
    rules_scene_open(s, data_dir(), WIN_W, WIN_H);
    assert_true(rules_scene_is_open(s));
    assert_string_equal(rules_test_seen(s).lang, lang_code(test_lang()));
    assert_string_equal(rules_test_seen(s).error, "");
    frame(&sc);
    canvas_save(sc.canvas.surface, "rules-en.png");
    const RulesGeometry *g = rules_test_geometry(s);
    /* The card is paper, the table around it is veiled (darker than the table itself). */
    assert_true(distance(canvas_pixel(sc.canvas.surface, g->card.x + 6, g->card.y + g->card.h - 6), style_standard()->paper) < 8);
    SDL_Color veil = canvas_pixel(sc.canvas.surface, 2, 2);
    assert_true(veil.r + veil.g + veil.b < style_standard()->table_bg.r + style_standard()->table_bg.g + style_standard()->table_bg.b);
    /* Text in the text column and in the contents list. */
    int text_ink = ink_pixels(sc.canvas.surface, g->text), contents_ink = ink_pixels(sc.canvas.surface, g->contents);
    if (text_ink < 8000 || contents_ink < 2000)
        fail_msg("too little text drawn: %d pixels in the text, %d in the contents", text_ink, contents_ink);
    assert_int_equal(rules_test_seen(s).drawn_first, 0);
    assert_true(rules_test_seen(s).drawn_last > 5);
    /* The scrollbar's thumb sits at the top of its track. */
    SDL_Rect thumb = rules_scene_thumb(s);
    assert_true(thumb.w > 0);
    assert_int_equal(thumb.y, g->track.y);
    assert_true(thumb.h < g->track.h / 2);

    /* The icons tab: icons down the left of the text column. */
    SDL_Point tab = event_middle(g->tab[RULES_TAB_ICONS]);
    send_click(s, tab.x, tab.y, true);
    assert_int_equal(rules_test_tab(s), RULES_TAB_ICONS);
    frame(&sc);
    canvas_save(sc.canvas.surface, "rules-icons-en.png");
    /* Every entry wholly in view has its icon drawn where it stands. */
    RulesMetrics m;
    rules_scene_metrics(s, &m);
    const RulesPage *p = rules_test_page(s, RULES_TAB_ICONS);
    int checked = 0;
    for (int b = rules_test_seen(s).drawn_first; b <= rules_test_seen(s).drawn_last; b++) {
        if (p->doc.block[b].kind != RULES_ENTRY) continue;
        SDL_Rect icon = {g->text.x, g->text.y + p->layout.block_y[b] - p->scroll, m.icon_size, m.icon_size};
        if (icon.y + icon.h > g->text.y + g->text.h) continue;
        int drawn = drawn_pixels(sc.canvas.surface, icon);
        if (drawn < icon.w * icon.h / 8) fail_msg("icon %s: only %d pixels drawn", p->doc.block[b].icon, drawn);
        checked++;
    }
    assert_true(checked >= 8);
    assert_true(ink_pixels(sc.canvas.surface, g->text) > 5000);
    screen_close(&sc);
}

static void test_german_rules_drawn(void **state)
{
    (void)state;
    Screen sc = screen_open(WIN_W, WIN_H);
    RulesScene *s = sc.s;
    /* The words around the text follow the catalogue when there is one; the text follows
     * the language asked for in any case. */
    test_language("de");
    assert_true(rules_scene_load(s, data_dir(), "de"));
    rules_scene_open(s, data_dir(), WIN_W, WIN_H);
    if (strcmp(lang_code(test_lang()), "de") != 0) assert_true(rules_scene_load(s, data_dir(), "de"));
    assert_string_equal(rules_test_page(s, RULES_TAB_TEXT)->doc.block[0].text, "Das Ziel");
    char tail[64];
    snprintf(tail, sizeof tail, "/rules/de.md");
    assert_string_equal(rules_test_seen(s).path + strlen(rules_test_seen(s).path) - strlen(tail), tail);
    frame(&sc);
    canvas_save(sc.canvas.surface, "rules-de.png");
    assert_true(ink_pixels(sc.canvas.surface, rules_test_geometry(s)->text) > 8000);
    rules_scene_set_tab(s, RULES_TAB_ICONS);
    frame(&sc);
    canvas_save(sc.canvas.surface, "rules-icons-de.png");
    assert_true(ink_pixels(sc.canvas.surface, rules_test_geometry(s)->text) > 5000);   /* the legend's German words */
    screen_close(&sc);
}

static void test_scrolling_clamps_at_both_ends(void **state)
{
    (void)state;
    Screen sc = screen_open(WIN_W, WIN_H);
    RulesScene *s = sc.s;
    rules_scene_open(s, data_dir(), WIN_W, WIN_H);
    const RulesPage *p = rules_test_page(s, RULES_TAB_TEXT);
    int max = rules_scene_max_scroll(s);
    assert_true(max > 2 * rules_test_geometry(s)->text.h);  /* the rules are several screens long */
    assert_int_equal(max, p->layout.height - (rules_test_geometry(s)->text.h - rules_test_geometry(s)->body_px));
    send_key(s, SDLK_UP, true);
    assert_int_equal(p->scroll, 0);
    send_key(s, SDLK_PAGEUP, true);
    assert_int_equal(p->scroll, 0);
    send_key(s, SDLK_DOWN, true);
    int line = p->scroll;
    assert_true(line > 0 && line < rules_test_geometry(s)->body_px * 2);
    send_key(s, SDLK_PAGEDOWN, true);
    assert_int_equal(p->scroll, rules_test_geometry(s)->text.h);   /* a page is the view less one line */
    for (int i = 0; i < 200; i++) send_key(s, SDLK_PAGEDOWN, true);
    assert_int_equal(p->scroll, max);
    send_key(s, SDLK_DOWN, true);
    assert_int_equal(p->scroll, max);
    frame(&sc);
    canvas_save(sc.canvas.surface, "rules-end-en.png");
    assert_true(ink_pixels(sc.canvas.surface, rules_test_geometry(s)->text) > 1500);   /* the last section's words */
    assert_true(rules_test_seen(s).drawn_last == p->doc.count - 1);  /* the end is in view */
    SDL_Rect thumb = rules_scene_thumb(s);
    assert_int_equal(thumb.y + thumb.h, rules_test_geometry(s)->track.y + rules_test_geometry(s)->track.h);
    send_key(s, SDLK_HOME, true);
    assert_int_equal(p->scroll, 0);
    send_key(s, SDLK_END, true);
    assert_int_equal(p->scroll, max);
    /* The wheel over the text: three lines a notch, clamped. */
    SDL_Point mid = event_middle(rules_test_geometry(s)->text);
    send_motion(s, mid.x, mid.y);
    send_wheel(s, 2);
    assert_int_equal(p->scroll, max - 2 * 3 * line);
    send_wheel(s, -100);
    assert_int_equal(p->scroll, max);
    send_wheel(s, 10000);
    assert_int_equal(p->scroll, 0);
    rules_scene_scroll_to(s, -50);
    assert_int_equal(p->scroll, 0);
    rules_scene_scroll_to(s, max + 999);
    assert_int_equal(p->scroll, max);
    screen_close(&sc);
}

static void test_contents_click_jumps_to_the_heading(void **state)
{
    (void)state;
    Screen sc = screen_open(WIN_W, WIN_H);
    RulesScene *s = sc.s;
    rules_scene_open(s, data_dir(), WIN_W, WIN_H);
    const RulesPage *p = rules_test_page(s, RULES_TAB_TEXT);
    assert_int_equal(p->headings, 29);
    /* The sixth entry: "Purple dice: goods" (a # heading) in English. */
    SDL_Rect entry = rules_scene_contents_entry(s, 5);
    SDL_Point c = event_middle(entry);
    send_click(s, c.x, c.y, true);
    int block = p->heading[5];
    assert_int_equal(p->doc.block[block].kind, RULES_HEADING);
    assert_int_equal(p->scroll, p->layout.block_y[block]);
    frame(&sc);
    assert_int_equal(rules_test_seen(s).drawn_first, block);   /* the heading is the first thing in view */
    /* An entry near the end cannot come to the top: the text stops at its end. */
    int last = p->headings - 1;
    SDL_Point bottom = event_middle(rules_test_geometry(s)->contents);
    send_motion(s, bottom.x, bottom.y);
    send_wheel(s, -50);                        /* scrolls the contents list, not the text */
    assert_int_equal(p->scroll, p->layout.block_y[block]);
    entry = rules_scene_contents_entry(s, last);
    assert_true(entry.y + entry.h <= rules_test_geometry(s)->contents.y + rules_test_geometry(s)->contents.h);
    c = event_middle(entry);
    send_click(s, c.x, c.y, true);
    assert_int_equal(p->scroll, rules_scene_max_scroll(s));
    assert_true(p->layout.block_y[p->heading[last]] >= p->scroll);
    screen_close(&sc);
}

static void send_ctrl_key(RulesScene *s, SDL_Keycode k)
{
    SDL_Event e = event_key(k);
    e.key.keysym.mod = KMOD_LCTRL;
    assert_true(rules_scene_event(s, &e));
}

/* Ctrl+↓ and Ctrl+↑ walk the contents by keys: each heading's top in turn, the gold entry
 * following; Ctrl+↑ inside a section goes to its top first. */
static void test_ctrl_arrows_go_from_section_to_section(void **state)
{
    (void)state;
    Screen sc = screen_open(WIN_W, WIN_H);
    RulesScene *s = sc.s;
    rules_scene_open(s, data_dir(), WIN_W, WIN_H);
    const RulesPage *p = rules_test_page(s, RULES_TAB_TEXT);
    assert_int_equal(p->scroll, 0);
    int first = rules_scene_current_entry(s);
    for (int i = first + 1; i <= first + 3; i++) {
        send_ctrl_key(s, SDLK_DOWN);
        assert_int_equal(p->scroll, p->layout.block_y[p->heading[i]]);
        assert_int_equal(rules_scene_current_entry(s), i);
    }
    send_key(s, SDLK_DOWN, true);              /* a line into the section */
    assert_true(p->scroll > p->layout.block_y[p->heading[first + 3]]);
    send_ctrl_key(s, SDLK_UP);                 /* back to its top */
    assert_int_equal(p->scroll, p->layout.block_y[p->heading[first + 3]]);
    send_ctrl_key(s, SDLK_UP);                 /* from its top to the one before */
    assert_int_equal(p->scroll, p->layout.block_y[p->heading[first + 2]]);
    assert_int_equal(rules_scene_current_entry(s), first + 2);
    /* At the end of the text Ctrl+↓ stays where it is; Ctrl+↑ leaves the end. */
    rules_scene_scroll_to(s, rules_scene_max_scroll(s));
    int end = p->scroll, at_end = rules_scene_current_entry(s);
    send_ctrl_key(s, SDLK_DOWN);
    assert_int_equal(p->scroll, end);
    send_ctrl_key(s, SDLK_UP);
    assert_true(p->layout.block_y[p->heading[at_end]] < end);
    assert_int_equal(p->scroll, p->layout.block_y[p->heading[at_end]]);
    screen_close(&sc);
}

static void test_scrollbar_drag_and_track_clicks(void **state)
{
    (void)state;
    Screen sc = screen_open(WIN_W, WIN_H);
    RulesScene *s = sc.s;
    rules_scene_open(s, data_dir(), WIN_W, WIN_H);
    const RulesPage *p = rules_test_page(s, RULES_TAB_TEXT);
    int max = rules_scene_max_scroll(s);
    SDL_Rect thumb = rules_scene_thumb(s), track = rules_test_geometry(s)->track;
    /* Press on the thumb, drag it to the bottom of the track and beyond. */
    int x = thumb.x + thumb.w / 2;
    SDL_Event down = event_press(x, thumb.y + 5, 0), up = event_release(x, thumb.y + 5, 0);
    assert_true(rules_scene_event(s, &down));
    assert_true(rules_test_seen(s).dragging);
    int travel = track.h - thumb.h;
    send_motion(s, x, thumb.y + 5 + travel / 2);
    assert_true(abs(p->scroll - max / 2) <= max / travel + 1);
    send_motion(s, x, track.y + track.h + 300);
    assert_int_equal(p->scroll, max);
    send_motion(s, x, track.y - 300);
    assert_int_equal(p->scroll, 0);
    assert_true(rules_scene_event(s, &up));
    assert_false(rules_test_seen(s).dragging);
    send_motion(s, x, track.y + track.h - 2);
    assert_int_equal(p->scroll, 0);                    /* no longer held */
    /* A click on the track below the thumb pages down, above it pages up. */
    send_click(s, track.x + track.w / 2, track.y + track.h - 3, true);
    int page = rules_test_geometry(s)->text.h - rules_test_geometry(s)->body_px * 4 / 3;
    assert_int_equal(p->scroll, page);
    send_click(s, track.x + track.w / 2, track.y + 1, true);
    assert_int_equal(p->scroll, 0);
    screen_close(&sc);
}

static void test_f1_esc_close_and_the_veil_close(void **state)
{
    (void)state;
    Screen sc = screen_open(WIN_W, WIN_H);
    RulesScene *s = sc.s;
    rules_scene_open(s, data_dir(), WIN_W, WIN_H);
    send_key(s, SDLK_TAB, true);
    assert_int_equal(rules_test_tab(s), RULES_TAB_ICONS);
    send_key(s, SDLK_TAB, true);
    assert_int_equal(rules_test_tab(s), RULES_TAB_TEXT);
    send_key(s, SDLK_a, true);                         /* other keys are swallowed */
    SDL_Event held = event_key(SDLK_F1);
    held.key.repeat = 1;                               /* F1 still held from opening */
    assert_true(rules_scene_event(s, &held));
    send_key(s, SDLK_F1, false);
    assert_false(rules_scene_is_open(s));
    send_key(s, SDLK_F1, false);                       /* closed: nothing is taken */
    rules_scene_open(s, data_dir(), WIN_W, WIN_H);
    send_key(s, SDLK_ESCAPE, false);
    rules_scene_open(s, data_dir(), WIN_W, WIN_H);
    SDL_Point close = event_middle(rules_test_geometry(s)->close);
    send_click(s, close.x, close.y, false);
    rules_scene_open(s, data_dir(), WIN_W, WIN_H);
    send_click(s, 3, 3, false);                        /* on the veil, outside the card */
    /* Reopening keeps the place in the text. */
    rules_scene_open(s, data_dir(), WIN_W, WIN_H);
    rules_scene_scroll_to(s, 1234);
    send_key(s, SDLK_ESCAPE, false);
    rules_scene_open(s, data_dir(), WIN_W, WIN_H);
    assert_int_equal(rules_test_page(s, RULES_TAB_TEXT)->scroll, 1234);
    screen_close(&sc);
}

static void test_resize_keeps_the_heading_in_view(void **state)
{
    (void)state;
    Screen sc = screen_open(WIN_W, WIN_H);
    RulesScene *s = sc.s;
    rules_scene_open(s, data_dir(), WIN_W, WIN_H);
    const RulesPage *p = rules_test_page(s, RULES_TAB_TEXT);
    int block = p->heading[8];
    rules_scene_scroll_to(s, p->layout.block_y[block]);
    int wide = p->layout.width;
    rules_scene_resize(s, 1024, 640);
    assert_true(p->layout.width < wide);
    assert_int_equal(p->scroll, p->layout.block_y[block]);
    const RulesGeometry *g = rules_test_geometry(s);
    assert_true(g->card.x + g->card.w <= 1024 && g->card.y + g->card.h <= 640);
    assert_true(g->track.x > g->text.x + g->text.w);
    /* Drawn at the smallest window the game allows. */
    Screen small = screen_open(1024, 640);
    rules_scene_open(small.s, data_dir(), 1024, 640);
    const RulesPage *small_text = rules_test_page(small.s, RULES_TAB_TEXT);
    rules_scene_scroll_to(small.s, small_text->layout.block_y[small_text->heading[5]]);
    frame(&small);
    canvas_save(small.canvas.surface, "rules-small.png");
    assert_true(ink_pixels(small.canvas.surface, rules_test_geometry(small.s)->text) > 8000);
    screen_close(&small);
    screen_close(&sc);
}

static void test_missing_language_falls_back_to_english(void **state)
{
    (void)state;
    Screen sc = screen_open(WIN_W, WIN_H);
    RulesScene *s = sc.s;
    assert_true(rules_scene_load(s, data_dir(), "xx"));
    const char *tail = "/rules/en.md";
    assert_string_equal(rules_test_seen(s).path + strlen(rules_test_seen(s).path) - strlen(tail), tail);
    assert_string_equal(rules_test_seen(s).error, "");
    assert_string_equal(rules_test_seen(s).lang, "xx");
    /* Nothing that could leave the rules folder is taken as a language. */
    assert_true(rules_scene_load(s, data_dir(), "../sheets/sun"));
    assert_string_equal(rules_test_seen(s).path + strlen(rules_test_seen(s).path) - strlen(tail), tail);
    screen_close(&sc);
}

/* A rules text with a NUL byte is refused whole, by file and line (file_rule.h), never shown
 * cut at the NUL. */
static void test_a_damaged_rules_text_is_refused_by_line(void **state)
{
    (void)state;
    char dir[64], path[128];
    snprintf(dir, sizeof dir, "/tmp/rajas-rules-XXXXXX");
    assert_non_null(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/rules", dir);
    assert_int_equal(mkdir(path, 0755), 0);
    snprintf(path, sizeof path, "%s/rules/en.md", dir);
    static const char text[] = "# Rules\n\nA first line\nand a se\0cond\n";
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(text, 1, sizeof text - 1, f), sizeof text - 1);
    fclose(f);
    Screen sc = screen_open(WIN_W, WIN_H);
    RulesScene *s = sc.s;
    assert_false(rules_scene_load(s, dir, "en"));
    char want[200];
    snprintf(want, sizeof want, "%s:4: a NUL byte (a zero byte) in the text: the file is damaged", path);
    if (!strstr(rules_test_seen(s).error, want)) fail_msg("error: %s", rules_test_seen(s).error);
    screen_close(&sc);
    remove(path);
    snprintf(path, sizeof path, "%s/rules", dir);
    rmdir(path);
    rmdir(dir);
}

static void test_missing_rules_file_shows_the_path_in_the_overlay(void **state)
{
    (void)state;
    Screen sc = screen_open(WIN_W, WIN_H);
    RulesScene *s = sc.s;
    assert_false(rules_scene_load(s, "/nonexistent/rajas-data", "de"));
    rules_scene_open(s, "/nonexistent/rajas-data", WIN_W, WIN_H);
    assert_true(rules_scene_is_open(s));
    const char *error = rules_test_seen(s).error;
    if (!strstr(error, "/nonexistent/rajas-data/rules/en.md")) fail_msg("error: %s", error);
    /* The overlay says so itself, in its text column. */
    const RulesPage *p = rules_test_page(s, RULES_TAB_TEXT);
    bool shown = false;
    for (int i = 0; i < p->doc.count; i++)
        if (strstr(p->doc.block[i].text, "/nonexistent/rajas-data/rules/en.md")) shown = true;
    assert_true(shown);
    frame(&sc);
    canvas_save(sc.canvas.surface, "rules-missing.png");
    assert_true(ink_pixels(sc.canvas.surface, rules_test_geometry(s)->text) > 1500);
    assert_int_equal(rules_scene_max_scroll(s), 0);
    assert_int_equal(rules_scene_thumb(s).w, 0);
    /* The legend does not need the rules file. */
    rules_scene_set_tab(s, RULES_TAB_ICONS);
    const RulesLegendEntry *legend;
    int n = rules_legend(&legend);
    assert_int_equal(rules_test_page(s, RULES_TAB_ICONS)->doc.count, n);
    screen_close(&sc);
}

/* ---- the screen's own words (rules_words.c) --------------------------------------------- */

/* A bold string of '0's as long as text, with '1' under its first `bold` bytes. */
static const char *bold_prefix(const char *text, size_t bold)
{
    static char flags[1024];
    size_t n = strlen(text);
    assert_true(n < sizeof flags);
    for (size_t k = 0; k < n; k++) flags[k] = k < bold ? '1' : '0';
    flags[n] = '\0';
    return flags;
}

static void test_the_screens_own_words(void **state)
{
    (void)state;
    const Lang *lang = test_lang();
    assert_string_equal(rules_words_tab(test_lang(), RULES_TAB_TEXT), "Rules of play");
    assert_string_equal(rules_words_tab(test_lang(), RULES_TAB_ICONS), "Icons");
    assert_string_equal(rules_words_keys(test_lang()), "Ctrl+↓/↑ sections · F1 or Esc closes");
    char error[200];
    rules_words_unreadable(test_lang(), "/data/rules/en.md", "there is no such file", error, sizeof error);
    assert_string_equal(error, "The rules text /data/rules/en.md could not be read: there is no such file");
    RulesDoc d;
    rules_doc_init(&d);
    assert_true(rules_words_error_page(test_lang(), &d, error));
    assert_int_equal(d.count, 3);
    assert_block(&d, 0, RULES_HEADING, "The rules could not be shown", bold_prefix("The rules could not be shown", 0));
    assert_block(&d, 1, RULES_PARAGRAPH, error, bold_prefix(error, 0));
    const char *where = "The icon legend is in the Icons tab. The rules files belong in the game's data folder, "
                        "in rules/ beside icons/ and sheets/.";
    assert_block(&d, 2, RULES_PARAGRAPH, where, bold_prefix(where, 0));
    rules_doc_free(&d);
    /* The legend: a subheading per section, then each icon's name in bold and its meaning. */
    const RulesLegendEntry *legend;
    int n = rules_legend(&legend);
    rules_doc_init(&d);
    assert_true(rules_legend_doc(test_lang(), &d));
    assert_int_equal(d.count, n);
    assert_block(&d, 0, RULES_SUBHEADING, "Goods", "00000");
    const char *tea = "Tea — A good: circled in the market's tea row when gained, crossed when sold.";
    assert_block(&d, 1, RULES_ENTRY, tea, bold_prefix(tea, 3));
    assert_string_equal(d.block[1].icon, "tea");
    rules_doc_free(&d);
    /* The legend says what an icon means in words; the clauses (R5.6 for the two half
     * roads, R5.3, R5.8, R6.2, R8) are cited on the Rules tab, not in these lines. */
    for (int i = 0; i < n; i++)
        if (legend[i].meaning && strstr(legend[i].meaning, "(R")) fail_msg("a clause in the legend: %s", legend[i].meaning);
    for (int i = 0; i < n; i++)
        if (legend[i].icon && strcmp(legend[i].icon, "half-half") == 0)
            assert_string_equal(tr(legend[i].meaning),
                                "Green die: extend built fields, or join both into a straight or curve.");
}

static void test_the_screens_own_words_in_german(void **state)
{
    (void)state;
    test_language("de");
    assert_string_equal(rules_words_tab(test_lang(), RULES_TAB_TEXT), "Spielregeln");
    assert_string_equal(rules_words_tab(test_lang(), RULES_TAB_ICONS), "Symbole");
    assert_string_equal(rules_words_keys(test_lang()), "Strg+↓/↑ Abschnitte · F1 oder Esc schließt");
    char error[200];
    rules_words_unreadable(test_lang(), "/data/rules/de.md", "?", error, sizeof error);
    assert_string_equal(error, "Der Regeltext /data/rules/de.md konnte nicht gelesen werden: ?");
    RulesDoc d;
    rules_doc_init(&d);
    assert_true(rules_legend_doc(test_lang(), &d));
    assert_block(&d, 0, RULES_SUBHEADING, "Waren", "00000");
    const char *tea = "Tee — Eine Ware: wird beim Erhalten in der Tee-Reihe des Marktes eingekreist, beim "
                      "Verkauf abgestrichen.";
    assert_block(&d, 1, RULES_ENTRY, tea, bold_prefix(tea, 3));
    /* The residence (R5.3) in words alone. */
    bool residence = false;
    for (int i = 0; i < d.count; i++)
        if (strcmp(d.block[i].icon, "residence") == 0) {
            assert_string_equal(d.block[i].text, "Residenz — Dein erstes bebautes Feld: jeder Weg muss mit ihm "
                                                 "verbunden bleiben.");
            residence = true;
        }
    assert_true(residence);
    rules_doc_free(&d);
}

/* ---- the legend against the icon folder ------------------------------------------------- */

static void test_icons_tab_draws_every_legend_entry(void **state)
{
    (void)state;
    const RulesLegendEntry *legend;
    int n = rules_legend(&legend), icons = 0;
    for (int i = 0; i < n; i++) icons += legend[i].icon != NULL;
    /* Every icon file has exactly one legend entry, and every entry has its file. */
    char dir[1024];
    snprintf(dir, sizeof dir, "%s/icons", data_dir());
    DIR *d = opendir(dir);
    if (!d) fail_msg("cannot list %s", dir);
    int files = 0;
    for (struct dirent *e; (e = readdir(d)) != NULL;) {
        size_t len = strlen(e->d_name);
        if (len < 5 || strcmp(e->d_name + len - 4, ".svg") != 0) continue;
        files++;
        int found = 0;
        for (int i = 0; i < n; i++)
            if (legend[i].icon && strlen(legend[i].icon) == len - 4 &&
                strncmp(legend[i].icon, e->d_name, len - 4) == 0)
                found++;
        if (found != 1) fail_msg("icon %s has %d legend entries", e->d_name, found);
    }
    closedir(d);
    assert_int_equal(icons, files);
    assert_true(files >= 40);

    Screen sc = screen_open(WIN_W, WIN_H);
    RulesScene *s = sc.s;
    rules_scene_open(s, data_dir(), WIN_W, WIN_H);
    rules_scene_set_tab(s, RULES_TAB_ICONS);
    const RulesPage *p = rules_test_page(s, RULES_TAB_ICONS);
    int entries = 0;
    for (int i = 0; i < p->doc.count; i++) {
        if (p->doc.block[i].kind != RULES_ENTRY) continue;
        entries++;
        assert_non_null(art_icon(sc.canvas.art, p->doc.block[i].icon, 32));
    }
    assert_int_equal(entries, files);
    assert_int_equal(p->headings, n - icons);   /* one contents entry per section */
    /* Page through the tab: every block is drawn on some page. */
    bool *seen = calloc((size_t)p->doc.count, sizeof *seen);
    assert_non_null(seen);
    for (int page = 0; page < 50; page++) {
        frame(&sc);
        assert_true(rules_test_seen(s).drawn_first >= 0);
        for (int b = rules_test_seen(s).drawn_first; b <= rules_test_seen(s).drawn_last; b++) seen[b] = true;
        if (p->scroll == rules_scene_max_scroll(s)) break;
        send_key(s, SDLK_PAGEDOWN, true);
    }
    int drawn = 0;
    for (int b = 0; b < p->doc.count; b++)
        if (p->doc.block[b].kind == RULES_ENTRY && seen[b]) drawn++;
    assert_int_equal(drawn, files);
    free(seen);
    screen_close(&sc);
}

/* ---- the type scale and 200 % ---------------------------------------------------------- */

/* The width of a laid-out line: from the column's left to the end of its last run. */
static int line_right(Art *art, const RulesScene *s, const RulesPage *p, const RulesLine *ln)
{
    const RulesRun *run = &p->layout.run[ln->first_run + ln->runs - 1];
    char buf[512];
    size_t n = run->len < sizeof buf ? run->len : sizeof buf - 1;
    memcpy(buf, p->doc.block[ln->block].text + run->start, n);
    buf[n] = '\0';
    int w = 0;
    art_text_size(art, rules_font_face(run->font), rules_font_px(rules_test_geometry(s), run->font), buf, &w, NULL);
    return run->x + w;
}

/* One window, zoom and language: the bar's tabs and Close, the contents list, the text
 * column and the scrollbar inside the card and apart; every word in its box at the size
 * it is drawn; every line of both tabs within the text column; every contents entry's
 * lines within the list. */
static void check_rules_layout(const char *where, Art *art, RulesScene *s)
{
    const Lang *lang = test_lang();
    const RulesGeometry *g = rules_test_geometry(s);
    assert_int_equal(g->body_px, type_px(art, g->unit, TYPE_BODY));
    assert_int_equal(g->title_px, type_px(art, g->unit, TYPE_LABEL));
    assert_int_equal(g->heading_px, type_px(art, g->unit, TYPE_TITLE));
    assert_true(layout_inside(g->card, (SDL_Rect){0, 0, g->w, g->h}));
    const NamedRect rects[] = {{"rules tab", g->tab[RULES_TAB_TEXT]}, {"icons tab", g->tab[RULES_TAB_ICONS]},
                               {"close", g->close},  {"contents", g->contents}, {"text", g->text},
                               {"track", g->track}};
    assert_rects_apart(where, g->card, rects, (int)(sizeof rects / sizeof rects[0]));
    for (int t = 0; t < RULES_TABS; t++)
        assert_text_fits(where, art, FONT_BOLD, g->title_px, g->tab[t], rules_words_tab(test_lang(), (RulesTab)t));
    SDL_Rect close = {g->close.x, g->close.y, g->close.w - 4, g->close.h};
    assert_text_fits(where, art, FONT_BOLD, g->body_px, close, tr("Close"));
    for (int t = 0; t < RULES_TABS; t++) {
        const RulesPage *p = rules_test_page(s, t);
        assert_true(p->headings > 0);
        for (int i = 0; i < p->layout.lines; i++) {
            const RulesLine *ln = &p->layout.line[i];
            if (ln->runs > 0 && line_right(art, s, p, ln) > g->text.w)
                fail_msg("%s: line %d of tab %d is %d px wide, the column %d", where, i, t, line_right(art, s, p, ln),
                         g->text.w);
        }
        for (int i = 0; i < p->headings; i++) {
            const RulesBlock *b = &p->doc.block[p->heading[i]];
            bool sub = b->kind == RULES_SUBHEADING;
            char line[RULES_ENTRY_LINES][160];
            int n = rules_contents_wrap(s, b->text, sub, line);
            assert_int_equal(p->entry_y[i + 1] - p->entry_y[i] >= n * g->contents_line, true);
            int room = g->contents.w - rules_contents_indent(g, sub) - 4;
            for (int k = 0; k < n; k++)
                assert_text_fits(where, art, sub ? FONT_REGULAR : FONT_BOLD, g->small_px,
                                 (SDL_Rect){0, 0, room, g->contents_line}, line[k]);
        }
    }
}

/* At 100, 200 and 300 % in 1280x800, 1024x640 and 1920x1080, in English, German and
 * Dutch: the screen grows its text on the type scale and keeps everything apart and whole. */
static void test_the_rules_at_200_percent_fit_every_window(void **state)
{
    (void)state;
    static const int sizes[][2] = {{1280, 800}, {1024, 640}, {1920, 1080}};
    static const int zooms[] = {100, 200, 300};
    static const char *const langs[] = {"en", "de", "nl"};
    for (size_t li = 0; li < 3; li++) {
        test_language(langs[li]);
        for (size_t wi = 0; wi < 3; wi++) {
            Screen sc = screen_open(sizes[wi][0], sizes[wi][1]);
            for (size_t zi = 0; zi < 3; zi++) {
                test_zoom(sc.canvas.art, zooms[zi]);
                rules_scene_open(sc.s, data_dir(), sizes[wi][0], sizes[wi][1]);
                assert_string_equal(rules_test_seen(sc.s).lang, langs[li]);
                char where[96];
                snprintf(where, sizeof where, "%dx%d at %d %% in %s", sizes[wi][0], sizes[wi][1], zooms[zi], langs[li]);
                check_rules_layout(where, sc.canvas.art, sc.s);
                rules_scene_close(sc.s);
            }
            screen_close(&sc);
        }
    }
}

/* The sizes are the type scale's: 16 px text at 100 % in 1280x800, 32 px at 200 %, the
 * tabs 20 and 40, headings 24 and 48; at 1024x640 the zoom stops at 150 % (13 and 19 px).
 * The text wraps to the larger size: more lines, the same words. */
static void test_the_rules_grow_with_the_type_scale(void **state)
{
    (void)state;
    Screen sc = screen_open(WIN_W, WIN_H);
    RulesScene *s = sc.s;
    rules_scene_open(s, data_dir(), WIN_W, WIN_H);
    assert_int_equal(rules_test_geometry(s)->body_px, 16);
    assert_int_equal(rules_test_geometry(s)->title_px, 20);
    assert_int_equal(rules_test_geometry(s)->heading_px, 24);
    const RulesPage *text = rules_test_page(s, RULES_TAB_TEXT);
    int lines = text->layout.lines, height = text->layout.height;
    test_zoom(sc.canvas.art, 200);
    rules_scene_resize(s, WIN_W, WIN_H);
    assert_int_equal(rules_test_geometry(s)->body_px, 32);
    assert_int_equal(rules_test_geometry(s)->title_px, 40);
    assert_int_equal(rules_test_geometry(s)->heading_px, 48);
    assert_true(rules_test_page(s, RULES_TAB_TEXT)->layout.lines > lines);
    assert_true(rules_test_page(s, RULES_TAB_TEXT)->layout.height > 2 * height);
    frame(&sc);
    canvas_save(sc.canvas.surface, "rules-200.png");
    assert_true(ink_pixels(sc.canvas.surface, rules_test_geometry(s)->text) > 8000);
    /* The contents list scrolls when its entries no longer fit. */
    const RulesPage *p = rules_test_page(s, RULES_TAB_TEXT);
    assert_true(p->entry_y[p->headings] > rules_test_geometry(s)->contents.h);
    assert_int_equal(p->contents_scroll, 0);
    /* and follows the text: at the end, the last section's entry is in the list's view. */
    rules_scene_scroll_to(s, rules_scene_max_scroll(s));
    int current = rules_scene_current_entry(s);
    assert_true(current > p->headings / 2);
    assert_true(p->contents_scroll > 0);
    assert_true(layout_inside(rules_scene_contents_entry(s, current), rules_test_geometry(s)->contents));
    rules_scene_scroll_to(s, 0);
    assert_int_equal(p->contents_scroll, 0);
    rules_scene_resize(s, 1024, 640);
    assert_int_equal(rules_test_geometry(s)->body_px, 19);
    test_zoom(sc.canvas.art, 100);
    rules_scene_resize(s, 1024, 640);
    assert_int_equal(rules_test_geometry(s)->body_px, 13);
    screen_close(&sc);
}

TEST_MAIN(
    cmocka_unit_test_teardown(test_markdown_subset_parses_into_exact_blocks, test_language_back),
    cmocka_unit_test_teardown(test_wrapping_with_a_fake_font_breaks_exactly, test_language_back),
    cmocka_unit_test_teardown(test_every_language_has_the_same_headings, test_language_back),
    cmocka_unit_test_teardown(test_the_rules_say_refusals_as_the_game_does, test_language_back),
    cmocka_unit_test_teardown(test_overlay_draws_the_rules_and_the_icons, test_language_back),
    cmocka_unit_test_teardown(test_german_rules_drawn, test_language_back),
    cmocka_unit_test_teardown(test_scrolling_clamps_at_both_ends, test_language_back),
    cmocka_unit_test_teardown(test_contents_click_jumps_to_the_heading, test_language_back),
    cmocka_unit_test_teardown(test_ctrl_arrows_go_from_section_to_section, test_language_back),
    cmocka_unit_test_teardown(test_scrollbar_drag_and_track_clicks, test_language_back),
    cmocka_unit_test_teardown(test_f1_esc_close_and_the_veil_close, test_language_back),
    cmocka_unit_test_teardown(test_resize_keeps_the_heading_in_view, test_language_back),
    cmocka_unit_test_teardown(test_missing_language_falls_back_to_english, test_language_back),
    cmocka_unit_test_teardown(test_a_damaged_rules_text_is_refused_by_line, test_language_back),
    cmocka_unit_test_teardown(test_missing_rules_file_shows_the_path_in_the_overlay, test_language_back),
    cmocka_unit_test_teardown(test_icons_tab_draws_every_legend_entry, test_language_back),
    cmocka_unit_test_teardown(test_the_screens_own_words, test_language_back),
    cmocka_unit_test_teardown(test_the_screens_own_words_in_german, test_language_back),
    cmocka_unit_test_teardown(test_the_rules_grow_with_the_type_scale, test_language_back),
    cmocka_unit_test_teardown(test_the_rules_at_200_percent_fit_every_window, test_language_back)
)
