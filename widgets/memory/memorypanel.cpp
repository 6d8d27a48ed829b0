// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/memory/memorypanel.h"

#include "core/memory/memorydata.h"
#include "core/memory/memoryreport.h"
#include "core/run/runbreakdown.h"
#include "core/timeline/kernelscene.h"
#include "core/timeline/memorytracks.h"
#include "core/timeline/timeformat.h"
#include "widgets/common/pagelabels.h"
#include "widgets/common/selectionmodel.h"
#include "widgets/memory/aliveatpeakmodel.h"
#include "widgets/memory/allocationoperator.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace rl {

namespace {

constexpr int kRowsShownAtMost = 12;

QString mb(double value)
{
    return MemoryPanel::tr("%1 MB").arg(value, 0, 'f', 1);
}

QString percent(double fraction)
{
    return QString::number(fraction * 100.0, 'f', 1) + u" %";
}

// The rank's §7c figures as sentences: the peaks and when, the capacity, what is alive then,
// the sampled HBM and L2.
QString figuresText(const RankMemoryReport &r, const QString &series, qint64 originNs)
{
    QStringList parts;
    if (r.peakAllocatedMb) {
        QString peak =
            MemoryPanel::tr("Rank %1 (%2): peak allocated %3").arg(r.rank).arg(series, mb(*r.peakAllocatedMb));
        if (r.peakTimeNs)
            peak += u' ' + MemoryPanel::tr("at %1").arg(formatDuration(double(*r.peakTimeNs - originNs) / 1000.0));
        if (r.peakReservedMb)
            peak += MemoryPanel::tr(", reserved %1").arg(mb(*r.peakReservedMb));
        if (r.peakActiveMb)
            peak += MemoryPanel::tr(", active %1").arg(mb(*r.peakActiveMb));
        if (r.capacityMb && *r.capacityMb > 0.0)
            peak += MemoryPanel::tr("; the peak is %1 of the chip's %2 GB")
                        .arg(percent(*r.peakAllocatedMb / *r.capacityMb))
                        .arg(*r.capacityMb / 1024.0, 0, 'f', 0);
        parts << peak + u'.';
        QString alive =
            MemoryPanel::tr("%n allocation(s) alive at the peak hold %1", nullptr, r.aliveCount).arg(mb(r.aliveSizeMb));
        if (r.beforeProfileMb)
            alive += MemoryPanel::tr("; %1 was allocated before the profile began").arg(mb(*r.beforeProfileMb));
        parts << alive + u'.';
    } else {
        parts << MemoryPanel::tr("Rank %1 has no allocator totals, so no peak.").arg(r.rank);
    }
    if (r.hbmMeanGbs && r.hbmMaxGbs)
        parts << MemoryPanel::tr("HBM bandwidth: mean %1 GB/s, highest %2 GB/s over %n sample(s).", nullptr,
                                 int(r.hbmSamples))
                     .arg(*r.hbmMeanGbs, 0, 'f', 2)
                     .arg(*r.hbmMaxGbs, 0, 'f', 2);
    if (r.llcReadHitRate || r.llcWriteHitRate)
        parts << MemoryPanel::tr("L2 hit rate: read %1, write %2.")
                     .arg(r.llcReadHitRate ? percent(*r.llcReadHitRate) : QStringLiteral("–"),
                          r.llcWriteHitRate ? percent(*r.llcWriteHitRate) : QStringLiteral("–"));
    return parts.join(u' ');
}

} // namespace

