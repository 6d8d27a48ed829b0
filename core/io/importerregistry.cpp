// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/importerregistry.h"

#include "core/common/tr.h"
#include "core/io/builtinimporters.h"

#include <QFile>
#include <QFileInfo>

namespace rl {

const ImporterRegistry &ImporterRegistry::builtin()
{
    static const std::unique_ptr<const ImporterRegistry> registry = [] {
        auto r = std::make_unique<ImporterRegistry>();
        addBuiltinImporters(*r);
        return r;
    }();
    return *registry;
}

void ImporterRegistry::add(std::unique_ptr<Importer> importer)
{
    m_importers.push_back(std::move(importer));
}

Result<const Importer *> ImporterRegistry::find(const QString &path) const
{
    const QFileInfo info(path);
    if (!info.exists())
        return makeError(Error::Kind::Io, Tr::tr("no such file or directory"), path);
    SniffInput input;
    input.path = path;
    input.isDirectory = info.isDir();
    if (input.isDirectory) {
        if (!info.isReadable() || !info.isExecutable())
            return makeError(Error::Kind::Io, Tr::tr("the directory cannot be read"), path);
    } else {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return makeError(Error::Kind::Io, Tr::tr("cannot open: %1").arg(file.errorString()), path);
        input.head = file.read(64 * 1024);
        if (input.head.isEmpty())
            return makeError(Error::Kind::Input, Tr::tr("the file is empty"), path);
    }
    const Importer *best = nullptr;
    int bestScore = 0;
    for (const auto &importer : m_importers) {
        const int score = importer->sniff(input);
        if (score > bestScore) {
            best = importer.get();
            bestScore = score;
        }
    }
    if (!best)
        return makeError(Error::Kind::Unsupported,
                         input.isDirectory ? Tr::tr("no supported profiler output found in this directory")
                                           : Tr::tr("not a supported format (by content)"),
                         path);
    return best;
}

Result<Profile> ImporterRegistry::load(const QString &path, const LoadOptions &options, Progress &progress) const
{
    auto importer = find(path);
    if (!importer)
        return importer.error();
    return (*importer)->load(path, options, progress);
}

} // namespace rl
