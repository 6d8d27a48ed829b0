// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/thresholdeditor.h"

#include <QDoubleSpinBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>

namespace rl {

namespace {

QDoubleSpinBox *fractionBox(QWidget *parent)
{
    auto *box = new QDoubleSpinBox(parent);
    box->setRange(0.05, 1.0);
    box->setSingleStep(0.05);
    box->setDecimals(2);
    box->setKeyboardTracking(false); // recompute when a value is complete, not per keystroke
    return box;
}

} // namespace

ThresholdEditor::ThresholdEditor(QWidget *parent)
    : QWidget(parent), m_uCube(fractionBox(this)), m_uOther(fractionBox(this)), m_r(fractionBox(this)),
      m_uCubeLabel(new QLabel(this)), m_uOtherLabel(new QLabel(this)), m_rLabel(new QLabel(this))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    for (auto [label, box] : {std::pair{m_uCubeLabel, m_uCube}, {m_uOtherLabel, m_uOther}, {m_rLabel, m_r}}) {
        label->setBuddy(box);
        layout->addWidget(label);
        layout->addWidget(box);
        connect(box, &QDoubleSpinBox::valueChanged, this, [this] { Q_EMIT thresholdsChanged(thresholds()); });
    }
    setThresholds(Thresholds{});
    retranslate();
}

Thresholds ThresholdEditor::thresholds() const
{
    return Thresholds{m_uCube->value(), m_uOther->value(), m_r->value()};
}

void ThresholdEditor::setThresholds(const Thresholds &t)
{
    const QSignalBlocker a(m_uCube), b(m_uOther), c(m_r);
    m_uCube->setValue(t.uCubeOps);
    m_uOther->setValue(t.uOtherOps);
    m_r->setValue(t.r);
}

void ThresholdEditor::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void ThresholdEditor::retranslate()
{
    m_uCubeLabel->setText(tr("U cube ops"));
    m_uOtherLabel->setText(tr("U other ops"));
    m_rLabel->setText(tr("R"));
    m_uCube->setToolTip(tr("Utilisation threshold for operators that use the Cube (cube and mix)"));
    m_uOther->setToolTip(tr("Utilisation threshold for vector/scalar-only operators"));
    m_r->setToolTip(tr("Active-time ratio threshold that separates busy from idle components"));
}

} // namespace rl
