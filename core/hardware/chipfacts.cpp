// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/hardware/chipfacts.h"

#include "core/common/tr.h"

#include <cmath>

namespace rl {

namespace {

QString chipSource(const HardwareSpec &spec, const Profile &profile)
{
    switch (spec.origin) {
    case HardwareSpec::Origin::Detected:
        return Tr::tr("detected from the profile (chip \"%1\")").arg(profile.detected.chip);
    case HardwareSpec::Origin::File:
        return Tr::tr("hardware file");
    case HardwareSpec::Origin::Builtin:
        break;
    }
    return profile.hardwareId == spec.id ? Tr::tr("named by the profile") : Tr::tr("chosen by you");
}

bool recordedClockUsed(const HardwareSpec &spec, const Profile &profile)
{
    return profile.detected.clockMhz && *profile.detected.clockMhz > 0.0
        && std::abs(*profile.detected.clockMhz - spec.clockMhz) < 0.5;
}

QString catalogueOrFile(const HardwareSpec &spec)
{
    return spec.origin == HardwareSpec::Origin::File ? Tr::tr("hardware file") : Tr::tr("catalogue");
}

QString coreSource(const HardwareSpec &spec, std::optional<int> recorded, int used)
{
    if (!recorded)
        return catalogueOrFile(spec);
    if (*recorded == used)
        return Tr::tr("%1, as the profile records").arg(catalogueOrFile(spec));
    return Tr::tr("%1; the profile records %2").arg(catalogueOrFile(spec)).arg(*recorded);
}

QString clockSource(const HardwareSpec &spec, const Profile &profile)
{
    if (recordedClockUsed(spec, profile))
        return Tr::tr("recorded in the profile");
    return spec.isKnown() ? Tr::tr("%1 nominal").arg(catalogueOrFile(spec)) : Tr::tr("unknown");
}

} // namespace

std::vector<ChipFact> chipFacts(const HardwareSpec &spec, const Profile &profile)
{
    std::vector<ChipFact> facts;
    if (!spec.isKnown()) {
        facts.push_back(
            {Tr::tr("Chip"), Tr::tr("unknown"),
             profile.detected.chip.isEmpty()
                 ? Tr::tr("the profile does not name it; choose one for the Roofline")
                 : Tr::tr("\"%1\" is not in the catalogue; choose one for the Roofline").arg(profile.detected.chip)});
        if (spec.clockMhz > 0.0)
            facts.push_back({Tr::tr("Clock"), Tr::tr("%1 MHz").arg(spec.clockMhz), Tr::tr("recorded in the profile")});
        return facts;
    }
    facts.push_back({Tr::tr("Chip"), spec.name, chipSource(spec, profile)});
    facts.push_back({Tr::tr("Clock"), Tr::tr("%1 MHz").arg(spec.clockMhz), clockSource(spec, profile)});
    facts.push_back({Tr::tr("AI Cores"), QString::number(spec.cubeCores),
                     coreSource(spec, profile.detected.aicCount, spec.cubeCores)});
    facts.push_back({Tr::tr("Vector cores"), QString::number(spec.vectorCores),
                     coreSource(spec, profile.detected.aivCount, spec.vectorCores)});
    if (spec.gm) {
        const bool chipDefault = spec.hbmVariant == spec.gm->variant;
        facts.push_back({Tr::tr("HBM variant"), spec.hbmVariant,
                         chipDefault ? Tr::tr("the chip's default") : Tr::tr("chosen by you")});
        if (const auto gbs = spec.memoryBandwidthGbs(ComponentId::Gm)) {
            const QString source = spec.sourceOf(u"memory.gm"_qs);
            facts.push_back(
                {Tr::tr("Global memory"), chipBandwidthText(*gbs), source.isEmpty() ? catalogueOrFile(spec) : source});
        }
    }
    return facts;
}

QString chipStatusLine(const HardwareSpec &spec, const Profile &profile)
{
    if (!spec.isKnown())
        return Tr::tr("chip unknown: choose one for the Roofline");
    const QString clock = recordedClockUsed(spec, profile) ? Tr::tr("recorded") : Tr::tr("nominal");
    QString line = Tr::tr("%1 · %2 MHz (%3) · %4 AI Cores + %5 vector cores")
                       .arg(spec.name)
                       .arg(spec.clockMhz)
                       .arg(clock)
                       .arg(spec.cubeCores)
                       .arg(spec.vectorCores);
    if (spec.gm)
        line += u" · " + Tr::tr("HBM %1").arg(spec.hbmVariant);
    return line;
}

} // namespace rl
