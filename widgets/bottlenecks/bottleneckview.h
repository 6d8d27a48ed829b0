// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringView>
#include <QWidget>

class QLabel;
class QTreeView;

namespace rl {

class BottleneckModel;
class SelectionModel;

// The ranked bottleneck list. Clicking an operator or one of its advice items, or pressing
// Enter on it, selects the operator everywhere; a selection made elsewhere is highlighted here.
class BottleneckView : public QWidget
{
    Q_OBJECT
public:
    explicit BottleneckView(SelectionModel *selection, QWidget *parent = nullptr);

    // What a name column shows at least: an API and its kernel, elided (elideKernelName).
    static constexpr QStringView kReadableNameSample = u"MaxPool2dWithMask_…_TransData";

    BottleneckModel *model() const { return m_model; }
    QTreeView *tree() const { return m_tree; }

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void onAnalysisChanged();
    void fitNameColumn(); // the name takes what gain, category and bound leave, at every width
    void activate(const QModelIndex &index);
    void showSelected(int operatorIndex);
    void updateHeader();

    SelectionModel *m_selection;
    BottleneckModel *m_model;
    QLabel *m_header;
    QTreeView *m_tree;
    bool m_following = false; // the list is moving to the shared selection, not the user
};

} // namespace rl
