// SPDX-License-Identifier: GPL-3.0-or-later
// Taking a fresh array's pages ahead on another thread changes none of its bytes, whether
// written before, while or after the pages are taken.
#include "core/common/pagestakenahead.h"

#include <QTest>

#include <memory>
#include <numeric>

using namespace rl;

class TestPagesTakenAhead : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void bytesWrittenWhilePagesAreTakenStayWritten()
    {
        constexpr size_t kCount = size_t(8) << 20; // 32 MiB: a thread is started
        const auto values = std::make_unique_for_overwrite<quint32[]>(kCount);
        std::iota(values.get(), values.get() + 1000, quint32(7)); // before
        {
            const PagesTakenAhead ahead(values.get(), kCount * sizeof(quint32));
            for (size_t i = 1000; i < kCount; ++i) // while, front to back
                values[i] = quint32(i * 2654435761u);
        }
        for (size_t i = 0; i < 1000; ++i)
            QCOMPARE(values[i], quint32(7 + i));
        for (size_t i = 1000; i < kCount; ++i) {
            if (values[i] != quint32(i * 2654435761u))
                QFAIL(qPrintable(QStringLiteral("byte %1 changed").arg(i)));
        }
    }

    void smallOrMissingRoomsAreLeftAlone()
    {
        const PagesTakenAhead none(nullptr, size_t(64) << 20);
        quint32 few[16] = {};
        {
            const PagesTakenAhead small(few, sizeof(few));
        }
        QCOMPARE(std::accumulate(few, few + 16, 0u), 0u);
    }
};

QTEST_GUILESS_MAIN(TestPagesTakenAhead)
#include "tst_pagestakenahead.moc"
