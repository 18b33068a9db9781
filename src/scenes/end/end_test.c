/* end_test.c — what a test reads inside the end screen (end_test.h): pointers and copies,
 * so a test checks the screen without its struct. */
#include "end_test.h"

#include "end_internal.h"

const EndLayout *end_test_layout(const EndScene *e) { return &e->layout; }

EndRows end_test_rows(const EndScene *e) { return (EndRows){.row = e->row, .count = e->rows}; }

Seats *end_test_seats(EndScene *e) { return &e->seats; }

Game *end_test_final(EndScene *e) { return &e->final; }

Art *end_test_art(const EndScene *e) { return e->art; }

EndReview *end_test_review(EndScene *e) { return &e->review; }

EndSeen end_test_seen(const EndScene *e)
{
    return (EndSeen){.outcome = e->outcome,
                     .reviewable = e->reviewable,
                     .review_open = e->review_open,
                     .review_chosen = e->review_chosen,
                     .story_told = e->story_told,
                     .chances_shown = e->chances_shown,
                     .story = &e->story.story,
                     .chances = &e->chances,
                     .daily = &e->daily,
                     .daily_copied = e->daily_copied,
                     .seats = &e->seats};
}

void end_test_outcome_taken(EndScene *e) { e->outcome = END_SHOWING; }

void end_test_set_review_samples(EndScene *e, int samples) { e->review_samples = samples; }
