# boundaries_self.cmake — test_boundaries_self: cmake/boundaries.cmake refuses what it must.
# Small trees are written under WORK and the check is run on each: a tree that keeps to the
# table passes (match/, in the table but not there, passed over; a static prototype and one
# for a function of the file's own folder too); a folder that includes a folder below it that
# it may not, one scene another, a scene a folder its row does not name, SDL in the engine or
# in match/, a folder with no row in the table (in src/ or in tests/), a helper of the tests
# or a tool including what its row does not name, and a prototype written by hand for
# another folder's function (declared in its header, or only defined in its .c file) each
# fail, naming the file, the line and the folder or the function; so does a folder including
# another's internal header (<x>_internal.h) or test header (<x>_test.h) although its row names
# that folder, while the tests include the test header and the tools the internal one; a test
# including an internal header fails (a scene's too, the table's from a test or a test's
# helper: a test drives a scene through its front door, its steps and its test header, and
# the program through its front door alone), and so does a
# header declaring another folder's function by hand. A row of src/ naming a folder that no
# file of its folder includes fails (a scene's row naming more than the scene uses), where a
# tree whose rows each name just what their folders include passes. Each case is one call:
# kept(<name> [WHOLE] TREE <files>) or refused(<name> SAYS <words> TREE <files>), its files as
# path and text pairs. A kept tree is a few files, whose folders use a little of what their
# real rows name, so it is checked as a sample (-DSAMPLE=ON) unless it says WHOLE; a refused
# one is checked whole.
#
#   cmake -DCHECK=cmake/boundaries.cmake -DWORK=<a scratch folder> -P tests/boundaries_self.cmake
include(${CMAKE_CURRENT_LIST_DIR}/self_check.cmake)

# tree(<name> <path> <text> [<path> <text>]...): the tree WORK/<name> with those files (paths from
# its root: src/…, tests/…, tools/…).
function(tree name)
  file(REMOVE_RECURSE "${WORK}/${name}")
  set(args ${ARGN})
  while(args)
    list(POP_FRONT args path text)
    string(REPLACE "@SEMI@" ";" text "${text}")   # a list would split at a ';' of its own
    file(WRITE "${WORK}/${name}/${path}" "${text}")
  endwhile()
endfunction()

# refused(<name> SAYS <words>... TREE <path> <text> [<path> <text>]...): the check refuses the
# tree WORK/<name> with those files, and says each of the words.
function(refused name)
  cmake_parse_arguments(PARSE_ARGV 1 case "" "" "SAYS;TREE")
  tree(${name} ${case_TREE})
  self_check(${name} SAYS ${case_SAYS})
endfunction()

# kept(<name> [WHOLE] TREE <path> <text> [<path> <text>]...): the check passes that tree, as a
# sample, or WHOLE as the real tree is checked.
function(kept name)
  cmake_parse_arguments(PARSE_ARGV 1 case "WHOLE" "" "TREE")
  tree(${name} ${case_TREE})
  if(case_WHOLE)
    self_check(${name})
  else()
    self_check(${name} OPTIONS -DSAMPLE=ON)
  endif()
endfunction()

set(GAME "#pragma once\n")
set(SESSION "#pragma once\n#include \"game.h\"\n")

kept(keeps
  TREE src/engine/game.h "${GAME}"
       src/session/session.h "${SESSION}"
       src/ui/art.c "#include <stdio.h>\n#include <SDL.h>\n#include \"game.h\"\n#include \"unknown.h\"\n"
       src/views/sheet_view.h "#include \"art.h\"\n"
       src/ui/art.h "#pragma once\n"
       src/scenes/table/table.h "#include \"sheet_view.h\"\n#include \"session.h\"\n"
       src/scene/coached.h "#pragma once\n"
       src/scenes/tutorial/coach.c "#include \"coached.h\"\n"
       src/app/app.c "#include \"coach.h\"\n#include \"table.h\"\n"
       src/scenes/tutorial/coach.h "#pragma once\n"
       src/ui/widgets.c "#include \"art.h\"\nstatic int local(void)@SEMI@\nint art_size(int a,\n             int b)@SEMI@\n"
       src/ui/art2.c "int art_size(int a, int b) { return a + b@SEMI@ }\n"
       tests/support/hand.h "#pragma once\n#include \"table.h\"\n"
       tests/test_table.c "#include \"hand.h\"\n#include <SDL.h>\nstatic void click(int x)@SEMI@\n"
       tools/calibrate.c "#include \"session.h\"\n")

kept(back_rooms_kept
  TREE src/match/match.h "#pragma once\n"
       src/match/match_internal.h "#include \"match.h\"\n"
       src/match/match_test.h "#include \"match.h\"\n"
       src/match/match.c "#include \"match_internal.h\"\n#include \"match_test.h\"\n"
       tests/test_match.c "#include \"match_test.h\"\n"
       tools/tune.c "#include \"match_internal.h\"\n")

