// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/compare/comparison.h"

#include <QWidget>

#include <memory>

class QCheckBox;

namespace rl {

class SelectionModel;
class TimelineView;

// Baseline and candidate swimlanes one above the other, time relative to each run's start or
// to the selected operator's start in each run, zoom and pan kept in step (Chrome DevTools'
// split timeline, the pattern users ask for). Each run keeps its own SelectionModel: their
// clocks differ, so only relative ranges are shared.
class SynchronizedTimelines : public QWidget
{
    Q_OBJECT
public:
    explicit SynchronizedTimelines(QWidget *parent = nullptr);
    ~SynchronizedTimelines() override;

    void setComparison(std::shared_ptr<const Comparison> comparison);
    void setSelectedDelta(int deltaIndex);
    void setSynchronized(bool on);
    bool isSynchronized() const;

    TimelineView *baselineView() const { return m_before; }
    TimelineView *candidateView() const { return m_after; }
    SelectionModel *baselineSelection() const { return m_beforeSelection; }
    SelectionModel *candidateSelection() const { return m_afterSelection; }

Q_SIGNALS:
    // An operator was clicked in one of the runs; the delta it belongs to, -1 for unmatched.
    void deltaClicked(int deltaIndex);

private:
    void showBothWhole();

    std::shared_ptr<const Comparison> m_comparison;
    SelectionModel *m_beforeSelection = nullptr;
    SelectionModel *m_afterSelection = nullptr;
    TimelineView *m_before = nullptr;
    TimelineView *m_after = nullptr;
    QCheckBox *m_sync = nullptr;
    bool m_settingSelection = false;
    int m_selectedDelta = -1;
};

} // namespace rl
