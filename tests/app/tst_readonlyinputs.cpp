// SPDX-License-Identifier: GPL-3.0-or-later
// RoofLens never writes beside the user's data: `rooflens analyze` and the GUI's load run on
// a read-only copy of each profile, and the copy's listing, sizes and modification times are
// the same afterwards (no -wal/-shm file, no lock, no cache). The generated demo workspace
// runs on a plain clone; every real set is checked when the shared data is there.
#include "app/loadcontroller.h"
#include "core/sim/demoworkspace.h"
#include "testutil.h"

#include <QDirIterator>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "rooflensprocess.h"

using namespace rl;
using namespace rl::test;

namespace {

// Every entry below `root` with its size and modification time.
QStringList snapshot(const QString &root)
{
    QStringList entries;
    QDirIterator it(root, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QFileInfo info(it.next());
        entries << QDir(root).relativeFilePath(info.filePath()) + u' ' + QString::number(info.isDir() ? 0 : info.size())
                + u' ' + QString::number(info.lastModified().toMSecsSinceEpoch());
    }
    entries.sort();
    return entries;
}

void setTreeWritable(const QString &root, bool writable)
{
    const auto read = QFileDevice::ReadOwner | QFileDevice::ReadGroup | QFileDevice::ReadOther;
    const auto exec = QFileDevice::ExeOwner | QFileDevice::ExeGroup | QFileDevice::ExeOther;
    const auto write = writable ? QFileDevice::WriteOwner : QFileDevice::Permissions();
    QDirIterator it(root, QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    QStringList dirs{root};
    while (it.hasNext()) {
        const QFileInfo info(it.next());
        if (info.isDir())
            dirs << info.filePath();
        else
            QFile::setPermissions(info.filePath(), read | write);
    }
    for (const QString &d : dirs)
        QFile::setPermissions(d, read | exec | write);
}

bool copyTree(const QString &from, const QString &to)
{
    QDirIterator it(from, QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    QDir().mkpath(to);
    while (it.hasNext()) {
        const QFileInfo info(it.next());
        const QString target = to + u'/' + QDir(from).relativeFilePath(info.filePath());
        if (info.isDir() ? !QDir().mkpath(target) : !QFile::copy(info.filePath(), target))
            return false;
    }
    return true;
}

// Runs the CLI and the GUI's loader on a read-only copy of `source` and compares the copy.
void checkUntouched(const QString &source)
{
    QTemporaryDir scratch;
    const QString copy = scratch.filePath(u"profile"_qs);
    QVERIFY(copyTree(source, copy));
    setTreeWritable(copy, false);
    const QStringList before = snapshot(copy);

    QTemporaryDir out;
    const Run cli = rooflens({u"analyze"_qs, copy, u"--json"_qs, out.filePath(u"a.json"_qs)});
    QVERIFY2(cli.code == 0 || cli.code == 3, cli.err.constData());

    LoadController loader;
    QSignalSpy finished(&loader, &LoadController::finished);
    QSignalSpy failed(&loader, &LoadController::failed);
    AnalysisRequest request;
    request.paths = {copy};
    loader.load(request);
    QTRY_VERIFY_WITH_TIMEOUT(finished.size() + failed.size() == 1, 120000);

    const QStringList after = snapshot(copy);
    setTreeWritable(copy, true);
    QCOMPARE(after, before);
}

} // namespace

class TestReadOnlyInputs : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theDemoWorkspaceIsLeftAsItWas()
    {
        QTemporaryDir dir;
        RL_VALUE(report, sim::writeDemoWorkspace(dir.filePath(u"demo"_qs)));
        Q_UNUSED(report);
        checkUntouched(dir.filePath(u"demo/before"_qs));
    }

    void everyRealSetIsLeftAsItWas_data()
    {
        QTest::addColumn<QString>("set");
        const QString root = realDataRoot();
        if (!QFileInfo(root).isDir())
            QSKIP(qPrintable(u"real data absent (" + root
                             + u"); set ROOFLENS_REALDATA_DIR or place ../shared beside the clone"));
        for (const QString &set : QDir(root).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
            QTest::newRow(qPrintable(set)) << root + u'/' + set;
    }

    void everyRealSetIsLeftAsItWas()
    {
        QFETCH(QString, set);
        checkUntouched(set);
    }
};

QTEST_MAIN(TestReadOnlyInputs)
#include "tst_readonlyinputs.moc"
