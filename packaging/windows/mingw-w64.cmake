# mingw-w64.cmake — the CMake toolchain file for the Windows edition (docs/packaging.md):
# Debian's x86_64-w64-mingw32 cross compiler, the libraries found only in the prefix that
# packaging/windows/build.sh fills (RAJAS_WIN_PREFIX), and programs run under Wine when a
# build runs what it built (ctest's tests, through CMAKE_CROSSCOMPILING_EMULATOR).
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)
set(RAJAS_WIN_TRIPLET x86_64-w64-mingw32)
set(CMAKE_C_COMPILER ${RAJAS_WIN_TRIPLET}-gcc)
set(CMAKE_CXX_COMPILER ${RAJAS_WIN_TRIPLET}-g++)
set(CMAKE_RC_COMPILER ${RAJAS_WIN_TRIPLET}-windres)
set(CMAKE_AR ${RAJAS_WIN_TRIPLET}-ar CACHE FILEPATH "")
set(CMAKE_RANLIB ${RAJAS_WIN_TRIPLET}-ranlib CACHE FILEPATH "")

# The prefix comes from the environment so that every project configured with this file
# (the dependencies and the game) sees the same one, also in try_compile's inner builds.
if(DEFINED ENV{RAJAS_WIN_PREFIX})
  set(RAJAS_WIN_PREFIX $ENV{RAJAS_WIN_PREFIX} CACHE PATH "The Windows libraries' prefix")
endif()
# pkg-config (SDL2, cmocka) reads the prefix's .pc files and never the machine's own.
set(ENV{PKG_CONFIG_LIBDIR} ${RAJAS_WIN_PREFIX}/lib/pkgconfig)
set(ENV{PKG_CONFIG_PATH} "")
set(CMAKE_FIND_ROOT_PATH /usr/${RAJAS_WIN_TRIPLET} ${RAJAS_WIN_PREFIX})
set(CMAKE_PREFIX_PATH ${RAJAS_WIN_PREFIX})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)

# libgcc linked in, so the programs and DLLs need no compiler runtime DLL beside them.
set(CMAKE_EXE_LINKER_FLAGS_INIT "-static-libgcc")
set(CMAKE_SHARED_LINKER_FLAGS_INIT "-static-libgcc")

# Threads are Windows' own (src/thread/thread_win.c): FindThreads is told that no pthreads
# library is there. mingw-w64 keeps clock_gettime and nanosleep in winpthread, so its static
# library is linked into every program: no libwinpthread-1.dll beside them.
set(CMAKE_HAVE_LIBC_PTHREAD FALSE CACHE INTERNAL "")
set(CMAKE_HAVE_PTHREADS_CREATE FALSE CACHE INTERNAL "")
set(CMAKE_HAVE_PTHREAD_CREATE FALSE CACHE INTERNAL "")
set(THREADS_HAVE_PTHREAD_ARG FALSE CACHE INTERNAL "")

set(CMAKE_C_STANDARD_LIBRARIES "-lkernel32 -luser32 -lgdi32 -lwinspool -lshell32 -lole32 -loleaut32 -luuid -lcomdlg32 -ladvapi32 -l:libwinpthread.a"
    CACHE STRING "The libraries every Windows program links")

find_program(RAJAS_WINE NAMES wine wine64)
if(RAJAS_WINE)
  set(CMAKE_CROSSCOMPILING_EMULATOR ${RAJAS_WINE})
endif()
