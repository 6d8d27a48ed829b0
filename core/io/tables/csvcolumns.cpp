// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/tables/csvcolumns.h"

#include <QRegularExpression>

namespace rl {

namespace {

QString normalised(QStringView name)
{
    return name.trimmed().toString().toLower();
}

struct Alias
{
    KernelColumn column;
    std::initializer_list<QStringView> names;
};

// msprof op_summary names first, then torch_npu kernel_details, then older spellings.
const Alias kAliases[] = {
    {KernelColumn::StepId, {u"Step Id"}},
    {KernelColumn::DeviceId, {u"Device_id", u"Device Id"}},
    {KernelColumn::ModelId, {u"Model ID"}},
    {KernelColumn::TaskId, {u"Task ID"}},
    {KernelColumn::StreamId, {u"Stream ID"}},
    {KernelColumn::Name, {u"Op Name", u"Name"}},
    {KernelColumn::Type, {u"OP Type", u"Type"}},
    {KernelColumn::OpState, {u"OP State"}},
    {KernelColumn::TaskType, {u"Task Type", u"Accelerator Core"}},
    {KernelColumn::Start, {u"Task Start Time(us)", u"Start Time(us)", u"Task Start Time"}},
    {KernelColumn::Duration, {u"Task Duration(us)", u"Duration(us)"}},
    {KernelColumn::Wait, {u"Task Wait Time(us)", u"Wait Time(us)"}},
    {KernelColumn::BlockDim, {u"Block Dim", u"Block Num"}},
    {KernelColumn::MixBlockDim, {u"Mix Block Dim", u"Mix Block Num"}},
    {KernelColumn::Hf32, {u"HF32 Eligible"}},
    {KernelColumn::InputShapes, {u"Input Shapes"}},
    {KernelColumn::InputTypes, {u"Input Data Types"}},
    {KernelColumn::InputFormats, {u"Input Formats"}},
    {KernelColumn::OutputShapes, {u"Output Shapes"}},
    {KernelColumn::OutputTypes, {u"Output Data Types"}},
    {KernelColumn::OutputFormats, {u"Output Formats"}},
    {KernelColumn::ContextId, {u"Context ID"}},
    {KernelColumn::ModelName, {u"Model Name"}},
    {KernelColumn::InferId, {u"Infer ID"}},
};

} // namespace

CsvColumns::CsvColumns(const QStringList &header) : m_header(header)
{
    // Backwards, so the first of duplicate names wins.
    for (int i = int(header.size()) - 1; i >= 0; --i)
        m_byName.insert(normalised(header[i]), i);
    m_descriptive.assign(size_t(header.size()), false);
    m_indices.fill(-1);
    for (const Alias &a : kAliases) {
        const int i = find(a.names);
        m_indices[size_t(a.column)] = i;
        if (i >= 0)
            m_descriptive[size_t(i)] = true;
    }
}

int CsvColumns::find(std::initializer_list<QStringView> names) const
{
    for (QStringView n : names) {
        const auto it = m_byName.constFind(normalised(n));
        if (it != m_byName.constEnd())
            return it.value();
    }
    return -1;
}

bool CsvColumns::isDescriptive(int i) const
{
    return i >= 0 && size_t(i) < m_descriptive.size() && m_descriptive[size_t(i)];
}

QString CsvColumns::metricName(const QString &column)
{
    static const QRegularExpression units(QStringLiteral("\\([^)]*\\)"));
    QString n = column.trimmed().toLower();
    n.remove(units);
    return n.trimmed();
}

} // namespace rl
