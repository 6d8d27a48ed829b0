// SPDX-License-Identifier: GPL-3.0-or-later
// torch_npu's device-memory CSVs (core/memory/README.md §1): the first byte chooses which one the
// rest is (0 memory_record.csv, 1 operator_memory.csv, 2 npu_module_mem.csv), written beside
// fixed copies of the other two; the loader finds them in their folder, the figures are summed
// against the 910B2 spec and every output is written. A figure read as negative or not finite,
// a hit rate outside 0–1 or an allocation released before it was made is a bug and stops the
// fuzzer.
#include "tests/fuzz/fuzzharness.h"
#include "tests/fuzz/memorysanity.h"

#include "core/hardware/hardwarecatalog.h"
#include "core/memory/memoryloader.h"
#include "core/memory/memoryreport.h"
#include "core/report/htmldocument.h"
#include "core/report/jsonutil.h"
#include "core/report/memorycsv.h"
#include "core/report/memoryhtml.h"
#include "core/report/memoryjson.h"
#include "core/report/memorytext.h"

#include <QBuffer>
#include <QDir>

namespace {

const QByteArray kRecords = "Component,Timestamp(us),Total Allocated(MB),Total Reserved(MB),Total Active(MB),"
                            "Stream Ptr,Device Type\n"
                            "PTA+GE,1000.000\t,10.5,20,10.5,1,NPU:0\nPTA+GE,1010.000\t,12.5,20,12,1,NPU:0\n";
const QByteArray kAllocations =
    "Name,Size(KB),Allocation Time(us),Release Time(us),Active Release Time(us),Duration(us),"
    "Active Duration(us),Allocation Total Allocated(MB),Allocation Total Reserved(MB),"
    "Allocation Total Active(MB),Release Total Allocated(MB),Release Total Reserved(MB),"
    "Release Total Active(MB),Stream Ptr,Device Type\n"
    "aten::mm,2048,1005.000\t,1012.000\t,1012.000\t,7,7,12.5,20,12,10.5,20,10.5,1,NPU:0\n"
    "aten::add,512,1001.000\t,,,,,11,20,11,,,,1,NPU:0\n";
const QByteArray kModules = "Component,Timestamp(us),Total Reserved(MB),Device\nAPP,1000.000\t,20,NPU:0\n";

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
    const QString dir = rl::fuzz::scratchDir() + u"/memory";
    QDir(dir).removeRecursively();
    const QString output = dir + u"/rank_0_ascend_pt/ASCEND_PROFILER_OUTPUT";
    QDir().mkpath(output);
    const QByteArrayView rest(data + 1, qsizetype(size - 1));
    const int chosen = data[0] % 3;
    rl::fuzz::writeFile(output + u"/memory_record.csv", chosen == 0 ? rest : QByteArrayView(kRecords));
    rl::fuzz::writeFile(output + u"/operator_memory.csv", chosen == 1 ? rest : QByteArrayView(kAllocations));
    rl::fuzz::writeFile(output + u"/npu_module_mem.csv", chosen == 2 ? rest : QByteArrayView(kModules));
    const auto memory = rl::loadMemory({dir});
    if (!memory)
        return 0;
    rl::fuzz::checkMemoryData(*memory);
    static const rl::HardwareSpec spec = rl::HardwareCatalog::builtin().resolve(u"ascend910b2"_qs).value();
    const rl::MemoryReport report = rl::summarizeMemory(*memory, &spec);
    rl::fuzz::checkMemoryReport(report);
    (void)rl::json::dump(rl::deviceMemoryJson(report));
    QBuffer csv;
    csv.open(QIODevice::WriteOnly);
    (void)rl::writeMemoryCsv(report, csv);
    (void)rl::memorySummaryText(report, &*memory);
    rl::HtmlDocument doc(u"memory"_qs);
    rl::memorySection(doc, report, &*memory);
    return 0;
}
