// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/traces/traceeventfields.h"

#include "core/common/tr.h"
#include "core/io/traces/decimaltime.h"

#include <charconv>
#include <cmath>
#include <cstring>

namespace rl {

namespace {

using simdjson::ondemand::json_type;

// Compares an unescaped key in place: `raw` points just after the opening quote, and the
// buffer is padded, so reading one past `want` is safe.
bool keyIs(const char *raw, std::string_view want)
{
    return std::memcmp(raw, want.data(), want.size()) == 0 && raw[want.size()] == '"';
}

QString simdjsonProblem(simdjson::error_code code)
{
    return Tr::tr("invalid JSON: %1").arg(QString::fromUtf8(simdjson::error_message(code)));
}

// A number, or a numeric string ("2048"); nullopt for "N/A", null, objects...
std::optional<double> numberOf(simdjson::ondemand::value &v)
{
    json_type type{};
    if (v.type().get(type))
        return std::nullopt;
    if (type == json_type::number) {
        double d = 0.0;
        if (!v.get_double().get(d))
            return d;
        return std::nullopt;
    }
    if (type == json_type::string) {
        std::string_view s;
        if (v.get_string().get(s) || s.empty())
            return std::nullopt;
        const std::string copy(s);
        char *end = nullptr;
        const double d = std::strtod(copy.c_str(), &end);
        if (end == copy.c_str() + copy.size() && std::isfinite(d))
            return d;
    }
    return std::nullopt;
}

std::optional<qint64> integerOf(simdjson::ondemand::value &v)
{
    if (auto d = numberOf(v))
        return qint64(std::llround(*d));
    return std::nullopt;
}

// pid / tid: a number (usually an integer) or a string. Numbers are read from the token's
// text: simdjson's number parser would also classify and range-check it, which costs more.
std::optional<QString> readId(simdjson::ondemand::value &v, qint64 &number, std::optional<std::string_view> &text)
{
    const std::string_view token = v.raw_json_token();
    if (!token.empty() && token[0] == '"') {
        std::string_view s;
        if (auto error = v.get_string().get(s))
            return simdjsonProblem(error);
        text = s;
        return std::nullopt;
    }
    // Plain non-negative integers of up to 18 digits (pids, tids) cannot overflow: read them
    // here, a digit at a time without std::from_chars' overflow checks.
    const char *p = token.data();
    const char *const tokenEnd = p + token.size();
    quint64 digits = 0;
    const char *q = p;
    if constexpr (Q_BYTE_ORDER == Q_LITTLE_ENDIAN) {
        if (tokenEnd - p >= 8) {
            quint64 eight;
            std::memcpy(&eight, p, 8);
            if (decimal::eightDigits(eight)) {
                digits = decimal::eightDigitsValue(eight);
                q += 8;
            }
        }
    }
    while (q < tokenEnd && quint8(*q - '0') <= 9 && q - p < 18) {
        digits = digits * 10 + quint64(*q - '0');
        ++q;
    }
    auto endsToken = [tokenEnd](const char *at) {
        return at == tokenEnd || *at == ' ' || *at == ',' || *at == '}' || *at == '\n' || *at == '\r' || *at == '\t'
            || *at == ']';
    };
    if (q > p && endsToken(q)) {
        number = qint64(digits);
        return std::nullopt;
    }
    // Negative ids are how the builder marks ids written as strings, so a negative, fractional
    // or huge number is kept as the text of its token: a lane of its own, never an index.
    auto asText = [&] {
        const char *end = p;
        while (end < tokenEnd && !endsToken(end))
            ++end;
        text = std::string_view(p, size_t(end - p));
        return std::nullopt;
    };
    long long value = 0;
    const auto [end, ec] = std::from_chars(p, tokenEnd, value);
    if (ec == std::errc() && endsToken(end)) {
        if (value < 0)
            return asText();
        number = qint64(value);
        return std::nullopt;
    }
    double d = 0.0; // 3.0, 1e3...
    if (v.get_double().get(d))
        return Tr::tr("\"pid\" and \"tid\" must be numbers or strings");
    if (!(d >= 0.0 && d <= 9007199254740992.0) || d != std::floor(d))
        return asText();
    number = qint64(d);
    return std::nullopt;
}

// ts / dur: a JSON string ("1736408883704643.212") or number, in µs → exact ns; the raw
// token text is kept so no double rounding ever touches it.
std::optional<QString> readTime(simdjson::ondemand::value &v, std::optional<qint64> &ns, std::string_view &text,
                                const char *field)
{
    text = v.raw_json_token();
    if (!text.empty() && text[0] == '"') {
        // A quoted number: its raw text up to the closing quote (digits never need unescaping).
        const size_t close = text.find('"', 1);
        text = close == std::string_view::npos ? std::string_view() : text.substr(1, close - 1);
    } else if (!text.empty() && text[0] == 'n') {
        bool isNull = false; // the token is only peeked: check the literal
        if (v.is_null().get(isNull) || !isNull)
            return Tr::tr("\"%1\" must be a number").arg(QLatin1String(field));
        text = {};
        return std::nullopt;
    } else if (text.empty() || !(text[0] == '-' || (text[0] >= '0' && text[0] <= '9'))) {
        return Tr::tr("\"%1\" must be a number").arg(QLatin1String(field));
    }
    ns = microsTextToNanos(text);
    if (!ns)
        return Tr::tr("\"%1\" is not a number: %2")
            .arg(QLatin1String(field), QString::fromUtf8(text.data(), qsizetype(text.size())));
    return std::nullopt;
}

std::optional<QString> readArgs(simdjson::ondemand::value &value, unsigned want, TraceEventArgs &args)
{
    simdjson::ondemand::object object;
    if (value.get_object().get(object))
        return std::nullopt; // args that are not an object carry nothing we use
    for (auto field : object) {
        if (auto error = field.error())
            return simdjsonProblem(error);
        // A reference, not a copy: copying the field costs a store-forwarding stall per field.
        simdjson::ondemand::field &&f = std::move(field).value_unsafe();
        const char *k = f.key().raw();
        simdjson::ondemand::value &v = f.value();
        if (want & TraceEventArgs::Names) {
            if (keyIs(k, "name")) {
                if (v.get_string().get(args.name))
                    args.name = {};
                continue;
            }
            if (keyIs(k, "labels")) {
                if (v.get_string().get(args.labels))
                    args.labels = {};
                continue;
            }
        }
        if (want & TraceEventArgs::Device) {
            if (keyIs(k, "Task Type")) {
                std::string_view s;
                if (!v.get_string().get(s))
                    args.taskType = s;
                continue;
            }
            if (keyIs(k, "Physic Stream Id")) {
                args.physicStreamId = integerOf(v);
                continue;
            }
            if (keyIs(k, "Stream Id")) {
                args.streamId = integerOf(v);
                continue;
            }
            if (keyIs(k, "Task Id")) {
                args.taskId = integerOf(v);
                continue;
            }
            if (keyIs(k, "Aicore Time(ms)")) {
                args.aicoreTime = numberOf(v);
                continue;
            }
            if (keyIs(k, "Total Cycle")) {
                args.totalCycles = integerOf(v);
                continue;
            }
        }
        if (want & TraceEventArgs::Pipeline) {
            if (keyIs(k, "process_bytes")) {
                args.processBytes = numberOf(v);
                continue;
            }
            if (keyIs(k, "ops")) {
                args.ops = numberOf(v);
                continue;
            }
            if (keyIs(k, "detail")) {
                if (v.get_string().get(args.detail))
                    args.detail = {};
                continue;
            }
            if (keyIs(k, "dtype")) {
                if (v.get_string().get(args.dtype))
                    args.dtype = {};
                continue;
            }
        }
        if ((want & TraceEventArgs::Numbers) && args.numberCount < TraceEventArgs::kMaxNumbers) {
            json_type type{};
            if (v.type().get(type) || type != json_type::number)
                continue;
            std::string_view key;
            double d = 0.0;
            if (f.unescaped_key().get(key) || v.get_double().get(d))
                continue;
            args.numbers[size_t(args.numberCount++)] = TraceEventArgs::NumberArg{key.data(), key.size(), d};
        }
    }
    return std::nullopt;
}

} // namespace

std::optional<QString> readTraceEvent(simdjson::ondemand::object &object, RawTraceEvent &event,
                                      const ArgsChooser &chooseArgs, bool wantFlowFields)
{
    for (auto field : object) {
        if (auto error = field.error())
            return simdjsonProblem(error);
        // A reference, not a copy: copying the field costs a store-forwarding stall per field.
        simdjson::ondemand::field &&f = std::move(field).value_unsafe();
        const char *k = f.key().raw();
        simdjson::ondemand::value &v = f.value();
        std::optional<QString> problem;
        switch (k[0]) {
        case 'p':
            if (keyIs(k, "ph")) {
                simdjson::ondemand::raw_json_string ph;
                if (v.get_raw_json_string().get(ph))
                    return Tr::tr("\"ph\" must be a string");
                event.ph = ph.raw()[0] == '"' ? '\0' : ph.raw()[0];
            } else if (keyIs(k, "pid")) {
                event.hasPid = true;
                problem = readId(v, event.pid, event.pidText);
            }
            break;
        case 't':
            if (keyIs(k, "tid")) {
                event.hasTid = true;
                problem = readId(v, event.tid, event.tidText);
            } else if (keyIs(k, "ts")) {
                problem = readTime(v, event.tsNs, event.tsText, "ts");
            }
            break;
        case 'd':
            if (keyIs(k, "dur"))
                problem = readTime(v, event.durNs, event.durText, "dur");
            break;
        case 'n':
            if (keyIs(k, "name") && v.get_string().get(event.name))
                event.name = {};
            break;
        case 'c':
            if (wantFlowFields && keyIs(k, "cat") && v.get_string().get(event.cat))
                event.cat = {};
            break;
        case 'i':
            if (wantFlowFields && keyIs(k, "id")) {
                json_type type{};
                if (!v.type().get(type)) {
                    if (type == json_type::string)
                        problem = v.get_string().get(event.id) ? std::optional<QString>(Tr::tr("invalid \"id\""))
                                                               : std::nullopt;
                    else if (type == json_type::number)
                        event.id = v.raw_json_token();
                }
            }
            break;
        case 'a':
            if (keyIs(k, "args")) {
                event.hasArgs = true;
                if (const unsigned want = chooseArgs(event))
                    problem = readArgs(v, want, event.args);
            }
            break;
        default:
            break;
        }
        if (problem)
            return problem;
    }
    // The raw token of a number keeps what follows it up to the next structural character.
    while (!event.id.empty()
           && (event.id.back() == ' ' || event.id.back() == '\n' || event.id.back() == '\r' || event.id.back() == '\t'))
        event.id.remove_suffix(1);
    return std::nullopt;
}

} // namespace rl
