/* text_fit_check.c — the text-fit tests' check of a recorded frame (text_fit_check.h). */
#include "text_fit_check.h"

#include "support.h"
#include "language.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "type_scale.h"

#define MARKS 12000   /* lines and icons */
static TextMark marks[MARKS];
static TextMarks rec = {marks, MARKS, 0, 0, {{0}}, 0};
static Art *recording;   /* the Art the record was handed to, until fit_check */
static long lines_checked;   /* lines of text × the frames they were checked in */
static int problems;

/* The part of a line's rectangle its letters take: the font's height less the leading
 * above the capitals and below the descenders (an eighth each), so lines set px * 5 / 4
 * apart, or a label in a row as tall as its size, do not count as touching. */
static SDL_Rect letters(SDL_Rect at)
{
    int pad = at.h / 8;
    return (SDL_Rect){at.x, at.y + pad, at.w, at.h - 2 * pad};
}

static bool inside(SDL_Rect in, SDL_Rect out)
{
    return in.x >= out.x && in.y >= out.y && in.x + in.w <= out.x + out.w && in.y + in.h <= out.y + out.h;
}

/* A problem is told once per screen, language, size and scale (the part of `where` before
 * its first " /"), however many frames show it; all are counted. */
static void problem(const char *where, const char *fmt, const char *a, const char *b, SDL_Rect ra, SDL_Rect rb)
{
    static char told[400][200];
    static int told_n;
    char key[200];
    const char *cut = strstr(where, " /");
    snprintf(key, sizeof key, "%.*s|%s|%s", cut ? (int)(cut - where) : (int)strlen(where), where, a, b);
    problems++;
    for (int i = 0; i < told_n; i++)
        if (strcmp(told[i], key) == 0) return;
    if (told_n < 400) snprintf(told[told_n++], sizeof told[0], "%s", key);
    if (told_n > FIT_PROBLEMS_SHOWN) return;
    printf("%s: ", where);
    printf(fmt, a, ra.x, ra.y, ra.w, ra.h, b, rb.x, rb.y, rb.w, rb.h);
    printf("\n");
}

void fit_record(Art *art)
{
    recording = art;
    art_record_text(art, &rec);
}

/* Every line recorded since fit_record inside its box, and no two lines on screen
 * (not covered by a panel drawn later) sharing more than a sliver (2 px either way). */
void fit_check(const char *where)
{
    art_record_text(recording, NULL);
    recording = NULL;
    if (rec.dropped) fail_msg("%s: %d lines past the record's %d", where, rec.dropped, MARKS);
    for (int i = 0; i < rec.count; i++) {
        const TextMark *m = &marks[i];
        if (m->icon) continue;
        if (m->text[0] == '\0' || m->text[strspn(m->text, " ")] == '\0') continue;
        lines_checked++;
        SDL_Rect in = letters(m->at);
        if (!inside(in, m->box))
            problem(where, "'%s' (%d,%d %dx%d) leaves its box%s (%d,%d %dx%d)", m->text, "", in, m->box);
        if (m->covered) continue;
        for (int j = i + 1; j < rec.count; j++) {
            const TextMark *o = &marks[j];
            SDL_Rect a = letters(m->at), b = letters(o->at), both;
            if (o->icon || o->covered || o->target != m->target || o->text[strspn(o->text, " ")] == '\0' || !SDL_IntersectRect(&a, &b, &both)) continue;
            if (both.w > 2 && both.h > 2)
                problem(where, "'%s' (%d,%d %dx%d) is drawn over '%s' (%d,%d %dx%d)", m->text, o->text, a, b);
        }
    }
}

int fit_lines(const char *text, SDL_Rect *letters_at, int cap)
{
    int n = 0;
    for (int i = 0; i < rec.count; i++) {
        if (marks[i].icon || marks[i].covered || strcmp(marks[i].text, text) != 0) continue;
        if (n < cap) letters_at[n] = letters(marks[i].at);
        n++;
    }
    return n;
}

int fit_count(const char *text) { return fit_lines(text, NULL, 0); }

int fit_marks_in(SDL_Rect within, const TextMark **out, int cap)
{
    int n = 0;
    for (int i = 0; i < rec.count && n < cap; i++) {
        const TextMark *m = &marks[i];
        if (m->covered || m->target || m->text[strspn(m->text, " ")] == '\0' || !inside(m->icon ? m->at : letters(m->at), within)) continue;
        out[n++] = m;
    }
    return n;
}

long fit_lines_checked(void) { return lines_checked; }
int fit_problems(void) { return problems; }

void fit_language(const char *lang)
{
    test_language(lang);
}

/* Whether the walk draws language k at size i and zoom z. The sanitizer build (ten times
 * slower; it looks for memory faults, which do not depend on the words' widths) walks a
 * third: each size at each zoom once, in a language that turns with them, so every
 * language, size and zoom is still drawn. The strict build walks them all. */
static bool walked(int k, int i, int z)
{
#ifdef RAJAS_TEST_SANITIZED
    return (k + i + z) % 3 == 0;
#else
    (void)k;
    (void)i;
    (void)z;
    return true;
#endif
}

void fit_walk(FitScreens screens)
{
    static const FitSize sizes[] = {{1024, 640}, {1280, 800}, {1920, 1080}};
    static const char *const langs[] = {"en", "de", "nl"};
    static const int zooms[] = {100, 200};
    for (int k = 0; k < 3; k++) {
        fit_language(langs[k]);
        for (int i = 0; i < 3; i++)
            for (int z = 0; z < 2; z++) {
                if (!walked(k, i, z)) continue;
                screens(langs[k], sizes[i], zooms[z]);
            }
    }
}

void fit_report(const char *over)
{
#ifdef RAJAS_TEST_SANITIZED
    const char *walked_part = ", a third of them walked";
#else
    const char *walked_part = "";
#endif
    printf("%ld lines of text checked (lines × the frames they were in, %s%s)\n", fit_lines_checked(), over,
           walked_part);
    if (fit_problems())
        fail_msg("%d lines cut or drawn over another (the first %d above)", fit_problems(), FIT_PROBLEMS_SHOWN);
}

int fit_teardown(void **state)
{
    recording = NULL;   /* a failed check's Art went with its test */
    return test_language_back(state);
}
