// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <optional>
#include <utility>
#include <variant>

namespace rl {

// Why a value went wrong. `location` is "file:line" or "file@byteOffset" when the error is
// tied to input data, so the CLI and the message bar can point the user at the exact spot.
struct Error
{
    enum class Kind { Usage, Input, Unsupported, Cancelled, Io, Internal };
    Kind kind = Kind::Input;
    QString message;
    QString location;
    // Paths the user may open instead: a folder holding profiles of several workloads lists
    // them, and the GUI offers them in a chooser.
    QStringList choices;

    // "location: message", the form every front end prints.
    QString toString() const { return location.isEmpty() ? message : location + u": " + message; }
};

// Errors are values in core: no exceptions cross a layer. C++20 has no std::expected, so
// this is the small subset we need.
template<typename T>
class [[nodiscard]] Result
{
public:
    Result(T value) : m_data(std::in_place_index<0>, std::move(value)) { }
    Result(Error error) : m_data(std::in_place_index<1>, std::move(error)) { }

    bool ok() const { return m_data.index() == 0; }
    explicit operator bool() const { return ok(); }

    T &value() & { return std::get<0>(m_data); }
    const T &value() const & { return std::get<0>(m_data); }
    T &&value() && { return std::get<0>(std::move(m_data)); }
    T *operator->() { return &value(); }
    const T *operator->() const { return &value(); }
    T &operator*() & { return value(); }
    const T &operator*() const & { return value(); }

    const Error &error() const { return std::get<1>(m_data); }

private:
    std::variant<T, Error> m_data;
};

struct Ok
{ };
using Status = Result<Ok>;

inline Error makeError(Error::Kind kind, QString message, QString location = {})
{
    return Error{kind, std::move(message), std::move(location), {}};
}

} // namespace rl
