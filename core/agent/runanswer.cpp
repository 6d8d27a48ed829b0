// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/agent/runanswer.h"

#include "core/report/communicationjson.h"
#include "core/report/jsonstreamwriter.h"
#include "core/report/memoryjson.h"
#include "core/report/runjson.h"
#include "core/run/runbreakdown.h"

#include <algorithm>
#include <string>

namespace rl {

using json::Json;

namespace {

// The first `count` collectives as the analysis JSON streams them (communicationjson.h): a
// 64-rank job has hundreds of thousands, and the answer keeps a few, so only those are written.
Json firstCollectives(const CommunicationReport &report, size_t count)
{
    const json::StreamedArray collectives = communicationOperatorsArray(report);
    std::string text;
    json::JsonStreamWriter w(text);
    w.beginArray();
    for (size_t i = 0; i < collectives.count && i < count; ++i)
        collectives.writeItem(w, i);
    w.endArray();
    w.flush();
    Json list = Json::parse(text, nullptr, false);
    return list.is_discarded() ? Json::array() : list;
}

// Cuts every array in `value` to `limit` entries, depth first, and records each cut under its
// path ("ranks[0].steps") in `truncated`, adding to what is there already.
void cutLists(Json &value, const std::string &path, size_t limit, Json &truncated)
{
    if (value.is_array()) {
        if (value.size() > limit) {
            const qint64 cut = qint64(value.size() - limit);
            value.erase(value.begin() + std::ptrdiff_t(limit), value.end());
            truncated[path] = truncated.value(path, qint64(0)) + cut;
        }
        for (size_t i = 0; i < value.size(); ++i)
            cutLists(value[i], path + '[' + std::to_string(i) + ']', limit, truncated);
    } else if (value.is_object()) {
        for (auto it = value.begin(); it != value.end(); ++it)
            cutLists(it.value(), path.empty() ? it.key() : path + '.' + it.key(), limit, truncated);
    }
}

// The run section as the analysis JSON builds it (core/report/analysisjson.cpp), every list cut
// to `limit`.
Json cutRun(const Analysis &a, const RunBreakdown &run, size_t limit)
{
    Json answer = runJson(run);
    Json truncated = Json::object();
    qint64 collectivesNotWritten = 0;
    if (a.communication) {
        answer["communication"] = communicationJson(*a.communication);
        const size_t count = a.communication->collectives.size();
        answer["communication"]["operators"] = firstCollectives(*a.communication, limit);
        collectivesNotWritten = qint64(count - std::min(count, limit));
    } else {
        answer["communication"] = nullptr;
    }
    answer["memory"] = a.memory ? deviceMemoryJson(*a.memory) : Json(nullptr);
    cutLists(answer, std::string(), limit, truncated);
    if (collectivesNotWritten > 0)
        truncated["communication.operators"] = collectivesNotWritten;
    answer["truncated"] = truncated;
    return answer;
}

} // namespace

json::Json runAnswer(const Analysis &analysis, size_t byteBudget, int listLimit)
{
    const RunBreakdown *run = analysis.profile->run.get();
    if (!run)
        return nullptr;
    // A wide job (ranks × steps × collectives) can pass the budget with every list at the
    // limit: halve it until the text fits, one entry per list at least.
    size_t limit = size_t(std::max(1, listLimit));
    Json answer = cutRun(analysis, *run, limit);
    while (limit > 1 && size_t(json::dumpFragment(answer, -1).size()) > byteBudget) {
        limit /= 2;
        answer = cutRun(analysis, *run, limit);
    }
    return answer;
}

} // namespace rl
