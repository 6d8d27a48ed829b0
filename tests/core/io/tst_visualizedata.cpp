// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/builtinimporters.h"
#include "core/io/importerregistry.h"
#include "core/io/traces/visualizecontainer.h"
#include "testutil.h"
#include "traceregistry.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

using namespace rl;
using rl::test::traceRegistry;

namespace {

const QString kVisualize = u"msprofop_visualize_bin_mix/visualize_data.bin"_qs;

QByteArray realBytes()
{
    QFile file(test::realData(kVisualize));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QString writeFile(const QTemporaryDir &dir, const QByteArray &bytes)
{
    const QString path = dir.filePath(u"visualize_data.bin"_qs);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write(bytes);
    return path;
}

// A block as msopprof writes it: payload padded to 4 bytes, size including the padding.
QByteArray block(quint8 type, const QByteArray &payload)
{
    const int padding = int((4 - payload.size() % 4) % 4);
    QByteArray header(12, '\0');
    qToLittleEndian<quint64>(quint64(payload.size() + padding), header.data());
    header[8] = char(type);
    header[9] = char(padding);
    header[10] = char(0x5A);
    header[11] = char(0x5A);
    return header + payload + QByteArray(padding, '\0');
}

// Rows of broken copies of a container whose second block starts at `second`.
void addBrokenContainers(const QString &label, const QByteArray &container, int second)
{
    QByteArray badVersion = container;
    badVersion[second + 10] = char(0x07);
    QByteArray badType = container;
    badType[8] = char(0x30);
    const QString at = u"@" + QString::number(second);
    QTest::newRow(qPrintable(label + u": truncated inside a block")) << container.left(second + 12 + 20) << at;
    QTest::newRow(qPrintable(label + u": truncated header")) << container.left(second + 5) << at;
    QTest::newRow(qPrintable(label + u": unknown version")) << badVersion << u"@" + QString::number(second + 10);
    QTest::newRow(qPrintable(label + u": unknown type")) << badType << u"@8"_qs;
}

} // namespace

class TestVisualizeData : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theRealSampleHoldsItsSixBlocks()
    {
        RL_REAL_DATA(path, kVisualize);
        auto blocks = readVisualizeBlocks(path);
        QVERIFY2(blocks.ok(), qPrintable(blocks.ok() ? QString() : blocks.error().toString()));
        QList<int> types;
        for (const VisualizeBlock &b : *blocks)
            types << b.type;
        QCOMPARE(types, (QList<int>{0x05, 0x06, 0x07, 0x08, 0x09, 0x0C}));
        QCOMPARE(blocks->front().payload.back(), '}'); // padding stripped
        QCOMPARE(blocks->at(1).headerOffset, qint64(484));
    }

    void theRealSampleIsOneMixOperatorOnA910B4()
    {
        RL_REAL_DATA(path, kVisualize);
        const ImporterRegistry &registry = traceRegistry();
        auto importer = registry.find(path);
        QVERIFY(importer.ok());
        QCOMPARE((*importer)->formatId(), u"msprof_op_visualize"_qs);
        auto profile = registry.load(path, {}, nullProgress());
        QVERIFY2(profile.ok(), qPrintable(profile.ok() ? QString() : profile.error().toString()));
        QCOMPARE(profile->operators.size(), size_t(1));
        const Operator &op = profile->operators.front();
        QCOMPARE(op.name, u"MatmulLeakyreluCustom_0a4ecf73240c8db04ac5059db7c787a7_2_mix_aic"_qs);
        QCOMPARE(profile->detected.chip, u"Ascend910B4"_qs);
        QCOMPARE(qRound(op.durationUs * 100), 30007); // 300.07 µs
        QCOMPARE(op.taskType, TaskType::MixAic);
        QCOMPARE(op.blockDim, std::optional<int>(2));
        QCOMPARE(op.mixBlockDim, std::optional<int>(4));
        QVERIFY(qAbs(*op.coreTimeUs - (250.377579 + 250.884842) / 2) < 1e-6);
        QVERIFY(qAbs(*op.aivTimeUs - (133.206055 + 247.620605 + 133.335754 + 248.197571) / 4) < 1e-6);
        // Cube All Active 11.15 % and 11.12 % of each block's cube time
        const ComponentSample *cube = op.component(ComponentKey{ComponentId::Cube, Side::Aic});
        QVERIFY(cube && cube->busyUs);
        QVERIFY(qAbs(*cube->busyUs - (0.1115 * 250.377579 + 0.1112 * 250.884842) / 2) < 1e-6);
        QVERIFY(op.component(ComponentKey{ComponentId::Vector, Side::Aiv}));
        // 413123 cube cycles in 250.38 µs: the kernel ran at 1650 MHz
        QCOMPARE(profile->detected.clockMhz, std::optional<double>(1650.0));
        QVERIFY(op.metrics.contains(u"l2_hit_rate"_qs));
        QCOMPARE(op.metrics.value(u"aic_total_cycles"_qs), 413123.0 + 413960.0);
        QCOMPARE(op.metrics.value(u"core1_vector1_cycles"_qs), 409526.0);
    }

