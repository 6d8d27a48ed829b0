// SPDX-License-Identifier: GPL-3.0-or-later
// appendUtf8 gives the bytes QString::toUtf8 gives, lone surrogates included.
#include "core/format/utf8text.h"

#include <QString>
#include <QTest>

#include <random>

using namespace rl;

namespace {

std::string utf8(QStringView text)
{
    std::string out = "x"; // appends, never replaces
    appendUtf8(out, text);
    return out.substr(1);
}

} // namespace

class TestUtf8Text : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyKindOfCharacterIsToUtf8sBytes()
    {
        const QString texts[] = {QString(),
                                 u"plain ascii, with \"quotes\""_qs,
                                 u"98.673 µs → 1.2 ms × 3 ≥ 2"_qs,
                                 u"中文算子名"_qs,
                                 u"a sentence long enough to be copied eight characters at a time, then µ"_qs,
                                 QString::fromUcs4(U"emoji \U0001F600 and \U00010000"),
                                 QString(QChar(0xd800)),
                                 QString(QChar(0xdc00)) + u"a",
                                 QString(QChar(0xd800)) + u"a",
                                 QString(QChar(0xd83d)) + QChar(0xd83d) + QChar(0xde00)};
        for (const QString &t : texts)
            QCOMPARE(utf8(t), t.toUtf8().toStdString());
    }

    void randomUtf16IsToUtf8sBytes()
    {
        std::mt19937 random(41);
        for (int i = 0; i < 100'000; ++i) {
            QString t;
            // Mostly ASCII, so runs long enough for the eight-at-a-time path meet every other kind.
            const int length = int(random() % 40);
            for (int k = 0; k < length; ++k) {
                const unsigned pick = random() % 8;
                t += QChar(char16_t(pick < 5 ? random() % 0x80 : pick == 5 ? 0xd800 + random() % 0x800 : random()));
            }
            QCOMPARE(utf8(t), t.toUtf8().toStdString());
        }
    }
};

QTEST_GUILESS_MAIN(TestUtf8Text)
#include "tst_utf8text.moc"
