// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace rl::bench {

// What one run of a program cost, seen from outside as a user's shell would see it.
struct ProcessSample
{
    double seconds = 0.0;    // wall time from start to exit
    double peakAnonMB = 0.0; // largest RssAnon sampled every few ms (heap and stacks, no file pages)
    double peakRssMB = 0.0;  // VmHWM at the last sample (includes mapped file pages)
    QString output;          // what it wrote on stdout
};

// Runs `program` with `arguments` to its end; nullopt (and `problem`) when it cannot start,
// crashes or exits with a status other than 0. With `stdoutFile` (e.g. /dev/null) its output
// goes there instead of into `output`: a reference that writes hundreds of MB is not slowed
// by this process reading them.
std::optional<ProcessSample> runMeasured(const QString &program, const QStringList &arguments, QString *problem,
                                         const QString &stdoutFile = {});

// The median of a benchmark's runs (the upper one of an even count); 0 for none.
double median(std::vector<double> values);

} // namespace rl::bench
