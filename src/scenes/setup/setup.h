/* setup.h — the set-up screen: who sits at the table (2–5 seats, each a human or,
 * a bot; a name; a pen colour no other seat has), which sheet side everyone plays
 * and who starts. Tatham's split: GameSetup is the params (game_setup.h: a flat value the
 * program keeps, remembers in the player's files and turns into the engine's Setup and the
 * table's seats); SetupScene holds the ui (which name is being typed, the mouse) and the
 * drawstate (the layout). Events arrive in renderer pixels. The scene borrows Sheets and Art and
 * allocates nothing; it never touches files or SDL's text-input state: the program does
 * (setup_scene_wants_text says when). */
#ifndef RAJAS_SETUP_H
#define RAJAS_SETUP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <SDL.h>

#include "art.h"
#include "deadline.h"
#include "game.h"
#include "game_setup.h"
#include "scene.h"
#include "seats.h"

/* ---- setup_params.c: the set-up as a value (its type, its rules and its files are in
 * game_setup.h) ---------------------------------------------------------------------- */

/* Two seats with the default names and colours, the first sheet side ("sun" if loaded),
 * random starting player. */
void setup_default(GameSetup *g, const Sheets *sheets);
/* What a first start proposes: setup_default with the second seat a medium bot, so the
 * player can start a game of their own at once. */
void setup_first_start(GameSetup *g, const Sheets *sheets);
/* The default name of seat i ("Leila", "Arjun", "Mira", "Dev", "Tara"). */
const char *setup_default_name(int seat);
/* The next pen colour after seat's own that no other seat uses. */
int setup_next_free_colour(const GameSetup *g, int seat);
/* Adds a seat (defaults for name and colour) or removes one; false when the count would
 * leave 2..5. Removing keeps the chosen starting player on the same person. */
bool setup_add_seat(GameSetup *g);
bool setup_remove_seat(GameSetup *g, int seat);

/* The engine's set-up: a random starting player is drawn from seed. */
void setup_to_game(const GameSetup *g, uint64_t seed, Setup *out);
void setup_to_seats(const GameSetup *g, Seats *out);

/* ---- setup.c: the screen --------------------------------------------------------- */

enum { KIND_BUTTONS = 1 + BOT_LEVEL_COUNT };   /* Human, then one per bot level */

typedef struct {
    int w, h, unit, players, sheets;
    /* The sizes of the type scale (type_scale.h) at the player's zoom the words start from:
     * the title's, the running text's, the finest, a name's, Start's. */
    int title_px, body_px, fine_px, name_px, big_px;
    /* Above 100 % a seat's row needs the window's width: the seats go across it and what
     * sat beside them goes under them, in columns of cells (setup_layout.c). */
    bool stacked;
    SDL_Rect title, subtitle;                    /* the title line and the line under it */
    SDL_Rect header;                             /* the column labels above the seats */
    SDL_Rect head[4];                            /* each label's box: pen, name, kind, starts */
    SDL_Rect row[GAME_MAX_PLAYERS];
    SDL_Rect colour[GAME_MAX_PLAYERS];
    SDL_Rect name[GAME_MAX_PLAYERS];
    SDL_Rect kind[GAME_MAX_PLAYERS][KIND_BUTTONS];
    SDL_Rect first[GAME_MAX_PLAYERS];
    SDL_Rect remove[GAME_MAX_PLAYERS];
    SDL_Rect add, random_first;
    SDL_Rect starter;                            /* "Starting player: …" */
    SDL_Rect side_label;
    SDL_Rect sheet[SHEETS_MAX];
    SDL_Rect preview;                            /* the chosen side, drawn small; empty: no room */
    SDL_Rect message;
    SDL_Rect hints;                              /* how play at one screen goes; gives way to a
                                                    message that reaches it */
    SDL_Rect resume_note;                        /* over Resume: why it is there; empty: no room */
    SDL_Rect resume, start;
    SDL_Rect rules, settings, stats;             /* the buttons to the cards, under the seats */
    SDL_Rect learn;                              /* Learn to play: the guided first game */
    SDL_Rect puzzles;                            /* Puzzles: find the move */
    SDL_Rect daily;                              /* Today's dice: the day's game */
} SetupLayout;

typedef enum {
    HIT_NONE, HIT_COLOUR, HIT_NAME, HIT_KIND, HIT_FIRST, HIT_REMOVE, HIT_ADD, HIT_RANDOM_FIRST,
    HIT_SHEET, HIT_RESUME, HIT_START, HIT_RULES, HIT_SETTINGS, HIT_STATS, HIT_LEARN, HIT_PUZZLES,
    HIT_DAILY
} SetupHitKind;

typedef struct {
    SetupHitKind kind;
    int seat;       /* seats; HIT_SHEET: the side; HIT_KIND: seat */
    int option;     /* HIT_KIND: 0 human, 1 + BotLevel */
} SetupHit;

