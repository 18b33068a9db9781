# architecture_files_self.cmake — test_architecture_files_self: tests/architecture_files.cmake
# refuses what it must. Small trees (a few files under src/ and a docs/architecture.md) are
# written under WORK and the check is run on each: a page that names every file once in its
# entry passes (two files in one entry, a shared basename named by its path, src/ in front,
# a function and a folder in prose, a file's name inside a fenced block); a file not named, a
# file named twice, a file named only in prose, an entry for a file that is not there and a
# basename two files share each fail, and the check says which.
#
#   cmake -DCHECK=tests/architecture_files.cmake -DWORK=<a scratch folder> -P tests/architecture_files_self.cmake
include(${CMAKE_CURRENT_LIST_DIR}/self_check.cmake)

# The tree every case starts from: two folders, a header and its source, a basename two files
# share, a CMakeLists.txt.
set(FILES
  src/CMakeLists.txt src/engine/game.h src/engine/game.c src/engine/flow.c src/app/flow.c
  src/app/app.h)

# The page that names each of them once, in its entry.
set(GOOD [=[
# Architecture

The engine (`src/engine/`) knows no SDL; `game_apply` changes a state.

```
app  →  engine     (a picture: `game.h` here is no naming)
```

- `src/CMakeLists.txt` — one library per folder.
- `game.h`, `game.c` — the game as one flat value.
- `engine/flow.c` — turns and rounds.
- `src/app/flow.c` — the program's scenes and the ways between them.
- `app.h` — the program.
]=])

# case(<name> <page> <words>...): the tree WORK/<name> with that page; with no words the check
# must pass it, else refuse it and say each of the words.
function(case name page)
  file(REMOVE_RECURSE "${WORK}/${name}")
  foreach(path IN LISTS FILES)
    file(WRITE "${WORK}/${name}/${path}" "/* ${path} */\n")
  endforeach()
  file(WRITE "${WORK}/${name}/docs/architecture.md" "${page}")
  self_check(${name} SAYS ${ARGN})
endfunction()

case(kept "${GOOD}")

string(REPLACE "- `app.h` — the program.\n" "" page "${GOOD}")
case(missing "${page}" "src/app/app.h is not named")

string(REPLACE "; `game_apply` changes" "; `game.c` changes" page "${GOOD}")
case(twice "${page}" "src/engine/game.c is named 2 times (lines 3, 10)")

string(REPLACE "- `app.h` — the program.\n" "The program is `src/app/app.h`.\n" page "${GOOD}")
case(prose_only "${page}" "src/app/app.h is named only in prose (line 13)")

string(REPLACE "- `app.h` — the program.\n" "- `app.h` — the program.\n- `app_gone.c` — what was.\n" page "${GOOD}")
case(entry_for_nothing "${page}" "line 14: the entry `app_gone.c` names no file of src/")

string(REPLACE "- `engine/flow.c` — turns" "- `flow.c` — turns" page "${GOOD}")
case(shared_basename "${page}" "line 11: `flow.c` is the name of app/flow.c, engine/flow.c"
     "src/engine/flow.c is not named")

message("architecture_files self-test: 6 cases")
