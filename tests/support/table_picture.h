/* table_picture.h — the check every table test makes of a picture it saves: what the table
 * drew is where its layout puts it. With the hand-over card up, the card is on paper over
 * the veiled table and carries a seat's pen colour; otherwise the large sheet and each
 * thumbnail cover the table's background, each seat card carries its seat's pen colour (in
 * the palette of the moment), and the prompt's words stand out from the background. A
 * failure names the picture and what is missing. */
#ifndef RAJAS_TEST_TABLE_PICTURE_H
#define RAJAS_TEST_TABLE_PICTURE_H

#include <SDL.h>

#include "table.h"
#include "table_steps.h"
#include "table_test.h"

/* Fails unless s, the table t just drew (RGBA32), shows its parts as above; `what` names
 * the picture in the message. */
void assert_table_picture(const SDL_Surface *s, TableScene *t, const char *what);

#endif
