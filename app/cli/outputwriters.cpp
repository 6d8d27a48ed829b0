// SPDX-License-Identifier: GPL-3.0-or-later
// The file outputs of `analyze` and `compare` besides JSON: CSV, the self-contained HTML
// report, and every chart as PNG/SVG/PDF (rendered offscreen by the widgets).
#include "app/cli/outputwriters.h"

#include "app/cli/clirunner.h"
#include "core/common/tr.h"
#include "core/report/analysiscsv.h"
#include "core/report/communicationcsv.h"
#include "core/report/comparisoncsv.h"
#include "core/report/htmlreport.h"
#include "core/report/memorycsv.h"
#include "core/report/runreport.h"
#include "core/run/runbreakdown.h"
#include "widgets/compare/comparisoncharts.h"
#include "widgets/export/analysischarts.h"
#include "widgets/export/chartbatch.h"

#include <QApplication>

namespace rl::cli {

namespace {

// Charts need a QApplication; main() makes one whenever --charts or --html is given.
bool writeCharts(const ChartSet &set, const CliOptions &o, QTextStream &out, QTextStream &err)
{
    Progress progress;
    const auto files = exportChartBatch(set.charts(), o.chartsDir, chartFormatsFrom(o.chartFormats),
                                        ChartExportOptions{}, progress);
    if (!files) {
        err << QStringView(u"rooflens: ") << files.error().toString() << u'\n';
        return false;
    }
    if (o.jsonOut != u"-" && o.summaryJsonOut != u"-")
        out << Tr::tr("%n chart file(s) written to %1", nullptr, int(files->size())).arg(o.chartsDir) << u'\n';
    return true;
}

// report.csv → report.<kind>.csv; a name without the suffix gets ".<kind>.csv" appended.
QString csvBeside(const QString &csv, QStringView kind)
{
    const QString suffix = u'.' + kind + u".csv";
    return csv.endsWith(u".csv", Qt::CaseInsensitive) ? csv.left(csv.size() - 4) + suffix : csv + suffix;
}

bool canDrawCharts(QTextStream &err)
{
    if (qobject_cast<QApplication *>(QCoreApplication::instance()))
        return true;
    err << QStringView(u"rooflens: ")
        << Tr::tr("--charts needs the graphical libraries (internal error: no QApplication)") << u'\n';
    return false;
}

} // namespace

bool writeAnalysisOutputs(const Analysis &analysis, const CliOptions &o, QTextStream &out, QTextStream &err)
{
    bool ok = true;
    if (!o.csvOut.isEmpty())
        ok = writeOutput(
                 o.csvOut, [&](QIODevice &device) { return writeAnalysisCsv(analysis, device); }, out, err)
            && ok;
    // The run, communication and memory tables go beside the operator table (FILE.run.csv,
    // FILE.comm.csv, FILE.memory.csv); on stdout they would mix.
    if (!o.csvOut.isEmpty() && o.csvOut != u"-" && analysis.profile->run)
        ok = writeOutput(csvBeside(o.csvOut, u"run"), runToCsv(*analysis.profile->run), out, err) && ok;
    if (!o.csvOut.isEmpty() && o.csvOut != u"-" && analysis.communication)
        ok = writeOutput(
                 csvBeside(o.csvOut, u"comm"),
                 [&](QIODevice &device) { return writeCommunicationCsv(*analysis.communication, device); }, out, err)
            && ok;
    if (!o.csvOut.isEmpty() && o.csvOut != u"-" && analysis.memory)
        ok = writeOutput(
                 csvBeside(o.csvOut, u"memory"),
                 [&](QIODevice &device) { return writeMemoryCsv(*analysis.memory, device); }, out, err)
            && ok;
    if (!o.htmlOut.isEmpty())
        ok = writeOutput(o.htmlOut, analysisToHtml(analysis), out, err) && ok;
    if (!o.chartsDir.isEmpty()) {
        // The chart widgets share the analysis; it outlives them inside this scope.
        const auto shared = std::shared_ptr<const Analysis>(&analysis, [](const Analysis *) {});
        ok = canDrawCharts(err) && writeCharts(analysisCharts(shared), o, out, err) && ok;
    }
    return ok;
}

bool writeComparisonOutputs(const Comparison &comparison, const CliOptions &o, QTextStream &out, QTextStream &err)
{
    bool ok = true;
    if (!o.csvOut.isEmpty())
        ok = writeOutput(
                 o.csvOut, [&](QIODevice &device) { return writeComparisonCsv(comparison, device); }, out, err)
            && ok;
    if (!o.htmlOut.isEmpty())
        ok = writeOutput(o.htmlOut, comparisonToHtml(comparison), out, err) && ok;
    if (!o.chartsDir.isEmpty()) {
        const auto shared = std::shared_ptr<const Comparison>(&comparison, [](const Comparison *) {});
        ok = canDrawCharts(err) && writeCharts(comparisonCharts(shared), o, out, err) && ok;
    }
    return ok;
}

} // namespace rl::cli
