/* test_table_hint.c — the Hint's words say what its figures mean (table_hint.c): two options
 * that lead to the same position (either of two like dice, R2.2) are one option, listed
 * once; options that all leave about the same chance of winning (within a point) are said
 * to be so instead of ranked; otherwise the best's chance against the others'. The hint's
 * answer is set as the match would hand it over, so the words are checked exactly. */
#include "support.h"
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
    h->table = table_scene_new();
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

/* "1. Take the green two half roads … 2. Take the green two half roads: 41 %" was one
 * choice said twice: either green die leaves the same position, so it is listed once and
 * the next different option is the second. */
static void test_either_of_two_like_dice_is_one_option(void **state)
{
    (void)state;
    Hinted *h = &hinted;
    open_table(h);
    static const char *const actions[] = {"take green-1", "take green-2", "take orange-1"};
    const double chance[] = {0.412, 0.409, 0.30};
    answer(h, actions, chance, 3);
    assert_string_equal(table_test_hint(h->table).line[0], "1. Take the green two half roads");
    assert_string_equal(table_test_hint(h->table).line[1], "best: 41 % — others 30 %");
    assert_string_equal(table_test_hint(h->table).line[2], "2. Take the orange Merchant: 30 %");
    assert_string_equal(table_test_hint(h->table).line[3], "");
    /* Only the two like dice: one option, with nothing to compare it with. */
    answer(h, actions, chance, 2);
    assert_string_equal(table_test_hint(h->table).line[0], "1. Take the green two half roads");
    assert_string_equal(table_test_hint(h->table).line[1], "best: 41 %");
    assert_string_equal(table_test_hint(h->table).line[2], "");
    close_table(h);
}

/* "best: 18 % — others 18 %" ranked options the figures cannot tell apart: within a point
 * of the best, every choice is said to be about the same. A point more, and it is ranked. */
static void test_options_within_a_point_are_about_the_same(void **state)
{
    (void)state;
    Hinted *h = &hinted;
    open_table(h);
    static const char *const actions[] = {"take orange-1", "take blue-a", "take purple-1"};
    const double same[] = {0.184, 0.181, 0.176};
    answer(h, actions, same, 3);
    assert_string_equal(table_test_hint(h->table).line[0], "1. Take the orange Merchant");
    assert_string_equal(table_test_hint(h->table).line[1], "every choice here is about the same: 18 %");
    assert_string_equal(table_test_hint(h->table).line[2], "2. Take the blue lotus: 18 %");
    assert_string_equal(table_test_hint(h->table).line[3], "3. Take the purple tea + silk: 18 %");
    const double apart[] = {0.184, 0.181, 0.170};
    answer(h, actions, apart, 3);
    assert_string_equal(table_test_hint(h->table).line[1], "best: 18 % — others 17–18 %");
    close_table(h);
}

TEST_MAIN(
    cmocka_unit_test(test_either_of_two_like_dice_is_one_option),
    cmocka_unit_test(test_options_within_a_point_are_about_the_same)
)
