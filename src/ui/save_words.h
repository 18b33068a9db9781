/* save_words.h — what became of the game's last save, kept as a small value and told in
 * the player's words: the table's leave and hand-over cards, the set-up screen after
 * Leave and the end screen say "saved" only when the last write got through, and otherwise
 * why not and what leaving would lose (docs/save-format.md, "Files: one rule"). The cause
 * is the errno of the failed write (file_rule.h's file_replace leaves it), so the words do
 * not depend on the system's English. Pure: no SDL, no files; words in the language
 * loaded (i18n.h). */
#ifndef RAJAS_SAVE_WORDS_H
#define RAJAS_SAVE_WORDS_H

#include <stdbool.h>
#include <stddef.h>

#include "i18n.h"

typedef struct {
    bool tried;       /* some save of this game was tried (false: it is never saved, the lesson) */
    bool ok;          /* the last one got through: what is on disk is the game as it stands */
    bool earlier;     /* some save of this game is on disk (older than the game when !ok) */
    int cause;        /* the errno of the last failed write; 0: no folder for the player's files */
} SaveState;

/* The result of one save: ok, or failed with errno cause. */
void save_state_note(SaveState *s, bool ok, int cause);

/* The cause in a few plain words: "the disk is full", "the folder cannot be written to" … */
const char *save_cause_words(const Lang *lang, int cause);

/* The leave card's sentence: "It is saved: you can resume it from the set-up screen.", or
 * "The game could not be saved: <why>. Leaving would lose the whole game." (or "… what
 * was played since the last save."), or that it is not saved at all. */
void save_words_leave(const Lang *lang, const SaveState *s, char *buf, size_t cap);
/* The hand-over card's: "The game is saved.", or the same failure as the leave card's;
 * "" when it is never saved. */
void save_words_handover(const Lang *lang, const SaveState *s, char *buf, size_t cap);
/* The set-up screen's after Leave: "The game is saved: resume it whenever you like", or
 * that it is lost, or resumes only from an earlier move. */
void save_words_left(const Lang *lang, const SaveState *s, char *buf, size_t cap);
/* The end screen's about the finished game's record: saved with the records, or "The
 * finished game could not be saved: <why>. Leaving this screen would lose it." */
void save_words_record(const Lang *lang, bool ok, int cause, char *buf, size_t cap);

#endif
