# SPDX-License-Identifier: GPL-3.0-or-later
# Checks on the sources themselves, not on what they build:
#  - doc_references: every "README.md §N" a source cites exists, and no source cites a
#    document the repository does not hold (cmake/check-doc-references.py).
# It skips (77) outside a git checkout.
find_package(Python3 COMPONENTS Interpreter)
if(Python3_Interpreter_FOUND)
    add_test(NAME doc_references
        COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/cmake/check-doc-references.py ${PROJECT_SOURCE_DIR})
    set_tests_properties(doc_references PROPERTIES SKIP_RETURN_CODE 77)
endif()
