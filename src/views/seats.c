/* seats.c — see seats.h. */
#include "seats.h"

#include "palette.h"
#include "widgets.h"

SDL_Color seats_pen(const Seats *s, int seat)
{
    return palette_pen((PaletteKind)s->palette, s->colour[seat] % PEN_COLOURS);
}
