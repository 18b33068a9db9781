#!/bin/sh
# Installs the Debian packages needed to build, play and test, when any is missing.
# --test adds what the tests use; --fuzz adds clang and its libFuzzer runtime for
# tests/fuzz/run.sh (the corpus replay in the normal tests needs neither); --windows adds the
# Windows edition's cross compiler, Wine, NSIS and what fetches Debian's source packages
# (packaging/windows/build.sh).
# Uses sudo when not run as root.
set -e
PACKAGES="cmake gcc make pkg-config gettext libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev libcmocka-dev"
if [ "${1:-}" = "--test" ]; then
    # speech-dispatcher: test_scene_speech_daemon starts one of its own (its generic module
    # writes what it is given to a file; its audio plugins bring ALSA's null device).
    PACKAGES="$PACKAGES xvfb xauth xdotool imagemagick desktop-file-utils appstream dpkg-dev groff-base speech-dispatcher"
fi
if [ "${1:-}" = "--windows" ]; then
    # dpkg-source (dpkg-dev) unpacks the libraries' source packages; SDL2 declares C++ too, so
    # its build needs the C++ cross compiler; Xvfb, xdotool and ImageMagick run and
    # photograph rajas.exe under Wine, and ImageMagick makes the icon (packaging/windows/).
    PACKAGES="$PACKAGES dpkg-dev gcc-mingw-w64-x86-64 g++-mingw-w64-x86-64 mingw-w64-tools wine64 wine nsis xvfb xauth xdotool imagemagick"
fi
if [ "${1:-}" = "--fuzz" ]; then
    PACKAGES="$PACKAGES clang libclang-rt-dev"
fi
missing=""
for p in $PACKAGES; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
[ -z "$missing" ] && exit 0
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
echo "Installing:$missing"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $missing
