// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace rl::bench {

// What one timed pass cost.
struct Sample
{
    double seconds = 0.0;
    double peakAllocMB = 0.0;    // heap peak during the pass, above what was held before
    double peakRssDeltaMB = 0.0; // VmHWM during the pass minus VmRSS before (includes file pages)
    double cpuSeconds = 0.0;     // user + system time of all threads of the process
    // Memory touched for the first time (minor page faults × page size; file pages mapped in
    // count too): it costs about 0.5–1 s per GB on these machines, more than the work in it.
    double firstTouchedMB = 0.0;
};

// Times `work` in this process.
Sample measure(const std::function<void()> &work);

// Each pass the benchmark compares runs in a process of its own, started for it: a pass then
// finds the heap, the page tables and the caches as a user's `rooflens analyze` would, not as
// the pass before left them (measured in one process, whichever pass ran after the DOM
// reference was 15–25 % slower).
// The child is this program run with `arguments` (which hold --measure KIND); it prints one
// line, `sampleLine()`, which the parent reads back.
std::optional<Sample> measureInChild(const QString &program, const QStringList &arguments, QString *problem);
QString sampleLine(const Sample &s);

} // namespace rl::bench
