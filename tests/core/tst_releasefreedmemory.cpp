// SPDX-License-Identifier: GPL-3.0-or-later
// Memory a worker thread freed goes back to the system when the reader that used the thread
// is done (core/common/freedmemory.h): the thread's own malloc arena would keep it otherwise.
#include "core/common/freedmemory.h"

#include "rssanon.h"

#include <QTest>

#include <cstring>
#include <memory>
#include <thread>
#include <vector>

using namespace rl;
using rl::test::rssAnonKb;

class TestReleaseFreedMemory : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void whatAWorkerThreadFreedGoesBackToTheSystem()
    {
#if defined(__SANITIZE_ADDRESS__)
        QSKIP("a sanitizer brings its own allocator");
#endif
        if (rssAnonKb() < 0)
            QSKIP("no /proc/self/status here");
        const qint64 before = rssAnonKb();
        qint64 held = -1;
        // What a parsing thread leaves: its batches freed, a few of its blocks still in use
        // between them (handed to the result), so the free memory sits between live blocks.
        std::vector<std::unique_ptr<char[]>> kept;
        std::thread worker([&held, &kept] {
            // A big block first, freed: glibc then keeps much more of what is freed after it.
            {
                std::vector<char> big(size_t(16) << 20, 1);
                QVERIFY(big.back() == 1);
            }
            std::vector<std::unique_ptr<char[]>> batches;
            for (int i = 0; i < 24 * 1024; ++i) { // 24 MB in 1 KB blocks, each touched
                batches.emplace_back(new char[1000]);
                std::memset(batches.back().get(), 1, 1000);
            }
            held = rssAnonKb();
            for (size_t i = 0; i < batches.size(); i += 64)
                kept.push_back(std::move(batches[i]));
        });
        worker.join();
        const qint64 afterThread = rssAnonKb();
        const bool released = releaseFreedMemory();
        const qint64 after = rssAnonKb();
        // Checked only now: a message made earlier would sit on top of the heap.
        QVERIFY2(held - before > 20 * 1024, qPrintable(u"%1 KB held"_qs.arg(held - before)));
        if (afterThread - before < 16 * 1024)
            QSKIP("the allocator handed the freed memory back by itself");
        if (!released)
            QSKIP("the allocator has no call that hands freed memory back");
        QVERIFY2(after - before < 8 * 1024,
                 qPrintable(u"%1 KB still held after the release (%2 KB before it)"_qs.arg(after - before)
                                .arg(afterThread - before)));
    }
};

QTEST_GUILESS_MAIN(TestReleaseFreedMemory)
#include "tst_releasefreedmemory.moc"
