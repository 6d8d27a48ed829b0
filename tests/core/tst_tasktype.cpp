// SPDX-License-Identifier: GPL-3.0-or-later
// A task type as the profilers spell it: any letter case, spaces around it, the older msprof
// names; and text that only upper-cases into a spelling (a dotless ı) still reads as Qt's
// toUpper makes it.
#include "core/model/operator.h"

#include <QTest>

using namespace rl;

Q_DECLARE_METATYPE(rl::TaskType)

class TestTaskType : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everySpellingInAnyCaseGivesItsType_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<TaskType>("type");
        const std::pair<const char16_t *, TaskType> rows[] = {
            {u"AI_CORE", TaskType::AiCore},
            {u"ai_core", TaskType::AiCore},
            {u"  Ai_Core\t", TaskType::AiCore},
            {u"KERNEL_AICORE", TaskType::AiCore},
            {u"AI_VECTOR_CORE", TaskType::AiVectorCore},
            {u"kernel_aivec", TaskType::AiVectorCore},
            {u"MIX_AIC", TaskType::MixAic},
            {u"mix_aiv", TaskType::MixAiv},
            {u"AI_CPU", TaskType::AiCpu},
            {u"KERNEL_AICPU", TaskType::AiCpu},
            {u"HCCL", TaskType::Communication},
            {u"communication", TaskType::Communication},
            {u"", TaskType::Unknown},
            {u"   ", TaskType::Unknown},
            {u"N/A", TaskType::Unknown},
            {u"na", TaskType::Unknown},
            {u"DSA", TaskType::Other},
            {u"AI_CORE_", TaskType::Other},
            {u"AI_COR", TaskType::Other},
            {u"AI CORE", TaskType::Other},
            {u"AI_CORÉ", TaskType::Other},
            // toUpper turns a dotless ı into I and a long ſ into S: the type Qt's upper case names.
            {u"aı_core", TaskType::AiCore},
            {u"hccſ", TaskType::Other},
            {u"ſ", TaskType::Other},
            {u"communıcatıon", TaskType::Communication},
        };
        for (const auto &[text, type] : rows)
            QTest::newRow(QString::fromUtf16(text).toUtf8().constData()) << QString::fromUtf16(text) << type;
    }

    void everySpellingInAnyCaseGivesItsType()
    {
        QFETCH(QString, text);
        QFETCH(TaskType, type);
        QCOMPARE(parseTaskType(text), type);
    }
};

QTEST_GUILESS_MAIN(TestTaskType)
#include "tst_tasktype.moc"
