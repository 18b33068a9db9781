/* text_fit_check.h — the check of the text-fit tests (test_table_text_fit,
 * test_scene_text_fit): a frame's lines of text, as art_text recorded them (text_marks.h),
 * each inside the box it had to stay in and none on screen over another. Problems are told
 * once per screen, language, size and scale and counted all; the lines checked are counted
 * too, for the test's report. The walk over every language, size and scale that both make
 * is here too. */
#ifndef RAJAS_TEXT_FIT_CHECK_H
#define RAJAS_TEXT_FIT_CHECK_H

#include "art.h"
#include "text_marks.h"

/* Starts recording the lines art draws from now on (into the check's own record, handed
 * to art until fit_check). */
void fit_record(Art *art);
/* Stops recording and checks every line recorded since fit_record; where names the frame
 * ("<screen, language, size, scale> / <what is shown>": the part before " /" keys the
 * problems told once). */
void fit_check(const char *where);
/* How many lines on screen (not covered) the last checked frame drew with exactly this text
 * (a label left out where it does not fit is seen missing), and where the first `cap` of them
 * took their letters (the line's rectangle less an eighth of its height above and below). */
int fit_count(const char *text);
int fit_lines(const char *text, SDL_Rect *letters_at, int cap);
/* The icons and lines of the last checked frame on screen (not covered, in the window) whose
 * rectangles lie inside `within`: up to cap of them, the count returned. */
int fit_marks_in(SDL_Rect within, const TextMark **out, int cap);
/* Lines checked (× the frames they were in) and problems found, since the program began. */
long fit_lines_checked(void);
int fit_problems(void);
/* How many problems are printed (the rest are counted). */
enum { FIT_PROBLEMS_SHOWN = 120 };
/* The language of what is drawn: "en" (the source words), "de" or "nl" from RAJAS_DATA. */
void fit_language(const char *lang);

/* A window's size. */
typedef struct {
    int w, h;
} FitSize;
/* Draws and checks the frames of a test's screens in lang, in a window of size, at zoom %
 * (loaded into test_lang(), language.h; the screens give their Arts the zoom, test_zoom). */
typedef void (*FitScreens)(const char *lang, FitSize size, int zoom);
/* The walk over every language, size and scale (en, de, nl × 1024×640, 1280×800,
 * 1920×1080 × 100 %, 200 %), screens called at each (English comes back with the
 * teardown, fit_teardown). */
void fit_walk(FitScreens screens);
/* The count of lines checked, printed with what the walk went over (in words), and the
 * test failed if any problem was found. */
void fit_report(const char *over);
/* A text-fit test's teardown: no recording left on (a failed check's Art is gone), and
 * English again (test_language_back). */
int fit_teardown(void **state);

#endif
