// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/importerregistry.h"
#include "core/io/profilejsonimporter.h"
#include "core/workflow/workflow.h"
#include "testutil.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace rl;
using namespace rl::test;

namespace {

QString writeProfile(QTemporaryDir &dir)
{
    const QString path = dir.filePath(u"p.json"_qs);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write(R"({
      "schema": "rooflens.profile/1", "name": "example", "hardware": "ascend910b2",
      "operators": [ { "name": "Add_ReLU_0", "type": "Add", "core_type": "AI_VECTOR_CORE",
         "start_us": 0.0, "duration_us": 98.673, "core_time_us": 98.673, "block_dim": 1,
         "components": { "vector": { "busy_us": 40.1, "work": { "fp16": 1.2e7 } },
                         "aiv.mte2": { "busy_us": 57.9, "work": { "gm_to_ub": 4.0e6 } } } } ] })");
    return path;
}

} // namespace

class TestWorkflow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theBuiltinWorkflowIsBuiltOnceAndShared()
    {
        const Workflow &a = Workflow::builtin();
        const Workflow &b = Workflow::builtin();
        QCOMPARE(&a, &b);
        QCOMPARE(&a.importers(), &ImporterRegistry::builtin());
        QCOMPARE(&a.hardware(), &b.hardware()); // the catalogue is parsed once, not per analysis
        QVERIFY(a.hardware().find(u"ascend910b2"_qs));
        QVERIFY(!a.advice().items().empty());
    }

    void aWorkflowReadsWithTheImportersAndChipsItIsGiven()
    {
        QTemporaryDir dir;
        AnalysisRequest request;
        request.paths = {writeProfile(dir)};

        const ImporterRegistry none;
        const Workflow blind(none, Workflow::builtin().hardware(), AdviceCatalog{});
        const auto refused = blind.loadAndAnalyze(request, nullProgress());
        QVERIFY(!refused);
        QCOMPARE(refused.error().kind, Error::Kind::Unsupported);

        ImporterRegistry json;
        json.add(std::make_unique<ProfileJsonImporter>());
        HardwareCatalog oneChip;
        oneChip.add(*Workflow::builtin().hardware().find(u"ascend910b2"_qs));
        const Workflow workflow(json, oneChip, AdviceCatalog{});
        RL_VALUE(analysis, workflow.loadAndAnalyze(request, nullProgress()));
        QCOMPARE(analysis.hardware.id, u"ascend910b2"_qs);
        QCOMPARE(analysis.operators.size(), size_t(1));
        QVERIFY(analysis.adviceOf(analysis.operators.front()).isEmpty()); // an empty advice catalogue gives none
    }
};

QTEST_GUILESS_MAIN(TestWorkflow)
#include "tst_workflow.moc"
