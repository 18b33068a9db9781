/* said.h — a stand-in for speech-dispatcher in the tests: a sink that keeps, in order, what
 * the program would say (the first SAID_MAX lines of it), to be read back line by line. */
#ifndef RAJAS_TEST_SAID_H
#define RAJAS_TEST_SAID_H

#include <stdbool.h>

#include "speech.h"

#define SAID_MAX 64

/* Forgets what was said and makes the sink sp's. */
void said_listen(Speech *sp);
/* Forgets what was said. */
void said_clear(void);
/* How many lines were said, line i of them, the last ("" when none) and whether text was
 * said word for word. */
int said_count(void);
const char *said_line(int i);
const char *said_last(void);
bool said_was(const char *text);

#endif
