/* rules_test.c — what a test reads inside the rules screen (rules_test.h): read-only
 * pointers and copies, so a test checks the screen without its struct. */
#include "rules_test.h"

#include "rules_internal.h"

const RulesGeometry *rules_test_geometry(const RulesScene *s) { return &s->g; }

const RulesPage *rules_test_page(const RulesScene *s, RulesTab tab) { return &s->page[tab]; }

RulesTab rules_test_tab(const RulesScene *s) { return s->tab; }

RulesSeen rules_test_seen(const RulesScene *s)
{
    return (RulesSeen){s->code, s->path, s->error, s->dragging, s->drawn_first, s->drawn_last};
}
