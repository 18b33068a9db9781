/* main.c — rajas-engine: loads the game data, then either runs the text protocol on
 * standard input (docs/protocol.md) or, with `bench …`, the self-play benchmark. */
#include <stdio.h>
#include <string.h>

#include "data.h"
#include "protocol.h"

/* A line of up to 4095 characters, its newline and the terminating NUL. */
#define INPUT_LINE_MAX 4097

static void usage(FILE *f)
{
    fputs("usage: rajas-engine                 read protocol commands on standard input\n"
          "       rajas-engine bench games=<n> players=<n> seed=<n> [side=<name>]\n"
          "       rajas-engine --help\n"
          "The protocol is described in docs/protocol.md.\n", f);
}

/* Strips the line ending and surrounding blanks in place; returns the start. */
static char *trim(char *line)
{
    size_t len = strlen(line);
    while (len > 0 && strchr(" \t\r\n", line[len - 1]))
        line[--len] = '\0';
    return line + strspn(line, " \t");
}

/* Drops the rest of a line that did not fit the buffer. */
static void skip_rest(FILE *in)
{
    int c;
    while ((c = getc(in)) != EOF && c != '\n')
        ;
}

static int run_protocol(const Sheets *sheets)
{
    static Engine e;
    e.sheets = sheets;
    e.out = stdout;
    session_init(&e.session, sheets);
    char buf[INPUT_LINE_MAX];
    bool going = true;
    while (going && fgets(buf, sizeof buf, stdin)) {
        bool whole = strchr(buf, '\n') != NULL || feof(stdin);
        char *line = trim(buf);
        if (!whole)
            skip_rest(stdin);
        if (line[0] == '\0' || line[0] == '#')
            continue;
        if (whole)
            going = protocol_command(&e, line);
        else
            fputs("error P line too long\n", stdout);
        fflush(stdout);
    }
    session_free(&e.session);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc == 2 && strcmp(argv[1], "--help") == 0) {
        usage(stdout);
        return 0;
    }
    if (argc > 1 && strcmp(argv[1], "bench") != 0) {
        usage(stderr);
        return 2;
    }
    static Sheets sheets;
    char err[8192];
    if (!data_load_sheets(&sheets, err, sizeof err)) {
        fprintf(stderr, "rajas-engine: %s\n", err);
        return 1;
    }
    if (argc > 1)
        return bench_main(argc - 1, argv + 1, &sheets);
    return run_protocol(&sheets);
}
