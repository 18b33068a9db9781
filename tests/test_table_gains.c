/* test_table_gains.c — gains felt. Every GAIN event of the match (match_event.h) is shown
 * for TABLE_GAIN_MS where it was earned: it starts at the place the decision marked and
 * lands where the gain goes on the sheet (the fame or money track at its new value, the
 * good's market row, the karma boxes); with animations off it stands at that place the
 * whole time. While one shows the table is busy (the loop keeps drawing, tests/
 * test_scene_still.c) but play does not wait for it, and its motion ends when it does.
 * Headless, on a fake clock, with the people of table_hand.h. */
#include "support.h"
#include "table_picture.h"
#include "table_hand.h"

#include <stdio.h>
#include <string.h>

#include <SDL.h>
#include <SDL_image.h>

#include "table.h"
#include "table_draw.h"
#include "table_frame.h"
#include "table_steps.h"
#include "table_test.h"
#include "widgets.h"

#define WIN_W 1280
#define WIN_H 800

static Hand play;

/* Plays the people's first legal decisions until one earns something; the clock stands at
 * the moment it was played. */
static void play_until_a_gain(Hand *p, int anim_percent)
{
    hand_open_people(p, 2, 11, 11, WIN_W, WIN_H);
    table_set_feel(p->table, anim_percent, 0, NULL);
    hand_first_decision(p);
    static Action legal[GAME_MAX_LEGAL];
    for (int step = 0; step < 400; step++) {
        hand_settle(p);
        if (table_test_gains(p->table)->count > 0) table_test_gains(p->table)->count = 0;   /* one from a roll's step */
        int n = game_legal(hand_game(p), test_sheets(), legal);
        assert_true(n > 0);
        /* The last legal decision: after a take, a sheet action rather than a die. */
        assert_true(table_apply(p->table, legal[n - 1], p->now));
        if (table_test_gains(p->table)->count > 0) return;
    }
    fail_msg("no decision earned anything");
}

/* The gains shown are the match's GAIN events of the decision, amount for amount. */
static void gains_are_the_events(const Hand *p)
{
    int events = 0;
    for (uint64_t s = table_test_seen(p->table); s-- > 0;) {
        const MatchEvent *e = match_event_at(table_test_match(p->table), s);
        if (!e || e->kind == MATCH_EV_ACTION) break;
        if (e->kind != MATCH_EV_GAIN) continue;
        bool found = false;
        for (int i = 0; i < table_test_gains(p->table)->count; i++) {
            const TableGain *g = &table_test_gains(p->table)->gain[i];
            found |= g->seat == e->seat && g->kind == e->gain && g->amount == e->amount &&
                     (g->kind != GAIN_GOOD || g->good == e->good);
        }
        assert_true(found);
        events++;
    }
    assert_int_equal(events, table_test_gains(p->table)->count);
}

/* The first gain of the people's first decision that earns something (play_until_a_gain),
 * its gains checked against the match's events; the clock stands at that moment. */
static const TableGain *first_gain(Hand *p, int anim_percent)
{
    play_until_a_gain(p, anim_percent);
    gains_are_the_events(p);
    return &table_test_gains(p->table)->gain[0];
}

