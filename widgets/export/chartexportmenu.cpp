// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/export/chartexportmenu.h"

#include "widgets/common/qcp.h"
#include "widgets/export/chartexporter.h"
#include "widgets/export/exportdialog.h"

#include <QApplication>
#include <QFileDialog>
#include <QMenu>
#include <QMessageBox>
#include <QPointer>
#include <QProgressDialog>

namespace rl {

bool exportChartWithDialog(QCustomPlot *plot, QWidget *parent, const QString &suggestedName)
{
    ExportDialog dialog(suggestedName, parent);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    const Status written = ChartExporter::exportChart(plot, dialog.path(), dialog.options());
    if (!written) {
        QMessageBox::warning(parent, ExportDialog::tr("Export chart"), written.error().toString());
        return false;
    }
    ExportDialog::rememberFolder(dialog.path());
    return true;
}

void copyChart(QCustomPlot *plot)
{
    ChartExportOptions o;
    o.width = plot->width() > 0 ? plot->width() : o.width;
    o.height = plot->height() > 0 ? plot->height() : o.height;
    ChartExporter::copyToClipboard(plot, o);
}

int exportAllChartsWithDialog(const QList<NamedChart> &charts, QWidget *parent)
{
    const QString dir = QFileDialog::getExistingDirectory(parent, ExportDialog::tr("Export all charts to"),
                                                          ExportDialog::defaultFolder());
    if (dir.isEmpty())
        return 0;
    QProgressDialog dialog(ExportDialog::tr("Exporting charts…"), ExportDialog::tr("Cancel"), 0, 1000, parent);
    dialog.setWindowModality(Qt::WindowModal);
    dialog.setMinimumDuration(300);
    Progress progress([&dialog](int permille, const QString &) {
        dialog.setValue(permille);
        QApplication::processEvents(); // rendering runs here, on the GUI thread: keep it responsive
    });
    QObject::connect(&dialog, &QProgressDialog::canceled, &dialog, [&progress] { progress.cancel(); });
    const auto files = exportChartBatch(charts, dir, {ChartFormat::Png, ChartFormat::Svg, ChartFormat::Pdf}, {},
                                        progress);
    dialog.setValue(1000);
    if (!files) {
        if (files.error().kind != Error::Kind::Cancelled)
            QMessageBox::warning(parent, ExportDialog::tr("Export charts"), files.error().toString());
        return 0;
    }
    ExportDialog::rememberFolder(dir + u"/x");
    return int(files->size());
}

void addChartExportActions(QMenu *menu, QCustomPlot *plot, const QString &suggestedName)
{
    QPointer<QCustomPlot> guard(plot);
    menu->addAction(ExportDialog::tr("Export chart…"), plot, [guard, suggestedName] {
        if (guard)
            exportChartWithDialog(guard, guard->window(), suggestedName);
    });
    menu->addAction(ExportDialog::tr("Copy chart"), plot, [guard] {
        if (guard)
            copyChart(guard);
    });
}

void installChartExportMenu(QCustomPlot *plot, const QString &suggestedName)
{
    plot->setContextMenuPolicy(Qt::CustomContextMenu);
    QObject::connect(plot, &QWidget::customContextMenuRequested, plot, [plot, suggestedName](const QPoint &pos) {
        QMenu menu(plot);
        addChartExportActions(&menu, plot, suggestedName);
        menu.exec(plot->mapToGlobal(pos));
    });
}

} // namespace rl
