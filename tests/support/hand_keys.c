/* hand_keys.c — the table played by keys alone (hand_keys.h): the strategy of
 * test_table_keys.c, shared with the end-to-end test that sends the same keys to the real
 * program. */
#include "hand_keys.h"

#include "support.h"

#include <stdio.h>

#include "input_map.h"
#include "table_focus.h"
#include "table_frame.h"

void keys_press(Hand *p, SDL_Keycode k)
{
    if (p->press) p->press(p, k);
    else hand_key(p, k, KMOD_NONE);
}

const FocusItem *keys_focused(const Hand *p)
{
    const FocusRing *f = &table_test_focus(p->table)->ring;
    return f->shown ? focus_current(f) : NULL;
}

void keys_focus_on(Hand *p, int group, int id)
{
    for (int i = 0; i <= FOCUS_MAX + 1; i++) {
        const FocusItem *it = keys_focused(p);
        if (it && it->group == group && it->id == id) return;
        keys_press(p, SDLK_TAB);
        p->tabs++;
    }
    fail_msg("the focus never reached group %d id %d", group, id);
}

void keys_choose(Hand *p, int group, int id)
{
    keys_focus_on(p, group, id);
    keys_press(p, hand_chance(p, 70) ? SDLK_RETURN : SDLK_SPACE);
}

int keys_spot_id(Spot s) { return s.kind << 16 | s.a << 8 | s.b; }

SDL_Keycode keys_arrow_of(int edge)
{
    static const SDL_Keycode k[EDGE_COUNT] = {SDLK_UP, SDLK_RIGHT, SDLK_DOWN, SDLK_LEFT};
    return k[edge];
}

/* Like the mouse's settle (table_hand.c), but End turn is chosen in the ring and the
 * hand-over card is taken with Enter. */
void keys_settle(Hand *p)
{
    for (int guard = 0; guard < 2000; guard++) {
        hand_tick(p);
        /* The program draws a frame every 16 ms while dice fly, and each frame rebuilds the
         * ring (table_focus_draw): empty while they fly, so the focus is lost then and
         * comes back on the first item once they land. So here too. */
        table_focus_build(p->table, p->now);
        if (table_test_outcome(p->table) != TABLE_PLAYING) return;
        if (hand_wait_busy(p)) continue;
        if (table_waiting_end_turn(p->table)) {
            /* The finished turn: End turn, the first thing in the ring. */
            keys_choose(p, TF_BUTTON, BUTTON_CONFIRM);
            assert_false(table_waiting_end_turn(p->table));
            p->turn_ends++;
            if (p->after_handover) p->after_handover(p->ctx);
            continue;
        }
        if (table_handover_due(p->table)) {
            keys_press(p, SDLK_RETURN);
            assert_false(table_handover_due(p->table));
            p->handovers++;
            if (p->after_handover) p->after_handover(p->ctx);
            continue;
        }
        if (game_actor(hand_game(p)) == GAME_CHANCE || hand_game(p)->waiting == WAIT_OVER) {
            p->now += 50;
            continue;
        }
        if (p->draw_every && ++p->settles % p->draw_every == 0) hand_draw(p);
        return;
    }
    fail_msg("the table never settled");
}

static void road_by_keys(Hand *p, int field, int mask)
{
    int e[EDGE_COUNT], n = hand_edges_of(mask, e);
    if (n == 2) {
        /* The focused field, then the side the road comes in by and the side it leaves by. */
        int first = hand_chance(p, 50) ? 0 : 1;
        keys_choose(p, TF_SPOT, keys_spot_id((Spot){SPOT_FIELD, (uint8_t)field, 0}));
        assert_true(table_test_focus(p->table)->road);
        keys_press(p, keys_arrow_of(e[first]));
        keys_press(p, keys_arrow_of(e[1 - first]));
        assert_true(table_test_preview(p->table)->has);
        assert_true(table_test_preview(p->table)->legal);
        keys_press(p, SDLK_RETURN);
        p->arrow_roads++;
        return;
    }
    for (int i = 0; i < n; i++) keys_choose(p, TF_SPOT, keys_spot_id((Spot){SPOT_EDGE, (uint8_t)field, (uint8_t)e[i]}));
    assert_int_equal(table_test_road(p->table)->mask, mask);
    keys_choose(p, TF_BUTTON, BUTTON_CONFIRM);
    p->edge_roads++;
}

static void half_by_keys(Hand *p, int field, int edge)
{
    if (hand_chance(p, 50)) {
        keys_choose(p, TF_SPOT, keys_spot_id((Spot){SPOT_FIELD, (uint8_t)field, 0}));
        assert_true(table_test_focus(p->table)->road);
        keys_press(p, keys_arrow_of(edge));
        keys_press(p, SDLK_RETURN);
        p->key_halves++;
    } else {
        keys_choose(p, TF_SPOT, keys_spot_id((Spot){SPOT_EDGE, (uint8_t)field, (uint8_t)edge}));
    }
}

static void sell_by_keys(Hand *p, const Action *a)
{
    const Player *pl = &hand_game(p)->player[hand_game(p)->to_act];
    for (int good = 0; good < GOOD_COUNT; good++)
        if (a->arg[good])
            keys_choose(p, TF_SPOT, keys_spot_id((Spot){SPOT_SLOT, (uint8_t)good,
                                                        (uint8_t)(pl->goods_crossed[good] + a->arg[good] - 1)}));
    assert_memory_equal(table_test_sale(p->table)->n, a->arg, GOOD_COUNT);
    keys_choose(p, TF_BUTTON, BUTTON_CONFIRM);
}

/* A decision offered as a chip and (maybe) on the sheet: either, by keys. */
static void chip_or_spot(Hand *p, const Action *a)
{
    Spot s;
    Action means;
    bool on_sheet = input_action_spot(hand_game(p), test_sheets(), a, &s) &&
                    input_spot_action(hand_game(p), test_sheets(), table_test_legal(p->table), s, &means) &&
                    action_equal(&means, a);
    int chip = hand_chip_of(p, a);
    if (on_sheet && (chip < 0 || hand_chance(p, 50))) {
        keys_choose(p, TF_SPOT, keys_spot_id(s));
        p->spot_keys++;
    } else {
        assert_true(chip >= 0);
        keys_choose(p, TF_CHOICE, chip);
        p->chip_keys++;
    }
}

void keys_perform(Hand *p, const Action *a)
{
    switch (a->kind) {
    case ACT_TAKE: case ACT_KEEP: keys_choose(p, TF_DIE, a->arg[0]); break;
    case ACT_KARMA:
        keys_choose(p, TF_BUTTON, BUTTON_KARMA);
        assert_true(table_test_pointer(p->table).karma_armed);
        keys_choose(p, TF_DIE, a->arg[0]);
        break;
    case ACT_REROLL: keys_choose(p, TF_BUTTON, BUTTON_KARMA); break;
    case ACT_ROAD: road_by_keys(p, a->arg[0], a->arg[1]); break;
    case ACT_HALF: half_by_keys(p, a->arg[0], a->arg[1]); break;
    case ACT_SELL: sell_by_keys(p, a); break;
    case ACT_GOODS_DIE:
        if (hand_chance(p, 50)) keys_choose(p, TF_DIE, a->arg[0]);
        else chip_or_spot(p, a);
        break;
    case ACT_BONUS: keys_choose(p, TF_PENDING, a->arg[0]); break;
    default: chip_or_spot(p, a); break;
    }
}
