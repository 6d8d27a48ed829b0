// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/aicoresim.h"

#include "core/common/tr.h"

#include <deque>
#include <limits>

namespace rl::sim {

namespace {

struct Queued
{
    int index = 0;
    qint64 readyAt = 0; // dispatched and visible to the pipe
};

constexpr qint64 kNever = std::numeric_limits<qint64>::max();

} // namespace

Result<BlockRun> AiCoreSim::run(const Program &program, bool record) const
{
    const std::vector<Instruction> &code = program.instructions;
    const int count = int(code.size());
    BlockRun out;
    std::array<std::deque<Queued>, kPipeCount> queues;
    std::array<qint64, kPipeCount> pipeFree{};
    std::array<qint64, kPipeCount> blockedSince;
    blockedSince.fill(-1);
    std::vector<qint64> flagSetAt(size_t(qMax(0, program.flagCount)), -1);
    qint64 now = 0;
    qint64 dispatchFree = 0;
    int next = 0;

    const auto allIdle = [&] {
        for (int p = 0; p < kPipeCount; ++p) {
            if (!queues[size_t(p)].empty() || pipeFree[size_t(p)] > now)
                return false;
        }
        return true;
    };
    const auto note = [&](int index, qint64 start, qint64 end) {
        if (record)
            out.executed.push_back(ExecutedInstruction{index, start, end});
    };

    for (;;) {
        bool progressed = true;
        while (progressed) {
            progressed = false;
            // Dispatch: one instruction per issue slot, in program order.
            if (next < count && dispatchFree <= now) {
                const Instruction &ins = code[size_t(next)];
                if (ins.kind == Instruction::Kind::Scalar) {
                    out.busyCycles[size_t(pipeIndex(Pipe::Scalar))] += ins.cycles;
                    note(next, now, now + ins.cycles);
                    dispatchFree = now + qMax<qint64>(1, ins.cycles);
                    ++next;
                    progressed = true;
                } else if (ins.kind == Instruction::Kind::Barrier) {
                    if (allIdle()) {
                        note(next, now, now + ins.cycles);
                        dispatchFree = now + qMax<qint64>(1, ins.cycles);
                        ++next;
                        progressed = true;
                    }
                } else {
                    std::deque<Queued> &q = queues[size_t(pipeIndex(ins.pipe))];
                    if (int(q.size()) < m_spec.queueDepth) {
                        q.push_back(Queued{next, now + m_spec.issueCycles});
                        dispatchFree = now + m_spec.issueCycles;
                        ++next;
                        progressed = true;
                    }
                }
            }
            // Execution: each free pipe takes its queue head when it can.
            for (int p = 0; p < kPipeCount; ++p) {
                std::deque<Queued> &q = queues[size_t(p)];
                while (pipeFree[size_t(p)] <= now && !q.empty() && q.front().readyAt <= now) {
                    const int index = q.front().index;
                    const Instruction &ins = code[size_t(index)];
                    if (ins.kind == Instruction::Kind::WaitFlag) {
                        const qint64 setAt = flagSetAt[size_t(ins.flag)];
                        if (setAt < 0 || setAt > now) {
                            if (blockedSince[size_t(p)] < 0)
                                blockedSince[size_t(p)] = now;
                            break;
                        }
                        note(index, blockedSince[size_t(p)] < 0 ? now : blockedSince[size_t(p)], now);
                        blockedSince[size_t(p)] = -1;
                        q.pop_front();
                        progressed = true;
                        continue;
                    }
                    q.pop_front();
                    pipeFree[size_t(p)] = now + ins.cycles;
                    if (ins.kind == Instruction::Kind::SetFlag) {
                        flagSetAt[size_t(ins.flag)] = now + ins.cycles;
                    } else {
                        out.busyCycles[size_t(p)] += ins.cycles;
                        if (!ins.item.isEmpty())
                            out.work[size_t(p)][ins.item] += ins.amount;
                    }
                    note(index, now, now + ins.cycles);
                    progressed = true;
                }
            }
        }

        if (next == count && allIdle()) {
            out.cycles = qMax(now, dispatchFree);
            return out;
        }
        // Advance to the earliest moment anything can change.
        qint64 t = kNever;
        if (next < count && dispatchFree > now)
            t = qMin(t, dispatchFree);
        for (int p = 0; p < kPipeCount; ++p) {
            if (pipeFree[size_t(p)] > now)
                t = qMin(t, pipeFree[size_t(p)]);
            const std::deque<Queued> &q = queues[size_t(p)];
            if (q.empty())
                continue;
            if (q.front().readyAt > now)
                t = qMin(t, q.front().readyAt);
            const Instruction &head = code[size_t(q.front().index)];
            if (head.kind == Instruction::Kind::WaitFlag) {
                const qint64 setAt = flagSetAt[size_t(head.flag)];
                if (setAt > now)
                    t = qMin(t, setAt);
            }
        }
        if (t == kNever) {
            return makeError(Error::Kind::Internal,
                             Tr::tr("simulated kernel cannot finish: instruction %1 of %2 waits for a flag "
                                    "that is never set")
                                 .arg(next)
                                 .arg(count));
        }
        now = t;
    }
}

} // namespace rl::sim