refused(internal_outside
  SAYS "src/views/log_book.c:2:" "\"match_internal.h\" of src/match/" "an internal header"
  TREE src/match/match.h "#pragma once\n"
       src/match/match_internal.h "#include \"match.h\"\n"
       src/views/log_book.c "#include \"match.h\"\n#include \"match_internal.h\"\n")

refused(test_header_outside
  SAYS "tools/tune.c:1:" "\"match_test.h\" of src/match/" "a test header"
  TREE src/match/match.h "#pragma once\n"
       src/match/match_test.h "#include \"match.h\"\n"
       tools/tune.c "#include \"match_test.h\"\n")

refused(lesson_table
  SAYS "src/scenes/tutorial/coach.c:1:" "of src/scenes/table/" "src/scenes/tutorial/ may not include"
  TREE src/scenes/table/table.h "#pragma once\n"
       src/scenes/tutorial/coach.c "#include \"table.h\"\n")

refused(ui_session
  SAYS "src/ui/i18n.c:3:" "\"session.h\" of src/session/" "src/ui/ may not include"
  TREE src/engine/game.h "${GAME}"
       src/session/session.h "${SESSION}"
       src/ui/i18n.c "/* i18n */\n#include <stdio.h>\n  #  include \"session.h\"\n")

refused(scene_scene
  SAYS "src/scenes/replay/replay.c:2:" "of src/scenes/end/" "src/scenes/replay/ may not include"
  TREE src/scenes/end/end.h "#pragma once\n"
       src/scenes/replay/replay.c "#include \"replay.h\"\n#include \"end.h\"\n"
       src/scenes/replay/replay.h "#pragma once\n")

refused(engine_sdl
  SAYS "src/engine/dice.c:3:" "<SDL_timer.h>" "src/engine/ may not include"
  TREE src/engine/dice.c "#include \"game.h\"\n\n#include <SDL_timer.h>\n"
       src/engine/game.h "${GAME}")

refused(match_sdl
  SAYS "src/match/match.c:2:" "<SDL.h>" "src/match/ may not include"
  TREE src/match/match.c "#include \"session.h\"\n#include <SDL.h>\n"
       src/session/session.h "${SESSION}"
       src/engine/game.h "${GAME}")

refused(files_bots
  SAYS "src/files/game_setup.c:1:" "of src/bots/" "src/files/ may not include"
  TREE src/bots/bot.h "#pragma once\n"
       src/files/game_setup.c "#include \"bot.h\"\n")

refused(no_row
  SAYS "src/extra/thing.c" "no row"
  TREE src/extra/thing.c "int thing@SEMI@\n")

refused(two_names
  SAYS "two headers are named art.h"
  TREE src/ui/art.h "#pragma once\n"
       src/views/art.h "#pragma once\n")

refused(lesson_bots
  SAYS "src/scenes/tutorial/coach.c:1:" "of src/bots/" "src/scenes/tutorial/ may not include"
  TREE src/bots/bot.h "#pragma once\n"
       src/scenes/tutorial/coach.c "#include \"bot.h\"\n")

refused(tests_no_row
  SAYS "tests/extra/thing.c" "no row"
  TREE tests/extra/thing.c "int thing@SEMI@\n")

refused(support_tool
  SAYS "tests/support/hand.c:1:" "of tools/" "tests/support/ may not include"
  TREE tools/calibration.h "#pragma once\n"
       tests/support/hand.c "#include \"calibration.h\"\n")

refused(tool_scene
  SAYS "tools/tune.c:2:" "of src/scenes/table/" "tools/ may not include"
  TREE src/scenes/table/table.h "#pragma once\n"
       tools/tune.c "#include <stdio.h>\n#include \"table.h\"\n")

refused(hand_header
  SAYS "src/ui/art.c:3:" "declares game_start() by hand" "src/engine/game.h declares"
  TREE src/engine/game.h "#pragma once\nint game_start(int players,\n               int seed)@SEMI@\n"
       src/ui/art.c "/* art */\n#include <SDL.h>\nint game_start(int players,\n               int seed)@SEMI@\n")

refused(hand_source
  SAYS "src/match/match.c:2:" "declares bot_secret() by hand" "a function of src/bots/secret.c"
  TREE src/bots/secret.c "#include <stdio.h>\n\nint bot_secret(void)\n{\n    return 1@SEMI@\n}\n"
       src/match/match.c "#include <stdio.h>\nint bot_secret(void)@SEMI@\n")

refused(hand_in_a_test
  SAYS "tests/test_table.c:3:" "declares table_poke() by hand" "src/scenes/table/table.h"
  TREE src/scenes/table/table.h "#pragma once\nvoid table_poke(void)@SEMI@\n"
       tests/test_table.c "#include <stdio.h>\n\nvoid table_poke(void)@SEMI@\n")

refused(internal_in_a_test
  SAYS "tests/test_match.c:2:" "\"match_internal.h\" of src/match/" "an internal header"
  TREE src/match/match.h "#pragma once\n"
       src/match/match_internal.h "#include \"match.h\"\n"
       tests/test_match.c "#include <stdio.h>\n#include \"match_internal.h\"\n")

