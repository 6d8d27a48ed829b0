# SPDX-License-Identifier: GPL-3.0-or-later
# Formatting every writer shares: numbers, durations, rates, percentages (core/format/README.md).
target_sources(rooflens_core PRIVATE
    format/numberchars.h format/numberchars.cpp
    format/utf8text.h format/utf8text.cpp
    format/durationformat.h format/durationformat.cpp
    format/rateformat.h format/rateformat.cpp
    format/percentformat.h format/percentformat.cpp
    format/speedupformat.h format/speedupformat.cpp
    format/jsonnumber.h format/jsonnumber.cpp
    format/shortestdigits.h format/shortestdigits.cpp
    format/recenttexts.h
    format/texttemplate.h format/texttemplate.cpp
    format/heldtranslations.h format/heldtranslations.cpp
)
