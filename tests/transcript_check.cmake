# transcript_check.cmake — one protocol transcript through a cross-built rajas-engine
# (tests/CMakeLists.txt, the Windows edition): EMULATOR (Wine) runs ENGINE with IN as its
# standard input; its standard output must be the transcript's .out byte for byte, and its
# exit status 0, as test_protocol asks of the Linux build.
string(REGEX REPLACE "\\.in$" ".out" want_file "${IN}")
execute_process(COMMAND ${EMULATOR} ${ENGINE} INPUT_FILE ${IN}
                OUTPUT_VARIABLE got RESULT_VARIABLE status ERROR_VARIABLE err)
file(READ ${want_file} want)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "${ENGINE} < ${IN} exited with ${status}: ${err}")
endif()
if(NOT got STREQUAL want)
  file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/transcript-got.out "${got}")
  message(FATAL_ERROR "${ENGINE} < ${IN} printed other than ${want_file}\n--- got:\n${got}\n--- want:\n${want}")
endif()
message(STATUS "${IN}: byte for byte")
