/* format_check.h — whether a translated printf format takes the same arguments as the
 * English text it translates. A catalogue (.mo) is data from a file: a translation with an
 * extra %s, a %d where the English has %s, or a %n would make printf read arguments that
 * were never passed. i18n.c asks this of every translation when it loads a catalogue and
 * drops those that differ, so no format string from a file reaches printf unchecked. Pure:
 * no I/O. */
#ifndef RAJAS_FORMAT_CHECK_H
#define RAJAS_FORMAT_CHECK_H

#include <stdbool.h>

/* True when translation consumes the same arguments as original: as many, of the same
 * types, in the same places (a translation may reorder them with %2$s-style positions).
 * "%%" is a literal percent sign. When original is not a valid format it is never used as
 * one (the compiler checks every format given to printf), so any translation is accepted;
 * a translation that is not a valid format of its own, or that writes through %n, is not. */
bool format_compatible(const char *original, const char *translation);

#endif
