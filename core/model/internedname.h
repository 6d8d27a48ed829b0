// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/metricnames.h"

#include <QString>

namespace rl {

// A short name out of a small set (a precision or path such as "fp16" or "gm_to_ub", "read",
// "bandwidth") held as the process' interned copy (metricnames.h): 8 bytes where a QString
// takes 24. Every component result of a long run names its dominant item, so a quarter of a
// million kernels kept some seven million of these. Reads as a const QString &.
class InternedName
{
public:
    InternedName() = default;
    InternedName(const QString &name) : m_name(name.isEmpty() ? nullptr : MetricNames::intern(name)) { }
    // A name the registry already holds (a MetricMap key): no lookup.
    static InternedName fromInterned(const QString *interned)
    {
        InternedName n;
        n.m_name = interned && !interned->isEmpty() ? interned : nullptr;
        return n;
    }

    const QString &str() const { return m_name ? *m_name : empty(); }
    operator const QString &() const { return str(); }
    bool isEmpty() const { return m_name == nullptr; }

    friend bool operator==(const InternedName &a, const InternedName &b) { return a.m_name == b.m_name; }
    friend bool operator==(const InternedName &a, const QString &b) { return a.str() == b; }

private:
    static const QString &empty()
    {
        static const QString none;
        return none;
    }

    const QString *m_name = nullptr;
};

} // namespace rl
