# SPDX-License-Identifier: GPL-3.0-or-later
# Link with lld (Debian's lld package, installed by cmake/InstallDeps.sh) when the compiler
# accepts it. RoofLens links about 140 test executables against its static libraries in every
# build; a sanitizer test links in 0.7 s with lld against 2.1-2.6 s with ld.bfd (measured on
# tst_labelplacement, asan preset), which is minutes of each CI run. Without lld the default
# linker is used and nothing else changes.
option(ROOFLENS_LLD "Link with lld when it is available" ON)
if(ROOFLENS_LLD)
    include(CheckLinkerFlag)
    check_linker_flag(CXX -fuse-ld=lld ROOFLENS_HAVE_LLD)
    if(ROOFLENS_HAVE_LLD)
        add_link_options(-fuse-ld=lld)
    endif()
endif()
