# boundaries.cmake — which folder of src/ may include the headers of which (the table below;
# docs/architecture.md draws it). Every build runs it before any library is compiled (the
# target `boundaries`, src/CMakeLists.txt), and so does the test test_boundaries;
# test_boundaries_self (tests/boundaries_self.cmake) shows it refusing what it must.
#
#   cmake -DSRC=<the src folder> -P cmake/boundaries.cmake
#
# A file in src/<folder> may include the headers of its own folder and of the folders its row
# names; SDL stands for <SDL...> headers, which only the rows that name it may include. The
# includes are bare names ("table.h"), so each is found by its name among the headers of
# src/, and two headers of one name are refused. A folder of src/ that has no row fails too
# (give it one); a row whose folder is not there is passed over. What
# fails is said as <file>:<line>: the header, the folder it is in, and what that file's
# folder may include.

cmake_minimum_required(VERSION 3.16)   # a script's policies: if(IN_LIST)

# Every layer may include what lies below it (docs/architecture.md):
#   engine, file_rule  <-  session  <-  bots  <-  match  <-  files, ui  <-  views, scene  <-  scenes  <-  app
# (scene: the one interface of every scene towards the app, scene.h)
# with the programs of the protocol and the tournament beside the files, over the bots.
set(UNDER_SCENES "scene views ui match files session bots engine file_rule SDL")
set(SCENES "scenes/table scenes/end scenes/replay scenes/setup scenes/tutorial scenes/practice scenes/puzzles scenes/rules scenes/cards")
set(BOUNDARIES
  # folder            may include
  "engine:"
  "file_rule:"
  "session:           engine file_rule"
  "bots:              engine session"
  "match:             engine session bots"
  "files:             engine session file_rule"
  "protocol:          engine session bots"
  "tournament:        engine session bots"
  "ui:                engine file_rule SDL"
  "views:             ui match engine session SDL"
  "scene:             ui files match engine session file_rule SDL"
  "scenes/table:      ${UNDER_SCENES}"
  "scenes/end:        ${UNDER_SCENES}"
  "scenes/replay:     ${UNDER_SCENES}"
  "scenes/setup:      ${UNDER_SCENES}"
  "scenes/tutorial:   ${UNDER_SCENES}"   # the lesson drives the real table through coached.h
  "scenes/practice:   ${UNDER_SCENES}"   # so does "Try it", the review's practice
  "scenes/puzzles:    ${UNDER_SCENES}"   # and "Puzzles: find the move"
  "scenes/rules:      ${UNDER_SCENES}"
  "scenes/cards:      ${UNDER_SCENES}"
  "app:               ${SCENES} ${UNDER_SCENES}"
)

if(NOT SRC OR NOT IS_DIRECTORY "${SRC}")
  message(FATAL_ERROR "boundaries.cmake: -DSRC=<the src folder> is needed (got \"${SRC}\")")
endif()

set(rows)
foreach(row IN LISTS BOUNDARIES)
  if(NOT row MATCHES "^([^: ]+):(.*)$")
    message(FATAL_ERROR "boundaries.cmake: a row of the table reads \"${row}\"")
  endif()
  set(folder "${CMAKE_MATCH_1}")
  string(STRIP "${CMAKE_MATCH_2}" may)
  string(REGEX REPLACE "[ \t]+" ";" may "${may}")
  list(APPEND rows "${folder}")
  set("may_${folder}" ${may})
endforeach()

# Every header of src/ by its name, with its folder.
file(GLOB_RECURSE headers RELATIVE "${SRC}" "${SRC}/*.h")
foreach(h IN LISTS headers)
  get_filename_component(name "${h}" NAME)
  get_filename_component(dir "${h}" DIRECTORY)
  if(DEFINED "folder_of_${name}")
    message(FATAL_ERROR "boundaries.cmake: two headers are named ${name}, in src/${folder_of_${name}}/ and "
                        "src/${dir}/; an include of \"${name}\" cannot say which")
  endif()
  set("folder_of_${name}" "${dir}")
endforeach()

set(problems)
file(GLOB_RECURSE sources RELATIVE "${SRC}" "${SRC}/*.c" "${SRC}/*.h")
list(SORT sources)
foreach(f IN LISTS sources)
  get_filename_component(dir "${f}" DIRECTORY)
  if(NOT dir IN_LIST rows)
    list(APPEND problems "src/${f}: the folder src/${dir}/ has no row in cmake/boundaries.cmake's table: give it one")
    continue()
  endif()
  file(STRINGS "${SRC}/${f}" includes REGEX "^[ \t]*#[ \t]*include" ENCODING UTF-8)
  foreach(line IN LISTS includes)
    set(to "")
    if(line MATCHES "^[ \t]*#[ \t]*include[ \t]*\"([^\"]+)\"")
      set(header "${CMAKE_MATCH_1}")
      get_filename_component(name "${header}" NAME)
      if(DEFINED "folder_of_${name}")
        set(to "${folder_of_${name}}")
        set(what "\"${header}\" of src/${to}/,")
      endif()
    elseif(line MATCHES "^[ \t]*#[ \t]*include[ \t]*<(SDL[^>]*)>")
      set(to "SDL")
      set(what "<${CMAKE_MATCH_1}>, an SDL header,")
    endif()
    if(to STREQUAL "" OR to STREQUAL dir OR to IN_LIST "may_${dir}")
      continue()
    endif()
    # The line's number: the newlines before its first occurrence.
    file(READ "${SRC}/${f}" text)
    string(FIND "${text}" "${line}" at)
    string(SUBSTRING "${text}" 0 ${at} before)
    string(REGEX MATCHALL "\n" newlines "${before}")
    list(LENGTH newlines number)
    math(EXPR number "${number} + 1")
    set(allowed "${may_${dir}}")
    string(REPLACE ";" " " allowed "${allowed}")
    if(allowed STREQUAL "")
      set(allowed "no other folder")
    endif()
    string(CONCAT problem "src/${f}:${number}: includes ${what} which src/${dir}/ may not include "
                  "(it may include: ${allowed})")
    list(APPEND problems "${problem}")
  endforeach()
endforeach()

if(problems)
  list(LENGTH problems count)
  string(REPLACE ";" "\n" said "${problems}")
  message(FATAL_ERROR "${said}\n${count} problem(s) with the boundaries of cmake/boundaries.cmake; "
                      "docs/architecture.md says which folder may include which and why")
endif()
