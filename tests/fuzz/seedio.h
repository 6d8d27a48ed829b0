// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Writing seeds: the output folder, the multi-part separator of fuzzharness.h and small
// helpers that cut the demo workspace's files down to a few records.

#include <QByteArray>
#include <QString>

#include <initializer_list>

namespace rl::fuzzseed {

[[noreturn]] void fail(const QString &what);
void setOutputDir(const QString &dir);
int seedsWritten();
void seed(const QString &target, const QString &name, const QByteArray &data);
// The parts of a multi-file input joined with fuzzharness.h's kPartSeparator.
QByteArray parts(std::initializer_list<QByteArray> list);
QByteArray readFile(const QString &path);
// The header and the first `rows` records of a CSV without embedded newlines.
QByteArray csvHead(const QByteArray &csv, int rows);
// A trace-event object with its metadata and only its first `events` other events.
QByteArray traceHead(const QByteArray &json, int events);

} // namespace rl::fuzzseed