static void test_a_gain_flies_to_where_it_lands_for_a_second(void **unused)
{
    (void)unused;
    Hand *p = &play;
    const TableGain *g = first_gain(p, 100);
    uint32_t t0 = p->now;
    assert_int_equal(g->at, t0);
    assert_true(table_busy(p->table, t0 + TABLE_GAIN_MS - 1));
    assert_true(table_motion_end(p->table) >= t0 + TABLE_GAIN_MS);
    assert_int_equal(table_gains_end(p->table, t0 + TABLE_GAIN_MS), 0);
    /* It lands in its place: the track's cell, the market's circle, the karma box. */
    SDL_Rect place;
    SDL_Point landed = table_gain_at(p->table, g, t0 + TABLE_GAIN_MS / 2, &place);
    assert_true(place.w > 0 && place.h > 0);
    assert_int_equal(landed.x, place.x + place.w / 2);
    assert_true(landed.y <= place.y + place.h / 2 && landed.y >= place.y + place.h / 2 - table_test_layout(p->table)->unit);
    if (g->seat == table_big_seat(p->table)) assert_true(SDL_HasIntersection(&place, &table_test_layout(p->table)->sheet));
    /* At first it is elsewhere: where the decision marked, or under its place. */
    SDL_Point first = table_gain_at(p->table, g, t0, NULL);
    assert_true(first.x != landed.x || first.y != landed.y);
    /* Drawn: its pill's dark ground at its place half-way through. */
    p->now = t0 + TABLE_GAIN_MS / 2;
    hand_draw(p);
    canvas_save(p->canvas.surface, "table-gain.png");
    assert_table_picture(p->canvas.surface, p->table, "table-gain.png");
    SDL_Point at = table_gain_at(p->table, g, p->now, NULL);
    int dark = 0;
    for (int dy = -2; dy <= 2; dy++)
        for (int dx = -2; dx <= 2; dx++) {
            SDL_Color c = canvas_pixel(p->canvas.surface, at.x + dx * 6, at.y + 10 + dy);
            dark += c.r < 70 && c.g < 70 && c.b < 70;
        }
    assert_true(dark >= 5);
    hand_close(p);
}

/* Animations off: the same gains, at their place from the first moment to the last. */
static void test_without_animations_a_gain_stands_still(void **unused)
{
    (void)unused;
    Hand *p = &play;
    const TableGain *g = first_gain(p, 0);
    uint32_t t0 = p->now;
    SDL_Rect place;
    SDL_Point a = table_gain_at(p->table, g, t0, &place);
    SDL_Point b = table_gain_at(p->table, g, t0 + TABLE_GAIN_MS - 1, NULL);
    assert_int_equal(a.x, place.x + place.w / 2);
    assert_int_equal(a.y, place.y + place.h / 2);
    assert_int_equal(a.x, b.x);
    assert_int_equal(a.y, b.y);
    assert_true(table_busy(p->table, t0 + TABLE_GAIN_MS - 1));
    assert_false(table_gains_end(p->table, t0 + TABLE_GAIN_MS));
    hand_close(p);
}

/* A roll's events wait while its dice fly and are taken the moment they land: the roll's
 * line joins the log then, not before. The engine takes no step of its own after a roll
 * (every step follows a decision), so a roll's events are the roll alone and no gain can
 * come with it: checked over whole games, karma spent whenever it may be. */
static struct {
    int rolls, landed, log_at_hold;
    bool holding;
} rolls_seen;

static void watch_rolls(Hand *p)
{
    TableScene *t = p->table;
    if (table_test_held(t).count > 0) {
        for (int i = 0; i < table_test_held(t).count; i++) assert_int_equal(table_test_held(t).event[i].kind, MATCH_EV_ROLL);
        if (!rolls_seen.holding) rolls_seen.rolls++, rolls_seen.log_at_hold = (int)table_test_log(t)->serial;
        rolls_seen.holding = true;
        assert_int_equal(table_test_log(t)->serial, rolls_seen.log_at_hold);   /* not told while flying */
        return;
    }
    if (!rolls_seen.holding) return;
    rolls_seen.holding = false;
    rolls_seen.landed++;
    assert_false(dice_view_animating(table_test_dice(t), p->now));
    assert_int_equal(table_test_log(t)->serial, rolls_seen.log_at_hold + 1);
}

