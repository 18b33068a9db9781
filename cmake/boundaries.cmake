# boundaries.cmake — which folder may include the headers of which (the table below;
# docs/architecture.md draws it): the folders of src/, and tests/ and tools/ beside them.
# Every build runs it before any library is compiled (the target `boundaries`,
# src/CMakeLists.txt), and so does the test test_boundaries; test_boundaries_self
# (tests/boundaries_self.cmake) shows it refusing what it must.
#
#   cmake -DROOT=<the repository> -P cmake/boundaries.cmake
#
# A file in a folder may include the headers of its own folder and of the folders its row
# names; SDL stands for <SDL...> headers, which only the rows that name it may include. The
# folders of src/ are named from src/ ("ui", "scenes/table"), the others from the root
# ("tests/support", "tools"). The includes are bare names ("table.h"), so each is found by its
# name among the headers of src/, tests/ and tools/, and two headers of one name are refused.
# A folder that has no row fails too (give it one); a row whose folder is not there is passed
# over. A row of src/ names no more than its folder uses: each folder it names (SDL too) is
# included by some file of that folder, so a row says what its folder reaches, not what it
# might (the rows of tests/ and tools/ say what they may: each test reaches its own folder).
# -DSAMPLE=ON is for a tree of a few files that shows one thing (tests/boundaries_self.cmake),
# whose folders use a little of what the real rows name: there a row may name more. A prototype written by hand in a .c file or a header for a function of another
# folder (one that its .c files define, or, in a .c file, that its header declares) is refused
# as well: the file includes the header instead, so the wall above holds for calls as for
# includes. A folder's back rooms are closed whatever its row says: a header named
# <x>_internal.h is included by its own folder and the developer's tools only, and a declared
# test header (<x>_test.h) by its own folder and the tests only (a test reaches inside a
# folder through its test header, never its internal one). What
# fails is said as <file>:<line>: the header or the function, the folder it is in, and what
# that file's folder may include.

cmake_minimum_required(VERSION 3.16)   # a script's policies: if(IN_LIST)

# Every layer may include what lies below it (docs/architecture.md):
#   engine, file_rule, thread  <-  session  <-  bots  <-  match  <-  files, ui  <-  views, scene  <-  scenes  <-  app
# (scene: the one interface of every scene towards the app, scene.h)
# with the programs of the protocol and the tournament beside the files, over the bots.
set(UNDER_SCENES "scene views ui match files session bots engine file_rule thread SDL")
set(SCENES "scenes/table scenes/end scenes/replay scenes/setup scenes/tutorial scenes/practice scenes/puzzles scenes/rules scenes/cards")
# The tests and their harnesses may include every folder of src/ (each tests its own), the
# tools they check and the shared helpers; the developer's tools stay below the scenes.
set(EVERY_SRC "app ${SCENES} ${UNDER_SCENES} protocol tournament")
set(BOUNDARIES
  # folder            may include
  "engine:"
  "file_rule:"
  "thread:"
  "session:           engine file_rule"
  "bots:              engine session thread"
  "match:             engine session bots"
  "files:             engine session file_rule"
  "protocol:          engine session bots"
  "tournament:        engine session bots"
  "ui:                engine file_rule thread SDL"
  "views:             ui match engine session SDL"
  "scene:             ui files match engine session SDL"
  # Each scene names what it uses of the layers below it, and no more.
  "scenes/table:      scene views ui match files session bots engine thread SDL"
  "scenes/end:        scene views ui session bots engine thread SDL"
  "scenes/replay:     scene views ui match files session bots SDL"
  "scenes/setup:      scene views ui files engine SDL"
  "scenes/tutorial:   scene ui engine SDL"   # the lesson drives the real table through coached.h
  "scenes/practice:   scene views ui session bots engine SDL"   # so does "Try it", the review's practice
  "scenes/puzzles:    scene views ui files session engine SDL"   # and "Puzzles: find the move"
  "scenes/rules:      scene ui file_rule SDL"
  "scenes/cards:      scene ui files SDL"
  "app:               ${SCENES} scene views ui files session bots engine file_rule SDL"
  # Outside src/, named from the root.
  "tests:             ${EVERY_SRC} tools tests/support"
  "tests/support:     ${EVERY_SRC}"
  "tests/fuzz:        ${EVERY_SRC}"
  "tests/fake:"                            # stand-ins for system libraries: nothing of ours
  "tools:             ${UNDER_SCENES} protocol tournament"
)

if(NOT ROOT OR NOT IS_DIRECTORY "${ROOT}")
  message(FATAL_ERROR "boundaries.cmake: -DROOT=<the repository> is needed (got \"${ROOT}\")")
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

# Every file checked, as its path from the root; its folder as the table names it (src/'s
# from src/, the others from the root).
file(GLOB_RECURSE files RELATIVE "${ROOT}" "${ROOT}/src/*.c" "${ROOT}/src/*.h" "${ROOT}/tests/*.c"
     "${ROOT}/tests/*.h" "${ROOT}/tools/*.c" "${ROOT}/tools/*.h")
