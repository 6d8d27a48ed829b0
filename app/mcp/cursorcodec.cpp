// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/mcp/cursorcodec.h"

#include <QByteArray>
#include <QCryptographicHash>

namespace rl::mcp {

namespace {

constexpr QByteArrayView prefix = "rl1.";
constexpr auto base64Options = QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals;

QByteArray digest(qsizetype offset, const QString &binding)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(QByteArray::number(offset));
    hash.addData(QByteArrayView("\n"));
    hash.addData(binding.toUtf8());
    return hash.result().left(12);
}

} // namespace

QString CursorCodec::encode(qsizetype offset, const QString &binding)
{
    const QByteArray body = QByteArray::number(offset) + '.' + digest(offset, binding).toBase64(base64Options);
    return QString::fromLatin1(prefix.toByteArray() + body.toBase64(base64Options));
}

std::optional<qsizetype> CursorCodec::decode(const QString &cursor, const QString &binding)
{
    if (cursor.size() > 256)
        return std::nullopt;
    const QByteArray text = cursor.toLatin1();
    if (!text.startsWith(prefix))
        return std::nullopt;
    const auto decoded = QByteArray::fromBase64Encoding(text.mid(prefix.size()),
                                                        base64Options | QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded)
        return std::nullopt;
    const QByteArray body = *decoded;
    const qsizetype dot = body.indexOf('.');
    if (dot <= 0)
        return std::nullopt;
    bool ok = false;
    const qsizetype offset = body.left(dot).toLongLong(&ok);
    if (!ok || offset < 0 || QByteArray::number(offset) != body.left(dot))
        return std::nullopt;
    if (body.mid(dot + 1) != digest(offset, binding).toBase64(base64Options))
        return std::nullopt;
    return offset;
}

} // namespace rl::mcp
