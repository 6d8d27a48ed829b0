// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/kernelbuilder.h"

namespace rl::sim {

KernelBuilder::BufferState &KernelBuilder::state(int buffer)
{
    if (size_t(buffer) >= m_buffers.size())
        m_buffers.resize(size_t(buffer) + 1);
    return m_buffers[size_t(buffer)];
}

void KernelBuilder::scalar(qint64 cycles, const QString &mnemonic)
{
    Instruction i;
    i.kind = Instruction::Kind::Scalar;
    i.pipe = Pipe::Scalar;
    i.cycles = cycles;
    i.mnemonic = mnemonic;
    m_entries.push_back(Entry{{}, std::move(i), {}});
}

void KernelBuilder::transfer(Pipe pipe, const QString &mnemonic, const QString &path, double bytes,
                             std::initializer_list<int> reads, std::initializer_list<int> writes)
{
    Instruction i;
    i.pipe = pipe;
    i.cycles = m_spec.transferCycles(path, bytes);
    i.mnemonic = mnemonic;
    i.item = path;
    i.amount = bytes;
    add(std::move(i), reads, writes);
}

void KernelBuilder::vector(const QString &mnemonic, const QString &precision, int repeat, double opsPerRepeat,
                           std::initializer_list<int> reads, std::initializer_list<int> writes)
{
    Instruction i;
    i.pipe = Pipe::Vector;
    i.cycles = m_spec.vectorCycles(repeat);
    i.mnemonic = mnemonic;
    i.item = precision;
    i.amount = double(qMax(1, repeat)) * opsPerRepeat;
    i.repeat = repeat;
    add(std::move(i), reads, writes);
}

void KernelBuilder::mmad(int m, int k, int n, std::initializer_list<int> reads, std::initializer_list<int> writes)
{
    Instruction i;
    i.pipe = Pipe::Cube;
    i.cycles = m_spec.mmadCycles(m, k, n);
    i.mnemonic = u"MMAD"_qs;
    i.item = u"fp16"_qs;
    i.amount = CoreSpec::mmadOps(m, k, n);
    add(std::move(i), reads, writes);
}

void KernelBuilder::barrierAll()
{
    Instruction i;
    i.kind = Instruction::Kind::Barrier;
    i.pipe = Pipe::Scalar;
    i.cycles = m_spec.barrierCycles;
    i.mnemonic = u"BAR"_qs;
    m_entries.push_back(Entry{{}, std::move(i), {}});
    // Everything before the barrier is complete for everyone: no flag is needed for it.
    const int last = int(m_entries.size()) - 1;
    for (auto &row : m_synced)
        row.fill(last);
}

void KernelBuilder::dependOn(Entry &consumer, Pipe consumerPipe, const Access &producer)
{
    if (producer.pipe == consumerPipe)
        return; // one queue executes in order
    int &synced = m_synced[size_t(pipeIndex(producer.pipe))][size_t(pipeIndex(consumerPipe))];
    if (synced >= producer.entry)
        return;
    const int flag = m_flagCount++;
    Instruction set;
    set.kind = Instruction::Kind::SetFlag;
    set.pipe = producer.pipe;
    set.partner = consumerPipe;
    set.flag = flag;
    set.cycles = 1;
    set.mnemonic = u"SET_FLAG"_qs;
    m_entries[size_t(producer.entry)].setsAfter.push_back(set);
    Instruction wait = set;
    wait.kind = Instruction::Kind::WaitFlag;
    wait.pipe = consumerPipe;
    wait.partner = producer.pipe;
    wait.mnemonic = u"WAIT_FLAG"_qs;
    consumer.waitsBefore.push_back(wait);
    synced = producer.entry;
}

void KernelBuilder::add(Instruction instruction, std::initializer_list<int> reads, std::initializer_list<int> writes)
{
    const Pipe pipe = instruction.pipe;
    const int index = int(m_entries.size());
    m_entries.push_back(Entry{{}, std::move(instruction), {}});
    Entry &entry = m_entries.back();
    // Read after write. Negative ids are "no buffer", so templates can pass optional ones.
    for (int b : reads) {
        if (b < 0)
            continue;
        if (const auto &w = state(b).lastWrite)
            dependOn(entry, pipe, *w);
    }
    // Write after write and write after read.
    for (int b : writes) {
        if (b < 0)
            continue;
        BufferState &s = state(b);
        if (s.lastWrite)
            dependOn(entry, pipe, *s.lastWrite);
        for (int p = 0; p < kPipeCount; ++p) {
            if (s.lastReadByPipe[size_t(p)] >= 0)
                dependOn(entry, pipe, Access{s.lastReadByPipe[size_t(p)], Pipe(p)});
        }
    }
    for (int b : reads) {
        if (b >= 0)
            state(b).lastReadByPipe[size_t(pipeIndex(pipe))] = index;
    }
    for (int b : writes) {
        if (b < 0)
            continue;
        BufferState &s = state(b);
        s.lastWrite = Access{index, pipe};
        s.lastReadByPipe.fill(-1);
    }
}

Program KernelBuilder::finish()
{
    Program program;
    program.flagCount = m_flagCount;
    size_t total = 0;
    for (const Entry &e : m_entries)
        total += e.waitsBefore.size() + 1 + e.setsAfter.size();
    program.instructions.reserve(total);
    for (Entry &e : m_entries) {
        for (Instruction &w : e.waitsBefore)
            program.instructions.push_back(std::move(w));
        program.instructions.push_back(std::move(e.instruction));
        for (Instruction &s : e.setsAfter)
            program.instructions.push_back(std::move(s));
    }
    m_entries.clear();
    return program;
}

} // namespace rl::sim
