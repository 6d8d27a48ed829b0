// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/kernelnamejoin.h"

#include <array>

namespace rl {

namespace {

QStringView withoutMixHalf(QStringView name)
{
    for (QStringView half : {QStringView(u"_mix_aic"), QStringView(u"_mix_aiv")}) {
        if (name.size() > half.size() && name.endsWith(half, Qt::CaseInsensitive))
            return name.chopped(half.size());
    }
    return name;
}

QStringView withoutInstance(QStringView name)
{
    qsizetype digits = 0;
    while (digits < name.size() && name[name.size() - 1 - digits].isDigit())
        ++digits;
    const qsizetype underscore = name.size() - 1 - digits;
    if (digits == 0 || underscore <= 0 || name[underscore] != u'_')
        return name;
    return name.left(underscore);
}

} // namespace

QStringView kernelNameAt(QStringView name, KernelNameLevel level)
{
    switch (level) {
    case KernelNameLevel::Exact:
        return name;
    case KernelNameLevel::WithoutMixHalf:
        return withoutMixHalf(name);
    case KernelNameLevel::WithoutInstance:
        return withoutInstance(withoutMixHalf(name));
    }
    return name;
}

std::vector<int> operatorsNamed(const std::vector<Operator> &operators, QStringView name)
{
    constexpr std::array<KernelNameLevel, 3> kLevels = {KernelNameLevel::Exact, KernelNameLevel::WithoutMixHalf,
                                                        KernelNameLevel::WithoutInstance};
    std::vector<int> named;
    for (KernelNameLevel level : kLevels) {
        const QStringView wanted = kernelNameAt(name, level);
        for (size_t i = 0; i < operators.size(); ++i) {
            if (kernelNameAt(operators[i].name, level).compare(wanted, Qt::CaseInsensitive) == 0)
                named.push_back(int(i));
        }
        if (!named.empty())
            break;
    }
    return named;
}

} // namespace rl
