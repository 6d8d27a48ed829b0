// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QSortFilterProxyModel;
class QTableView;

namespace rl {

class AliveAtPeakModel;
class SelectionModel;

// The run page's device memory (core/memory/README.md): the analysed rank's peak figures as
// core sums them (Analysis::memory), then the allocations alive at the peak, largest first.
// Activating one selects its operator (operatorForAllocation) through the shared selection and
// asks for the timeline, which scrolls to it; a line under the table says when no operator
// fits. A run without memory records says so, and how to record them. Follows the SelectionModel.
class MemoryPanel : public QWidget
{
    Q_OBJECT
public:
    explicit MemoryPanel(SelectionModel *selection, QWidget *parent = nullptr);

    bool hasMemory() const;
    QString summaryText() const;
    QString statusText() const;
    AliveAtPeakModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }

    // What activating the model's row does; the operator selected, or -1.
    int activateRow(int modelRow);

Q_SIGNALS:
    void timelineRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();

    SelectionModel *m_selection;
    QLabel *m_title = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_hint = nullptr;
    QLabel *m_status = nullptr;
    AliveAtPeakModel *m_model = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
    QTableView *m_table = nullptr;
};

} // namespace rl
