// SPDX-License-Identifier: GPL-3.0-or-later
// Reading a trace on worker threads gives what one reader of the whole file gives, whatever
// the batching, also where a worker had to guess what a process is.
#include "core/io/traces/chrometracereader.h"
#include "testutil.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace rl;

namespace {

QString writeFile(const QTemporaryDir &dir, const QByteArray &content)
{
    const QString path = dir.filePath(u"trace.json"_qs);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size())
        return {};
    return path;
}

} // namespace

class TestChromeTraceBatching : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // A worker may parse a batch before the one naming its processes is merged, and guess:
    // it reads the args of an event it would skip, or skips args a later name makes wanted.
    // Such batches are read again, so skipped malformed host args and a process renamed to
    // the device give what one reader of the whole file gives, at every run (the race used to
    // fail about one run in three, found by fuzz_chrome_trace).
    void workersThatGuessProcessKindsGiveTheWholeFileResult()
    {
        QByteArray json = R"([{"name":"process_name","ph":"M","pid":200,"tid":0,"args":{"name":"Python"}},)"
                          R"({"name":"process_name","ph":"M","pid":300,"tid":0,"args":{"name":"Python"}},)"
                          R"({"name":"process_name","ph":"M","pid":100,"tid":0,"args":{"name":"Ascend Hardware"}},)";
        for (int i = 0; i < 300; ++i) {
            json += R"({"ph":"X","name":"aten::add","pid":200,"tid":7,"ts":)" + QByteArray::number(i * 10)
                + R"(,"dur":2,"args":{l"Sequence number":5}},)";
            json += R"({"ph":"X","name":"Add","pid":100,"tid":2,"ts":)" + QByteArray::number(i * 10 + 3)
                + R"(,"dur":2,"args":{"Task Type":"AI_CORE","Stream Id":2,"Task Id":)" + QByteArray::number(i) + "}},";
            if (i == 150)
                json += R"({"name":"process_name","ph":"M","pid":300,"tid":0,"args":{"name":"Ascend Hardware"}},)";
            if (i >= 150)
                json += R"({"ph":"X","name":"Mul","pid":300,"tid":8,"ts":)" + QByteArray::number(i * 10 + 5)
                    + R"(,"dur":1,"args":{"Task Type":"AI_VECTOR_CORE","Stream Id":3}},)";
        }
        json.chop(1);
        json += "]";
        QTemporaryDir dir;
        const QString path = writeFile(dir, json);
        auto whole = readChromeTrace(path, nullProgress(), {1, size_t(1) << 30});
        QVERIFY2(whole.ok(), qPrintable(whole.ok() ? QString() : whole.error().toString()));
        QCOMPARE(whole->deviceTasks.size(), size_t(300 + 150));
        for (int run = 0; run < 40; ++run) {
            ChromeTraceReadOptions small;
            small.threads = 2;
            small.batchBytes = 200 + size_t(run) * 37;
            auto batched = readChromeTrace(path, nullProgress(), small);
            QVERIFY2(batched.ok(), qPrintable(batched.ok() ? QString() : batched.error().toString()));
            QCOMPARE(batched->deviceTasks.size(), whole->deviceTasks.size());
            QVERIFY(batched->timeline.startNs == whole->timeline.startNs);
            QVERIFY(batched->timeline.lane == whole->timeline.lane);
            for (size_t i = 0; i < whole->deviceTasks.size(); ++i)
                QCOMPARE(batched->deviceTasks[i].timelineIndex, whole->deviceTasks[i].timelineIndex);
        }
    }
};

QTEST_GUILESS_MAIN(TestChromeTraceBatching)
#include "tst_chrometracebatching.moc"
