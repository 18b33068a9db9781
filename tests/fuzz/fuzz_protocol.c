/* fuzz_protocol.c — the engine's command stream (docs/protocol.md): the input is split into
 * lines as rajas-engine reads standard input (main.c: a line of more than 4,095 bytes or
 * with a NUL byte in it is refused whole), and each line goes to protocol_command.
 *
 * What must hold for every input:
 *   - every command's answer ends with a line `ok` or `error <clause> <message>`;
 *   - the session's record replays (session_replay) into a game with the same record, so a
 *     saved game always loads back as it was played.
 * Slow work is left out so an input takes milliseconds: `bot hard` (a search to the end of
 * the game, about a second) and `review` (a hard search at every decision of the game) are
 * skipped, other `bot` lines count at most BOT_LINES_MAX (of which BOT_MEDIUM_MAX of the
 * medium level, a search of up to 3,000 positions: one line of it took more time than the
 * rest of a typical input), and an input is cut at LINES_MAX lines. A `bot medium` line runs
 * only in an input whose length is a multiple of MEDIUM_EVERY: the fuzzer still reaches the
 * search from any position it can play to, in one input of eight rather than in almost half
 * of them (the search was 30 % of the time). */
#define _POSIX_C_SOURCE 200809L

#include <stdlib.h>
#include <string.h>

#include "bot.h"
#include "data.h"
#include "fuzz.h"
#include "protocol.h"

#define LINE_MAX_BYTES 4095   /* rajas-engine's longest line (main.c) */
#define LINES_MAX 1000
#define BOT_LINES_MAX 8
#define BOT_MEDIUM_MAX 1
#define MEDIUM_EVERY 8

/* Loaded once: the sheets every game refers to (libFuzzer gives no context pointer). */
static Sheets sheets;

FUZZ_INITIALIZE
{
    FUZZ_LOAD_SHEETS(&sheets);
}

/* Strips blanks and the line end, as rajas-engine does; returns the start. */
static char *trim(char *line)
{
    size_t len = strlen(line);
    while (len > 0 && strchr(" \t\r\n", line[len - 1]))
        line[--len] = '\0';
    return line + strspn(line, " \t");
}

/* Bot lines run so far in this input: all of them, and those of the medium level. */
typedef struct {
    int all, medium;
} BotLines;

/* A line the harness leaves out: `review`, a `bot` line of the hard level, one of the medium
 * level in an input of size not a multiple of MEDIUM_EVERY, or one past its cap. */
static bool skipped_slow(const char *line, size_t size, BotLines *bots)
{
    if (strncmp(line, "review", 6) == 0 && (line[6] == ' ' || line[6] == '\t' || line[6] == '\0'))
        return true;
    if (strncmp(line, "bot", 3) != 0 || (line[3] != ' ' && line[3] != '\t'))
        return false;
    char level[16] = "";
    int which = sscanf(line + 3, "%15s", level) == 1 ? bot_level_from_name(level) : -1;
    if (which == BOT_HARD) return true;
    if (which == BOT_MEDIUM && (size % MEDIUM_EVERY != 0 || ++bots->medium > BOT_MEDIUM_MAX))
        return true;
    return ++bots->all > BOT_LINES_MAX;
}

/* The last line of an answer (len bytes) is `ok` or an error. */
static void check_answer(const char *answer, size_t len)
{
    fuzz_check(len > 0 && answer[len - 1] == '\n');
    size_t start = len - 1;
    while (start > 0 && answer[start - 1] != '\n') start--;
    const char *last = answer + start;
    size_t last_len = len - start;
    fuzz_check((last_len == 3 && memcmp(last, "ok\n", 3) == 0) ||
               (last_len > 6 && memcmp(last, "error ", 6) == 0));
}

/* Runs one line into the input's answer stream, rewound first: open_memstream reports the
 * bytes up to the position at each flush, so *len is this line's answer alone. False after
 * `quit`. */
static bool run_line(Engine *e, const char *line, char *const *answer, const size_t *len)
{
    fuzz_check(fseek(e->out, 0, SEEK_SET) == 0);
    bool going = protocol_command(e, line);
    fuzz_check(fflush(e->out) == 0);
    check_answer(*answer, *len);
    return going;
}

/* The record replays into a session whose record is the same text. */
static void check_record(const Session *s)
{
    if (!s->started) return;
    char *record = session_record(s);
    fuzz_check(record != NULL);
    Session again;
    session_init(&again, &sheets);
    char err[512];
    fuzz_check_step(session_replay(&again, record, "record", err, sizeof err), err, "the record replays");
    char *second = session_record(&again);
    fuzz_check(second != NULL && strcmp(record, second) == 0);
    free(second);
    free(record);
    session_free(&again);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    Engine e = {.sheets = &sheets};
    char *answer = NULL;
    size_t answer_len = 0;
    e.out = open_memstream(&answer, &answer_len);
    fuzz_check(e.out != NULL);
    session_init(&e.session, &sheets);
    char line[LINE_MAX_BYTES + 2];
    int lines = 0;
    BotLines bots = {0, 0};
    bool going = true;
    for (size_t at = 0; going && at < size && lines < LINES_MAX; lines++) {
        const uint8_t *end = memchr(data + at, '\n', size - at);
        size_t len = end ? (size_t)(end - (data + at)) : size - at;
        /* rajas-engine refuses a line too long or holding a NUL byte whole and reads on. */
        bool whole = len <= LINE_MAX_BYTES && !memchr(data + at, '\0', len);
        memcpy(line, data + at, whole ? len : 0);
        line[whole ? len : 0] = '\0';
        at += len + 1;
        char *text = trim(line);
        if (!whole || text[0] == '\0' || text[0] == '#' || skipped_slow(text, size, &bots))
            continue;
        going = run_line(&e, text, &answer, &answer_len);
    }
    fuzz_check(fclose(e.out) == 0);
    free(answer);
    check_record(&e.session);
    session_free(&e.session);
    return 0;
}
