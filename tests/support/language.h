/* language.h — the game's words in one language for a test: the catalogue of RAJAS_DATA
 * (which ctest sets) loaded, failing the test with the reason when it cannot be. */
#ifndef RAJAS_TEST_LANGUAGE_H
#define RAJAS_TEST_LANGUAGE_H

/* lang: "en", "de" or "nl". */
void test_language(const char *lang);

#endif
