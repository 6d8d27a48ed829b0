// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/importer.h"

#include <QStringList>

#include <memory>
#include <vector>

namespace rl {

// Owns the importers and picks one per path by sniffing. An instance, not a static list:
// tests can build registries with just the importers they need.
class ImporterRegistry
{
public:
    ImporterRegistry() = default;
    ImporterRegistry(ImporterRegistry &&) = default;
    ImporterRegistry &operator=(ImporterRegistry &&) = default;

    static ImporterRegistry withBuiltins();

    void add(std::unique_ptr<Importer> importer);
    const std::vector<std::unique_ptr<Importer>> &importers() const { return m_importers; }

    // The best importer for a path, or an error naming the path and why nothing fits.
    Result<const Importer *> find(const QString &path) const;
    Result<Profile> load(const QString &path, const LoadOptions &options, Progress &progress) const;

private:
    std::vector<std::unique_ptr<Importer>> m_importers;
};

// Loads several paths of one workload and merges them per operator (metric groups recorded
// in different runs: core/io/README.md §0.5). One path is simply loaded.
Result<Profile> loadWorkload(const ImporterRegistry &registry, const QStringList &paths,
                             const LoadOptions &options, Progress &progress);

} // namespace rl
