// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/simtracewriter.h"

#include "core/model/pipes.h"
#include "core/sim/textformat.h"

#include <QStringList>

#include <map>

namespace rl::sim {

namespace {

QString jsonString(const QString &text)
{
    QString s = text;
    s.replace(u"\\"_qs, u"\\\\"_qs).replace(u"\""_qs, u"\\\""_qs).replace(u"\n"_qs, u"\\n"_qs);
    return u'"' + s + u'"';
}

QString detailOf(const Instruction &ins)
{
    switch (ins.kind) {
    case Instruction::Kind::SetFlag:
    case Instruction::Kind::WaitFlag: {
        const Pipe from = ins.kind == Instruction::Kind::SetFlag ? ins.pipe : ins.partner;
        const Pipe to = ins.kind == Instruction::Kind::SetFlag ? ins.partner : ins.pipe;
        return u"SRC:%1,DST:%2,EVENT_ID:%3"_qs.arg(pipeSyncName(from), pipeSyncName(to)).arg(ins.flag % 8);
    }
    case Instruction::Kind::Barrier:
        return u"PIPE:PIPE_ALL"_qs;
    case Instruction::Kind::Scalar:
        return u"XD:X%1"_qs.arg(ins.cycles);
    case Instruction::Kind::Work:
        break;
    }
    if (ins.pipe == Pipe::Vector)
        return u"REPEAT:%1,DTYPE:%2"_qs.arg(ins.repeat).arg(ins.item);
    if (ins.pipe == Pipe::Cube)
        return u"OPS:%1,DTYPE:%2"_qs.arg(fixed(ins.amount, 0), ins.item);
    return u"PATH:%1,BYTES:%2"_qs.arg(ins.item, fixed(ins.amount, 0));
}

struct Writer
{
    const CoreSpec &spec;
    QStringList events;

    QString us(qint64 cycles) const { return fixed(double(cycles) / spec.clockMhz, 3); }

    void metadata(const QString &unit, int unitIndex, const std::vector<QString> &lanes)
    {
        events << u"{\"name\":\"process_name\",\"ph\":\"M\",\"pid\":%1,\"args\":{\"name\":%1}}"_qs.arg(
            jsonString(unit));
        events << u"{\"name\":\"process_sort_index\",\"ph\":\"M\",\"pid\":%1,\"args\":{\"sort_index\":%2}}"_qs
                      .arg(jsonString(unit))
                      .arg(unitIndex);
        for (const QString &lane : lanes) {
            events << u"{\"name\":\"thread_name\",\"ph\":\"M\",\"pid\":%1,\"tid\":%2,\"args\":{\"name\":%2}}"_qs.arg(
                jsonString(unit), jsonString(lane));
            events
                << u"{\"name\":\"thread_sort_index\",\"ph\":\"M\",\"pid\":%1,\"tid\":%2,\"args\":{\"sort_index\":%3}}"_qs
                       .arg(jsonString(unit), jsonString(lane))
                       .arg(pipeDisplayRank(lane) + 1); // the viewer counts from 1
        }
    }

    void instruction(const QString &unit, int index, const Instruction &ins, qint64 start, qint64 end)
    {
        const QString lane = ins.kind == Instruction::Kind::Barrier ? u"SCALAR"_qs : pipeTraceName(ins.pipe);
        QString args = u"\"pc_addr\":\"0x%1\",\"detail\":%2"_qs.arg(QString::number(0x10000 + 4 * index, 16),
                                                                    jsonString(detailOf(ins)));
        if (ins.kind == Instruction::Kind::Work && !ins.item.isEmpty()) {
            if (kindOf(componentOf(ins.pipe)) == ComponentKind::Transfer)
                args += u",\"process_bytes\":\"%1\""_qs.arg(fixed(ins.amount, 0));
            else
                args += u",\"ops\":%1,\"dtype\":%2"_qs.arg(fixed(ins.amount, 0), jsonString(ins.item));
        }
        events << u"{\"name\":%1,\"ph\":\"X\",\"pid\":%2,\"tid\":%3,\"ts\":%4,\"dur\":%5,\"args\":{%6}}"_qs.arg(
            jsonString(ins.mnemonic), jsonString(unit), jsonString(lane), us(start), us(end - start), args);
    }