static void test_a_rolls_events_are_taken_when_its_dice_land(void **unused)
{
    (void)unused;
    Hand *p = &play;
    memset(&rolls_seen, 0, sizeof rolls_seen);
    static Action legal[GAME_MAX_LEGAL];
    for (uint64_t seed = 1; seed <= 3; seed++) {
        hand_open_people(p, 2, seed, seed, WIN_W, WIN_H);
        table_set_feel(p->table, 100, 0, NULL);
        p->after_tick = watch_rolls;
        hand_first_decision(p);
        while (table_test_outcome(p->table) == TABLE_PLAYING) {
            hand_settle(p);
            if (table_test_outcome(p->table) != TABLE_PLAYING) break;
            int n = game_legal(hand_game(p), test_sheets(), legal), pick = n - 1;
            assert_true(n > 0);
            for (int i = 0; i < n; i++)
                if (legal[i].kind == ACT_KARMA || legal[i].kind == ACT_REROLL) pick = i;
            assert_true(table_apply(p->table, legal[pick], p->now));
        }
        hand_close(p);
    }
    assert_true(rolls_seen.rolls > 40);
    assert_int_equal(rolls_seen.landed, rolls_seen.rolls);
}

/* A gain on a seat's card (its sheet not the large one) is never drawn over a name: not
 * the card's own, not another card's, not the race strip's; at every moment of its second,
 * for every kind, with 2 to 5 players at three window sizes. */
static void test_a_gain_on_a_card_never_covers_a_name(void **unused)
{
    (void)unused;
    static const int sizes[3][2] = {{1024, 640}, {1280, 800}, {1920, 1080}};
    Hand *p = &play;
    int checked = 0;
    for (int players = 2; players <= 5; players++)
        for (int z = 0; z < 3; z++) {
            hand_open_people(p, players, 11, 11, sizes[z][0], sizes[z][1]);
            hand_first_decision(p);
            TableScene *t = p->table;
            uint32_t t0 = p->now;
            for (int s = 0; s < players; s++) {
                if (s == table_big_seat(t)) continue;
                for (int kind = GAIN_FAME; kind <= GAIN_GOOD; kind++) {
                    TableGain g = {(int8_t)s, (uint8_t)kind, 1, -2, t0, {SPOT_NONE, 0, 0}};
                    for (uint32_t at = t0; at < t0 + TABLE_GAIN_MS; at += 25) {
                        int px;
                        SDL_Rect pill = table_gain_pill(t, &g, at, &px);
                        assert_true(pill.x >= 0 && pill.x + pill.w <= sizes[z][0]);
                        for (int c = 0; c < players; c++) {
                            SDL_Rect name = table_seat_name_band(t, c);
                            if (SDL_HasIntersection(&pill, &name))
                                fail_msg("%d players at %dx%d: seat %d's gain (kind %d) covers seat %d's name", players,
                                         sizes[z][0], sizes[z][1], s, kind, c);
                        }
                        assert_false(SDL_HasIntersection(&pill, &table_test_layout(t)->race));
                        checked++;
                    }
                }
            }
            if (players == 3 && z == 1) {
                /* The picture: a gain on each other card, half-way through its second. */
                table_test_gains(t)->count = 0;
                for (int s = 0; s < players; s++)
                    if (s != table_big_seat(t))
                        table_test_gains(t)->gain[table_test_gains(t)->count++] = (TableGain){(int8_t)s, GAIN_GOOD, 2, 1, t0, {SPOT_NONE, 0, 0}};
                p->now = t0 + TABLE_GAIN_MS / 2;
                hand_draw(p);
                canvas_save(p->canvas.surface, "table-gain-card.png");
                assert_table_picture(p->canvas.surface, p->table, "table-gain-card.png");
            }
            hand_close(p);
        }
    printf("%d pills checked\n", checked);
}

TEST_MAIN(
    cmocka_unit_test(test_a_gain_on_a_card_never_covers_a_name),
    cmocka_unit_test(test_a_gain_flies_to_where_it_lands_for_a_second),
    cmocka_unit_test(test_without_animations_a_gain_stands_still),
    cmocka_unit_test(test_a_rolls_events_are_taken_when_its_dice_land)
)
