/* end_open.c — an end screen for the scene tests (see end_open.h). */
#include "end_open.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "end.h"
#include "support.h"
#include "language.h"

EndScene *test_end_open(const Session *s, const Seats *seats, Art *art, int w, int h)
{
    EndScene *e = end_scene_new();
    assert_non_null(e);
    end_scene_init(e, s, test_sheets(), art, test_lang(), seats);
    if (w > 0 && h > 0) end_scene_resize(e, w, h);
    return e;
}
