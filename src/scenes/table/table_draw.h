/* table_draw.h — the parts of a frame (table_draw.c, table_news.c), composed by
 * table_frame.c. For the table's own files (table_internal.h includes it) and the tests. */
#ifndef RAJAS_TABLE_DRAW_H
#define RAJAS_TABLE_DRAW_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <SDL.h>

#include "table.h"
#include "sheet_view.h"

/* Whether the bar shows lapsed bonuses crossed out (a turn that ended with bonuses that
 * could not be used, R9.3): after a bot's turn, and on a person's finished turn alike. */
bool table_lapse_shown(const TableScene *t);
/* The Confirm button's words as drawn now ("Confirm", "End turn", "Sell nothing", "Sell 2",
 * "Choose 1 more"), so what is said of it is what it reads; true when it can be pressed. */
bool table_confirm_label(const TableScene *t, char *buf, size_t cap);
SDL_Color table_pen_of(const TableScene *t, int seat);
/* The seat whose sheet is shown large. */
int table_big_seat(const TableScene *t);
/* What goes over the large sheet this frame: legal spots, hover, the road preview, and the
 * mark being penned (before and pen_progress set while one is). */
SheetDecor table_big_decor(TableScene *t, uint32_t now);
/* What is said over the large sheet: the sale being built, why a dragged road is refused,
 * whose sheet it is. */
void table_draw_big_notes(TableScene *t, SDL_Renderer *r, SDL_Color pen);
/* What the hand-over card tells seat (table_news.c): a paragraph for each other seat that
 * did something since seat's last decision, in turn order from the next seat, at most cap;
 * when none did, the round's line. Returns how many paragraphs. */
#define TABLE_NEWS_CHARS 1200
int table_handover_news(TableScene *t, int seat, char news[][TABLE_NEWS_CHARS], int cap);
/* The hand-over card: its rectangle (70 × 36 units at 100 %, grown with the text within
 * the window), where its title, its news (room for TABLE_HANDOVER_ROWS rows at the least,
 * row_h apart; the paragraphs news_h high in all at news_px), its "click when ready" line
 * and the words about the last save start. */
#define TABLE_HANDOVER_ROWS 4
typedef struct {
    SDL_Rect card;
    int title_y, rows_y, row_h, ready_y;
    int news_px, news_h;
    int saved_y, saved_px, saved_lines;   /* the last save in words (save_words_handover),
                                             under the ready line; 0 lines: none to say */
} TableHandoverCard;
void table_handover_card(TableScene *t, TableHandoverCard *c);
/* The prompt as the top line draws it, at px: on one line (two[0] empty); too long for
 * its room at the body size, on two lines, the second in the chips' row under the prompt's
 * (below) when no chips are there (a note saying whose sheet is shown gives way to it),
 * else both in the prompt's row at the fine size or smaller. room: the first line's width,
 * room_two: the second's in the chips' row. */
typedef struct {
    char one[512], two[512];
    int px, room, room_two;
    bool below;
} TablePromptLines;
void table_prompt_lines(TableScene *t, TablePromptLines *p);
/* Whether the pointer is over thumbnail panel i, the panel's colour (lighter then) and a
 * thumbnail's decor. */
bool table_thumb_hot(const TableScene *t, int i);
SDL_Color table_thumb_under(const TableScene *t, int i);
SheetDecor table_thumb_decor(const TableScene *t, int seat);
/* Everything that stays put between changes: cloth, prompt, choices, pending bonuses,
 * buttons, tray, seats, log, the thumbnails' panels. */
void table_draw_chrome(TableScene *t, SDL_Renderer *r);

#endif
