// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/hardware/hardwarecatalog.h"

#include "core/common/boundedread.h"
#include "core/common/tr.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonParseError>

#include <algorithm>
#include <cmath>

namespace rl {

namespace {

Result<HardwareSpec> parseFile(const QString &path, HardwareSpec::Origin origin)
{
    const Result<QByteArray> data = readBoundedFile(path, kSmallFileLimit);
    if (!data)
        return data.error();
    QJsonParseError err{};
    const QJsonDocument doc = QJsonDocument::fromJson(*data, &err);
    if (err.error != QJsonParseError::NoError)
        return makeError(Error::Kind::Input, Tr::tr("invalid JSON: %1").arg(err.errorString()),
                         path + u'@' + QString::number(err.offset));
    if (!doc.isObject())
        return makeError(Error::Kind::Input, Tr::tr("a hardware spec must be a JSON object"), path);
    auto spec = parseHardwareSpec(doc.object(), path);
    if (spec)
        spec->origin = origin;
    return spec;
}

QString normalisedChip(QString chip)
{
    chip.remove(u' ');
    return chip.toLower();
}

} // namespace

HardwareCatalog HardwareCatalog::builtin()
{
    HardwareCatalog catalog;
    const QDir dir(u":/hardware"_qs);
    for (const QString &name : dir.entryList({u"*.json"_qs}, QDir::Files, QDir::Name)) {
        auto spec = parseFile(dir.filePath(name), HardwareSpec::Origin::Builtin);
        // Built-in files are validated by tests; a broken one is a build defect, skip it.
        if (spec)
            catalog.m_specs.push_back(std::move(spec).value());
    }
    return catalog;
}

const HardwareSpec *HardwareCatalog::find(const QString &id) const
{
    for (const HardwareSpec &s : m_specs) {
        if (s.id.compare(id, Qt::CaseInsensitive) == 0)
            return &s;
    }
    return nullptr;
}

void HardwareCatalog::add(HardwareSpec spec)
{
    for (HardwareSpec &s : m_specs) {
        if (s.id == spec.id) {
            s = std::move(spec);
            return;
        }
    }
    m_specs.push_back(std::move(spec));
}

Result<HardwareSpec> HardwareCatalog::loadFile(const QString &path)
{
    return parseFile(path, HardwareSpec::Origin::File);
}

Result<HardwareSpec> HardwareCatalog::resolve(const QString &idOrFile) const
{
    if (const HardwareSpec *s = find(idOrFile))
        return *s;
    if (QFileInfo(idOrFile).isFile())
        return loadFile(idOrFile);
    QStringList ids;
    for (const HardwareSpec &s : m_specs)
        ids << s.id;
    return makeError(
        Error::Kind::Usage,
        Tr::tr("unknown hardware \"%1\": not a catalogue id (%2) nor a readable file").arg(idOrFile, ids.join(u", ")));
}

const HardwareSpec *HardwareCatalog::match(const DetectedHardware &detected) const
{
    if (detected.chip.isEmpty())
        return nullptr;
    const QString chip = normalisedChip(detected.chip);
    const HardwareSpec *exact = nullptr;
    const HardwareSpec *prefix = nullptr; // "Ascend910B4-1" -> longest alias it starts with
    qsizetype prefixLength = 0;
    std::vector<const HardwareSpec *> family; // "Ascend910B" names several SKUs
    for (const HardwareSpec &s : m_specs) {
        bool inFamily = false;
        for (const QString &alias : s.chipAliases) {
            const QString a = normalisedChip(alias);
            if (a == chip && !exact)
                exact = &s;
            if (chip.startsWith(a) && a.size() > prefixLength) {
                prefix = &s;
                prefixLength = a.size();
            }
            inFamily = inFamily || (a.startsWith(chip) && a != chip);
        }
        if (inFamily)
            family.push_back(&s);
    }
    // A family string is narrowed by the recorded cube-core count, then the clock.
    if (!family.empty() && detected.aicCount) {
        std::erase_if(family, [&](const HardwareSpec *s) { return s->cubeCores != *detected.aicCount; });
        if (!family.empty()) {
            const double clock = detected.clockMhz.value_or(family.front()->clockMhz);
            return *std::min_element(family.begin(), family.end(),
                                     [clock](const HardwareSpec *a, const HardwareSpec *b) {
                                         return std::abs(a->clockMhz - clock) < std::abs(b->clockMhz - clock);
                                     });
        }
    }
    return exact ? exact : prefix;
}

namespace {

QString chipConsistencyNote(const std::vector<HardwareSpec> &catalogue, const HardwareSpec &chosen,
                            const DetectedHardware &detected)
{
    // Chips of one family differ by clock and core count (msOpProf's FREQ_MAP: 910B1 1850,
    // B2/B3 1800, B4 1650 MHz), so a recorded clock or core count that is not the chosen
    // chip's may mean another chip of the family ran the data.
    constexpr double kClockSlackMhz = 10.0;
    QString out;
    const bool clockDiffers = detected.clockMhz && *detected.clockMhz > 0
        && std::abs(*detected.clockMhz - chosen.clockMhz) > kClockSlackMhz;
    const bool coresDiffer = detected.aicCount && *detected.aicCount > 0 && *detected.aicCount != chosen.cubeCores;
    if (coresDiffer)
        out += Tr::tr("; the data shows %1 cube cores, %2 has %3")
                   .arg(*detected.aicCount)
                   .arg(chosen.id)
                   .arg(chosen.cubeCores);
    if (!clockDiffers && !coresDiffer)
        return out;
    QStringList fits;
    for (const HardwareSpec &s : catalogue) {
        if (s.id == chosen.id || s.architecture != chosen.architecture)
            continue;
        const bool clockFits = !detected.clockMhz || std::abs(s.clockMhz - *detected.clockMhz) <= kClockSlackMhz;
        const bool coresFit = !detected.aicCount || s.cubeCores == *detected.aicCount;
        if (clockFits && coresFit)
            fits << s.id;
    }
    if (!fits.isEmpty())
        out += Tr::tr("; the recorded clock and core count fit %1 better than %2 (nominal %3 MHz, %4 cube cores); "
                      "analysed as %2 with what was recorded, choose --hardware %5 if that chip ran it")
                   .arg(fits.join(u", "), chosen.id)
                   .arg(chosen.clockMhz)
                   .arg(chosen.cubeCores)
                   .arg(fits.front());
    return out;
}

} // namespace

Result<HardwareSpec> HardwareCatalog::choose(const Profile &profile, const QString &explicitIdOrFile,
                                             QString *note) const
{
    auto say = [note](const QString &text) {
        if (note)
            *note = text;
    };
    std::optional<HardwareSpec> chosen;
    if (!explicitIdOrFile.isEmpty()) {
        auto r = resolve(explicitIdOrFile);
        if (!r)
            return r;
        chosen = std::move(r).value();
        say(Tr::tr("hardware %1 chosen by the user").arg(chosen->id));
    } else if (!profile.hardwareInline.isEmpty()) {
        auto r = parseHardwareSpec(profile.hardwareInline,
                                   profile.inputs.empty() ? QString() : profile.inputs.front().path);
        if (!r)
            return r;
        chosen = std::move(r).value();
        chosen->origin = HardwareSpec::Origin::File;
        say(Tr::tr("hardware %1 given inline by the input").arg(chosen->id));
    } else if (!profile.hardwareId.isEmpty()) {
        auto r = resolve(profile.hardwareId);
        if (!r)
            return r;
        chosen = std::move(r).value();
        say(Tr::tr("hardware %1 named by the input").arg(chosen->id));
    } else if (const HardwareSpec *m = match(profile.detected)) {
        chosen = *m;
        chosen->origin = HardwareSpec::Origin::Detected;
        say(Tr::tr("hardware %1 detected from chip \"%2\"").arg(m->id, profile.detected.chip));
    } else {
        // Durations, timelines and pipelines need no chip: analyse with what the data holds,
        // and say what a chip would add.
        say(profile.detected.chip.isEmpty()
                ? Tr::tr("the input does not say which chip it ran on: no Roofline (U) without one; choose one with "
                         "--hardware")
                : Tr::tr("chip \"%1\" is not in the catalogue: no Roofline (U) without one; choose one with --hardware")
                      .arg(profile.detected.chip));
        const bool separated = std::any_of(profile.operators.begin(), profile.operators.end(), [](const Operator &op) {
            return op.aivTimeUs
                || std::any_of(op.components.begin(), op.components.end(),
                               [](const ComponentSample &c) { return c.key.side != Side::None; });
        });
        return HardwareSpec::unknownChip(separated, profile.detected.clockMhz);
    }
    if (note)
        *note += chipConsistencyNote(m_specs, *chosen, profile.detected);
    if (profile.detected.clockMhz && *profile.detected.clockMhz > 0 && *profile.detected.clockMhz != chosen->clockMhz) {
        if (note)
            *note += Tr::tr("; clock %1 MHz as recorded (nominal %2 MHz)")
                         .arg(*profile.detected.clockMhz)
                         .arg(chosen->clockMhz);
        chosen->clockMhz = *profile.detected.clockMhz;
    }
    return std::move(*chosen);
}

} // namespace rl
