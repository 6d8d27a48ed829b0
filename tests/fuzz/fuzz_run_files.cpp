// SPDX-License-Identifier: GPL-3.0-or-later
// The run-level files (README "The run-level breakdown"): the first byte chooses which one the
// rest is (0 step_trace_time.csv, 1 cluster_step_trace_time.csv, 2 communication.json); it is
// read alone, then found by the run loader in its folder, summarised and written as JSON and
// CSV. A part read as negative or not finite is a bug and stops the fuzzer.
#include "tests/fuzz/fuzzharness.h"

#include "core/report/jsonutil.h"
#include "core/report/runjson.h"
#include "core/report/runreport.h"
#include "core/run/communicationfile.h"
#include "core/run/runloader.h"
#include "core/run/steptracefiles.h"

#include <QDir>

#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace {

void expectSane(const std::optional<double> &part)
{
    if (part && (!std::isfinite(*part) || *part < 0.0)) {
        std::fprintf(stderr, "rooflens fuzz: a step part read as %g\n", *part);
        std::abort();
    }
}

void expectSane(const rl::StepBreakdown &s)
{
    for (const auto *p : {&s.computingUs, &s.communicationNotOverlappedUs, &s.overlappedUs, &s.communicationUs,
                          &s.freeUs, &s.stageUs, &s.bubbleUs, &s.preparingUs})
        expectSane(*p);
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    rl::fuzz::initialise(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    const QString dir = rl::fuzz::scratchDir() + u"/run";
    QDir(dir).removeRecursively();
    QDir().mkpath(dir);
    static const char *names[] = {"step_trace_time.csv", "cluster_step_trace_time.csv", "communication.json"};
    const int kind = data[0] % 3;
    const QString path = dir + u'/' + QString::fromLatin1(names[kind]);
    rl::fuzz::writeFile(path, QByteArrayView(data + 1, qsizetype(size - 1)));
    if (kind == 0) {
        if (auto steps = rl::readStepTraceTime(path)) {
            for (const rl::StepBreakdown &s : *steps)
                expectSane(s);
        }
    } else if (kind == 1) {
        if (auto ranks = rl::readClusterStepTraceTime(path)) {
            for (const auto &[rank, steps] : *ranks) {
                for (const rl::StepBreakdown &s : steps)
                    expectSane(s);
            }
        }
    } else {
        if (auto c = rl::readCommunicationSummary(path); c && (c->elapseMs < 0.0 || !std::isfinite(c->elapseMs))) {
            std::fprintf(stderr, "rooflens fuzz: communication elapse read as %g\n", c->elapseMs);
            std::abort();
        }
    }
    rl::Profile profile;
    if (auto run = rl::loadRunBreakdown({dir}, profile)) {
        for (const rl::RankBreakdown &r : run->ranks)
            expectSane(r.totals);
        (void)rl::json::dump(rl::runJson(*run));
        (void)rl::runToCsv(*run);
        (void)rl::runBreakdownSvg(*run);
    }
    return 0;
}
