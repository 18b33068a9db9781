/* test_scene_e2e.c — the real program, played by mouse from outside. Xvfb gives it a
 * 1280×800 screen; `rajas --seed` is started with a scratch user data folder and xdotool
 * moves the X pointer and presses its buttons, nothing else: the set-up screen is clicked
 * through (two humans, the sun side, Start), then a whole 2-player game is played to its end.
 *
 * The test keeps a shadow of the table: the program's autosave is read with session_load,
 * the same game is held in a headless TableScene (same data, same 1280×800 layout), and
 * each decision (a seeded pick among game_legal, biased like test_table_play's: roads are
 * drawn, the first one by a drag; karma is spent and dice rerolled) is turned into mouse
 * events by the scene's own layout and hit functions. Every event goes to the shadow table
 * and, as the same xdotool gesture (mousemove / mousedown / steps of mousemove / mouseup),
 * to the program. The shadow must equal game_apply on a copy after each action; the
 * program's autosave must reach the shadow's state within a few seconds. Hand-over cards
 * are clicked away and dice are let land in both. At the end the program must have saved
 * the finished game and left the table for the end screen (it removes the autosave then);
 * the screen is captured with `import -window root` into e2e-end.png and checked not to be
 * blank, and the final state is over with a full ranking. */
#define _POSIX_C_SOURCE 200809L
#include "support.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <SDL.h>
#include <SDL_image.h>

#include "setup_scene.h"
#include "table_scene.h"
#include "widgets.h"

#define WIN_W 1280
#define WIN_H 800
#define GAME_SEED 7
#define PICK_SEED 3
#define WAIT_MS 8000

/* ---- processes ---------------------------------------------------------------------------- */

static pid_t xvfb_pid, game_pid;
static char scratch[64], autosave_path[256];

static void sleep_ms(int ms)
{
    struct timespec t = {ms / 1000, (long)(ms % 1000) * 1000000L};
    while (nanosleep(&t, &t) != 0 && errno == EINTR) {
    }
}

static uint64_t clock_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (uint64_t)t.tv_sec * 1000u + (uint64_t)t.tv_nsec / 1000000u;
}

