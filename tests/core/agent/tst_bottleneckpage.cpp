// SPDX-License-Identifier: GPL-3.0-or-later
// The bottleneck list page by page: every item exactly once in order, a byte budget that stops
// a page early (never empty), the category filter, by type and by kernel group.
#include "agentfixtures.h"
#include "core/agent/bottleneckpage.h"
#include "core/agent/typegroups.h"

#include <QTest>

using namespace rl;
using namespace rl::test;
using json::Json;

namespace {

constexpr size_t kUnlimited = size_t(1) << 30;

// Every item of the query, page by page from offset 0 following nextOffset.
Json allPages(const Analysis &a, BottleneckQuery query, size_t budget, int *pages = nullptr)
{
    Json items = Json::array();
    query.offset = 0;
    int count = 0;
    for (;;) {
        const BottleneckPage page = bottleneckPage(a, query, budget);
        ++count;
        if (page.items.empty())
            break;
        for (const Json &item : page.items)
            items.push_back(item);
        if (!page.nextOffset)
            break;
        if (*page.nextOffset != query.offset + qsizetype(page.items.size()))
            return nullptr; // the next page must start right after this one
        query.offset = *page.nextOffset;
    }
    if (pages)
        *pages = count;
    return items;
}

} // namespace

class TestBottleneckPage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void pagesByTypeCoverEveryTypeOnceInOrder()
    {
        const auto a = demoAnalysis();
        QVERIFY2(a, "the demo could not be written or analysed");
        const std::vector<TypeGroup> types = groupsByType(*a);
        BottleneckQuery query;
        query.limit = 3;
        int pages = 0;
        const Json items = allPages(*a, query, kUnlimited, &pages);
        QVERIFY(items.is_array());
        QCOMPARE(items.size(), types.size());
        QCOMPARE(pages, int((types.size() + 2) / 3));
        for (size_t i = 0; i < types.size(); ++i) {
            RL_COMPARE_JSON(items[i]["type"], Json(types[i].type.toStdString()));
            RL_COMPARE_JSON(items[i]["calls"], Json(types[i].calls.size()));
            RL_COMPARE_JSON(items[i]["estimated_gain_us"], json::opt(types[i].estimatedGainUs));
            const OperatorResult &r = a->operators[size_t(types[i].representative)];
            RL_COMPARE_JSON(items[i]["evidence"], Json(a->evidenceOf(r).toStdString()));
            RL_COMPARE_JSON(items[i]["advice"].size(), size_t(a->adviceOf(r).size()));
            for (const Json &advice : items[i]["advice"])
                QCOMPARE(advice.size(), size_t(2)); // id and title only
        }
        const BottleneckPage first = bottleneckPage(*a, query, kUnlimited);
        QCOMPARE(first.total, qsizetype(types.size()));
        QCOMPARE(first.items.size(), size_t(3));
        QCOMPARE(first.nextOffset, std::optional<qsizetype>(3));
    }

    void pagesByOperatorAreTheKernelGroupsMostGainFirst()
    {
        const auto a = demoAnalysis();
        QVERIFY2(a, "the demo could not be written or analysed");
        BottleneckQuery query;
        query.groupBy = BottleneckGrouping::Operator;
        query.limit = 7;
        const Json items = allPages(*a, query, kUnlimited);
        QVERIFY(items.is_array());
        QCOMPARE(items.size(), a->groups.size());
        std::vector<bool> seen(a->groups.size(), false);
        double previous = std::numeric_limits<double>::infinity();
        for (const Json &item : items) {
            QVERIFY(!item.contains("type"));
            const int index = item["index"].get<int>();
            const int group = a->groupOfOperator[size_t(index)];
            QVERIFY(group >= 0 && !seen[size_t(group)]);
            seen[size_t(group)] = true;
            const OperatorGroup &g = a->groups[size_t(group)];
            QCOMPARE(a->operators[size_t(g.representative)].index, index);
            RL_COMPARE_JSON(item["name"], Json(g.name.toStdString()));
            RL_COMPARE_JSON(item["calls"], Json(g.calls.size()));
            RL_COMPARE_JSON(item["total_us"], Json(g.totalUs));
            RL_COMPARE_JSON(item["category"], Json(categoryId(g.category).toStdString()));
            const double gain = item["estimated_gain_us"].is_null() ? -1.0 : item["estimated_gain_us"].get<double>();
            QVERIFY(gain <= previous);
            previous = gain;
        }
    }

    void aSmallBudgetStopsThePageEarlyButKeepsOneItem()
    {
        const auto a = demoAnalysis();
        QVERIFY2(a, "the demo could not be written or analysed");
        BottleneckQuery query;
        query.limit = 100;
        const BottleneckPage whole = bottleneckPage(*a, query, kUnlimited);
        const size_t wholeBytes = size_t(json::dumpFragment(whole.items, -1).size());
        const BottleneckPage half = bottleneckPage(*a, query, wholeBytes / 2);
        QVERIFY(!half.items.empty());
        QVERIFY(half.items.size() < whole.items.size());
        QVERIFY(size_t(json::dumpFragment(half.items, -1).size()) <= wholeBytes / 2);
        QCOMPARE(half.nextOffset, std::optional<qsizetype>(qsizetype(half.items.size())));
        const BottleneckPage tiny = bottleneckPage(*a, query, 1);
        QCOMPARE(tiny.items.size(), size_t(1)); // never an empty page while items are left
        RL_COMPARE_JSON(tiny.items[0], whole.items[0]);
        // Following the budget's pages still gives every item once, in order.
        RL_COMPARE_JSON(allPages(*a, query, 2048), allPages(*a, query, kUnlimited));
    }

    void theCategoryFilterKeepsOnlyItsItems()
    {
        const auto a = demoAnalysis();
        QVERIFY2(a, "the demo could not be written or analysed");
        for (BottleneckGrouping grouping : {BottleneckGrouping::Type, BottleneckGrouping::Operator}) {
            BottleneckQuery all;
            all.groupBy = grouping;
            const Json every = allPages(*a, all, kUnlimited);
            qsizetype sum = 0;
            for (Category c : kAllCategories) {
                BottleneckQuery query = all;
                query.category = c;
                const Json items = allPages(*a, query, kUnlimited);
                for (const Json &item : items)
                    RL_COMPARE_JSON(item["category"], Json(categoryId(c).toStdString()));
                QCOMPARE(bottleneckPage(*a, query, kUnlimited).total, qsizetype(items.size()));
                sum += qsizetype(items.size());
            }
            QCOMPARE(sum, qsizetype(every.size())); // each item in its one category
        }
    }

    void anOffsetPastTheEndIsAnEmptyLastPage()
    {
        const auto a = demoAnalysis();
        QVERIFY2(a, "the demo could not be written or analysed");
        BottleneckQuery query;
        query.offset = 100000;
        const BottleneckPage page = bottleneckPage(*a, query, kUnlimited);
        QVERIFY(page.items.empty());
        QVERIFY(!page.nextOffset);
        QVERIFY(page.total > 0);
    }
};

QTEST_GUILESS_MAIN(TestBottleneckPage)
#include "tst_bottleneckpage.moc"