MemoryPanel::MemoryPanel(SelectionModel *selection, QWidget *parent) : QWidget(parent), m_selection(selection)
{
    m_title = makePageTitle(this);
    m_summary = makePageSentence(this);
    m_hint = new QLabel(this);
    m_hint->setWordWrap(true);
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_model = new AliveAtPeakModel(this);
    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(AliveAtPeakModel::SortRole);
    m_table = new QTableView(this);
    m_table->setModel(m_proxy);
    m_table->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder); // largest first until asked
    m_table->setSortingEnabled(true);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(false);
    m_table->setTextElideMode(Qt::ElideMiddle);
    m_table->setMinimumHeight(m_table->verticalHeader()->defaultSectionSize() * 4);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_summary);
    layout->addWidget(m_hint);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_status);

    connect(m_table, &QTableView::activated, this, [this](const QModelIndex &index) {
        const QModelIndex source = m_proxy->mapToSource(index);
        if (source.isValid())
            activateRow(source.row());
    });
    connect(selection, &SelectionModel::analysisChanged, this, &MemoryPanel::rebuild);
    rebuild();
}

bool MemoryPanel::hasMemory() const
{
    return m_model->rank() != nullptr;
}

QString MemoryPanel::summaryText() const
{
    return m_summary->text();
}

QString MemoryPanel::statusText() const
{
    return m_status->text();
}

int MemoryPanel::activateRow(int modelRow)
{
    const auto analysis = m_selection->analysis();
    const RankMemory *rank = m_model->rank();
    if (!analysis || !analysis->profile || !rank || modelRow < 0 || modelRow >= m_model->rowCount())
        return -1;
    const AllocationColumns &a = rank->allocations;
    const size_t i = m_model->allocationOf(modelRow);
    const QString name = a.names.at(a.nameId[i]);
    const int op = operatorForAllocation(*analysis->profile, name, a.allocationNs[i]);
    if (op < 0) {
        m_status->setText(tr("No device operator of the loaded timeline is named %1 or starts after it was "
                             "allocated, so there is nothing to select.")
                              .arg(name));
        return -1;
    }
    const QString opName = analysis->op(op).name;
    m_status->setText(
        opName == name
            ? tr("Selected %1 in the timeline.").arg(name)
            : tr("Selected %1, the first device operator after %2 allocated, in the timeline.").arg(opName, name));
    m_selection->setSelectedOperator(op);
    Q_EMIT timelineRequested();
    return op;
}

void MemoryPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        rebuild();
}

void MemoryPanel::rebuild()
{
    const auto analysis = m_selection->analysis();
    const Profile *profile = analysis ? analysis->profile.get() : nullptr;
    const RankMemory *rank = profile ? analysedRankMemory(profile->run.get()) : nullptr;
    const RankMemoryReport *report = rank && analysis->memory ? analysis->memory->rank(rank->rank) : nullptr;
    const qint64 origin = rank ? kernelSceneOriginNs(*profile) : 0; // only a rank's records are placed on it
    m_model->setAllocations(rank ? profile->run->memory : nullptr, rank, report ? report->peakTimeNs : std::nullopt,
                            origin);
    m_title->setText(tr("Device memory"));
    m_status->clear();
    const bool rows = m_model->rowCount() > 0;
    m_table->setVisible(rows);
    m_hint->setVisible(rank != nullptr);
    if (!rank) {
        m_summary->setText(
            profile && profile->run && profile->run->memory
                ? tr("The job has device memory records, but none for the analysed rank: open another rank to see "
                     "its memory.")
                : tr("This run has no device memory records. Profile with profile_memory=True (torch_npu) or "
                     "--sys-hardware-mem=on (msprof) to see the footprint over the step, the allocations that make "
                     "the peak and the chip's HBM bandwidth and L2 hit rate."));
        return;
    }
    const MemorySeries *series = rank->peakSeries();
    m_summary->setText(
        report ? figuresText(*report, series ? memoryComponentName(series->component) : QString(), origin) : QString());
    m_hint->setText(rows ? tr("The allocations alive at the peak, largest first (the memory lanes under the "
                              "kernel timeline show the footprint over time). Double-click one to select its "
                              "operator in the timeline.")
                         : tr("No allocation is recorded alive at the peak."));
    const int shown = std::min(m_model->rowCount(), kRowsShownAtMost);
    m_table->setFixedHeight(m_table->horizontalHeader()->sizeHint().height()
                            + m_table->verticalHeader()->defaultSectionSize() * std::max(shown, 1) + 4);
}

} // namespace rl
