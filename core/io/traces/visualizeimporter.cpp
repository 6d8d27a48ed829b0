// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/traces/visualizeimporter.h"

#include "core/common/tr.h"
#include "core/io/traces/visualizecontainer.h"
#include "core/io/traces/visualizeoperator.h"

#include <QDir>
#include <QFileInfo>

namespace rl {

QString VisualizeDataImporter::displayName() const
{
    return Tr::tr("msprof op visualize_data.bin");
}

namespace {

// `msprof op` users often pass the folder the file sits in. OPPROF_* run directories, which
// also hold one, sniff higher and keep their own importer.
QString fileInDirectory(const QString &directory)
{
    const QString file = directory + u"/visualize_data.bin";
    return QFileInfo(file).isFile() ? file : QString();
}

} // namespace

int VisualizeDataImporter::sniff(const SniffInput &input) const
{
    if (input.isDirectory)
        return fileInDirectory(input.path).isEmpty() ? 0 : 20;
    return looksLikeVisualizeData(input.head) ? 90 : 0;
}

Result<Profile> VisualizeDataImporter::load(const QString &input, const LoadOptions &, Progress &progress) const
{
    const QString path = QFileInfo(input).isDir() ? fileInDirectory(input) : input;
    if (path.isEmpty())
        return makeError(Error::Kind::Unsupported, Tr::tr("no visualize_data.bin in this directory"), input);
    auto blocks = readVisualizeBlocks(path);
    if (!blocks)
        return blocks.error();
    progress.report(0.3);
    auto content = interpretVisualizeBlocks(*blocks, path, progress);
    if (!content)
        return content.error();
    Profile profile;
    Operator op = std::move(content->op);
    if (op.name.isEmpty())
        op.name = QFileInfo(path).dir().dirName();
    profile.name = op.name;
    if (content->pipeline) {
        content->pipeline->trace.operatorName = op.name;
        profile.pipelines.push_back(std::move(content->pipeline->trace));
        profile.diagnostics.append(content->pipeline->diagnostics);
    }
    if (op.sourceLocation.isEmpty())
        op.sourceLocation = path;
    profile.operators.push_back(std::move(op));
    profile.detected.chip = content->chip;
    profile.detected.clockMhz = content->clockMhz;
    profile.diagnostics.append(content->diagnostics);
    profile.inputs.push_back({path, formatId(), {}, content->chip});
    progress.report(1.0);
    return profile;
}

} // namespace rl
