// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/report/jsonstreamwriter.h"
#include "core/report/jsonutil.h"

#include <QIODevice>

#include <functional>
#include <vector>

namespace rl::json {

// One long array of a document, written item by item instead of held in it.
struct StreamedArray
{
    // The string the document holds where the array goes: a value no real text has ("\x01name\x01").
    const char *marker;
    size_t count;
    std::function<void(JsonStreamWriter &, size_t)> writeItem;
    // Items formatted together: 512 make a megabyte or so of a long run's operators; an array of
    // few heavy items (a kernel's groups list every call) takes fewer, so that its blocks are
    // formatted on all cores.
    size_t itemsPerBlock = 512;
};

// Writes `root` to `device` as dumpFragment(root, indent) and a newline would, each streamed
// array in place of its marker, in the order the markers appear. A long run's arrays (a
// quarter of a million operators or matches) held as one document took several times the
// memory of its text and most of the time; streamed, the items are formatted block by block
// on the cores while the text before them is written. False when a write failed.
bool writeJsonWithStreamedArrays(QIODevice &device, const Json &root, int indent,
                                 const std::vector<StreamedArray> &arrays);

} // namespace rl::json
