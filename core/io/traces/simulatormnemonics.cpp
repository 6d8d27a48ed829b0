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

} // namespace rl
