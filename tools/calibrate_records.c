/* calibrate_records.c — the calibration tool's records read from their files
 * (calibrate_eval.h has the format), and who played each game (levels=). */
#include <stdlib.h>
#include <string.h>

#include "calibrate_records.h"
#include "mixed_game.h"   /* mixed_levels */

static void *grow(void *p, size_t *cap, size_t n, size_t size)
{
    if (n < *cap) return p;
    *cap = *cap ? 2 * *cap : 65536;
    p = realloc(p, *cap * size);
    if (!p) exit(1);
    return p;
}

static bool read_floats(FILE *f, int n, float *out)
{
    for (int i = 0; i < n; i++)
        if (fscanf(f, "%f", &out[i]) != 1) return false;
    return true;
}

/* One record after its kind letter; false when it is not one. */
static bool read_record(FILE *f, char kind, Records *r)
{
    int players, round, rounds, lead, trig;
    long game;
    if (fscanf(f, "%d %ld %d %d %d %d", &players, &game, &round, &rounds, &lead, &trig) != 6 || players < 2 ||
        players > GAME_MAX_PLAYERS || game < 0 || round < 1 || rounds < round)
        return false;
    game += r->first;
    Stood at = {.players = players,
                .stage = bot_stage_of(lead, trig != 0),
                .game = game,
                .phase = calib_phase(round, rounds),
                .round = round,
                .lead = lead,
                .trig = trig};
    if (game >= r->games) {
        r->game_players = realloc(r->game_players, (size_t)(game + 1) * sizeof *r->game_players);
        r->game_index = realloc(r->game_index, (size_t)(game + 1) * sizeof *r->game_index);
        r->game_file = realloc(r->game_file, (size_t)(game + 1) * sizeof *r->game_file);
        if (!r->game_players || !r->game_index || !r->game_file) exit(1);
        for (long g = r->games; g <= game; g++) r->game_players[g] = 0;
        r->games = game + 1;
    }
    r->game_players[game] = players;
    r->game_index[game] = game - r->first;
    r->game_file[game] = r->file;
    if (kind == 's') {
        r->row = grow(r->row, &r->row_cap, r->rows, sizeof *r->row);
        Row *w = &r->row[r->rows];
        *w = (Row){.at = at};
        if (fscanf(f, "%d", &w->decided) != 1 || !read_floats(f, players, w->p) || !read_floats(f, players, w->y))
            return false;
        r->rows++;
        return true;
    }
    r->hint = grow(r->hint, &r->hint_cap, r->hints, sizeof *r->hint);
    HintRec *h = &r->hint[r->hints];
    *h = (HintRec){.at = at};
    int alead, atrig;
    if (fscanf(f, "%d %lf %lf %d %d %d", &h->seat, &h->value, &h->y, &alead, &atrig, &h->after_decided) != 6 ||
        h->seat < 0 || h->seat >= players || !read_floats(f, players, h->after))
        return false;
    h->after_stage = bot_stage_of(alead, atrig != 0);
    h->has_best = kind == 'H';
    if (h->has_best && (fscanf(f, "%lf %d %d %d", &h->best_value, &alead, &atrig, &h->best_decided) != 4 ||
                        !read_floats(f, players, h->best_after)))
        return false;
    h->best_stage = bot_stage_of(alead, atrig != 0);
    r->hints++;
    return true;
}

static bool read_file(const char *path, Records *r)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        fprintf(stderr, "calibrate: cannot read %s\n", path);
        return false;
    }
    char kind;
    long line = 0;
    bool ok = true;
    r->first = r->games;
    while (ok && fscanf(f, " %c", &kind) == 1) {
        line++;
        ok = (kind == 's' || kind == 'h' || kind == 'H') && read_record(f, kind, r);
        if (!ok) fprintf(stderr, "calibrate: %s: record %ld is not one (calibrate_eval.h)\n", path, line);
    }
    fclose(f);
    return ok;
}

/* One file or several, comma-separated: each file's games after the ones before (runs of
 * other seeds pooled for a fit). */
bool records_read(const char *paths, Records *r)
{
    char path[1024];
    for (const char *p = paths; *p;) {
        size_t len = strcspn(p, ",");
        if (len >= sizeof path) return false;
        memcpy(path, p, len);
        path[len] = '\0';
        if (!read_file(path, r)) return false;
        r->file++;
        p += len + (p[len] == ',');
    }
    return true;
}

/* levels=: the seeds of the from= files in order; each game's levels are drawn again from
 * its seed and index (mixed_levels) into its table, so the figures know who plays, as
 * bot_win_chance_at and the hint do at the table. False when the count of seeds is not the
 * count of files. */
bool records_tables(Records *r, const char *seeds)
{
    uint64_t seed[64];
    int files = 0;
    for (const char *p = seeds; *p && files < 64; files++) {
        char *end;
        seed[files] = strtoull(p, &end, 10);
        if (end == p) return false;
        p = end + (*end == ',');
    }
    if (files != r->file) {
        fprintf(stderr, "calibrate: levels= names %d seeds for %d files of records\n", files, r->file);
        return false;
    }
    r->table = calloc((size_t)r->games + 1, sizeof *r->table);
    if (!r->table) exit(1);
    for (long g = 0; g < r->games; g++) {
        if (!r->game_players[g]) continue;
        BotLevel level[GAME_MAX_PLAYERS];
        mixed_levels(r->game_players[g], r->game_index[g], seed[r->game_file[g]], level);
        for (int s = 0; s < r->game_players[g]; s++) r->table[g].bot[s] = (uint8_t)(1 + level[s]);
    }
    return true;
}

void records_free(Records *r)
{
    free(r->row);
    free(r->hint);
    free(r->game_players);
    free(r->game_index);
    free(r->game_file);
    free(r->table);
}
