// SPDX-License-Identifier: GPL-3.0-or-later
// The msprof op run tst_opprofgroups reads: the seven metric groups' real headers in the layout
// before CANN 8.5 and in the CANN 8.5 one, made-up values every expectation can be worked out
// from by hand, and the files and loads built from them.
#pragma once

#include "core/io/importerregistry.h"
#include "testutil.h"

#include <QHash>
#include <QTemporaryDir>
#include <QTest>

#include <array>
#include <cmath>

namespace rl::test::opprofgroups {

enum class Layout { BeforeCann85, Cann85 };

struct GroupHeader
{
    const char *group;
    const char *beforeCann85;
    const char *cann85; // nullptr: as before
};

const GroupHeader kGroups[] = {
    {"PipeUtilization",
     "block_id,sub_block_id,aic_time(us),aic_total_cycles,aic_cube_time(us),aic_cube_ratio,aic_mte1_time(us),"
     "aic_mte1_ratio,aic_mte2_time(us),aic_mte2_ratio,aic_mte3_time(us),aic_mte3_ratio,aic_mte3_active_bw(GB/s),"
     "aic_fixpipe_time(us),aic_fixpipe_ratio,aic_fixpipe_active_bw(GB/s),aic_icache_miss_rate,aic_scalar_time(us),"
     "aic_scalar_ratio,aic_scalar_single_time(us),aic_scalar_dual_time(us),aic_scalar_mte1_stall_time(us),"
     "aic_scalar_mte2_stall_time(us),aic_scalar_mte3_stall_time(us),aic_scalar_cube_stall_time(us),"
     "aic_scalar_wait_ib_time(us),aic_scalar_wait_time(us),aiv_time(us),aiv_total_cycles,aiv_vec_time(us),"
     "aiv_vec_ratio,aiv_mte2_time(us),aiv_mte2_ratio,aiv_mte2_active_bw(GB/s),aiv_mte3_time(us),aiv_mte3_ratio,"
     "aiv_mte3_active_bw(GB/s),aiv_icache_miss_rate,aiv_scalar_time(us),aiv_scalar_ratio,"
     "aiv_scalar_single_time(us),aiv_scalar_dual_time(us),aiv_scalar_mte2_stall_time(us),"
     "aiv_scalar_mte3_stall_time(us),aiv_scalar_stall_by_ub_time(us),aiv_scalar_vector_stall_time(us),"
     "aiv_scalar_wait_ib_time(us),aiv_scalar_wait_time(us),",
     "block_id,sub_block_id,aic_time(us),aic_total_cycles,aic_cube_time(us),aic_cube_ratio,aic_scalar_time(us),"
     "aic_scalar_ratio,aic_mte1_time(us),aic_mte1_ratio,aic_mte2_time(us),aic_mte2_ratio,aic_mte3_time(us),"
     "aic_mte3_ratio,aic_mte3_active_bw(GB/s),aic_fixpipe_time(us),aic_fixpipe_ratio,aic_fixpipe_active_bw(GB/s),"
     "aic_icache_miss_rate,aiv_time(us),aiv_total_cycles,aiv_vec_time(us),aiv_vec_ratio,aiv_scalar_time(us),"
     "aiv_scalar_ratio,aiv_mte2_time(us),aiv_mte2_ratio,aiv_mte2_active_bw(GB/s),aiv_mte3_time(us),"
     "aiv_mte3_ratio,aiv_mte3_active_bw(GB/s),aiv_icache_miss_rate,aic_mte1_active_bw(GB/s),"
     "aic_mte2_active_bw(GB/s),"},
    {"ArithmeticUtilization",
     "block_id,sub_block_id,aic_time(us),aic_total_cycles,aic_cube_ratio,aic_cube_fp16_ratio,aic_cube_int8_ratio,"
     "aic_cube_fops,aic_cube_total_instr_number,aic_cube_fp_instr_number,aic_cube_int_instr_number,aiv_time(us),"
     "aiv_total_cycles,aiv_vec_ratio,aiv_vec_fp32_ratio,aiv_vec_fp16_ratio,aiv_vec_int32_ratio,aiv_vec_int16_ratio,"
     "aiv_vec_misc_ratio,aiv_vec_fops,",
     nullptr},
    {"L2Cache",
     "block_id,sub_block_id,aic_time(us),aic_total_cycles,aic_write_cache_hit,aic_write_cache_miss_allocate,"
     "aic_r0_read_cache_hit,aic_r0_read_cache_miss_allocate,aic_r1_read_cache_hit,aic_r1_read_cache_miss_allocate,"
     "aic_write_hit_rate(%),aic_read_hit_rate(%),aic_total_hit_rate(%),aiv_time(us),aiv_total_cycles,"
     "aiv_write_cache_hit,aiv_write_cache_miss_allocate,aiv_r0_read_cache_hit,aiv_r0_read_cache_miss_allocate,"
     "aiv_r1_read_cache_hit,aiv_r1_read_cache_miss_allocate,aiv_write_hit_rate(%),aiv_read_hit_rate(%),"
     "aiv_total_hit_rate(%),",
     nullptr},
    {"Memory",
     "block_id,sub_block_id,aic_time(us),aic_total_cycles,aic_l1_read_bw(GB/s),aic_l1_write_bw(GB/s),"
     "aic_main_mem_read_bw(GB/s),aic_main_mem_write_bw(GB/s),aic_mte1_instructions,aic_mte1_ratio,"
     "aic_mte2_instructions,aic_mte2_ratio,aic_mte3_instructions,aic_mte3_ratio,aiv_time(us),aiv_total_cycles,"
     "aiv_ub_to_gm_bw(GB/s),aiv_gm_to_ub_bw(GB/s),aiv_main_mem_read_bw(GB/s),aiv_main_mem_write_bw(GB/s),"
     "aiv_mte2_instructions,aiv_mte2_ratio,aiv_mte3_instructions,aiv_mte3_ratio,read_main_memory_datas(KB),"
     "write_main_memory_datas(KB),GM_to_L1_datas(KB),GM_to_L1_bw_usage_rate(%),L1_to_GM_datas(KB)(estimate),"
     "L1_to_GM_bw_usage_rate(%)(estimate),L0C_to_L1_datas(KB),L0C_to_L1_bw_usage_rate(%),L0C_to_GM_datas(KB),"
     "L0C_to_GM_bw_usage_rate(%),GM_to_UB_datas(KB),GM_to_UB_bw_usage_rate(%),UB_to_GM_datas(KB),"
     "UB_to_GM_bw_usage_rate(%),",
     nullptr},
    {"MemoryL0",
     "block_id,sub_block_id,aic_time(us),aic_total_cycles,aic_l0a_read_bw(GB/s),aic_l0a_write_bw(GB/s),"
     "aic_l0b_read_bw(GB/s),aic_l0b_write_bw(GB/s),aic_l0c_read_bw_cube(GB/s),aic_l0c_write_bw_cube(GB/s),"
     "aiv_time(us),aiv_total_cycles,",
     nullptr},
    {"MemoryUB",
     "block_id,sub_block_id,aic_time(us),aic_total_cycles,aiv_time(us),aiv_total_cycles,"
     "aiv_ub_read_bw_vector(GB/s),aiv_ub_write_bw_vector(GB/s),aiv_ub_read_bw_scalar(GB/s),"
     "aiv_ub_write_bw_scalar(GB/s),",
     nullptr},
    {"ResourceConflictRatio",
     "block_id,sub_block_id,aic_time(us),aic_total_cycles,aic_cube_wait_ratio,aic_mte1_wait_ratio,"
     "aic_mte2_wait_ratio,aic_mte3_wait_ratio,aiv_time(us),aiv_total_cycles,aiv_vec_total_cflt_ratio,"
     "aiv_vec_bankgroup_cflt_ratio,aiv_vec_bank_cflt_ratio,aiv_vec_resc_cflt_ratio,aiv_vec_mte_cflt_ratio,"
     "aiv_vec_wait_ratio,aiv_mte2_wait_ratio,aiv_mte3_wait_ratio,",
     "block_id,sub_block_id,aic_time(us),aic_total_cycles,aic_cube_wait_ratio,aic_mte1_wait_ratio,"
     "aic_mte2_wait_ratio,aic_mte3_wait_ratio,aiv_time(us),aiv_total_cycles,aiv_vec_total_cflt_ratio,"
     "aiv_vec_bankgroup_cflt_ratio,aiv_vec_bank_cflt_ratio,aiv_vec_resc_cflt_ratio,aiv_vec_mte_cflt_ratio,"
     "aiv_vec_wait_ratio,aiv_mte1_wait_ratio,aiv_mte2_wait_ratio,aiv_mte3_wait_ratio,"},
};

// The kernel-wide time CANN 8.5.2 divides its ratios by (the real set: 9.0 µs).
constexpr double kCann85RatioTime = 9.0;

// Values of the first block; the second block writes twice as much of everything that is no
// ratio or rate (times, counts, volumes, bandwidths), so a mean over the rows is 1.5 × these
// and a sum 3 × (two cube rows) or 6 × (four vector rows).
inline const QHash<QString, double> &baseValues()
{
    static const QHash<QString, double> values = {{u"aic_time"_qs, 10.0},
                                                  {u"aic_total_cycles"_qs, 18000.0},
                                                  {u"aiv_time"_qs, 20.0},
                                                  {u"aiv_total_cycles"_qs, 36000.0},
                                                  // PipeUtilization
                                                  {u"aic_cube_time"_qs, 4.0},
                                                  {u"aic_mte1_time"_qs, 1.0},
                                                  {u"aic_mte2_time"_qs, 3.0},
                                                  {u"aic_mte3_time"_qs, 0.5},
                                                  {u"aic_fixpipe_time"_qs, 0.25},
                                                  {u"aic_scalar_time"_qs, 2.0},
                                                  {u"aiv_vec_time"_qs, 8.0},
                                                  {u"aiv_mte2_time"_qs, 6.0},
                                                  {u"aiv_mte3_time"_qs, 5.0},
                                                  {u"aiv_scalar_time"_qs, 3.0},
                                                  {u"aic_icache_miss_rate"_qs, 0.03},
                                                  {u"aiv_icache_miss_rate"_qs, 0.05},
                                                  // ArithmeticUtilization
                                                  {u"aic_cube_fops"_qs, 1.0e6},
                                                  {u"aic_cube_fp16_ratio"_qs, 0.3},
                                                  {u"aic_cube_int8_ratio"_qs, 0.1},
                                                  {u"aic_cube_total_instr_number"_qs, 100.0},
                                                  {u"aiv_vec_fops"_qs, 1000.0},
                                                  {u"aiv_vec_fp32_ratio"_qs, 0.2},
                                                  {u"aiv_vec_fp16_ratio"_qs, 0.1},
                                                  {u"aiv_vec_int32_ratio"_qs, 0.0},
                                                  {u"aiv_vec_int16_ratio"_qs, 0.0},
                                                  {u"aiv_vec_misc_ratio"_qs, 0.1},
                                                  // Memory
                                                  {u"gm_to_l1_datas"_qs, 64.0},
                                                  {u"l0c_to_gm_datas"_qs, 32.0},
                                                  {u"l0c_to_l1_datas"_qs, 16.0},
                                                  {u"l1_to_gm_datas"_qs, 8.0},
                                                  {u"gm_to_ub_datas"_qs, 128.0},
                                                  {u"ub_to_gm_datas"_qs, 64.0},
                                                  {u"read_main_memory_datas"_qs, 100.0},
                                                  {u"write_main_memory_datas"_qs, 50.0},
                                                  {u"aic_mte2_instructions"_qs, 3.0},
                                                  {u"aiv_mte2_instructions"_qs, 5.0},
                                                  {u"aiv_gm_to_ub_bw"_qs, 12.0},
                                                  // MemoryL0, MemoryUB
                                                  {u"aic_l0a_read_bw"_qs, 100.0},
                                                  {u"aic_l0a_write_bw"_qs, 80.0},
                                                  {u"aic_l0b_read_bw"_qs, 60.0},
                                                  {u"aic_l0b_write_bw"_qs, 40.0},
                                                  {u"aic_l0c_read_bw_cube"_qs, 30.0},
                                                  {u"aic_l0c_write_bw_cube"_qs, 20.0},
                                                  {u"aiv_ub_read_bw_vector"_qs, 50.0},
                                                  {u"aiv_ub_write_bw_vector"_qs, 40.0},
                                                  {u"aiv_ub_read_bw_scalar"_qs, 2.0},
                                                  {u"aiv_ub_write_bw_scalar"_qs, 1.0},
                                                  // ResourceConflictRatio
                                                  {u"aic_cube_wait_ratio"_qs, 0.1},
                                                  {u"aiv_vec_bank_cflt_ratio"_qs, 0.02},
                                                  {u"aiv_vec_bankgroup_cflt_ratio"_qs, 0.03},
                                                  {u"aiv_mte1_wait_ratio"_qs, 0.04}};
    return values;
}

// L2 counts per row, as write hit, write miss, r0 hit, r0 miss, r1 hit, r1 miss. The second
// cube row missed everything: the mean of the rows' rates (47.7 %) is far from the rate of the
// summed counts (21 / 122 = 17.2 %). The vector rows are the real CANN 8.5.2 ones.
using L2Counts = std::array<double, 6>;
inline L2Counts l2Counts(int block, int subBlock)
{
    static const L2Counts cube[2] = {{1, 0, 10, 1, 10, 0}, {0, 0, 0, 50, 0, 50}};
    static const L2Counts vector[2][2] = {{{1, 128, 9, 512, 10, 513}, {1, 128, 8, 517, 11, 508}},
                                          {{1, 128, 7, 511, 8, 518}, {1, 128, 9, 512, 10, 513}}};
    return subBlock < 0 ? cube[block] : vector[block][subBlock];
}

inline QString normalised(QString column)
{
    static const QRegularExpression units(QStringLiteral("\\([^)]*\\)"));
    return column.remove(units).trimmed().toLower();
}

inline QString number(double v)
{
    return QString::number(v, 'f', 6);
}

// One cell of the row of `block` and sub-core (`subBlock` -1 for cube0, else vectorN).
inline QString cell(const QString &column, Layout layout, int block, int subBlock)
{
    const QString name = normalised(column);
    const bool cube = subBlock < 0;
    if (name == u"block_id")
        return QString::number(block);
    if (name == u"sub_block_id")
        return cube ? u"cube0"_qs : u"vector%1"_qs.arg(subBlock);
    if ((name.startsWith(u"aic_") && !cube) || (name.startsWith(u"aiv_") && cube))
        return u"NA"_qs;
    // The per-path volumes of the other core kind's paths are NA too.
    const bool cubePath = name.startsWith(u"gm_to_l1") || name.startsWith(u"l1_to_gm") || name.startsWith(u"l0c_");
    const bool vectorPath = name.startsWith(u"gm_to_ub") || name.startsWith(u"ub_to_gm");
    if ((cubePath && !cube) || (vectorPath && cube))
        return u"NA"_qs;
    const QString side = name.left(4);
    const QString base = name.mid(4);
    static const QStringList kL2 = {u"write_cache_hit"_qs,   u"write_cache_miss_allocate"_qs,
                                    u"r0_read_cache_hit"_qs, u"r0_read_cache_miss_allocate"_qs,
                                    u"r1_read_cache_hit"_qs, u"r1_read_cache_miss_allocate"_qs};
    const L2Counts l2 = l2Counts(block, subBlock);
    if (const qsizetype i = kL2.indexOf(base); i >= 0)
        return QString::number(l2[size_t(i)]);
    const auto percent = [](double hits, double all) { return number(all > 0.0 ? 100.0 * hits / all : 0.0); };
    if (base == u"write_hit_rate")
        return percent(l2[0], l2[0] + l2[1]);
    if (base == u"read_hit_rate")
        return percent(l2[2] + l2[4], l2[2] + l2[3] + l2[4] + l2[5]);
    if (base == u"total_hit_rate")
        return percent(l2[0] + l2[2] + l2[4], l2[0] + l2[1] + l2[2] + l2[3] + l2[4] + l2[5]);
    const double factor = block + 1;
    if (name.endsWith(u"_ratio") && name.contains(u"_time") == false) {
        // A pipe's ratio: time / core time before CANN 8.5, time / one kernel-wide time in 8.5.
        const QString time = name.chopped(6) + u"_time";
        if (baseValues().contains(time)) {
            const double core = baseValues().value(side + u"time");
            return number(baseValues().value(time) / (layout == Layout::Cann85 ? kCann85RatioTime : core));
        }
    }
    const double v = baseValues().value(name, 1.0);
    if (name.endsWith(u"_ratio") || name.endsWith(u"_rate"))
        return number(v);
    return number(v * factor);
}

// A mix kernel on two blocks (a cube0 and two vector rows each), as the 8.5 real set has it;
// every row ends in a comma, as the real files do.
inline QByteArray groupFile(const char *header, Layout layout)
{
    const QStringList columns = QString::fromLatin1(header).split(u',');
    QString out = QString::fromLatin1(header) + u'\n';
    for (int block = 0; block < 2; ++block) {
        for (int sub = -1; sub < 2; ++sub) {
            QStringList row;
            for (const QString &c : columns)
                row << (c.isEmpty() ? QString() : cell(c, layout, block, sub));
            out += row.join(u',') + u'\n';
        }
    }
    return out.toUtf8();
}

inline const GroupHeader &headerOf(const QString &group)
{
    for (const GroupHeader &g : kGroups) {
        if (group == QLatin1String(g.group))
            return g;
    }
    return kGroups[0];
}

// OpBasicInfo.csv of the CANN 8.5.2 set, and the group files asked for.
inline QString writeRun(const QTemporaryDir &dir, Layout layout, const QStringList &groups)
{
    const QString run = dir.filePath(u"OPPROF_001"_qs);
    writeFixture(run + u"/OpBasicInfo.csv",
                 "Op Name,Op Type,Task Duration(us),Block Dim,Mix Block Dim,Device Id,Pid,Current Freq,Rated Freq,\n"
                 "main_kernel_mix_aic,mix,30.000000,2,4,0,NA,1800,1800,\n");
    for (const QString &group : groups) {
        const GroupHeader &g = headerOf(group);
        const char *header = layout == Layout::Cann85 && g.cann85 ? g.cann85 : g.beforeCann85;
        writeFixture(run + u'/' + group + u".csv", groupFile(header, layout));
    }
    return run;
}

inline Result<Profile> load(const QString &path)
{
    return ImporterRegistry::builtin().load(path, {}, nullProgress());
}

inline std::optional<double> busy(const Operator &op, ComponentId id, Side side = Side::None)
{
    const ComponentSample *c = op.component({id, side});
    return c ? std::optional<double>(c->busyUs) : std::nullopt;
}

inline double work(const Operator &op, ComponentId id, const QString &item, Side side = Side::None)
{
    const ComponentSample *c = op.component({id, side});
    return c ? c->work.value(item) : 0.0;
}

inline bool near(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b));
}

} // namespace rl::test::opprofgroups
