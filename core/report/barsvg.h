// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/category.h"

#include <QList>
#include <QMap>
#include <QString>

namespace rl {

// One run's category shares of time (the paper's Fig. 13 shows one such bar per model and
// run, before and after optimisation).
struct ShareBar
{
    QString label;
    QMap<Category, double> shares; // fractions summing to ≤ 1
};

// Stacked 100 % bars, one per run, each segment labelled with its percentage when wide
// enough, with a legend of the categories present.
QString categorySharesSvg(const QList<ShareBar> &bars, const QString &title);

// A signed quantity per item (e.g. time saved or added per operator), bars left of zero for
// negative values, right for positive, each with its colour and an annotation.
struct SignedBar
{
    QString label;
    double value = 0.0;
    QString color;
    QString annotation;
};
QString signedBarsSvg(const QList<SignedBar> &bars, const QString &title, const QString &axisTitle);

} // namespace rl
