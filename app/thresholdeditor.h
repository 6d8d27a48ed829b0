// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/thresholds.h"

#include <QWidget>

class QDoubleSpinBox;
class QLabel;

namespace rl {

// The three classification thresholds (U for cube operators, U for the others, R), edited in
// place; every change is a new Thresholds value for the analysis to be recomputed with.
class ThresholdEditor : public QWidget
{
    Q_OBJECT
public:
    explicit ThresholdEditor(QWidget *parent = nullptr);

    Thresholds thresholds() const;
    void setThresholds(const Thresholds &thresholds); // emits nothing

    QDoubleSpinBox *uCubeBox() const { return m_uCube; }
    QDoubleSpinBox *uOtherBox() const { return m_uOther; }
    QDoubleSpinBox *rBox() const { return m_r; }

Q_SIGNALS:
    void thresholdsChanged(const rl::Thresholds &thresholds);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QDoubleSpinBox *m_uCube;
    QDoubleSpinBox *m_uOther;
    QDoubleSpinBox *m_r;
    QLabel *m_uCubeLabel;
    QLabel *m_uOtherLabel;
    QLabel *m_rLabel;
};

} // namespace rl
