/* protocol.h — what the files of rajas-engine share: the engine's state between lines of
 * input, the command handlers, `show` and the benchmark. */
#ifndef RAJAS_PROTOCOL_H
#define RAJAS_PROTOCOL_H

#include <stdbool.h>
#include <stdio.h>

#include "session.h"

/* One run of the protocol: the loaded sheets (owned by main) and the session played. */
typedef struct {
    const Sheets *sheets;
    Session session;
    FILE *out;
} Engine;

/* commands.c: carries out one input line (already trimmed, not blank, not a comment),
 * writing its response ending in `ok` or `error …`. Returns false after `quit`. */
bool protocol_command(Engine *e, const char *line);

/* show.c: the `show` lines of a game (docs/protocol.md "show"), without the `ok`. */
void show_game(FILE *out, const Game *g, const Sheets *sheets);

/* show_seat.c: the lines of one seat (0-based seat; printed 1-based). */
void show_seat(FILE *out, const Game *g, const Sheets *sheets, int seat);

/* step.c: the words of the `step` show line ("road straight t crossing", "sell same 3"). */
void step_words(const Game *g, char *buf, size_t cap);

/* bench.c: `rajas-engine bench games=<n> players=<n> seed=<n> [side=<name>]`; argv[0] is
 * "bench". Returns the exit status. */
int bench_main(int argc, char **argv, const Sheets *sheets);

#endif
