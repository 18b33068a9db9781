/* replay_words.c — the replay viewer's sentences (see replay_words.h): its title, the step, what
 * happens next, the log up to the step, the review's note on a costly decision, and why a
 * record does not replay, in the viewer's language (i18n.h). The log's lines are the table's
 * own (table_words.h), so a game reads the same in the viewer as it did at the table. */
#include "replay_internal.h"

#include <stdio.h>
#include <string.h>

#include "game_words.h"
#include "i18n.h"
#include "terms.h"

void replay_words_title(const ReplayScene *r, char *buf, size_t cap)
{
    const Lang *lang = r->lang;
    const ReplayGame *g = &r->game;
    const char *names[GAME_MAX_PLAYERS];
    for (int s = 0; s < g->seats.players && s < GAME_MAX_PLAYERS; s++) names[s] = g->seats.name[s];
    char list[GAME_MAX_PLAYERS * SEAT_NAME_MAX + 64];
    term_list(lang, names, g->seats.players, list, sizeof list);
    if (g->info.finished[0])
        /* TRANSLATORS: the replay viewer's title: the players' names, then the date and time the game ended. */
        snprintf(buf, cap, _("Replay: %s · finished %s"), list, g->info.finished);
    else
        snprintf(buf, cap, _("Replay: %s"), list);
}

void replay_words_position(const Lang *lang, int step, int count, int round, char *buf, size_t cap)
{
    /* TRANSLATORS: where the replay viewer stands: step 37 of 205, in round 4. */
    snprintf(buf, cap, _("Step %d of %d · round %d"), step, count, round);
}

static const char *seat_name(const ReplayScene *r, int seat)
{
    return seat >= 0 && seat < r->game.seats.players ? r->game.seats.name[seat] : "?";
}

/* What entry i did, in the log's words (or that it had no effect, R2.5). */
static void entry_words(const ReplayScene *r, size_t i, char *buf, size_t cap)
{
    const Session *s = &r->game.session;
    const Game *before = &s->entry[i].before, *after = i + 1 < s->count ? &s->entry[i + 1].before : &s->game;
    const Action *a = &s->entry[i].action;
    const char *name = seat_name(r, before->to_act);
    if (!words_no_effect(r->lang, before, after, a, name, buf, cap)) words_action(r->lang, before, after, r->sheets, a, name, buf, cap);
}

void replay_words_next(const ReplayScene *r, char *buf, size_t cap)
{
    const Lang *lang = r->lang;
    const Session *s = &r->game.session;
    if ((size_t)r->ui.step < s->count) {
        char what[300];
        entry_words(r, (size_t)r->ui.step, what, sizeof what);
        /* TRANSLATORS: the replay viewer: what happens at the next step. */
        snprintf(buf, cap, _("Next: %s"), what);
        return;
    }
    if (!game_over(&s->game)) {
        snprintf(buf, cap, "%s", _("The record ends here, before the game was over."));
        return;
    }
    Ranking rk;
    game_ranking(&s->game, r->sheets, &rk);
    /* TRANSLATORS: the replay viewer at the last step: who won. */
    snprintf(buf, cap, _("The game is over: %s wins."), seat_name(r, rk.seat[0]));
}

void replay_words_mark(const ReplayScene *r, const ReplayMark *m, char *buf, size_t cap)
{
    const Lang *lang = r->lang;
    const Session *s = &r->game.session;
    if (m->step < 0 || (size_t)m->step >= s->count) {
        buf[0] = '\0';
        return;
    }
    char played[300], better[300];
    entry_words(r, (size_t)m->step, played, sizeof played);
    const Game *before = &s->entry[m->step].before;
    Game after = *before;
    Refusal why;
    game_apply(&after, r->sheets, &m->best, &why);
    words_advice(lang, before, &after, &m->best, better, sizeof better);
    /* The loss is the hard bot's chance of winning given away (bot.h), said in whole
     * percentage points. */
    int points = (int)(m->loss * 100.0 + 0.5);
    if (points < 1)
        /* TRANSLATORS: the review on a decision: what was played; what the computer finds
         * better, by less than one percentage point of the chance to win. */
        snprintf(buf, cap, _("%s. Better: %s — a slightly better chance to win."), played, better);
    else
        /* TRANSLATORS: the review on a costly decision: what was played; what the computer
         * finds better; how many percentage points more chance to win it gives. */
        snprintf(buf, cap, _("%s. Better: %s — about %d%% more chance to win."), played, better, points);
}

int replay_words_log(ReplayScene *r, char lines[][LOG_BOOK_CHARS], int max)
{
    ReplayPlay *p = r->game.play;
    if (max <= 0 || !r->game.loaded || !p || p->step != r->ui.step) return 0;
    /* The newest items of the match's log, in the language of the moment. */
    int keep = p->log.count < max ? p->log.count : max;
    for (int i = 0; i < keep; i++)
        snprintf(lines[i], LOG_BOOK_CHARS, "%s", log_book_words(r->lang, &p->log, p->log.count - keep + i));
    return keep;
}

void replay_words_problem(const Lang *lang, const char *path, const RecordProblem *why, char *buf, size_t cap)
{
    switch (why->what) {
    case RECORD_ABSENT:
        snprintf(buf, cap, _("There is no game record at %s."), path);
        break;
    case RECORD_DAMAGED:
        snprintf(buf, cap, _("The game record %s cannot be read: %s"), path, why->detail);
        break;
    default:
        if (why->line > 0 && strcmp(why->clause, "P") == 0) {
            /* A line that is no action at all (cut off, or edited): no older version wrote
             * it, so the older-version guess below is not made. */
            /* TRANSLATORS: the file, the line, and what the reader found wrong with it (in
             * English: "unknown die"). */
            snprintf(buf, cap, _("The game in %s cannot be replayed: line %d is cut off or damaged (%s)."), path,
                     why->line, why->message);
        } else if (why->line > 0 && why->clause[0]) {
            Refusal r = {why->clause, why->message};
            /* TRANSLATORS: a record of a finished game that today's rules refuse: the file, the
             * line and the rules' reason. */
            snprintf(buf, cap,
                     _("The game in %s cannot be replayed: its move on line %d is not allowed by the rules of "
                       "this version (%s). It was probably recorded by an older version of the game."),
                     path, why->line, term_refusal(lang, &r));
        } else if (why->line > 0) {
            snprintf(buf, cap, _("The game in %s cannot be replayed: line %d is not a move this version understands."),
                     path, why->line);
        } else {
            snprintf(buf, cap, _("The file %s holds no game to replay."), path);
        }
        break;
    }
}

const char *replay_words_die_place(const ReplayScene *r, int die)
{
    const Lang *lang = r->lang;
    const Game *g = replay_scene_game(r);
    int at = g->die_at[die];
    if (at == DIE_AT_CENTRE) return _("centre");
    if (at == DIE_AT_ELEPHANT) return _("elephant");
    if (at == DIE_AT_ROLLING) return _("rolling");
    return seat_name(r, at - DIE_AT_SEAT);
}
