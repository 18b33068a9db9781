/* test_table_hint.c — the Hint's words say what its figures mean (table_hint.c): two options
 * that lead to the same position (either of two like dice, R2.2) are one option, listed
 * once; options that all leave about the same chance of winning (within a point) are said
 * to be so instead of ranked; otherwise the best's chance against the others'. The hint's
 * answer is set as the match would hand it over, so the words are checked exactly. */
#include "support.h"
#include "language.h"
#include "canvas.h"

#include <stdio.h>
#include <string.h>

#include "match_test.h"
#include "table.h"
#include "table_hint.h"
#include "table_steps.h"
#include "table_test.h"

typedef struct {
    Session session;
    TableScene *table;               /* table_scene_new */
    Canvas canvas;
} Hinted;

static Hinted hinted;

/* A two-player table whose first roll shows two green dice with two half roads. */
static void open_table(Hinted *h)
{
    static const char *const names[2] = {"Asha", "Bilal"};
    memset(h, 0, sizeof *h);
    canvas_open(&h->canvas, 1280, 800);
    session_init(&h->session, test_sheets());
    Setup setup = {2, (uint8_t)test_side("sun"), 0, 5};
    Refusal why;
    if (!session_new(&h->session, &setup, &why)) fail_msg("session_new: %s %s", why.clause, why.message);
    const uint8_t faces[DIE_COUNT] = {FACE_TEA_SILK, FACE_SPICE_SPICE, FACE_HALF_HALF, FACE_HALF_HALF,
                                      FACE_LOTUS,    FACE_CONCH,       FACE_MERCHANT,  FACE_RAJA};
    Action roll = action_roll(faces, DIE_COUNT);
    if (!session_apply(&h->session, &roll, &why)) fail_msg("roll: %s %s", why.clause, why.message);
    Seats seats = {0};
    seats.players = 2;
    for (int s = 0; s < 2; s++) snprintf(seats.name[s], SEAT_NAME_MAX, "%s", names[s]);
    h->table = table_scene_new(test_lang());
    assert_non_null(h->table);
    table_init(h->table, &h->session, test_sheets(), h->canvas.art, &seats, 10000);
    table_resize(h->table, 1280, 800);
}

static void close_table(Hinted *h)
{
    table_scene_free(h->table);
    session_free(&h->session);
    canvas_close(&h->canvas);
}

/* The hint's answer as the match hands it over: these actions with these chances, best
 * first, then its words. */
static void answer(Hinted *h, const char *const *actions, const double *chance, int n)
{
    BotChoice choice[MATCH_HINTS] = {0};
    for (int i = 0; i < n; i++) {
        const char *why;
        if (!action_parse(actions[i], &choice[i].action, &why)) fail_msg("%s: %s", actions[i], why);
        choice[i].value = chance[i];
    }
    match_test_set_hint(table_test_match(h->table), choice, n);
    table_hint_words(h->table);
}

/* A hint as the search answers it and the panel's lines it must show (NULL: not checked). */
typedef struct {
    const char *name;
    const char *action[3];
    double chance[3];
    int n;
    const char *line[TABLE_HINT_LINES];
} HintCase;

static const HintCase CASES[] = {
    /* "1. Take the green two half roads … 2. Take the green two half roads: 41 %" was one
     * choice said twice: either green die leaves the same position, so it is listed once
     * and the next different option is the second. */
    {"either of two like dice is one option",
     {"take green-1", "take green-2", "take orange-1"}, {0.412, 0.409, 0.30}, 3,
     {"1. Take the green two half roads", "best: 41 % — others 30 %", "2. Take the orange Merchant: 30 %", ""}},
    {"only the two like dice: one option, with nothing to compare it with",
     {"take green-1", "take green-2"}, {0.412, 0.409}, 2,
     {"1. Take the green two half roads", "best: 41 %", ""}},
    /* "best: 18 % — others 18 %" ranked options the figures cannot tell apart: within a
     * point of the best, every choice is said to be about the same. A point more, and it
     * is ranked. */
    {"options within a point are about the same",
     {"take orange-1", "take blue-a", "take purple-1"}, {0.184, 0.181, 0.176}, 3,
     {"1. Take the orange Merchant", "every choice here is about the same: 18 %", "2. Take the blue lotus: 18 %",
      "3. Take the purple tea + silk: 18 %"}},
    {"a point more and the options are ranked",
     {"take orange-1", "take blue-a", "take purple-1"}, {0.184, 0.181, 0.170}, 3,
     {NULL, "best: 18 % — others 17–18 %"}},
};

static void test_the_hint_says_what_its_figures_mean(void **state)
{
    (void)state;
    Hinted *h = &hinted;
    open_table(h);
    for (size_t k = 0; k < sizeof CASES / sizeof CASES[0]; k++) {
        const HintCase *c = &CASES[k];
        answer(h, c->action, c->chance, c->n);
        for (int i = 0; i < TABLE_HINT_LINES; i++) {
            const char *got = table_test_hint(h->table).line[i];
            if (c->line[i] && strcmp(got, c->line[i]) != 0)
                fail_msg("%s: line %d says \"%s\", not \"%s\"", c->name, i + 1, got, c->line[i]);
        }
    }
    close_table(h);
}

TEST_MAIN(
    cmocka_unit_test(test_the_hint_says_what_its_figures_mean)
)
