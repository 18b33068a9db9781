/* setup_test.c — what a test reads inside the set-up screen (setup_test.h): copies and
 * read-only pointers, so a test checks the screen without its struct. */
#include "setup_test.h"

#include "setup_internal.h"

const SetupLayout *setup_test_layout(const SetupScene *s) { return &s->layout; }

const GameSetup *setup_test_params(const SetupScene *s) { return &s->setup; }

SetupMessage setup_test_message(const SetupScene *s)
{
    return (SetupMessage){s->message, s->message_bad, s->message_why, s->message_drawn};
}

SetupTold setup_test_told(const SetupScene *s)
{
    return (SetupTold){s->can_resume, s->welcome, s->unsaved, s->palette};
}

SetupOutcome setup_test_outcome(const SetupScene *s) { return s->outcome; }
