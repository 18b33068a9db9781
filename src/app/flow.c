/* flow.c — the program's scenes and the ways between them: set-up → table (a new game
 * or the resumed autosave) → end → set-up or the same table again; the replay viewer and
 * back to where it was opened. The set-up is remembered in setup.txt and the seats of the
 * game in progress in the autosave itself (autosave.h), all in the user folder through the
 * player files library (player_files.h). */
#include "app.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "autosave.h"
#include "damaged_files.h"
#include "random.h"
#include "records.h"
#include "save_words.h"
#include "stats.h"
#include "i18n.h"
#include "terms.h"
#include "troubles.h"

/* A failed write (a full disk, a read-only folder) costs only the memory of the set-up:
 * the autosave written next fails too and says so on the table. */
static void remember(App *a, PlayerFile which, const GameSetup *g)
{
    char err[APP_PATH_MAX + 64];
    if (!files_setup_write(a->dirs.user, which, g, &a->sheets, err, sizeof err)) SDL_Log("cannot write %s", err);
}

void app_note(App *a, const char *text)
{
    size_t at = strlen(a->told.file_note);
    const char *gap = at == 0 ? "" : a->told.file_note[at - 1] == '.' ? " " : ". ";   /* a note may end in a path */
    snprintf(a->told.file_note + at, sizeof a->told.file_note - at, "%s%s", gap, text);
}

/* Notes a damaged file of the player's, which the library has kept aside (damaged_files.h). */
static void note_damaged(App *a, const FilesDamage *d)
{
    const Lang *lang = a->win.lang;
    char note[APP_NOTE_MAX];
    damaged_say(lang, d, note, sizeof note);
    app_note(a, note);
}

/* Reads a set-up file (setup.txt or the autosave's seats) into *g; false when it is not
 * there or is damaged, and a damaged one is said in a->told.file_note. *absent (may be NULL):
 * whether there was none at all. */
/* A file reader's reason in the App's language (FilesWords). */
static const char *reason_words(const void *language, const char *english)
{
    return lang_tr(language, english);
}

static bool read_setup_file_or_none(App *a, PlayerFile which, GameSetup *g, bool *absent)
{
    FilesDamage d;
    FilesWords words = {reason_words, a->win.lang};
    FileRead r = files_setup_read(a->dirs.user, which, &a->sheets, words, g, &d);
    if (r == FILE_BROKEN) note_damaged(a, &d);
    if (absent) *absent = r == FILE_ABSENT;
    return r == FILE_OK;
}

static bool read_setup_file(App *a, PlayerFile which, GameSetup *g)
{
    return read_setup_file_or_none(a, which, g, NULL);
}

void app_remembered_setup(App *a, GameSetup *g)
{
    /* A damaged memory costs the remembered names, never the game. */
    if (!read_setup_file(a, FILES_SETUP, g)) setup_default(g, &a->sheets);
}

/* Whether the autosave is there and replays. One that does not is kept aside at once, so
 * the next game's autosave is never written over it (autosave.h). */
static bool resumable(App *a)
{
    FilesDamage d;
    FileRead r = files_autosave_check(a->dirs.user, &a->sheets, &d);
    if (r == FILE_BROKEN) note_damaged(a, &d);
    return r == FILE_OK;
}

void app_go_setup(App *a, const char *message, bool bad)
{
    GameSetup last;
    bool first = false;
    /* A first start (no set-up ever kept) proposes one person against a medium bot, and
     * Learn to play stands out; a damaged memory costs the remembered names, never the game. */
    if (!read_setup_file_or_none(a, FILES_SETUP, &last, &first)) {
        if (first) setup_first_start(&last, &a->sheets);
        else setup_default(&last, &a->sheets);
    }
    if (a->on.base.ops && a->on.base.ops->stop) a->on.base.ops->stop(a->on.base.self);
    setup_scene_init(a->setup_scene, &a->sheets, a->art, a->win.lang, &last, resumable(a));
    app_show(a, SCENE_SETUP);
    if (message && message[0]) setup_scene_say(a->setup_scene, bad, message);
    else if (a->told.file_note[0]) setup_scene_say(a->setup_scene, true, a->told.file_note);
    else if (first) setup_scene_welcome(a->setup_scene);
    a->told.file_note[0] = '\0';
}