list(SORT files)
foreach(f IN LISTS files)
  get_filename_component(dir "${f}" DIRECTORY)
  string(REGEX REPLACE "^src/" "" dir "${dir}")
  set("dir_of_${f}" "${dir}")
endforeach()

# Every header by its name, with its folder.
set(headers)
foreach(f IN LISTS files)
  if(NOT f MATCHES "\\.h$")
    continue()
  endif()
  list(APPEND headers "${f}")
  get_filename_component(name "${f}" NAME)
  get_filename_component(path "${f}" DIRECTORY)
  if(DEFINED "folder_of_${name}")
    message(FATAL_ERROR "boundaries.cmake: two headers are named ${name}, in ${path_of_${name}}/ and "
                        "${path}/; an include of \"${name}\" cannot say which")
  endif()
  set("folder_of_${name}" "${dir_of_${f}}")
  set("path_of_${name}" "${path}")
endforeach()

# The number of the line of text at which `line` first stands.
function(line_number text line out)
  string(FIND "${text}" "${line}" at)
  string(SUBSTRING "${text}" 0 ${at} before)
  string(REGEX MATCHALL "\n" newlines "${before}")
  list(LENGTH newlines number)
  math(EXPR number "${number} + 1")
  set(${out} ${number} PARENT_SCOPE)
endfunction()

# What the folder of a file may include, said in words.
function(allowed_words dir out)
  set(allowed "${may_${dir}}")
  string(REPLACE ";" " " allowed "${allowed}")
  if(allowed STREQUAL "")
    set(allowed "no other folder")
  endif()
  set(${out} "${allowed}" PARENT_SCOPE)
endfunction()

set(problems)
foreach(f IN LISTS files)
  set(dir "${dir_of_${f}}")
  if(NOT dir IN_LIST rows)
    get_filename_component(path "${f}" DIRECTORY)
    list(APPEND problems "${f}: the folder ${path}/ has no row in cmake/boundaries.cmake's table: give it one")
    continue()
  endif()
  file(STRINGS "${ROOT}/${f}" includes REGEX "^[ \t]*#[ \t]*include" ENCODING UTF-8)
  foreach(line IN LISTS includes)
    set(to "")
    if(line MATCHES "^[ \t]*#[ \t]*include[ \t]*\"([^\"]+)\"")
      set(header "${CMAKE_MATCH_1}")
      get_filename_component(name "${header}" NAME)
      if(DEFINED "folder_of_${name}")
        set(to "${folder_of_${name}}")
        set(what "\"${header}\" of ${path_of_${name}}/,")
      endif()
    elseif(line MATCHES "^[ \t]*#[ \t]*include[ \t]*<(SDL[^>]*)>")
      set(to "SDL")
      set(what "<${CMAKE_MATCH_1}>, an SDL header,")
    endif()
    # A folder's back rooms (the top of this file), whatever its row names.
    set(back "")
    if(to STREQUAL "" OR to STREQUAL "SDL" OR to STREQUAL dir)
    elseif(name MATCHES "_internal\\.h$" AND NOT dir MATCHES "^tools(/|$)")
      set(back "an internal header: only its own folder and tools/ include it (a test includes its <x>_test.h)")
    elseif(name MATCHES "_test\\.h$" AND NOT dir MATCHES "^tests(/|$)")
      set(back "a test header: only its own folder and the tests include it")
    endif()
    if(NOT to STREQUAL "" AND NOT to STREQUAL dir)
      list(APPEND "used_${dir}" "${to}")
    endif()
    if(back STREQUAL "" AND (to STREQUAL "" OR to STREQUAL dir OR to IN_LIST "may_${dir}"))
      continue()
    endif()
    file(READ "${ROOT}/${f}" text)
    line_number("${text}" "${line}" number)
    get_filename_component(path "${f}" DIRECTORY)
    if(back)
      list(APPEND problems "${f}:${number}: includes ${what} ${back}")
      continue()
    endif()
    allowed_words("${dir}" allowed)
    string(CONCAT problem "${f}:${number}: includes ${what} which ${path}/ may not include "
                  "(it may include: ${allowed})")
    list(APPEND problems "${problem}")
  endforeach()
endforeach()

# A row of src/ naming a folder that none of its folder's files include (the top of this file).
if(NOT SAMPLE)
  foreach(folder IN LISTS rows)
    if(folder MATCHES "^(tests|tools)(/|$)" OR NOT IS_DIRECTORY "${ROOT}/src/${folder}")
      continue()
    endif()
    foreach(named IN LISTS "may_${folder}")
      if(NOT named IN_LIST "used_${folder}")
        string(CONCAT problem "cmake/boundaries.cmake: the row of src/${folder}/ names ${named}, "
                      "which no file of src/${folder}/ includes: take it off the row")
        list(APPEND problems "${problem}")
      endif()
    endforeach()
  endforeach()
