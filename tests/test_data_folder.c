/* test_data_folder.c — finding the data folder and loading its sheets (data.h): a
 * $RAJAS_DATA that holds no sheets/ is reported by the path looked for, never passed over
 * for another folder, and two sheet files naming one side are refused, both named. */
#include "support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "data.h"

typedef struct {
    char dir[64];
    char assets[1024];   /* the build's data folder, to copy sheets from and restore */
} Folder;

/* The scratch folder and its copies are made and removed by the tests' own helpers, not
 * shell commands, so the test runs the same on Windows (under Wine). */
static int make_folder(void **state)
{
    static Folder f;
    test_scratch_make(f.dir, sizeof f.dir, "data");
    const char *assets = getenv("RAJAS_DATA");
    if (!assets) return -1;
    snprintf(f.assets, sizeof f.assets, "%s", assets);
    *state = &f;
    return 0;
}

static int remove_folder(void **state)
{
    Folder *f = *state;
    test_scratch_remove(f->dir);
    test_setenv("RAJAS_DATA", f->assets);
    return 0;
}

static void copy_sheet(const Folder *f, const char *side, const char *as)
{
    char sheets[128], from[1200], to[256];
    snprintf(sheets, sizeof sheets, "%s/sheets", f->dir);
    test_mkdir(sheets);   /* there already after the first copy: fine */
    snprintf(from, sizeof from, "%s/sheets/%s.sheet", f->assets, side);
    snprintf(to, sizeof to, "%s/%s", sheets, as);
    test_copy_file(from, to);
}

static void test_rajas_data_without_sheets_is_reported_by_the_path_looked_for(void **state)
{
    Folder *f = *state;
    test_setenv("RAJAS_DATA", f->dir);
    char dir[1024], err[8192], want[256];
    assert_false(data_find(dir, sizeof dir, err, sizeof err));
    snprintf(want, sizeof want, "RAJAS_DATA is %s, but there is no folder %s/sheets (a data folder holds sheets/)",
             f->dir, f->dir);
    assert_string_equal(err, want);
    Sheets sheets;
    assert_false(data_load_sheets(&sheets, err, sizeof err));
    assert_string_equal(err, want);
}

static void test_a_rajas_data_with_sheets_is_the_one_used(void **state)
{
    Folder *f = *state;
    copy_sheet(f, "moon", "moon.sheet");
    test_setenv("RAJAS_DATA", f->dir);
    char dir[1024], err[8192];
    assert_true(data_find(dir, sizeof dir, err, sizeof err));
    assert_string_equal(dir, f->dir);
    Sheets sheets;
    assert_true(data_load_sheets(&sheets, err, sizeof err));
    assert_int_equal(sheets.count, 1);
    assert_string_equal(sheets.sheet[0].name, "moon");
}

static void test_two_sheet_files_of_one_side_are_refused_naming_both(void **state)
{
    Folder *f = *state;
    copy_sheet(f, "moon", "moon.sheet");
    copy_sheet(f, "sun", "sun.sheet");
    copy_sheet(f, "sun", "sun-copy.sheet");
    test_setenv("RAJAS_DATA", f->dir);
    char err[8192], want[512];
    Sheets sheets;
    assert_false(data_load_sheets(&sheets, err, sizeof err));
    /* sorted by file name: sun-copy.sheet comes before sun.sheet */
    snprintf(want, sizeof want,
             "%s/sheets/sun-copy.sheet and %s/sheets/sun.sheet both name the side \"sun\"; each side needs a name "
             "of its own",
             f->dir, f->dir);
    assert_string_equal(err, want);
}

TEST_MAIN(
    cmocka_unit_test_setup_teardown(test_rajas_data_without_sheets_is_reported_by_the_path_looked_for,
                                    make_folder, remove_folder),
    cmocka_unit_test_setup_teardown(test_a_rajas_data_with_sheets_is_the_one_used, make_folder, remove_folder),
    cmocka_unit_test_setup_teardown(test_two_sheet_files_of_one_side_are_refused_naming_both, make_folder,
                                    remove_folder)
)