/* Starts argv[0] with stdout and stderr into log (NULL: /dev/null). */
static pid_t spawn(char *const argv[], const char *log)
{
    fflush(NULL);
    pid_t pid = fork();
    if (pid < 0) fail_msg("fork: %s", strerror(errno));
    if (pid == 0) {
        int fd = open(log ? log : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (fd >= 0) {
            dup2(fd, 1);
            dup2(fd, 2);
            close(fd);
        }
        execvp(argv[0], argv);
        _exit(127);
    }
    return pid;
}

static bool alive(pid_t pid)
{
    int status;
    return waitpid(pid, &status, WNOHANG) == 0;
}

static void stop(pid_t *pid)
{
    if (*pid <= 0) return;
    kill(*pid, SIGTERM);
    for (int i = 0; i < 100 && alive(*pid); i++) sleep_ms(20);
    if (alive(*pid)) {
        kill(*pid, SIGKILL);
        waitpid(*pid, NULL, 0);
    }
    *pid = 0;
}

/* Runs a shell command (xdotool, import); fails the test when it fails. */
static void run(const char *cmd)
{
    int status = system(cmd);
    if (status != 0) fail_msg("'%s' failed (status %d)", cmd, status);
}

static bool have(const char *tool)
{
    char cmd[128];
    snprintf(cmd, sizeof cmd, "command -v %s >/dev/null 2>&1", tool);
    return system(cmd) == 0;
}

/* A display number with no X server (no lock file), and Xvfb on it at 1280×800. */
static void start_xvfb(void)
{
    int display = -1;
    for (int n = 90 + (int)(getpid() % 200); n < 600 && display < 0; n++) {
        char lock[64];
        snprintf(lock, sizeof lock, "/tmp/.X%d-lock", n);
        if (access(lock, F_OK) != 0) display = n;
    }
    assert_true(display >= 0);
    char name[16], geometry[] = "1280x800x24";
    snprintf(name, sizeof name, ":%d", display);
    char *argv[] = {"Xvfb", name, "-screen", "0", geometry, "-nolisten", "tcp", NULL};
    xvfb_pid = spawn(argv, NULL);
    setenv("DISPLAY", name, 1);
    for (int i = 0; i < 250; i++) {
        if (!alive(xvfb_pid)) fail_msg("Xvfb %s did not start", name);
        if (system("xdotool getdisplaygeometry >/dev/null 2>&1") == 0) return;
        sleep_ms(40);
    }
    fail_msg("Xvfb %s did not answer", name);
}

static void start_game(void)
{
    const char *game = getenv("RAJAS_GAME");
    if (!game) fail_msg("RAJAS_GAME (the rajas program) is not set");
    snprintf(scratch, sizeof scratch, "/tmp/rajas-e2e-XXXXXX");
    if (!mkdtemp(scratch)) fail_msg("mkdtemp: %s", strerror(errno));
    snprintf(autosave_path, sizeof autosave_path, "%s/rajas/rajas/autosave.txt", scratch);
    setenv("XDG_DATA_HOME", scratch, 1);
    setenv("SDL_VIDEODRIVER", "x11", 1);
    char seed[16];
    snprintf(seed, sizeof seed, "%d", GAME_SEED);
    char *argv[] = {(char *)game, "--seed", seed, NULL};
    game_pid = spawn(argv, "e2e-rajas.log");
    /* The window: found by its title, put at the screen's corner at 1280×800 (without a
     * window manager SDL centres it there already). */
    run("timeout 30 xdotool search --sync --onlyvisible --name 'Rajas of the Ganges' "
        "windowmove %@ 0 0 windowsize %@ 1280 800 >/dev/null");
    sleep_ms(500);
    if (!alive(game_pid)) fail_msg("rajas exited; see e2e-rajas.log");
}

static void remove_scratch(void)
{
    if (!scratch[0]) return;
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", scratch);
    if (system(cmd) != 0) fprintf(stderr, "cannot remove %s\n", scratch);
    scratch[0] = '\0';
}

/* ---- the shadow table and the mouse ------------------------------------------------------ */

typedef struct {
    Session session;
    TableScene table;
    SDL_Surface *surface;
    SDL_Renderer *r;
    Art *art;
    uint32_t now;
    uint64_t rng;
    int w, h;
    int done[ACT_KIND_COUNT];
    int drags, edge_clicks, half_drags, half_clicks, spot_clicks, chip_clicks, right_declines;
    int handovers, rolls;
    /* the gesture being recorded for xdotool, and the shadow's game and clock before it */
    char cmd[16384];
    size_t len;
    Game cmd_before;
    uint32_t dice_ms;   /* how long the shadow's dice moved since the last gesture */
    /* what the program was last seen to have saved */
    Session seen;
    bool seen_valid;
    struct stat seen_stat;
} Play;

static Play play;

static uint32_t next_random(Play *p, uint32_t n)
{
    p->rng ^= p->rng << 13;
    p->rng ^= p->rng >> 7;
    p->rng ^= p->rng << 17;
    return (uint32_t)(p->rng % n);
}

static bool chance(Play *p, int percent) { return (int)next_random(p, 100) < percent; }

static const Game *state(const Play *p) { return &p->session.game; }

static void append(Play *p, const char *part)
{
    if (p->len == 0) {
        p->len = (size_t)snprintf(p->cmd, sizeof p->cmd, "xdotool");
        p->cmd_before = *state(p);
    }
    int n = snprintf(p->cmd + p->len, sizeof p->cmd - p->len, "%s", part);
    assert_true(n > 0 && (size_t)n < sizeof p->cmd - p->len);
    p->len += (size_t)n;
}

static void send(Play *p, SDL_Event *e)
{
    table_event(&p->table, e, p->now);
    p->now += 16;
}

static void motion(Play *p, int x, int y)
{
    char part[64];
    snprintf(part, sizeof part, " mousemove %d %d sleep 0.008", x, y);
    append(p, part);
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_MOUSEMOTION;
    e.motion.x = x;
    e.motion.y = y;
    send(p, &e);
}

static void button(Play *p, int type, int which, int x, int y)
{
    int xbutton = which == SDL_BUTTON_RIGHT ? 3 : 1;
    char part[64];
    snprintf(part, sizeof part, " %s %d sleep 0.02", type == SDL_MOUSEBUTTONDOWN ? "mousedown" : "mouseup", xbutton);
    append(p, part);
    SDL_Event e;
    SDL_zero(e);
    e.type = (Uint32)type;
    e.button.button = (Uint8)which;
    e.button.x = x;
    e.button.y = y;
    e.button.clicks = 1;
    send(p, &e);
}

static void click_with(Play *p, SDL_Point at, int which)
{
    motion(p, at.x, at.y);
    button(p, SDL_MOUSEBUTTONDOWN, which, at.x, at.y);
    button(p, SDL_MOUSEBUTTONUP, which, at.x, at.y);
}

static void click(Play *p, SDL_Point at) { click_with(p, at, SDL_BUTTON_LEFT); }

/* Presses at pts[0], moves along the polyline in steps of about 7 pixels and lets go at the
 * last point. */
static void drag_path(Play *p, const SDL_Point *pts, int n, bool hold_at_end)
{
    motion(p, pts[0].x, pts[0].y);
    button(p, SDL_MOUSEBUTTONDOWN, SDL_BUTTON_LEFT, pts[0].x, pts[0].y);
    for (int i = 1; i < n; i++) {
        int dx = pts[i].x - pts[i - 1].x, dy = pts[i].y - pts[i - 1].y;
        int len = abs(dx) > abs(dy) ? abs(dx) : abs(dy), steps = len / 7 + 1;
        for (int s = 1; s <= steps; s++)
            motion(p, pts[i - 1].x + dx * s / steps, pts[i - 1].y + dy * s / steps);
    }
    if (!hold_at_end) button(p, SDL_MOUSEBUTTONUP, SDL_BUTTON_LEFT, pts[n - 1].x, pts[n - 1].y);
}

static SDL_Point centre_of(SDL_Rect r) { return (SDL_Point){r.x + r.w / 2, r.y + r.h / 2}; }

/* ---- the program's autosave -------------------------------------------------------------- */

/* Reads the autosave again when the file changed. False when there is none. */
static bool look(Play *p)
{
    struct stat st;
    if (stat(autosave_path, &st) != 0) return false;
    if (p->seen_valid && st.st_mtim.tv_sec == p->seen_stat.st_mtim.tv_sec &&
        st.st_mtim.tv_nsec == p->seen_stat.st_mtim.tv_nsec && st.st_size == p->seen_stat.st_size &&
        st.st_ino == p->seen_stat.st_ino)
        return true;
    Session s;
    session_init(&s, test_sheets());
    char err[512];
    if (!session_load(&s, autosave_path, err, sizeof err)) {
        session_free(&s);
        return p->seen_valid;   /* caught between writes: the last reading stands */
    }
    if (p->seen_valid) session_free(&p->seen);
    p->seen = s;
    p->seen_valid = true;
    p->seen_stat = st;
    return true;
}

/* The program's game is at g now or has passed through it (only its own rolls can have
 * followed: those the shadow checks when it makes them). */
static bool reached(const Play *p, const Game *g)
{
    if (!p->seen_valid) return false;
    if (memcmp(&p->seen.game, g, sizeof *g) == 0) return true;
    for (size_t i = 0; i < p->seen.count; i++)
        if (memcmp(&p->seen.entry[i].before, g, sizeof *g) == 0) return true;
    return false;
}

static void wait_for(Play *p, const Game *g, const char *what)
{
    uint64_t until = clock_ms() + WAIT_MS;
    while (clock_ms() < until) {
        look(p);
        if (reached(p, g)) return;
        if (!alive(game_pid)) fail_msg("rajas exited (%s); see e2e-rajas.log", what);
        sleep_ms(15);
    }
    fail_msg("the program did not reach the shadow's game %s (round %d, seat %d, step %d; its record "
             "has %zu entries)", what, g->round, g->to_act, g->step.kind, p->seen_valid ? p->seen.count : 0);
}

/* Sends the recorded gesture to the program once it is where the shadow was before it and
 * its dice have had the time to land that the shadow gave them, and a margin (a click on
 * flying dice is not taken; the pen's stroke does not hold up input). */
static void flush(Play *p)
{
    if (p->len == 0) return;
    wait_for(p, &p->cmd_before, "before a gesture");
    sleep_ms((int)(p->dice_ms > 3000 ? 3000 : p->dice_ms) + 150);
    run(p->cmd);
    p->len = 0;
    p->dice_ms = 0;
}

/* ---- waiting for the table ---------------------------------------------------------------- */

static void settle(Play *p)
{
    for (int guard = 0; guard < 2000; guard++) {
        Game before = *state(p);
        table_tick(&p->table, p->now);
        if (memcmp(&before, state(p), sizeof before) != 0) {
            Game want = before;
            assert_true(game_roll_random(&want, test_sheets(), NULL));
            assert_memory_equal(&want, state(p), sizeof want);
            p->rolls++;
        }
        if (p->table.outcome != TABLE_PLAYING) return;
        if (table_busy(&p->table, p->now)) {
            if (dice_view_animating(&p->table.dice, p->now)) p->dice_ms += 50;
            p->now += 50;
            continue;
        }
        if (table_handover_due(&p->table)) {
            click(p, (SDL_Point){p->w / 2, p->h / 2});
            assert_false(table_handover_due(&p->table));
            flush(p);
            p->handovers++;
            continue;
        }
        if (game_actor(state(p)) == GAME_CHANCE) continue;
        if (state(p)->waiting == WAIT_OVER) {
            p->now += 100;
            continue;
        }
        return;
    }
    fail_msg("the table never settled");
}

/* ---- aiming at things (as test_table_play.c) ------------------------------------------------ */

/* The middle of the part of die's sprite that the scene's hit-test gives to that die (dice
 * in a depot overlap on a narrow badge). */
static SDL_Point die_point(Play *p, int die)
{
    const DieSprite *s = &p->table.dice.die[die];
    int half = (int)(s->ts / 2), sx = 0, sy = 0, n = 0;
    for (int y = (int)s->y - half; y <= (int)s->y + half; y++)
        for (int x = (int)s->x - half; x <= (int)s->x + half; x++)
            if (dice_view_hit(&p->table.dice, x, y) == die) sx += x, sy += y, n++;
    if (n < 16) fail_msg("die %d cannot be hit (%d pixels)", die, n);
    SDL_Point at = {sx / n, sy / n};
    assert_int_equal(dice_view_hit(&p->table.dice, at.x, at.y), die);
    return at;
}

static SDL_Point button_point(const Play *p, int b)
{
    SDL_Point at = centre_of(p->table.layout.button[b]);
    assert_int_equal(table_button_at(&p->table.layout, at.x, at.y), b);
    return at;
}

static SDL_Point spot_point(const Play *p, Spot s)
{
    SDL_Point at = centre_of(sheet_spot_rect(&p->table.big, s));
    Spot back = sheet_spot_at(&p->table.big, at.x, at.y);
    assert_int_equal(back.kind, s.kind);
    assert_int_equal(back.a, s.a);
    return at;
}

/* A point fraction k of the way from the field's centre to the middle of an edge (k > 1 lies
 * beyond the edge). */
static SDL_Point towards_edge(const Play *p, int field, int edge, float k)
{
    SDL_Point c = sheet_field_centre(&p->table.big, field), e = sheet_edge_point(&p->table.big, field, edge);
    return (SDL_Point){c.x + (int)((float)(e.x - c.x) * k), c.y + (int)((float)(e.y - c.y) * k)};
}

static int edges_of(int mask, int out[EDGE_COUNT])
{
    int n = 0;
    for (int e = 0; e < EDGE_COUNT; e++)
        if (mask & (1 << e)) out[n++] = e;
    return n;
}

static int opposite(int edge) { return (edge + 2) % EDGE_COUNT; }

/* A road edge that joins a built neighbour (every legal new road has one, R5.3). */
static int joined_edge(const Game *g, int field, int mask)
{
    const Player *pl = &g->player[g->to_act];
    for (int e = 0; e < EDGE_COUNT; e++) {
        if (!(mask & (1 << e))) continue;
        int n = field_neighbour(field, e);
        if (n >= 0 && (pl->road[n] & (1 << opposite(e)))) return e;
    }
    return -1;
}

/* A straight or curve by dragging: press on the joined road end (the built neighbour's
 * middle), drag into the free field, through its middle and out of the other edge. */
static void drag_road(Play *p, int field, int mask)
{
    int e[EDGE_COUNT];
    assert_int_equal(edges_of(mask, e), 2);
    int in = joined_edge(state(p), field, mask);
    assert_true(in >= 0);
    int out = e[0] == in ? e[1] : e[0];
    int from = field_neighbour(field, in);
    SDL_Point path[3] = {sheet_field_centre(&p->table.big, from), sheet_field_centre(&p->table.big, field),
                         towards_edge(p, field, out, 1.4f)};
    drag_path(p, path, 3, false);
    p->drags++;
}

/* Any road by clicking the edge bands of the free field, then Confirm (or Enter). */
static void click_road(Play *p, int field, int mask)
{
    int e[EDGE_COUNT], n = edges_of(mask, e);
    for (int i = 0; i < n; i++) click(p, towards_edge(p, field, e[i], 0.85f));
    assert_int_equal(p->table.road.field, field);
    assert_int_equal(p->table.road.mask, mask);
    click(p, button_point(p, BUTTON_CONFIRM));
    p->edge_clicks++;
}

/* A half road: drag from the built field's middle out through the edge, or click its band. */
static void half_road(Play *p, int field, int edge)
{
    if (chance(p, 70)) {
        SDL_Point path[2] = {sheet_field_centre(&p->table.big, field), towards_edge(p, field, edge, 1.3f)};
        drag_path(p, path, 2, false);
        p->half_drags++;
    } else {
        click(p, towards_edge(p, field, edge, 0.85f));
        p->half_clicks++;
    }
}

/* A sale: click the last owned slot of each kind to sell up to it, then Confirm. */
static void sell(Play *p, const Action *a)
{
    const Player *pl = &state(p)->player[state(p)->to_act];
    for (int good = 0; good < GOOD_COUNT; good++)
        if (a->arg[good]) {
            Spot s = {SPOT_SLOT, (uint8_t)good, (uint8_t)(pl->goods_crossed[good] + a->arg[good] - 1)};
            click(p, spot_point(p, s));
        }
    assert_memory_equal(p->table.sale.n, a->arg, GOOD_COUNT);
    click(p, button_point(p, BUTTON_CONFIRM));
}

static bool choice_chip(Play *p, const Action *a)
{
    for (int i = 0; i < p->table.choices; i++)
        if (action_equal(&p->table.choice[i].action, a)) {
            click(p, centre_of(table_choice_rect(&p->table.layout, i, p->table.choices)));
            p->chip_clicks++;
            return true;
        }
    return false;
}

/* A decision shown both on the sheet and as a chip: either way, half the time each. */
static void spot_or_chip(Play *p, const Action *a)
{
    Spot s;
    bool on_sheet = input_action_spot(state(p), test_sheets(), a, &s) &&
                    sheet_spot_rect(&p->table.big, s).w > 0;
    if (on_sheet) {
        Action means;
        on_sheet = input_spot_action(state(p), test_sheets(), &p->table.legal, s, &means) &&
                   action_equal(&means, a);
    }
    if (on_sheet && (chance(p, 50) || !choice_chip(p, a))) {
        click(p, spot_point(p, s));
        p->spot_clicks++;
        return;
    }
    if (!on_sheet && !choice_chip(p, a)) {
        char text[64];
        action_format(a, text, sizeof text);
        fail_msg("no way to click '%s'", text);
    }
}

static void karma(Play *p, int die)
{
    if (chance(p, 50)) {
        click(p, button_point(p, BUTTON_KARMA));
    } else {
        /* The elephant (or the die it carries) arms karma too. */
        SDL_Point at = {(int)p->table.dice.elephant_x, (int)p->table.dice.elephant_y};
        assert_true(dice_view_hit(&p->table.dice, at.x, at.y) >= 0);
        click(p, at);
    }
    assert_true(p->table.karma_armed);
    click(p, die_point(p, die));
}

static void pending(Play *p, int index, bool decline)
{
    assert_true(index < TABLE_MAX_PENDING_SHOWN);
    SDL_Rect chip = table_pending_rect(&p->table.layout, index);
    assert_true(rect_contains(p->table.layout.pending, chip.x + chip.w - 1, chip.y + chip.h - 1));
    if (!decline) {
        /* The lower half: the corner holds the decline cross. */
        click(p, (SDL_Point){chip.x + chip.w / 3, chip.y + chip.h * 3 / 4});
    } else if (chance(p, 40)) {
        click_with(p, centre_of(chip), SDL_BUTTON_RIGHT);
        p->right_declines++;
    } else {
        click(p, centre_of(table_pending_decline_rect(&p->table.layout, index)));
    }
}

/* Makes action a with the mouse: the first straight or curve is always dragged. */
static void perform(Play *p, const Action *a)
{
    int mask_edges[EDGE_COUNT];
    switch (a->kind) {
    case ACT_TAKE: click(p, die_point(p, a->arg[0])); break;
    case ACT_KARMA: karma(p, a->arg[0]); break;
    case ACT_REROLL: click(p, button_point(p, BUTTON_KARMA)); break;
    case ACT_KEEP: click(p, die_point(p, a->arg[0])); break;
    case ACT_ROAD:
        if (edges_of(a->arg[1], mask_edges) == 2 && (p->drags == 0 || chance(p, 75))) drag_road(p, a->arg[0], a->arg[1]);
        else click_road(p, a->arg[0], a->arg[1]);
        break;
    case ACT_HALF: half_road(p, a->arg[0], a->arg[1]); break;
    case ACT_SELL: sell(p, a); break;
    case ACT_GOODS_DIE:
        if (chance(p, 50)) click(p, die_point(p, a->arg[0]));
        else if (!choice_chip(p, a)) fail_msg("no chip for goods-die");
        break;
    case ACT_GOOD: case ACT_GOODS: case ACT_UPGRADE: case ACT_PERSON: case ACT_FORWARD:
    case ACT_BACK:
        spot_or_chip(p, a);
        break;
    case ACT_BONUS: pending(p, a->arg[0], false); break;
    case ACT_DECLINE: pending(p, a->arg[0], true); break;
    case ACT_DONE: click(p, button_point(p, BUTTON_DONE)); break;
    default: fail_msg("unexpected action kind %d", a->kind);
    }
}


/* ---- choosing (as test_table_play.c) ---------------------------------------------------------- */

/* The seeded pick, leaning towards the gestures worth proving: roads and half roads are
 * drawn whenever the step offers them, karma is spent now and then, sales sell something,
 * and most bonuses are used (a few let go, so the game still ends). */
static Action pick(Play *p, const Action *legal, int n)
{
    int pool[GAME_MAX_LEGAL], k = 0;
    int prefer = -1;
    if (chance(p, 30)) prefer = ACT_KARMA;
    if (chance(p, 55)) prefer = ACT_REROLL;
    bool has_bonus = false;
    for (int i = 0; i < n; i++) has_bonus |= legal[i].kind == ACT_BONUS;
    for (int i = 0; i < n; i++)
        if (legal[i].kind == prefer) pool[k++] = i;
    if (k == 0)
        for (int i = 0; i < n; i++) {
            const Action *a = &legal[i];
            if (a->kind == ACT_DECLINE && has_bonus && !chance(p, 12)) continue;
            if (a->kind == ACT_DONE && !chance(p, 10)) continue;
            if (a->kind == ACT_SELL && a->arg[0] + a->arg[1] + a->arg[2] == 0 && !chance(p, 15)) continue;
            if (a->kind == ACT_KARMA && !chance(p, 10)) continue;
            pool[k++] = i;
        }
    if (k == 0) return legal[next_random(p, (uint32_t)n)];
    return legal[pool[next_random(p, (uint32_t)k)]];
}


/* ---- the game ------------------------------------------------------------------------------ */

/* The set-up screen as the program lays it out on a fresh start (no game to resume): both
 * seats human, the sun side, Start. */
static void click_through_setup(Play *p)
{
    SetupLayout l;
    setup_layout(&l, WIN_W, WIN_H, 2, test_sheets()->count, false);
    SDL_Point at[4] = {centre_of(l.kind[0][0]), centre_of(l.kind[1][0]), centre_of(l.sheet[test_side("sun")]),
                       centre_of(l.start)};
    SetupHit want[4] = {{HIT_KIND, 0, 0}, {HIT_KIND, 1, 0}, {HIT_SHEET, test_side("sun"), 0}, {HIT_START, 0, 0}};
    for (int i = 0; i < 4; i++) {
        SetupHit h = setup_hit(&l, at[i].x, at[i].y);
        assert_int_equal(h.kind, want[i].kind);
        if (h.kind != HIT_START) assert_int_equal(h.seat, want[i].seat);
        char cmd[160];
        snprintf(cmd, sizeof cmd, "xdotool mousemove %d %d sleep 0.05 click 1 sleep 0.2", at[i].x, at[i].y);
        run(cmd);
    }
    uint64_t until = clock_ms() + WAIT_MS;
    while (!look(p)) {
        if (clock_ms() > until) fail_msg("no game was started: no autosave at %s", autosave_path);
        sleep_ms(20);
    }
}

/* The shadow: the program's first record, on a headless table with the default seats. */
static void open_shadow(Play *p)
{
    p->w = WIN_W;
    p->h = WIN_H;
    p->surface = SDL_CreateRGBSurfaceWithFormat(0, WIN_W, WIN_H, 32, SDL_PIXELFORMAT_RGBA32);
    assert_non_null(p->surface);
    p->r = SDL_CreateSoftwareRenderer(p->surface);
    assert_non_null(p->r);
    const char *data = getenv("RAJAS_DATA");
    assert_non_null(data);
    char err[512];
    p->art = art_open(p->r, data, err, sizeof err);
    if (!p->art) fail_msg("art_open: %s", err);
    session_init(&p->session, test_sheets());
    Refusal why;
    if (!session_new(&p->session, &p->seen.setup, &why)) fail_msg("session_new: %s %s", why.clause, why.message);
    /* The program's record starts where a new game with its set-up starts. */
    assert_true(p->seen.count == 0 || memcmp(&p->seen.entry[0].before, state(p), sizeof(Game)) == 0);
    assert_int_equal(p->seen.setup.players, 2);
    assert_int_equal(p->seen.setup.sheet, test_side("sun"));
    GameSetup g;
    setup_default(&g, test_sheets());
    TableSeats seats;
    setup_to_seats(&g, &seats);
    p->now = 10000;
    p->rng = PICK_SEED * 0x9E3779B97F4A7C15ull + 1;
    table_init(&p->table, &p->session, test_sheets(), p->art, &seats, p->now);
    p->table.autosave = false;
    table_resize(&p->table, WIN_W, WIN_H);
}

static void close_shadow(Play *p)
{
    session_free(&p->session);
    if (p->seen_valid) session_free(&p->seen);
    p->seen_valid = false;
    art_free(p->art);
    SDL_DestroyRenderer(p->r);
    SDL_FreeSurface(p->surface);
}

/* How many distinct colours (5 bits a channel) a picture shows, every 3rd pixel. */
static int distinct_colours(SDL_Surface *s)
{
    static unsigned char seen[1 << 15];
    memset(seen, 0, sizeof seen);
    SDL_Surface *rgba = SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_RGBA32, 0);
    assert_non_null(rgba);
    int n = 0;
    for (int y = 0; y < rgba->h; y += 3)
        for (int x = 0; x < rgba->w; x += 3) {
            const Uint8 *c = (const Uint8 *)rgba->pixels + y * rgba->pitch + x * 4;
            int k = (c[0] >> 3) << 10 | (c[1] >> 3) << 5 | (c[2] >> 3);
            if (!seen[k]) seen[k] = 1, n++;
        }
    SDL_FreeSurface(rgba);
    return n;
}

