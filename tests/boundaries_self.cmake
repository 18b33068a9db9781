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
# that folder, while the tests include both and the tools the internal one; a scene's internal
# header is refused to the tests too (they use its test header) and to the program.
#
#   cmake -DCHECK=cmake/boundaries.cmake -DWORK=<a scratch folder> -P tests/boundaries_self.cmake
cmake_minimum_required(VERSION 3.16)

if(NOT CHECK OR NOT WORK)
  message(FATAL_ERROR "boundaries_self.cmake: -DCHECK=<cmake/boundaries.cmake> and -DWORK=<a folder> are needed")
endif()

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

function(run name)
  execute_process(COMMAND ${CMAKE_COMMAND} -DROOT=${WORK}/${name} -P ${CHECK}
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  set(rc "${rc}" PARENT_SCOPE)
  string(REGEX REPLACE "[ \t\r\n]+" " " said "${out}${err}")   # the message, unwrapped
  set(said "${said}" PARENT_SCOPE)
endfunction()

function(expect_pass name)
  run(${name})
  if(NOT rc EQUAL 0)
    message(SEND_ERROR "${name}: the check refused a tree that keeps to the table: ${said}")
  endif()
endfunction()

# expect_fail(<name> <words>...): the check fails, and says each of the words.
function(expect_fail name)
  run(${name})
  if(rc EQUAL 0)
    message(SEND_ERROR "${name}: the check passed a tree it must refuse")
    return()
  endif()
  foreach(words IN LISTS ARGN)
    string(FIND "${said}" "${words}" at)
    if(at LESS 0)
      message(SEND_ERROR "${name}: the check did not say \"${words}\": ${said}")
    endif()
  endforeach()
endfunction()

set(GAME "#pragma once\n")
set(SESSION "#pragma once\n#include \"game.h\"\n")

tree(keeps
  src/engine/game.h "${GAME}"
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
expect_pass(keeps)

tree(back_rooms_kept
  src/match/match.h "#pragma once\n"
  src/match/match_internal.h "#include \"match.h\"\n"
  src/match/match_test.h "#include \"match.h\"\n"
  src/match/match.c "#include \"match_internal.h\"\n#include \"match_test.h\"\n"
  tests/test_match.c "#include \"match_test.h\"\n#include \"match_internal.h\"\n"
  tools/tune.c "#include \"match_internal.h\"\n")
expect_pass(back_rooms_kept)

tree(internal_outside
  src/match/match.h "#pragma once\n"
  src/match/match_internal.h "#include \"match.h\"\n"
  src/views/log_book.c "#include \"match.h\"\n#include \"match_internal.h\"\n")
expect_fail(internal_outside "src/views/log_book.c:2:" "\"match_internal.h\" of src/match/" "an internal header")

tree(test_header_outside
  src/match/match.h "#pragma once\n"
  src/match/match_test.h "#include \"match.h\"\n"
  tools/tune.c "#include \"match_test.h\"\n")
expect_fail(test_header_outside "tools/tune.c:1:" "\"match_test.h\" of src/match/" "a test header")

tree(scene_back_rooms_kept
  src/scenes/setup/setup_screen.h "#pragma once\n"
  src/scenes/setup/setup_test.h "#include \"setup_screen.h\"\n"
  src/scenes/setup/setup_internal.h "#include \"setup_test.h\"\n"
  src/scenes/setup/setup.c "#include \"setup_internal.h\"\n"
  src/app/flow.c "#include \"setup_screen.h\"\n"
  tests/test_scene_setup.c "#include \"setup_test.h\"\n")
expect_pass(scene_back_rooms_kept)

tree(scene_internal_in_a_test
  src/scenes/setup/setup_screen.h "#pragma once\n"
  src/scenes/setup/setup_internal.h "#include \"setup_screen.h\"\n"
  tests/test_scene_setup.c "#include <stdio.h>\n#include \"setup_internal.h\"\n")
expect_fail(scene_internal_in_a_test "tests/test_scene_setup.c:2:" "\"setup_internal.h\" of src/scenes/setup/"
            "a scene's internal header")

tree(scene_internal_in_the_app
  src/scenes/setup/setup_internal.h "#pragma once\n"
  src/app/flow.c "#include \"setup_internal.h\"\n")
expect_fail(scene_internal_in_the_app "src/app/flow.c:1:" "a scene's internal header")

tree(scene_test_header_in_the_app
  src/scenes/setup/setup_test.h "#pragma once\n"
  src/app/flow.c "#include \"setup_test.h\"\n")
expect_fail(scene_test_header_in_the_app "src/app/flow.c:1:" "a test header")

tree(lesson_table
  src/scenes/table/table.h "#pragma once\n"
  src/scenes/tutorial/coach.c "#include \"table.h\"\n")
expect_fail(lesson_table "src/scenes/tutorial/coach.c:1:" "of src/scenes/table/" "src/scenes/tutorial/ may not include")

tree(ui_session
  src/engine/game.h "${GAME}"
  src/session/session.h "${SESSION}"
  src/ui/i18n.c "/* i18n */\n#include <stdio.h>\n  #  include \"session.h\"\n")
expect_fail(ui_session "src/ui/i18n.c:3:" "\"session.h\" of src/session/" "src/ui/ may not include")

tree(scene_scene
  src/scenes/end/end.h "#pragma once\n"
  src/scenes/replay/replay.c "#include \"replay.h\"\n#include \"end.h\"\n"
  src/scenes/replay/replay.h "#pragma once\n")
expect_fail(scene_scene "src/scenes/replay/replay.c:2:" "of src/scenes/end/" "src/scenes/replay/ may not include")

tree(engine_sdl
  src/engine/dice.c "#include \"game.h\"\n\n#include <SDL_timer.h>\n"
  src/engine/game.h "${GAME}")
expect_fail(engine_sdl "src/engine/dice.c:3:" "<SDL_timer.h>" "src/engine/ may not include")

tree(match_sdl
  src/match/match.c "#include \"session.h\"\n#include <SDL.h>\n"
  src/session/session.h "${SESSION}"
  src/engine/game.h "${GAME}")
expect_fail(match_sdl "src/match/match.c:2:" "<SDL.h>" "src/match/ may not include")

tree(files_bots
  src/bots/bot.h "#pragma once\n"
  src/files/game_setup.c "#include \"bot.h\"\n")
expect_fail(files_bots "src/files/game_setup.c:1:" "of src/bots/" "src/files/ may not include")

tree(no_row
  src/extra/thing.c "int thing@SEMI@\n")
expect_fail(no_row "src/extra/thing.c" "no row")

tree(two_names
  src/ui/art.h "#pragma once\n"
  src/views/art.h "#pragma once\n")
expect_fail(two_names "two headers are named art.h")

tree(tutorial_bots
  src/bots/bot.h "#pragma once\n"
  src/scenes/tutorial/coach.c "#include \"bot.h\"\n")
expect_fail(tutorial_bots "src/scenes/tutorial/coach.c:1:" "of src/bots/" "src/scenes/tutorial/ may not include")

tree(tests_no_row
  tests/extra/thing.c "int thing@SEMI@\n")
expect_fail(tests_no_row "tests/extra/thing.c" "no row")

tree(support_tool
  tools/calibration.h "#pragma once\n"
  tests/support/hand.c "#include \"calibration.h\"\n")
expect_fail(support_tool "tests/support/hand.c:1:" "of tools/" "tests/support/ may not include")

tree(tool_scene
  src/scenes/table/table.h "#pragma once\n"
  tools/tune.c "#include <stdio.h>\n#include \"table.h\"\n")
expect_fail(tool_scene "tools/tune.c:2:" "of src/scenes/table/" "tools/ may not include")

tree(hand_header
  src/engine/game.h "#pragma once\nint game_start(int players,\n               int seed)@SEMI@\n"
  src/ui/art.c "/* art */\n#include <SDL.h>\nint game_start(int players,\n               int seed)@SEMI@\n")
expect_fail(hand_header "src/ui/art.c:3:" "declares game_start() by hand" "src/engine/game.h declares")

tree(hand_source
  src/bots/secret.c "#include <stdio.h>\n\nint bot_secret(void)\n{\n    return 1@SEMI@\n}\n"
  src/match/match.c "#include <stdio.h>\nint bot_secret(void)@SEMI@\n")
expect_fail(hand_source "src/match/match.c:2:" "declares bot_secret() by hand" "a function of src/bots/secret.c")

tree(hand_in_a_test
  src/scenes/table/table.h "#pragma once\nvoid table_poke(void)@SEMI@\n"
  tests/test_table.c "#include <stdio.h>\n\nvoid table_poke(void)@SEMI@\n")
expect_fail(hand_in_a_test "tests/test_table.c:3:" "declares table_poke() by hand" "src/scenes/table/table.h")
