// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/optionalcount.h"
#include "core/common/optionalnumber.h"
#include "core/report/stagedoutput.h"

#include <QString>
#include <QStringList>

#include <array>
#include <concepts>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rl::json {

// A key written in the source: checked when compiling to need no escape (no quote, backslash or
// control character) and no hiding (no NaN or Infinity in it), so it goes out as it is. Keys are
// a tenth of a long run's `--json`, most of it the escape scan of strings that never need one.
struct LiteralKey
{
    template<size_t N>
    consteval LiteralKey(const char (&literal)[N]) : text(literal, N - 1)
    {
        for (char c : text) {
            if (static_cast<unsigned char>(c) < 0x20 || c == '"' || c == '\\')
                throw "a literal key must need no escape";
        }
        if (text.find("NaN") != std::string_view::npos || text.find("Infinity") != std::string_view::npos)
            throw "a literal key must not hold NaN or Infinity";
        // The bytes a one-line document writes for it after another value, made when compiling:
        // a key is one append there (a million keys in a long run's operators).
        if (N - 1 + 4 <= oneLine.size()) {
            size_t at = 0;
            oneLine[at++] = ',';
            oneLine[at++] = '"';
            for (char c : text)
                oneLine[at++] = c;
            oneLine[at++] = '"';
            oneLine[at++] = ':';
            oneLineSize = at;
        }
    }
    std::string_view text;
    std::array<char, 60> oneLine{}; // ,"text": when it fits
    size_t oneLineSize = 0;
};

struct KeptText; // a short text's written bytes, kept per thread (jsonstreamwriter.cpp)

// Writes JSON text into a std::string (through a StagedOutput: `out` holds the text once the writer is gone or
// after flush()), value by value, in exactly
// the form `dumpFragment(Json, indent)` of jsonutil.h gives for the same values: a long run's operators built as
// nlohmann documents first spent most of `--json` on allocating and freeing them. Numbers are laid out by nlohmann's
// own formatter; strings are escaped as nlohmann escapes UTF-8 and the words NaN / Infinity inside them are \u-escaped
// as dumpFragment does. The C++ type chooses the JSON type as nlohmann's constructors do: double is a number with a
// fraction or exponent (non-finite: null), integers are integers.
class JsonStreamWriter
{
public:
    // `indent` spaces per level or -1 for one line; `depth` is the level the first value sits
    // at inside an enclosing document.
    explicit JsonStreamWriter(std::string &out, int indent = -1, int depth = 0);

    // Puts what was written so far into `out`: before anything else appends to it or reads it
    // while the writer lives.
    void flush() { m_out.flush(); }

    void beginObject();
    void endObject();
    void beginArray();
    void endArray();
    // An array's items can be written block by block by other writers, each into its own
    // buffer, and the buffers joined in order. A block's writer starts with continueArray:
    // the array's '[' and its first `itemsBefore` items are written elsewhere, so the next
    // value is laid out as the next item. The writer that wrote '[' is then told how many
    // items others wrote, before it closes the array.
    void continueArray(size_t itemsBefore);
    void itemsWrittenElsewhere(size_t count);
    // The key of the next value in the current object.
    void key(const LiteralKey &name)
    {
        // Inline for a one-line document, where a key is one append of bytes made when
        // compiling: four million keys in a long run's operators, and the call was a third of each.
        if (m_indent < 0 && !m_afterKey && !m_frames.empty() && name.oneLineSize > 0) {
            Frame &f = m_frames.back();
            const size_t comma = f.empty ? 1 : 0; // the first value of its object has none
            f.empty = false;
            // The whole array from its comma on (a size known when compiling), its bytes kept.
            m_out.appendPadded<sizeof(name.oneLine) - 1>(name.oneLine.data() + comma, name.oneLineSize - comma);
            m_afterKey = true;
            return;
        }
        laidOutKey(name);
    }
    // A key made at run time, escaped as any string. A template so that a literal is not
    // ambiguous between this and the LiteralKey.
    template<typename S>
    requires std::same_as<S, QString>
    void key(const S &name) { runtimeKey(name); }

