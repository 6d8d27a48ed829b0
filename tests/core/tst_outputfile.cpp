// SPDX-License-Identifier: GPL-3.0-or-later
// Outputs are written as a whole into regular files and in place into anything else: a rename
// over /dev/null (`--json /dev/null`) had put a regular file where the device was.
#include "core/common/outputfile.h"
#include "fiforeader.h"
#include "testutil.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <sys/types.h>

using namespace rl;
using rl::test::FifoReader;
using rl::test::writeFixture;

namespace {

QByteArray contentOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

mode_t modeOf(const QString &path)
{
    struct stat s = {};
    return ::stat(QFile::encodeName(path).constData(), &s) == 0 ? s.st_mode : 0;
}

bool isFifo(const QString &path)
{
    return S_ISFIFO(modeOf(path));
}

bool isCharacterDevice(const QString &path)
{
    return S_ISCHR(modeOf(path));
}

} // namespace

class TestOutputFile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aNewFileHoldsExactlyWhatWasWritten()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"out.json"_qs);
        OutputFile file(path);
        QVERIFY(!file.writesInPlace());
        QVERIFY(file.open());
        file.device().write("{\"a\":1}");
        QVERIFY(file.commit());
        QCOMPARE(contentOf(path), QByteArray("{\"a\":1}"));
    }

    // Past 8 MiB the file's pages are sent to the disk while it is written (WritebackSaveFile):
    // small and large writes mixed must still land as written, over a longer old file.
    void aLongFileWrittenInPiecesHoldsExactlyWhatWasWritten()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"long.json"_qs);
        QVERIFY(writeFixture(path, QByteArray(40 << 20, 'o')));
        QByteArray expected;
        OutputFile file(path);
        QVERIFY(file.open());
        for (int piece = 0; expected.size() < (30 << 20); ++piece) {
            const QByteArray bytes(piece % 3 == 0 ? 100 : (piece % 3 == 1 ? 70'000 : 3 << 20), char('a' + piece % 26));
            QCOMPARE(file.device().write(bytes), bytes.size());
            expected += bytes;
        }
        QVERIFY(file.commit());
        QCOMPARE(contentOf(path), expected);
    }

    void writeAllReplacesTheContentOrSaysWhyNot()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"chart.svg"_qs);
        QVERIFY(writeFixture(path, "an older and longer chart"));
        OutputFile file(path);
        QVERIFY(file.writeAll("<svg/>"));
        QCOMPARE(contentOf(path), QByteArray("<svg/>"));

        OutputFile nowhere(dir.filePath(u"no/such/folder/chart.svg"_qs));
        QVERIFY(!nowhere.writeAll("<svg/>"));
        QVERIFY(!nowhere.errorString().isEmpty());
    }

    void aCancelledWriteLeavesTheOldContent()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"out.json"_qs);
        QVERIFY(writeFixture(path, "old"));
        OutputFile file(path);
        QVERIFY(file.open());
        file.device().write("half of the new");
        file.cancel();
        QCOMPARE(contentOf(path), QByteArray("old"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{u"out.json"_qs});
    }

    // Checked without writing: were it wrong, the test would replace the machine's device.
    void aDeviceIsWrittenInPlace()
    {
        if (!isCharacterDevice(u"/dev/null"_qs))
            QSKIP("/dev/null is not a character device on this system");
        QVERIFY(OutputFile(u"/dev/null"_qs).writesInPlace());
    }

    void aFifoStaysAFifoAndItsReaderGetsEveryByte()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"pipe"_qs);
        QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
        const QByteArray payload(1 << 20, 'x'); // more than a pipe buffer holds
        FifoReader reader(path);
        OutputFile file(path);
        QVERIFY(file.writesInPlace());
        const bool opened = file.open();
        const bool wrote = opened && file.device().write(payload) == payload.size();
        const bool committed = file.commit();
        const QByteArray received = reader.take();
        QVERIFY(opened);
        QVERIFY(wrote);
        QVERIFY(committed);
        QCOMPARE(received.size(), payload.size());
        QVERIFY(isFifo(path));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::System), QStringList{u"pipe"_qs});
    }
};

QTEST_GUILESS_MAIN(TestOutputFile)
#include "tst_outputfile.moc"
