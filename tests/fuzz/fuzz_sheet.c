/* fuzz_sheet.c — the sheet parser (sheet.h, docs/sheet-format.md): any text as a sheet side.
 *
 * What must hold for every input: a text that does not parse says where and why; a sheet
 * that parses is one the engine can play: a game on it starts, every action game_legal
 * lists is applied without refusal, a seat to act always has a legal action and a due roll
 * can be rolled. The game is played (first legal action each time, a seed from the input's
 * length) for at most PLAY_STEPS steps, so an input stays fast. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "game.h"

#define TEXT_MAX 16384
#define PLAY_STEPS 400

FUZZ_NOTHING_TO_LOAD

/* One step: a roll when chance acts, else the legal action picked by step. False at the end. */
static bool play_step(Game *g, const Sheets *sheets, Action *legal, int step)
{
    int actor = game_actor(g);
    if (actor == GAME_NOBODY) return false;
    if (actor == GAME_CHANCE) {
        fuzz_check(game_roll_random(g, sheets, NULL));
        return true;
    }
    int n = game_legal(g, sheets, legal);
    fuzz_check(n > 0 && n <= GAME_MAX_LEGAL);
    Refusal why;
    const Action *a = &legal[(step * 7) % n];
    if (!game_apply(g, sheets, a, &why)) {
        char text[256];
        action_format(a, text, sizeof text);
        fprintf(stderr, "legal action %s refused: %s %s\n", text, why.clause, why.message);
        fuzz_check(!"a legal action applies");
    }
    return true;
}

static void play(const Sheets *sheets, int players, uint64_t seed)
{
    Setup setup = {.players = (uint8_t)players, .sheet = 0, .first = 0, .seed = seed};
    Game g;
    Refusal why;
    if (!game_start(&g, sheets, &setup, &why)) {
        fprintf(stderr, "game refused on a parsed sheet: %s %s\n", why.clause, why.message);
        fuzz_check(!"a parsed sheet starts a game");
    }
    static Action legal[GAME_MAX_LEGAL];
    for (int step = 0; step < PLAY_STEPS && play_step(&g, sheets, legal, step); step++)
        ;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size, TEXT_MAX);
    if (!text) return 0;
    static Sheets sheets;   /* a Sheets is large; one per process, refilled per input */
    memset(&sheets, 0, sizeof sheets);
    char err[512] = "";
    if (sheet_parse(text, "fuzz.sheet", &sheets.sheet[0], err, sizeof err)) {
        sheets.count = 1;
        play(&sheets, 2 + (int)(size % 4), size);
    } else {
        fuzz_check(strncmp(err, "fuzz.sheet:", 11) == 0);
    }
    free(text);
    return 0;
}
