// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/metriccontext.h"
#include "core/analysis/operatorresult.h"
#include "core/common/result.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

namespace rl {

// One clause of a rule: "<metric> <op> <value>", or "any" of several clauses. A value may
// name a threshold ("$r_threshold").
struct AdviceCondition
{
    enum class Compare : quint8 { Equal, NotEqual, Less, LessOrEqual, Greater, GreaterOrEqual };

    QString metric;
    QString op; // == != < <= > >=
    MetricContext::Value value;
    QString valueRef; // "$r_threshold" when the value is a reference
    std::vector<AdviceCondition> any;
    // Read once from `op`, `metric` and `valueRef` when the rule is parsed: a long run tests
    // every rule on every kernel.
    Compare compare = Compare::Equal;
    // MetricContext::slotOf(metric) and of valueRef; kNoSlot for a name no context sets.
    int metricSlot = MetricContext::kNoSlot;
    int valueRefSlot = MetricContext::kNoSlot;

    bool holds(const MetricContext &ctx) const;
    QString toString() const;
};

// A rule from resources/advice/advice.json: the paper's twelve strategies, the MindStudio
// Advisor lists and the extra rules of core/README.md §3.8. Items written for a family test
// the facts that show their cause, never the category (which the data cannot always decide:
// `busy_unresolved`); a `standing` one is the family's standing advice, for every operator of
// the family on the AI Core.
struct AdviceItem
{
    QString id;
    QString source;
    QString evidenceMetric;            // empty: none (standing advice)
    bool standing = false;             // when holds its family clause and "category != not_applicable"
    std::vector<AdviceCondition> when; // all must hold
    QMap<QString, QString> title;      // language -> text ("en", "zh_CN")
    QMap<QString, QString> explanation;
    // The AI Core data paths the item speaks of ("cube", "vector"; `paths` in the catalogue):
    // it reaches only operators that take every one of them. A path not known either way keeps
    // the item (core/README.md §3.8).
    QStringList paths;

    bool appliesTo(const MetricContext &ctx) const;

    // The operator family a `family == ...` clause restricts the item to; empty for a
    // general item.
    QString family() const;
    // Every condition, readable: "r.max < 0.8 and ...".
    QString conditionText() const;
    QString titleIn(const QString &language) const;
    QString explanationIn(const QString &language) const;

private:
    friend class AdviceCatalog;
    // The slots of the facts naming `paths` ("path.cube"), and of evidenceMetric, found once
    // when read; whether the item is written for a family (family() is not empty).
    std::vector<int> m_pathSlots;
    int m_evidenceSlot = MetricContext::kNoSlot;
    bool m_forFamily = false;
};

class AdviceCatalog
{
public:
    static AdviceCatalog builtin(); // :/advice/advice.json
    static Result<AdviceCatalog> fromJson(const QJsonObject &object, const QString &location = {});

    const std::vector<AdviceItem> &items() const { return m_items; }
    const AdviceItem *find(const QString &id) const;

    // What each item says in `language`, in catalogue order: made once for a whole analysis.
    using Entries = std::vector<std::shared_ptr<const AdviceEntry>>;
    Entries entriesIn(const QString &language) const;

    // Items whose every condition holds, their words taken from `entries` (entriesIn): those
    // written for the operator's family first, then the general ones, each in catalogue order.
    QList<AdviceHit> evaluate(const MetricContext &ctx, const Entries &entries) const;

private:
    std::vector<AdviceItem> m_items;
};

} // namespace rl
