/* seats.c — see seats.h. */
#include "seats.h"

#include <stdio.h>

#include "palette.h"
#include "type_scale.h"
#include "widgets.h"

SDL_Color seats_pen(const Seats *s, int seat)
{
    return palette_pen((PaletteKind)s->palette, s->colour[seat] % PEN_COLOURS);
}

static const char *const SYMBOL[3] = {"fame", "money", "karma"};

static void numbers_of(const SeatNumbers *n, char text[3][16])
{
    snprintf(text[0], sizeof text[0], "%d", n->fame);
    snprintf(text[1], sizeof text[1], "%d", n->money);
    snprintf(text[2], sizeof text[2], "%d", n->karma);
}

/* Pairs [from, to): each the symbol (icon px square), a sliver of space, the number at
 * px; pairs half a symbol apart, a third when tight. */
static int pairs_width(Art *art, int px, int icon, bool tight, char text[3][16], int from, int to)
{
    int w = 0;
    for (int i = from; i < to; i++) {
        int tw, th;
        art_text_size(art, FONT_BOLD, px, text[i], &tw, &th);
        w += icon + px / 8 + tw + (i + 1 < to ? (tight ? icon / 3 : icon / 2) : 0);
    }
    return w;
}

int seats_numbers_width(Art *art, int px, bool tight, const SeatNumbers *n)
{
    char text[3][16];
    numbers_of(n, text);
    return pairs_width(art, px, tight ? px * 3 / 4 : px, tight, text, 0, 3);
}

int seats_numbers_draw(Art *art, int x, int y, int px, int room, SDL_Color ink, const SeatNumbers *n)
{
    char text[3][16];
    numbers_of(n, text);
    bool tight = pairs_width(art, px, px, false, text, 0, 3) > room;
    bool two = tight && pairs_width(art, px, px * 3 / 4, true, text, 0, 3) > room;
    /* On two lines the symbols are as small as the numbers' capitals (type_icon_least: never
     * a dot beside a number), and on the narrowest cards (five side by side at 200 %) the
     * numbers step down until the fame and money fit, never below the type scale's least
     * size: the numbers stay whole. */
    while (two && px > TYPE_MIN_PX && pairs_width(art, px, type_icon_least(px), true, text, 0, 2) > room) px--;
    int icon = two ? type_icon_least(px) : tight ? px * 3 / 4 : px, left = x;
    for (int i = 0; i < 3; i++) {
        if (two && i == 2) x = left, y += px * 5 / 4;   /* the karma under the fame and money */
        int tw, th;
        art_text_size(art, FONT_BOLD, px, text[i], &tw, &th);
        art_draw_icon(art, SYMBOL[i], (SDL_Rect){x, y + (th - icon) / 2, icon, icon}, (SDL_Color){255, 255, 255, 255});
        x += icon + px / 8;
        art_text(art, FONT_BOLD, px, ink, x, y, 0, text[i]);
        x += tw + (tight ? icon / 3 : icon / 2);
    }
    return two ? 2 : 1;
}

int seats_numbers_lines(Art *art, int px, int room)
{
    SeatNumbers most = {45, 90, 6};
    return seats_numbers_width(art, px, true, &most) > room ? 2 : 1;
}
