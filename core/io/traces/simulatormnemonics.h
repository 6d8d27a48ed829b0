// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How RoofLens reads an msprof op simulator instruction trace (simulator/trace.json,
// visualize_data.bin block 0x02, msprof op TimelineDetail; core/io/README.md §5) — the contract the
// demo generator writes to.
//
// Shape read (summary file): {"profilingType":"op", "traceEvents":[...]} with
//  - instructions: {"ph":"X", "name":<mnemonic>, "pid":"core0.cubecore0", "tid":<PIPE>,
//    "ts":<µs from kernel start>, "dur":<µs>, "args":{...}}. ts/dur are µs
//    (core/io/README.md §0.3).
//  - "cache_time" / "ccu_time" X events on the lane of the instruction they precede: issue
//    stalls, PipeInterval::Kind::CacheTime / CcuTime, never counted as busy.
//  - flags: SET_FLAG / WAIT_FLAG (or set_event / wait_event) as "B"/"E" pairs with an "id",
//    on the lanes of the same name; B..E is one span. The n-th SET span of an id and the n-th
//    WAIT span of the same id (in time order, any unit) make a PipeLink::Kind::Flag from the
//    SET's start to the WAIT's end, labelled with the id.
//  - arrows: "s" then "t" (or "f") with the same "id"; "cat" ("MTE2ToVECTOR") is the label.
//  - metadata: process_sort_index orders units; per-core files (numeric pid = pipe, named by
//    process_name; tid = sub-lane) are one unit named after their directory.
//
// Work an instruction does, summed per unit into the component of the pipe it ran on
// (totals over all units of one side; busy time is averaged per unit):
//  - transfers: args.process_bytes (number or numeric string) bytes on the path the mnemonic
//    names (kTransferMnemonics, longest prefix wins), counted only when the instruction's pipe
//    is the table's component (otherwise the path is ambiguous and the bytes are skipped);
//  - computation, a RoofLens extension (msprof writes no such field): args.ops = operations
//    the instruction performed (a multiply-add counts 2, so MMAD of m×k·k×n is 2·m·k·n), on the
//    CUBE or VECTOR pipe, at the precision given by args.dtype or else found in args.detail
//    (precisionFromHint(): "bf16", "fp16"/"f16"/"half", "hf32", "fp32"/"f32"/"float",
//    "int8"/"s8"/"u8", "int4"/"s4", "int16"/"s16", "int32"/"s32"). Without a precision the
//    operations are skipped with a diagnostic.

#include "core/model/component.h"
#include "core/model/pipes.h" // the pipe table the readers share

#include <QString>
#include <QStringView>

#include <optional>

namespace rl {

struct TransferMnemonic
{
    const char *prefix;
    ComponentId component;
    const char *path; // contract path id
};

inline constexpr TransferMnemonic kTransferMnemonics[] = {
    {"MOV_OUT_TO_UB", ComponentId::Mte2, "gm_to_ub"},
    {"MOV_OUT_TO_L1", ComponentId::Mte2, "gm_to_l1"}, // also MOV_OUT_TO_L1_MULTI_ND2NZ...
    {"MOV_OUT_TO_L0A", ComponentId::Mte2, "gm_to_l0a"},
    {"MOV_OUT_TO_L0B", ComponentId::Mte2, "gm_to_l0b"},
    {"LOAD_OUT_TO_L0A", ComponentId::Mte2, "gm_to_l0a"},
    {"LOAD_OUT_TO_L0B", ComponentId::Mte2, "gm_to_l0b"},
    {"MOV_UB_TO_OUT", ComponentId::Mte3, "ub_to_gm"},
    {"MOV_UB_TO_L1", ComponentId::Mte3, "ub_to_l1"},
    {"LOAD_L1_TO_L0A", ComponentId::Mte1, "l1_to_l0a"}, // also LOAD_L1_TO_L0A_2D / _3DV2...
    {"LOAD_L1_TO_L0B", ComponentId::Mte1, "l1_to_l0b"},
    {"MOV_L1_TO_UB", ComponentId::Mte1, "l1_to_ub"},
    {"FIX_L0C_TO_OUT", ComponentId::FixPipe, "l0c_to_gm"},
    {"MOV_L0C_TO_OUT", ComponentId::FixPipe, "l0c_to_gm"},
    {"FIX_L0C_TO_L1", ComponentId::FixPipe, "l0c_to_l1"},
    {"MOV_L0C_TO_L1", ComponentId::FixPipe, "l0c_to_l1"},
};

// The entry whose prefix is the longest match of `mnemonic`, or nullopt.
std::optional<TransferMnemonic> transferOf(QStringView mnemonic);

// A contract precision id found in a dtype or detail text, or an empty string.
QString precisionFromHint(QStringView text);

} // namespace rl
