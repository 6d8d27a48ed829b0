# SPDX-License-Identifier: GPL-3.0-or-later
# Checks on the sources themselves, not on what they build:
#  - source_format: every tracked C++ file is as .clang-format says (cmake/check-format.sh);
#  - doc_references: every "README.md §N" a source cites exists, and no source cites a
#    document the repository does not hold (cmake/check-doc-references.py).
# Both skip (77) outside a git checkout; source_format also without clang-format 14.
add_test(NAME source_format COMMAND ${PROJECT_SOURCE_DIR}/cmake/check-format.sh ${PROJECT_SOURCE_DIR})
set_tests_properties(source_format PROPERTIES SKIP_RETURN_CODE 77)
find_package(Python3 COMPONENTS Interpreter)
if(Python3_Interpreter_FOUND)
    add_test(NAME doc_references
        COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/cmake/check-doc-references.py ${PROJECT_SOURCE_DIR})
    set_tests_properties(doc_references PROPERTIES SKIP_RETURN_CODE 77)
endif()
