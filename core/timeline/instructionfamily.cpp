// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/timeline/instructionfamily.h"

#include "core/common/tr.h"

#include <initializer_list>

namespace rl {

namespace {

bool startsWithAny(QStringView text, std::initializer_list<const char16_t *> prefixes)
{
    for (const char16_t *p : prefixes) {
        if (text.startsWith(QStringView(p), Qt::CaseInsensitive))
            return true;
    }
    return false;
}

bool containsAny(QStringView text, std::initializer_list<const char16_t *> parts)
{
    for (const char16_t *p : parts) {
        if (text.contains(QStringView(p), Qt::CaseInsensitive))
            return true;
    }
    return false;
}

InstructionFamily vectorFamily(QStringView m)
{
    if (startsWithAny(m, {u"VCONV", u"VCVT"}))
        return {Tr::tr("conversion"), 3};
    if (startsWithAny(m, {u"VEXP", u"VLN", u"VSQRT", u"VRSQRT", u"VREC", u"VTANH", u"VPOW", u"VLOG", u"VSIN", u"VCOS"}))
        return {Tr::tr("transcendental"), 2};
    if (startsWithAny(
            m, {u"VCADD", u"VCMAX", u"VCMIN", u"VCGADD", u"VCGMAX", u"VCGMIN", u"VREDUCE", u"VWHOLE", u"VCPADD"}))
        return {Tr::tr("reduction"), 1};
    if (startsWithAny(m,
                      {u"VADD", u"VSUB", u"VMUL", u"VDIV", u"VMAX", u"VMIN", u"VMADD", u"VMLA", u"VAXPY", u"VABS",
                       u"VRELU", u"VAND", u"VOR", u"VNOT", u"VSHL", u"VSHR", u"VLRELU"}))
        return {Tr::tr("arithmetic"), 0};
    return {Tr::tr("vector data movement"), 3};
}

InstructionFamily transferFamily(QStringView m)
{
    if (containsAny(m, {u"OUT_TO_L1", u"GM_TO_L1"}))
        return {Tr::tr("GM → L1"), 0};
    if (containsAny(m, {u"OUT_TO_UB", u"GM_TO_UB"}))
        return {Tr::tr("GM → UB"), 1};
    if (containsAny(m, {u"UB_TO_OUT", u"UB_TO_GM"}))
        return {Tr::tr("UB → GM"), 0};
    if (containsAny(m, {u"L1_TO_L0A", u"TO_L0A"}))
        return {Tr::tr("L1 → L0A"), 0};
    if (containsAny(m, {u"L1_TO_L0B", u"TO_L0B"}))
        return {Tr::tr("L1 → L0B"), 1};
    if (containsAny(m, {u"L0C_TO", u"FIX"}))
        return {Tr::tr("L0C out"), 0};
    if (containsAny(m, {u"OUT_TO_L0", u"GM_TO_L0"}))
        return {Tr::tr("GM → L0"), 2};
    return {Tr::tr("other transfer"), 3};
}

} // namespace

InstructionFamily instructionFamily(const QString &pipe, QStringView mnemonic)
{
    if (pipe == u"VECTOR")
        return vectorFamily(mnemonic);
    if (pipe.startsWith(u"MTE") || pipe == u"FIXP")
        return transferFamily(mnemonic);
    if (pipe == u"CUBE") {
        if (containsAny(mnemonic, {u"S8", u"INT8", u"U8"}))
            return {Tr::tr("int8"), 1};
        if (containsAny(mnemonic, {u"F32", u"FP32", u"HF32"}))
            return {Tr::tr("fp32"), 2};
        return {Tr::tr("matrix multiply"), 0};
    }
    if (pipe == u"SCALAR" || pipe == u"SCALARLDST") {
        if (startsWithAny(mnemonic, {u"LD", u"ST"}))
            return {Tr::tr("scalar load/store"), 1};
        return {Tr::tr("scalar"), 0};
    }
    return {Tr::tr("other"), 0};
}

} // namespace rl