/* ---- setup_layout.c ------------------------------------------------------------ */

/* Lays the screen out for w×h pixels (laid out as at least 1024×640) at the zoom in force
 * (type_zoom_at): the rows, buttons and lines grow with their text. Pure. The columns of
 * buttons under the seats hold a word of "Einstellungen"'s width at the body size. */
void setup_layout(SetupLayout *l, int w, int h, int players, int sheets, bool can_resume);
/* setup_layout, with the columns of two-line buttons at least as wide as a word
 * word_per_mille thousandths of its size wide at the body size (setup_word_per_mille:
 * "Dobbelstenen" in Dutch); 0 as setup_layout. */
void setup_layout_for(SetupLayout *l, int w, int h, int players, int sheets, bool can_resume, int word_per_mille);
SetupHit setup_hit(const SetupLayout *l, int x, int y);
/* The part of the starting-player button its word takes: all of it, or right of the
 * elephant drawn on the seat that starts. */
SDL_Rect setup_first_label(SDL_Rect first, bool starts);

/* ---- setup_text.c: the size each word is drawn at ----------------------------------- */

/* The height one line at px takes (at least 5/4 px, as ui_text_wrapped steps). */
int setup_line_h(Art *art, FontFace face, int px);
/* The widest word of the labels that may take two lines under the seats (Add a player,
 * Random start, Learn to play, Today's dice), in bold, in thousandths of the size it is
 * drawn at, in the language of the moment. */
int setup_word_per_mille(Art *art);
/* The size text is drawn at in box, starting from px: the largest of the type scale at
 * which it fits on one line (first) or, when two_lines, split at a blank on two (first,
 * second) — within box.w − 4, as a button splits its label — then down the scale at 100 %;
 * the least size, on one line and clipped, when nothing fits. */
int setup_text_px(Art *art, FontFace face, int unit, int px, SDL_Rect box, bool two_lines, const char *text,
                  char *first, char *second, size_t cap);
/* The size text wrapped to box.w (ui_text_wrapped) is drawn at from px: the largest at
 * which all its lines fit box.h, else the least (clipped); *lines: how many it takes
 * (-1: a word wider than the box). */
int setup_wrapped_px(Art *art, FontFace face, int unit, int px, SDL_Rect box, const char *text, int *lines);
/* The room a seat's name is written in, and the one size every name is drawn at: the
 * largest from the name size down at which each fits its room (a name too long even at
 * the least size is cut at the room's edge). */
SDL_Rect setup_name_room(const SetupLayout *l, int seat);
int setup_names_px(Art *art, const SetupLayout *l, const GameSetup *g);
/* The one size the four kinds of a seat are drawn from (each may still take two lines). */
int setup_kinds_px(Art *art, const SetupLayout *l);
/* The hints panel's text box, and the size its heading and wrapped hints fit it at
 * (0: they do not at any size, and the panel is not drawn); *lines: the lines they take
 * (the panel is drawn as tall as they are, at the top of its room). */
SDL_Rect setup_hints_inner(const SetupLayout *l);
int setup_hints_px(Art *art, const SetupLayout *l, int *lines);
/* The hints panel's height for its text at px on `lines` lines (setup_hints_px). */
int setup_hints_panel_h(const SetupLayout *l, int px, int lines);
/* Above 100 % (stacked) the chosen side's picture goes under the hints panel (its text at
 * px on `lines` lines; px 0: no panel), in what is left of the room beside the buttons,
 * about 5 wide to 3 high, when that holds one at least 26 units wide and 16 high;
 * otherwise (and at 100 %, where it is l->preview) empty. */
SDL_Rect setup_stacked_preview(const SetupLayout *l, int px, int lines);

/* SETUP_RULES, SETUP_SETTINGS and SETUP_STATS ask the program to open that card over the
 * screen; it sets the outcome back to SETUP_EDITING when it has. SETUP_TUTORIAL asks for
 * the guided first game (coach.h), SETUP_PUZZLES for the puzzles (docs/puzzles.md); SETUP_DAILY
 * Today's dice. */
typedef enum {
    SETUP_EDITING, SETUP_START, SETUP_RESUME, SETUP_RULES, SETUP_SETTINGS, SETUP_STATS, SETUP_TUTORIAL, SETUP_PUZZLES,
    SETUP_DAILY
} SetupOutcome;

typedef struct {
    const Sheets *sheets;         /* borrowed */
    Art *art;                     /* borrowed */
    GameSetup setup;              /* params */
    bool can_resume;              /* an autosave is there to resume */
    bool welcome;                 /* a first start: Learn to play stands out */
    bool unsaved;                 /* the game just left could not be saved: the hints do
                                     not say that leaving saves (setup_scene_unsaved) */
    uint8_t palette;              /* PaletteKind of the pens drawn */

    /* ui */
    int editing;                  /* seat whose name is being typed, -1: none */
    int mouse_x, mouse_y;
    char message[1024];           /* printable: file bytes escaped (printable.h) */
    bool message_bad;
    char message_why[256];        /* the rule behind a refusal, said when the player points
                                     at the message or its "Why?"; "" for none */

    /* drawstate */
    int w, h;
    SetupLayout layout;
    SDL_Rect message_drawn;       /* the message and its "Why?" as last drawn */

    SetupOutcome outcome;
} SetupScene;

