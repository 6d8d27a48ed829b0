// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace rl::cli {

// Exit codes of app/README.md §2.3.
enum ExitCode : int { ExitOk = 0, ExitGateFailed = 1, ExitUsage = 2, ExitInput = 3 };

enum class Command { None, Analyze, Compare, Reduce, Demo, Hardware, Mcp, Help, Version };

// The command line as a plain struct, so parsing is testable without running anything.
struct CliOptions
{
    Command command = Command::None;
    QStringList paths;                         // analyze: PATH...; compare: BEFORE AFTER; demo: DIR
    QString hardware;                          // --hardware ID|FILE
    QString hbmVariant;                        // --hbm VARIANT: which HBM figures of the chip's memory to use
    QString jsonOut;                           // --json FILE|-
    int jsonIndent = -1;                       // --json-indent N: spaces per level for people; -1 compact
    QString summaryJsonOut;                    // analyze --summary-json FILE|-: rooflens.summary/1
    QString rankSummaryOut;                    // analyze --rank-summary FILE|-: rooflens.rank-summary/1
    QString reduceOut;                         // reduce -o CLUSTER.json
    QString missingFile;                       // reduce --missing FILE: the driver's failed ranks
    int demoJobRanks = 0;                      // demo --job N: a generated job of N ranks
    int demoJobKernels = 2000;                 // demo --kernels K: kernels per rank of that job
    int demoJobStraggler = -1;                 // demo --straggler R: the planted straggler rank
    int demoJobTypes = 40;                     // demo --types T: operator types per rank of that job
    QString csvOut;                            // --csv FILE
    QString htmlOut;                           // --html FILE
    QString chartsDir;                         // --charts DIR
    QStringList chartFormats;                  // --chart-format png,svg,pdf
    QString language;                          // --lang en|zh_CN
    std::optional<double> uThreshold;          // --u-threshold: both operator kinds
    std::optional<double> uCubeThreshold;      // --u-cube-threshold
    std::optional<double> uOtherThreshold;     // --u-other-threshold
    std::optional<double> rThreshold;          // --r-threshold
    std::optional<double> failOnRegressionPct; // compare --fail-on-regression PCT
    int rank = -1;                             // --rank N for a parent directory of several ranks
    bool hardwareList = false;                 // hardware --list
    bool listProfiles = false;                 // analyze --list: what the folder search finds
    bool listRanks = false;                    // analyze --list-ranks: the job's ranks from its folders alone
    QString hardwareShow;                      // hardware --show ID
    bool compareGui = false;                   // rooflens --compare BEFORE AFTER (GUI)
    QString error;                             // usage error, empty when the line parsed

    bool needsGui() const; // chart files need a QApplication (offscreen is fine); HTML does not
};

// Parses arguments (without the program name). GUI invocations (no sub-command) yield
// Command::None with `paths`, `hardware` and `compareGui` filled.
CliOptions parseCommandLine(const QStringList &arguments);

QString usageText();

} // namespace rl::cli
