// SPDX-License-Identifier: GPL-3.0-or-later
// A mapped file's bytes, forgotten by a reader that is done with them, read the same again.
#include "core/io/traces/mappedfile.h"
#include "testutil.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace rl;

namespace {

QByteArray patterned(int size)
{
    QByteArray bytes(size, Qt::Uninitialized);
    quint32 x = 12345;
    for (char &c : bytes) {
        x = x * 1664525u + 1013904223u; // every page different
        c = char(x >> 24);
    }
    return bytes;
}

} // namespace

class TestMappedFile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void forgottenBytesReadTheSameAgain()
    {
        const QByteArray content = patterned(256 * 1024 + 123);
        QTemporaryDir dir;
        const QString path = dir.filePath(u"big.json"_qs);
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly) && out.write(content) == content.size());
        out.close();
        auto file = MappedFile::open(path);
        QVERIFY(file.ok());
        const MappedFile &mapped = **file;
        QCOMPARE(QByteArray(mapped.data(), qsizetype(mapped.size())), content); // every page mapped
        mapped.forget(100, 200 * 1024 + 7);
        mapped.forget(0, mapped.size());
        QCOMPARE(QByteArray(mapped.data(), qsizetype(mapped.size())), content);
    }

    void forgettingOutsideTheFileDoesNothing()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"small.json"_qs);
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly) && out.write("[1,2,3]") == 7);
        out.close();
        auto file = MappedFile::open(path);
        QVERIFY(file.ok());
        (*file)->forget(0, 1 << 20);
        (*file)->forget(5, 2);
        QCOMPARE(QByteArray((*file)->data(), 7), QByteArray("[1,2,3]"));
    }
};

QTEST_GUILESS_MAIN(TestMappedFile)
#include "tst_mappedfile.moc"
