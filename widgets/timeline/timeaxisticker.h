// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/timeline/timeformat.h"
#include "widgets/common/qcp.h"

namespace rl {

// Time axis ticks with an adaptive unit (ns, µs, ms, s chosen from the visible span) and an
// origin: labels read `t - origin`, so the same axis shows absolute time (origin 0: the run's
// or kernel's start) or time relative to an operator or a compared run.
class TimeAxisTicker : public QCPAxisTicker
{
public:
    TimeAxisTicker() { setTickCount(8); }

    void setOriginUs(double origin) { m_origin = origin; }
    double originUs() const { return m_origin; }
    // The unit the labels use for `range` (what the axis title should name).
    TimeUnit unitForRange(const QCPRange &range) const;

protected:
    double getTickStep(const QCPRange &range) override;
    QVector<double> createTickVector(double tickStep, const QCPRange &range) override;
    QString getTickLabel(double tick, const QLocale &locale, QChar formatChar, int precision) override;
    int getSubTickCount(double tickStep) override;

private:
    double m_origin = 0.0;
    double m_step = 1.0;
    TimeUnit m_unit = TimeUnit::Microseconds;
};

} // namespace rl
