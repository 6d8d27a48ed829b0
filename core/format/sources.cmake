# SPDX-License-Identifier: GPL-3.0-or-later
# Formatting every writer shares: numbers, durations, rates, percentages (core/format/README.md).
target_sources(rooflens_core PRIVATE
    format/numberchars.h format/numberchars.cpp
    format/utf8text.h format/utf8text.cpp
)
