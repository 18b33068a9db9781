/* main.c — rajas-engine: loads the game data, then either runs the text protocol on
 * standard input (docs/protocol.md) or, with `bench …`, the self-play benchmark. */
#include <stdio.h>
#include <string.h>
#ifdef _WIN32
#include <fcntl.h>
#include <io.h>
#endif

#include "data.h"
#include "protocol.h"

/* A line of up to 4095 characters and the terminating NUL. */
#define INPUT_LINE_MAX 4096

static void usage(FILE *f)
{
    fputs("usage: rajas-engine                 read protocol commands on standard input\n"
          "       rajas-engine bench games=<n> players=<n> seed=<n> [side=<name>]\n"
          "       rajas-engine --help\n"
          "The protocol is described in docs/protocol.md (share/doc/rajas/protocol.md when\n"
          "installed); the rules it enforces in docs/rules.md.\n", f);
}

/* Strips the line ending and surrounding blanks in place; returns the start. */
static char *trim(char *line)
{
    size_t len = strlen(line);
    while (len > 0 && strchr(" \t\r\n", line[len - 1]))
        line[--len] = '\0';
    return line + strspn(line, " \t");
}

typedef enum { LINE_READ, LINE_END, LINE_NUL, LINE_TOO_LONG } LineKind;

/* Reads one line, without its newline, into buf. A line that holds a NUL byte or is longer
 * than cap - 1 characters is read to its newline all the same and refused whole, so no cut
 * part of it runs as a command and the next line is the next command. */
static LineKind read_line(FILE *in, char *buf, size_t cap)
{
    size_t len = 0;
    bool nul = false, too_long = false;
    int c;
    while ((c = getc(in)) != EOF && c != '\n') {
        if (c == '\0')
            nul = true;
        else if (len + 1 < cap)
            buf[len++] = (char)c;
        else
            too_long = true;
    }
    buf[len] = '\0';
    if (c == EOF && len == 0 && !nul)
        return LINE_END;
    return too_long ? LINE_TOO_LONG : nul ? LINE_NUL : LINE_READ;
}

static int run_protocol(const Sheets *sheets)
{
    static Engine e;
    e.sheets = sheets;
    e.out = stdout;
    session_init(&e.session, sheets);
    static char buf[INPUT_LINE_MAX];
    bool going = true;
    LineKind kind;
    while (going && (kind = read_line(stdin, buf, sizeof buf)) != LINE_END) {
        char *line = trim(buf);
        if (line[0] == '#' || (line[0] == '\0' && kind == LINE_READ))
            continue;   /* comments are ignored whatever they hold */
        if (kind == LINE_TOO_LONG)
            fputs("error P line too long\n", stdout);
        else if (kind == LINE_NUL)
            fputs("error P line holds a NUL byte\n", stdout);
        else
            going = protocol_command(&e, line);
        fflush(stdout);
    }
    session_free(&e.session);
    return 0;
}

int main(int argc, char **argv)
{
#ifdef _WIN32
    /* The protocol is lines ended by \n on every system (docs/protocol.md): Windows' text
     * mode would write \r\n, so a script reading both editions would see two protocols. */
    _setmode(_fileno(stdout), _O_BINARY);
#endif
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
