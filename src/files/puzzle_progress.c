/* puzzle_progress.c — the puzzle rating, what to serve next and the progress file
 * (puzzle_progress.h). */
#include "puzzle_progress.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "decimal.h"
#include "file_rule.h"

void puzzle_progress_start(PuzzleProgress *p)
{
    memset(p, 0, sizeof *p);
    p->rating = PUZZLE_RATING_START;
}

int puzzle_progress_rating_of(const PuzzleEntry *e)
{
    int of = e->found_of > 0 ? e->found_of : 1;
    return PUZZLE_RATING_EASIEST + (PUZZLE_RATING_SPAN * (of - e->found) + of / 2) / of;
}

int puzzle_progress_elo(int player, int puzzle, bool right)
{
    double expected = 1.0 / (1.0 + pow(10.0, (double)(puzzle - player) / 400.0));
    int next = player + (int)lround(PUZZLE_RATING_K * ((right ? 1.0 : 0.0) - expected));
    return next < 0 ? 0 : next > PUZZLE_RATING_MAX ? PUZZLE_RATING_MAX : next;
}

void puzzle_progress_answer(PuzzleProgress *p, const PuzzleEntry *e, bool right)
{
    p->rating = puzzle_progress_elo(p->rating, puzzle_progress_rating_of(e), right);
    p->answered++;
    p->right += right;
    if (p->count == PUZZLE_HISTORY_MAX) {
        memmove(&p->answer[0], &p->answer[1], (PUZZLE_HISTORY_MAX - 1) * sizeof p->answer[0]);
        p->count--;
    }
    PuzzleAnswer *a = &p->answer[p->count++];
    snprintf(a->id, sizeof a->id, "%s", e->id);
    a->right = right;
    a->rating = p->rating;
}

static bool answered(const PuzzleProgress *p, const char *id)
{
    for (int i = 0; i < p->count; i++)
        if (strcmp(p->answer[i].id, id) == 0) return true;
    return false;
}

/* The nearest rating among the puzzles not answered (any, when fresh is false). */
static int nearest(const PuzzleSet *set, const PuzzleProgress *p, bool fresh)
{
    int best = -1, best_distance = 0;
    for (int i = 0; i < set->count; i++) {
        if (fresh && answered(p, set->entry[i].id)) continue;
        int d = abs(puzzle_progress_rating_of(&set->entry[i]) - p->rating);
        if (best < 0 || d < best_distance) {
            best = i;
            best_distance = d;
        }
    }
    return best;
}

int puzzle_progress_serve(const PuzzleSet *set, const PuzzleProgress *p)
{
    int i = nearest(set, p, true);
    return i >= 0 ? i : nearest(set, p, false);
}

/* ---- the file ------------------------------------------------------------------------- */

static bool count_of(const char *s, long max, int *out)
{
    uint64_t v;
    if (decimal_read(s, (uint64_t)max, &v) != DECIMAL_OK) return false;
    *out = (int)v;
    return true;
}

/* "answer <id> <1|0> <rating>" after its key. */
static bool answer_line(PuzzleProgress *p, char *value)
{
    char *right = strchr(value, ' ');
    char *rating = right ? strchr(right + 1, ' ') : NULL;
    if (!rating) return false;
    *right++ = '\0';
    *rating++ = '\0';
    PuzzleAnswer a;
    int r;
    if (strlen(value) == 0 || strlen(value) >= sizeof a.id || !count_of(right, 1, &r) ||
        !count_of(rating, PUZZLE_RATING_MAX, &a.rating))
        return false;
    snprintf(a.id, sizeof a.id, "%s", value);
    a.right = r == 1;
    if (p->count == PUZZLE_HISTORY_MAX) return false;
    p->answer[p->count++] = a;
    return true;
}

static bool progress_line(PuzzleProgress *p, char *line)
{
    if (line[0] == '\0' || line[0] == '#') return true;
    char *value = strchr(line, ' ');
    if (!value) return false;
    *value++ = '\0';
    if (strcmp(line, "rating") == 0) return count_of(value, PUZZLE_RATING_MAX, &p->rating);
    if (strcmp(line, "answered") == 0) return count_of(value, 1000000000, &p->answered);
    if (strcmp(line, "right") == 0) return count_of(value, 1000000000, &p->right);
    if (strcmp(line, "answer") == 0) return answer_line(p, value);
    return false;
}

/* The text of the file, read line by line; err names the first line that does not read. */
static bool progress_parse(PuzzleProgress *p, char *text, const char *path, char *err, size_t err_cap)
{
    int n = 0;
    for (char *line = text; line && *line;) {
        char *nl = strchr(line, '\n');
        if (nl) *nl = '\0';
        n++;
        if (!progress_line(p, line)) {
            snprintf(err, err_cap, "%s:%d: a line that does not read", path, n);
            return false;
        }
        line = nl ? nl + 1 : NULL;
    }
    if (p->right > p->answered || p->count > p->answered) {
        snprintf(err, err_cap, "%s: more answers right or kept than answered", path);
        return false;
    }
    return true;
}

FileRead files_puzzles_read(const char *dir, PuzzleProgress *out, FilesDamage *d)
{
    char path[FILES_PATH_MAX], err[FILES_ERR_MAX];
    char *text = NULL;
    files_no_damage(d);
    puzzle_progress_start(out);
    if (!files_path(dir, PUZZLE_PROGRESS_FILE, path, sizeof path, d->why, sizeof d->why)) return FILE_ABSENT;
    FileRead r = file_read_text(path, &text, NULL, err, sizeof err);
    if (r == FILE_OK && !progress_parse(out, text, path, err, sizeof err)) r = FILE_BROKEN;
    free(text);
    if (r == FILE_BROKEN) {
        puzzle_progress_start(out);
        files_keep_damaged(FILES_PUZZLES, path, err, d);
    }
    return r;
}

bool files_puzzles_write(const char *dir, const PuzzleProgress *p, char *err, size_t err_cap)
{
    char path[FILES_PATH_MAX];
    if (!files_path(dir, PUZZLE_PROGRESS_FILE, path, sizeof path, err, err_cap)) return false;
    size_t cap = 256 + (size_t)p->count * (PUZZLE_ID_MAX + 32);
    char *text = malloc(cap);
    if (!text) {
        snprintf(err, err_cap, "%s: out of memory", path);
        return false;
    }
    size_t len = (size_t)snprintf(text, cap, "# Rajas: the puzzle rating and its answers\nrating %d\nanswered %d\nright %d\n",
                                  p->rating, p->answered, p->right);
    for (int i = 0; i < p->count; i++)
        len += (size_t)snprintf(text + len, cap - len, "answer %s %d %d\n", p->answer[i].id, p->answer[i].right,
                                p->answer[i].rating);
    bool ok = file_replace(path, text, err, err_cap);
    free(text);
    return ok;
}
