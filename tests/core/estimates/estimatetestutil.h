// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/workestimator.h"
#include "testutil.h"

#include <QStringList>

namespace rl::test {

// Tensors as a kernel row writes them: "8192,2,640;8192,2,640;;1,1,8192,8192" with data types
// and formats in the same ';'-separated order (a missing type or format repeats the last one).
inline TensorList rowTensors(const QString &shapes, const QString &types, const QString &formats = {})
{
    TensorList out;
    if (shapes.isEmpty() && types.isEmpty())
        return out;
    const QStringList s = shapes.split(u';');
    const QStringList t = types.split(u';');
    const QStringList f = formats.isEmpty() ? QStringList{u"FORMAT_ND"_qs} : formats.split(u';');
    for (qsizetype i = 0; i < s.size(); ++i)
        out.push_back({s[i], t.value(i, t.last()), f.value(i, f.last())});
    return out;
}

// An AI Core operator of `type` with the row's input and output tensors.
inline Operator kernelRow(const QString &type, const QString &inShapes, const QString &inTypes,
                          const QString &outShapes, const QString &outTypes, const QString &inFormats = {},
                          const QString &outFormats = {})
{
    Operator op = makeOperator(type, 10.0, {});
    op.type = type;
    op.inputs = rowTensors(inShapes, inTypes, inFormats);
    op.outputs = rowTensors(outShapes, outTypes, outFormats);
    return op;
}

} // namespace rl::test
