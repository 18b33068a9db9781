/* language.h — the game's words in one language for a test: the catalogue of RAJAS_DATA
 * (which ctest sets) loaded, failing the test with the reason when it cannot be. The
 * catalogue in force is the program's one piece of process-wide state (i18n.h says why), so
 * a test that changes it registers test_language_back as its teardown, which gives English
 * back whether the test passed or failed: no test puts the language back by hand. */
#ifndef RAJAS_TEST_LANGUAGE_H
#define RAJAS_TEST_LANGUAGE_H

/* lang: "en", "de" or "nl". */
void test_language(const char *lang);
/* A cmocka teardown: English again, every catalogue loaded freed (i18n_unload). */
int test_language_back(void **state);

#endif
