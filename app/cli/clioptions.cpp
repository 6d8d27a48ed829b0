// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/clioptions.h"

#include "core/common/tr.h"

namespace rl::cli {

namespace {

std::optional<double> parseFraction(const QString &text, QString *error, const QString &option)
{
    bool ok = false;
    double v = text.toDouble(&ok);
    if (ok && v > 1.0 && v <= 100.0)
        v /= 100.0; // accept percent too: --u-threshold 80
    if (!ok || !(v > 0.0) || v > 1.0) {
        *error = Tr::tr("%1 expects a fraction in (0, 1] or a percentage, got \"%2\"").arg(option, text);
        return std::nullopt;
    }
    return v;
}

} // namespace

bool CliOptions::needsGui() const
{
    // Only chart files: the HTML report draws its charts as SVG in core, without Qt Gui.
    return !chartsDir.isEmpty();
}

CliOptions parseCommandLine(const QStringList &args)
{
    CliOptions o;
    qsizetype i = 0;
    if (!args.isEmpty()) {
        const QString first = args.first();
        if (first == u"analyze")
            o.command = Command::Analyze;
        else if (first == u"compare")
            o.command = Command::Compare;
        else if (first == u"reduce")
            o.command = Command::Reduce;
        else if (first == u"demo")
            o.command = Command::Demo;
        else if (first == u"hardware")
            o.command = Command::Hardware;
        else if (first == u"mcp")
            o.command = Command::Mcp;
        else if (first == u"help" || first == u"--help" || first == u"-h")
            o.command = Command::Help;
        else if (first == u"--version" || first == u"version")
            o.command = Command::Version;
        if (o.command != Command::None)
            ++i;
    }
    if (o.command == Command::Help || o.command == Command::Version)
        return o;

    auto value = [&](const QString &option) -> std::optional<QString> {
        if (i + 1 >= args.size()) {
            o.error = Tr::tr("%1 needs a value").arg(option);
            return std::nullopt;
        }
        return args[++i];
    };
    for (; i < args.size() && o.error.isEmpty(); ++i) {
        const QString a = args[i];
        if (a == u"--hardware") {
            if (auto v = value(a))
                o.hardware = *v;
        } else if (a == u"--hbm") {
            if (auto v = value(a))
                o.hbmVariant = v->trimmed().toLower();
        } else if (a == u"--json") {
            if (auto v = value(a))
                o.jsonOut = *v;
        } else if (a == u"--summary-json") {
            if (auto v = value(a))
                o.summaryJsonOut = *v;
        } else if (a == u"--rank-summary") {
            if (auto v = value(a))
                o.rankSummaryOut = *v;
        } else if ((a == u"-o" || a == u"--output") && o.command == Command::Reduce) {
            if (auto v = value(a))
                o.reduceOut = *v;
        } else if (a == u"--missing" && o.command == Command::Reduce) {
            if (auto v = value(a))
                o.missingFile = *v;
        } else if ((a == u"--job" || a == u"--kernels" || a == u"--types" || a == u"--straggler")
                   && o.command == Command::Demo) {
            if (auto v = value(a)) {
                bool ok = false;
                const int n = v->toInt(&ok);
                if (!ok || n < (a == u"--straggler" ? 0 : 1))
                    o.error = Tr::tr("%1 expects a whole number, got \"%2\"").arg(a, *v);
                else if (a == u"--job")
                    o.demoJobRanks = n;
                else if (a == u"--kernels")
                    o.demoJobKernels = n;
                else if (a == u"--types")
                    o.demoJobTypes = n;
                else
                    o.demoJobStraggler = n;
            }
        } else if (a == u"--json-indent") {
            if (auto v = value(a)) {
                bool ok = false;
                o.jsonIndent = v->toInt(&ok);
                if (!ok || o.jsonIndent < 0 || o.jsonIndent > 8)
                    o.error = Tr::tr("--json-indent expects 0 to 8 spaces, got \"%1\"").arg(*v);
            }
        } else if (a == u"--csv") {
            if (auto v = value(a))
                o.csvOut = *v;
        } else if (a == u"--html") {
            if (auto v = value(a))
                o.htmlOut = *v;
        } else if (a == u"--charts") {
            if (auto v = value(a))
                o.chartsDir = *v;
        } else if (a == u"--chart-format") {
            if (auto v = value(a)) {
                o.chartFormats = v->toLower().split(u',', Qt::SkipEmptyParts);
                for (const QString &f : o.chartFormats) {
                    if (f != u"png" && f != u"svg" && f != u"pdf")
                        o.error = Tr::tr("--chart-format takes png, svg and pdf, got \"%1\"").arg(f);
                }
            }
        } else if (a == u"--lang") {
            if (auto v = value(a)) {
                o.language = *v;
                if (o.language != u"en" && o.language != u"zh_CN")
                    o.error = Tr::tr("--lang takes en or zh_CN, got \"%1\"").arg(o.language);
            }
        } else if (a == u"--u-threshold" || a == u"--u-cube-threshold" || a == u"--u-other-threshold"
                   || a == u"--r-threshold") {
            if (auto v = value(a)) {
                const auto f = parseFraction(*v, &o.error, a);
                if (a == u"--u-threshold")
                    o.uThreshold = f;
                else if (a == u"--u-cube-threshold")
                    o.uCubeThreshold = f;
                else if (a == u"--u-other-threshold")
                    o.uOtherThreshold = f;
                else
                    o.rThreshold = f;
            }
        } else if (a == u"--fail-on-regression") {
            if (auto v = value(a)) {
                bool ok = false;
                const double pct = v->toDouble(&ok);
                if (!ok || pct < 0.0)
                    o.error = Tr::tr("--fail-on-regression expects a percentage ≥ 0, got \"%1\"").arg(*v);
                else
                    o.failOnRegressionPct = pct;
            }
        } else if (a == u"--rank") {
            if (auto v = value(a)) {
                bool ok = false;
                o.rank = v->toInt(&ok);
                if (!ok || o.rank < 0)
                    o.error = Tr::tr("--rank expects a rank number, got \"%1\"").arg(*v);
            }
        } else if (a == u"--list" && o.command == Command::Hardware) {
            o.hardwareList = true;
        } else if (a == u"--list" && o.command == Command::Analyze) {
            o.listProfiles = true;
        } else if (a == u"--list-ranks" && o.command == Command::Analyze) {
            o.listRanks = true;
        } else if (a == u"--show" && o.command == Command::Hardware) {
            if (auto v = value(a))
                o.hardwareShow = *v;
        } else if (a == u"--compare" && o.command == Command::None) {
            o.compareGui = true;
        } else if (a.startsWith(u"--") && a.size() > 2) {
            o.error = Tr::tr("unknown option %1").arg(a);
        } else {
            o.paths << a;
        }
    }
    if (!o.error.isEmpty())
        return o;

    switch (o.command) {
    case Command::Analyze:
        if (o.paths.isEmpty())
            o.error = Tr::tr("analyze needs at least one PATH");
        else if (o.listProfiles && o.paths.size() != 1)
            o.error = Tr::tr("analyze --list takes one PATH");
        else if (o.listProfiles && o.listRanks)
            o.error = Tr::tr("--list and --list-ranks cannot be combined");
        break;
    case Command::Compare:
        if (o.paths.size() != 2)
            o.error = Tr::tr("compare needs exactly two paths: BEFORE AFTER");
        break;
    case Command::Reduce:
        if (o.paths.isEmpty())
            o.error = Tr::tr("reduce needs at least one rank summary or directory of them");
        else if (o.reduceOut.isEmpty())
            o.error = Tr::tr("reduce needs -o CLUSTER.json");
        break;
    case Command::Demo:
        if (o.paths.size() != 1)
            o.error = Tr::tr("demo needs exactly one directory");
        else if (o.demoJobRanks > 0 && o.demoJobStraggler >= o.demoJobRanks)
            o.error = Tr::tr("--straggler must name one of the job's ranks (0 to %1)").arg(o.demoJobRanks - 1);
        break;
    case Command::Hardware:
        if (!o.hardwareList && o.hardwareShow.isEmpty())
            o.error = Tr::tr("hardware needs --list or --show ID");
        break;
    case Command::Mcp:
        // The server's options come from the client, per call: the command line takes none.
        if (args.size() > 1)
            o.error = Tr::tr("mcp takes no arguments (the client passes them with each tool call)");
        break;
    case Command::None:
        if (o.compareGui && o.paths.size() != 2)
            o.error = Tr::tr("--compare needs exactly two paths: BEFORE AFTER");
        break;
    default:
        break;
    }
    if (o.command != Command::Analyze && !o.summaryJsonOut.isEmpty())
        o.error = Tr::tr("--summary-json applies to analyze only");
    if (o.command != Command::Analyze && !o.rankSummaryOut.isEmpty())
        o.error = Tr::tr("--rank-summary applies to analyze only");
    if (!o.rankSummaryOut.isEmpty() && (o.rankSummaryOut == o.jsonOut || o.rankSummaryOut == o.summaryJsonOut))
        o.error = Tr::tr("--rank-summary cannot write to the same place as another output (%1)").arg(o.rankSummaryOut);
    if (!o.summaryJsonOut.isEmpty() && o.summaryJsonOut == o.jsonOut)
        o.error = Tr::tr("--summary-json and --json cannot write to the same place (%1)").arg(o.jsonOut);
    if (o.command != Command::Analyze && o.command != Command::Compare && o.command != Command::None
        && o.command != Command::Hardware && !o.hardware.isEmpty())
        o.error = Tr::tr("--hardware does not apply to this command");
    if (o.command != Command::Analyze && o.command != Command::Compare && o.command != Command::None
        && o.command != Command::Hardware && !o.hbmVariant.isEmpty())
        o.error = Tr::tr("--hbm does not apply to this command");
    return o;
}

QString usageText()
{
    return Tr::tr("Usage:\n"
                  "  rooflens                                   GUI, empty or with the last session\n"
                  "  rooflens [--hardware ID|FILE] PATH...      GUI with PATH(s) loaded as one workload\n"
                  "  rooflens --compare BEFORE AFTER            GUI in compare mode\n"
                  "  rooflens analyze PATH... [options]         headless analysis\n"
                  "  rooflens compare BEFORE AFTER [options]    headless comparison\n"
                  "  rooflens reduce SUMMARY|DIR... -o FILE     join rank summaries into one cluster JSON "
                  "(rooflens.cluster/1)\n"
                  "  rooflens demo DIR                          write the built-in demo workspace to DIR\n"
                  "  rooflens demo --job N [--kernels K] [--types T] [--straggler R] DIR\n"
                  "                                             write a generated job of N torch_npu ranks with a "
                  "planted straggler\n"
                  "  rooflens hardware --list | --show ID       the hardware catalogue\n"
                  "  rooflens mcp                               Model Context Protocol server on stdin/stdout, for AI "
                  "assistants\n"
                  "\n"
                  "Options of analyze and compare:\n"
                  "  --hardware ID|FILE      chip spec (catalogue id or rooflens.hardware/1 file)\n"
                  "  --hbm VARIANT           HBM variant of the chip's memory figures (e.g. default, cj; hardware "
                  "--show lists them)\n"
                  "  --json FILE|-           write rooflens.analysis/1 (or comparison/1) JSON, on one line\n"
                  "  --json-indent N         indent the JSON by N spaces per level, for reading\n"
                  "  --summary-json FILE|-   analyze: write the agent summary (rooflens.summary/1), a few KB\n"
                  "  --rank-summary FILE|-   analyze: write the rank summary of one rank (rooflens.rank-summary/1), "
                  "at most 256 KiB, for reduce\n"
                  "  --csv FILE              write a CSV table\n"
                  "  --html FILE             write a self-contained HTML report\n"
                  "  --charts DIR            export every chart to DIR\n"
                  "  --chart-format LIST     png,svg,pdf (default png,svg)\n"
                  "  --lang en|zh_CN         language of text output\n"
                  "  --u-threshold X         utilisation threshold for all operators (fraction or %)\n"
                  "  --u-cube-threshold X    ... for operators that use the Cube (default 0.80)\n"
                  "  --u-other-threshold X   ... for vector/scalar operators (default 0.65)\n"
                  "  --r-threshold X         active-time ratio threshold (default 0.80)\n"
                  "  --rank N                rank to load from a directory holding several ranks\n"
                  "  --list                  analyze: list the profiles found at or below PATH\n"
                  "  --list-ranks            analyze: list the job's ranks from its folders alone, one line each: "
                  "RANK, a tab, the rank's folder\n"
                  "  --fail-on-regression P  compare: exit 1 when a matched operator is P% slower\n"
                  "\n"
                  "Options of reduce:\n"
                  "  -o, --output FILE       write rooflens.cluster/1 to FILE (- for the standard output)\n"
                  "  --missing FILE          ranks the driver could not map: [{rank, path, reason}] (a missing.json "
                  "beside the summaries is read too)\n"
                  "  --json-indent N         indent the JSON by N spaces per level\n"
                  "\n"
                  "Exit codes: 0 success, 1 gate failed, 2 usage error, 3 unreadable or unsupported input.\n");
}

} // namespace rl::cli
