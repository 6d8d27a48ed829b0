// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/result.h"
#include "core/hardware/chipmemoryspec.h"
#include "core/hardware/linkroof.h"
#include "core/hardware/sourcetier.h"
#include "core/model/component.h"

#include <QJsonObject>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace rl {

// Peaks of one component: operations per cycle per core (compute) or bytes per cycle per
// core (transfer), per precision or path. An empty map means the peak is unknown: the
// component then has busy time (R) but no utilisation (U).
struct ComponentSpec
{
    ComponentKind kind = ComponentKind::Compute;
    QMap<QString, double> peaks;
    // Measured per-core maxima in GB/s per path and HBM variant (`measured_gbs`): the
    // practical ceiling shown beside the theoretical roof, never used as the roof itself.
    QMap<QString, QMap<QString, double>> measuredGbs;
};

// A `rooflens.hardware/1` file (core/io/README.md §7).
struct HardwareSpec
{
    enum class Architecture { Coupled, Separated };
    enum class Origin { Builtin, File, Detected };

    QString id;
    QString name;
    Architecture architecture = Architecture::Separated;
    double clockMhz = 0.0;
    int cubeCores = 0;
    int vectorCores = 0;
    QStringList chipAliases;                 // SoC strings that map to this spec
    QMap<QString, ComponentSpec> components; // "cube", or side-named "aiv.mte2"
    std::optional<ChipMemorySpec> gm;        // global memory (HBM), shared by all cores
    std::optional<ChipMemorySpec> l2;        // L2 cache, shared by all cores
    // Communication link roofs by transport ("HCCS", "RDMA", ...); a transport the spec lists
    // as null, or not at all, has no first-party figure (core/comm/README.md §5).
    QMap<QString, LinkRoof> links;
    QString hbmVariant;              // the variant in use (the spec's, or the user's pick)
    QJsonObject sources;             // field -> where the figure comes from
    QMap<QString, SourceTier> tiers; // field -> how far it can be trusted
    QStringList unknown;             // figures known to be missing
    QString confidence;
    Origin origin = Origin::Builtin;
    QJsonObject json; // the spec as given, echoed in reports

    bool isSeparated() const { return architecture == Architecture::Separated; }
    // False for the stand-in of a chip nobody named: it has no peaks, so operators get busy
    // ratios (R) but no utilisation (U), and the JSON says `"hardware": null`.
    bool isKnown() const { return !id.isEmpty(); }
    // That stand-in, with the architecture and clock the data shows (clock 0 when unknown).
    static HardwareSpec unknownChip(bool separated, std::optional<double> clockMhz);
    // The component's spec, preferring a side-named entry ("aiv.mte2") over the plain id.
    const ComponentSpec *component(const ComponentKey &key) const;
    std::optional<double> peakPerCycle(const ComponentKey &key, const QString &item) const;
    // Cores that host a component: vector cores for the AIV side, cube cores otherwise.
    int coresFor(const ComponentKey &key) const;
    // Chip-level peak in operations or bytes per second (per-cycle peak x clock x cores).
    std::optional<double> chipPeakPerSecond(const ComponentKey &key, const QString &item) const;

    // Chip bandwidth of GM or L2 in GB/s for the variant in use; nullopt when unknown.
    std::optional<double> memoryBandwidthGbs(ComponentId memory) const;
    const ChipMemorySpec *memory(ComponentId memory) const;
    // The roof of one communication transport, nullptr when the spec has no figure for it.
    const LinkRoof *linkRoof(const QString &transport) const;
    // Every variant any chip memory lists, sorted ("cj", "default").
    QStringList hbmVariants() const;
    // The same spec with another HBM variant in use; a usage error naming the variants the
    // spec has when it lists no figure for `variant`.
    Result<HardwareSpec> withHbmVariant(const QString &variant) const;
    // The measured per-core maximum of a path for the variant in use (GB/s), when the spec has it.
    std::optional<double> measuredGbs(const ComponentKey &key, const QString &path) const;
    // Source and tier of a figure: the field's own entry, else the nearest enclosing one
    // ("components.mte2.peaks" covers "components.mte2.peaks.gm_to_ub").
    QString sourceOf(const QString &field) const;
    std::optional<SourceTier> tierOf(const QString &field) const;

    QString architectureName() const;         // "coupled" | "separated"
    static QString originName(Origin origin); // "builtin" | "file" | "detected"
};

// Parses and validates a spec object. Errors name the offending field, e.g.
// "components.mte2.peaks.gm_to_ub: peak must be a positive number".
Result<HardwareSpec> parseHardwareSpec(const QJsonObject &object, const QString &location = {});

} // namespace rl
