# Fails when any file of the rules engine includes an SDL header (run at every build).
file(GLOB files ${DIR}/*.c ${DIR}/*.h)
foreach(f ${files})
  file(STRINGS ${f} sdl_lines REGEX "#[ \t]*include[ \t]*[<\"]SDL")
  if(sdl_lines)
    message(FATAL_ERROR "${f} includes SDL; the rules engine must stay free of SDL")
  endif()
endforeach()
