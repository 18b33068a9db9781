/* test_table_scale.c — the table at 100, 150 and 200 % UI scale (type_scale.h's zoom) with 2
 * to 5 players in 1024×640, 1280×800 and 1920×1080: grown text never makes what a player
 * clicks smaller. The centre's dice and the large sheet (every field, track box and market
 * place on it scales with it) are at least as large as at 100 % in the same window (the
 * dice 64 px or more at 1280×800); the race strip, the seat cards, the thumbnails and the
 * log give way instead, and every region stays in the window, apart from the others, with
 * the log keeping its heading and a row. */
#include <stdio.h>
#include <string.h>

#include "dice_view.h"
#include "layout_check.h"
#include "support.h"
#include "table_layout.h"
#include "type_scale.h"

typedef struct {
    int w, h;
} Size;

static const Size SIZES[] = {{1024, 640}, {1280, 800}, {1920, 1080}};
static const int ZOOMS[] = {100, 150, 200};

static int dice_px(const TableLayout *l)
{
    DiceView v;
    memset(&v, 0, sizeof v);
    dice_view_layout(&v, l->tray_dice, l->depot, l->players);
    return v.size;
}

/* The other things clicked (the playing buttons, Hint, the choice chips' row, the pending
 * chips) are no smaller than at 100 %; every region lies in the window apart from the
 * others; the log keeps its heading and at least one row of body text. */
static void others_hold(const TableLayout *l, const TableLayout *plain, int zoom)
{
    char where[64];
    snprintf(where, sizeof where, "%dx%d, %d players at %d %%", l->w, l->h, l->players, zoom);
    for (int b = 0; b < BUTTON_COUNT; b++)
        if (l->button[b].w < plain->button[b].w || l->button[b].h < plain->button[b].h)
            fail_msg("%s: button %d is %dx%d, %dx%d at 100 %%", where, b, l->button[b].w, l->button[b].h,
                     plain->button[b].w, plain->button[b].h);
    if (l->choices.h < plain->choices.h) fail_msg("%s: the chips' row is %d px, %d at 100 %%", where, l->choices.h, plain->choices.h);
    SDL_Rect chip = table_pending_rect(l, 0), chip100 = table_pending_rect(plain, 0);
    if (chip.w < chip100.w || chip.h < chip100.h)
        fail_msg("%s: a pending chip is %dx%d, %dx%d at 100 %%", where, chip.w, chip.h, chip100.w, chip100.h);
    NamedRect part[40] = {{"prompt", l->prompt}, {"choices", l->choices}, {"sheet", l->sheet}, {"race", l->race},
                          {"tray", l->tray},     {"log head", l->log_head}, {"log", l->log}};
    int n = 7;
    for (int b = 0; b < BUTTON_COUNT; b++) part[n++] = (NamedRect){"button", l->button[b]};
    for (int s = 0; s < l->players; s++) part[n++] = (NamedRect){"seat", l->seat[s]};
    for (int t = 0; t < l->thumbs; t++) part[n++] = (NamedRect){"thumbnail", l->thumb[t]};
    for (int p = 0; p < table_pending_room(l); p++) part[n++] = (NamedRect){"pending chip", table_pending_rect(l, p)};
    assert_rects_apart(where, (SDL_Rect){0, 0, l->w, l->h}, part, n);
    int row = type_px_zoomed(zoom, l->unit, TYPE_BODY) * 5 / 4;
    if (l->log.h < row + l->unit) fail_msg("%s: the log is %d px, a row needs %d", where, l->log.h, row + l->unit);
}

static void test_grown_text_never_shrinks_the_dice_or_the_sheet(void **state)
{
    (void)state;
    for (int i = 0; i < 3; i++)
        for (int players = 2; players <= 5; players++) {
            TableLayout plain;
            table_layout(&plain, SIZES[i].w, SIZES[i].h, 100, players);
            for (int z = 0; z < 3; z++) {
                TableLayout l;
                table_layout(&l, SIZES[i].w, SIZES[i].h, ZOOMS[z], players);
                int dice = dice_px(&l), dice100 = dice_px(&plain);
                if (dice < dice100)
                    fail_msg("%dx%d, %d players at %d %%: dice of %d px, %d at 100 %%", SIZES[i].w, SIZES[i].h, players,
                             ZOOMS[z], dice, dice100);
                if (l.sheet.w < plain.sheet.w || l.sheet.h < plain.sheet.h)
                    fail_msg("%dx%d, %d players at %d %%: the sheet is %dx%d, %dx%d at 100 %%", SIZES[i].w, SIZES[i].h,
                             players, ZOOMS[z], l.sheet.w, l.sheet.h, plain.sheet.w, plain.sheet.h);
                if (SIZES[i].w == 1280 && dice < 64) fail_msg("1280x800, %d players at %d %%: dice of %d px", players, ZOOMS[z], dice);
                others_hold(&l, &plain, ZOOMS[z]);
            }
        }
}

TEST_MAIN(
    cmocka_unit_test(test_grown_text_never_shrinks_the_dice_or_the_sheet)
)
