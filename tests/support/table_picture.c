/* table_picture.c — see table_picture.h. */
#include "table_picture.h"

#include "canvas.h"
#include "seats.h"
#include "support.h"
#include "table_draw.h"
#include "table_frame.h"
#include "widgets.h"

/* Pixels of a pen colour of any seat inside r. */
static int pen_pixels(const SDL_Surface *s, TableScene *t, SDL_Rect r)
{
    int n = 0;
    for (int seat = 0; seat < table_test_seats(t)->players; seat++) n += canvas_pixels_near(s, r, seats_pen(table_test_seats(t), seat), 24);
    return n;
}

static void assert_handover_picture(const SDL_Surface *s, TableScene *t, const char *what)
{
    TableHandoverCard c;
    table_handover_card(t, &c);
    if (canvas_pixels_near(s, c.card, art_style(table_test_art(t))->paper, 8) < c.card.w * c.card.h / 2) fail_msg("%s: no hand-over card", what);
    if (pen_pixels(s, t, c.card) < 20) fail_msg("%s: the hand-over card shows no pen colour", what);
}

void assert_table_picture(const SDL_Surface *s, TableScene *t, const char *what)
{
    if (table_handover_due(t)) {
        assert_handover_picture(s, t, what);
        return;
    }
    const TableLayout *l = table_test_layout(t);
    int players = table_test_seats(t)->players;
    if (canvas_pixels_near(s, l->sheet, art_style(table_test_art(t))->table_bg, 2) > l->sheet.w * l->sheet.h / 10)
        fail_msg("%s: the sheet is not drawn", what);
    for (int k = 0; k < players - 1; k++)
        if (canvas_pixels_near(s, l->thumb[k], art_style(table_test_art(t))->table_bg, 2) > l->thumb[k].w * l->thumb[k].h / 2)
            fail_msg("%s: thumbnail %d is not drawn", what, k);
    for (int seat = 0; seat < players; seat++)
        if (canvas_pixels_near(s, l->seat[seat], seats_pen(table_test_seats(t), seat), 24) < 20)
            fail_msg("%s: seat card %d shows no pen colour", what, seat);
    /* Words in the prompt: pixels far from the background it is drawn on. */
    int far = l->prompt.w * l->prompt.h - canvas_pixels_near(s, l->prompt, art_style(table_test_art(t))->table_bg, 96);
    if (far < 50) fail_msg("%s: the prompt has no words", what);
}
