// SPDX-License-Identifier: GPL-3.0-or-later
// formatInOrderedBlocks formats blocks on several threads and must hand them on in item order,
// each exactly once, whatever the count; a failed emit must stop the work and be returned.
#include "core/common/orderedblocks.h"

#include <QTest>

#include <atomic>
#include <chrono>
#include <string>
#include <thread>

using namespace rl;

namespace {

// Item i's text: its number and a newline, so the whole text shows order, gaps and repeats.
std::string expectedText(size_t count)
{
    std::string text;
    for (size_t i = 0; i < count; ++i)
        text += std::to_string(i) + '\n';
    return text;
}

const auto formatItems = [](std::string &out, size_t first, size_t last) {
    if (!out.empty()) // every block starts from an emptied buffer
        out += "(not emptied)";
    for (size_t i = first; i < last; ++i)
        out += std::to_string(i) + '\n';
};

std::string formatAll(size_t count, size_t itemsPerBlock)
{
    std::string text;
    const bool ok = formatInOrderedBlocks(count, itemsPerBlock, formatItems, [&](const std::string &block) {
        text += block;
        return true;
    });
    return ok ? text : std::string("failed");
}

} // namespace

class TestOrderedBlocks : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void blocksArriveInItemOrderWhateverTheCount()
    {
        for (size_t count : {1, 2, 7, 511, 512, 513, 4096, 100'003})
            QCOMPARE(formatAll(count, 512), expectedText(count));
    }

    void blocksOfOneItemArriveInItemOrder() { QCOMPARE(formatAll(20'000, 1), expectedText(20'000)); }

    void blocksFormattedAtUnevenSpeedsArriveInItemOrder()
    {
        // Every seventh block is slow, so later blocks are done before it.
        std::string text;
        const auto slowEverySeventh = [](std::string &out, size_t first, size_t last) {
            if ((first / 8) % 7 == 0)
                std::this_thread::sleep_for(std::chrono::milliseconds(2));
            formatItems(out, first, last);
        };
        QVERIFY(formatInOrderedBlocks(2'000, 8, slowEverySeventh, [&](const std::string &block) {
            text += block;
            return true;
        }));
        QCOMPARE(text, expectedText(2'000));
    }

    void noItemsEmitNothingAndSucceed()
    {
        bool emitted = false;
        QVERIFY(formatInOrderedBlocks(0, 512, formatItems, [&](const std::string &) { return emitted = true; }));
        QVERIFY(!emitted);
    }

    void aFailedEmitStopsTheWorkAndIsReturned()
    {
        constexpr size_t kBlocks = 1'000;
        std::atomic<size_t> formatted = 0;
        size_t emits = 0;
        std::string text;
        const auto countingFormat = [&](std::string &out, size_t first, size_t last) {
            ++formatted;
            formatItems(out, first, last);
        };
        const bool ok = formatInOrderedBlocks(kBlocks * 4, 4, countingFormat, [&](const std::string &block) {
            ++emits;
            text += block;
            return emits < 10; // the tenth block fails
        });
        QVERIFY(!ok);
        QCOMPARE(emits, size_t(10)); // nothing is emitted after the failure
        QCOMPARE(text, expectedText(40));
        QVERIFY(formatted < kBlocks); // the formatters stopped too
    }

    void aFailedFirstEmitOfASingleBlockIsReturned()
    {
        QVERIFY(!formatInOrderedBlocks(3, 512, formatItems, [](const std::string &) { return false; }));
    }
};

QTEST_GUILESS_MAIN(TestOrderedBlocks)
#include "tst_orderedblocks.moc"
