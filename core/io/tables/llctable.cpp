// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/tables/llctable.h"

#include "core/common/tr.h"

#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>

#include <algorithm>
#include <cmath>
#include <optional>

namespace rl {

namespace {

enum class Mode : quint8 { Read, Write, Unknown };

Mode modeOfWord(const QString &word)
{
    const QString w = word.trimmed().toLower();
    if (w == u"read")
        return Mode::Read;
    if (w == u"write")
        return Mode::Write;
    return Mode::Unknown;
}

// Which mode an id names. Schemas differ: the 2025 ones resolve it through STRING_IDS, others
// through an ENUM_* table, and an edited file's ids may name anything, so the id is decoded by
// the vocabulary expected (read, write) wherever it is found (core/io/README.md §4.6).
class ModeDecoder
{
public:
    ModeDecoder(const QSqlDatabase &db, const QStringList &tables, const QHash<qint64, QString> &strings)
        : m_db(db), m_strings(strings)
    {
        for (const QString &t : tables) {
            if (t.startsWith(u"ENUM_", Qt::CaseInsensitive))
                m_enums << t;
        }
    }

    Mode decode(const QVariant &value)
    {
        bool numeric = false;
        const qint64 id = value.toLongLong(&numeric);
        if (!numeric)
            return modeOfWord(value.toString()); // a schema that writes the word itself
        if (const auto known = m_known.constFind(id); known != m_known.constEnd())
            return *known;
        Mode mode = modeOfWord(m_strings.value(id));
        for (qsizetype i = 0; mode == Mode::Unknown && i < m_enums.size(); ++i) {
            QSqlQuery q(m_db);
            // Table names come from sqlite_master, quoted: a name is never part of the statement's text otherwise.
            if (q.prepare(u"SELECT name FROM \"" + QString(m_enums[i]).replace(u'"', u"\"\""_qs)
                          + u"\" WHERE id = ?")) {
                q.addBindValue(id);
                if (q.exec() && q.next())
                    mode = modeOfWord(q.value(0).toString());
            }
        }
        m_known.insert(id, mode);
        return mode;
    }

private:
    const QSqlDatabase &m_db;
    const QHash<qint64, QString> &m_strings;
    QStringList m_enums;
    QHash<qint64, Mode> m_known;
};

// The one device the kernels ran on, when TASK says so; nullopt when it does not or names several.
std::optional<qint64> kernelDevice(const QSqlDatabase &db, bool *several)
{
    *several = false;
    if (db.record(u"TASK"_qs).indexOf(u"deviceId"_qs) < 0)
        return std::nullopt;
    QSqlQuery q(db);
    if (!q.exec(u"SELECT DISTINCT deviceId FROM TASK WHERE deviceId IS NOT NULL LIMIT 2"_qs) || !q.next())
        return std::nullopt;
    const qint64 device = q.value(0).toLongLong();
    *several = q.next();
    if (*several)
        return std::nullopt;
    return device;
}

struct Row
{
    LlcSample sample;
    double rawHitRate = 0.0;
};

} // namespace

std::shared_ptr<const LlcSamples> readLlcSamples(const QSqlDatabase &db, const QString &path, const QStringList &tables,
                                                 const QHash<qint64, QString> &strings, Diagnostics &diagnostics)
{
    if (!tables.contains(u"LLC"_qs))
        return nullptr;
    const QString where = path + u"#LLC";
    const QSqlRecord columns = db.record(u"LLC"_qs);
    if (columns.indexOf(u"timestampNs"_qs) < 0 || columns.indexOf(u"hitRate"_qs) < 0) {
        diagnostics << warning(Tr::tr("the LLC table has no timestampNs or hitRate column: its cache samples are "
                                      "not read"),
                               where);
        return nullptr;
    }
    const bool hasDevice = columns.indexOf(u"deviceId"_qs) >= 0;
    // Columns a schema may lack are read as NULL.
    const auto optional = [&](const char16_t *name) {
        return columns.indexOf(QString::fromUtf16(name)) >= 0 ? QString::fromUtf16(name) : u"NULL"_qs;
    };
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!q.exec(u"SELECT timestampNs, hitRate, " + optional(u"llcId") + u", " + optional(u"throughput") + u", "
                + optional(u"mode") + u", " + optional(u"deviceId") + u" FROM LLC")) {
        diagnostics << warning(Tr::tr("cannot read the LLC table: %1").arg(q.lastError().text()), where);
        return nullptr;
    }
    // An edited database keeps its cache samples on another device than its kernels
    // (core/io/README.md §4.6): only the kernels' device's samples describe them.
    bool severalDevices = false;
    std::optional<qint64> device;
    if (hasDevice)
        device = kernelDevice(db, &severalDevices);
    ModeDecoder modes(db, tables, strings);
    std::vector<Row> rows;
    QSet<qint64> otherDevices;
    QSet<qint64> sampleDevices;
    int unreadable = 0, undecodedMode = 0;
    while (q.next()) {
        if (hasDevice && !q.value(5).isNull()) {
            const qint64 d = q.value(5).toLongLong();
            if (device && d != *device) {
                otherDevices.insert(d);
                continue;
            }
            sampleDevices.insert(d);
        }
        bool timeOk = false, rateOk = false;
        const qint64 t = q.value(0).toLongLong(&timeOk);
        const double rate = q.value(1).toDouble(&rateOk);
        if (q.value(0).isNull() || q.value(1).isNull() || !timeOk || !rateOk || !std::isfinite(rate) || rate < 0.0
            || rate > 100.0) {
            ++unreadable;
            continue;
        }
        const Mode mode = q.value(4).isNull() ? Mode::Read : modes.decode(q.value(4));
        if (mode == Mode::Unknown) {
            ++undecodedMode;
            continue;
        }
        Row r;
        r.sample.timestampNs = t;
        r.sample.llcId = q.value(2).isNull() ? 0 : q.value(2).toInt();
        r.rawHitRate = rate;
        bool throughputOk = false;
        const double throughput = q.value(3).toDouble(&throughputOk);
        if (!q.value(3).isNull() && throughputOk && std::isfinite(throughput) && throughput >= 0.0)
            r.sample.throughputBps = throughput;
        r.sample.write = mode == Mode::Write;
        rows.push_back(r);
    }
    if (unreadable > 0)
        diagnostics << warning(Tr::tr("%n LLC sample(s) without a time or with a hit rate outside 0–100 were left out",
                                      nullptr, unreadable),
                               where);
    if (undecodedMode > 0)
        diagnostics << warning(
            Tr::tr("%n LLC sample(s) whose mode is neither read nor write were left out", nullptr, undecodedMode),
            where);
    if (severalDevices || (!device && sampleDevices.size() > 1)) {
        diagnostics << info(Tr::tr("the kernels or the LLC samples are of several devices: the cache samples are "
                                   "not matched to kernels"),
                            where);
        return nullptr;
    }
    if (rows.empty()) {
        if (device && !otherDevices.isEmpty())
            diagnostics << info(Tr::tr("the LLC samples are of another device than the kernels (device %1): they "
                                       "are not matched to kernels")
                                    .arg(*device),
                                where);
        return nullptr;
    }
    // msprof writes percent (it multiplies the counter's fraction by 100); the trace exports
    // label fractions "%". A column with nothing above 1 holds fractions.
    const bool percent = std::any_of(rows.begin(), rows.end(), [](const Row &r) { return r.rawHitRate > 1.0; });
    auto samples = std::make_shared<LlcSamples>();
    samples->reserve(rows.size());
    for (Row &r : rows) {
        r.sample.hitRate = percent ? r.rawHitRate / 100.0 : r.rawHitRate;
        samples->push_back(r.sample);
    }
    std::sort(samples->begin(), samples->end(), [](const LlcSample &a, const LlcSample &b) {
        return a.timestampNs != b.timestampNs ? a.timestampNs < b.timestampNs : a.llcId < b.llcId;
    });
    return samples;
}

} // namespace rl