    // Flag ids are unique per unit ("core_flag"): readers pair the n-th SET and WAIT of an id.
    void flag(const QString &unit, int core, int index, const Instruction &ins, qint64 start, qint64 end)
    {
        const QString lane = ins.kind == Instruction::Kind::SetFlag ? u"SET_FLAG"_qs : u"WAIT_FLAG"_qs;
        const QString args = u"{\"pc_addr\":\"0x%1\",\"detail\":%2}"_qs.arg(QString::number(0x10000 + 4 * index, 16),
                                                                            jsonString(detailOf(ins)));
        for (const auto &[ph, t] : {std::pair{u"B"_qs, start}, std::pair{u"E"_qs, end}}) {
            events << u"{\"name\":%1,\"ph\":\"%2\",\"pid\":%3,\"tid\":%4,\"id\":\"%5_%6\",\"ts\":%7,\"args\":%8}"_qs
                          .arg(jsonString(ins.mnemonic), ph, jsonString(unit), jsonString(lane))
                          .arg(core)
                          .arg(ins.flag)
                          .arg(us(t), args);
        }
    }

    void flow(const QString &unit, int core, const Instruction &set, qint64 setAt, const Instruction &wait,
              qint64 waitEnd)
    {
        const QString id = jsonString(u"%1_%2"_qs.arg(core).arg(set.flag));
        const QString cat = jsonString(pipeTraceName(set.pipe) + u"To" + pipeTraceName(wait.pipe));
        events << u"{\"name\":\"flow\",\"ph\":\"s\",\"id\":%1,\"cat\":%2,\"pid\":%3,\"tid\":%4,\"ts\":%5}"_qs.arg(
            id, cat, jsonString(unit), jsonString(pipeTraceName(set.pipe)), us(setAt));
        events
            << u"{\"name\":\"flow\",\"ph\":\"t\",\"id\":%1,\"cat\":%2,\"pid\":%3,\"tid\":%4,\"ts\":%5,\"bp\":\"e\"}"_qs
                   .arg(id, cat, jsonString(unit), jsonString(pipeTraceName(wait.pipe)), us(waitEnd));
    }
};

} // namespace

QByteArray writeSimulatorTrace(const SimulatedOp &op, const CoreSpec &spec)
{
    Writer w{spec, {}};
    const std::vector<QString> lanes = {u"SCALAR"_qs, u"MTE1"_qs, u"CUBE"_qs,     u"MTE2"_qs,
                                        u"VECTOR"_qs, u"MTE3"_qs, u"SET_FLAG"_qs, u"WAIT_FLAG"_qs};
    for (const CoreTrace &trace : op.measurement.traces) {
        const QString unit = u"core%1.aicore0"_qs.arg(trace.core);
        w.metadata(unit, trace.core, lanes);
        std::map<int, std::pair<int, qint64>> setByFlag;  // flag -> (instruction, set time)
        std::map<int, std::pair<int, qint64>> waitByFlag; // flag -> (instruction, wait end)
        for (const ExecutedInstruction &e : trace.run.executed) {
            const Instruction &ins = trace.program.instructions[size_t(e.index)];
            switch (ins.kind) {
            case Instruction::Kind::SetFlag:
                setByFlag[ins.flag] = {e.index, e.end};
                w.flag(unit, trace.core, e.index, ins, e.start, e.end);
                break;
            case Instruction::Kind::WaitFlag:
                waitByFlag[ins.flag] = {e.index, e.end};
                w.flag(unit, trace.core, e.index, ins, e.start, e.end);
                break;
            default:
                w.instruction(unit, e.index, ins, e.start, e.end);
                break;
            }
        }
        for (const auto &[flag, set] : setByFlag) {
            const auto wait = waitByFlag.find(flag);
            if (wait == waitByFlag.end())
                continue;
            w.flow(unit, trace.core, trace.program.instructions[size_t(set.first)], set.second,
                   trace.program.instructions[size_t(wait->second.first)], wait->second.second);
        }
    }
    QString out = u"{\"schemaVersion\":2,\"displayTimeUnit\":\"ns\",\"profilingType\":\"op\",\"traceEvents\":[\n"_qs;
    out += w.events.join(u",\n"_qs);
    out += u"\n]}\n"_qs;
    return out.toUtf8();
}

QByteArray writeOpBasicInfo(const SimulatedOp &op, const CoreSpec &spec)
{
    const QString type = op.op.usesCube() ? u"cube"_qs : u"vector"_qs;
    const QString mhz = QString::number(qRound(spec.clockMhz));
    QString out = u"Op Name,Op Type,Task Duration(us),Block Dim,Device Id,Pid,Current Freq,Rated Freq\n"_qs;
    out += QStringList{csvCell(op.op.name),
                       type,
                       fixed(op.measurement.durationUs, 3),
                       QString::number(op.measurement.blockDim),
                       u"0"_qs,
                       u"20250330"_qs,
                       mhz,
                       mhz}
               .join(u',')
        + u'\n';
    return out.toUtf8();
}

} // namespace rl::sim
