/* setup_file.c — setup.txt and autosave-seats.txt (see game_setup.h). The file is read whole
 * into a scratch value and copied out only when every line made sense, so a damaged file
 * costs the remembered names and nothing else. */
#include "game_setup.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "decimal.h"

/* Marks a reason for translation (po/, docs/i18n.md); the caller's FilesWords translates. */
#define N_(s) (s)

static const char *const KIND_WORD[1 + BOT_LEVEL_COUNT] = {"human", "bot-easy", "bot-medium", "bot-hard"};
static const char *const PEN_WORD[SETUP_PENS] = {"blue", "red", "green", "purple", "orange", "black"};

void setup_file_seat_words(const SeatSetup *seat, char *out, size_t cap)
{
    int kind = seat->kind == SEAT_BOT && seat->level < BOT_LEVEL_COUNT ? 1 + seat->level : 0;
    snprintf(out, cap, "%s %s %.*s", KIND_WORD[kind], PEN_WORD[seat->colour < SETUP_PENS ? seat->colour : 0],
             SEAT_NAME_MAX - 1, seat->name);
}

bool setup_file_save(const GameSetup *g, const Sheets *sheets, const char *path, char *err, size_t cap)
{
    char text[1024];
    size_t at = (size_t)snprintf(text, sizeof text, "rajas-setup 1\nplayers %d\nsheet %s\n", g->players,
                                 sheets && g->sheet < sheets->count ? sheets->sheet[g->sheet].name : "sun");
    if (g->first == SETUP_FIRST_RANDOM) at += (size_t)snprintf(text + at, sizeof text - at, "first random\n");
    else at += (size_t)snprintf(text + at, sizeof text - at, "first %d\n", g->first + 1);
    for (int s = 0; s < g->players && s < GAME_MAX_PLAYERS && at < sizeof text; s++) {
        char words[SETUP_SEAT_WORDS_MAX];
        setup_file_seat_words(&g->seat[s], words, sizeof words);
        at += (size_t)snprintf(text + at, sizeof text - at, "seat %s\n", words);
    }
    return file_replace(path, text, err, cap);   /* 5 seats of at most 23-byte names fit */
}

/* Cuts the next space-separated word off *p (strtok without its hidden state). */
static char *next_word(char **p)
{
    while (**p == ' ') (*p)++;
    if (!**p) return NULL;
    char *word = *p;
    while (**p && **p != ' ') (*p)++;
    if (**p) *(*p)++ = 0;
    return word;
}

static int word_index(const char *w, const char *const *words, int n)
{
    for (int i = 0; i < n; i++)
        if (strcmp(w, words[i]) == 0) return i;
    return -1;
}

bool setup_file_seat_read(char *rest, SeatSetup *seat, const char **why)
{
    char *kind = next_word(&rest);
    char *colour = next_word(&rest);
    char *name = rest;
    if (!kind || !colour || !*name) { *why = N_("a seat needs a kind, a colour and a name"); return false; }
    int k = word_index(kind, KIND_WORD, 1 + BOT_LEVEL_COUNT);
    int c = word_index(colour, PEN_WORD, SETUP_PENS);
    if (k < 0) { *why = N_("unknown seat kind"); return false; }
    if (c < 0) { *why = N_("unknown pen colour"); return false; }
    while (*name == ' ') name++;
    size_t len = strlen(name);
    if (len == 0 || len >= SEAT_NAME_MAX) { *why = N_("a name must have 1 to 23 bytes"); return false; }
    /* A control byte (a stray carriage return, a tab) is nothing the name field can type,
     * and a saved file would not read it back the same (a line's last \r is cut). */
    for (size_t i = 0; i < len; i++)
        if ((unsigned char)name[i] < 0x20 || name[i] == 0x7f) {
            *why = N_("a name must not hold control characters");
            return false;
        }
    memset(seat, 0, sizeof *seat);
    seat->kind = k == 0 ? SEAT_HUMAN : SEAT_BOT;
    seat->level = k == 0 ? BOT_MEDIUM : (uint8_t)(k - 1);
    seat->colour = (uint8_t)c;
    memcpy(seat->name, name, len);
    return true;
}

