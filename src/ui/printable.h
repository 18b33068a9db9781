/* printable.h — text that came from a file, made fit to show. A message about a damaged file
 * quotes the file's own bytes (a key, a value, a path): control characters and bytes that are
 * not UTF-8 would draw as boxes, vanish or end the string, so they are written out as \xNN
 * instead, and the player sees which bytes are wrong. Pure: no SDL, no I/O. */
#ifndef RAJAS_PRINTABLE_H
#define RAJAS_PRINTABLE_H

#include <stddef.h>

/* Copies in to out (cap bytes, cap > 0): printable ASCII and whole, valid UTF-8 characters
 * as they are, a backslash as "\\", every other byte (controls, DEL, a stray continuation
 * byte, a cut or overlong sequence, a surrogate) as "\xNN". What does not fit is left off
 * at a character's edge, never in the middle of one or of an escape. */
void printable_text(const char *in, char *out, size_t cap);

#endif
