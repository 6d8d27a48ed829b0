// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/common/boundedread.h"
#include "core/io/importerregistry.h"
#include "core/io/profilejsonimporter.h"
#include "testutil.h"

#include <QTest>

using namespace rl;
using namespace rl::test;

namespace {

QString writeTemp(QTemporaryDir &dir, const QString &name, const QByteArray &data)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write(data);
    return path;
}

} // namespace

class TestProfileJsonImporter : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void readsTheContractExample()
    {
        QTemporaryDir dir;
        const QString path = writeTemp(dir, u"p.json"_qs, R"({
          "schema": "rooflens.profile/1", "name": "example", "hardware": "ascend910b2",
          "operators": [ { "name": "Add_ReLU_0", "type": "Add", "core_type": "AI_VECTOR_CORE",
             "start_us": 0.0, "duration_us": 98.673, "core_time_us": 98.673, "block_dim": 1,
             "components": { "vector": { "busy_us": 40.1, "work": { "fp16": 1.2e7 } },
                             "aiv.mte2": { "busy_us": 57.9, "work": { "gm_to_ub": 4.0e6 } } } } ] })");
        const auto p = ImporterRegistry::builtin().load(path, {}, nullProgress());
        QVERIFY2(p.ok(), p.ok() ? "" : qPrintable(p.error().toString()));
        QCOMPARE(p->hardwareId, u"ascend910b2"_qs);
        QCOMPARE(p->operators.size(), size_t(1));
        const Operator &op = p->operators.front();
        QCOMPARE(op.taskType, TaskType::AiVectorCore);
        QCOMPARE(op.durationUs, 98.673);
        QCOMPARE(op.workSource, WorkSource::Measured);
        QCOMPARE(op.component({ComponentId::Mte2, Side::Aiv})->work.value(u"gm_to_ub"_qs), 4.0e6);
        QCOMPARE(*op.component({ComponentId::Vector})->busyUs, 40.1);
    }

    void badInputIsAnErrorNamingFileAndField_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("expected");
        QTest::newRow("truncated") << QByteArray(R"({"schema": "rooflens.profile/1", "operators": [)")
                                   << u"p.json:1"_qs;
        QTest::newRow("unknown component")
            << QByteArray(R"({"schema": "rooflens.profile/1", "operators": [{"name": "a", "duration_us": 1,
                 "components": {"tensor": {}}}]})")
            << u"operators[0].components.tensor: unknown component"_qs;
        QTest::newRow("unknown precision")
            << QByteArray(R"({"schema": "rooflens.profile/1", "operators": [{"name": "a", "duration_us": 1,
                 "components": {"cube": {"work": {"fp17": 3}}}}]})")
            << u"operators[0].components.cube.work.fp17: unknown precision"_qs;
        QTest::newRow("missing duration")
            << QByteArray(R"({"schema": "rooflens.profile/1", "operators": [{"name": "a"}]})")
            << u"operators[0].duration_us: missing"_qs;
        // Found by tests/fuzz (profile_json): these were cast to int / qint64 out of range.
        QTest::newRow("block_dim beyond int")
            << QByteArray(R"({"schema": "rooflens.profile/1", "operators": [{"name": "a", "duration_us": 1,
                 "block_dim": 1e300}]})")
            << u"operators[0].block_dim: must be a whole number"_qs;
        QTest::newRow("negative mix_block_dim")
            << QByteArray(R"({"schema": "rooflens.profile/1", "operators": [{"name": "a", "duration_us": 1,
                 "mix_block_dim": -4}]})")
            << u"operators[0].mix_block_dim: must be a whole number"_qs;
        QTest::newRow("component block_dim fraction")
            << QByteArray(R"({"schema": "rooflens.profile/1", "operators": [{"name": "a", "duration_us": 1,
                 "components": {"cube": {"block_dim": 2.5}}}]})")
            << u"operators[0].components.cube.block_dim: must be a whole number"_qs;
        QTest::newRow("start_ns beyond qint64")
            << QByteArray(R"({"schema": "rooflens.profile/1", "operators": [{"name": "a", "duration_us": 1,
                 "start_ns": 1e19}]})")
            << u"operators[0].start_ns: is outside the range of a timestamp"_qs;
        QTest::newRow("start_us beyond qint64")
            << QByteArray(R"({"schema": "rooflens.profile/1", "operators": [{"name": "a", "duration_us": 1,
                 "start_us": -1e300}]})")
            << u"operators[0].start_us: is outside the range of a timestamp"_qs;
    }
    void badInputIsAnErrorNamingFileAndField()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString path = writeTemp(dir, u"p.json"_qs, content);
        const auto p = ImporterRegistry::builtin().load(path, {}, nullProgress());
        QVERIFY(!p.ok());
        QVERIFY2(p.error().toString().contains(expected), qPrintable(p.error().toString()));
        QVERIFY(p.error().toString().contains(u"p.json"_qs));
    }

    // Found by tests/fuzz: readBoundedFile() asked QIODevice::read() for the limit, which
    // allocates it up front; a 1 TiB limit could not even be allocated.
    void boundedReadAllocatesForTheFileNotTheLimit()
    {
        QTemporaryDir dir;
        const QByteArray content(3000, 'x');
        const QString path = writeTemp(dir, u"small.json"_qs, content);
        const auto read = readBoundedFile(path, qint64(1) << 40);
        QVERIFY2(read.ok(), qPrintable(read.ok() ? QString() : read.error().toString()));
        QCOMPARE(*read, content);
        QVERIFY(!readBoundedFile(path, 2999).ok());
        QCOMPARE(readBoundedFile(path, 3000)->size(), 3000);
    }

    void emptyAndUnknownFilesAreRejectedByTheRegistry()
    {
        QTemporaryDir dir;
        const auto empty = ImporterRegistry::builtin().load(writeTemp(dir, u"e.json"_qs, {}), {}, nullProgress());
        QVERIFY(!empty.ok());
        QVERIFY(empty.error().message.contains(u"empty"_qs));
        const auto junk = ImporterRegistry::builtin().load(writeTemp(dir, u"j.bin"_qs, "\x01\x02\x03junk"), {},
                                                           nullProgress());
        QVERIFY(!junk.ok());
        QCOMPARE(junk.error().kind, Error::Kind::Unsupported);
        const auto missing = ImporterRegistry::builtin().load(dir.filePath(u"nope"_qs), {}, nullProgress());
        QVERIFY(!missing.ok());
    }
};

QTEST_GUILESS_MAIN(TestProfileJsonImporter)
#include "tst_profilejsonimporter.moc"
