// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/advicecatalog.h"

#include "core/analysis/category.h"
#include "core/common/tr.h"

#include <QFile>
#include <QHash>

#include <QJsonArray>
#include <QJsonDocument>
#include <algorithm>
#include <array>

namespace rl {

namespace {

Result<AdviceCondition> parseCondition(const QJsonObject &o, const QString &where)
{
    AdviceCondition c;
    if (o.contains(u"any")) {
        const QJsonArray any = o.value(u"any").toArray();
        for (const QJsonValue &v : any) {
            auto sub = parseCondition(v.toObject(), where);
            if (!sub)
                return sub;
            c.any.push_back(std::move(sub).value());
        }
        return c;
    }
    c.metric = o.value(u"metric").toString();
    c.op = o.value(u"op").toString();
    static const QHash<QString, AdviceCondition::Compare> compares = {
        {u"=="_qs, AdviceCondition::Compare::Equal},  {u"!="_qs, AdviceCondition::Compare::NotEqual},
        {u"<"_qs, AdviceCondition::Compare::Less},    {u"<="_qs, AdviceCondition::Compare::LessOrEqual},
        {u">"_qs, AdviceCondition::Compare::Greater}, {u">="_qs, AdviceCondition::Compare::GreaterOrEqual}};
    if (c.metric.isEmpty() || !compares.contains(c.op))
        return makeError(Error::Kind::Input, Tr::tr("advice condition needs a metric and one of == != < <= > >="),
                         where);
    c.compare = compares.value(c.op);
    c.metricSlot = MetricContext::slotOf(c.metric);
    const QJsonValue v = o.value(u"value");
    if (v.isDouble())
        c.value = v.toDouble();
    else if (v.isString() && v.toString().startsWith(u'$')) {
        c.valueRef = v.toString().mid(1);
        c.valueRefSlot = MetricContext::slotOf(c.valueRef);
    } else if (v.isString())
        c.value = v.toString();
    else
        return makeError(Error::Kind::Input, Tr::tr("advice condition value must be a number or a string"), where);
    return c;
}

QMap<QString, QString> languageMap(const QJsonValue &v)
{
    QMap<QString, QString> out;
    const QJsonObject o = v.toObject();
    for (auto it = o.begin(); it != o.end(); ++it)
        out.insert(it.key(), it.value().toString());
    return out;
}

QString formatValue(const MetricContext::Value &v)
{
    if (std::holds_alternative<double>(v))
        return QString::number(std::get<double>(v), 'g', 4);
    return std::get<QString>(v);
}

} // namespace

bool AdviceCondition::holds(const MetricContext &ctx) const
{
    if (!any.empty()) {
        for (const AdviceCondition &c : any) {
            if (c.holds(ctx))
                return true;
        }
        return false;
    }
    const MetricContext::Value *actual = ctx.at(metricSlot);
    if (!actual)
        return false; // no evidence, no advice
    const MetricContext::Value *expected = &value;
    if (!valueRef.isEmpty()) {
        expected = ctx.at(valueRefSlot);
        if (!expected)
            return false;
    }
    if (actual->index() != expected->index())
        return false;
    if (std::holds_alternative<QString>(*actual)) {
        const bool eq = std::get<QString>(*actual) == std::get<QString>(*expected);
        return compare == Compare::Equal ? eq : compare == Compare::NotEqual ? !eq : false;
    }
    const double a = std::get<double>(*actual), b = std::get<double>(*expected);
    switch (compare) {
    case Compare::Equal:
        return a == b;
    case Compare::NotEqual:
        return a != b;
    case Compare::Less:
        return a < b;
    case Compare::LessOrEqual:
        return a <= b;
    case Compare::Greater:
        return a > b;
    case Compare::GreaterOrEqual:
        return a >= b;
    }
    return false;
}

QString AdviceCondition::toString() const
{
    if (!any.empty()) {
        QStringList parts;
        for (const AdviceCondition &c : any)
            parts << c.toString();
        return u'(' + parts.join(u" or ") + u')';
    }
    return metric + u' ' + op + u' ' + (valueRef.isEmpty() ? formatValue(value) : valueRef);
}

bool AdviceItem::appliesTo(const MetricContext &ctx) const
{
    for (const int slot : m_pathSlots) {
        const MetricContext::Value *takes = ctx.at(slot);
        if (takes && std::holds_alternative<double>(*takes) && std::get<double>(*takes) == 0.0)
            return false;
    }
    return true;
}

QString AdviceItem::family() const
{
    for (const AdviceCondition &c : when) {
        if (c.metric == u"family" && c.op == u"==" && std::holds_alternative<QString>(c.value))
            return std::get<QString>(c.value);
    }
    return {};
}

QString AdviceItem::conditionText() const
{
    QStringList conditions;
    for (const AdviceCondition &c : when)
        conditions << c.toString();
    return conditions.join(u" and ");
}

QString AdviceItem::titleIn(const QString &language) const
{
    return title.value(language, title.value(u"en"_qs));
}

QString AdviceItem::explanationIn(const QString &language) const
{
    return explanation.value(language, explanation.value(u"en"_qs));
}

Result<AdviceCatalog> AdviceCatalog::fromJson(const QJsonObject &object, const QString &location)
{
    AdviceCatalog catalog;
    const QJsonArray items = object.value(u"items").toArray();
    for (qsizetype i = 0; i < items.size(); ++i) {
        const QJsonObject o = items.at(i).toObject();
        const QString where = location + u"#items[" + QString::number(i) + u']';
        AdviceItem item;
        item.id = o.value(u"id").toString();
        if (item.id.isEmpty())
            return makeError(Error::Kind::Input, Tr::tr("advice item without id"), where);
        item.source = o.value(u"source").toString();
        item.evidenceMetric = o.value(u"evidence_metric").toString();
        for (const QJsonValue &w : o.value(u"when").toArray()) {
            auto c = parseCondition(w.toObject(), where);
            if (!c)
                return c.error();
            item.when.push_back(std::move(c).value());
        }
        if (item.when.empty())
            return makeError(Error::Kind::Input, Tr::tr("advice item %1 has no condition").arg(item.id), where);
        // Standing advice is written for a family and holds wherever the family's kernels ran
        // on the AI Core, whatever the category (core/README.md §3.8).
        item.standing = o.value(u"standing").toBool();
        if (item.standing) {
            if (item.family().isEmpty())
                return makeError(
                    Error::Kind::Input,
                    Tr::tr("advice item %1 is standing advice but names no family (family == ...)").arg(item.id),
                    where);
            AdviceCondition onTheAiCore;
            onTheAiCore.metric = u"category"_qs;
            onTheAiCore.op = u"!="_qs;
            onTheAiCore.compare = AdviceCondition::Compare::NotEqual;
            onTheAiCore.metricSlot = MetricContext::slotOf(onTheAiCore.metric);
            onTheAiCore.value = categoryId(Category::NotApplicable);
            item.when.push_back(std::move(onTheAiCore));
        }
        if (o.contains(u"paths") && !o.value(u"paths").isArray())
            return makeError(Error::Kind::Input, Tr::tr("advice item %1: paths must be a list").arg(item.id), where);
        for (const QJsonValue &p : o.value(u"paths").toArray()) {
            const QString path = p.toString();
            if (path != u"cube" && path != u"vector")
                return makeError(Error::Kind::Input,
                                 Tr::tr("advice item %1 names the path \"%2\"; paths are \"cube\" and \"vector\"")
                                     .arg(item.id, path),
                                 where);
            item.paths << path;
            item.m_pathSlots.push_back(MetricContext::slotOf(u"path." + path));
        }
        item.m_evidenceSlot = MetricContext::slotOf(item.evidenceMetric);
        item.m_forFamily = !item.family().isEmpty();
        item.title = languageMap(o.value(u"title"));
        item.explanation = languageMap(o.value(u"explanation"));
        catalog.m_items.push_back(std::move(item));
    }
    return catalog;
}

AdviceCatalog AdviceCatalog::builtin()
{
    QFile file(u":/advice/advice.json"_qs);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    auto catalog = fromJson(QJsonDocument::fromJson(file.readAll()).object(), file.fileName());
    return catalog ? std::move(catalog).value() : AdviceCatalog{};
}

const AdviceItem *AdviceCatalog::find(const QString &id) const
{
    for (const AdviceItem &i : m_items) {
        if (i.id == id)
            return &i;
    }
    return nullptr;
}

AdviceCatalog::Entries AdviceCatalog::entriesIn(const QString &language) const
{
    Entries entries;
    entries.reserve(m_items.size());
    for (const AdviceItem &item : m_items) {
        entries.push_back(std::make_shared<const AdviceEntry>(
            AdviceEntry{item.id, item.titleIn(language), item.explanationIn(language), item.evidenceMetric,
                        item.conditionText(), item.family()}));
    }
    return entries;
}

QList<AdviceHit> AdviceCatalog::evaluate(const MetricContext &ctx, const Entries &entries) const
{
    // Which items hold first, so the list is allocated once at its size: a long run keeps
    // one such list per operator. The catalogue is a few dozen items, so their marks fit on
    // the stack; only a larger one (a user's) takes the heap.
    constexpr size_t kOnStack = 128;
    const size_t count = std::min(m_items.size(), entries.size());
    std::array<size_t, kOnStack> onStack;
    std::vector<size_t> onHeap;
    size_t *holding = onStack.data();
    if (count > kOnStack) {
        onHeap.resize(count);
        holding = onHeap.data();
    }
    size_t held = 0, forFamily = 0;
    for (size_t k = 0; k < count; ++k) {
        const AdviceItem &item = m_items[k];
        bool all = item.appliesTo(ctx);
        for (auto c = item.when.cbegin(); all && c != item.when.cend(); ++c)
            all = c->holds(ctx);
        if (all) {
            holding[held++] = k;
            forFamily += item.m_forFamily ? 1 : 0;
        }
    }
    QList<AdviceHit> hits;
    if (held == 0)
        return hits;
    hits.reserve(qsizetype(held));
    // Those written for the operator's family first, then the general ones, each in
    // catalogue order.
    const auto add = [&](bool family) {
        for (size_t h = 0; h < held; ++h) {
            const size_t k = holding[h];
            if (m_items[k].m_forFamily == family)
                hits.emplace_back(AdviceHit{entries[k], ctx.numberAt(m_items[k].m_evidenceSlot)});
        }
    };
    if (forFamily > 0)
        add(true);
    if (forFamily < held)
        add(false);
    return hits;
}

} // namespace rl
