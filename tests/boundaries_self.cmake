# boundaries_self.cmake — test_boundaries_self: cmake/boundaries.cmake refuses what it must.
# Small trees are written under WORK and the check is run on each: a tree that keeps to the
# table passes (match/, in the table but not there, passed over); a folder that includes a
# folder below it that it may not, one scene another, SDL in the engine or in match/, and a
# folder with no row in the table each fail, naming the file, the line and the folder.
#
#   cmake -DCHECK=cmake/boundaries.cmake -DWORK=<a scratch folder> -P tests/boundaries_self.cmake
cmake_minimum_required(VERSION 3.16)

if(NOT CHECK OR NOT WORK)
  message(FATAL_ERROR "boundaries_self.cmake: -DCHECK=<cmake/boundaries.cmake> and -DWORK=<a folder> are needed")
endif()

# tree(<name> <path> <text> [<path> <text>]...): the tree WORK/<name>/src with those files.
function(tree name)
  file(REMOVE_RECURSE "${WORK}/${name}")
  set(args ${ARGN})
  while(args)
    list(POP_FRONT args path text)
    file(WRITE "${WORK}/${name}/src/${path}" "${text}")
  endwhile()
endfunction()

function(run name)
  execute_process(COMMAND ${CMAKE_COMMAND} -DSRC=${WORK}/${name}/src -P ${CHECK}
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
  engine/game.h "${GAME}"
  session/session.h "${SESSION}"
  ui/art.c "#include <stdio.h>\n#include <SDL.h>\n#include \"game.h\"\n#include \"unknown.h\"\n"
  views/sheet_view.h "#include \"art.h\"\n"
  ui/art.h "#pragma once\n"
  scenes/table/table.h "#include \"sheet_view.h\"\n#include \"session.h\"\n"
  scene/coached.h "#pragma once\n"
  scenes/tutorial/coach.c "#include \"coached.h\"\n"
  app/app.c "#include \"coach.h\"\n#include \"table.h\"\n"
  scenes/tutorial/coach.h "#pragma once\n")
expect_pass(keeps)

tree(lesson_table
  scenes/table/table.h "#pragma once\n"
  scenes/tutorial/coach.c "#include \"table.h\"\n")
expect_fail(lesson_table "src/scenes/tutorial/coach.c:1:" "of src/scenes/table/" "src/scenes/tutorial/ may not include")

tree(ui_session
  engine/game.h "${GAME}"
  session/session.h "${SESSION}"
  ui/i18n.c "/* i18n */\n#include <stdio.h>\n  #  include \"session.h\"\n")
expect_fail(ui_session "src/ui/i18n.c:3:" "\"session.h\" of src/session/" "src/ui/ may not include")

tree(scene_scene
  scenes/end/end.h "#pragma once\n"
  scenes/replay/replay.c "#include \"replay.h\"\n#include \"end.h\"\n"
  scenes/replay/replay.h "#pragma once\n")
expect_fail(scene_scene "src/scenes/replay/replay.c:2:" "of src/scenes/end/" "src/scenes/replay/ may not include")

tree(engine_sdl
  engine/dice.c "#include \"game.h\"\n\n#include <SDL_timer.h>\n"
  engine/game.h "${GAME}")
expect_fail(engine_sdl "src/engine/dice.c:3:" "<SDL_timer.h>" "src/engine/ may not include")

tree(match_sdl
  match/match.c "#include \"session.h\"\n#include <SDL.h>\n"
  session/session.h "${SESSION}"
  engine/game.h "${GAME}")
expect_fail(match_sdl "src/match/match.c:2:" "<SDL.h>" "src/match/ may not include")

tree(files_bots
  bots/bot.h "#pragma once\n"
  files/game_setup.c "#include \"bot.h\"\n")
expect_fail(files_bots "src/files/game_setup.c:1:" "of src/bots/" "src/files/ may not include")

tree(no_row
  extra/thing.c "int thing;\n")
expect_fail(no_row "src/extra/thing.c" "no row")

tree(two_names
  ui/art.h "#pragma once\n"
  views/art.h "#pragma once\n")
expect_fail(two_names "two headers are named art.h")
