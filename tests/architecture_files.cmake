# architecture_files.cmake — test_architecture_files: docs/architecture.md names every file of
# src/ exactly once, each in a file entry, and every file entry names a file that is there.
# test_architecture_files_self (tests/architecture_files_self.cmake) shows it refusing what it
# must.
#
#   cmake -DROOT=<the repository> -P tests/architecture_files.cmake
#
# What counts as naming a file (docs/architecture.md, "How this page names files"):
# - A file of src/ (a source, a header, a CMakeLists.txt) is named by its path below src/
#   (`engine/flow.c`), written with or without `src/` in front; where no other file of src/
#   has its basename, also by the basename alone (`game.h`). A basename that two files share
#   names neither of them, and is refused wherever it stands in backticks.
# - A file entry is a list item that begins with one or more such names in backticks,
#   separated by ", ", then " — " and what the file is: "- `x.h`, `x.c` — …" names both.
# - Every name in backticks anywhere in the page counts (fenced code blocks aside), in an
#   entry or in prose: a file is named once in all, and that once is its entry. So prose names
#   folders, functions and concepts, and a file has one place where it is said what it is.
# What fails is said one line each: a file not named, a file named more than once (with the
# lines), a file named only in prose, an entry for no file, and a shared basename.
cmake_minimum_required(VERSION 3.16)

if(NOT ROOT OR NOT IS_DIRECTORY "${ROOT}/src")
  message(FATAL_ERROR "architecture_files.cmake: -DROOT=<the repository> is needed (got \"${ROOT}\")")
endif()
set(DOC "${ROOT}/docs/architecture.md")
if(NOT EXISTS "${DOC}")
  message(FATAL_ERROR "architecture_files.cmake: ${DOC} is missing")
endif()

# The files of src/, and the names that name each: name_<name> is the file (its path below
# src/); shared_<basename> lists the files that share a basename.
file(GLOB_RECURSE found RELATIVE "${ROOT}/src" "${ROOT}/src/*")
list(SORT found)
foreach(rel IN LISTS found)
  get_filename_component(base "${rel}" NAME)
  list(APPEND shared_${base} "${rel}")
endforeach()
foreach(rel IN LISTS found)
  get_filename_component(base "${rel}" NAME)
  set(name_${rel} "${rel}")
  set(name_src/${rel} "${rel}")
  list(LENGTH shared_${base} sharing)
  if(sharing EQUAL 1)
    set(name_${base} "${rel}")
  endif()
  set(count_${rel} 0)
  set(entries_${rel} 0)
  set(lines_${rel} "")
endforeach()

set(faults "")

# note(<`span`> <line> <in an entry?>): one name in backticks at that line of the page.
function(note quoted at in_entry)
  string(REGEX REPLACE "^`(.*)`$" "\\1" span "${quoted}")
  if(DEFINED name_${span})
    set(rel "${name_${span}}")
    math(EXPR n "${count_${rel}} + 1")
    set(count_${rel} ${n} PARENT_SCOPE)
    set(lines_${rel} ${lines_${rel}} ${at} PARENT_SCOPE)
    if(in_entry)
      math(EXPR n "${entries_${rel}} + 1")
      set(entries_${rel} ${n} PARENT_SCOPE)
    endif()
  elseif(DEFINED shared_${span})
    string(REPLACE ";" ", " both "${shared_${span}}")
    set(faults ${faults} "line ${at}: `${span}` is the name of ${both} (src/): name the file by its path below src/" PARENT_SCOPE)
  elseif(in_entry)
    set(faults ${faults} "line ${at}: the entry `${span}` names no file of src/" PARENT_SCOPE)
  endif()
endfunction()

# The page, a line at a time; ';', '[' and ']' would break CMake's lists, so they are kept
# as words, which no file name holds.
file(READ "${DOC}" text)
string(REPLACE ";" "@SEMI@" text "${text}")
string(REPLACE "[" "@OPEN@" text "${text}")
string(REPLACE "]" "@CLOSE@" text "${text}")
string(REPLACE "\n" ";" lines "${text}")
set(at 0)
set(fenced FALSE)
foreach(line IN LISTS lines)
  math(EXPR at "${at} + 1")
  if(line MATCHES "^[ ]*```")
    if(fenced)
      set(fenced FALSE)
    else()
      set(fenced TRUE)
    endif()
    continue()
  endif()
  if(fenced)
    continue()
  endif()
  set(rest "${line}")
  if(line MATCHES "^[ ]*[-*] (`[^`]+`(, `[^`]+`)*) — (.*)$")
    set(head "${CMAKE_MATCH_1}")
    set(rest "${CMAKE_MATCH_3}")
    string(REGEX MATCHALL "`[^`]+`" spans "${head}")
    foreach(span IN LISTS spans)
      note("${span}" ${at} TRUE)
    endforeach()
  endif()
  string(REGEX MATCHALL "`[^`]+`" spans "${rest}")
  foreach(span IN LISTS spans)
    note("${span}" ${at} FALSE)
  endforeach()
endforeach()

foreach(rel IN LISTS found)
  string(REPLACE ";" ", " where "${lines_${rel}}")
  if(count_${rel} EQUAL 0)
    list(APPEND faults "src/${rel} is not named in docs/architecture.md: give it an entry")
  elseif(count_${rel} GREATER 1)
    list(APPEND faults "src/${rel} is named ${count_${rel}} times (lines ${where}): once, in its entry")
  elseif(entries_${rel} EQUAL 0)
    list(APPEND faults "src/${rel} is named only in prose (line ${where}), not in a file entry")
  endif()
endforeach()

list(LENGTH found files)
list(LENGTH faults count)
if(count GREATER 0)
  foreach(fault IN LISTS faults)
    string(REPLACE "@SEMI@" ";" fault "${fault}")
    string(REPLACE "@OPEN@" "[" fault "${fault}")
    string(REPLACE "@CLOSE@" "]" fault "${fault}")
    message(NOTICE "${fault}")
  endforeach()
  message(FATAL_ERROR "${count} problem(s) with the file entries of docs/architecture.md "
                      "(${files} files under src/)")
endif()
message("architecture_files: docs/architecture.md names each of the ${files} files of src/ once, in its entry")
