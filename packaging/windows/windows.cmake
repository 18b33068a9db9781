# windows.cmake — what the Windows edition's build adds to CMakeLists.txt (docs/packaging.md),
# included there when WIN32: the installed folder's layout, the game's icon as a resource of
# rajas.exe, the libraries' DLLs and licences from the prefix packaging/windows/libraries.sh
# fills (RAJAS_WIN_PREFIX, from the toolchain file), and the zip's README.txt.
set(RAJAS_DATA_INSTALL_DIR ".")
enable_language(RC)

# rajas.ico from the PNGs of packaging/icons (ImageMagick), with the 16 and 32 pixel sizes
# Windows shows in lists and the Start menu scaled down from the 48.
find_program(RAJAS_CONVERT convert REQUIRED)
set(RAJAS_WIN_ICON ${CMAKE_BINARY_DIR}/rajas.ico)
set(icons ${CMAKE_SOURCE_DIR}/packaging/icons)
add_custom_command(OUTPUT ${RAJAS_WIN_ICON}
  COMMAND ${RAJAS_CONVERT} ${icons}/rajas-256.png ${icons}/rajas-128.png ${icons}/rajas-48.png
          ( ${icons}/rajas-48.png -resize 32x32 ) ( ${icons}/rajas-48.png -resize 16x16 )
          ${RAJAS_WIN_ICON}
  DEPENDS ${icons}/rajas-256.png ${icons}/rajas-128.png ${icons}/rajas-48.png
  COMMENT "Making rajas.ico" VERBATIM)
add_custom_target(rajas_icon DEPENDS ${RAJAS_WIN_ICON})
file(WRITE ${CMAKE_BINARY_DIR}/rajas-icon.rc "1 ICON \"${RAJAS_WIN_ICON}\"\n")
# rajas_windows_icon(<target>): the icon becomes the program's first icon resource, the one
# Explorer and the taskbar show.
function(rajas_windows_icon target)
  target_sources(${target} PRIVATE ${CMAKE_BINARY_DIR}/rajas-icon.rc)
  add_dependencies(${target} rajas_icon)
endfunction()
install(FILES ${RAJAS_WIN_ICON} DESTINATION .)

# The DLLs the programs load (SDL2, SDL2_image, SDL2_ttf, FreeType), from the prefix; cmocka's
# is for the tests only.
file(GLOB RAJAS_WIN_DLLS ${RAJAS_WIN_PREFIX}/bin/*.dll)
list(FILTER RAJAS_WIN_DLLS EXCLUDE REGEX "cmocka")
if(NOT RAJAS_WIN_DLLS)
  message(FATAL_ERROR "no DLLs in ${RAJAS_WIN_PREFIX}/bin: run packaging/windows/build.sh")
endif()
install(FILES ${RAJAS_WIN_DLLS} DESTINATION .)
# The programs and the tests run from the build folder too (ctest under Wine): the DLLs
# beside them there as well.
file(COPY ${RAJAS_WIN_PREFIX}/bin/ DESTINATION ${CMAKE_BINARY_DIR} FILES_MATCHING PATTERN "*.dll")

install(DIRECTORY ${RAJAS_WIN_PREFIX}/licences/ DESTINATION licences)
install(FILES packaging/windows/README.txt DESTINATION .)
install(FILES docs/rules.md docs/protocol.md DESTINATION docs)
