// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/fuzz/fuzzharness.h"

#include "core/analysis/advicecatalog.h"
#include "core/analysis/analyzer.h"
#include "core/common/progress.h"
#include "core/hardware/hardwarecatalog.h"
#include "core/io/importerregistry.h"
#include "core/io/workloadloader.h"
#include "core/report/analysiscsv.h"
#include "core/report/analysisjson.h"
#include "core/report/textsummary.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>

namespace rl::fuzz {

namespace {

// Qt's own warnings (a database connection removed while a query exists, ...) would be printed
// at every execution; only what stops the program matters to a fuzzer.
void quietMessages(QtMsgType type, const QMessageLogContext &, const QString &message)
{
    if (type == QtCriticalMsg || type == QtFatalMsg)
        std::fprintf(stderr, "qt: %s\n", qUtf8Printable(message));
}

QTemporaryDir *g_scratch = nullptr;

void removeScratch()
{
    delete g_scratch;
    g_scratch = nullptr;
}

} // namespace

void initialise(int *argc, char ***argv)
{
    static QCoreApplication *app = nullptr;
    if (app)
        return;
    qInstallMessageHandler(quietMessages);
    app = new QCoreApplication(*argc, *argv); // lives as long as the process
    (void)scratchDir();
}

const QString &scratchDir()
{
    static const QString path = [] {
        const QString base = QFileInfo(u"/dev/shm"_qs).isWritable() ? u"/dev/shm"_qs : QDir::tempPath();
        g_scratch = new QTemporaryDir(base + u"/rooflens-fuzz-XXXXXX");
        if (!g_scratch->isValid()) {
            std::fprintf(stderr, "rooflens fuzz: cannot create a scratch directory in %s\n", qUtf8Printable(base));
            std::abort();
        }
        std::atexit(removeScratch);
        return g_scratch->path();
    }();
    return path;
}

QString freshDir(const QString &name)
{
    QDir dir(scratchDir() + u'/' + name);
    if (dir.exists())
        dir.removeRecursively();
    QDir().mkpath(dir.path());
    return dir.path();
}

void writeFile(const QString &path, QByteArrayView data)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(data.data(), data.size()) != data.size()) {
        std::fprintf(stderr, "rooflens fuzz: cannot write %s\n", qUtf8Printable(path));
        std::abort();
    }
}

std::vector<QByteArrayView> splitParts(const uint8_t *data, size_t size, size_t maxParts)
{
    std::vector<QByteArrayView> parts;
    const char *p = reinterpret_cast<const char *>(data);
    const char *const end = p + size;
    while (parts.size() + 1 < maxParts) {
        const char *cut = static_cast<const char *>(std::memchr(p, kPartSeparator, size_t(end - p)));
        if (!cut)
            break;
        parts.emplace_back(p, cut - p);
        p = cut + 1;
    }
    parts.emplace_back(p, end - p);
    return parts;
}

void analyzeLoaded(Profile loaded, size_t salt, const QString &hardware)
{
    // Built once: the CLI builds them once per run, the fuzzer runs many inputs per process.
    static const HardwareCatalog catalog = HardwareCatalog::builtin();
    static const AdviceCatalog advice = AdviceCatalog::builtin();
    const auto profile = std::make_shared<const Profile>(std::move(loaded));
    QString note;
    auto chosen = catalog.choose(*profile, hardware, &note);
    if (!chosen && chosen.error().kind == Error::Kind::Usage && hardware.isEmpty())
        chosen = catalog.choose(*profile, salt % 2 ? u"ascend910b2"_qs : u"ascend310"_qs, &note);
    if (!chosen)
        return;
    Analysis analysis = analyze(profile, *chosen, AnalyzeOptions{}, advice);
    analysis.hardwareNote = note;
    (void)analysisToJson(analysis);
    (void)analysisToCsv(analysis);
    (void)analysisSummaryText(analysis);
    (void)analysis.rankedByGain();
}

void analyzePaths(const QStringList &paths, size_t salt)
{
    static const ImporterRegistry &registry = ImporterRegistry::builtin();
    Progress progress;
    auto profile = loadWorkload(registry, paths, LoadOptions{}, progress);
    if (!profile)
        return;
    analyzeLoaded(std::move(profile).value(), salt);
}

} // namespace rl::fuzz
