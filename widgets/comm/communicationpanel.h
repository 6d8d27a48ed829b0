// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/comm/communicationreport.h"

#include <QWidget>

#include <memory>

class QBoxLayout;
class QLabel;
class QPushButton;
class QTableView;

namespace rl {

class CollectivesModel;
class CollectivesProxyModel;
class CommunicationHeatmap;
class CommunicationRoofline;
class SelectionModel;

// The run page's "between devices" column (core/comm/README.md): the analysis' communication
// report as a summary sentence, a sortable table of the judged collectives, the src × dst
// heatmap per transport and the bandwidth-against-size Roofline. A heatmap cell filters the
// table to its source rank(s) in its group(s) (a label says so, with "Show all"); activating
// a collective whose start lies on the loaded timeline's clock sets the shared time range to
// it and asks for the timeline, else says that the timeline does not hold it. Follows the
// SelectionModel; empty (and hidden by the page) when the analysis has no communication.
class CommunicationPanel : public QWidget
{
    Q_OBJECT
public:
    explicit CommunicationPanel(SelectionModel *selection, QWidget *parent = nullptr);

    bool hasCommunication() const { return m_report != nullptr; }
    QString summaryText() const;
    QString filterText() const;
    QString statusText() const;
    CollectivesModel *model() const { return m_model; }
    CollectivesProxyModel *proxy() const { return m_proxy; }
    QTableView *table() const { return m_table; }
    CommunicationHeatmap *heatmap() const { return m_heatmap; }
    CommunicationRoofline *roofline() const { return m_roofline; }
    QPushButton *showAllButton() const { return m_showAll; }

    // What activating the collective's row does; true when the time range was set.
    bool activateCollective(int collectiveIndex);
    void showAllCollectives();

Q_SIGNALS:
    void timelineRequested();

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void rebuild();
    void retranslate();
    void filterToCell(int firstRank, int lastRank, const QStringList &groups);
    void sayFilter();
    void sizeColumns();
    void fitTableHeight();

    SelectionModel *m_selection;
    std::shared_ptr<const CommunicationReport> m_report;
    QLabel *m_title = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_hint = nullptr;
    QLabel *m_filter = nullptr;
    QPushButton *m_showAll = nullptr;
    QLabel *m_status = nullptr;
    CollectivesModel *m_model = nullptr;
    CollectivesProxyModel *m_proxy = nullptr;
    QTableView *m_table = nullptr;
    CommunicationHeatmap *m_heatmap = nullptr;
    CommunicationRoofline *m_roofline = nullptr;
    QBoxLayout *m_charts = nullptr;
    // The filter's words, kept to say them again in another language.
    int m_filterFirst = -1;
    int m_filterLast = -1;
    QStringList m_filterGroups;
    bool m_filterAnyGroup = false;
};

} // namespace rl
