// SPDX-License-Identifier: GPL-3.0-or-later
// The chip's own memory samplers in a profiler DB: HBM bandwidth and the L2 (LLC) hit rate
// (README §1, §2).
#include "core/comm/tablerows.h"
#include "core/common/tr.h"
#include "core/memory/memorydatabase.h"
#include "core/memory/memorydbtables.h"

#include <QSqlQuery>
#include <QSqlRecord>

namespace rl {

namespace {

const QString kHbm = u"HBM"_qs;
const QString kLlc = u"LLC"_qs;
const QString kRowid = u"rowid"_qs;
const QStringList kModes{u"read"_qs, u"write"_qs};

} // namespace

void readHbmTable(MemoryDatabase &db)
{
    if (!db.hasTable(kHbm) || !db.hasColumns(kHbm, {u"deviceId"_qs, u"timestampNs"_qs, u"bandwidth"_qs, u"type"_qs}))
        return;
    QSqlQuery q(db.db());
    if (!db.select(q, kHbm, u"SELECT rowid, deviceId, timestampNs, bandwidth, type FROM HBM"_qs))
        return;
    SkippedRows unknown(kHbm, Tr::tr("the type is neither read nor write"));
    SkippedRows malformed(kHbm, Tr::tr("no time, or a bandwidth that is missing, negative or not a number"));
    while (q.next()) {
        const QString mode = db.word(q.value(4), kModes);
        if (mode.isEmpty()) {
            unknown.add(rowLocation(db.path(), kHbm, kRowid, q.value(0)));
            continue;
        }
        bool bad = false;
        const auto time = timeCell(q.value(2), bad);
        const auto bandwidth = figureCell(q.value(3), bad); // bytes/s: msprof's MB/s x 1024^2
        if (bad || !time || !bandwidth) {
            malformed.add(rowLocation(db.path(), kHbm, kRowid, q.value(0)));
            continue;
        }
        db.device(q.value(1)).addHbm(*time, mode == u"write", *bandwidth);
    }
    db.warnIfCut(q, kHbm);
    unknown.report(db.diagnostics);
    malformed.report(db.diagnostics);
}

void readLlcTable(MemoryDatabase &db)
{
    if (!db.hasTable(kLlc) || !db.hasColumns(kLlc, {u"deviceId"_qs, u"timestampNs"_qs, u"hitRate"_qs, u"mode"_qs}))
        return;
    const bool hasThroughput = db.db().record(kLlc).indexOf(u"throughput"_qs) >= 0;
    QSqlQuery q(db.db());
    if (!db.select(q, kLlc,
                   u"SELECT rowid, deviceId, timestampNs, hitRate, " + (hasThroughput ? u"throughput"_qs : u"NULL"_qs)
                       + u", mode FROM LLC"))
        return;
    SkippedRows unknown(kLlc, Tr::tr("the mode is neither read nor write"));
    SkippedRows malformed(kLlc, Tr::tr("no time, or a hit rate that is missing or outside 0–100 %"));
    while (q.next()) {
        const QString mode = db.word(q.value(5), kModes);
        if (mode.isEmpty()) {
            unknown.add(rowLocation(db.path(), kLlc, kRowid, q.value(0)));
            continue;
        }
        bool bad = false;
        const auto time = timeCell(q.value(2), bad);
        const auto percent = figureCell(q.value(3), bad); // msprof writes the fraction x 100
        bool badThroughput = false;
        const auto throughput = figureCell(q.value(4), badThroughput);
        if (bad || !time || !percent || *percent > 100.0) {
            malformed.add(rowLocation(db.path(), kLlc, kRowid, q.value(0)));
            continue;
        }
        db.device(q.value(1))
            .addLlc(*time, mode == u"write", *percent / 100.0, badThroughput ? std::nullopt : throughput);
    }
    db.warnIfCut(q, kLlc);
    unknown.report(db.diagnostics);
    malformed.report(db.diagnostics);
}

} // namespace rl