/* The seats of a->setup as the table and the end scene show them, in the player's pens. */
static void seat_up(App *a)
{
    setup_to_seats(&a->setup, &a->seats);
    a->seats.palette = (uint8_t)a->settings.palette;
}

static void go_table(App *a, uint32_t now)
{
    table_scene_ops.stop(a->table);
    table_init(a->table, &a->session, &a->sheets, a->art, &a->seats, now);
    table_set_save_dir(a->table, a->dirs.user);   /* the autosave after every change */
    app_show(a, SCENE_TABLE);
    if (a->told.file_note[0]) table_say(a->table, true, a->told.file_note, now);
    a->told.file_note[0] = '\0';
}

static void go_end(App *a)
{
    end_scene_stop(a->end);
    end_scene_init(a->end, &a->session, &a->sheets, a->art, a->win.lang, &a->seats);
    /* The autosave is gone with the game over: the record is its one save now. */
    end_scene_say_saved(a->end, a->record.written, a->record.cause);
    app_daily_finished(a);
    sound_play(&a->audio.sound, SOUND_FANFARE);
    app_show(a, SCENE_END);
}


/* The game on the table is over: recorded and counted first, then no longer offered for
 * resuming (the table's match lets the autosave go), then the end screen. */
static void table_game_over(App *a)
{
    app_game_finished(a);
    table_forget_save(a->table);
    table_scene_ops.stop(a->table);
    go_end(a);
}

void app_start_game(App *a, const GameSetup *g, uint32_t now)
{
    uint64_t seed = a->run.seeded ? a->run.seed : (uint64_t)time(NULL) ^ SDL_GetPerformanceCounter() * RANDOM_GAMMA;
    Setup setup;
    setup_to_game(g, seed, &setup);
    app_begin_game(a, g, &setup, true, now);
}

bool app_begin_game(App *a, const GameSetup *g, const Setup *setup, bool remember_setup, uint32_t now)
{
    const Lang *lang = a->win.lang;
    a->setup = *g;
    app_daily_stop(a);
    Refusal why;
    if (!session_new(&a->session, setup, &why)) {
        /* Plain words on the screen; the clause behind its "Why?". */
        char text[256], rule[256];
        snprintf(text, sizeof text, _("The game cannot start: %s"), term_refusal(lang, &why));
        term_rule(lang, why.clause ? why.clause : "?", term_refusal(lang, &why), rule, sizeof rule);
        app_go_setup(a, text, true);
        setup_scene_explain(a->setup_scene, rule);
        return false;
    }
    seat_up(a);
    if (remember_setup) remember(a, FILES_SETUP, &a->setup);
    /* What is in the autosave's place is looked at first, as the set-up screen does: a
     * damaged file, a FIFO or a loop of links is kept aside and said, never replaced
     * unseen (a game started from the command line has no set-up screen before it). */
    (void)resumable(a);
    go_table(a, now);
    /* The match writes the autosave, the first time as after every change, with who sits
     * where (autosave.h): a failure is said on the table and play goes on. */
    table_save(a->table, now);
    return true;
}

/* The lesson's two seats: the person under the first name of the remembered set-up that
 * is a person's, and the easy bot under a name that differs from it. */
