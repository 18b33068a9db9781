/* table_test.c — what a test reads and stages inside the table (table_test.h): copies and
 * pointers into the table's parts, so a test checks the table without its struct. */
#include "table_test.h"

#include <stdio.h>

#include "table_internal.h"
#include "terms.h"

TableOutcome table_test_outcome(const TableScene *t) { return t->outcome; }
Session *table_test_session(const TableScene *t) { return t->session; }
Match *table_test_match(const TableScene *t) { return t->match; }
Art *table_test_art(const TableScene *t) { return t->art; }
const Sheets *table_test_sheets(const TableScene *t) { return t->sheets; }
Seats *table_test_seats(TableScene *t) { return &t->seats; }
uint64_t table_test_seen(const TableScene *t) { return t->seen; }
const char *table_test_save_dir(const TableScene *t) { return t->save_dir; }
SaveState table_test_saved(const TableScene *t) { return t->saved; }
int table_test_anim_percent(const TableScene *t) { return t->anim_percent; }
uint32_t table_test_paused_at(const TableScene *t) { return t->paused_at; }

const TableLayout *table_test_layout(const TableScene *t) { return &t->draw.layout; }
const SheetLayout *table_test_big(const TableScene *t) { return &t->draw.big; }
DiceView *table_test_dice(TableScene *t) { return &t->draw.dice; }
TableCache *table_test_cache(TableScene *t) { return &t->draw.cache; }

void table_test_side(const TableScene *t, char *buf, size_t cap)
{
    const Game *g = table_game(t);
    table_daily_side(t, g->round, term_side(t->lang, t->sheets->sheet[g->setup.sheet].name, false),
                     table_side_px(&t->draw.layout), buf, cap);
}

void table_test_lay_out(TableScene *t, int w, int h, int players)
{
    table_layout(&t->draw.layout, w, h, art_style(t->art)->zoom, players);
    t->draw.w = w;
    t->draw.h = h;
}

TableMessage table_test_message(const TableScene *t)
{
    return (TableMessage){t->now.message, t->now.message_bad, t->now.message_why};
}

void table_test_message_clear(TableScene *t) { t->now.message[0] = '\0'; }
LogBook *table_test_log(TableScene *t) { return &t->now.log; }

TableHintWords table_test_hint(const TableScene *t)
{
    TableHintWords h = {t->bots.hint_shown, t->bots.hint_decided, {NULL}};
    for (int i = 0; i < TABLE_HINT_LINES; i++) h.line[i] = t->bots.hint_line[i];
    return h;
}

void table_test_show_hint(TableScene *t, bool shown, const char *advice)
{
    t->bots.hint_shown = shown;
    if (advice) snprintf(t->bots.hint_line[0], sizeof t->bots.hint_line[0], "%s", advice);
}

const LegalSet *table_test_legal(const TableScene *t) { return &t->now.legal; }
const SpotSet *table_test_legal_spots(const TableScene *t) { return &t->now.legal_spots; }

TableChoices table_test_choices(const TableScene *t) { return (TableChoices){t->now.choice, t->now.choices}; }

void table_test_set_choices(TableScene *t, int count) { t->now.choices = count; }
TableGains *table_test_gains(TableScene *t) { return &t->now.gains; }

TableForced table_test_forced(const TableScene *t)
{
    const TableNow *n = &t->now;
    return (TableForced){n->forced, n->forced_count, n->forced_seat, n->forced_die, n->forced_lapsed,
                         n->forced_at};
}

TablePen table_test_pen(const TableScene *t) { return (TablePen){t->now.pen_seat, t->now.pen_start}; }

TableHeld table_test_held(const TableScene *t) { return (TableHeld){t->now.held, t->now.held_count}; }

TablePointer table_test_pointer(const TableScene *t)
{
    const TableUi *u = &t->ui;
    return (TablePointer){u->viewed, u->handed, u->confirm_leave, u->why_open, u->dragging,
                          u->karma_armed, u->peeking, u->hover_thumb, u->mouse_x, u->mouse_y};
}

void table_test_set_viewed(TableScene *t, int seat) { t->ui.viewed = seat; }
void table_test_set_handed(TableScene *t, int seat) { t->ui.handed = seat; }
void table_test_set_confirm_leave(TableScene *t, bool open) { t->ui.confirm_leave = open; }
const RoadCandidate *table_test_preview(const TableScene *t) { return &t->ui.preview; }
const RoadDraft *table_test_road(const TableScene *t) { return &t->ui.road; }
TableFocus *table_test_focus(TableScene *t) { return &t->ui.focus; }
SaleDraft *table_test_sale(TableScene *t) { return &t->ui.sale; }

TableShown table_test_shown(const TableScene *t)
{
    return (TableShown){t->ui.shown_on, &t->ui.shown_before, t->ui.shown};
}

Thread *table_test_thread(TableScene *t, int w) { return &t->bots.worker[w].thread; }
