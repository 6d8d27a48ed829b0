// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/advicewording.h"

#include "core/analysis/operatorfamily.h"
#include "core/common/tr.h"
#include "core/format/percentformat.h"
#include "core/model/component.h"

namespace rl {

namespace {

// "mte2" -> "MTE2"; "max" and "bound" name no component.
QString componentWord(QStringView id)
{
    if (const auto c = parseComponentId(id))
        return componentDisplayName(*c);
    if (const auto m = parseChipMemoryId(id))
        return componentDisplayName(*m);
    return id.toString();
}

QString bytesText(double bytes)
{
    if (bytes >= 1024.0 * 1024.0)
        return Tr::tr("%1 MB").arg(bytes / (1024.0 * 1024.0), 0, 'f', 1);
    if (bytes >= 1024.0)
        return Tr::tr("%1 KB").arg(bytes / 1024.0, 0, 'f', 1);
    return Tr::tr("%1 B").arg(bytes, 0, 'f', 0);
}

} // namespace

QString adviceEvidenceInWords(const AdviceHit &hit)
{
    const QString &m = hit.metric();
    if (m.isEmpty() || !hit.value)
        return {};
    const double v = *hit.value;
    if (m == u"r.max")
        return Tr::tr("the busiest component is active %1 of the core time").arg(percent(v));
    if (m == u"u.max")
        return Tr::tr("no component reaches more than %1 of its roof").arg(percent(v));
    if (m == u"r.bound")
        return Tr::tr("the bound component is active %1 of the core time").arg(percent(v));
    if (m == u"u.bound")
        return Tr::tr("the bound component runs at %1 of its roof").arg(percent(v));
    if (m == u"e.bound")
        return Tr::tr("while active, the bound component reaches %1 of its peak").arg(percent(v));
    if (m.startsWith(u"r."))
        return Tr::tr("%1 is active %2 of the core time").arg(componentWord(QStringView(m).mid(2)), percent(v));
    if (m.startsWith(u"u."))
        return Tr::tr("%1 runs at %2 of its roof").arg(componentWord(QStringView(m).mid(2)), percent(v));
    if (m.startsWith(u"e."))
        return Tr::tr("while active, %1 reaches %2 of its peak").arg(componentWord(QStringView(m).mid(2)), percent(v));
    if (m == u"block_dim_ratio")
        return Tr::tr("blocks launched for only %1 of the cores").arg(percent(v));
    if (m == u"icache_miss_rate")
        return Tr::tr("%1 of instruction fetches miss the instruction cache").arg(percent(v));
    if (m == u"l2_hit_rate")
        return Tr::tr("only %1 of global-memory reads hit L2").arg(percent(v));
    if (m == u"bank_conflict_ratio")
        return Tr::tr("UB bank conflicts in %1 of the cycles").arg(percent(v));
    if (m == u"bytes_per_mte_instr")
        return Tr::tr("%1 per transfer instruction (about 16 KB reach full bandwidth)").arg(bytesText(v));
    if (m == u"share.bound.lowp")
        return Tr::tr("%1 of the bound component's work is already in low precision").arg(percent(v));
    if (m == u"pipeline.serial_fraction")
        return Tr::tr("one pipe at a time for %1 of the kernel").arg(percent(v));
    if (m == u"pipeline.idle_fraction")
        return Tr::tr("no pipe busy for %1 of the kernel").arg(percent(v));
    if (m == u"pipeline.overlap_fraction")
        return Tr::tr("pipes overlap for only %1 of the kernel").arg(percent(v));
    return Tr::tr("%1 is %2").arg(m).arg(v, 0, 'g', 4);
}

QString adviceAudience(const AdviceHit &hit)
{
    if (hit.family().isEmpty())
        return Tr::tr("general");
    const auto family = parseOperatorFamily(hit.family());
    return Tr::tr("for %1").arg(family ? operatorFamilyDisplayName(*family) : hit.family());
}

} // namespace rl
