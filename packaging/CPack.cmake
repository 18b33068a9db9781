# CPack.cmake — the Debian package and the .tar.gz of an installed tree (docs/packaging.md).
# Included from the top-level CMakeLists.txt after every install() rule; packaging/package.sh
# configures with -DCMAKE_INSTALL_PREFIX=/usr and runs cpack.

set(CPACK_PACKAGE_NAME "rajas")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_VENDOR "The Rajas desktop edition contributors")
if(NOT CPACK_PACKAGE_CONTACT)
  set(CPACK_PACKAGE_CONTACT "The Rajas desktop edition contributors")
endif()
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Rajas of the Ganges: The Dice Charmers, a roll-and-write dice game")
# The long description, wrapped for `apt show` (CPack puts the summary line above it).
string(JOIN "\n" CPACK_PACKAGE_DESCRIPTION
  "A desktop edition of the roll-and-write dice game by Inka and Markus Brand:"
  "hot-seat games for 2 to 5 players on one screen, on the sun or the moon"
  "sheet, played with the mouse alone."
  "."
  "Includes rajas-engine, which plays the same rules over a text protocol for"
  "scripts, tests and replays.")
set(CPACK_PACKAGE_INSTALL_DIRECTORY "rajas")
set(CPACK_STRIP_FILES ON)
set(CPACK_GENERATOR "DEB;TGZ")

# Debian: one binary package, rajas_<version>_<arch>.deb.
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION "games")
set(CPACK_DEBIAN_PACKAGE_PRIORITY "optional")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
# The runtime libraries: dpkg-shlibdeps reads them (with versions) off the binaries when it is
# there; without it the same packages are named by hand.
find_program(RAJAS_DPKG_SHLIBDEPS dpkg-shlibdeps)
mark_as_advanced(RAJAS_DPKG_SHLIBDEPS)
if(RAJAS_DPKG_SHLIBDEPS)
  set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
else()
  set(CPACK_DEBIAN_PACKAGE_DEPENDS "libc6, libsdl2-2.0-0, libsdl2-image-2.0-0, libsdl2-ttf-2.0-0")
endif()

# tar.gz: the same tree as the .deb, under rajas-<version>-Linux/ (bin/, share/).
set(CPACK_ARCHIVE_FILE_NAME "${CPACK_PACKAGE_NAME}-${CPACK_PACKAGE_VERSION}-${CMAKE_SYSTEM_NAME}")

# `cpack --config CPackSourceConfig.cmake`: sources without build trees and git data.
set(CPACK_SOURCE_GENERATOR "TGZ")
set(CPACK_SOURCE_IGNORE_FILES "/\\\\.git/" "/build[^/]*/" "/_CPack_Packages/")

include(CPack)
