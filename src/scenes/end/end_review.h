/* end_review.h — "Review my game" (end_review.c): the people's decisions judged by the hard
 * bot on a thread of its own, and the costliest of them listed. The review's values
 * (EndReview, its items and state) are in end.h, as the scene holds one. */
#ifndef RAJAS_END_REVIEW_H
#define RAJAS_END_REVIEW_H

#include "end.h"

/* The costliest of n reviewed decisions, most costly first (a tie: the earlier first), at
 * most max and only those the bot found a better move for. Returns how many. Pure. */
int end_review_costliest(const EndReviewItem *all, int n, EndReviewItem *top, int max);
/* How many decisions of the seats people played (seats->bot[s] == 0) had a choice: what a
 * review judges (0: the button is not offered). */
int end_review_count(const Session *s, const Sheets *sheets, const Seats *seats);
/* Starts reviewing those decisions, with samples futures a decision on threads workers (0:
 * one per core). False (state REVIEW_FAILED) when there is nothing to review or no thread
 * or memory for it. */
bool end_review_start(EndReview *v, const Session *s, const Sheets *sheets, const Seats *seats, int samples,
                      int threads);
/* Notices a finished thread: joins it and lists the costliest (state REVIEW_DONE, or
 * REVIEW_CANCELLED when it was cancelled). */
void end_review_poll(EndReview *v);
/* Asks the thread to stop and waits for it; what it did is dropped (REVIEW_CANCELLED). */
void end_review_cancel(EndReview *v);
/* Cancels a running review and frees what it holds; the review is REVIEW_NONE after. */
void end_review_stop(EndReview *v);
/* The decisions reviewed so far (the thread counts them as it goes). */
int end_review_reviewed(const EndReview *v);
/* The share of the decisions reviewed so far, 0..1. */
float end_review_progress(const EndReview *v);
/* The position a reviewed decision was taken in (by its step), NULL when not reviewed. */
const Game *end_review_before(const EndReview *v, int step);
/* The evaluated decision of the reviewed decision at step (review_explain_at: every legal
 * action with the hard bot's figure, best first) into *out, borrowed until the review is
 * stopped or started again; returns its count, 0 when the review is not done or did not
 * judge that step. */
int end_review_choices(const EndReview *v, int step, const BotChoice **out);

#endif