static void lesson_seats(App *a, Seats *seats)
{
    const Lang *lang = a->win.lang;
    GameSetup last;
    app_remembered_setup(a, &last);
    memset(seats, 0, sizeof *seats);
    seats->players = 2;
    seats->palette = (uint8_t)a->settings.palette;
    snprintf(seats->name[LESSON_PERSON], SEAT_NAME_MAX, "%s", _("You"));
    for (int i = 0; i < last.players; i++)
        if (last.seat[i].kind != SEAT_BOT && last.seat[i].name[0]) {
            snprintf(seats->name[LESSON_PERSON], SEAT_NAME_MAX, "%s", last.seat[i].name);
            break;
        }
    const char *bot = strcmp(seats->name[LESSON_PERSON], "Arjun") == 0 ? "Mira" : "Arjun";
    snprintf(seats->name[LESSON_BOT], SEAT_NAME_MAX, "%s", bot);
    seats->colour[LESSON_PERSON] = 0;
    seats->colour[LESSON_BOT] = 1;
    seats->bot[LESSON_BOT] = 1 + BOT_EASY;
}

void app_start_lesson(App *a, uint32_t now)
{
    const Lang *lang = a->win.lang;
    table_scene_ops.stop(a->table);
    app_daily_stop(a);
    Seats seats;
    lesson_seats(a, &seats);
    if (!lesson_begin(a->lesson.scene, &a->lesson.session, &a->sheets, a->win.lang)) {
        app_go_setup(a, _("The lesson needs the sun side of the sheet, which is missing from the game's data."), true);
        return;
    }
    /* The real table plays the lesson's game, with no save folder; the coach sees and
     * drives it through coached.h. */
    table_init(a->table, &a->lesson.session, &a->sheets, a->art, &seats, now);
    lesson_attach(a->lesson.scene, table_coached(a->table));
    app_show(a, SCENE_LESSON);
}

static void resume_game(App *a, uint32_t now)
{
    const Lang *lang = a->win.lang;
    char text[APP_NOTE_MAX];
    FilesDamage d;
    GameSetup seats;
    bool seated = false;
    FileRead r = files_autosave_load(a->dirs.user, &a->session, &seats, &seated, &d);
    if (r != FILE_OK) {
        /* A damaged one is kept aside before a new game's autosave could take its place;
         * the set-up screen then offers no resuming. */
        if (r == FILE_BROKEN) {
            note_damaged(a, &d);
        } else {
            snprintf(text, sizeof text, _("The saved game could not be read: %s"), d.why);
            app_note(a, text);
        }
        app_go_setup(a, NULL, true);
        return;
    }
    const Game *g = &a->session.game;
    /* The seats from the autosave itself; an autosave of earlier versions has them in
     * autosave-seats.txt beside it (the old pair). */
    bool named = seated || (read_setup_file(a, FILES_SEATS, &seats) && seats.players == g->setup.players);
    if (!named) {
        /* The record alone: the game goes on with default names and colours. */
        SDL_Log("the saved game's seats are lost; using default names");
        setup_default(&seats, &a->sheets);
        while (seats.players < g->setup.players) setup_add_seat(&seats, a->win.lang);
    }
    seats.sheet = g->setup.sheet;
    a->setup = seats;
    seat_up(a);
    app_daily_resumed(a);
    if (game_over(g)) {
        /* Finished but not yet counted: the program stopped between the last move and
         * the end screen. The table takes the game only to let its autosave go. */
        table_scene_ops.stop(a->table);
        table_init(a->table, &a->session, &a->sheets, a->art, &a->seats, now);
        table_set_save_dir(a->table, a->dirs.user);
        table_game_over(a);
        return;
    }
    go_table(a, now);
    app_daily_table(a);
    table_note_saved(a->table, true, 0);   /* the autosave it came from is the game as it stands */
    /* A finished turn that waited for End turn when the program stopped waits again. */
    table_resume_end_turn(a->table, files_autosave_ended(a->dirs.user));
}

void app_go_replay_file(App *a, const char *path, SceneKind from)
{
    replay_scene_open_file(a->replay.scene, path, a->settings.palette);
    a->replay.from = from;
    a->replay.stats = false;
    app_show(a, SCENE_REPLAY);
}

