// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/memory/allocationoperator.h"

#include "core/model/profile.h"

namespace rl {

int operatorForAllocation(const Profile &profile, const QString &name, qint64 allocationNs)
{
    int named = -1, namedAfter = -1, after = -1;
    for (size_t i = 0; i < profile.operators.size(); ++i) {
        const Operator &op = profile.operators[i];
        if (!op.startNs)
            continue;
        const qint64 start = *op.startNs;
        const auto startOf = [&profile](int k) { return *profile.operators[size_t(k)].startNs; };
        if (op.name == name) {
            if (start <= allocationNs && (named < 0 || start > startOf(named)))
                named = int(i);
            if (start > allocationNs && (namedAfter < 0 || start < startOf(namedAfter)))
                namedAfter = int(i);
        }
        if (start >= allocationNs && (after < 0 || start < startOf(after)))
            after = int(i);
    }
    if (named >= 0)
        return named;
    return namedAfter >= 0 ? namedAfter : after;
}

} // namespace rl
