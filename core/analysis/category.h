// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMap>
#include <QString>

#include <array>
#include <optional>

namespace rl {

// The paper's five categories plus the three the data can force (core/README.md §3.3).
enum class Category : quint8 {
    ComputeBound,
    MteBound,
    InsufficientParallelism,
    InefficientCompute,
    InefficientMte,
    BusyUnresolved,
    NoPmuData,
    NotApplicable,
};

inline constexpr std::array<Category, 8> kAllCategories = {
    Category::ComputeBound,       Category::MteBound,       Category::InsufficientParallelism,
    Category::InefficientCompute, Category::InefficientMte, Category::BusyUnresolved,
    Category::NoPmuData,          Category::NotApplicable};

QString categoryId(Category c);          // "compute_bound" (contract id, never translated)
QString categoryDisplayName(Category c); // translated, terms of widgets/README.md §5.3
std::optional<Category> parseCategory(QStringView id);
bool isUnderutilised(Category c); // IP, IC, IM
// The category with the most time (the first of equal times, in enum order); NoPmuData when
// `timeBy` is empty. How groups of operators are labelled.
Category categoryOfMostTime(const QMap<Category, double> &timeBy);

} // namespace rl
