/* cards.h — the cards that open over any scene, as the program sees them: Settings, the
 * statistics and Today's dice's calendar. One front door for the folder, not one per card:
 * the program holds and opens the three alike (a card over whatever is on screen, reached
 * through its SceneOps), the statistics card leads to the calendar, and what the program asks
 * of all three is a dozen lines. Each card's layout, input, drawing and words are in its own
 * header (settings_card.h, stats_card.h, daily_card.h), which its files and the tests share;
 * the structs stay in cards_internal.h, for the folder's own files, and a test reads inside a
 * card through cards_test.h. Each card is made by its _new (zeroed; NULL when there is no
 * memory), freed by its _free (it holds no other memory), borrows Art and touches no file. */
#ifndef RAJAS_CARDS_H
#define RAJAS_CARDS_H

#include <stddef.h>
#include <stdint.h>

#include "art.h"
#include "i18n.h"
#include "records.h"
#include "scene.h"
#include "settings.h"
#include "stats.h"

typedef struct SettingsScene SettingsScene;
typedef struct StatsScene StatsScene;
typedef struct DailyCardScene DailyCardScene;

/* The cards behind the scene interface (settings_card_ops.c, stats_card_ops.c,
 * daily_card_ops.c); self is the card, opened. */
extern const SceneOps settings_card_ops;
extern const SceneOps stats_card_ops;
extern const SceneOps daily_card_ops;

SettingsScene *settings_scene_new(void);
void settings_scene_free(SettingsScene *s);
/* Shows the settings in force, laid out for a w×h window, in lang (borrowed: the program's
 * language, which a switch from the card changes in place, so the card speaks the new one). */
void settings_scene_open(SettingsScene *s, Art *art, const Lang *lang, const Settings *current, int w, int h);
/* What the card says under the choices after a change: text (the settings apply but could
 * not be written, and why), or NULL for the usual line (settings_words_note). */
void settings_scene_note(SettingsScene *s, const char *text);
/* What the card says when a change cannot be written: "The settings apply now but could
 * not be saved: <why>". */
void settings_words_unsaved(const Lang *lang, const char *why, char *buf, size_t cap);

StatsScene *stats_scene_new(void);
void stats_scene_free(StatsScene *s);
/* lang: borrowed, as settings_scene_open's. note may be NULL; games (n of them, newest first, files_records_list) are copied. */
void stats_scene_open(StatsScene *s, Art *art, const Lang *lang, const Stats *stats, const char *note, const RecordInfo *games,
                      int n, int w, int h);

DailyCardScene *daily_card_new(void);
void daily_card_free(DailyCardScene *s);
/* lang: borrowed, as settings_scene_open's. The last 35 days up to `today` (days since 1970-01-01) as stats d keeps them. */
void daily_card_open(DailyCardScene *s, Art *art, const Lang *lang, const StatsDaily *d, int32_t today, int w, int h);

#endif
