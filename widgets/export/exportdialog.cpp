// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/export/exportdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>

namespace rl {

namespace {

const auto kFolderKey = QStringLiteral("export/lastFolder");

QSpinBox *spin(int min, int max, int value, const QString &suffix)
{
    auto *s = new QSpinBox;
    s->setRange(min, max);
    s->setValue(value);
    s->setSuffix(suffix);
    return s;
}

} // namespace

QString ExportDialog::defaultFolder()
{
    const QString last = QSettings().value(kFolderKey).toString();
    if (!last.isEmpty() && QDir(last).exists())
        return last;
    const QString pictures = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    return pictures.isEmpty() ? QDir::homePath() : pictures;
}

void ExportDialog::rememberFolder(const QString &path)
{
    QSettings().setValue(kFolderKey, QFileInfo(path).absolutePath());
}

ExportDialog::ExportDialog(const QString &suggestedName, QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Export chart"));
    m_path = new QLineEdit;
    auto *browseButton = new QPushButton(tr("Browse…"));
    auto *pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browseButton);

    m_format = new QComboBox;
    m_format->addItem(tr("PNG image"), int(ChartFormat::Png));
    m_format->addItem(tr("SVG vector graphics"), int(ChartFormat::Svg));
    m_format->addItem(tr("PDF document"), int(ChartFormat::Pdf));
    const ChartExportOptions defaults;
    m_width = spin(200, 10000, defaults.width, tr(" px"));
    m_height = spin(150, 10000, defaults.height, tr(" px"));
    m_dpi = spin(48, 1200, defaults.dpi, tr(" dpi"));
    m_print = new QCheckBox(tr("Light print style (legible whatever the screen theme)"));
    m_print->setChecked(true);

    auto *form = new QFormLayout;
    form->addRow(tr("File:"), pathRow);
    form->addRow(tr("Format:"), m_format);
    form->addRow(tr("Width:"), m_width);
    form->addRow(tr("Height:"), m_height);
    form->addRow(tr("Resolution:"), m_dpi);
    m_result = new QLabel;
    m_result->setWordWrap(true);
    m_result->setForegroundRole(QPalette::PlaceholderText);
    form->addRow(QString(), m_result);
    form->addRow(QString(), m_print);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);

    connect(browseButton, &QPushButton::clicked, this, &ExportDialog::browse);
    connect(m_format, &QComboBox::currentIndexChanged, this, &ExportDialog::formatChanged);
    connect(m_path, &QLineEdit::textEdited, this, &ExportDialog::pathEdited);
    for (QSpinBox *box : {m_width, m_height, m_dpi})
        connect(box, &QSpinBox::valueChanged, this, &ExportDialog::updateResult);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    setPath(QDir(defaultFolder()).filePath(suggestedName + u".png"));
}

QString ExportDialog::path() const
{
    return m_path->text();
}

ChartExportOptions ExportDialog::options() const
{
    ChartExportOptions o;
    o.format = ChartFormat(m_format->currentData().toInt());
    o.width = m_width->value();
    o.height = m_height->value();
    o.dpi = m_dpi->value();
    o.printStyle = m_print->isChecked();
    o.title = QFileInfo(path()).completeBaseName();
    return o;
}

void ExportDialog::setPath(const QString &path)
{
    m_path->setText(path);
    pathEdited();
}

void ExportDialog::setOptions(const ChartExportOptions &o)
{
    m_format->setCurrentIndex(m_format->findData(int(o.format)));
    m_width->setValue(o.width);
    m_height->setValue(o.height);
    m_dpi->setValue(o.dpi);
    m_print->setChecked(o.printStyle);
}

void ExportDialog::browse()
{
    const QString chosen = QFileDialog::getSaveFileName(this, tr("Export chart"), path(),
                                                        tr("Images (*.png *.svg *.pdf)"));
    if (!chosen.isEmpty())
        setPath(chosen);
}

// The suffix follows the format, and the format follows a typed suffix.
void ExportDialog::formatChanged()
{
    const auto format = ChartFormat(m_format->currentData().toInt());
    m_dpi->setEnabled(format == ChartFormat::Png);
    updateResult();
    const QFileInfo info(path());
    if (parseChartFormat(info.fileName()) != format && !info.completeBaseName().isEmpty())
        m_path->setText(info.dir().filePath(info.completeBaseName() + u'.' + chartFormatSuffix(format)));
}

void ExportDialog::pathEdited()
{
    if (const auto format = parseChartFormat(QFileInfo(path()).fileName()))
        m_format->setCurrentIndex(m_format->findData(int(*format)));
    m_dpi->setEnabled(ChartFormat(m_format->currentData().toInt()) == ChartFormat::Png);
    updateResult();
}

// Width and height lay the chart out; a PNG is then drawn at dpi/96 of that: say so in
// pixels, so 1200 × 800 at 192 dpi is not a surprise of 2400 × 1600.
void ExportDialog::updateResult()
{
    const ChartExportOptions o = options();
    if (o.format == ChartFormat::Png) {
        const QSize pixels(qRound(o.width * o.scale()), qRound(o.height * o.scale()));
        m_result->setText(tr("Writes %1 × %2 pixels: the %3 × %4 layout drawn at %5 dpi (%6× the screen's 96).")
                              .arg(pixels.width())
                              .arg(pixels.height())
                              .arg(o.width)
                              .arg(o.height)
                              .arg(o.dpi)
                              .arg(o.scale(), 0, 'g', 3));
    } else {
        m_result->setText(
            tr("Writes vector graphics laid out at %1 × %2 (sharp at any size).").arg(o.width).arg(o.height));
    }
}

QString ExportDialog::resultText() const
{
    return m_result->text();
}

} // namespace rl
