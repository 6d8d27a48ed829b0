// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/category.h"

#include "core/common/tr.h"

namespace rl {

QString categoryId(Category c)
{
    switch (c) {
    case Category::ComputeBound:
        return QStringLiteral("compute_bound");
    case Category::MteBound:
        return QStringLiteral("mte_bound");
    case Category::InsufficientParallelism:
        return QStringLiteral("insufficient_parallelism");
    case Category::InefficientCompute:
        return QStringLiteral("inefficient_compute");
    case Category::InefficientMte:
        return QStringLiteral("inefficient_mte");
    case Category::BusyUnresolved:
        return QStringLiteral("busy_unresolved");
    case Category::NoPmuData:
        return QStringLiteral("no_pmu_data");
    case Category::NotApplicable:
        return QStringLiteral("not_applicable");
    }
    return {};
}

QString categoryDisplayName(Category c)
{
    switch (c) {
    case Category::ComputeBound:
        return Tr::tr("Compute Bound");
    case Category::MteBound:
        return Tr::tr("MTE Bound");
    case Category::InsufficientParallelism:
        return Tr::tr("Insufficient Parallelism");
    case Category::InefficientCompute:
        return Tr::tr("Inefficient Compute");
    case Category::InefficientMte:
        return Tr::tr("Inefficient MTE");
    case Category::BusyUnresolved:
        return Tr::tr("Busy, unresolved");
    case Category::NoPmuData:
        return Tr::tr("No PMU data");
    case Category::NotApplicable:
        return Tr::tr("Not applicable");
    }
    return {};
}

std::optional<Category> parseCategory(QStringView id)
{
    for (Category c : kAllCategories) {
        if (id == categoryId(c))
            return c;
    }
    return std::nullopt;
}

bool isUnderutilised(Category c)
{
    return c == Category::InsufficientParallelism || c == Category::InefficientCompute || c == Category::InefficientMte;
}

Category categoryOfMostTime(const QMap<Category, double> &timeBy)
{
    Category best = Category::NoPmuData;
    double bestTime = -1.0;
    for (auto it = timeBy.cbegin(); it != timeBy.cend(); ++it) {
        if (it.value() > bestTime) {
            best = it.key();
            bestTime = it.value();
        }
    }
    return best;
}

} // namespace rl
