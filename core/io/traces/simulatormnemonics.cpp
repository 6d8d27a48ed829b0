// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/traces/simulatormnemonics.h"

#include <QRegularExpression>
#include <QStringList>

namespace rl {

std::optional<TransferMnemonic> transferOf(QStringView mnemonic)
{
    std::optional<TransferMnemonic> best;
    qsizetype bestLength = 0;
    for (const TransferMnemonic &m : kTransferMnemonics) {
        const QLatin1String prefix(m.prefix);
        if (prefix.size() > bestLength && mnemonic.startsWith(prefix)) {
            best = m;
            bestLength = prefix.size();
        }
    }
    return best;
}

std::optional<ComponentId> componentOfPipe(QStringView pipe)
{
    if (pipe == u"SCALAR")
        return ComponentId::Scalar;
    if (pipe == u"CUBE")
        return ComponentId::Cube;
    if (pipe == u"VECTOR")
        return ComponentId::Vector;
    if (pipe == u"MTE1")
        return ComponentId::Mte1;
    if (pipe == u"MTE2")
        return ComponentId::Mte2;
    if (pipe == u"MTE3")
        return ComponentId::Mte3;
    if (pipe == u"FIXP")
        return ComponentId::FixPipe;
    return std::nullopt;
}

QString precisionFromHint(QStringView text)
{
    // Whole tokens only, so "s8" does not match inside "s816"; order: the specific first.
    static const QList<std::pair<QRegularExpression, QString>> hints = [] {
        QList<std::pair<QRegularExpression, QString>> list;
        auto add = [&list](const char *alternatives, const char *id) {
            list.append({QRegularExpression(u"(?<![A-Za-z0-9])(" + QLatin1String(alternatives) + u")(?![A-Za-z0-9])",
                                            QRegularExpression::CaseInsensitiveOption),
                         QLatin1String(id)});
        };
        add("bf16|bfloat16", "bf16");
        add("hf32", "hf32");
        add("fp16|f16|half|float16", "fp16");
        add("fp32|f32|float|float32", "fp32");
        add("int8|s8|u8|uint8", "int8");
        add("int4|s4|u4", "int4");
        add("int16|s16|u16", "int16");
        add("int32|s32|u32", "int32");
        add("fp8|f8|hif8", "fp8");
        return list;
    }();
    for (const auto &[pattern, id] : hints) {
        if (pattern.match(text.toString()).hasMatch())
            return id;
    }
    return {};
}

int pipeDisplayRank(QStringView pipe)
{
    static const QStringList order = {u"SCALAR"_qs,  u"FLOWCTRL"_qs, u"MTE1"_qs,     u"CUBE"_qs,      u"FIXP"_qs,
                                      u"MTE2"_qs,    u"VECTOR"_qs,   u"MTE3"_qs,     u"CACHEMISS"_qs, u"SCALARLDST"_qs,
                                      u"ALL"_qs,     u"USER_MARK"_qs, u"EVENT"_qs,   u"SET_FLAG"_qs,  u"WAIT_FLAG"_qs,
                                      u"set_event"_qs, u"wait_event"_qs};
    const qsizetype i = order.indexOf(pipe);
    return i < 0 ? int(order.size()) : int(i);
}

QString pipeOfNumericId(qint64 id)
{
    switch (id) {
    case 10: return u"SCALAR"_qs;
    case 20: return u"SCALARLDST"_qs;
    case 30: return u"VECTOR"_qs;
    case 40: return u"CUBE"_qs;
    case 50: return u"MTE1"_qs;
    case 60: return u"MTE2"_qs;
    case 70: return u"MTE3"_qs;
    case 80: return u"FIXP"_qs;
    case 90: return u"FLOWCTRL"_qs;
    case 100: return u"ALL"_qs;
    case 110: return u"CACHEMISS"_qs;
    case 120: return u"USER_MARK"_qs;
    default: return {};
    }
}

} // namespace rl
