// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/compare/comparison.h"

#include <QList>
#include <QWidget>

#include <memory>

class QCheckBox;
class QDoubleSpinBox;
class QComboBox;
class QSortFilterProxyModel;
class QStackedWidget;
class QTreeView;
class QLineEdit;
class QPushButton;
class QTabWidget;
class QTableView;

namespace rl {

class CompareRooflineChart;
class CompareSelection;
class CompareSummaryWidget;
class DeltaFilterProxyModel;
class DeltaTableModel;
class KernelDeltaModel;
class SynchronizedTimelines;

// Compare mode: summary, delta table (sortable, filterable, regressions coloured beyond the
// noise threshold the user sets, re-match and unmatch by hand), the Roofline overlays of
// every component pair, and the two runs' swimlanes in step. Every part follows one
// CompareSelection, so selecting a pair anywhere selects it everywhere. The compare window
// gives it a Comparison (Workflow::compare) and shows it.
// When a kernel repeats in either run, the table groups by kernel (KernelDeltaModel: the
// kernels matched by name, type and input shapes, each opening onto its calls' pairs), with a
// switch back to the pairs; picking a kernel selects its pair of largest change.
class CompareView : public QWidget
{
    Q_OBJECT
public:
    explicit CompareView(QWidget *parent = nullptr);
    ~CompareView() override;

    void setComparison(Comparison comparison);
    std::shared_ptr<const Comparison> comparison() const { return m_comparison; }
    // The selection every part follows: the selected pair, each run's operator, the shared
    // swimlane window.
    CompareSelection *selection() const { return m_selection; }

    // Recompute with new options (the analyses are reused): noise threshold, manual matches.
    void setNoiseThreshold(double pct);
    void matchByHand(int baselineIndex, int candidateIndex);
    void unmatchByHand(int deltaIndex);
    void resetManualMatches();

    DeltaTableModel *deltaModel() const { return m_model; }
    DeltaFilterProxyModel *deltaProxy() const { return m_proxy; }
    QTableView *deltaTable() const { return m_table; }
    KernelDeltaModel *kernelModel() const { return m_kernelModel; }
    QTreeView *kernelTree() const { return m_kernelTree; }
    QCheckBox *groupSwitch() const { return m_grouped; }
    bool showsKernels() const; // the kernel tree is the table shown
    CompareSummaryWidget *summary() const { return m_summary; }
    QList<CompareRooflineChart *> rooflineCharts() const { return m_charts; }
    SynchronizedTimelines *timelines() const { return m_timelines; }
    QTabWidget *tabs() const { return m_tabs; }

Q_SIGNALS:
    void comparisonChanged();

private:
    QWidget *buildTablePage();
    void addCharts(); // one overlay per component pair with points, following the selection
    void applyOptions(const CompareOptions &options);
    void onTableSelectionChanged();
    void onSelectedDeltaChanged(int deltaIndex);
    void updateButtons();
    void showGrouping();

    CompareSelection *m_selection = nullptr;
    std::shared_ptr<const Comparison> m_comparison;
    QTabWidget *m_tabs = nullptr;
    CompareSummaryWidget *m_summary = nullptr;
    DeltaTableModel *m_model = nullptr;
    DeltaFilterProxyModel *m_proxy = nullptr;
    QTableView *m_table = nullptr;
    KernelDeltaModel *m_kernelModel = nullptr;
    QSortFilterProxyModel *m_kernelProxy = nullptr;
    QTreeView *m_kernelTree = nullptr;
    QStackedWidget *m_tableStack = nullptr;
    QCheckBox *m_grouped = nullptr;
    QLineEdit *m_filter = nullptr;
    QComboBox *m_show = nullptr;
    QDoubleSpinBox *m_noise = nullptr;
    QPushButton *m_matchButton = nullptr;
    QPushButton *m_unmatchButton = nullptr;
    QPushButton *m_resetButton = nullptr;
    QWidget *m_chartGrid = nullptr;
    QList<CompareRooflineChart *> m_charts;
    SynchronizedTimelines *m_timelines = nullptr;
};

} // namespace rl
