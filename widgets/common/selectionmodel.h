// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/analysis.h"

#include <QObject>

#include <memory>

namespace rl {

// The single source of UI truth (widgets/README.md §1): the analysis on screen, the selected
// operator and the visible time range. Every view follows it and writes to it; views never
// talk to each other. Setting a value equal to the current one emits nothing, so views may
// echo a selection back without loops.
class SelectionModel : public QObject
{
    Q_OBJECT
public:
    explicit SelectionModel(QObject *parent = nullptr);

    std::shared_ptr<const Analysis> analysis() const { return m_analysis; }
    // `keepKernel`: another profile of the same job (another rank) keeps the selected kernel
    // where the new one has it (the same name, the same call of it when there are several).
    void setAnalysis(std::shared_ptr<const Analysis> analysis, bool keepKernel = false);

    // The job's run breakdown as the window shows it: the analysis' own until the whole job
    // has been read (core/job/README.md §2), then every rank's.
    std::shared_ptr<const RunBreakdown> run() const { return m_run; }
    void setRun(std::shared_ptr<const RunBreakdown> run);

    // Index into analysis()->operators, -1 for none.
    int selectedOperator() const { return m_selected; }
    void setSelectedOperator(int index);

    // Whether the views show the calls of one kernel as one group (Analysis::groups), the
    // default, or every call on its own. The selection stays an operator: a view showing
    // groups marks the group of the selected operator, and picking a group selects its call
    // of most time (OperatorGroup::representative).
    bool groupsCalls() const { return m_groupsCalls; }
    void setGroupsCalls(bool grouped);
    // What the views do: group when asked to and some kernel of the analysis has more than one
    // call (with every kernel called once, the calls' own table says more).
    bool showsKernels() const;

    // Visible time range of the timelines, in µs on the timeline's own axis.
    double rangeStartUs() const { return m_rangeStart; }
    double rangeEndUs() const { return m_rangeEnd; }
    void setTimeRange(double startUs, double endUs);

Q_SIGNALS:
    void analysisChanged();
    void runChanged();
    void selectedOperatorChanged(int index);
    void timeRangeChanged(double startUs, double endUs);
    void groupingChanged(bool grouped);

private:
    std::shared_ptr<const Analysis> m_analysis;
    std::shared_ptr<const RunBreakdown> m_run;
    int m_selected = -1;
    bool m_groupsCalls = true;
    double m_rangeStart = 0.0;
    double m_rangeEnd = 0.0;
};

} // namespace rl
