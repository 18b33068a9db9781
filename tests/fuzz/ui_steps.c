/* ui_steps.c — see ui_steps.h: the gestures, each made of the events the window would send. */
#include "app_frame.h"
#include "lesson_test.h"
#include "table.h"
#include "table_steps.h"
#include "table_test.h"
#include "ui_steps.h"

#include <stdlib.h>
#include <string.h>

#include "screen_focus.h"
#include "ui_scenes.h"

enum { STEP_CLICK, STEP_CLICK_AT, STEP_RIGHT_CLICK, STEP_DRAG, STEP_KEY, STEP_TEXT, STEP_WHEEL, STEP_MOVE,
       STEP_RESIZE, STEP_TIME, STEP_DRAW, STEP_SCENE, STEP_KINDS };

#define TEXT_MAX_BYTES 8

int ui_targets(SDL_Rect *out, int cap)
{
    App *a = ui_app();
    int n = 0;
    bool table = (a->scene == SCENE_TABLE || a->scene == SCENE_LESSON) && !app_covered(a);
    if (table) {
        table_focus_build(a->table, ui_now());
        const FocusRing *f = &table_test_focus(a->table)->ring;
        for (int i = 0; i < f->count && n < cap; i++) out[n++] = f->item[i].rect;
        if (a->scene == SCENE_LESSON) {
            CoachLayout l;
            coach_layout(lesson_test_coach(a->lesson.scene), &l);
            SDL_Rect coach[] = {l.next, l.restart, l.leave};
            for (int i = 0; i < 3 && n < cap; i++)
                if (coach[i].w > 0 && coach[i].h > 0) out[n++] = coach[i];
        }
        return n;
    }
    static FocusRing ring;   /* 160 items: too large for the stack of a deep call */
    screen_focus_list(a, &ring);
    for (int i = 0; i < ring.count && n < cap; i++) out[n++] = ring.item[i].rect;
    return n;
}

static SDL_Point middle(SDL_Rect r) { return (SDL_Point){r.x + r.w / 2, r.y + r.h / 2}; }

static void motion(SDL_Point p)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_MOUSEMOTION;
    e.motion.x = p.x;
    e.motion.y = p.y;
    ui_event(&e);
}

static void button(Uint32 type, Uint8 which, SDL_Point p)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = type;
    e.button.button = which;
    e.button.state = type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED;
    e.button.clicks = 1;
    e.button.x = p.x;
    e.button.y = p.y;
    ui_event(&e);
}

void ui_click(SDL_Point p, Uint8 which)
{
    motion(p);
    button(SDL_MOUSEBUTTONDOWN, which, p);
    button(SDL_MOUSEBUTTONUP, which, p);
}

/* The point the byte names on a 16×16 grid over the window (cells' middles). */
static SDL_Point grid_point(uint8_t b)
{
    const App *a = ui_app();
    return (SDL_Point){((b & 15) * 2 + 1) * a->win.w / 32, ((b >> 4) * 2 + 1) * a->win.h / 32};
}

/* The n-th target's middle; false when nothing can be clicked. */
static bool target_point(uint8_t n, SDL_Point *p)
{
    SDL_Rect r[UI_TARGETS_MAX];
    int count = ui_targets(r, UI_TARGETS_MAX);
    if (count == 0) return false;
    *p = middle(r[n % count]);
    return true;
}

/* Presses at pts[0], moves along the polyline in steps of about 7 pixels, lets go at the end. */
static void drag(const SDL_Point *pts, int n)
{
    motion(pts[0]);
    button(SDL_MOUSEBUTTONDOWN, SDL_BUTTON_LEFT, pts[0]);
    for (int i = 1; i < n; i++) {
        int dx = pts[i].x - pts[i - 1].x, dy = pts[i].y - pts[i - 1].y;
        int len = abs(dx) > abs(dy) ? abs(dx) : abs(dy), steps = len / 7 + 1;
        for (int s = 1; s <= steps; s++)
            motion((SDL_Point){pts[i - 1].x + dx * s / steps, pts[i - 1].y + dy * s / steps});
    }
    button(SDL_MOUSEBUTTONUP, SDL_BUTTON_LEFT, pts[n - 1]);
}

/* The legal roads of two edges that join a built road of the seat to act, as the path a
 * player drags for each; returns how many. */
static int road_paths(SDL_Point paths[][3], int cap)
{
    App *a = ui_app();
    const Game *g = &table_test_session(a->table)->game;
    static Action legal[GAME_MAX_LEGAL];
    int count = game_actor(g) >= 0 ? game_legal(g, &a->sheets, legal) : 0, n = 0;
    const SheetLayout *big = table_test_big(a->table);
    const Player *pl = &g->player[g->to_act];
    for (int i = 0; i < count && n < cap; i++) {
        if (legal[i].kind != ACT_ROAD) continue;
        int field = legal[i].arg[0], mask = legal[i].arg[1], in = -1, out = -1;
        for (int e = 0; e < EDGE_COUNT; e++) {
            if (!(mask & (1 << e))) continue;
            int next = field_neighbour(field, e);
            if (in < 0 && next >= 0 && (pl->road[next] & (1 << ((e + 2) % EDGE_COUNT)))) in = e;
            else out = e;
        }
        if (in < 0 || out < 0) continue;
        SDL_Point c = sheet_field_centre(big, field), edge = sheet_edge_point(big, field, out);
        paths[n][0] = sheet_field_centre(big, field_neighbour(field, in));
        paths[n][1] = c;
        paths[n][2] = (SDL_Point){c.x + (edge.x - c.x) * 14 / 10, c.y + (edge.y - c.y) * 14 / 10};
        n++;
    }
    return n;
}