static bool parse_line(char *line, GameSetup *g, const Sheets *sheets, int *seats, const char **why)
{
    char *key = next_word(&line);
    char *rest = line;
    if (!key || !*rest) { *why = N_("expected a key and a value"); return false; }
    if (strcmp(key, "players") == 0) {
        uint64_t n;
        if (decimal_read(rest, GAME_MAX_PLAYERS, &n) != DECIMAL_OK || n < GAME_MIN_PLAYERS) { *why = N_("players must be 2 to 5"); return false; }
        g->players = (int)n;
    } else if (strcmp(key, "sheet") == 0) {
        int side = sheets ? sheets_find(sheets, rest) : -1;
        if (side < 0) { *why = N_("unknown sheet side"); return false; }
        g->sheet = side;
    } else if (strcmp(key, "first") == 0) {
        if (strcmp(rest, "random") == 0) {
            g->first = SETUP_FIRST_RANDOM;
        } else {
            uint64_t n;
            if (decimal_read(rest, GAME_MAX_PLAYERS, &n) != DECIMAL_OK || n < 1) { *why = N_("first must be random or a seat"); return false; }
            g->first = (int)n - 1;
        }
    } else if (strcmp(key, "seat") == 0) {
        if (*seats >= GAME_MAX_PLAYERS) { *why = N_("more than 5 seats"); return false; }
        if (!setup_file_seat_read(rest, &g->seat[*seats], why)) return false;
        (*seats)++;
    } else {
        *why = N_("unknown key");
        return false;
    }
    return true;
}

/* What a file without a sheet or first line means: the sun side (the first when there is
 * none of that name) and a random starting player. */
static void scratch_start(GameSetup *g, const Sheets *sheets)
{
    memset(g, 0, sizeof *g);
    int sun = sheets ? sheets_find(sheets, "sun") : -1;
    g->sheet = sun >= 0 ? sun : 0;
    g->first = SETUP_FIRST_RANDOM;
}

/* The lines of text into *g; the reason of the first wrong line (and its number), or NULL. */
static const char *parse_text(char *text, const Sheets *sheets, GameSetup *g, int *line_no)
{
    int seats = 0;
    const char *why = NULL;
    bool header = false;
    for (char *line = text, *next; line; line = next) {
        next = strchr(line, '\n');
        if (next) *next++ = 0;
        (*line_no)++;
        size_t n = strlen(line);
        if (n && line[n - 1] == '\r') line[--n] = 0;
        if (n == 0) continue;
        if (!header) {
            if (strcmp(line, "rajas-setup 1") != 0) return N_("not a rajas set-up file");
            header = true;
            continue;
        }
        if (!parse_line(line, g, sheets, &seats, &why)) return why;
    }
    if (!header) return N_("the file is empty");
    if (seats != g->players) return N_("the seat lines do not match players");
    if (!setup_file_valid(g, sheets)) return N_("two seats share a pen colour or the starting seat is missing");
    return NULL;
}

/* The set-up in text (read from path, named in err) into *g, all or nothing. */
static bool setup_from_text(GameSetup *g, const Sheets *sheets, char *text, const char *path, FilesWords words,
                            char *err, size_t cap)
{
    GameSetup scratch;
    scratch_start(&scratch, sheets);
    int line_no = 0;
    const char *why = parse_text(text, sheets, &scratch, &line_no);
    if (why) {
        snprintf(err, cap, "%s:%d: %s", path, line_no, words.say ? words.say(words.language, why) : why);
        return false;
    }
    *g = scratch;
    return true;
}

bool setup_file_load(GameSetup *g, const Sheets *sheets, const char *path, FilesWords words, char *err, size_t cap)
{
    char *text = NULL;
    FileRead r = file_read_text(path, &text, NULL, err, cap);
    if (r == FILE_ABSENT) snprintf(err, cap, "%s: there is no such file", path);
    if (r != FILE_OK) return false;
    bool ok = setup_from_text(g, sheets, text, path, words, err, cap);
    free(text);
    return ok;
}

/* ---- in the user folder ---------------------------------------------------------------- */

FileRead files_setup_read(const char *dir, PlayerFile which, const Sheets *sheets, FilesWords words, GameSetup *g,
                          FilesDamage *d)
{
    char path[FILES_PATH_MAX], err[FILES_ERR_MAX];
    char *text = NULL;
    files_no_damage(d);
    if (!files_path(dir, files_name(which), path, sizeof path, NULL, 0)) return FILE_ABSENT;
    /* The read says whether it is there: a FIFO or a loop of links is unreadable, not
     * missing, and is kept aside like a damaged file. */
    FileRead r = file_read_text(path, &text, NULL, err, sizeof err);
    if (r == FILE_ABSENT) return FILE_ABSENT;
    bool ok = r == FILE_OK && setup_from_text(g, sheets, text, path, words, err, sizeof err);
    free(text);
    if (ok) return FILE_OK;
    files_keep_damaged(which, path, err, d);
    return FILE_BROKEN;
}

bool files_setup_write(const char *dir, PlayerFile which, const GameSetup *g, const Sheets *sheets, char *err,
                       size_t cap)
{
    char path[FILES_PATH_MAX];
    return files_path(dir, files_name(which), path, sizeof path, err, cap) && setup_file_save(g, sheets, path, err, cap);
}
