// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/operator.h"

#include <QStringView>

#include <vector>

namespace rl {

// How the rows of an application-level run find the msprof op follow-up runs of their kernel
// (core/io/README.md §8.8). The app-level tables name a mix kernel `X`; msprof op (and the
// profiler database) name its two halves `X_mix_aic` / `X_mix_aiv`, and a kernel launched
// under several instance names `X_0`, `X_1`. Names are compared without case, strictest first.
enum class KernelNameLevel {
    Exact,           // the name as written
    WithoutMixHalf,  // without a trailing `_mix_aic` / `_mix_aiv`
    WithoutInstance, // without that and then a trailing `_<digits>`
};

// `name` at `level`: a view into `name`, never empty (a name that is nothing but a suffix
// stays whole).
QStringView kernelNameAt(QStringView name, KernelNameLevel level);

// The operators `name` names, by index into `operators`: those equal to it at the strictest
// level at which any is (both names taken to that level), so `main_kernel_mix_aic` finds
// `main_kernel`, and `Add_1_mix_aiv` finds `Add_1` before `Add_0`. Empty when none is.
std::vector<int> operatorsNamed(const std::vector<Operator> &operators, QStringView name);

} // namespace rl
