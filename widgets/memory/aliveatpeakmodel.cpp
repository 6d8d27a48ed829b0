// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/memory/aliveatpeakmodel.h"

#include "core/memory/memorydata.h"
#include "core/timeline/timeformat.h"

#include <algorithm>
#include <limits>

namespace rl {

namespace {

QString megabytes(qint64 bytes)
{
    const double mb = double(bytes) / (1024.0 * 1024.0);
    return AliveAtPeakModel::tr("%1 MB").arg(mb, 0, 'f', mb >= 100.0 ? 1 : mb >= 1.0 ? 2 : 3);
}

} // namespace

AliveAtPeakModel::AliveAtPeakModel(QObject *parent) : QAbstractTableModel(parent) { }

void AliveAtPeakModel::setAllocations(std::shared_ptr<const MemoryData> data, const RankMemory *rank,
                                      std::optional<qint64> peakNs, qint64 originNs)
{
    beginResetModel();
    m_data = std::move(data);
    m_rank = m_data ? rank : nullptr;
    m_originNs = originNs;
    m_rows.clear();
    if (m_rank && peakNs) {
        const AllocationColumns &a = m_rank->allocations;
        for (size_t i = 0; i < a.size(); ++i) {
            const bool released = a.releaseNs[i] != AllocationColumns::kNoRelease && a.releaseNs[i] <= *peakNs;
            if (a.allocationNs[i] <= *peakNs && !released)
                m_rows.push_back(i);
        }
        std::stable_sort(m_rows.begin(), m_rows.end(), [&a](size_t x, size_t y) {
            if (a.sizeBytes[x] != a.sizeBytes[y])
                return a.sizeBytes[x] > a.sizeBytes[y];
            return a.allocationNs[x] < a.allocationNs[y];
        });
    }
    endResetModel();
}

int AliveAtPeakModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int AliveAtPeakModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AliveAtPeakModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || !m_rank)
        return {};
    const AllocationColumns &a = m_rank->allocations;
    const size_t i = m_rows[size_t(index.row())];
    const bool released = a.releaseNs[i] != AllocationColumns::kNoRelease;
    const auto us = [this](qint64 ns) { return double(ns - m_originNs) / 1000.0; };
    if (role == AllocationIndexRole)
        return int(i);
    if (role == SortRole) {
        switch (index.column()) {
        case NameColumn:
            return a.names.at(a.nameId[i]);
        case SizeColumn:
            return a.sizeBytes[i];
        case AllocatedColumn:
            return a.allocationNs[i];
        case ReleasedColumn: // never released sorts last
            return released ? a.releaseNs[i] : std::numeric_limits<qint64>::max();
        case LifetimeColumn:
            return released ? a.releaseNs[i] - a.allocationNs[i] : std::numeric_limits<qint64>::max();
        default:
            return {};
        }
    }
    if (role == Qt::TextAlignmentRole)
        return index.column() == NameColumn ? QVariant() : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole && index.column() == NameColumn)
        return a.names.at(a.nameId[i]);
    if (role == Qt::ToolTipRole && !released)
        return tr("Not released before the profile ended");
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case NameColumn:
        return a.names.at(a.nameId[i]);
    case SizeColumn:
        return megabytes(a.sizeBytes[i]);
    case AllocatedColumn:
        return formatDuration(us(a.allocationNs[i]));
    case ReleasedColumn:
        return released ? formatDuration(us(a.releaseNs[i])) : tr("after the end");
    case LifetimeColumn:
        return released ? formatDuration(double(a.releaseNs[i] - a.allocationNs[i]) / 1000.0) : tr("to the end");
    default:
        return {};
    }
}

QVariant AliveAtPeakModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case NameColumn:
        return tr("Allocated by");
    case SizeColumn:
        return tr("Size");
    case AllocatedColumn:
        return tr("Allocated at");
    case ReleasedColumn:
        return tr("Released at");
    case LifetimeColumn:
        return tr("Lifetime");
    default:
        return {};
    }
}

} // namespace rl
