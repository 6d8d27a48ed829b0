// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/operator.h"

#include <limits>
#include <optional>

namespace rl {

namespace {

// Whether `text`, upper-cased, is `upper` (ASCII capitals, digits and '_'): letter by letter, no
// copy. Only for ASCII text: toUpper maps a few other letters onto ASCII ones ('ı' to 'I').
bool isAsciiUpperOf(QStringView text, QLatin1StringView upper)
{
    if (text.size() != upper.size())
        return false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        char16_t c = text[i].unicode();
        if (c >= u'a' && c <= u'z')
            c = char16_t(c - (u'a' - u'A'));
        if (c != upper[i].unicode())
            return false;
    }
    return true;
}

// The spellings of parseTaskType without a copy of the text: it runs once per kernel of a long
// run (a 1 GB trace has hundreds of thousands), and the upper-cased copy was most of its cost.
std::optional<TaskType> parseAsciiTaskType(QStringView t)
{
    using namespace Qt::StringLiterals;
    if (isAsciiUpperOf(t, "AI_CORE"_L1) || isAsciiUpperOf(t, "KERNEL_AICORE"_L1))
        return TaskType::AiCore;
    if (isAsciiUpperOf(t, "AI_VECTOR_CORE"_L1) || isAsciiUpperOf(t, "KERNEL_AIVEC"_L1))
        return TaskType::AiVectorCore;
    if (isAsciiUpperOf(t, "MIX_AIC"_L1))
        return TaskType::MixAic;
    if (isAsciiUpperOf(t, "MIX_AIV"_L1))
        return TaskType::MixAiv;
    if (isAsciiUpperOf(t, "AI_CPU"_L1) || isAsciiUpperOf(t, "KERNEL_AICPU"_L1))
        return TaskType::AiCpu;
    if (isAsciiUpperOf(t, "HCCL"_L1) || isAsciiUpperOf(t, "COMMUNICATION"_L1))
        return TaskType::Communication;
    if (t.isEmpty() || isAsciiUpperOf(t, "N/A"_L1) || isAsciiUpperOf(t, "NA"_L1))
        return TaskType::Unknown;
    for (const QChar c : t) {
        if (c.unicode() >= 0x80)
            return std::nullopt; // toUpper may make it one of the spellings above
    }
    return TaskType::Other;
}

} // namespace

TaskType parseTaskType(QStringView text)
{
    if (const auto ascii = parseAsciiTaskType(text.trimmed()))
        return *ascii;
    const QString t = text.trimmed().toString().toUpper();
    if (t == u"AI_CORE" || t == u"KERNEL_AICORE")
        return TaskType::AiCore;
    if (t == u"AI_VECTOR_CORE" || t == u"KERNEL_AIVEC")
        return TaskType::AiVectorCore;
    if (t == u"MIX_AIC")
        return TaskType::MixAic;
    if (t == u"MIX_AIV")
        return TaskType::MixAiv;
    if (t == u"AI_CPU" || t == u"KERNEL_AICPU")
        return TaskType::AiCpu;
    if (t == u"HCCL" || t == u"COMMUNICATION")
        return TaskType::Communication;
    if (t.isEmpty() || t == u"N/A" || t == u"NA")
        return TaskType::Unknown;
    return TaskType::Other;
}

QString taskTypeName(TaskType type)
{
    switch (type) {
    case TaskType::AiCore:
        return QStringLiteral("AI_CORE");
    case TaskType::AiVectorCore:
        return QStringLiteral("AI_VECTOR_CORE");
    case TaskType::MixAic:
        return QStringLiteral("MIX_AIC");
    case TaskType::MixAiv:
        return QStringLiteral("MIX_AIV");
    case TaskType::AiCpu:
        return QStringLiteral("AI_CPU");
    case TaskType::Communication:
        return QStringLiteral("COMMUNICATION");
    case TaskType::Other:
        return QStringLiteral("OTHER");
    case TaskType::Unknown:
        return QStringLiteral("UNKNOWN");
    }
    return {};
}

bool isAiCoreTask(TaskType type)
{
    return type == TaskType::AiCore || type == TaskType::AiVectorCore || type == TaskType::MixAic
        || type == TaskType::MixAiv;
}

QString workSourceName(WorkSource source)
{
    switch (source) {
    case WorkSource::None:
        return QStringLiteral("none");
    case WorkSource::Measured:
        return QStringLiteral("measured");
    case WorkSource::Estimated:
        return QStringLiteral("estimated");
    }
    return {};
}

std::optional<std::vector<qint64>> TensorDesc::dims() const
{
    // "32,3,224,224", possibly quoted or with blanks; read in place: the work estimates ask
    // for the dimensions of every tensor of every operator of a long run.
    std::vector<qint64> out;
    qint64 value = 0;
    bool inNumber = false, negative = false, signSeen = false, gap = false;
    const auto finish = [&]() -> bool {
        if (!inNumber)
            return !signSeen; // a lone sign is not a number
        if (negative && value != 0)
            return false;
        out.push_back(value);
        value = 0;
        inNumber = negative = signSeen = gap = false;
        return true;
    };
    for (QChar qc : shape) {
        const char16_t c = qc.unicode();
        if (c == u'"')
            continue;
        if (c == u',') {
            if (!finish())
                return std::nullopt;
            continue;
        }
        if (qc.isSpace()) {
            gap = inNumber || signSeen;
            continue;
        }
        if (gap)
            return std::nullopt; // "3 4": blanks inside a dimension
        if ((c == u'+' || c == u'-') && !inNumber && !signSeen) {
            signSeen = true;
            negative = c == u'-';
            continue;
        }
        if (c < u'0' || c > u'9')
            return std::nullopt;
        if (value > (std::numeric_limits<qint64>::max() - 9) / 10)
            return std::nullopt;
        value = value * 10 + (c - u'0');
        inNumber = true;
    }
    if (!finish())
        return std::nullopt;
    return out;
}

const ComponentSample *Operator::component(const ComponentKey &key) const
{
    for (const ComponentSample &c : components) {
        if (c.key == key)
            return &c;
    }
    return nullptr;
}

ComponentSample &Operator::componentRef(const ComponentKey &key)
{
    for (ComponentSample &c : components) {
        if (c.key == key)
            return c;
    }
    ComponentSample &added = components.emplace_back();
    added.key = key;
    return added;
}

bool Operator::hasPmuData() const
{
    for (const ComponentSample &c : components) {
        if (c.busyUs || !c.work.isEmpty())
            return true;
    }
    return false;
}

} // namespace rl