    void null();
    void value(double v);
    void value(int v);
    void value(qint64 v);
    void value(bool v);
    void value(const QString &s);
    void value(const char *s) = delete; // a literal would silently become a bool
    void stringOrNull(const QString &s);
    void strings(const QStringList &list);
    void value(OptionalNumber v) { value(std::optional<double>(v)); }
    void value(OptionalCount v) { value(std::optional<int>(v)); }
    void value(OptionalInt64 v) { value(std::optional<qint64>(v)); }
    template<typename T>
    void value(const std::optional<T> &v)
    {
        if (v)
            value(*v);
        else
            null();
    }

    // A key and its value in one call.
    template<typename T>
    void field(const LiteralKey &name, const T &v)
    {
        key(name);
        value(v);
    }
    // A key and its number, or null, in one append on a one-line document: numbers are most of
    // a long run's values, and the key's append and the number's were each a call to copy a
    // dozen bytes.
    void field(const LiteralKey &name, double v) { numberField(name, &v); }
    void field(const LiteralKey &name, OptionalNumber v)
    {
        const double number = v.value_or(0.0);
        numberField(name, v ? &number : nullptr);
    }
    void field(const LiteralKey &name, const std::optional<double> &v) { numberField(name, v ? &*v : nullptr); }
    void field(const LiteralKey &name, int v) { integerField(name, v); }
    void field(const LiteralKey &name, qint64 v) { integerField(name, v); }
    void field(const LiteralKey &name, OptionalCount v)
    {
        if (v)
            integerField(name, *v);
        else
            numberField(name, nullptr);
    }
    void field(const LiteralKey &name, const std::optional<qint64> &v)
    {
        if (v)
            integerField(name, *v);
        else
            numberField(name, nullptr);
    }
    void fieldOrNull(const LiteralKey &name, const QString &s)
    {
        if (s.isEmpty())
            numberField(name, nullptr);
        else
            stringField(name, s);
    }
    // A key and its text in one append when the text's bytes are kept (a name said before).
    void field(const LiteralKey &name, const QString &s) { stringField(name, s); }

private:
    void numberField(const LiteralKey &name, const double *v); // null when v is
    void stringField(const LiteralKey &name, const QString &s);
    void writeAndKeep(const QString &s, KeptText &kept);
    void integerField(const LiteralKey &name, qint64 v);
    // Where a one-line document's field goes in one append: the key's bytes (with or without
    // its comma) are ready and the next value follows its key; null if this is not such a place.
    const LiteralKey *inlineFieldPlace(const LiteralKey &name) const
    {
        return m_indent < 0 && !m_afterKey && !m_frames.empty() && name.oneLineSize > 0 ? &name : nullptr;
    }
    // Such a field in one append: the key's bytes, with its comma unless it is its object's first,
    // then what writeValue(char *at) writes after them (at most ValueRoom bytes; it returns
    // where it ended). The key's bytes are copied whole, a size known when compiling.
    template<size_t ValueRoom, typename WriteValue>
    void appendInlineField(const LiteralKey &name, const WriteValue &writeValue);
    void runtimeKey(const QString &name);
    void laidOutKey(const LiteralKey &name);
    void beforeValue()
    {
        if (m_afterKey) // most values follow their key: nothing goes before them
            m_afterKey = false;
        else
            beforeValueInContainer();
    }
    void beforeValueInContainer();
    void writeIndent(int level);
    void writeString(const QString &s);
    // Writes `s` and returns where its bytes begin: they stay in the stage until the next room().
    const char *writeEscaped(const QString &s);
    char *hideNonJsonWordsFrom(char *start);
    void endContainer(char close);

    struct Frame
    {
        bool empty = true; // nothing written in it yet: no comma before the next value
    };
    StagedOutput m_out;
    int m_indent;
    int m_depth;
    bool m_afterKey = false;
    std::vector<Frame> m_frames;
};

} // namespace rl::json
