// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QComboBox;
class QLineEdit;
class QMenu;
class QTableView;
class QToolButton;

namespace rl {

class OperatorFilterProxy;
class OperatorTableModel;
class SelectionModel;

// The operator table with its filter bar. Selecting a row selects the operator in the shared
// SelectionModel; a selection made elsewhere selects and reveals the row here. "Columns"
// (and the header's context menu) shows or hides any column, U and R of every component
// among them; the choice is remembered.
class OperatorTableView : public QWidget
{
    Q_OBJECT
public:
    explicit OperatorTableView(SelectionModel *selection, QWidget *parent = nullptr);

    OperatorTableModel *model() const { return m_model; }
    OperatorFilterProxy *proxy() const { return m_proxy; }
    QTableView *table() const { return m_table; }
    QLineEdit *searchField() const { return m_search; }
    QMenu *columnMenu() const { return m_columnMenu; }
    void setColumnShown(int column, bool shown);

protected:
    void changeEvent(QEvent *event) override;

private:
    void onAnalysisChanged();
    void showSelected(int operatorIndex);
    void refillFilters();
    void retranslate();
    void applyColumnChoice();
    void fillColumnMenu();

    SelectionModel *m_selection;
    OperatorTableModel *m_model;
    OperatorFilterProxy *m_proxy;
    QLineEdit *m_search;
    QComboBox *m_category;
    QComboBox *m_coreType;
    QComboBox *m_bound;
    QTableView *m_table;
    QToolButton *m_columns;
    QMenu *m_columnMenu;
};

} // namespace rl
