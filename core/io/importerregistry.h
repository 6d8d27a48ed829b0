// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/importer.h"

#include <memory>
#include <vector>

namespace rl {

// Owns the importers and picks one per path by sniffing. An instance, not a static list:
// tests can build registries with just the importers they need. It stays where it was built
// (no copy, no move): importers that read other profiles inside theirs (the workspace) keep
// a reference to the registry that owns them.
class ImporterRegistry
{
public:
    ImporterRegistry() = default;
    ImporterRegistry(const ImporterRegistry &) = delete;
    ImporterRegistry &operator=(const ImporterRegistry &) = delete;

    // Every importer RoofLens ships, built once per process (Workflow::builtin() uses it).
    static const ImporterRegistry &builtin();

    void add(std::unique_ptr<Importer> importer);
    const std::vector<std::unique_ptr<Importer>> &importers() const { return m_importers; }

    // The best importer for a path, or an error naming the path and why nothing fits.
    Result<const Importer *> find(const QString &path) const;
    Result<Profile> load(const QString &path, const LoadOptions &options, Progress &progress) const;

private:
    std::vector<std::unique_ptr<Importer>> m_importers;
};

} // namespace rl