static void drag_step(UiBytes *in)
{
    uint8_t which = ui_byte(in);
    const App *a = ui_app();
    static SDL_Point paths[GAME_MAX_LEGAL][3];
    int n = a->scene == SCENE_TABLE ? road_paths(paths, GAME_MAX_LEGAL) : 0;
    if (n > 0) {
        drag(paths[which % n], 3);
        return;
    }
    SDL_Point ends[2];
    if (target_point(which, &ends[0]) && target_point(ui_byte(in), &ends[1])) drag(ends, 2);
}

static void key_step(uint8_t b)
{
    static const struct {
        SDL_Keycode sym;
        Uint16 mod;
    } keys[] = {
        {SDLK_TAB, 0}, {SDLK_TAB, KMOD_LSHIFT}, {SDLK_RETURN, 0}, {SDLK_ESCAPE, 0}, {SDLK_LEFT, 0},
        {SDLK_RIGHT, 0}, {SDLK_UP, 0}, {SDLK_DOWN, 0}, {SDLK_z, KMOD_LCTRL}, {SDLK_F1, 0}, {SDLK_SPACE, 0},
        {SDLK_BACKSPACE, 0}, {SDLK_1, 0}, {SDLK_2, 0}, {SDLK_3, 0}, {SDLK_HOME, 0}, {SDLK_END, 0},
        {SDLK_PAGEUP, 0}, {SDLK_PAGEDOWN, 0}, {SDLK_UP, KMOD_LCTRL}, {SDLK_DOWN, KMOD_LCTRL}, {SDLK_F11, 0},
        {SDLK_h, 0}, {SDLK_KP_ENTER, 0},
    };
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_KEYDOWN;
    e.key.state = SDL_PRESSED;
    e.key.keysym.sym = keys[b % (sizeof keys / sizeof keys[0])].sym;
    e.key.keysym.scancode = SDL_GetScancodeFromKey(e.key.keysym.sym);
    e.key.keysym.mod = keys[b % (sizeof keys / sizeof keys[0])].mod;
    ui_event(&e);
    e.type = SDL_KEYUP;
    e.key.state = SDL_RELEASED;
    ui_event(&e);
}

/* Up to TEXT_MAX_BYTES bytes of the input typed at once, as an input method sends them. */
static void text_step(UiBytes *in)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_TEXTINPUT;
    size_t n = ui_byte(in) % (TEXT_MAX_BYTES + 1);
    for (size_t i = 0; i < n; i++) e.text.text[i] = (char)ui_byte(in);
    ui_event(&e);
}

static void wheel_step(UiBytes *in)
{
    motion(grid_point(ui_byte(in)));
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_MOUSEWHEEL;
    e.wheel.y = (int8_t)ui_byte(in) % 6;
    e.wheel.direction = SDL_MOUSEWHEEL_NORMAL;
    ui_event(&e);
}

/* 1 ms to about a minute, in frames of at most FRAME_MS, the program doing what it does by
 * itself after each (a roll lands, a bot moves, the next one thinks), as the main loop lets
 * it; past FRAMES_MAX frames the rest passes at once. */
#define FRAME_MS 250
#define FRAMES_MAX 48

static void time_step(uint8_t b)
{
    uint32_t left = ((uint32_t)b + 1) * ((uint32_t)b + 1);
    for (int frame = 0; left > 0; frame++) {
        uint32_t ms = left > FRAME_MS && frame < FRAMES_MAX ? FRAME_MS : left;
        ui_pass(ms);
        left -= ms;
        ui_settle();
    }
}

/* A frame, drawn when the program's loop would draw one (app_wants_draw: something changed
 * since the last frame, or moves): a frame of what is already on screen draws the same
 * again, so drawing it once more would find nothing and cost a whole frame. */
static void draw_step(void)
{
    App *a = ui_app();
    if (app_wants_draw(a, a->frame.last_draw, ui_now())) app_draw(a, ui_now());
}

void ui_step(UiBytes *in)
{
    SDL_Point p;
    uint8_t b;
    switch (ui_byte(in) % STEP_KINDS) {
    case STEP_CLICK: if (target_point(ui_byte(in), &p)) ui_click(p, SDL_BUTTON_LEFT); break;
    case STEP_CLICK_AT: ui_click(grid_point(ui_byte(in)), SDL_BUTTON_LEFT); break;
    case STEP_RIGHT_CLICK: if (target_point(ui_byte(in), &p)) ui_click(p, SDL_BUTTON_RIGHT); break;
    case STEP_DRAG: drag_step(in); break;
    case STEP_KEY: key_step(ui_byte(in)); break;
    case STEP_TEXT: text_step(in); break;
    case STEP_WHEEL: wheel_step(in); break;
    case STEP_MOVE: motion(grid_point(ui_byte(in))); break;
    case STEP_RESIZE:
        b = ui_byte(in);
        ui_resize(320 + b * (2560 - 320) / 255, 200 + ui_byte(in) * (1600 - 200) / 255);
        break;
    case STEP_TIME: time_step(ui_byte(in)); break;
    case STEP_DRAW: draw_step(); break;
    case STEP_SCENE: ui_scene(in); break;
    }
}
