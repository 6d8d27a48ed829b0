// SPDX-License-Identifier: GPL-3.0-or-later
// The window gives memory it has freed back to the system (app/freedmemory.h): glibc would
// otherwise keep up to 32 MB of it once a large block had been freed.
#include "app/freedmemory.h"

#include "rssanon.h"

#include <QTest>

#include <cstring>
#include <memory>
#include <vector>

using namespace rl;
using rl::test::rssAnonKb;

class TestFreedMemory : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void smallBlocksFreedAfterABigOneGoBackToTheSystem()
    {
#if defined(__SANITIZE_ADDRESS__)
        QSKIP("a sanitizer brings its own allocator");
#endif
        if (!returnFreedMemoryToTheSystem())
            QSKIP("the allocator is not glibc's");
        if (rssAnonKb() < 0)
            QSKIP("no /proc/self/status here");
        // A big block, freed: glibc's own rule would now keep up to 32 MB at the heap's top.
        {
            std::vector<char> big(size_t(16) << 20, 1);
            QVERIFY(big.back() == 1);
        }
        const qint64 before = rssAnonKb();
        std::vector<std::unique_ptr<char[]>> small;
        for (int i = 0; i < 24 * 1024; ++i) { // 24 MB in 1 KB blocks, each touched
            small.emplace_back(new char[1000]);
            std::memset(small.back().get(), 1, 1000);
        }
        const qint64 held = rssAnonKb();
        small.clear();
        small.shrink_to_fit();
        const qint64 after = rssAnonKb();
        // Checked only now: a message made earlier would sit on top of the heap.
        QVERIFY2(held - before > 20 * 1024, qPrintable(u"%1 KB held"_qs.arg(held - before)));
        QVERIFY2(after - before < 4 * 1024, qPrintable(u"%1 KB still held after the free"_qs.arg(after - before)));
    }
};

QTEST_GUILESS_MAIN(TestFreedMemory)
#include "tst_freedmemory.moc"