static void test_a_two_player_game_is_played_to_the_end_in_the_program_by_mouse(void **unused)
{
    (void)unused;
    if (!have("Xvfb") || !have("xdotool") || !have("import"))
        fail_msg("this test needs Xvfb, xdotool and import (packaging/deps.sh --test installs them)");
    uint64_t started = clock_ms();
    Play *p = &play;
    memset(p, 0, sizeof *p);
    start_xvfb();
    start_game();
    click_through_setup(p);
    open_shadow(p);

    static Action legal[GAME_MAX_LEGAL];
    int moves = 0;
    settle(p);
    while (p->table.outcome == TABLE_PLAYING) {
        assert_true(moves < 3000);
        int n = game_legal(state(p), test_sheets(), legal);
        assert_true(n > 0);
        assert_int_equal(p->table.legal.count, n);
        Action a = pick(p, legal, n);
        Game want = *state(p);
        Refusal why;
        assert_true(game_apply(&want, test_sheets(), &a, &why));
        perform(p, &a);
        char text[64];
        action_format(&a, text, sizeof text);
        if (memcmp(&want, state(p), sizeof want) != 0) fail_msg("the shadow table did not make '%s'", text);
        flush(p);
        wait_for(p, &want, text);
        p->done[a.kind]++;
        moves++;
        settle(p);
    }
    /* The end: the program saved the finished game, and on going to the end screen after its
     * pause it forgets the autosave. */
    assert_int_equal(p->table.outcome, TABLE_OVER);
    assert_true(game_over(state(p)));
    wait_for(p, state(p), "at the end");
    assert_true(game_over(&p->seen.game));
    assert_memory_equal(&p->seen.game, state(p), sizeof(Game));
    uint64_t until = clock_ms() + WAIT_MS;
    while (access(autosave_path, F_OK) == 0) {
        if (clock_ms() > until) fail_msg("the program never left the finished table");
        sleep_ms(20);
    }
    sleep_ms(700);
    assert_true(alive(game_pid));
    run("import -window root e2e-end.png");
    SDL_Surface *shot = IMG_Load("e2e-end.png");
    if (!shot) fail_msg("cannot read e2e-end.png: %s", IMG_GetError());
    assert_int_equal(shot->w, WIN_W);
    assert_int_equal(shot->h, WIN_H);
    assert_true(distinct_colours(shot) > 100);
    SDL_FreeSurface(shot);

    Ranking rank;
    game_ranking(state(p), test_sheets(), &rank);
    assert_int_equal(rank.count, 2);
    assert_true(rank.place[0] == 1);
    assert_true(rank.seat[0] != rank.seat[1]);

    /* The gestures the game needed were all made from outside. */
    assert_true(p->drags > 0);
    assert_true(p->done[ACT_ROAD] > 0);
    assert_true(p->done[ACT_KARMA] > 0);
    assert_true(p->done[ACT_REROLL] > 0);
    assert_true(p->done[ACT_TAKE] > 0);
    assert_true(p->handovers > 0);
    printf("e2e: %d moves by mouse (%d drags, %d karma, %d rerolls), %d rolls, %d hand-overs, "
           "round %d, winner seat %d, %.1f s\n",
           moves, p->drags, p->done[ACT_KARMA], p->done[ACT_REROLL], p->rolls, p->handovers, state(p)->round,
           rank.seat[0], (double)(clock_ms() - started) / 1000.0);
    close_shadow(p);
}

static int teardown(void **unused)
{
    (void)unused;
    stop(&game_pid);
    stop(&xvfb_pid);
    remove_scratch();
    return 0;
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_teardown(test_a_two_player_game_is_played_to_the_end_in_the_program_by_mouse, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
