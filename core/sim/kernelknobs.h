// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace rl::sim {

// The knobs that the paper's optimisation strategies turn (core/README.md §3.8). Defaults are the
// well-written kernel; a "before" kernel sets the ones its author got wrong.
struct KernelKnobs
{
    bool inPlace = false;         // RSD off: results overwrite the input buffer, so the next
                                  // tile's load waits for this tile's write-back
    bool reloadInvariant = false; // MRT off: a loop-invariant operand is re-copied every tile
    bool lateNextLoad = false;    // AIS off: the next tile's GM load is issued behind this
                                  // tile's compute instead of ahead of it
    int extraBarriers = 0;        // RUS off: pipe_barrier(PIPE_ALL) per tile
    bool doubleBuffer = true;     // PP: ping-pong buffers
    int transferBytes = 0;        // ITG: bytes per MTE instruction (0 = a whole tile at once)
    int vectorRepeat = 255;       // AIP: repeats per vector instruction (1 = a software loop)
    bool fusedEpilogue = true;    // OP: the epilogue runs on chip instead of a GM round trip
    bool fastAlgorithm = false;   // EA: the cheaper algorithm (FastGeLU)
    int tileBytes = 16384;        // input bytes per tile and block
    int scalarPerTile = 24;       // address and loop arithmetic per tile (cycles)
};

} // namespace rl::sim
