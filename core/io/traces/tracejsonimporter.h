// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/importer.h"

namespace rl {

// A timeline file on its own (torch_npu trace_view.json, msprof msprof_*.json, an old
// per-device timeline/*.json): one operator per device task, in file order
// (core/io/README.md §2.4), with the whole timeline attached and linked to them.
class TraceJsonImporter final : public Importer
{
public:
    QString formatId() const override { return QStringLiteral("trace_json"); }
    QString displayName() const override;
    int sniff(const SniffInput &input) const override;
    Result<Profile> load(const QString &path, const LoadOptions &options, Progress &progress) const override;
};

} // namespace rl
