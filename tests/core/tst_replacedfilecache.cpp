// SPDX-License-Identifier: GPL-3.0-or-later
// The files an output replaces leave the page cache early; nothing else about them changes, and
// a path that is no regular file is not even read.
#include "core/common/replacedfilecache.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <vector>

#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/vfs.h>
#include <unistd.h>

using namespace rl;

namespace {

QByteArray contentOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The file's pages that are in memory, or -1 when that cannot be told.
qint64 residentPages(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    const qint64 size = f.size();
    void *mapped = ::mmap(nullptr, size_t(size), PROT_READ, MAP_SHARED, f.handle(), 0);
    if (mapped == MAP_FAILED)
        return -1;
    const long page = ::sysconf(_SC_PAGESIZE);
    std::vector<unsigned char> resident(size_t((size + page - 1) / page));
    qint64 count = -1;
    if (::mincore(mapped, size_t(size), resident.data()) == 0)
        count = std::count_if(resident.cbegin(), resident.cend(), [](unsigned char r) { return r & 1; });
    ::munmap(mapped, size_t(size));
    return count;
}

// A file system whose files live in the page cache only (tmpfs): there is nothing to drop.
bool livesInMemoryOnly(const QString &path)
{
    struct statfs fs = {};
    constexpr long kTmpfsMagic = 0x01021994;
    return ::statfs(QFile::encodeName(path).constData(), &fs) == 0 && long(fs.f_type) == kTmpfsMagic;
}

} // namespace

class TestReplacedFileCache : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aReplacedFileKeepsItsBytesAndLeavesTheCache()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"analysis.json"_qs);
        QByteArray bytes(qsizetype(24) << 20, 'x');
        for (qsizetype i = 0; i < bytes.size(); i += 4096)
            bytes[i] = char('a' + (i / 4096) % 26);
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QCOMPARE(f.write(bytes), bytes.size());
            QVERIFY(f.flush());
            QCOMPARE(::fsync(f.handle()), 0); // clean pages: the ones that can be dropped
        }
        QCOMPARE(contentOf(path), bytes); // read: in the cache now
        const qint64 before = residentPages(path);
        {
            const ReplacedFileCache replaced({path});
        }
        const qint64 after = residentPages(path);
        if (before > 0 && !livesInMemoryOnly(path))
            QVERIFY2(after >= 0 && after < before, qPrintable(u"%1 pages before, %2 after"_qs.arg(before).arg(after)));
        QCOMPARE(contentOf(path), bytes);
    }

    void pathsThatAreNoRegularFileAreLeftAlone()
    {
        QTemporaryDir dir;
        const QString fifo = dir.filePath(u"fifo"_qs);
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        // A FIFO with no writer, opened for reading without O_NONBLOCK, would wait forever.
        {
            const ReplacedFileCache replaced(
                {fifo, u"/dev/null"_qs, u"-"_qs, dir.filePath(u"missing.json"_qs), QString(), dir.path()});
        }
        struct stat s = {};
        QCOMPARE(::stat(QFile::encodeName(fifo).constData(), &s), 0);
        QVERIFY(S_ISFIFO(s.st_mode));
        QVERIFY(!QFile::exists(dir.filePath(u"missing.json"_qs)));
    }
};

QTEST_GUILESS_MAIN(TestReplacedFileCache)
#include "tst_replacedfilecache.moc"
