// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QSharedData>
#include <QSharedDataPointer>
#include <QString>

#include <initializer_list>
#include <optional>
#include <vector>

namespace rl {

// A tensor as the profilers describe it: shape "32,3,224,224", dtype "FLOAT16", format "NCHW".
struct TensorDesc
{
    QString shape;
    QString dataType;
    QString format;

    // Dimensions, empty when the shape is unknown or a scalar; nullopt when unparsable.
    std::optional<std::vector<qint64>> dims() const;

    friend bool operator==(const TensorDesc &, const TensorDesc &) = default;
};

// An operator's inputs or outputs, in one pointer. Implicitly shared: the kernels of a long run
// repeat a few thousand distinct tensor lists, and each kernel holding its own copy made them a
// tenth of the run's memory; a copy is a reference. A QList of them was three pointers, and
// every operator holds two lists. The interface is the part of QList's the code uses.
class TensorList
{
public:
    TensorList() = default;
    TensorList(std::initializer_list<TensorDesc> tensors) { *this = TensorList(QList<TensorDesc>(tensors)); }
    TensorList(QList<TensorDesc> tensors)
    {
        if (!tensors.isEmpty()) {
            d = new Data;
            d->list = std::move(tensors);
        }
    }

    qsizetype size() const { return d ? d->list.size() : 0; }
    bool isEmpty() const { return size() == 0; }
    bool empty() const { return isEmpty(); }

    const TensorDesc *constData() const { return d ? d->list.constData() : nullptr; }
    const TensorDesc *begin() const { return constData(); }
    const TensorDesc *end() const { return constData() + size(); }
    const TensorDesc &operator[](qsizetype i) const { return d->list[i]; }
    const TensorDesc &front() const { return d->list.front(); }
    const TensorDesc &back() const { return d->list.back(); }
    TensorDesc value(qsizetype i) const { return i >= 0 && i < size() ? d->list[i] : TensorDesc(); }
    const QList<TensorDesc> &list() const
    {
        static const QList<TensorDesc> kNone;
        return d ? d->list : kNone;
    }

    // Changes copy a list shared with others first.
    TensorDesc &operator[](qsizetype i) { return edit()[i]; }
    TensorDesc *begin() { return edit().data(); }
    TensorDesc *end() { return begin() + size(); }
    void push_back(const TensorDesc &t) { edit().push_back(t); }
    void append(const TensorDesc &t) { edit().append(t); }
    void reserve(qsizetype n) { edit().reserve(n); }
    void insert(qsizetype i, const TensorDesc &t) { edit().insert(i, t); }
    void clear() { d.reset(); }

    friend bool operator==(const TensorList &a, const TensorList &b) { return a.d == b.d || a.list() == b.list(); }

private:
    struct Data : QSharedData
    {
        QList<TensorDesc> list;
    };
    QList<TensorDesc> &edit()
    {
        if (!d)
            d = new Data;
        return d->list; // QSharedDataPointer's non-const access copies a shared list first
    }

    QSharedDataPointer<Data> d;
};

static_assert(sizeof(TensorList) == sizeof(void *));

} // namespace rl
