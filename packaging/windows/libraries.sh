#!/bin/sh
# libraries.sh — the Windows edition's libraries (docs/packaging.md): Debian's own source
# packages of SDL2, SDL2_image, SDL2_ttf, FreeType and cmocka, fetched with apt-get source
# (apt checks their signatures) into <build>/sources, cross-built for x86_64-w64-mingw32 with
# packaging/windows/mingw-w64.cmake and installed into <build>/prefix. A library already
# installed there (its stamp file) is neither fetched nor built again.
#   sh packaging/windows/libraries.sh <build folder>
set -eu
cd "$(dirname "$0")/../.."
ROOT=$(pwd)
OUT=$1
SOURCES=$OUT/sources
PREFIX=$OUT/prefix
TOOLCHAIN=$ROOT/packaging/windows/mingw-w64.cmake
JOBS=${JOBS:-$(nproc 2>/dev/null || echo 2)}
export RAJAS_WIN_PREFIX="$PREFIX"
mkdir -p "$SOURCES" "$PREFIX"

# apt-get source needs a deb-src line for the suite the machine installs from. When there is
# none, the machine's own deb entries are repeated as deb-src (same mirrors, same keys).
add_deb_src() {
    if grep -Eqs '^(Types:.*deb-src|deb-src )' /etc/apt/sources.list /etc/apt/sources.list.d/*; then
        return 0
    fi
    list=/etc/apt/sources.list.d/rajas-deb-src.sources
    echo "libraries: adding deb-src entries ($list)" >&2
    for f in /etc/apt/sources.list.d/*.sources; do
        [ -f "$f" ] && sed -n '/^Types:/,/^$/p' "$f" | sed 's/^Types:.*/Types: deb-src/' >>"$list.new"
    done
    for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
        [ -f "$f" ] && sed -n 's/^deb \(.*\)$/deb-src \1/p' "$f" >>"$list.new.list"
    done
    [ -s "$list.new" ] && mv "$list.new" "$list" || rm -f "$list.new"
    [ -s "$list.new.list" ] && mv "$list.new.list" "${list%.sources}.list" || rm -f "$list.new.list"
    apt-get update -qq >&2
}

# fetch <source package>: unpacks it once into $SOURCES/<package>-<version>/ and prints that.
fetch() {
    dir=$(find "$SOURCES" -mindepth 1 -maxdepth 1 -type d -name "$1-[0-9]*" | head -n 1)
    if [ -z "$dir" ]; then
        add_deb_src
        (cd "$SOURCES" && apt-get source -qq "$1" >"$SOURCES/$1.log" 2>&1) ||
            { cat "$SOURCES/$1.log" >&2; echo "libraries: FAIL: apt-get source $1" >&2; exit 1; }
        dir=$(find "$SOURCES" -mindepth 1 -maxdepth 1 -type d -name "$1-[0-9]*" | head -n 1)
    fi
    echo "$dir"
}

# build <source package> <cmake options...>: a Release build of it, installed into $PREFIX.
build() {
    name=$1
    shift
    [ -f "$PREFIX/.built-$name" ] && return 0
    src=$(fetch "$name")
    echo "libraries: building $(basename "$src") for Windows"
    rm -rf "$OUT/libs/$name"
    cmake -S "$src" -B "$OUT/libs/$name" -G "Unix Makefiles" -DCMAKE_TOOLCHAIN_FILE="$TOOLCHAIN" \
        -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$PREFIX" -DBUILD_SHARED_LIBS=ON \
        "$@" >"$OUT/libs/$name.log" 2>&1 ||
        { tail -n 40 "$OUT/libs/$name.log" >&2; echo "libraries: FAIL: configuring $name ($OUT/libs/$name.log)" >&2; exit 1; }
    cmake --build "$OUT/libs/$name" -j "$JOBS" >>"$OUT/libs/$name.log" 2>&1 &&
        cmake --install "$OUT/libs/$name" >>"$OUT/libs/$name.log" 2>&1 ||
        { tail -n 40 "$OUT/libs/$name.log" >&2; echo "libraries: FAIL: building $name ($OUT/libs/$name.log)" >&2; exit 1; }
    licences "$name" "$src"
    touch "$PREFIX/.built-$name"
}

# licences <package> <source folder>: the licence texts the zip and the installer carry.
licences() {
    mkdir -p "$PREFIX/licences"
    case $1 in
        libsdl2) cp "$1/LICENSE.txt" "$PREFIX/licences/SDL2-zlib.txt" 2>/dev/null ||
                     cp "$2/LICENSE.txt" "$PREFIX/licences/SDL2-zlib.txt" ;;
        libsdl2-image) cp "$2/LICENSE.txt" "$PREFIX/licences/SDL2_image-zlib.txt" ;;
        libsdl2-ttf) cp "$2/LICENSE.txt" "$PREFIX/licences/SDL2_ttf-zlib.txt" ;;
        freetype) cp "$(find "$2" -name FTL.TXT | head -n 1)" "$PREFIX/licences/FreeType-FTL.txt" ;;
        cmocka) ;;
    esac
}

mkdir -p "$OUT/libs"
# FreeType: only what SDL2_ttf needs to draw TrueType outlines (no zlib, bzip2, PNG, HarfBuzz
# or Brotli: the bundled fonts need none of them).
build freetype -DFT_DISABLE_ZLIB=ON -DFT_DISABLE_BZIP2=ON -DFT_DISABLE_PNG=ON \
    -DFT_DISABLE_HARFBUZZ=ON -DFT_DISABLE_BROTLI=ON
build libsdl2 -DSDL_SHARED=ON -DSDL_STATIC=OFF -DSDL_TEST=OFF -DSDL_TESTS=OFF
# SDL2_image: PNG through its built-in stb_image, SVG through its built-in nanosvg; every
# format that needs another library is off.
build libsdl2-image -DSDL2IMAGE_BACKEND_STB=ON -DSDL2IMAGE_VENDORED=OFF -DSDL2IMAGE_SAMPLES=OFF \
    -DSDL2IMAGE_TESTS=OFF -DSDL2IMAGE_AVIF=OFF -DSDL2IMAGE_JXL=OFF -DSDL2IMAGE_TIF=OFF \
    -DSDL2IMAGE_WEBP=OFF -DSDL2IMAGE_DEPS_SHARED=OFF
# SDL2_ttf without HarfBuzz: the game lays out its own lines (left to right, no shaping).
build libsdl2-ttf -DSDL2TTF_HARFBUZZ=OFF -DSDL2TTF_VENDORED=OFF -DSDL2TTF_SAMPLES=OFF
build cmocka -DWITH_EXAMPLES=OFF -DUNIT_TESTING=OFF -DPICKY_DEVELOPER=OFF
echo "libraries: ready in $PREFIX"
