/* session_table.c — see session_table.h. */
#include "session_table.h"

#include <stdlib.h>

#include "bot.h"
#include "support.h"
#include "language.h"
#include "table_frame.h"

void session_table_open(SessionTable *t)
{
    session_table_open_in(t, test_lang());
}

void session_table_open_in(SessionTable *t, const Lang *lang)
{
    canvas_open(&t->canvas, 1280, 800);
    session_init(&t->session, test_sheets());
    Setup setup = {2, (uint8_t)test_side("sun"), 0, 5};
    Refusal why;
    if (!session_new(&t->session, &setup, &why)) fail_msg("session_new: %s %s", why.clause, why.message);
    t->table = table_scene_new(lang);
    if (!t->table) fail_msg("table_scene_new: no memory");
}

void session_table_show(SessionTable *t)
{
    Seats seats = {.players = 2, .name = {"Asha", "Bilal"}, .colour = {0, 1}, .bot = {0, 1 + BOT_EASY}};
    table_init(t->table, &t->session, test_sheets(), t->canvas.art, &seats, 1000);
    table_resize(t->table, 1280, 800);
    table_draw(t->table, t->canvas.r, 5000);
}

void session_table_close(SessionTable *t)
{
    table_scene_free(t->table);
    t->table = NULL;
    session_free(&t->session);
    canvas_close(&t->canvas);
}

void session_table_act(SessionTable *t, const char *text)
{
    Action a;
    const char *bad;
    Refusal why;
    if (!action_parse(text, &a, &bad)) fail_msg("%s: %s", text, bad);
    if (!session_apply(&t->session, &a, &why)) fail_msg("%s refused: %s %s", text, why.clause, why.message);
}

int session_table_pixels_like(const SessionTable *t, SDL_Rect a, SDL_Color c)
{
    int n = 0;
    for (int y = a.y; y < a.y + a.h; y++)
        for (int x = a.x; x < a.x + a.w; x++) {
            SDL_Color p = canvas_pixel(t->canvas.surface, x, y);
            n += abs(p.r - c.r) < 24 && abs(p.g - c.g) < 24 && abs(p.b - c.b) < 24;
        }
    return n;
}
