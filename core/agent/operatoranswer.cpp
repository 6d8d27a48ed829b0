// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/agent/operatoranswer.h"

#include "core/report/analysisjson.h"

#include <string>

namespace rl {

using json::Json;

namespace {

size_t textSize(const Json &j)
{
    return size_t(json::dumpFragment(j, -1).size());
}

// The position in Analysis::operators of the operator whose `index` is `index`: the same
// number in every analysis (one result per profile operator, in order), looked for otherwise.
std::optional<size_t> positionOf(const Analysis &a, int index)
{
    if (index < 0)
        return std::nullopt;
    if (size_t(index) < a.operators.size() && a.operators[size_t(index)].index == index)
        return size_t(index);
    for (size_t i = 0; i < a.operators.size(); ++i) {
        if (a.operators[i].index == index)
            return i;
    }
    return std::nullopt;
}

// Removes entries from the end of `list` (an array, or an object such as the pipeline's
// units) until the whole answer fits or one entry is left; records the count cut under `path`.
void cutToFit(Json &answer, Json &list, const char *path, size_t byteBudget, Json &truncated)
{
    size_t size = textSize(answer);
    qint64 cut = 0;
    while (size > byteBudget && list.size() > 1) {
        // Each entry costs its text, a comma, and in an object its key: take off as many as
        // cover the excess, then measure again.
        size_t freed = 0;
        while (freed < size - byteBudget && list.size() > 1) {
            if (list.is_array()) {
                freed += textSize(list.back()) + 1;
                list.erase(list.size() - 1);
            } else {
                auto last = std::prev(list.end());
                freed += textSize(last.value()) + last.key().size() + 4;
                list.erase(last.key());
            }
            ++cut;
        }
        size = textSize(answer);
    }
    if (cut > 0)
        truncated[path] = cut;
}

} // namespace

json::Json operatorAnswer(const Analysis &analysis, int index, size_t byteBudget)
{
    const std::optional<size_t> position = positionOf(analysis, index);
    if (!position)
        return nullptr;
    // The object analyze --json writes, made by its own writer (core/report/analysisjson.cpp).
    const QByteArray text = analysisOperatorJson(analysis, *position);
    Json answer = Json::parse(text.constData(), text.constData() + text.size(), nullptr, false);
    if (answer.is_discarded() || !answer.is_object())
        return nullptr; // the writer's own text: cannot happen, but never throw across the layer
    // The texts the document keeps once in advice_catalogue, inline for an answer that stands alone.
    const QList<AdviceHit> advice = analysis.adviceOf(analysis.operators[*position]);
    Json &adviceJson = answer["advice"];
    for (qsizetype i = 0; i < advice.size() && size_t(i) < adviceJson.size(); ++i) {
        adviceJson[size_t(i)]["explanation"] = json::str(advice[i].explanation());
        adviceJson[size_t(i)]["condition"] = json::str(advice[i].condition());
    }
    if (textSize(answer) <= byteBudget)
        return answer;
    // Too long: the lists that grow with the chip (per-core units, missing cores) go first,
    // then the advice; the figures of the operator itself are always whole.
    Json truncated = Json::object();
    if (answer.contains("pipeline") && answer["pipeline"].contains("units"))
        cutToFit(answer, answer["pipeline"]["units"], "pipeline.units", byteBudget, truncated);
    if (answer.contains("incomplete") && answer["incomplete"].contains("missing_cores"))
        cutToFit(answer, answer["incomplete"]["missing_cores"], "incomplete.missing_cores", byteBudget, truncated);
    cutToFit(answer, answer["advice"], "advice", byteBudget, truncated);
    answer["truncated"] = truncated;
    return answer;
}

std::optional<OperatorNameMatch> findOperatorByName(const Analysis &analysis, const QString &name)
{
    if (name.isEmpty())
        return std::nullopt;
    OperatorNameMatch exact, contains;
    for (const OperatorResult &r : analysis.operators) {
        const QString &n = analysis.op(r.index).name;
        if (n == name) {
            if (exact.matchCount++ == 0)
                exact.index = r.index;
        } else if (exact.matchCount == 0 && n.contains(name, Qt::CaseInsensitive)) {
            if (contains.matchCount++ == 0)
                contains.index = r.index;
        }
    }
    if (exact.matchCount > 0)
        return exact;
    if (contains.matchCount > 0)
        return contains;
    return std::nullopt;
}

} // namespace rl
