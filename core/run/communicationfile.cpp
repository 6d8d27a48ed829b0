// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/run/communicationfile.h"

#include "core/common/boundedread.h"
#include "core/common/tr.h"

#include <nlohmann/json.hpp>

#include <cmath>

namespace rl {

namespace {

constexpr qint64 kCommunicationFileLimit = qint64(512) << 20;

double numberAt(const nlohmann::json &object, const char *key)
{
    const auto it = object.find(key);
    if (it == object.end() || !it->is_number())
        return 0.0;
    const double value = it->get<double>();
    return std::isfinite(value) && value > 0.0 ? value : 0.0;
}

void addOperator(const nlohmann::json &op, CommunicationSummary &summary)
{
    if (!op.is_object())
        return;
    ++summary.operators;
    if (const auto time = op.find("Communication Time Info"); time != op.end() && time->is_object()) {
        summary.elapseMs += numberAt(*time, "Elapse Time(ms)");
        summary.transitMs += numberAt(*time, "Transit Time(ms)");
        summary.waitMs += numberAt(*time, "Wait Time(ms)");
        summary.synchronizationMs += numberAt(*time, "Synchronization Time(ms)");
    }
    const auto bandwidth = op.find("Communication Bandwidth Info");
    if (bandwidth == op.end() || !bandwidth->is_object())
        return;
    for (const auto &[transport, figures] : bandwidth->items()) {
        if (!figures.is_object())
            continue;
        const QString name = QString::fromStdString(transport);
        auto it = std::find_if(summary.transports.begin(), summary.transports.end(),
                               [&](const TransportBandwidth &t) { return t.transport == name; });
        if (it == summary.transports.end()) {
            summary.transports.push_back(TransportBandwidth{name, 0.0, 0.0, std::nullopt});
            it = summary.transports.end() - 1;
        }
        it->transitSizeMb += numberAt(figures, "Transit Size(MB)");
        it->transitTimeMs += numberAt(figures, "Transit Time(ms)");
    }
}

} // namespace

Result<CommunicationSummary> readCommunicationJson(const QString &path)
{
    auto bytes = readBoundedFile(path, kCommunicationFileLimit);
    if (!bytes)
        return bytes.error();
    const nlohmann::json doc = nlohmann::json::parse(bytes->cbegin(), bytes->cend(), nullptr, false);
    if (doc.is_discarded()) {
        // Parse again with exceptions for the offset (the file is bad: speed does not matter).
        QString where = path;
        try {
            [[maybe_unused]] const nlohmann::json again = nlohmann::json::parse(bytes->cbegin(), bytes->cend());
        } catch (const nlohmann::json::parse_error &e) {
            where = path + u'@' + QString::number(qulonglong(e.byte));
        } catch (const nlohmann::json::exception &) {
            // A number too large for a double is an out_of_range error that carries no offset.
        }
        return makeError(Error::Kind::Input, Tr::tr("invalid JSON in the communication file"), where);
    }
    if (!doc.is_object())
        return makeError(Error::Kind::Input, Tr::tr("a communication file is an object of steps"), path);
    CommunicationSummary summary;
    summary.path = path;
    for (const auto &[step, groups] : doc.items()) {
        if (!groups.is_object())
            continue;
        for (const char *kind : {"p2p", "collective"}) {
            const auto group = groups.find(kind);
            if (group == groups.end() || !group->is_object())
                continue;
            for (const auto &[name, op] : group->items()) {
                if (name != "Total Op Info")
                    addOperator(op, summary);
            }
        }
    }
    return summary;
}

} // namespace rl