void setup_scene_init(SetupScene *s, const Sheets *sheets, Art *art, const GameSetup *initial,
                      bool can_resume);
void setup_scene_resize(SetupScene *s, int w, int h);
void setup_scene_event(SetupScene *s, const SDL_Event *e);
/* A message under the seats: why something was refused or what happened to a file. It may
 * quote a damaged file, so it is kept printable (printable.h: control and invalid bytes as
 * \xNN) and drawn wrapped within the left column, down to the bottom of the window. */
void setup_scene_say(SetupScene *s, bool bad, const char *text);
/* The game just left could not be saved (the message says so): until the screen is set up
 * again the hints say only that Esc leaves, never that the game is saved. */
void setup_scene_unsaved(SetupScene *s);
/* A first start: Learn to play is drawn as the thing to try first, and the message under
 * the seats says what it is. */
void setup_scene_welcome(SetupScene *s);
/* The size the message is drawn at: the body size, or smaller when it would need more
 * lines than its box (less its "Why?") has. */
int setup_message_px(const SetupScene *s);
/* The rule behind the message just said, in words with its clause (term_rule): the message
 * stays plain and this is the tooltip over it and its "Why?". setup_scene_say clears it. */
void setup_scene_explain(SetupScene *s, const char *why);
/* True while a name is being typed (the program turns SDL text input on). */
bool setup_scene_wants_text(const SetupScene *s);
/* The hint for what is under the mouse (bots, the starting player …, the rule behind a
 * refusal over the message) into buf; false when there is none. */
bool setup_scene_tooltip(const SetupScene *s, char *buf, size_t cap);

/* ---- setup_words.c: the screen's sentences, from the set-up's values alone ---------- */

#define SETUP_HINTS 3

/* The label of seat-kind button `option`: 0 "Human", 1 + BotLevel "Easy", "Medium", "Hard". */
const char *setup_words_kind(int option);
/* The tooltip for what h points at in set-up g: a seat's kind, colour, name, starting and
 * remove buttons ("Leila writes in blue. Click for the next free colour"), or the random
 * start. False, buf untouched, for anything else. */
bool setup_words_tip(const GameSetup *g, SetupHit h, char *buf, size_t cap);
/* The message when a seat is removed: "Leila left the table". */
void setup_words_left(const char *name, char *buf, size_t cap);
/* Who starts: "Starting player: Leila", or "Starting player: drawn at random". */
void setup_words_starter(const GameSetup *g, char *buf, size_t cap);
/* Hint i (0 .. SETUP_HINTS - 1) on how play at one screen goes. */
const char *setup_words_hint(int i);
/* Hint i as the screen shows it: after a game that could not be saved (unsaved), the last
 * says "Esc leaves the game." without promising a save; never longer than setup_words_hint's,
 * so the panel sized for those holds it. */
const char *setup_words_hint_shown(int i, bool unsaved);
/* A seat cannot leave or join (R1.1): the refusal in plain words, "A game needs at least
 * 2 players" (too_many false) or "No more than 5 players fit at the table", and why
 * ("Rule R1.1: a game has 2, 3, 4 or 5 players, one sheet each"). */
const char *setup_words_seats_refused(bool too_many);
void setup_words_seats_why(char *buf, size_t cap);

/* ---- setup_draw.c ------------------------------------------------------------- */

void setup_scene_draw(SetupScene *s, SDL_Renderer *r, uint32_t now);

/* ---- setup_deadlines.c: the moments the screen changes by itself (deadline.h) ------- */

typedef enum {
    SETUP_DUE_CARET   /* the caret of the name being typed turns on or off */
} SetupDue;
/* Every moment ahead at now, in d. */
void setup_deadlines(const SetupScene *s, uint32_t now, Deadlines *d);
/* Whether the caret of the name being typed shows at now. */
bool setup_caret_shown(const SetupScene *s, uint32_t now);
/* The earliest of them ahead of now (0: none), the loop's wake. */
uint32_t setup_wake(const SetupScene *s, uint32_t now);

/* ---- setup_ops.c: the screen behind the scene interface (scene.h); self is a SetupScene */
extern const SceneOps setup_scene_ops;
/* Adds the screen's items to f in Tab order (Resume, Start, each seat's colour, name,
 * kinds, starting player and remove buttons, Add, random first, the sides, Learn to play,
 * Rules, Settings, Statistics), each only where setup_hit answers its kind. Tests find from
 * it how many Tabs reach an item. */
void setup_focus_list(const SetupLayout *l, FocusRing *f);

#endif
