// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/estimates/datatype.h"

namespace rl {

namespace {

// "DT_BF16", "bf16" and "BF16" name the same type.
QString canonical(const QString &dataType)
{
    return dataType.toUpper().remove(u"DT_"_qs).trimmed();
}

} // namespace

QString precisionOfDataType(const QString &dataType)
{
    const QString t = canonical(dataType);
    if (t == u"FLOAT16" || t == u"HALF" || t == u"FP16")
        return u"fp16"_qs;
    if (t == u"BF16" || t == u"BFLOAT16")
        return u"bf16"_qs;
    if (t == u"FLOAT" || t == u"FLOAT32" || t == u"FP32")
        return u"fp32"_qs;
    if (t == u"INT8" || t == u"UINT8" || t == u"BOOL")
        return u"int8"_qs;
    if (t == u"INT16" || t == u"UINT16")
        return u"int16"_qs;
    if (t == u"INT32" || t == u"UINT32")
        return u"int32"_qs;
    if (t == u"DOUBLE" || t == u"FLOAT64")
        return u"fp64"_qs;
    return {};
}

int bytesOfDataType(const QString &dataType)
{
    const QString t = canonical(dataType);
    if (t == u"FLOAT16" || t == u"HALF" || t == u"FP16" || t == u"BF16" || t == u"BFLOAT16" || t == u"INT16"
        || t == u"UINT16")
        return 2;
    if (t == u"FLOAT" || t == u"FLOAT32" || t == u"FP32" || t == u"INT32" || t == u"UINT32")
        return 4;
    if (t == u"INT8" || t == u"UINT8" || t == u"BOOL")
        return 1;
    if (t == u"INT64" || t == u"UINT64" || t == u"DOUBLE" || t == u"FLOAT64")
        return 8;
    return 0;
}

} // namespace rl
