// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/advicecatalog.h"
#include "core/analysis/operatorgroup.h"
#include "core/analysis/operatorresult.h"
#include "core/analysis/thresholds.h"
#include "core/common/diagnostics.h"
#include "core/hardware/hardwarespec.h"
#include "core/model/profile.h"

#include <QMap>

#include <memory>
#include <vector>

namespace rl {

struct CommunicationReport; // core/comm/communicationreport.h
struct MemoryReport;        // core/memory/memoryreport.h

struct AnalysisSummary
{
    int operatorCount = 0;
    double totalDurationUs = 0.0;
    QMap<Category, int> categoryCount;
    QMap<Category, double> categoryTimeShare; // durations per category over the total
};

// A value computed from (Profile, HardwareSpec, Thresholds): changing the chip or a threshold
// computes a new one; nothing edits it in place (core/README.md §2.3).
struct Analysis
{
    std::shared_ptr<const Profile> profile;
    HardwareSpec hardware;
    QString hardwareNote; // how the hardware was chosen
    Thresholds thresholds;
    std::vector<OperatorResult> operators; // one per profile operator, same order
    AnalysisSummary summary;
    Diagnostics diagnostics;
    // The calls grouped by kernel (name, type, input shapes), most total time first, and the
    // group of each operator position: long runs are read as groups (core/README.md §1.3).
    std::vector<OperatorGroup> groups;
    std::vector<int> groupOfOperator;
    // The job's collectives judged against the chip's link roofs (contract §7b), when the
    // run has communication files.
    std::shared_ptr<const CommunicationReport> communication;
    // Each rank's device memory summed as contract §7c says, when the run has memory records.
    std::shared_ptr<const MemoryReport> memory;

    const Operator &op(int index) const { return profile->operators[size_t(index)]; }
    // The group of an operator position; nullptr when out of range.
    const OperatorGroup *groupOf(int operatorIndex) const;
    // Operator indices ordered by estimated gain, largest first (unknown gains last).
    std::vector<int> rankedByGain() const;
    // The first `count` of rankedByGain(), the rest left unordered: the reports and the
    // bottleneck list show the top of a quarter of a million operators.
    std::vector<int> topByGain(size_t count) const;
    // The sentence saying which numbers made the operator's verdict, in the current
    // language (Classifier::evidence): made when asked, not stored per operator.
    QString evidenceOf(const OperatorResult &result) const;

    // The rules and their words in the analysis' language. An operator's advice is made when
    // it is shown or exported (adviceOf), not kept for every call: evaluating every rule for
    // every kernel was a third of a long run's analysis, and the hits a tenth of its memory.
    std::shared_ptr<const AdviceCatalog> adviceCatalog;
    AdviceCatalog::Entries adviceWords;
    // The advice items whose evidence holds for the operator, those written for its family
    // first (AdviceCatalog::evaluate); none without a catalogue.
    QList<AdviceHit> adviceOf(const OperatorResult &result) const;
    // adviceOf for every operator, in their order, made on the cores: for the exports that list
    // every operator's advice.
    std::vector<QList<AdviceHit>> adviceOfEach() const;
};

} // namespace rl
