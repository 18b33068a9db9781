#!/bin/sh
# Builds the Debian package (package.sh), unpacks it with dpkg -x into a scratch root and
# checks the installed tree: every expected file, the package's Depends, the desktop entry and
# AppStream validators, the man page, and the installed programs finding the installed data
# by themselves (RAJAS_DATA unset; the exe-relative ../share/rajas/assets rule of data.c).
set -eu
cd "$(dirname "$0")/.."
sh packaging/deps.sh --test
sh packaging/package.sh

fail() { echo "check-package: FAIL: $*" >&2; exit 1; }

set -- build-package/rajas_*.deb
if [ $# -ne 1 ] || [ ! -f "$1" ]; then fail "expected one build-package/rajas_*.deb, found: $*"; fi
deb=$1
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
root=$scratch/root
dpkg -x "$deb" "$root"
echo "check-package: unpacked $deb into a scratch root"

# Every file the package must hold.
for f in bin/rajas bin/rajas-engine; do
    [ -f "$root/usr/$f" ] || fail "missing: /usr/$f"
    [ -x "$root/usr/$f" ] || fail "not executable: /usr/$f"
done
for f in share/rajas/assets/sheets/sun.sheet share/rajas/assets/sheets/moon.sheet \
         share/rajas/fonts/DejaVuSans.ttf share/rajas/fonts/DejaVuSans-Bold.ttf \
         share/rajas/fonts/Breip.ttf share/rajas/fonts/LICENSE-DejaVu.txt \
         share/rajas/fonts/LICENSE-Breip.txt \
         share/applications/rajas.desktop share/metainfo/io.github.rajas.Rajas.metainfo.xml \
         share/icons/hicolor/scalable/apps/rajas.svg share/man/man6/rajas.6 \
         share/doc/rajas/README.md share/doc/rajas/rules.md share/doc/rajas/protocol.md \
         share/doc/rajas/sheet-format.md; do
    [ -f "$root/usr/$f" ] || fail "missing: /usr/$f"
done
for svg in assets/icons/*.svg; do
    [ -f "$root/usr/share/rajas/$svg" ] || fail "missing: /usr/share/rajas/$svg"
done
# Every file of the data folder: rules texts, sounds and the compiled catalogues of po/.
for f in assets/rules/*.md assets/sounds/*.wav; do
    [ -f "$root/usr/share/rajas/$f" ] || fail "missing: /usr/share/rajas/$f"
done
for po in po/*.po; do
    lang=$(basename "$po" .po)
    mo="$root/usr/share/rajas/assets/locale/$lang/LC_MESSAGES/rajas.mo"
    [ -s "$mo" ] || fail "missing: /usr/share/rajas/assets/locale/$lang/LC_MESSAGES/rajas.mo"
done
# A PNG's width and height are the big-endian words at bytes 16 and 20.
for size in 48 128 256; do
    png=$root/usr/share/icons/hicolor/${size}x${size}/apps/rajas.png
    [ -f "$png" ] || fail "missing: ${png#"$root"}"
    dims=$(od -An -tu1 -j16 -N8 "$png" | awk '{print $3*256+$4 "x" $7*256+$8}')
    [ "$dims" = "${size}x${size}" ] || fail "${png#"$root"} is $dims, not ${size}x${size}"
done
echo "check-package: every expected file is there"

# Runtime dependencies.
depends=$(dpkg-deb -f "$deb" Depends)
echo "check-package: Depends: $depends"
for p in libsdl2-2.0-0 libsdl2-image-2.0-0 libsdl2-ttf-2.0-0; do
    echo "$depends" | grep -q "\\b$p\\b" || fail "Depends does not name $p"
done

# Validators on the installed files.
desktop-file-validate "$root/usr/share/applications/rajas.desktop" ||
    fail "desktop-file-validate refused rajas.desktop"
appstreamcli validate --no-net "$root/usr/share/metainfo/io.github.rajas.Rajas.metainfo.xml" ||
    fail "appstreamcli refused the metainfo"
appstreamcli validate-tree --no-net "$root" ||
    fail "appstreamcli refused the installed tree (metainfo and desktop entry together)"
man_warnings=$(groff -man -ww -z "$root/usr/share/man/man6/rajas.6" 2>&1)
[ -z "$man_warnings" ] || fail "groff warns about rajas.6: $man_warnings"
echo "check-package: desktop entry, AppStream metadata and man page validate"

# The installed engine plays from the installed data, found beside the executable.
unset RAJAS_DATA
out=$(printf 'new players=2 seed=1\nroll\nshow\nquit\n' | "$root/usr/bin/rajas-engine" 2>&1) ||
    fail "installed rajas-engine failed: $out"
for line in 'side sun' 'step choose-die'; do
    echo "$out" | grep -qx "$line" || fail "installed rajas-engine did not play: $out"
done
# Proof that it read the unpacked tree, not the source tree or a system install: without the
# unpacked moon sheet, the moon side is unknown.
mv "$root/usr/share/rajas/assets/sheets/moon.sheet" "$scratch/moon.sheet"
out=$(printf 'new players=2 side=moon\nquit\n' | "$root/usr/bin/rajas-engine" 2>&1) || true
echo "$out" | grep -q 'unknown side: moon' ||
    fail "installed rajas-engine did not read the unpacked data: $out"
mv "$scratch/moon.sheet" "$root/usr/share/rajas/assets/sheets/moon.sheet"
echo "check-package: installed rajas-engine plays from the installed data"

# The installed game starts (headless) and is still running after a few seconds; the user's
# files go to a scratch XDG_DATA_HOME.
status=0
XDG_DATA_HOME=$scratch/home SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy \
    timeout -k 2 4 "$root/usr/bin/rajas" >"$scratch/rajas.log" 2>&1 || status=$?
[ "$status" -eq 124 ] || [ "$status" -eq 137 ] ||
    fail "installed rajas exited with status $status before the time limit: $(cat "$scratch/rajas.log")"
echo "check-package: installed rajas starts from the installed data"

echo "check-package: OK ($deb)"