    void aDirectoryHoldingVisualizeDataOpensLikeTheFile()
    {
        // `msprof op` users pass the output folder, not the file inside it.
        RL_REAL_DATA(path, kVisualize);
        const QString dir = QFileInfo(path).absolutePath();
        const ImporterRegistry &registry = traceRegistry();
        auto importer = registry.find(dir);
        QVERIFY2(importer.ok(), qPrintable(importer.ok() ? QString() : importer.error().toString()));
        QCOMPARE((*importer)->formatId(), u"msprof_op_visualize"_qs);
        auto profile = registry.load(dir, {}, nullProgress());
        QVERIFY2(profile.ok(), qPrintable(profile.ok() ? QString() : profile.error().toString()));
        QCOMPARE(profile->operators.size(), size_t(1));
        QCOMPARE(qRound(profile->operators.front().durationUs * 100), 30007);
    }

    void aTraceBlockGivesThePipeline()
    {
        QJsonObject basic{{u"name"_qs, u"add_custom"_qs},
                          {u"soc"_qs, u"Ascend910B1"_qs},
                          {u"op_type"_qs, u"vector"_qs},
                          {u"block_dim"_qs, u"1"_qs},
                          {u"duration"_qs, 2.0}};
        const QByteArray trace =
            "{\"profilingType\":\"op\",\"traceEvents\":["
            "{\"ph\":\"X\",\"name\":\"VADD\",\"pid\":\"core0.veccore0\",\"tid\":\"VECTOR\",\"ts\":0.5,\"dur\":1.0},"
            "{\"ph\":\"X\",\"name\":\"MOV_OUT_TO_UB\",\"pid\":\"core0.veccore0\",\"tid\":\"MTE2\",\"ts\":0,\"dur\":0.5}"
            "]}";
        QTemporaryDir dir;
        const QString path = writeFile(
            dir, block(0x05, QJsonDocument(basic).toJson(QJsonDocument::Compact)) + block(0x02, trace));
        auto profile = traceRegistry().load(path, {}, nullProgress());
        QVERIFY2(profile.ok(), qPrintable(profile.ok() ? QString() : profile.error().toString()));
        QCOMPARE(profile->pipelines.size(), size_t(1));
        const Operator &op = profile->operators.front();
        QCOMPARE(op.pipelineIndex, 0);
        QCOMPARE(op.name, u"add_custom"_qs);
        QCOMPARE(op.taskType, TaskType::AiVectorCore);
        QCOMPARE(*op.component(ComponentKey{ComponentId::Vector, Side::Aiv})->busyUs, 1.0);
    }

    void badContainersAreInputErrorsAtTheirOffset_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("offset");
        QTest::newRow("empty") << QByteArray() << u"@0"_qs;
        QTest::newRow("bad JSON payload") << block(0x05, "{\"name\": oops}") << u"@21"_qs;
        // A generated two-block container, then the real sample when the shared data is there.
        const QByteArray basic =
            R"({"name":"add_custom","soc":"Ascend910B1","op_type":"vector","block_dim":"1","duration":2.0})";
        const QByteArray generated = block(0x05, basic) + block(0x06, QByteArray(600, ' ') + "{}");
        addBrokenContainers(u"generated"_qs, generated, int(block(0x05, basic).size()));
        const QByteArray real = realBytes();
        if (!real.isEmpty())
            addBrokenContainers(u"real"_qs, real, 484);
    }
    void badContainersAreInputErrorsAtTheirOffset()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, offset);
        QTemporaryDir dir;
        const QString path = writeFile(dir, bytes);
        const ImporterRegistry &registry = traceRegistry();
        auto profile = registry.importers().back()->load(path, {}, nullProgress()); // the visualize importer
        QVERIFY(!profile.ok());
        QCOMPARE(profile.error().kind, Error::Kind::Input);
        QCOMPARE(profile.error().location, path + offset);
    }
};

QTEST_GUILESS_MAIN(TestVisualizeData)
#include "tst_visualizedata.moc"