void app_replay_record(App *a, const char *file)
{
    char name[FILES_PATH_MAX], path[FILES_PATH_MAX];
    snprintf(name, sizeof name, "%s/%s", RECORDS_DIR, file);
    if (!files_path(a->dirs.user, name, path, sizeof path, NULL, 0)) snprintf(path, sizeof path, "%s", name);
    app_go_replay_file(a, path, SCENE_SETUP);
    a->replay.stats = true;
}

/* The game just finished in the viewer, at the reviewed decision clicked, with every
 * costly decision of the review marked on it; Back returns to the end screen. */
static void go_replay_review(App *a, const SceneRequest *r)
{
    replay_scene_open_session(a->replay.scene, &a->session, &a->seats);
    replay_scene_set_marks(a->replay.scene, r->mark, r->marks);
    replay_scene_go(a->replay.scene, r->step);
    a->replay.from = SCENE_END;
    a->replay.stats = false;
    app_show(a, SCENE_REPLAY);
}

/* Back from the viewer to where it was opened; the game it showed is let go. */
static void leave_replay(App *a)
{
    replay_scene_stop(a->replay.scene);
    if (a->replay.from == SCENE_END) {
        app_show(a, SCENE_END);
        return;
    }
    app_go_setup(a, NULL, false);
    if (a->replay.stats) app_open_card(a, CARD_STATS);
}

/* "Try it": the reviewed decision at r->mark[0] played again on the table, on the practice's
 * own session started at the position before it, with no save folder (nothing is written)
 * and the match's practice policy; the finished game in a->session and the end screen stay
 * as they are for Leave. */
static void go_practice(App *a, const SceneRequest *r, uint32_t now)
{
    const SceneMark *m = &r->mark[0];
    if (r->marks < 1 || m->step < 0 || (size_t)m->step >= a->session.count) return;
    PracticeDecision d = {a->session.entry[m->step].before, m->played, {0}, NULL, 0};
    memcpy(d.bot, a->seats.bot, sizeof d.bot);   /* who plays: the chances as the review's */
    d.choices = end_scene_review_choices(a->end, m->step, &d.choice);   /* the review's own figures */
    int actor = game_actor(&d.before);
    if (actor < 0 || actor >= a->seats.players || a->seats.bot[actor]) return;   /* a person's decision only */
    if (!practice_begin(a->practice.scene, &d, &a->practice.session, &a->sheets)) return;
    table_scene_ops.stop(a->table);
    table_init(a->table, &a->practice.session, &a->sheets, a->art, &a->seats, now);
    table_set_practice(a->table);
    practice_attach(a->practice.scene, table_coached(a->table));
    app_show(a, SCENE_PRACTICE);
}

/* Back from the practice to the end screen's review, as it was left. */
static void leave_practice(App *a)
{
    table_scene_ops.stop(a->table);
    app_show(a, SCENE_END);
}

