/* cards_internal.h — the cards' insides, for the folder's own files only (the program sees
 * cards.h, the tests each card's header and cards_test.h; cmake/boundaries.cmake refuses any
 * other includer). Each card is a small value: the Art it borrows, what it shows, the mouse
 * and its layout. */
#ifndef RAJAS_CARDS_INTERNAL_H
#define RAJAS_CARDS_INTERNAL_H

#include "daily_card.h"
#include "i18n.h"
#include "settings_card.h"
#include "stats_card.h"

struct SettingsScene {
    Art *art;                /* borrowed */
    const Lang *lang;        /* borrowed: the program's language, which a switch changes in place */
    Settings chosen;         /* what the card shows: the settings in force */
    char note[SETTINGS_NOTE_MAX];   /* why the last change could not be kept, "" when it was */
    int mouse_x, mouse_y;
    SettingsLayout layout;
};

struct StatsScene {
    Art *art;                          /* borrowed */
    const Lang *lang;                  /* borrowed: the program's language */
    StatsLine line[STATS_LINES];
    char note[768];                    /* "" when there is none; may name files */
    RecordInfo game[RECORD_LIST_MAX];  /* the finished games, newest first */
    int games, first;                  /* how many; the first shown */
    int chosen;                        /* with STATS_REPLAY: the game clicked */
    int mouse_x, mouse_y;
    StatsLayout layout;
};

struct DailyCardScene {
    Art *art;                             /* borrowed */
    const Lang *lang;                     /* borrowed: the program's language */
    CalendarDay day[DAILY_CARD_DAYS];     /* oldest first, today last */
    int streak, best_streak;
    int played, won, beat_par;            /* of the 35 days */
    int mouse_x, mouse_y;
    DailyCardLayout layout;
};

#endif
