#!/bin/sh
# Builds the Debian package and the .tar.gz of the installed tree in build-package/
# (docs/packaging.md): a Release build installed under /usr, packed by CPack.
set -e
cd "$(dirname "$0")/.."
sh packaging/deps.sh
JOBS=${JOBS:-$(nproc 2>/dev/null || echo 2)}
cmake -S . -B build-package -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX=/usr -DRAJAS_TESTS=OFF
cmake --build build-package -j "$JOBS"
rm -f build-package/rajas_*.deb build-package/rajas-*.tar.gz
(cd build-package && cpack -G "DEB;TGZ")
ls -l build-package/rajas_*.deb build-package/rajas-*.tar.gz
