/* lesson_hand.c — the lesson started on a test's hand (lesson_hand.h). */
#include "lesson_hand.h"

#include <stdio.h>

#include "bot.h"
#include "script.h"
#include "support.h"

LessonScene *lesson_hand_open(Hand *hand, uint64_t pick_seed, int w, int h, bool still)
{
    Seats seats = {0};
    seats.players = 2;
    snprintf(seats.name[LESSON_PERSON], SEAT_NAME_MAX, "Leila");
    snprintf(seats.name[LESSON_BOT], SEAT_NAME_MAX, "Arjun");
    seats.colour[LESSON_BOT] = 1;
    seats.bot[LESSON_BOT] = 1 + BOT_EASY;
    Setup setup = {2, (uint8_t)test_side("sun"), LESSON_PERSON, LESSON_SEED};
    hand_open(hand, &setup, &seats, pick_seed, w, h);
    /* The lesson starts its own game; the table is started on it afresh. */
    LessonScene *lesson = lesson_new();
    assert_non_null(lesson);
    assert_true(lesson_begin(lesson, &hand->session, test_sheets()));
    table_init(hand->table, &hand->session, test_sheets(), hand->canvas.art, &seats, hand->now);
    table_resize(hand->table, w, h);
    if (still) table_set_feel(hand->table, 0, 0, NULL);
    table_set_confirm_turn(hand->table, true);   /* as the program's default setting */
    lesson_attach(lesson, table_coached(hand->table));
    return lesson;
}
