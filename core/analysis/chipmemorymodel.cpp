// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/chipmemorymodel.h"

#include "core/analysis/fixedmetricreader.h"
#include "core/model/metricnames.h"

#include <array>
#include <utility>
#include <vector>

namespace rl {

namespace {

// A metric's unprefixed, aic_ and aiv_ spellings, interned once: every kernel of a long run
// looks them up.
using Spellings = std::array<const QString *, 3>;
Spellings spellingsOf(const QString &name)
{
    return {MetricNames::intern(name), MetricNames::intern(u"aic_" + name), MetricNames::intern(u"aiv_" + name)};
}

// Two metrics in their three spellings each, read by position (FixedMetricReader): the
// kernels of a table share one list of names.
class ReadWriteMetrics
{
public:
    ReadWriteMetrics(const QString &read, const QString &write)
        : m_reader([&] {
              const Spellings r = spellingsOf(read), w = spellingsOf(write);
              return std::vector<const QString *>{r[0], r[1], r[2], w[0], w[1], w[2]};
          }())
    { }

    // Per spelling (unprefixed, aic_, aiv_) the read and the write value; a negative or NaN
    // value counts as none.
    struct Values
    {
        std::array<std::optional<double>, 3> read, write;
    };
    Values of(const Operator &op) const
    {
        std::array<std::optional<double>, 6> v;
        m_reader.readAll(op.metrics, v.data());
        Values out;
        for (size_t k = 0; k < 3; ++k) {
            out.read[k] = usable(v[k]);
            out.write[k] = usable(v[3 + k]);
        }
        return out;
    }

private:
    static std::optional<double> usable(const std::optional<double> &v) { return v && *v >= 0.0 ? v : std::nullopt; }
    FixedMetricReader m_reader;
};

// An unprefixed whole-operator count, else the sum of the AIC and AIV ones.
std::optional<double> wholeOperator(const std::array<std::optional<double>, 3> &spellings)
{
    if (spellings[0])
        return spellings[0];
    const auto &aic = spellings[1];
    const auto &aiv = spellings[2];
    if (!aic && !aiv)
        return std::nullopt;
    return aic.value_or(0.0) + aiv.value_or(0.0);
}

// Whether a path reads global memory (isGmReadPath), writes it (isGmWritePath) or neither, by
// its interned name: asked for every path of every kernel, and a run names a dozen paths.
enum class GmPath : quint8 { Read, Write, Neither };
GmPath gmPathOf(const QString *interned)
{
    thread_local std::vector<std::pair<const QString *, GmPath>> known;
    for (const auto &[name, kind] : known) {
        if (name == interned)
            return kind;
    }
    const GmPath kind = isGmReadPath(*interned) ? GmPath::Read
        : isGmWritePath(*interned)              ? GmPath::Write
                                                : GmPath::Neither;
    known.emplace_back(interned, kind);
    return kind;
}

} // namespace

ComponentResult ChipMemoryModel::result(const Operator &op, ComponentId memory, double read, double write) const
{
    ComponentResult r;
    r.key = ComponentKey{memory, Side::None};
    r.coreTimeUs = op.durationUs; // shared by all cores: measured against the wall time
    r.blockDim = 1;
    static const QString *const kReadItem = MetricNames::intern(u"read"_qs);
    static const QString *const kWriteItem = MetricNames::intern(u"write"_qs);
    // Every chip memory's work names the same two items: the maps share one list of them
    // (MetricMap::shareNames) and hold only their numbers, a long run's half a million of them.
    static const MetricMap kReadWrite = [] {
        MetricMap m;
        m.appendInterned(kReadItem, 0.0);
        m.appendInterned(kWriteItem, 0.0);
        m.shareNames();
        return m;
    }();
    // Byte counts are whole numbers: four bytes each where they fit (MetricMap::pack).
    const double readWrite[] = {read, write};
    r.work = MetricMap::withNamesOf(kReadWrite, readWrite);
    r.dominantAt = read >= write ? 0 : 1; // the positions of read and write
    r.dominantShare = read + write > 0.0 ? std::max(read, write) / (read + write) : 0.0;
    const std::optional<double> bandwidthGbs = m_cores.memoryBandwidthGbs(memory);
    if (!bandwidthGbs) {
        r.missingPeakAt = ComponentResult::kBandwidth;
        return r;
    }
    // 1 GB/s moves 1e3 bytes per µs.
    r.idealUs = (read + write) / (*bandwidthGbs * 1e3); // U = ideal / wall time (ComponentResult::U)
    return r;
}

std::optional<ComponentResult> ChipMemoryModel::evaluateGm(const Operator &op,
                                                           const std::vector<ComponentResult> &cores) const
{
    // msprof op Memory / MemoryAccess: read_main_memory_datas(KB), write_main_memory_datas(KB).
    static const ReadWriteMetrics kDatasKb(u"read_main_memory_datas"_qs, u"write_main_memory_datas"_qs);
    const ReadWriteMetrics::Values kb = kDatasKb.of(op);
    const auto readKb = wholeOperator(kb.read);
    const auto writeKb = wholeOperator(kb.write);
    double read = 0.0, write = 0.0;
    if (readKb || writeKb) {
        read = readKb.value_or(0.0) * 1024.0;
        write = writeKb.value_or(0.0) * 1024.0;
    } else {
        for (const ComponentResult &c : cores) {
            if (c.kind() != ComponentKind::Transfer || isChipMemory(c.key.id))
                continue;
            for (auto it = c.work.cbegin(); it != c.work.cend(); ++it) {
                if (!(it.value() > 0.0))
                    continue;
                const GmPath path = gmPathOf(it.internedKey());
                if (path == GmPath::Read)
                    read += it.value();
                else if (path == GmPath::Write)
                    write += it.value();
            }
        }
    }
    if (!(read + write > 0.0))
        return std::nullopt;
    return result(op, ComponentId::Gm, read, write);
}

std::optional<ComponentResult> ChipMemoryModel::evaluateL2(const Operator &op) const
{
    double read = 0.0, write = 0.0;
    bool known = false;
    static const ReadWriteMetrics kBandwidths(u"l2_read_bw"_qs, u"l2_write_bw"_qs);
    const ReadWriteMetrics::Values bw = kBandwidths.of(op);
    constexpr std::array<Side, 3> kSides = {Side::None, Side::Aic, Side::Aiv};
    for (size_t k = 0; k < kSides.size(); ++k) {
        const Side side = kSides[k];
        const auto &r = bw.read[k];
        const auto &w = bw.write[k];
        if (!r && !w)
            continue;
        // Per-core GB/s over the side's core time, times the side's blocks (as the Memory
        // group's main-memory bandwidths are read): bytes = GB/s × 1e3 × µs × blocks.
        ComponentSample probe;
        probe.key = ComponentKey{ComponentId::Mte2, side};
        const double scale = 1e3 * m_cores.coreTimeFor(op, probe) * m_cores.blockDimFor(op, probe);
        read += r.value_or(0.0) * scale;
        write += w.value_or(0.0) * scale;
        known = true;
    }
    if (!known || !(read + write > 0.0))
        return std::nullopt;
    return result(op, ComponentId::L2, read, write);
}

std::optional<ComponentResult> ChipMemoryModel::l2FromGm(const Operator &op, const ComponentResult &gm) const
{
    if (!m_cores.hasL2())
        return std::nullopt;
    static const QString *const kReadItem = MetricNames::intern(u"read"_qs);
    static const QString *const kWriteItem = MetricNames::intern(u"write"_qs);
    return result(op, ComponentId::L2, gm.work.valueInterned(kReadItem).value_or(0.0),
                  gm.work.valueInterned(kWriteItem).value_or(0.0));
}

} // namespace rl