endif()

# Prototypes by hand. A prototype is a declaration at the start of a line, not static, that
# ends in ");"; a definition is one that opens a body. Every file is read once for the
# functions each folder defines (in its .c files, static ones left out) and those each
# header declares. A prototype in a .c file or a header is refused where its function is
# another folder's (defined there and not in the file's own folder): the file includes that
# folder's header instead, so a call passes the wall only where the include may. In a .c
# file it is refused too where a header of another folder declares it (a function whose
# definition the tree does not hold). ';' stands as '~' while a text is searched (a list's
# separator in CMake), and no prototype has a '~' of its own.
set(PROTOTYPE "\n[A-Za-z_][A-Za-z0-9_ \t*]*[ \t*]([A-Za-z_][A-Za-z0-9_]*)\\([^(){}~]*\\)[ \t]*~")
set(DEFINITION "\n[A-Za-z_][A-Za-z0-9_ \t*]*[ \t*]([A-Za-z_][A-Za-z0-9_]*)\\([^(){}~]*\\)[ \t\n]*{")

# The functions that the matches of pattern in text name (names), and each match's first
# line (firsts, to find its line number), static ones left out.
function(functions_in pattern text names firsts)
  string(REPLACE ";" "~" flat "\n${text}")
  string(REGEX MATCHALL "${pattern}" found "${flat}")
  set(n)
  set(l)
  foreach(decl IN LISTS found)
    string(STRIP "${decl}" decl)
    if(decl MATCHES "^(static|typedef|return|else)[ \t]")
      continue()
    endif()
    string(REGEX MATCH "([A-Za-z_][A-Za-z0-9_]*)\\(" call "${decl}")
    list(APPEND n "${CMAKE_MATCH_1}")
    string(REGEX REPLACE "\n.*" "" first "${decl}")
    string(REPLACE "~" "@SEMI@" first "${first}")
    list(APPEND l "${first}")
  endforeach()
  set(${names} "${n}" PARENT_SCOPE)
  set(${firsts} "${l}" PARENT_SCOPE)
endfunction()

foreach(f IN LISTS files)
  file(READ "${ROOT}/${f}" text)
  if(f MATCHES "\\.c$")
    functions_in("${DEFINITION}" "${text}" names firsts)
    foreach(name IN LISTS names)
      list(APPEND "defined_in_${name}" "${f}")
    endforeach()
  endif()
  functions_in("${PROTOTYPE}" "${text}" names firsts)
  set("prototypes_of_${f}" "${names}")
  set("firsts_of_${f}" "${firsts}")
  if(f MATCHES "\\.h$")
    foreach(name IN LISTS names)
      list(APPEND "declared_in_${name}" "${f}")
    endforeach()
  endif()
endforeach()

# Why the prototype of `name` in a file of folder `dir` is refused, or "" when it is not.
function(by_hand_why name dir header out)
  set(${out} "" PARENT_SCOPE)
  set(theirs)
  foreach(c IN LISTS "defined_in_${name}")
    if("${dir_of_${c}}" STREQUAL "${dir}")
      return()                                   # a function of its own folder
    endif()
    list(APPEND theirs "${c}")
  endforeach()
  foreach(h IN LISTS "declared_in_${name}")
    if(NOT "${dir_of_${h}}" STREQUAL "${dir}" AND (NOT header OR theirs))
      set(${out} "which ${h} declares: include it" PARENT_SCOPE)
      return()
    endif()
  endforeach()
  if(theirs)
    list(GET theirs 0 c)
    set(${out} "a function of ${c}, in no header: declare it in a header of its folder" PARENT_SCOPE)
  endif()
endfunction()

foreach(f IN LISTS files)
  set(header OFF)
  if(f MATCHES "\\.h$")
    set(header ON)
  endif()
  set(names "${prototypes_of_${f}}")
  set(firsts "${firsts_of_${f}}")
  list(LENGTH names count)
  if(count EQUAL 0)
    continue()
  endif()
  math(EXPR last "${count} - 1")
  foreach(i RANGE ${last})
    list(GET names ${i} name)
    by_hand_why("${name}" "${dir_of_${f}}" ${header} why)
    if(why)
      list(GET firsts ${i} first)
      string(REPLACE "@SEMI@" ";" first "${first}")
      file(READ "${ROOT}/${f}" text)
      line_number("${text}" "${first}" number)
      list(APPEND problems "${f}:${number}: declares ${name}() by hand, ${why}")
    endif()
  endforeach()
endforeach()

if(problems)
  list(LENGTH problems count)
  string(REPLACE ";" "\n" said "${problems}")
  message(FATAL_ERROR "${said}\n${count} problem(s) with the boundaries of cmake/boundaries.cmake; "
                      "docs/architecture.md says which folder may include which and why")
endif()
