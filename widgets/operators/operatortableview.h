// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/operators/operatorfilter.h"

#include <QWidget>

class QComboBox;
class QLineEdit;
class QMenu;
class QStackedWidget;
class QTableView;
class QToolButton;
class QTreeView;

namespace rl {

class KernelGroupModel;
class OperatorFilterProxy;
class OperatorTableModel;
class SelectionModel;

// The operator table with its filter bar. Selecting a row selects the operator in the shared
// SelectionModel; a selection made elsewhere selects and reveals the row here. "Columns"
// (and the header's context menu) shows or hides any column, U and R of every component
// among them; the choice is remembered.
// When the window groups calls (SelectionModel::groupsCalls, the default) it shows the kernels
// instead (KernelGroupModel, a tree: kernel rows, their calls as children) with the same filter
// bar; picking a kernel selects its call of most time, picking a call selects that call.
class OperatorTableView : public QWidget
{
    Q_OBJECT
public:
    explicit OperatorTableView(SelectionModel *selection, QWidget *parent = nullptr);

    // The calls table (and its model) takes an analysis when it is shown or asked for: grouped,
    // a long run's quarter of a million rows waited for nobody. Const as a cache is.
    OperatorTableModel *model() const;
    OperatorFilterProxy *proxy() const;
    QTableView *table() const;
    QLineEdit *searchField() const { return m_search; }
    KernelGroupModel *groupModel() const { return m_groupModel; }
    OperatorFilterProxy *groupProxy() const { return m_groupProxy; }
    QTreeView *groupTree() const { return m_groupTree; }
    bool showsGroups() const; // the kernel tree is the visible one
    QMenu *columnMenu() const { return m_columnMenu; }
    // Shows or hides a column of the visible table (of the kernel tree when it shows groups).
    void setColumnShown(int column, bool shown);

protected:
    void changeEvent(QEvent *event) override;

private:
    void onAnalysisChanged();
    void onGroupingChanged();
    void showSelected(int operatorIndex);
    void showSelectedGroup(int operatorIndex);
    void fitColumns();                    // the shown view's columns to their contents, once per analysis
    OperatorFilter currentFilter() const; // what the filter bar says
    void applyFilter();                   // to the table shown
    void refillFilters();
    void retranslate();
    void takeAnalysisIntoTable() const; // the calls table's rows, once per analysis
    void takeAnalysisIntoTableWhenIdle();
    void applyTableColumnChoice();
    void applyTreeColumnChoice();
    void fillColumnMenu();

    SelectionModel *m_selection;
    OperatorTableModel *m_model;
    OperatorFilterProxy *m_proxy;
    QLineEdit *m_search;
    QComboBox *m_category;
    QComboBox *m_coreType;
    QComboBox *m_bound;
    QTableView *m_table;
    KernelGroupModel *m_groupModel;
    OperatorFilterProxy *m_groupProxy;
    QTreeView *m_groupTree;
    QStackedWidget *m_stack;
    QToolButton *m_columns;
    QMenu *m_columnMenu;
    mutable bool m_tableCurrent = true; // the calls table holds the selection's analysis
    QMetaObject::Connection m_whenIdle; // fills the calls table once the window is idle
    bool m_tableFitted = false;         // the calls table's columns fitted to this analysis
    bool m_treeFitted = false;          // the kernel tree's
};

} // namespace rl