void app_handle(App *a, const SceneRequest *r, uint32_t now)
{
    switch (r->ask) {
    case SCENE_ASK_NONE: return;
    case SCENE_ASK_START: app_start_game(a, r->setup, now); break;
    case SCENE_ASK_AGAIN:
        /* Today's dice again: the same day's game, as practice once the day has its try. */
        if (a->daily.on) app_start_daily(a, now);
        else app_start_game(a, &a->setup, now);
        break;
    case SCENE_ASK_RESUME: resume_game(a, now); break;
    case SCENE_ASK_LESSON: app_start_lesson(a, now); break;
    case SCENE_ASK_DAILY: app_start_daily(a, now); break;
    case SCENE_ASK_SETUP: {
        /* Left with its save failed (the table's message says so in red): the set-up's tip
         * must not say the game is saved. The lesson's request is never bad. */
        bool unsaved = r->bad && a->on.base.ops == &table_scene_ops;
        app_go_setup(a, r->text, r->bad);
        if (unsaved) setup_scene_unsaved(a->setup_scene);
        break;
    }
    case SCENE_ASK_OVER: table_game_over(a); break;
    case SCENE_ASK_REPLAY: go_replay_review(a, r); break;
    case SCENE_ASK_RECORD:
        app_close_card(a);
        app_replay_record(a, r->text);
        break;
    case SCENE_ASK_BACK:
        if (a->scene == SCENE_PRACTICE) leave_practice(a);
        else if (a->scene == SCENE_PUZZLES) app_leave_puzzles(a);
        else leave_replay(a);
        break;
    case SCENE_ASK_PRACTICE: go_practice(a, r, now); break;
    case SCENE_ASK_PUZZLES: app_open_puzzles(a, now); break;
    case SCENE_ASK_RULES: app_open_rules(a); break;
    case SCENE_ASK_SETTINGS: app_open_card(a, CARD_SETTINGS); break;
    case SCENE_ASK_STATS: app_open_card(a, CARD_STATS); break;
    case SCENE_ASK_CALENDAR: app_open_card(a, CARD_DAILY); break;
    case SCENE_ASK_CHANGE: app_change_settings(a, r->settings); break;
    case SCENE_ASK_CLOSE:
        if (a->on.rules.ops) app_close_rules(a);
        else app_close_card(a);
        break;
    }
    a->frame.dirty = true;
}

void app_update(App *a, uint32_t now)
{
    sound_rest(&a->audio.sound, now);
    if (a->on.base.ops && a->on.base.ops->tick) {
        SceneRequest r = a->on.base.ops->tick(a->on.base.self, now, app_covered(a));
        app_handle(a, &r, now);
    }
    app_daily_tick(a);
    app_speak(a);   /* what opened or changed by itself: a screen, a card, the rules (F1), a roll */
    speech_poll(&a->audio.speech, now);   /* what the voice's thread found: told just below */
    troubles_check(a, now);
}

/* Adds the finished game to stats.txt. A damaged file is kept aside first, so the game
 * starts the statistics afresh instead of being lost with it or written over it. */
static void count_game(App *a, const RecordSeats *rs)
{
    const Lang *lang = a->win.lang;
    char err[APP_PATH_MAX + 160], text[APP_NOTE_MAX];
    FinishedGame f;
    stats_file_finished_game(&a->session.game, &a->sheets, rs, &f);
    FilesDamage d;
    bool counted = files_stats_add_game(a->dirs.user, &f, &d, err, sizeof err);
    if (d.found) note_damaged(a, &d);
    if (counted) return;
    SDL_Log("the statistics were not updated: %s", err);
    snprintf(text, sizeof text, _("The statistics could not be updated: %s"), err);
    app_note(a, text);
}

void app_game_finished(App *a)
{
    const Lang *lang = a->win.lang;
    RecordSeats rs;
    memset(&rs, 0, sizeof rs);
    rs.players = a->setup.players;
    for (int i = 0; i < a->setup.players && i < GAME_MAX_PLAYERS; i++) {
        const SeatSetup *st = &a->setup.seat[i];
        rs.level[i] = (int8_t)(st->kind == SEAT_BOT ? st->level : RECORD_PERSON);
        snprintf(rs.name[i], sizeof rs.name[i], "%s", st->name);
    }
    char path[APP_PATH_MAX + 64], err[APP_PATH_MAX + 160], text[APP_NOTE_MAX];
    time_t t = time(NULL);
    struct tm *when = localtime(&t);
    a->record.written = false;
    a->record.cause = 0;
    if (when) {
        a->record.written = files_record_game(a->dirs.user, &a->session, &rs, when, path, sizeof path, err, sizeof err);
        a->record.cause = a->record.written ? 0 : errno;
        if (a->record.written) {
            SDL_Log("game record saved: %s", path);
        } else {
            SDL_Log("the game record could not be saved: %s", err);
            snprintf(text, sizeof text, _("The finished game could not be recorded: %s"), err);
            app_note(a, text);
        }
    }
    count_game(a, &rs);
}
