// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/compare/comparison.h"

#include <QObject>

#include <memory>
#include <optional>
#include <utility>

namespace rl {

class SelectionModel;

// Compare mode's single source of UI truth, as SelectionModel is for one run
// (widgets/README.md §1): the comparison on screen, the selected pair, and the time window the
// two swimlanes share, relative to each run's own start (their clocks differ). Each run keeps
// a SelectionModel of its own for the views that show one run (the swimlanes); this object
// keeps the two in step with the pair. Every compare view follows it and writes to it; views
// never talk to each other. Setting a value equal to the current one emits nothing.
class CompareSelection : public QObject
{
    Q_OBJECT
public:
    explicit CompareSelection(QObject *parent = nullptr);

    std::shared_ptr<const Comparison> comparison() const { return m_comparison; }
    // A new comparison (or the same runs re-compared with new options): no pair selected.
    void setComparison(std::shared_ptr<const Comparison> comparison);

    // Index into comparison()->deltas, -1 for none. Selecting a pair selects its two
    // operators in the runs' selections.
    int selectedDelta() const { return m_selected; }
    void setSelectedDelta(int deltaIndex);

    // The runs' own selections: an operator selected in one (a click in its swimlane) selects
    // its pair, or, when it has none, no pair (the other run's selection is cleared).
    SelectionModel *baseline() const { return m_baseline; }
    SelectionModel *candidate() const { return m_candidate; }

    // The swimlanes' shared window in µs from each run's time origin; nullopt until set.
    std::optional<std::pair<double, double>> relativeRange() const { return m_range; }
    void setRelativeRange(double startUs, double endUs);

Q_SIGNALS:
    void comparisonChanged();
    void selectedDeltaChanged(int deltaIndex);
    void relativeRangeChanged(double startUs, double endUs);

private:
    void onRunSelectionChanged(bool baseline, int operatorIndex);

    std::shared_ptr<const Comparison> m_comparison;
    SelectionModel *m_baseline = nullptr;
    SelectionModel *m_candidate = nullptr;
    int m_selected = -1;
    std::optional<std::pair<double, double>> m_range;
    bool m_updatingRuns = false; // inside our own writes to the runs' selections
};

} // namespace rl
