// SPDX-License-Identifier: GPL-3.0-or-later
// The parts of `rooflens mcp` under the session (app/mcp/README.md): the bounded line splitter,
// the cursor codec and the analysis cache's reuse and eviction.
#include "app/mcp/analysiscache.h"
#include "app/mcp/cursorcodec.h"
#include "app/mcp/linesplitter.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <string>
#include <vector>

using namespace rl;
using namespace rl::mcp;

namespace {

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &content)
{
    QFile f(dir.filePath(name));
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write(content);
    return f.fileName();
}

// A loader that makes an empty analysis without reading anything, so the cache's rules are
// tested apart from the importers.
AnalysisCache::Loader countingLoader(std::vector<QString> *loaded)
{
    return [loaded](const AnalysisRequest &request, Progress &) -> Result<Analysis> {
        loaded->push_back(request.paths.value(0));
        Analysis a;
        a.profile = std::make_shared<Profile>();
        return a;
    };
}

AnalysisRequest requestFor(const QString &path)
{
    AnalysisRequest r;
    r.paths = QStringList{path};
    return r;
}

} // namespace

class TestMcpParts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void linesAreCutAtNewlinesWhateverTheChunks()
    {
        std::vector<std::string> lines;
        LineSplitter s(
            100, [&](std::string_view l) { lines.emplace_back(l); }, [](size_t) { QFAIL("no line is overlong"); });
        s.feed("{\"a\":1}\n{\"b\"");
        s.feed(":2}\r\n\n");
        s.feed("tail");
        s.finish();
        QCOMPARE(lines, (std::vector<std::string>{"{\"a\":1}", "{\"b\":2}", "", "tail"}));
    }

    void anOverlongLineIsSkippedToItsNewlineWithoutBeingKept()
    {
        std::vector<std::string> lines;
        std::vector<size_t> overlong;
        size_t mostBuffered = 0;
        LineSplitter s(
            1000, [&](std::string_view l) { lines.emplace_back(l); }, [&](size_t n) { overlong.push_back(n); });
        s.feed("short\n");
        const std::string chunk(4096, 'x');
        for (int i = 0; i < 1000; ++i) { // 4 MB in one line, fed as a pipe would
            s.feed(chunk);
            mostBuffered = std::max(mostBuffered, s.bufferedBytes());
        }
        s.feed("\nnext\n");
        QCOMPARE(lines, (std::vector<std::string>{"short", "next"}));
        QCOMPARE(overlong, (std::vector<size_t>{4096000}));
        QVERIFY2(mostBuffered <= 1000, "the overlong line was held in memory");
    }

    void aCursorRoundTripsForItsBindingOnly()
    {
        const QString cursor = CursorCodec::encode(40, u"run-a|category=|group_by=type"_qs);
        QCOMPARE(CursorCodec::decode(cursor, u"run-a|category=|group_by=type"_qs), std::optional<qsizetype>(40));
        QCOMPARE(CursorCodec::decode(cursor, u"run-b|category=|group_by=type"_qs), std::nullopt);
        QCOMPARE(CursorCodec::decode(u"garbage"_qs, u"run-a|category=|group_by=type"_qs), std::nullopt);
        // Another offset with the digest of this one: refused.
        const QString forged = CursorCodec::encode(41, u"run-a|category=|group_by=type"_qs);
        QVERIFY(forged != cursor);
        QString tampered = cursor;
        tampered[tampered.size() - 1] = tampered.back() == u'A' ? u'B' : u'A';
        QCOMPARE(CursorCodec::decode(tampered, u"run-a|category=|group_by=type"_qs), std::nullopt);
    }

    void anUnchangedPathIsLoadedOnce()
    {
        QTemporaryDir dir;
        const QString a = writeFile(dir, u"a.csv"_qs, "x");
        std::vector<QString> loaded;
        AnalysisCache cache(countingLoader(&loaded), {});
        auto first = cache.get(requestFor(a), nullProgress());
        auto second = cache.get(requestFor(a), nullProgress());
        QVERIFY(first.ok() && second.ok());
        QCOMPARE(cache.loads(), 1);
        QCOMPARE(first->analysis.get(), second->analysis.get());
        // Other options are another analysis.
        AnalysisRequest withRank = requestFor(a);
        withRank.load.rank = 3;
        QVERIFY(cache.get(withRank, nullProgress()).ok());
        QCOMPARE(cache.loads(), 2);
    }

    void aRewrittenFileIsLoadedAgain()
    {
        QTemporaryDir dir;
        const QString a = writeFile(dir, u"a.csv"_qs, "x");
        std::vector<QString> loaded;
        AnalysisCache cache(countingLoader(&loaded), {});
        QVERIFY(cache.get(requestFor(a), nullProgress()).ok());
        writeFile(dir, u"a.csv"_qs, "longer");
        QVERIFY(cache.get(requestFor(a), nullProgress()).ok());
        QCOMPARE(cache.loads(), 2);
    }

    void theLeastRecentlyUsedGoesFirstBeyondTheCount()
    {
        QTemporaryDir dir;
        const QString a = writeFile(dir, u"a.csv"_qs, "a");
        const QString b = writeFile(dir, u"b.csv"_qs, "b");
        const QString c = writeFile(dir, u"c.csv"_qs, "c");
        std::vector<QString> loaded;
        AnalysisCache cache(countingLoader(&loaded), {2, size_t(1) << 30});
        QVERIFY(cache.get(requestFor(a), nullProgress()).ok());
        QVERIFY(cache.get(requestFor(b), nullProgress()).ok());
        QVERIFY(cache.get(requestFor(a), nullProgress()).ok()); // a is now the most recent
        QVERIFY(cache.get(requestFor(c), nullProgress()).ok()); // b goes
        QCOMPARE(cache.size(), size_t(2));
        QCOMPARE(cache.loads(), 3);
        QVERIFY(cache.get(requestFor(a), nullProgress()).ok());
        QCOMPARE(cache.loads(), 3);
        QVERIFY(cache.get(requestFor(b), nullProgress()).ok());
        QCOMPARE(cache.loads(), 4);
    }

    void theByteBoundEvictsButKeepsTheNewest()
    {
        QTemporaryDir dir;
        const QString a = writeFile(dir, u"a.csv"_qs, "a");
        const QString b = writeFile(dir, u"b.csv"_qs, "b");
        std::vector<QString> loaded;
        AnalysisCache cache(countingLoader(&loaded), {4, 1}); // every analysis is over 1 byte
        QVERIFY(cache.get(requestFor(a), nullProgress()).ok());
        QVERIFY(cache.get(requestFor(b), nullProgress()).ok());
        QCOMPARE(cache.size(), size_t(1));
        QVERIFY(cache.get(requestFor(b), nullProgress()).ok());
        QCOMPARE(cache.loads(), 2);
    }

    void aMissingPathIsNotCachedAndGivesTheLoadsError()
    {
        std::vector<QString> loaded;
        AnalysisCache cache(
            [&](const AnalysisRequest &, Progress &) -> Result<Analysis> {
                loaded.push_back({});
                return makeError(Error::Kind::Input, u"cannot open"_qs, u"/no/such"_qs);
            },
            {});
        auto r = cache.get(requestFor(u"/no/such/path"_qs), nullProgress());
        QVERIFY(!r.ok());
        QCOMPARE(r.error().toString(), u"/no/such: cannot open"_qs);
        QVERIFY(AnalysisCache::keyOf(requestFor(u"/no/such/path"_qs)).isEmpty());
        QCOMPARE(cache.size(), size_t(0));
    }
};

QTEST_GUILESS_MAIN(TestMcpParts)
#include "tst_mcpparts.moc"
