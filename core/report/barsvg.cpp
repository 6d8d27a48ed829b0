// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/barsvg.h"

#include "core/format/percentformat.h"
#include "core/report/reportpalette.h"
#include "core/report/svgcanvas.h"

#include <QRectF>

#include <algorithm>
#include <cmath>

namespace rl {

namespace {

QString elided(const QString &s, int chars)
{
    return s.size() > chars ? s.left(chars - 1) + u"…" : s;
}

} // namespace

QString categorySharesSvg(const QList<ShareBar> &bars, const QString &title)
{
    constexpr double width = 640, left = 110, right = 20, barHeight = 34, gap = 14, top = 34;
    const double height = top + bars.size() * (barHeight + gap) + 50;
    SvgCanvas c(width, height, title);
    c.text({left, 20}, title, 13, u"start"_qs, u"#111"_qs, 0.0, true);
    const double span = width - left - right;
    QList<Category> present;
    for (qsizetype i = 0; i < bars.size(); ++i) {
        const double y = top + double(i) * (barHeight + gap);
        c.text({left - 8, y + barHeight / 2 + 4}, elided(bars[i].label, 16), 11, u"end"_qs);
        c.rect(QRectF(left, y, span, barHeight), u"#f4f4f4"_qs, u"#cccccc"_qs);
        double x = left;
        for (Category cat : kAllCategories) {
            const double share = bars[i].shares.value(cat, 0.0);
            if (share <= 0.0)
                continue;
            if (!present.contains(cat))
                present << cat;
            const double w = share * span;
            c.rect(QRectF(x, y, w, barHeight), categoryHexColor(cat), {},
                   categoryDisplayName(cat) + u": " + percent(share));
            if (w > 34)
                c.text({x + w / 2, y + barHeight / 2 + 4}, percent(share), 10, u"middle"_qs, u"#ffffff"_qs);
            x += w;
        }
    }
    double lx = left;
    double ly = height - 26;
    for (Category cat : present) {
        const QString name = categoryDisplayName(cat);
        const double w = 24 + 5.6 * name.size();
        if (lx + w > width - right) {
            lx = left;
            ly += 16;
        }
        c.rect(QRectF(lx, ly - 9, 10, 10), categoryHexColor(cat));
        c.text({lx + 14, ly}, name, 10);
        lx += w;
    }
    return c.toString();
}

QString signedBarsSvg(const QList<SignedBar> &bars, const QString &title, const QString &axisTitle)
{
    constexpr double width = 640, left = 230, right = 90, rowHeight = 20, top = 34;
    const double height = top + std::max<qsizetype>(bars.size(), 1) * rowHeight + 40;
    SvgCanvas c(width, height, title);
    c.text({12, 20}, title, 13, u"start"_qs, u"#111"_qs, 0.0, true);
    double extent = 0.0;
    for (const SignedBar &b : bars)
        extent = std::max(extent, std::abs(b.value));
    if (extent <= 0.0)
        extent = 1.0;
    const bool anyNegative = std::any_of(bars.begin(), bars.end(), [](const SignedBar &b) { return b.value < 0; });
    const bool anyPositive = std::any_of(bars.begin(), bars.end(), [](const SignedBar &b) { return b.value > 0; });
    const double span = width - left - right;
    const double zero = anyNegative && anyPositive ? left + span / 2 : anyNegative ? left + span : left;
    const double scale = (anyNegative && anyPositive ? span / 2 : span) / extent;
    for (qsizetype i = 0; i < bars.size(); ++i) {
        const SignedBar &b = bars[i];
        const double y = top + double(i) * rowHeight;
        c.text({left - 8, y + rowHeight / 2 + 4}, elided(b.label, 34), 10, u"end"_qs);
        const double w = std::abs(b.value) * scale;
        const double x = b.value < 0 ? zero - w : zero;
        c.rect(QRectF(x, y + 3, std::max(w, 0.5), rowHeight - 6), b.color, {}, b.label + u": " + b.annotation);
        // The annotation sits across the zero line from its bar, where the row is empty, so
        // it never runs into the operator's name or another bar.
        const bool negative = b.value < 0;
        const bool across = anyNegative && anyPositive;
        const double ax = across ? (negative ? zero + 4 : zero - 4) : (negative ? x - 4 : x + w + 4);
        c.text({ax, y + rowHeight / 2 + 4}, b.annotation, 10, (negative == across) ? u"start"_qs : u"end"_qs,
               u"#333"_qs);
    }
    c.line({zero, top - 4}, {zero, top + double(bars.size()) * rowHeight + 4}, u"#222"_qs, 1.0);
    c.text({left + span / 2, height - 12}, axisTitle, 11, u"middle"_qs, u"#222"_qs);
    return c.toString();
}

} // namespace rl
