// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/cluster/clusterresult.h"

#include <array>
#include <memory>
#include <optional>
#include <vector>

namespace rl {

// The rows of the cluster heatmap that carry time (widgets/cluster/README.md §2).
enum class ClusterPart { StepTotal, Computing, CommunicationNotOverlapped, Free };
inline constexpr int kClusterParts = 4;

// A part of a rank's summed step, when the rank has steps and the source gives that part.
std::optional<double> clusterPartUs(const ClusterRank &rank, ClusterPart part);

// One column of the heatmap: one rank, or a block of consecutive rank numbers (whole nodes when
// the nodes hold equal runs of ranks). The colour is the block's slowest rank of each part, so a
// straggler is never averaged away.
struct ClusterCell
{
    int firstRank = 0; // the rank numbers the cell stands for, read or missing (inclusive)
    int lastRank = 0;
    int ranks = 0; // of those, the ranks read
    int missing = 0;
    int stragglers = 0;
    std::array<std::optional<double>, kClusterParts> largestUs; // the slowest rank's part
    std::array<int, kClusterParts> largestRank{};
    std::array<double, kClusterParts> meanUs{}; // over the ranks that have the part
    QString firstNode;
    QString lastNode;
    int nodes = 0; // distinct hosts among the ranks read

    bool isOneRank() const { return firstRank == lastRank; }
};

struct ClusterGrid
{
    int ranksPerCell = 1;
    int ranksPerNode = 0;           // when every node holds one aligned run of that many ranks, else 0
    std::vector<ClusterCell> cells; // by rank
    bool byNode() const { return ranksPerNode > 1 && ranksPerCell % ranksPerNode == 0; }
};

// What the heatmap needs of a cluster, indexed once (O(ranks)) so that a zoom or a hover costs
// only the columns in view: where each rank number sits among the ranks read, the missing ranks
// and the stragglers, the median of every part, the hosts' layout.
class ClusterHeatmapData
{
public:
    explicit ClusterHeatmapData(std::shared_ptr<const ClusterResult> cluster);

    const ClusterResult &cluster() const { return *m_cluster; }
    bool isEmpty() const { return m_last < m_first; }
    int firstRank() const { return m_first; } // over the ranks read and the missing ones
    int lastRank() const { return m_last; }
    int ranksPerNode() const { return m_ranksPerNode; }
    std::optional<double> medianUs(ClusterPart part) const { return m_median[size_t(part)]; }
    // (us − median of the part) / median × 100; nullopt without a median.
    std::optional<double> deviationPct(ClusterPart part, double us) const;
    // The colour scale's half width: the largest deviation of any rank, within [5, 100] %.
    double deviationRange() const { return m_range; }

    const ClusterRank *rank(int number) const;
    const MissingRank *missing(int number) const;
    const Straggler *straggler(int number) const;

    // The columns covering rank numbers [from, to] (clamped to the cluster), at most `maxCells`
    // of them: one per rank when they fit, else blocks of whole nodes (when the hosts allow) or
    // of ranks, aligned on the first rank so that panning does not reshuffle them.
    ClusterGrid grid(int from, int to, int maxCells) const;

private:
    int slot(int number) const { return number < m_first || number > m_last ? -1 : number - m_first; }

    std::shared_ptr<const ClusterResult> m_cluster;
    int m_first = 0;
    int m_last = -1;
    int m_ranksPerNode = 0;
    double m_range = 5.0;
    std::vector<int> m_rankIndex;      // by rank number − first: index into ranks, −1
    std::vector<int> m_missingIndex;   // into missing, −1
    std::vector<int> m_stragglerIndex; // into stragglers, −1
    std::array<std::optional<double>, kClusterParts> m_median;
};

} // namespace rl
