// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/sim/corespec.h"
#include "core/sim/instruction.h"

#include <array>
#include <initializer_list>
#include <optional>
#include <vector>

namespace rl::sim {

// Writes a kernel's instruction stream the way an AscendC programmer would, with the
// synchronisation derived from buffer use: when a pipe touches an on-chip buffer another pipe
// wrote (or still reads), the builder puts SET_FLAG right after that instruction and
// WAIT_FLAG right before this one. Reusing one buffer for two roles therefore creates the
// spatial dependencies of the paper (RSD), and ping-pong buffers remove them (PP).
class KernelBuilder
{
public:
    explicit KernelBuilder(const CoreSpec &spec) : m_spec(spec) { }

    const CoreSpec &spec() const { return m_spec; }
    int buffer() { return m_bufferCount++; } // a new on-chip buffer (UB, L1, L0A/B/C region)

    void scalar(qint64 cycles, const QString &mnemonic = u"ADD_SCALAR"_qs);
    // A data move on MTE1/MTE2/MTE3 of `bytes` along `path`.
    void transfer(Pipe pipe, const QString &mnemonic, const QString &path, double bytes,
                  std::initializer_list<int> reads, std::initializer_list<int> writes);
    // A vector instruction of `repeat` repeats, each doing `opsPerRepeat` operations.
    void vector(const QString &mnemonic, const QString &precision, int repeat, double opsPerRepeat,
                std::initializer_list<int> reads, std::initializer_list<int> writes);
    // A cube MMAD of m x k x n (fp16).
    void mmad(int m, int k, int n, std::initializer_list<int> reads, std::initializer_list<int> writes);
    // pipe_barrier(PIPE_ALL).
    void barrierAll();

    Program finish();

private:
    struct Entry
    {
        std::vector<Instruction> waitsBefore;
        Instruction instruction;
        std::vector<Instruction> setsAfter;
    };
    struct Access
    {
        int entry = -1;
        Pipe pipe = Pipe::Scalar;
    };
    struct BufferState
    {
        std::optional<Access> lastWrite;
        std::array<int, kPipeCount> lastReadByPipe;
        BufferState() { lastReadByPipe.fill(-1); }
    };

    void add(Instruction instruction, std::initializer_list<int> reads, std::initializer_list<int> writes);
    void dependOn(Entry &consumer, Pipe consumerPipe, const Access &producer);
    BufferState &state(int buffer);

    CoreSpec m_spec; // a copy: builders are made from temporaries (`KernelBuilder b(spec())`)
    int m_bufferCount = 0;
    int m_flagCount = 0;
    std::vector<Entry> m_entries;
    std::vector<BufferState> m_buffers;
    // m_synced[q][p]: the last entry of pipe q that pipe p has already waited for.
    std::array<std::array<int, kPipeCount>, kPipeCount> m_synced = [] {
        std::array<std::array<int, kPipeCount>, kPipeCount> a{};
        for (auto &row : a)
            row.fill(-1);
        return a;
    }();
};

} // namespace rl::sim
