#!/bin/sh
# Installs what is missing, builds with warnings as errors and runs every test; then builds
# again with AddressSanitizer and UndefinedBehaviorSanitizer and runs every test again.
set -e
cd "$(dirname "$0")/.."
sh packaging/deps.sh --test
JOBS=$(nproc 2>/dev/null || echo 2)

# Without link-time optimisation: it makes every one of the ~80 test programs a whole-program
# compile at link time (about two thirds of this build's time) and changes no behaviour; the
# programs are built and run with it by packaging/check-package.sh (the package's Release
# build) and by packaging/play.sh.
cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo -DRAJAS_STRICT=ON -DCMAKE_INTERPROCEDURAL_OPTIMIZATION=OFF
cmake --build build -j "$JOBS"
ctest --test-dir build --output-on-failure -j "$JOBS"

cmake -S . -B build-sanitize -DCMAKE_BUILD_TYPE=Debug -DRAJAS_STRICT=ON -DRAJAS_SANITIZE=ON
cmake --build build-sanitize -j "$JOBS"
ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
    ctest --test-dir build-sanitize --output-on-failure -j "$JOBS"
