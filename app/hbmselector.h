// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QComboBox>
#include <QStringList>

namespace rl {

// Which HBM figures of the chip's memory to use, next to the chip selector: the chip's own
// variant (empty choice, the default) or one the chip spec lists ("cj"). The memory vendor
// changes the chip's GM and L2 bandwidth by up to a third, and the profilers do not say which.
class HbmSelector : public QComboBox
{
    Q_OBJECT
public:
    explicit HbmSelector(QWidget *parent = nullptr);

    QString choice() const; // empty = the spec's own variant, as AnalysisRequest::hbmVariant takes it
    // The variants the analysed chip lists, the spec's own and the one the analysis used: shows
    // the one used (a pick from the command line too), without a signal.
    void setVariants(const QStringList &variants, const QString &specDefault, const QString &inUse);
    void reset(); // back to the spec's own variant, without a signal

Q_SIGNALS:
    void choiceChanged(const QString &variant);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    QString m_specDefault;
};

} // namespace rl
