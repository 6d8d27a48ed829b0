// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/importer.h"

#include <QJsonObject>

namespace rl {

// RoofLens's own input format, `rooflens.profile/1` (core/io/README.md §6): the open way to feed
// the model from hand counts, another profiler or another chip.
class ProfileJsonImporter final : public Importer
{
public:
    QString formatId() const override { return QStringLiteral("rooflens_profile"); }
    QString displayName() const override;
    int sniff(const SniffInput &input) const override;
    Result<Profile> load(const QString &path, const LoadOptions &options, Progress &progress) const override;

    // Parses an already-read document; `path` is only used in messages.
    static Result<Profile> fromJson(const QJsonObject &root, const QString &path);
};

} // namespace rl
