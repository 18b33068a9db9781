/* top_line.c — see top_line.h. */
#include "top_line.h"

#include "support.h"

#include <stdio.h>

#include "table_draw.h"
#include "table_speech.h"
#include "table_test.h"
#include "type_scale.h"

void assert_top_line_fits(const char *where, Art *art, TableScene *table)
{
    char text[512], both[1100];
    table_prompt_text(table, text, sizeof text);
    TablePromptLines lines;
    table_prompt_lines(table, &lines);
    const TableLayout *l = table_test_layout(table);
    int w1 = 0, w2 = 0, h;
    art_text_size(art, FONT_BOLD, lines.px, lines.one, &w1, &h);
    if (lines.two[0]) art_text_size(art, FONT_BOLD, lines.px, lines.two, &w2, &h);
    if (lines.px < type_px(art, l->unit, TYPE_FINE) || w1 > lines.room || w2 > (lines.below ? lines.room_two : lines.room))
        fail_msg("%s: the top line '%s' does not fit (%d px in %d)", where, text, lines.px, lines.room);
    snprintf(both, sizeof both, lines.two[0] ? "%s %s" : "%s%s", lines.one, lines.two);
    assert_string_equal(both, text);
}
