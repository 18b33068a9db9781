/* deadline.c — the moments a scene changes by itself (deadline.h). */
#include "deadline.h"

/* b - a, as a signed span: negative when b is before a. */
static int32_t span(uint32_t a, uint32_t b)
{
    return (int32_t)(b - a);
}

static bool runs(const Deadlines *d, int kind)
{
    return kind >= 0 && kind < DEADLINES_MAX && (d->set >> kind & 1u);
}

void deadlines_clear(Deadlines *d)
{
    *d = (Deadlines){{0}, 0};
}

void deadline_set(Deadlines *d, int kind, uint32_t at)
{
    if (kind < 0 || kind >= DEADLINES_MAX) return;
    d->at[kind] = at;
    d->set |= 1u << kind;
}

bool deadline_ahead(const Deadlines *d, int kind, uint32_t now)
{
    return runs(d, kind) && span(now, d->at[kind]) > 0;
}

bool deadline_come(const Deadlines *d, int kind, uint32_t now)
{
    return runs(d, kind) && span(now, d->at[kind]) <= 0;
}

uint32_t deadline_at(const Deadlines *d, int kind)
{
    return runs(d, kind) ? d->at[kind] : 0;
}

uint32_t deadlines_next(const Deadlines *d, uint32_t now)
{
    uint32_t next = 0;
    bool any = false;
    for (int k = 0; k < DEADLINES_MAX; k++)
        if (deadline_ahead(d, k, now) && (!any || span(next, d->at[k]) < 0)) {
            next = d->at[k];
            any = true;
        }
    /* 0 says "none": a moment that falls on 0 itself is looked at a millisecond late. */
    return any && next == 0 ? 1 : next;
}
