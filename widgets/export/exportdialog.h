// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/export/chartexporter.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace rl {

// Where and how to export one chart: file, format (follows the file suffix), size and DPI,
// and whether to use the light print look. Starts in the last export folder, never next
// to the input data.
class ExportDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ExportDialog(const QString &suggestedName, QWidget *parent = nullptr);

    QString path() const;
    ChartExportOptions options() const;
    void setPath(const QString &path);
    void setOptions(const ChartExportOptions &options);

    // The folder offered first: the last one used, else the user's pictures folder.
    static QString defaultFolder();
    static void rememberFolder(const QString &path);
    // What the dialog says it will write ("Writes 2400 × 1600 pixels: …").
    QString resultText() const;

private:
    void browse();
    void formatChanged();
    void pathEdited();
    void updateResult();

    QLineEdit *m_path = nullptr;
    QComboBox *m_format = nullptr;
    QSpinBox *m_width = nullptr;
    QSpinBox *m_height = nullptr;
    QSpinBox *m_dpi = nullptr;
    QCheckBox *m_print = nullptr;
    QLabel *m_result = nullptr; // what will be written, in pixels
};

} // namespace rl
