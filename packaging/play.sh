#!/bin/sh
# Installs what is missing, builds, and starts the game.
set -e
cd "$(dirname "$0")/.."
sh packaging/deps.sh
JOBS=$(nproc 2>/dev/null || echo 2)
# -U: link-time optimisation as CMakeLists.txt chooses it (on where the compiler has it),
# also in a build folder the test command configured without it.
cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo -UCMAKE_INTERPROCEDURAL_OPTIMIZATION >/dev/null
cmake --build build -j "$JOBS" --target rajas rajas-engine
exec ./build/rajas "$@"
