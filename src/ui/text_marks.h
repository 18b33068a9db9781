/* text_marks.h — where every line of text went: a record, kept only while a test asks for
 * it, of each line art_text draws (its words, its size, the rectangle it took) and of the box
 * it was drawn into (the box its caller declared, the renderer's clip and the window, the
 * tightest of them). Every text of every screen is drawn by art_text, so a test that records
 * a frame checks every text on it against its box, and against the other texts, not a list
 * of cases (test_text_fit). A panel drawn over texts (a tooltip, a card on a veil) says so,
 * and the texts under it are no longer counted as on screen; a picture drawn once and kept
 * (table_cache.h) says where it is copied, and its texts are then placed there. Every icon
 * art_draw_icon draws is recorded too (its name and square), so a test holds an icon beside
 * words to their size (type_icon_least).
 *
 * The record is a value its owner hands to the Art (art_record_text): drawing code reaches
 * it through the Art it is given (art_text_marks), and every function here takes it, NULL
 * meaning nothing records (then each costs a pointer test). Nothing is kept between calls. */
#ifndef RAJAS_TEXT_MARKS_H
#define RAJAS_TEXT_MARKS_H

#include <stdbool.h>
#include <stddef.h>

#include <SDL.h>

#define TEXT_MARK_CHARS 96
#define TEXT_MARK_BOXES 8

typedef struct {
    char text[TEXT_MARK_CHARS];   /* the line, cut to fit the record */
    int px;                       /* its size */
    SDL_Rect at;                  /* the rectangle it took */
    SDL_Rect box;                 /* where it had to stay: declared box ∩ clip ∩ window */
    bool covered;                 /* a panel drawn later lies over it */
    const void *target;           /* the picture it was drawn into, NULL: the window;
                                     at and box are that picture's until it is placed */
    bool icon;                    /* an icon, not words: text is its name, px its side
                                     (an icon beside words is held to their size) */
} TextMark;

typedef struct TextMarks {
    TextMark *mark;
    int cap, count, dropped;                 /* lines past cap are counted, not kept */
    SDL_Rect box[TEXT_MARK_BOXES];           /* the declared boxes, innermost last */
    int boxes;
} TextMarks;

/* A record made empty (its mark array and cap set by the caller; count, dropped and the
 * boxes are cleared), to be handed to an Art (art_record_text). */
void text_marks_start(TextMarks *m);
/* The box the text drawn next must stay in, until text_marks_pop; nested boxes each hold
 * (a tooltip's lines in the tooltip). No effect when m is NULL (nothing records). */
void text_marks_push(TextMarks *m, SDL_Rect box);
void text_marks_pop(TextMarks *m);
/* A panel drawn over whatever lies under rect: the lines recorded so far that it meets are
 * covered. */
void text_marks_cover(TextMarks *m, SDL_Rect rect);
/* A picture kept between frames (a render target texture) copied 1:1 with its top-left at
 * (x, y) onto r's current target: the lines drawn into it are now there. */
void text_marks_place(TextMarks *m, SDL_Renderer *r, const void *target, int x, int y);
/* art_text's part: the line text[0..n) at px took `at`, drawn with renderer r. */
void text_marks_line(TextMarks *m, SDL_Renderer *r, const char *text, size_t n, int px, SDL_Rect at);
/* art_draw_icon's part: the icon `name` took the square `at`, drawn with renderer r. */
void text_marks_icon(TextMarks *m, SDL_Renderer *r, const char *name, SDL_Rect at);

#endif
