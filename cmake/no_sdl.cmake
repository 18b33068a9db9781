# Fails when any file in DIR includes an SDL header (run at every build): the rules engine
# and the player's files library stay free of SDL. WHAT names the part for the message.
file(GLOB files ${DIR}/*.c ${DIR}/*.h)
foreach(f ${files})
  file(STRINGS ${f} sdl_lines REGEX "#[ \t]*include[ \t]*[<\"]SDL")
  if(sdl_lines)
    message(FATAL_ERROR "${f} includes SDL; ${WHAT} must stay free of SDL")
  endif()
endforeach()
