/* setup_deadlines.c — every moment the set-up screen changes by itself, in one list
 * (deadline.h), as the table's are (table_deadlines.c): the caret's blink while a name is
 * typed. The drawing asks here whether the caret shows, and the look reports the list's
 * earliest moment ahead as the loop's wake (setup_ops.c), so the caret cannot turn while
 * the loop sleeps past it. */
#include "setup_internal.h"

/* The caret shows for the first half of each second of the clock and hides for the other. */
enum { CARET_MS = 500 };

void setup_deadlines(const SetupScene *s, uint32_t now, Deadlines *d)
{
    deadlines_clear(d);
    if (setup_scene_wants_text(s)) deadline_set(d, SETUP_DUE_CARET, (now / CARET_MS + 1) * CARET_MS);
}

bool setup_caret_shown(const SetupScene *s, uint32_t now)
{
    return setup_scene_wants_text(s) && (now / CARET_MS) % 2 == 0;
}

uint32_t setup_wake(const SetupScene *s, uint32_t now)
{
    Deadlines d;
    setup_deadlines(s, now, &d);
    return deadlines_next(&d, now);
}
