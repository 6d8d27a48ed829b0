// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/bench/memory/generatedallocations.h"

#include <QDir>
#include <QFile>

#include <array>

namespace rl::bench {

namespace {

const std::array<const char *, 8> kNames{"aten::empty_strided",
                                         "aten::mm",
                                         "aten::add",
                                         "aten::_foreach_add",
                                         "cann::trans_TransData_0",
                                         "aten::cat",
                                         "aten::native_layer_norm",
                                         "aten::softmax"};

// "1736410576399946.290\t": µs with three decimals, as torch_npu writes them.
void appendMicroseconds(QByteArray &line, qint64 ns)
{
    line += QByteArray::number(ns / 1000);
    line += '.';
    const qint64 fraction = ns % 1000;
    line += char('0' + fraction / 100);
    line += char('0' + fraction / 10 % 10);
    line += char('0' + fraction % 10);
    line += '\t';
}

} // namespace

QString writeAllocationJob(const QString &dir, qint64 rows)
{
    const QString out = dir + u"/rank0_ascend_pt/ASCEND_PROFILER_OUTPUT"_qs;
    if (!QDir().mkpath(out))
        return {};
    QFile record(out + u"/memory_record.csv"_qs);
    if (!record.open(QIODevice::WriteOnly))
        return {};
    record.write("Component,Timestamp(us),Total Allocated(MB),Total Reserved(MB),Total Active(MB),Stream Ptr,"
                 "Device Type\nPTA+GE,1736410576394583.320\t,936.0,1452.0,936.0,733279888,NPU:0\n");
    record.close();
    QFile f(out + u"/operator_memory.csv"_qs);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write("Name,Size(KB),Allocation Time(us),Release Time(us),Active Release Time(us),Duration(us),Active "
            "Duration(us),Allocation Total Allocated(MB),Allocation Total Reserved(MB),Allocation Total Active(MB),"
            "Release Total Allocated(MB),Release Total Reserved(MB),Release Total Active(MB),Stream Ptr,Device Type\n");
    QByteArray chunk;
    const qint64 start = 1736410576000000000;
    for (qint64 i = 0; i < rows; ++i) {
        const qint64 allocation = start + i * 1370;
        const bool released = i % 3 != 0;
        const qint64 release = allocation + 5000 + (i % 97) * 1000;
        chunk += kNames[size_t(i % qint64(kNames.size()))];
        chunk += ',';
        chunk += QByteArray::number(double(512 * (1 + i % 4096)) + 0.5, 'f', 1);
        chunk += ',';
        appendMicroseconds(chunk, allocation);
        chunk += ',';
        if (released) {
            appendMicroseconds(chunk, release);
            chunk += ',';
            appendMicroseconds(chunk, release - 300);
            chunk += ',';
            chunk += QByteArray::number(double(release - allocation) / 1000.0, 'f', 3);
            chunk += ',';
            chunk += QByteArray::number(double(release - 300 - allocation) / 1000.0, 'f', 3);
        } else {
            chunk += ",,,";
        }
        chunk += ",1000.73,1452.0,1000.73,";
        chunk += released ? "1000.2,1452.0,1000.2" : ",,";
        chunk += ",733279888,NPU:0\n";
        if (chunk.size() > (1 << 22)) {
            if (f.write(chunk) != chunk.size())
                return {};
            chunk.clear();
        }
    }
    if (f.write(chunk) != chunk.size())
        return {};
    return f.fileName();
}

} // namespace rl::bench
