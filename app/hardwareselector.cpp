// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/hardwareselector.h"

#include "core/workflow/workflow.h"

#include <QEvent>
#include <QFileInfo>

namespace rl {

HardwareSelector::HardwareSelector(QWidget *parent) : QComboBox(parent)
{
    addItem(QString(), QString());
    for (const HardwareSpec &spec : Workflow::builtin().hardware().specs())
        addItem(spec.name, spec.id);
    setSizeAdjustPolicy(QComboBox::AdjustToContents);
    retranslate();
    connect(this, &QComboBox::currentIndexChanged, this, [this] { Q_EMIT choiceChanged(choice()); });
}

QString HardwareSelector::choice() const
{
    return currentData().toString();
}

void HardwareSelector::setChoice(const QString &idOrFile)
{
    int index = findData(idOrFile);
    if (index < 0) {
        addItem(tr("File: %1").arg(QFileInfo(idOrFile).fileName()), idOrFile);
        setItemData(count() - 1, idOrFile, Qt::ToolTipRole);
        index = count() - 1;
    }
    setCurrentIndex(index);
}

void HardwareSelector::setDetected(const QString &description)
{
    m_detected = description;
    retranslate();
}

void HardwareSelector::changeEvent(QEvent *event)
{
    QComboBox::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void HardwareSelector::retranslate()
{
    setItemText(0, m_detected.isEmpty() ? tr("From the data") : tr("From the data (%1)").arg(m_detected));
    setToolTip(tr("The chip whose roofs the analysis uses"));
}

} // namespace rl
