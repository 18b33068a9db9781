/* cli_setup.h — what the command line's game options (cli.h) make of the set-up: the
 * remembered set-up (setup.txt, or the defaults) with --players, --bots, --side, --start
 * and --names laid over it, ready to start a game without the set-up screen.
 *
 *   players  --players, else the remembered count raised to fit the --bots and --names
 *            lists; seats added take the default names and free pen colours, seats
 *            removed go from the end;
 *   bots     the --bots list belongs to the LAST seats, in order; the seats before it are
 *            played by persons. Without --bots every seat keeps its remembered kind;
 *   names    the --names list names seats 1, 2, …; the other seats keep their names;
 *   side     --side, else the remembered side;
 *   start    --start, else the remembered starting player (or a random one). */
#ifndef RAJAS_CLI_SETUP_H
#define RAJAS_CLI_SETUP_H

#include <stdbool.h>
#include <stddef.h>

#include "cli.h"
#include "setup_screen.h"

/* Lays the options over *g. On success *g is the game to start; on failure *g is
 * untouched and err says what is wrong ("--start 4 is not one of the 3 seats"), for the
 * program to print after "rajas: " and exit with status 2. */
bool cli_setup_game(const Lang *lang, const CliOptions *o, const Sheets *sheets, GameSetup *g, char *err, size_t cap);

#endif
