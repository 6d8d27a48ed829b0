// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractTableModel>

#include <memory>
#include <optional>
#include <vector>

namespace rl {

struct MemoryData; // core/memory/memorydata.h
struct RankMemory;

// The allocations of one rank alive at its peak (allocated at or before it, released after it
// or never within the profile: core/memory/README.md §3), largest first, ties by allocation
// time. One row per allocation, read from the rank's columns (no object per row). Times are µs
// from `originNs`, the kernel timeline's time 0, so they read as the timeline's axis.
class AliveAtPeakModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { NameColumn, SizeColumn, AllocatedColumn, ReleasedColumn, LifetimeColumn, ColumnCount };
    enum Role {
        SortRole = Qt::UserRole + 1, // the raw number (bytes, ns), the name for the name column
        AllocationIndexRole,         // int, into the rank's AllocationColumns
    };

    explicit AliveAtPeakModel(QObject *parent = nullptr);

    // `rank` points into `data` (kept alive by it); no peak or no rank: no rows.
    void setAllocations(std::shared_ptr<const MemoryData> data, const RankMemory *rank, std::optional<qint64> peakNs,
                        qint64 originNs);

    const RankMemory *rank() const { return m_rank; }
    // The allocation a row shows, as an index into the rank's AllocationColumns.
    size_t allocationOf(int row) const { return m_rows[size_t(row)]; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const MemoryData> m_data;
    const RankMemory *m_rank = nullptr;
    std::vector<size_t> m_rows;
    qint64 m_originNs = 0;
};

} // namespace rl
