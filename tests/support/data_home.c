/* data_home.c — see data_home.h. */
#include "data_home.h"

#include <stdio.h>
#include <stdlib.h>

#include "player_files.h"
#include "support.h"

static char home[200], user[256];

int test_data_home_make(void **unused)
{
    (void)unused;
    test_scratch_make(home, sizeof home, "home");
    test_setenv("XDG_DATA_HOME", home);
    snprintf(user, sizeof user, "%s/rajas/rajas", home);
    return 0;
}

int test_data_home_remove(void **unused)
{
    (void)unused;
    test_scratch_remove(home);
    return 0;
}

int test_user_dir_empty(void **unused)
{
    (void)unused;
    test_folder_empty(user);
    return 0;
}

const char *test_data_home(void) { return home; }
const char *test_user_dir(void) { return user; }

void test_folder_empty(const char *dir)
{
    char cmd[600];
    if (snprintf(cmd, sizeof cmd, "rm -rf '%s' && mkdir -p '%s'", dir, dir) >= (int)sizeof cmd)
        fail_msg("folder path too long: %s", dir);
    assert_int_equal(system(cmd), 0);
}

void test_folder_drop(char *dir)
{
    if (!dir[0]) return;
    char cmd[600];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    if (system(cmd) != 0) fprintf(stderr, "cannot remove %s\n", dir);
    dir[0] = '\0';
}

void test_user_folder_with(char *scratch, size_t cap, const char *tag, const Settings *s, char *user_dir,
                           char *autosave)
{
    test_scratch_make(scratch, cap, tag);
    test_setenv("XDG_DATA_HOME", scratch);
    char err[FILES_ERR_MAX];
    if (!files_user_folder(user_dir, FILES_PATH_MAX, err, sizeof err) ||
        !files_path(user_dir, AUTOSAVE_FILE, autosave, FILES_PATH_MAX, err, sizeof err))
        fail_msg("%s", err);
    if (!files_settings_write(user_dir, s, err, sizeof err)) fail_msg("%s", err);
}
