// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/fuzz/seedio.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>
#include <cstdlib>

namespace rl::fuzzseed {

namespace {
constexpr char kSep = '\x1e'; // tests/fuzz/fuzzharness.h kPartSeparator

QString g_out;
int g_written = 0;
} // namespace

void setOutputDir(const QString &dir)
{
    g_out = dir;
}

int seedsWritten()
{
    return g_written;
}

void fail(const QString &what)
{
    std::fprintf(stderr, "rooflens_fuzz_seeds: %s\n", qUtf8Printable(what));
    std::exit(1);
}

void seed(const QString &target, const QString &name, const QByteArray &data)
{
    const QString dir = g_out + u'/' + target;
    QDir().mkpath(dir);
    QFile f(dir + u'/' + name);
    if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size())
        fail(u"cannot write "_qs + f.fileName());
    ++g_written;
}

QByteArray parts(std::initializer_list<QByteArray> list)
{
    QByteArray out;
    bool first = true;
    for (const QByteArray &p : list) {
        if (!first)
            out += kSep;
        out += p;
        first = false;
    }
    return out;
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        fail(u"cannot read "_qs + path);
    return f.readAll();
}

// The header and the first `rows` records of a CSV without embedded newlines.
QByteArray csvHead(const QByteArray &csv, int rows)
{
    qsizetype at = 0;
    for (int i = 0; i <= rows && at >= 0; ++i) {
        at = csv.indexOf('\n', at);
        if (at >= 0)
            ++at;
    }
    return at < 0 ? csv : csv.left(at);
}

// A trace-event object with its metadata and only its first `events` other events.
QByteArray traceHead(const QByteArray &json, int events)
{
    QJsonObject root = QJsonDocument::fromJson(json).object();
    QJsonArray kept;
    int n = 0;
    for (const QJsonValue &v : root.value(u"traceEvents").toArray()) {
        const bool meta = v.toObject().value(u"ph").toString() == u"M";
        if (meta || n++ < events)
            kept.append(v);
    }
    root.insert(u"traceEvents"_qs, kept);
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

} // namespace rl::fuzzseed
