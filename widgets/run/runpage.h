// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/run/runbreakdownchart.h"

#include <QWidget>

#include <optional>

class QLabel;
class QPushButton;
class QTableView;

namespace rl {

class CommunicationPanel;
class MemoryPanel;
class RankGroupsModel;
class SelectionModel;

// The first page of a run: where each rank's step goes (the stacked bars), the one-sentence
// summary, what to look at next, and the way on. Computing leads to the operator view of the
// rank (another rank is loaded first); communication sets the shared time range to the step
// and asks for the timeline; free sets it to the largest gap. Below, the same operator group
// on every rank (whether one rank's MatMul is slower or all are), then the communication
// between devices judged against the link roofs (widgets/comm/), then the analysed rank's device
// memory (widgets/memory/); each rank's peak memory stands beside its bar. A job of communication files
// alone (no step rows) shows that part and says so. Follows the SelectionModel.
class RunPage : public QWidget
{
    Q_OBJECT
public:
    explicit RunPage(SelectionModel *selection, QWidget *parent = nullptr);

    RunBreakdownChart *chart() const { return m_chart; }
    RankGroupsModel *groupsModel() const { return m_groups; }
    QTableView *groupsView() const { return m_groupsView; }
    CommunicationPanel *communicationPanel() const { return m_communicationPanel; }
    MemoryPanel *memoryPanel() const { return m_memoryPanel; }
    QPushButton *communicationButton() const { return m_communication; }
    QString titleText() const;
    QString summaryText() const;
    QString nextText() const;
    bool hasRun() const { return m_run != nullptr; }
    // The same as a click on that segment of that rank's (first) row.
    void activate(RunBreakdownChart::Part part, int rank, int step = 0);

Q_SIGNALS:
    void operatorViewRequested();
    void rankRequested(int rank); // the rank's operators are not loaded: open it
    void timelineRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    void updateCommunicationButton();
    double toSceneUs(qint64 ns) const;

    SelectionModel *m_selection;
    std::shared_ptr<const RunBreakdown> m_run;
    mutable std::optional<qint64> m_originNs; // the timeline's origin, found when first needed
    QLabel *m_title = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_next = nullptr;
    RunBreakdownChart *m_chart = nullptr;
    QPushButton *m_operators = nullptr;
    QPushButton *m_communication = nullptr;
    QPushButton *m_gap = nullptr;
    QLabel *m_groupsTitle = nullptr;
    RankGroupsModel *m_groups = nullptr;
    QTableView *m_groupsView = nullptr;
    CommunicationPanel *m_communicationPanel = nullptr;
    MemoryPanel *m_memoryPanel = nullptr;
};

} // namespace rl
