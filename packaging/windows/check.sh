#!/bin/sh
# check.sh — the Windows edition under Wine (docs/packaging.md), after build.sh:
#  1. the headless tests, cross-built, run by ctest under Wine (CMAKE_CROSSCOMPILING_EMULATOR),
#     the protocol transcripts among them;
#  2. rajas.exe and the Linux rajas photographed at 1280x800 on the set-up screen and at a
#     table, under one Xvfb with the software renderer: the pictures alike within a tolerance;
#  3. the zip unpacked into "C:\Spiele für alle\Rajas Ä" in the Wine prefix: rajas-engine.exe
#     there plays a transcript byte for byte, rajas.exe there opens its set-up screen;
#  4. a bots-only game played to its end by rajas.exe, its record written under %APPDATA%,
#     replayed by the Linux rajas-engine and by rajas-engine.exe with the same output;
#  5. the installer installs silently into the Wine prefix, the installed program starts, the
#     uninstaller removes it.
# The Linux build is build/ (tests/run-all.sh makes it; built here when it is not there).
set -eu
cd "$(dirname "$0")/../.."
ROOT=$(pwd)
OUT=${RAJAS_WIN_BUILD:-$ROOT/build-windows}
LINUX=${RAJAS_LINUX_BUILD:-$ROOT/build}
JOBS=${JOBS:-$(nproc 2>/dev/null || echo 2)}
export RAJAS_WIN_PREFIX="$OUT/prefix" WINEPREFIX="$OUT/wine" WINEDEBUG=-all
# No Mono or Gecko installer dialogs: the game needs neither.
export WINEDLLOVERRIDES="mscoree,mshtml="
# Wine reads Unix file names in the locale's character set: UTF-8, so that a folder named
# beyond ASCII ("Spiele für alle") is the same name on both sides, whatever CI's locale is.
export LC_ALL=C.UTF-8
# The programs find their data themselves (beside them); ctest gives each test its own.
unset RAJAS_DATA
start=$(date +%s)
fail() { echo "check-windows: FAIL: $*" >&2; exit 1; }
[ -f "$OUT/game/CMakeCache.txt" ] || fail "no Windows build in $OUT: run packaging/windows/build.sh"
. packaging/windows/check_lib.sh

scratch=$(mktemp -d)
xvfb_pid=""
trap 'stop_xvfb; rm -rf "$scratch"' EXIT
start_xvfb
wine_prefix
cmake --build "$OUT/game" -j "$JOBS" >"$OUT/check-build.log" ||
    { tail -n 40 "$OUT/check-build.log"; fail "the Windows build with its tests did not build ($OUT/check-build.log)"; }
[ -f "$LINUX/CMakeCache.txt" ] ||
    cmake -S . -B "$LINUX" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DRAJAS_STRICT=ON >"$OUT/check-linux.log"
cmake --build "$LINUX" -j "$JOBS" --target rajas rajas-engine >>"$OUT/check-linux.log" ||
    { tail -n 40 "$OUT/check-linux.log"; fail "the Linux rajas and rajas-engine did not build ($OUT/check-linux.log)"; }

# 1. The headless tests under Wine.
ctest --test-dir "$OUT/game" -j "$JOBS" --output-on-failure | tee "$OUT/ctest.log"
grep -q '100% tests passed' "$OUT/ctest.log" || fail "the tests under Wine did not all pass"

# 2. The same screens on both systems.
compare_screens setup --lang en
compare_screens table --lang en --players 2 --bots medium --seed 1 --start 1 --names Ada,Bo

# 3. The zip, unpacked into a folder named with spaces and letters beyond ASCII.
zip_anywhere
# 4. A whole game of bots, its record, and both engines replaying it.
bots_game
# 5. The installer.
installer_round_trip
echo "check-windows: OK in $(($(date +%s) - start)) s"
