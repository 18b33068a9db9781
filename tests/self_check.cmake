# self_check.cmake — what the self-tests of the tree's checks share (boundaries_self.cmake,
# architecture_files_self.cmake, each run as -DCHECK=<the check> -DWORK=<a scratch folder>):
# the check run on a small tree written under WORK, and what it must say. Included by each.
cmake_minimum_required(VERSION 3.16)

if(NOT CHECK OR NOT WORK)
  message(FATAL_ERROR "a self-test needs -DCHECK=<the check it tests> and -DWORK=<a scratch folder>")
endif()

# self_check(<name> [OPTIONS <-D option>...] [SAYS <words>...]): runs CHECK on the tree
# WORK/<name>, with those options. With no words it must pass the tree; with words it must
# refuse it and say each of them. A failure names the case and quotes what the check said.
function(self_check name)
  cmake_parse_arguments(PARSE_ARGV 1 self "" "" "OPTIONS;SAYS")
  execute_process(COMMAND ${CMAKE_COMMAND} -DROOT=${WORK}/${name} ${self_OPTIONS} -P ${CHECK}
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  string(REGEX REPLACE "[ \t\r\n]+" " " said "${out}${err}")   # the message, unwrapped
  if(NOT self_SAYS)
    if(NOT rc EQUAL 0)
      message(SEND_ERROR "${name}: the check refused what it must pass: ${said}")
    endif()
  elseif(rc EQUAL 0)
    message(SEND_ERROR "${name}: the check passed what it must refuse: ${said}")
  else()
    foreach(words IN LISTS self_SAYS)
      string(FIND "${said}" "${words}" at)
      if(at LESS 0)
        message(SEND_ERROR "${name}: the check did not say \"${words}\": ${said}")
      endif()
    endforeach()
  endif()
endfunction()
