/* table_buttons.c — one text size for the bar's buttons whatever they say. Undo, Karma and
 * Confirm change their words as play goes on ("Reroll", "Sell nothing", "Sell 2", "End
 * turn", "Thinking…"); were the size taken from the words of the moment, the row would
 * jump a step each time one of them grew. So it is the largest size at which every label
 * each button of the row can show, in the language now loaded, fits that button on one
 * line or two (ui_button_px wraps a long one at a blank); Hint, apart, likewise alone. */
#include "table_internal.h"

#include <stdio.h>

#include "i18n.h"
#include "type_scale.h"
#include "widgets.h"

/* The labels button b can show; returns how many (at most cap), written into text. */
static int labels_of(const Lang *lang, int b, char text[][64], int cap)
{
    int n = 0;
#define ADD(...) (n < cap ? (void)snprintf(text[n++], 64, __VA_ARGS__) : (void)0)
    switch (b) {
    case BUTTON_UNDO: ADD("%s", _("Undo")); break;
    case BUTTON_KARMA:
        ADD("%s", _("Karma"));
        ADD("%s", _("Karma…"));
        ADD("%s", _("Reroll"));
        break;
    case BUTTON_CONFIRM:
        ADD("%s", _("Confirm"));
        ADD("%s", _("End turn"));
        ADD("%s", _("Sell nothing"));
        ADD(_("Sell %d"), 12);
        for (int more = 1; more <= 3; more++) ADD(trn("Choose %d more", "Choose %d more", more), more);
        break;
    default:
        ADD("%s", _("Hint"));
        ADD("%s", _("Thinking…"));
        break;
    }
#undef ADD
    return n;
}

/* Whether text fits box at px on one line, or on two within its height. */
static bool fits(Art *art, SDL_Rect box, int px, const char *text)
{
    char one[128], two[128];
    int lines = ui_label_split(art, FONT_BOLD, px, text, box.w - 4, one, two, sizeof one);
    if (lines == 1) return true;
    int w, h;
    art_text_size(art, FONT_BOLD, px, one, &w, &h);
    return lines == 2 && 2 * h <= box.h;
}

/* The largest size at which every label of buttons [from, to) fits its button. */
static int size_for(TableScene *t, int from, int to)
{
    const TableLayout *l = &t->draw.layout;
    TypeSize size = TYPE_LABEL;
    for (; size > TYPE_FINE; size--) {
        bool all = true;
        for (int b = from; b < to && all; b++) {
            char text[8][64];
            int n = labels_of(t->lang, b, text, 8);
            for (int i = 0; i < n && all; i++) all = fits(t->art, l->button[b], type_px(t->art, l->unit, size), text[i]);
        }
        if (all) break;
    }
    return type_px(t->art, l->unit, size);
}

int table_button_px(TableScene *t, int button)
{
    /* The bar's row shares one size; Hint, apart beside the log, has its own. */
    return button == BUTTON_HINT ? size_for(t, BUTTON_HINT, BUTTON_COUNT) : size_for(t, BUTTON_UNDO, BUTTON_HINT);
}
