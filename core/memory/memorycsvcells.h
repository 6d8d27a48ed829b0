// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/diagnostics.h"

#include <QByteArrayView>
#include <QStringList>

#include <optional>

namespace rl::memorycsv {

// The cells and rows of torch_npu's memory CSVs (README §1, §2).

// The column named `name` in the header (case and blanks ignored), -1 when it has none.
int columnOf(const QStringList &header, QStringView name);

// A size or total: empty when the cell is empty (or another way of writing "no value"), `bad`
// set when it holds anything but a non-negative finite number.
std::optional<double> figure(QByteArrayView cell, bool &bad);
// A timestamp in µs with up to 3 decimals, as integer ns; empty when missing, `bad` when not one.
std::optional<qint64> timeNs(QByteArrayView cell, bool &bad);
// The device of "NPU:3" (torch_npu's Device Type) or "3"; empty when neither.
std::optional<int> deviceOf(QByteArrayView cell);

// The malformed rows of one file: one warning naming the first line and counting the rest.
class MalformedLines
{
public:
    void add(int line)
    {
        if (m_count++ == 0)
            m_first = line;
    }
    // Another part's lines, `lineOffset` added to them.
    void merge(const MalformedLines &other, int lineOffset = 0);
    int count() const { return m_count; }
    void report(Diagnostics &diagnostics, const QString &path) const;

private:
    int m_first = 0;
    int m_count = 0;
};

} // namespace rl::memorycsv
