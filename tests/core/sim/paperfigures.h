// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/category.h"

#include <QMap>
#include <QString>

#include <vector>

namespace rl::test {

// The ASPLOS'25 paper's MobileNetV3 inference figures (core/README.md §8.2) the demo must
// reproduce through RoofLens's own analysis, within the tolerances below.
struct Table1Row
{
    QString name;
    Category before; // category of the first strategy applied
    double speedup;
};

inline const std::vector<Table1Row> &paperTable1()
{
    static const std::vector<Table1Row> rows = {
        {u"Add_ReLU"_qs, Category::InsufficientParallelism, 1.72},
        {u"Depthwise"_qs, Category::InsufficientParallelism, 1.26},
        {u"AvgPool"_qs, Category::InefficientCompute, 4.31},
        {u"Mul"_qs, Category::InsufficientParallelism, 1.34},
        {u"Conv2D"_qs, Category::InsufficientParallelism, 2.65},
        {u"FullyConnection"_qs, Category::InefficientMte, 1.22},
        {u"MatMul"_qs, Category::MteBound, 1.10},
        {u"GeLU"_qs, Category::ComputeBound, 1.06},
    };
    return rows;
}

inline constexpr int kPaperOperatorCount = 155;
inline constexpr double kPaperTotalBeforeUs = 8642.0;
inline constexpr double kPaperTotalAfterUs = 7157.0;
inline constexpr double kTotalTolerance = 0.01;   // ±1 %
inline constexpr double kSpeedupTolerance = 0.10; // ±10 %
inline constexpr int kCountTolerance = 5;         // ± operators

// Operators per category over the 155 (73.55 % / 15.48 % / 6.45 % / 4.52 % before, ...).
inline QMap<Category, int> paperCountsBefore()
{
    return {{Category::InsufficientParallelism, 114},
            {Category::InefficientMte, 24},
            {Category::InefficientCompute, 10},
            {Category::MteBound, 7}};
}

inline QMap<Category, int> paperCountsAfter()
{
    return {{Category::InsufficientParallelism, 96},
            {Category::InefficientMte, 44},
            {Category::InefficientCompute, 7},
            {Category::MteBound, 8}};
}

} // namespace rl::test
