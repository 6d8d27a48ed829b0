// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QComboBox>

namespace rl {

// Which chip to analyse with: "from the data" (the detected chip, the default), a catalogue
// entry, or a spec file the user loaded. The current choice is a catalogue id, a file path,
// or empty for "from the data" — exactly what AnalysisRequest::hardware takes.
class HardwareSelector : public QComboBox
{
    Q_OBJECT
public:
    explicit HardwareSelector(QWidget *parent = nullptr);

    QString choice() const;
    void setChoice(const QString &idOrFile);      // adds a file entry when it is a new path
    void setDetected(const QString &description); // what "from the data" resolved to

Q_SIGNALS:
    void choiceChanged(const QString &idOrFile);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    QString m_detected;
};

} // namespace rl
