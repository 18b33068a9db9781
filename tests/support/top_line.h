/* top_line.h — the table's top line (the prompt) checked as the table draws it, for the
 * tests that put words there (the puzzles' task, Today's dice's mark beside it). */
#ifndef RAJAS_TEST_TOP_LINE_H
#define RAJAS_TEST_TOP_LINE_H

#include "art.h"
#include "table.h"

/* Fails the test, naming where, unless each of the top line's lines lies within its room at
 * the fine size or larger, and the lines together are the whole prompt. */
void assert_top_line_fits(const char *where, Art *art, TableScene *table);

#endif
