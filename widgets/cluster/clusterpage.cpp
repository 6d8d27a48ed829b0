// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/cluster/clusterpage.h"

#include "widgets/cluster/clustergroupsmodel.h"
#include "widgets/cluster/clusterheatmap.h"
#include "widgets/cluster/clusterpaths.h"
#include "widgets/common/formatting.h"
#include "widgets/common/pagelabels.h"
#include "widgets/common/plotstyle.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace rl {

namespace {

constexpr int kListed = 5; // missing ranks and stragglers named in the sentences; the rest counted

QString partDisplayName(const QString &id)
{
    if (id == u"computing")
        return ClusterPage::tr("computing");
    if (id == u"communication_not_overlapped")
        return ClusterPage::tr("communication not overlapped");
    if (id == u"free")
        return ClusterPage::tr("free time");
    return id;
}

QString missingItem(const MissingRank &m)
{
    return m.rank ? ClusterPage::tr("rank %1 (%2)").arg(*m.rank).arg(m.reason)
                  : ClusterPage::tr("%1 (%2)").arg(m.path, m.reason);
}

} // namespace

ClusterPage::ClusterPage(QWidget *parent) : QWidget(parent)
{
    m_title = makePageTitle(this);
    m_title->setWordWrap(true);
    m_missing = makePageSentence(this);
    m_summary = makePageSentence(this);
    m_message = makePageSentence(this);
    m_heatmap = new ClusterHeatmap(this);
    m_groupsTitle = new QLabel(this);
    m_groups = new ClusterGroupsModel(this);
    auto *sorted = new QSortFilterProxyModel(this);
    sorted->setSourceModel(m_groups);
    sorted->setSortRole(Qt::UserRole);
    m_groupsView = new QTableView(this);
    m_groupsView->setModel(sorted);
    m_groupsView->setSortingEnabled(true);
    m_groupsView->sortByColumn(-1, Qt::AscendingOrder); // as the reduce wrote them: largest first
    m_groupsView->verticalHeader()->hide();
    m_groupsView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_groupsView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_groupsView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_groupsView->setMinimumHeight(140);

    QVBoxLayout *layout = makeScrollingPageLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_missing);
    layout->addWidget(m_summary);
    layout->addWidget(m_heatmap, 3);
    layout->addWidget(m_message);
    layout->addWidget(m_groupsTitle);
    layout->addWidget(m_groupsView, 2);

    connect(m_heatmap, &ClusterHeatmap::rankActivated, this, &ClusterPage::openRank);
    connect(m_groupsView, &QTableView::doubleClicked, this, [this, sorted](const QModelIndex &index) {
        const int rank = m_groups->slowestRank(sorted->mapToSource(index).row());
        if (rank >= 0)
            openRank(rank);
    });
    rebuild();
}

void ClusterPage::setCluster(std::shared_ptr<const ClusterResult> cluster, const QString &file)
{
    m_cluster = std::move(cluster);
    m_file = file;
    m_heatmap->setCluster(m_cluster);
    m_groups->setCluster(m_cluster);
    showMessage({});
    rebuild();
}

QString ClusterPage::titleText() const
{
    return m_title->text();
}

QString ClusterPage::missingText() const
{
    return m_missing->isHidden() ? QString() : m_missing->text();
}

QString ClusterPage::summaryText() const
{
    return m_summary->text();
}

QString ClusterPage::messageText() const
{
    return m_message->isHidden() ? QString() : m_message->text();
}

void ClusterPage::openRank(int rank)
{
    if (!m_cluster)
        return;
    const ClusterRank *r = m_cluster->rank(rank);
    if (!r) {
        for (const MissingRank &m : m_cluster->missing) {
            if (m.rank == rank) {
                showMessage(tr("Rank %1 is missing from the cluster: %2").arg(rank).arg(m.reason));
                return;
            }
        }
        showMessage(tr("The cluster has no rank %1").arg(rank));
        return;
    }
    const RankProfileLocation location = locateRankProfile(*r, m_file);
    if (location.path.isEmpty()) {
        showMessage(tr("Cannot open rank %1: %2").arg(rank).arg(location.reason));
        return;
    }
    showMessage({});
    Q_EMIT profileRequested(location.path, rank);
}

void ClusterPage::showMessage(const QString &text)
{
    m_message->setText(text);
    m_message->setVisible(!text.isEmpty());
}

void ClusterPage::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange)
        rebuild();
}

void ClusterPage::rebuild()
{
    const QLocale locale;
    const PlotStyle style = PlotStyle::fromPalette(palette(), font());
    for (QLabel *warning : {m_missing, m_message}) {
        QPalette p = warning->palette();
        p.setColor(QPalette::WindowText, style.warning);
        warning->setPalette(p);
    }
    m_groupsTitle->setText(tr("The same operator types across the ranks (largest first; sort by any column; "
                              "double-click a row to open its slowest rank):"));
    const ClusterResult empty;
    const ClusterResult &c = m_cluster ? *m_cluster : empty;
    const int read = int(c.ranks.size()), missing = int(c.missing.size());
    // The job's ranks: those read and those that could not be, so the count is never short.
    QString title = tr("Where the step goes across the cluster: %1 rank(s)", nullptr, read + missing)
                        .arg(locale.toString(read + missing));
    if (missing > 0)
        title += u", " + tr("%1 read, %2 missing").arg(locale.toString(read), locale.toString(missing));
    m_title->setText(title);
    QStringList items;
    for (size_t i = 0; i < c.missing.size() && i < size_t(kListed); ++i)
        items << missingItem(c.missing[i]);
    if (missing > kListed)
        items << tr("and %n more", nullptr, missing - kListed);
    m_missing->setText(tr("Missing: %1").arg(items.join(u"; ")));
    m_missing->setVisible(missing > 0);

    QString summary;
    if (c.medianTotalUs)
        summary = tr("The median rank's step takes %1 (the parts summed over its steps).")
                      .arg(formatMicroseconds(c.medianTotalUs));
    if (const ClusterRank *slowest = c.slowestRank ? c.rank(*c.slowestRank) : nullptr)
        summary += u' '
            + tr("The slowest rank is %1 at %2%3.")
                  .arg(slowest->rank)
                  .arg(formatMicroseconds(slowest->totals.totalUs()),
                       slowest->node.isEmpty() ? QString() : QString(u' ' + tr("on %1").arg(slowest->node)));
    if (c.stragglers.empty()) {
        summary += u' ' + tr("No rank is more than 5 % above the median.");
    } else {
        QStringList named;
        for (size_t i = 0; i < c.stragglers.size() && i < size_t(kListed); ++i) {
            const Straggler &s = c.stragglers[i];
            named << tr("rank %1 (+%2 %, slower in %3)")
                         .arg(s.rank)
                         .arg(locale.toString(s.excessPct, 'f', 0), partDisplayName(s.slowerPart));
        }
        if (c.stragglers.size() > size_t(kListed))
            named << tr("and %n more", nullptr, int(c.stragglers.size()) - kListed);
        summary += u' '
            + tr("%n straggler(s), more than 5 % above the median: %1.", nullptr, int(c.stragglers.size()))
                  .arg(named.join(u", "));
    }
    if (!c.diagnostics.isEmpty())
        summary += u' '
            + tr("The reduce noted %n problem(s) (in the file's diagnostics).", nullptr, int(c.diagnostics.size()));
    m_summary->setText(summary.trimmed());
    m_groupsTitle->setVisible(!c.groups.empty());
    m_groupsView->setVisible(!c.groups.empty());
}

} // namespace rl
