// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QTextBrowser;

namespace rl {

struct Analysis;
class SelectionModel;

// Everything about the selected operator: verdict and evidence, U/E/R per component as bars,
// work per precision and path, tensors, advice with the metric that triggered it, and the raw
// metrics and where the row came from.
class DetailsPanel : public QWidget
{
    Q_OBJECT
public:
    explicit DetailsPanel(SelectionModel *selection, QWidget *parent = nullptr);

    QString html() const; // the rendered document (tests)
    QString plainText() const;

    // The document for one operator, independent of any widget (reports may reuse it).
    static QString operatorHtml(const Analysis &analysis, int operatorIndex, bool darkBackground);
    // The chip the analysis used, each figure with its source (chipFacts).
    static QString chipHtml(const Analysis &analysis);

protected:
    void changeEvent(QEvent *event) override;

private:
    void render();

    SelectionModel *m_selection;
    QTextBrowser *m_browser;
};

} // namespace rl
