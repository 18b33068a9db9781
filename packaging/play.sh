#!/bin/sh
# Installs what is missing, builds, and starts the game.
set -e
cd "$(dirname "$0")/.."
sh packaging/deps.sh
JOBS=$(nproc 2>/dev/null || echo 2)
cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build build -j "$JOBS" --target rajas rajas-engine
exec ./build/rajas "$@"
