// SPDX-License-Identifier: GPL-3.0-or-later
// The communication files (core/comm/README.md §1): the first byte chooses which one the rest
// is (0 communication.json, 1 communication_matrix.json beside a fixed communication.json,
// 2 cluster_communication.json, 3 an HCCL timeline track); the loader finds it in its folder, the
// judge applies the 910A roofs, and every output of the report is written. A figure read as
// negative or not finite, or a ratio outside 0–1 that the file did not give, is a bug and stops
// the fuzzer.
#include "tests/fuzz/fuzzharness.h"

#include "core/comm/communicationjudge.h"
#include "core/comm/communicationloader.h"
#include "core/hardware/hardwarecatalog.h"
#include "core/report/communicationcsv.h"
#include "core/report/communicationhtml.h"
#include "core/report/communicationjson.h"
#include "core/report/communicationtext.h"
#include "core/report/jsonutil.h"

#include <QBuffer>
#include <QDir>

#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace {

void expectSane(const std::optional<double> &v, const char *what)
{
    if (v && (!std::isfinite(*v) || *v < 0.0)) {
        std::fprintf(stderr, "rooflens fuzz: %s read as %g\n", what, *v);
        std::abort();
    }
}

const QByteArray kFixedCommunication =
    R"J({"step1":{"collective":{"hcom_allReduce__1_0_1@7":{"Communication Time Info":{"Elapse Time(ms)":1.0,)J"
    R"J("Transit Time(ms)":0.5,"Wait Time(ms)":0.5},"Communication Bandwidth Info":{"HCCS":{"Transit Size(MB)":8,)J"
    R"J("Transit Time(ms)":0.5}}}}}})J";

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    rl::fuzz::initialise(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    const QString dir = rl::fuzz::scratchDir() + u"/comm";
    QDir(dir).removeRecursively();
    const QString output = dir + u"/rank_0_ascend_pt/ASCEND_PROFILER_OUTPUT";
    QDir().mkpath(output);
    QDir().mkpath(dir + u"/device_0/timeline");
    const QByteArrayView rest(data + 1, qsizetype(size - 1));
    switch (data[0] % 4) {
    case 0:
        rl::fuzz::writeFile(output + u"/communication.json", rest);
        break;
    case 1:
        rl::fuzz::writeFile(output + u"/communication.json", kFixedCommunication);
        rl::fuzz::writeFile(output + u"/communication_matrix.json", rest);
        break;
    case 2:
        rl::fuzz::writeFile(dir + u"/cluster_communication.json", rest);
        break;
    default:
        rl::fuzz::writeFile(dir + u"/device_0/timeline/hccl_0_0_1.json", rest);
        break;
    }
    const auto communication = rl::loadCommunication({dir});
    if (!communication)
        return 0;
    static const rl::HardwareSpec spec = rl::HardwareCatalog::builtin().resolve(u"ascend910a"_qs).value();
    const rl::CommunicationReport report = rl::judgeCommunication(*communication, spec);
    for (const rl::JudgedCollective &c : report.collectives) {
        for (const auto *v : {&c.elapseUs, &c.transitUs, &c.waitUs, &c.synchronizationUs, &c.idleUs, &c.utilization})
            expectSane(*v, "a collective's figure");
        for (const rl::JudgedTransport &t : c.transports) {
            expectSane(t.sizeMb, "a transport's size");
            expectSane(t.timeMs, "a transport's time");
            expectSane(t.bandwidthGbs, "a bandwidth");
        }
    }
    (void)rl::json::dump(rl::communicationJson(report));
    QBuffer csv;
    csv.open(QIODevice::WriteOnly);
    (void)rl::writeCommunicationCsv(report, csv);
    (void)rl::communicationSummaryText(report);
    (void)rl::communicationScatterSvg(report);
    for (const QString &t : {u"HCCS"_qs, u"RDMA"_qs, u"SDMA"_qs})
        (void)rl::communicationHeatmapSvg(report, t);
    return 0;
}
