// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/comm/hcclenums.h"

#include "core/io/tables/readonlysqlite.h"

#include <QSqlDatabase>
#include <QSqlQuery>

namespace rl {

namespace {

Result<std::optional<QHash<qint64, QString>>> loadEnumTable(const QSqlDatabase &db, const QString &path,
                                                            const QStringList &tables, const QString &table)
{
    if (!tables.contains(table))
        return std::optional<QHash<qint64, QString>>();
    QSqlQuery q(db);
    if (!q.exec(u"SELECT id, name FROM " + table))
        return sqliteQueryError(q, path, table);
    QHash<qint64, QString> words;
    while (q.next())
        words.insert(q.value(0).toLongLong(), q.value(1).toString().trimmed());
    return std::optional<QHash<qint64, QString>>(std::move(words));
}

bool isNone(const QString &word)
{
    return word == u"N/A" || word == u"INVALID_TYPE";
}

} // namespace

Result<HcclEnumDecoder> HcclEnumDecoder::load(const QSqlDatabase &db, const QString &path, const QStringList &tables,
                                              const QHash<qint64, QString> &strings)
{
    HcclEnumDecoder decoder;
    decoder.m_strings = strings;
    auto transports = loadEnumTable(db, path, tables, u"ENUM_HCCL_TRANSPORT_TYPE"_qs);
    if (!transports)
        return transports.error();
    auto links = loadEnumTable(db, path, tables, u"ENUM_HCCL_LINK_TYPE"_qs);
    if (!links)
        return links.error();
    auto rdmaTypes = loadEnumTable(db, path, tables, u"ENUM_HCCL_RDMA_TYPE"_qs);
    if (!rdmaTypes)
        return rdmaTypes.error();
    decoder.m_transports = std::move(*transports);
    decoder.m_links = std::move(*links);
    decoder.m_rdmaTypes = std::move(*rdmaTypes);
    return decoder;
}

QString HcclEnumDecoder::word(const std::optional<QHash<qint64, QString>> &table, const QVariant &cell) const
{
    if (cell.isNull())
        return {};
    bool ok = false;
    const qint64 id = cell.toLongLong(&ok);
    if (!ok)
        return {};
    return table ? table->value(id) : m_strings.value(id).trimmed();
}

std::optional<HcclTransport> HcclEnumDecoder::transport(const QVariant &cell) const
{
    const QString w = word(m_transports, cell);
    if (w == u"SDMA")
        return HcclTransport::Sdma;
    if (w == u"RDMA")
        return HcclTransport::Rdma;
    if (w == u"LOCAL")
        return HcclTransport::Local;
    if (isNone(w))
        return HcclTransport::None;
    return std::nullopt;
}

std::optional<HcclLink> HcclEnumDecoder::link(const QVariant &cell) const
{
    const QString w = word(m_links, cell);
    if (w == u"ON_CHIP")
        return HcclLink::OnChip;
    if (w == u"HCCS" || w == u"HCCS_SW")
        return HcclLink::Hccs;
    if (w == u"PCIE")
        return HcclLink::Pcie;
    if (w == u"SIO")
        return HcclLink::Sio;
    if (w == u"ROCE" || w == u"STANDARD_ROCE" || w == u"RESERVED" || isNone(w))
        return HcclLink::Other;
    return std::nullopt;
}

std::optional<bool> HcclEnumDecoder::rdmaPayload(const QVariant &cell) const
{
    static const QStringList others = {u"RDMA_SEND_NOTIFY"_qs, u"RDMA_PAYLOAD_PREPARE"_qs, u"RDMA_PAYLOAD_CHECK"_qs,
                                       u"RDMA_PAYLOAD_ACK"_qs, u"RDMA_SEND_OP"_qs};
    const QString w = word(m_rdmaTypes, cell);
    if (w == u"RDMA_SEND_PAYLOAD")
        return true;
    if (others.contains(w) || isNone(w))
        return false;
    return std::nullopt;
}

} // namespace rl