kept(scene_back_rooms_kept
  TREE src/scenes/setup/setup_screen.h "#pragma once\n"
       src/scenes/setup/setup_test.h "#include \"setup_screen.h\"\n"
       src/scenes/setup/setup_internal.h "#include \"setup_test.h\"\n"
       src/scenes/setup/setup.c "#include \"setup_internal.h\"\n"
       src/app/flow.c "#include \"setup_screen.h\"\n"
       tests/test_scene_setup.c "#include \"setup_test.h\"\n")

refused(scene_internal_in_a_test
  SAYS "tests/test_scene_setup.c:2:" "\"setup_internal.h\" of src/scenes/setup/" "an internal header"
  TREE src/scenes/setup/setup_screen.h "#pragma once\n"
       src/scenes/setup/setup_internal.h "#include \"setup_screen.h\"\n"
       tests/test_scene_setup.c "#include <stdio.h>\n#include \"setup_internal.h\"\n")

kept(table_back_rooms_kept
  TREE src/scenes/table/table.h "#pragma once\n"
       src/scenes/table/table_steps.h "#include \"table.h\"\n"
       src/scenes/table/table_test.h "#include \"table_steps.h\"\n"
       src/scenes/table/table_internal.h "#include \"table_steps.h\"\n"
       src/scenes/table/table_test.c "#include \"table_test.h\"\n#include \"table_internal.h\"\n"
       src/app/flow.c "#include \"table.h\"\n"
       tests/support/table_hand.h "#include \"table_steps.h\"\n#include \"table_test.h\"\n"
       tests/test_table_log.c "#include \"table_hand.h\"\n#include \"table_test.h\"\n")

refused(table_internal_in_a_test
  SAYS "tests/test_table_log.c:2:" "\"table_internal.h\" of src/scenes/table/" "an internal header"
  TREE src/scenes/table/table.h "#pragma once\n"
       src/scenes/table/table_internal.h "#include \"table.h\"\n"
       tests/test_table_log.c "#include \"table.h\"\n#include \"table_internal.h\"\n")

refused(table_internal_in_a_test_helper
  SAYS "tests/support/table_hand.h:1:" "\"table_internal.h\" of src/scenes/table/" "an internal header"
  TREE src/scenes/table/table.h "#pragma once\n"
       src/scenes/table/table_internal.h "#include \"table.h\"\n"
       tests/support/table_hand.h "#include \"table_internal.h\"\n")

refused(end_internal_in_a_test
  SAYS "tests/test_scene_end.c:2:" "\"end_internal.h\" of src/scenes/end/" "an internal header"
  TREE src/scenes/end/end.h "#pragma once\n"
       src/scenes/end/end_internal.h "#include \"end.h\"\n"
       tests/test_scene_end.c "#include \"end_test.h\"\n#include \"end_internal.h\"\n")

refused(scene_internal_in_the_app
  SAYS "src/app/flow.c:1:" "\"setup_internal.h\" of src/scenes/setup/" "an internal header"
  TREE src/scenes/setup/setup_internal.h "#pragma once\n"
       src/app/flow.c "#include \"setup_internal.h\"\n")

refused(scene_test_header_in_the_app
  SAYS "src/app/flow.c:1:" "\"setup_test.h\" of src/scenes/setup/" "a test header"
  TREE src/scenes/setup/setup_test.h "#pragma once\n"
       src/app/flow.c "#include \"setup_test.h\"\n")

refused(hand_in_a_header
  SAYS "src/scenes/table/table_bots.h:3:" "declares match_pace() by hand" "a function of src/match/match.c"
  TREE src/match/match.c "#include <stdio.h>\n\nint match_pace(const int *m)\n{\n    return *m@SEMI@\n}\n"
       src/scenes/table/table_bots.h "#pragma once\n/* the pace */\nint match_pace(const int *m)@SEMI@\n")

refused(cards_internal_in_a_test
  SAYS "tests/test_scene_settings.c:2:" "\"cards_internal.h\" of src/scenes/cards/" "an internal header"
  TREE src/scenes/cards/cards.h "#pragma once\n"
       src/scenes/cards/cards_internal.h "#include \"cards.h\"\n"
       tests/test_scene_settings.c "#include <stdio.h>\n#include \"cards_internal.h\"\n")

# The rows of src/ name what their folders use: here each names just that.
kept(rows_name_their_uses WHOLE
  TREE src/engine/game.h "${GAME}"
       src/file_rule/file_rule.h "#pragma once\n"
       src/thread/thread.h "#pragma once\n"
       src/session/session.h "${SESSION}#include \"file_rule.h\"\n"
       src/bots/bot.c "#include \"game.h\"\n#include \"session.h\"\n#include \"thread.h\"\n")

# The rules' scene's row names file_rule, which this scene does not include.
refused(scene_row_names_more
  SAYS "the row of src/scenes/rules/ names file_rule" "no file of src/scenes/rules/ includes"
  TREE src/scene/scene.h "#pragma once\n"
       src/ui/art.h "#pragma once\n"
       src/scenes/rules/rules.c "#include <SDL.h>\n#include \"scene.h\"\n#include \"art.h\"\n")
