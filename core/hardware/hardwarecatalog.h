// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/result.h"
#include "core/hardware/hardwarespec.h"
#include "core/model/profile.h"

#include <vector>

namespace rl {

// The built-in specs (:/hardware/*.json, compiled into core) plus any the user loaded.
class HardwareCatalog
{
public:
    static HardwareCatalog builtin();

    const std::vector<HardwareSpec> &specs() const { return m_specs; }
    const HardwareSpec *find(const QString &id) const;
    void add(HardwareSpec spec); // replaces a spec with the same id

    // A catalogue id, or the path of a rooflens.hardware/1 file.
    Result<HardwareSpec> resolve(const QString &idOrFile) const;
    static Result<HardwareSpec> loadFile(const QString &path);

    // The spec that best matches what the data says (SoC string, core count, clock), or
    // nullptr. An exact alias wins; a generic family string ("Ascend910B") is narrowed by
    // the recorded cube-core count and clock.
    const HardwareSpec *match(const DetectedHardware &detected) const;

    // The spec to analyse a profile with: explicit choice > inline spec > the profile's id >
    // detected chip. The recorded clock replaces the nominal one (it is what the chip ran at).
    // `note` says what was chosen and why.
    Result<HardwareSpec> choose(const Profile &profile, const QString &explicitIdOrFile, QString *note = nullptr) const;

private:
    std::vector<HardwareSpec> m_specs;
};

} // namespace rl
