// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/result.h"
#include "core/report/jsonutil.h"
#include "core/run/runbreakdown.h"

#include <QString>

#include <optional>

namespace rl {

// Reads the fields of a parsed rank summary or cluster JSON, keeping the first field that is
// missing or of the wrong kind so the error can name it ("ranks[3].totals.total_us: a number
// was expected"). A wrong field reads as 0, empty or absent; check ok() once at the end.
class JsonFields
{
public:
    double number(const json::Json &object, const char *key, const QString &at);
    std::optional<double> optionalNumber(const json::Json &object, const char *key, const QString &at);
    qint64 integer(const json::Json &object, const char *key, const QString &at);
    std::optional<qint64> optionalInteger(const json::Json &object, const char *key, const QString &at);
    QString text(const json::Json &object, const char *key, const QString &at); // null reads as empty
    bool boolean(const json::Json &object, const char *key, const QString &at);
    // The array or object at `key`; nullptr (and an error unless `nullable`) when absent or another kind.
    const json::Json *array(const json::Json &object, const char *key, const QString &at, bool nullable = false);
    const json::Json *object(const json::Json &object, const char *key, const QString &at, bool nullable = false);

    // The parts of a step or of the totals as runjson.cpp writes them.
    StepBreakdown step(const json::Json &object, const QString &at);
    // One row of `operator_groups_across_ranks` as runjson.cpp writes it.
    GroupAcrossRanks groupAcrossRanks(const json::Json &object, const QString &at);

    bool ok() const { return m_error.isEmpty(); }
    const QString &error() const { return m_error; } // "FIELD: what was expected"

private:
    const json::Json *member(const json::Json &object, const char *key, const QString &at, const char *expected);
    void fail(const QString &field, const char *expected);
    QString m_error;
};

QString fieldPath(const QString &at, const char *key);

// Parses JSON text; an error names `file` and the byte offset. With `reduceOnly`, the parts of
// a rank summary the reduce does not read (the collectives, steps, gaps, memory lists,
// diagnostics, time per category) are skipped while parsing, not built and dropped.
Result<json::Json> parseJsonText(const QByteArray &text, const QString &file, bool reduceOnly = false);

} // namespace rl
