/* language.h — the game's words in one language for a test, as a value: the tests write in
 * the test program's Lang (test_lang), English until test_language loads the catalogue of
 * RAJAS_DATA (which ctest sets) into it, failing the test with the reason when it cannot be.
 * A test that loads one registers test_language_back as its teardown, which gives English
 * back whether the test passed or failed. A switch loads into the same Lang, as the App's
 * does, so a scene a test keeps from one test to the next still holds a good pointer; the
 * Lang and every catalogue loaded into it are freed when the test program ends. */
#ifndef RAJAS_TEST_LANGUAGE_H
#define RAJAS_TEST_LANGUAGE_H

#include "i18n.h"

/* The test's language: the Lang every scene and word builder of the test is handed. */
const Lang *test_lang(void);
/* Loads lang ("en", "de" or "nl") into the test's Lang. */
void test_language(const char *lang);
/* Loads lang into l, a Lang the test holds (the App's, app.win.lang), as a switch does but
 * without the App's rewriting of its screens. */
void test_language_into(Lang *l, const char *lang);
/* A cmocka teardown: English again in the test's Lang. */
int test_language_back(void **state);

#endif
