/* data_home.h — the player's folders for the tests that open the program or its files: a
 * scratch XDG_DATA_HOME for a whole test executable, in which the program finds its user
 * folder, emptied before each test; and a user folder made with the settings a test needs
 * before the real program is started on it. Each fails the test when a folder cannot be
 * made or removed. */
#ifndef RAJAS_TEST_DATA_HOME_H
#define RAJAS_TEST_DATA_HOME_H

#include <stddef.h>

#include "settings.h"

/* cmocka group fixtures: a scratch folder /tmp/rajas-home-XXXXXX made XDG_DATA_HOME for the
 * run, and removed after it. */
int test_data_home_make(void **unused);
int test_data_home_remove(void **unused);
/* A test's set-up: the user folder in it (test_user_dir) removed and made again, empty. */
int test_user_dir_empty(void **unused);
/* A cmocka case in an empty user folder, English again after it (test_language_back,
 * language.h, which the test includes). */
#define USER_DIR_CASE(t) cmocka_unit_test_setup_teardown(t, test_user_dir_empty, test_language_back)
/* The scratch folder, and the user folder the program finds in it (<scratch>/rajas/rajas). */
const char *test_data_home(void);
const char *test_user_dir(void);

/* Removes dir with everything in it and makes it again, empty (with its parents). */
void test_folder_empty(const char *dir);

/* Removes the folder dir names, if any, with everything in it, and empties dir; a folder
 * that cannot be removed is said on stderr, not failed on (this runs as the test ends). */
void test_folder_drop(char *dir);

/* A new scratch folder /tmp/rajas-<tag>-XXXXXX (its path in scratch, cap bytes) made
 * XDG_DATA_HOME, the user folder the program will find in it (user_dir) and its autosave's
 * path (autosave), both FILES_PATH_MAX bytes, with settings s written there. */
void test_user_folder_with(char *scratch, size_t cap, const char *tag, const Settings *s, char *user_dir,
                           char *autosave);

#endif
