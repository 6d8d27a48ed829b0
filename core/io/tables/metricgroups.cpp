// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/tables/metricgroups.h"

#include <QSet>

namespace rl {

bool hasSeparatedNaming(const QStringList &names)
{
    for (const QString &n : names) {
        if (n.startsWith(u"aiv_"))
            return true;
    }
    return false;
}

QStringList metricGroupsOf(const QStringList &names)
{
    struct Group
    {
        const char16_t *name;
        std::initializer_list<QStringView> markers;
    };
    static const Group groups[] = {
        {u"PipeUtilization",
         {u"mac_ratio", u"vec_ratio", u"scalar_ratio", u"mte2_ratio", u"mac_time", u"vec_time", u"cube_time",
          u"icache_miss_rate", u"fixpipe_ratio"}},
        {u"ArithmeticUtilization",
         {u"mac_fp16_ratio", u"cube_fp16_ratio", u"cube_fops", u"vector_fops", u"vec_fops", u"vec_fp32_ratio"}},
        {u"Memory", {u"main_mem_read_bw", u"main_mem_write_bw", u"ub_read_bw", u"l2_read_bw"}},
        {u"MemoryL0", {u"l0a_read_bw", u"l0b_read_bw", u"l0c_read_bw_cube", u"l0c_read_bw"}},
        {u"MemoryUB", {u"ub_read_bw_mte", u"ub_read_bw_vector", u"ub_read_bw_scalar"}},
        {u"ResourceConflictRatio",
         {u"vec_bank_cflt_ratio", u"vec_bankgroup_cflt_ratio", u"vec_resc_cflt_ratio", u"cube_wait_ratio",
          u"iq_full_ratio"}},
        {u"L2Cache", {u"write_cache_hit", u"r0_read_cache_hit", u"total_hit_rate", u"l2_cache_hit_rate"}},
        {u"MemoryAccess", {u"read_main_memory_datas", u"gm_to_l1_datas", u"gm_to_ub_datas"}},
        {u"PipelineExecuteUtilization", {u"mac_exe_ratio", u"vec_exe_ratio"}},
    };
    QSet<QString> bases;
    for (const QString &n : names)
        bases.insert(n.startsWith(u"aic_") || n.startsWith(u"aiv_") ? n.mid(4) : n);
    QStringList out;
    for (const Group &g : groups) {
        for (QStringView m : g.markers) {
            if (bases.contains(m.toString())) {
                out << QString::fromUtf16(g.name);
                break;
            }
        }
    }
    return out;
}

} // namespace rl
