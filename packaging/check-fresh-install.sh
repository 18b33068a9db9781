#!/bin/sh
# Installs the built .deb on a fresh Debian system and starts the installed game there
# (docs/packaging.md): a minimal Debian bookworm made by debootstrap in a scratch folder,
# `apt install ./rajas_*.deb` inside it, then `rajas` from /usr/bin under Xvfb, once in
# English and once with LANG=de_DE.UTF-8 (no German locale is generated in that system:
# the game must show German anyway). Screenshots are left in build-package/fresh-*.png.
#
#   sh packaging/check-fresh-install.sh [system-folder]
#
# Needs root (debootstrap, chroot, mount) and the network to Debian's mirror. The system
# folder is kept, so a second run skips debootstrap; delete it to start from scratch.
set -e
cd "$(dirname "$0")/.."
ROOT=${1:-/var/tmp/rajas-fresh-bookworm}
DEB=$(ls build-package/rajas_*.deb 2>/dev/null | head -n 1)
[ -n "$DEB" ] || { echo "no build-package/rajas_*.deb: run sh packaging/package.sh first" >&2; exit 1; }
[ "$(id -u)" -eq 0 ] || { echo "this check needs root (debootstrap, chroot)" >&2; exit 1; }
command -v debootstrap >/dev/null || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap

if [ ! -x "$ROOT/usr/bin/apt-get" ]; then
    echo "Making a fresh Debian bookworm in $ROOT"
    debootstrap --variant=minbase bookworm "$ROOT" http://deb.debian.org/debian >"$ROOT.log" 2>&1 ||
        { tail -n 20 "$ROOT.log" >&2; exit 1; }
fi
cp /etc/resolv.conf "$ROOT/etc/resolv.conf"
mountpoint -q "$ROOT/proc" || mount -t proc proc "$ROOT/proc"
trap 'umount "$ROOT/proc" 2>/dev/null || true' EXIT

# What a player does: apt resolves the SDL2 libraries from the package's Depends.
cp "$DEB" "$ROOT/tmp/"
chroot "$ROOT" sh -c "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get remove -y -qq rajas >/dev/null 2>&1; \
    DEBIAN_FRONTEND=noninteractive apt install -y ./tmp/$(basename "$DEB")"
# What this check needs to look at the screen (not what the game needs).
chroot "$ROOT" sh -c "DEBIAN_FRONTEND=noninteractive apt-get install -y -qq xvfb xauth imagemagick >/dev/null"

shot() { # language-variable, picture
    chroot "$ROOT" sh -c "
        rm -rf /tmp/home && mkdir -m 700 -p /tmp/home
        Xvfb :73 -screen 0 1280x800x24 >/tmp/xvfb.log 2>&1 & x=\$!
        sleep 2
        env HOME=/tmp/home XDG_RUNTIME_DIR=/tmp/home DISPLAY=:73 $1 /usr/bin/rajas >/tmp/rajas.log 2>&1 & g=\$!
        sleep 5
        DISPLAY=:73 import -window root /tmp/shot.png
        alive=no; kill -0 \$g 2>/dev/null && alive=yes
        kill \$g 2>/dev/null; wait \$g 2>/dev/null; kill \$x 2>/dev/null; wait \$x 2>/dev/null
        cat /tmp/rajas.log
        [ \$alive = yes ] || { echo 'rajas did not keep running' >&2; exit 1; }"
    cp "$ROOT/tmp/shot.png" "build-package/$2"
    echo "rajas ran from /usr/bin ($1): build-package/$2"
}
chroot "$ROOT" sh -c "locale -a" | grep -qi '^de_DE' && echo "note: this system has a German locale" >&2
shot "LANG=C.UTF-8" fresh-en.png
shot "LANG=de_DE.UTF-8" fresh-de.png
