/* rules_internal.h — the rules screen's insides, for its own files only (the program sees
 * rules_screen.h, the tests rules.h and rules_test.h; cmake/boundaries.cmake refuses any other
 * includer). The screen holds its two pages (each a document, its layout and where it is),
 * the geometry for the window's size, the pointer and what speech has read. */
#ifndef RAJAS_RULES_INTERNAL_H
#define RAJAS_RULES_INTERNAL_H

#include "rules.h"

struct RulesScene {
    Art *art;                       /* borrowed */
    bool open;
    const Lang *lang;               /* borrowed: the program's (rules_scene_new), the words */
    char code[8];                   /* language the pages were made in; "" before */
    char path[RULES_PATH_MAX];      /* the rules file shown (or looked for) */
    char data_dir[RULES_PATH_MAX];  /* where it was opened from: a language switch reloads */
    char error[RULES_PATH_MAX + 160];  /* when set, shown in place of the rules text */
    RulesTab tab;
    RulesPage page[RULES_TABS];
    RulesGeometry g;
    bool dragging;                  /* the scrollbar's thumb is held */
    int grab;                       /* where in the thumb it was grabbed */
    int mouse_x, mouse_y;
    int drawn_first, drawn_last;    /* blocks the last frame drew, -1 when none (tests) */
    /* What speech has read (app_speech.c): the tab and the blocks in view then; heard_tab
     * is -1 when nothing has been read since the screen opened. */
    int heard_tab, heard_first, heard_last;
};

#endif
