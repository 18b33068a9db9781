#!/bin/sh
# build.sh — the Windows edition in one command (docs/packaging.md): the packages it needs
# (packaging/deps.sh --windows), the libraries from Debian's source packages
# (libraries.sh, cached in the build folder), then rajas.exe, rajas-engine.exe and
# rajas-tournament.exe from this repository's CMakeLists.txt with the mingw-w64 toolchain,
# installed into a staging folder and packed as
#   build-windows/rajas-<version>-windows-x64.zip  and  build-windows/rajas-<version>-setup.exe
# RAJAS_WIN_BUILD names another build folder; JOBS the parallel jobs.
set -eu
cd "$(dirname "$0")/../.."
ROOT=$(pwd)
OUT=${RAJAS_WIN_BUILD:-$ROOT/build-windows}
JOBS=${JOBS:-$(nproc 2>/dev/null || echo 2)}
export JOBS RAJAS_WIN_PREFIX="$OUT/prefix"
start=$(date +%s)
fail() { echo "build-windows: FAIL: $*" >&2; exit 1; }

sh packaging/deps.sh --windows || fail "the packages it needs could not be installed (packaging/deps.sh --windows)"
mkdir -p "$OUT"
sh packaging/windows/libraries.sh "$OUT" || fail "the libraries were not built (packaging/windows/libraries.sh)"

# The game: the same CMakeLists as on Linux, strict, with the tests (check.sh runs them);
# through ccache when the machine has it.
launcher=""
command -v ccache >/dev/null 2>&1 && launcher="-DCMAKE_C_COMPILER_LAUNCHER=ccache"
cmake -S . -B "$OUT/game" -DCMAKE_TOOLCHAIN_FILE="$ROOT/packaging/windows/mingw-w64.cmake" \
    -DCMAKE_BUILD_TYPE=Release -DRAJAS_STRICT=ON -DRAJAS_TESTS=ON $launcher >"$OUT/game.log" 2>&1 ||
    { tail -n 60 "$OUT/game.log" >&2; fail "the game's build for Windows could not be configured ($OUT/game.log)"; }
cmake --build "$OUT/game" -j "$JOBS" --target rajas rajas-engine rajas-tournament translations \
    >>"$OUT/game.log" 2>&1 || { tail -n 60 "$OUT/game.log" >&2; fail "the game did not build for Windows ($OUT/game.log)"; }

version=$(sed -n 's/^project(rajas VERSION \([0-9.]*\).*/\1/p' CMakeLists.txt)
name=rajas-$version-windows-x64
stage=$OUT/stage/$name
rm -rf "$OUT/stage"
cmake --install "$OUT/game" --prefix "$stage" --strip >>"$OUT/game.log"
# --strip strips the programs; the DLLs are copied from the prefix as their builds left them,
# with their symbol tables and DWARF sections, which no player needs (about 2 MB of the
# folder): stripped here, keeping what Windows loads them by (their export tables).
x86_64-w64-mingw32-strip --strip-unneeded "$stage"/*.dll

# The zip: one folder, rajas-<version>-windows-x64/, that runs wherever it is unpacked.
zip=$OUT/$name.zip
rm -f "$zip"
(cd "$OUT/stage" && cmake -E tar cf "$zip" --format=zip "$name")

# The installer, from the same staged folder.
setup=$OUT/rajas-$version-setup.exe
makensis -V2 -DVERSION="$version" -DSTAGE="$stage" -DOUTFILE="$setup" \
    packaging/windows/rajas.nsi || fail "makensis could not make the installer"

ls -l "$zip" "$setup"
echo "build-windows: done in $(($(date +%s) - start)) s"
