// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/result.h"
#include "core/report/jsonutil.h"
#include "core/run/runbreakdown.h"

#include <QString>

#include <optional>
#include <string_view>

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

QString fieldPath(const QString &at, std::string_view key);

// What a field should have been, in "FIELD: a number was expected". Marked in the context of
// Tr (core/common/tr.h), which translates them: QT_TR_NOOP here would file them under
// rl::JsonFields, a context nothing translates with.
namespace expected {
inline constexpr const char *kNumber = QT_TRANSLATE_NOOP("RoofLens", "a number");
inline constexpr const char *kWholeNumber = QT_TRANSLATE_NOOP("RoofLens", "a whole number");
inline constexpr const char *kString = QT_TRANSLATE_NOOP("RoofLens", "a string");
inline constexpr const char *kBoolean = QT_TRANSLATE_NOOP("RoofLens", "true or false");
inline constexpr const char *kArray = QT_TRANSLATE_NOOP("RoofLens", "an array");
inline constexpr const char *kObject = QT_TRANSLATE_NOOP("RoofLens", "an object");
} // namespace expected

// "FIELD: what was expected", translated; `expected` one of the words above.
QString fieldError(const QString &field, const char *expected);

// Parses JSON text; an error names `file` and the byte offset.
Result<json::Json> parseJsonText(const QByteArray &text, const QString &file);

} // namespace rl
