// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QCheckBox;

namespace rl {

class CompareSelection;
class TimelineView;

// Baseline and candidate swimlanes one above the other, time relative to each run's start or
// to the selected operator's start in each run, zoom and pan kept in step (Chrome DevTools'
// split timeline, the pattern users ask for). Each view follows its run's selection in the
// shared CompareSelection; while "Synchronise" is on, each writes its window to the
// selection's relative range and follows it, so the two never reach into each other.
class SynchronizedTimelines : public QWidget
{
    Q_OBJECT
public:
    explicit SynchronizedTimelines(CompareSelection *selection, QWidget *parent = nullptr);
    ~SynchronizedTimelines() override;

    void setSynchronized(bool on);
    bool isSynchronized() const;

    TimelineView *baselineView() const { return m_before; }
    TimelineView *candidateView() const { return m_after; }

private:
    void showBothWhole();
    void onSelectedDeltaChanged(int deltaIndex);

    CompareSelection *m_selection;
    TimelineView *m_before = nullptr;
    TimelineView *m_after = nullptr;
    QCheckBox *m_sync = nullptr;
};

} // namespace rl
