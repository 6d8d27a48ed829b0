// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/hbmselector.h"

#include <QEvent>
#include <QSignalBlocker>

namespace rl {

HbmSelector::HbmSelector(QWidget *parent) : QComboBox(parent)
{
    addItem(QString(), QString());
    setSizeAdjustPolicy(QComboBox::AdjustToContents);
    setEnabled(false); // until a chip with memory figures is analysed
    retranslate();
    connect(this, &QComboBox::currentIndexChanged, this, [this] { Q_EMIT choiceChanged(choice()); });
}

QString HbmSelector::choice() const
{
    return currentData().toString();
}

void HbmSelector::setVariants(const QStringList &variants, const QString &specDefault, const QString &inUse)
{
    const QSignalBlocker block(this);
    while (count() > 1)
        removeItem(count() - 1);
    for (const QString &v : variants) {
        if (v != specDefault) // the first item is the chip's own variant already
            addItem(tr("HBM: %1").arg(v), v);
    }
    m_specDefault = specDefault;
    const int index = inUse == specDefault ? 0 : findData(inUse);
    setCurrentIndex(index < 0 ? 0 : index);
    setEnabled(variants.size() > 1);
    retranslate();
}

void HbmSelector::reset()
{
    const QSignalBlocker block(this);
    setCurrentIndex(0);
}

void HbmSelector::changeEvent(QEvent *event)
{
    QComboBox::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void HbmSelector::retranslate()
{
    setItemText(0, m_specDefault.isEmpty() ? tr("HBM: chip default") : tr("HBM: chip default (%1)").arg(m_specDefault));
    setToolTip(tr("The HBM variant whose global-memory and L2 bandwidth the chip roofs use"));
}

} // namespace rl
