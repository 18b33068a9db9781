/* contrast.h — whether the high-contrast look is in force (contrast = high in
 * settings.txt, docs/accessibility.md), for drawing code that keeps its own colours (the
 * printed sheet) and only strengthens its outlines. widgets.c holds the answer and swaps
 * the shared colours (widgets.h, ui_set_high_contrast). */
#ifndef RAJAS_CONTRAST_H
#define RAJAS_CONTRAST_H

#include <stdbool.h>

bool ui_high_contrast(void);

#endif
