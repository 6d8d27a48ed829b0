// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QString>
#include <QStringList>

#include <array>
#include <initializer_list>
#include <vector>

namespace rl {

// The descriptive columns of the kernel tables, whatever a tool version calls them
// (core/io/README.md §1.2): torch_npu renamed most msprof columns and both renamed them again.
enum class KernelColumn {
    StepId,
    DeviceId,
    ModelId,
    TaskId,
    StreamId,
    Name,
    Type,
    OpState,
    TaskType,
    Start,
    Duration,
    Wait,
    BlockDim,
    MixBlockDim,
    Hf32,
    InputShapes,
    InputTypes,
    InputFormats,
    OutputShapes,
    OutputTypes,
    OutputFormats,
    ContextId,
    ModelName,
    InferId,
};
inline constexpr int kKernelColumnCount = int(KernelColumn::InferId) + 1;

// Header-driven column lookup: unknown extra columns are tolerated, names are matched without
// regard to case or surrounding blanks.
class CsvColumns
{
public:
    CsvColumns() = default;
    explicit CsvColumns(const QStringList &header);

    // Index of the first of `names` present, -1 when none is.
    int find(std::initializer_list<QStringView> names) const;
    int index(KernelColumn column) const { return m_indices[size_t(column)]; }
    bool has(KernelColumn column) const { return index(column) >= 0; }
    int count() const { return int(m_header.size()); }
    const QStringList &header() const { return m_header; }
    // Is this column one of the descriptive ones (not a PMU metric)?
    bool isDescriptive(int index) const;

    // "aic_mac_time(us)" -> "aic_mac_time", "L1_to_GM_datas(KB)(estimate)" -> "l1_to_gm_datas",
    // "cube_utilization(%)" -> "cube_utilization": lower case, unit suffixes dropped.
    static QString metricName(const QString &column);

private:
    QStringList m_header;
    QHash<QString, int> m_byName; // normalised name -> first index
    std::vector<bool> m_descriptive;
    // Resolved once: rows ask for the same columns hundreds of thousands of times.
    std::array<int, kKernelColumnCount> m_indices = noColumns();
    static constexpr std::array<int, kKernelColumnCount> noColumns()
    {
        std::array<int, kKernelColumnCount> none{};
        none.fill(-1);
        return none;
    }
};

} // namespace rl
