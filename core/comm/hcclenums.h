// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/result.h"

#include <QHash>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <optional>

class QSqlDatabase;

namespace rl {

// The enum columns of a profiler DB's COMMUNICATION_TASK_INFO (core/comm/README.md §2). Newer
// DBs resolve them through ENUM_HCCL_TRANSPORT_TYPE / _LINK_TYPE / _RDMA_TYPE; the 2023 DBs have
// no such tables and hold STRING_IDS ids instead. Either way a value is decoded by the words HCCL
// uses: a value that names no such word (an id that resolves to an operator name, a number) is
// nonsense and comes back empty, never guessed.

enum class HcclTransport { Sdma, Rdma, Local, None }; // None: N/A, INVALID_TYPE

// The links a copy goes over; Other is a link that is no roof's (ROCE, STANDARD_ROCE, RESERVED,
// N/A, INVALID_TYPE): such a copy counts under SDMA only.
enum class HcclLink { OnChip, Hccs, Pcie, Sio, Other };

class HcclEnumDecoder
{
public:
    // Reads the ENUM_HCCL_* tables that exist in `tables`; `strings` is STRING_IDS, the fallback.
    static Result<HcclEnumDecoder> load(const QSqlDatabase &db, const QString &path, const QStringList &tables,
                                        const QHash<qint64, QString> &strings);

    std::optional<HcclTransport> transport(const QVariant &cell) const;
    std::optional<HcclLink> link(const QVariant &cell) const;
    // Whether the RDMA task carries the payload (RDMA_SEND_PAYLOAD); empty on nonsense.
    std::optional<bool> rdmaPayload(const QVariant &cell) const;

private:
    QString word(const std::optional<QHash<qint64, QString>> &table, const QVariant &cell) const;

    QHash<qint64, QString> m_strings; // implicitly shared with the reader's
    std::optional<QHash<qint64, QString>> m_transports;
    std::optional<QHash<qint64, QString>> m_links;
    std::optional<QHash<qint64, QString>> m_rdmaTypes;
};

} // namespace rl
