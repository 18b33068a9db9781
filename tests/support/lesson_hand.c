/* lesson_hand.c — the guided first game on a headless hand (lesson_hand.h). */
#include "lesson_hand.h"

#include "support.h"
#include "language.h"

#include <stdio.h>

#include "bot.h"
#include "script.h"
#include "table.h"
#include "table_steps.h"

LessonScene *lesson_hand_open(Hand *h, uint64_t pick_seed, int w, int h_px, bool still)
{
    Seats seats = {0};
    seats.players = 2;
    snprintf(seats.name[LESSON_PERSON], SEAT_NAME_MAX, "Leila");
    snprintf(seats.name[LESSON_BOT], SEAT_NAME_MAX, "Arjun");
    seats.colour[LESSON_BOT] = 1;
    seats.bot[LESSON_BOT] = 1 + BOT_EASY;
    Setup setup = {2, (uint8_t)test_side("sun"), LESSON_PERSON, LESSON_SEED};
    hand_open(h, &setup, &seats, pick_seed, w, h_px);
    /* The lesson starts its own game; the table is started on it afresh. */
    LessonScene *lesson = lesson_new();
    assert_non_null(lesson);
    assert_true(lesson_begin(lesson, &h->session, test_sheets(), test_lang()));
    table_init(h->table, &h->session, test_sheets(), h->canvas.art, &seats, h->now);
    table_resize(h->table, w, h_px);
    if (still) table_set_feel(h->table, 0, 0, NULL);
    table_set_confirm_turn(h->table, true);
    lesson_attach(lesson, table_coached(h->table));
    return lesson;
}

bool lesson_hand_thinks(Hand *h)
{
    table_tick(h->table, h->now);
    if (!table_thinking(h->table)) return false;
    SDL_Delay(1);
    return true;
}
