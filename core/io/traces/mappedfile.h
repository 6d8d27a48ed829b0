// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/result.h"

#include <QFile>
#include <QString>

#include <memory>

namespace rl {

// A private memory map of a whole file: its pages belong to the page cache, not to the
// process's heap, so a 1 GB trace costs no allocation to look at. Writes stay in this
// process (copy on write of the touched pages only) and never reach the file.
class MappedFile
{
public:
    static Result<std::unique_ptr<MappedFile>> open(const QString &path);

    char *data() const { return m_data; }
    size_t size() const { return m_size; }
    // Drops this process's page-table entries for the whole pages inside [begin, end), bytes a
    // reader is done with; reading them again maps them again from the page cache, so nothing
    // can go wrong but time. Unmapping a read 1 GB file cleared its 262 k entries on one core
    // after the read (40-50 ms, holding the address space's lock, so that a second thread
    // unmapping it stalled the thread going on); the reading threads drop them as they go
    // instead, about as much work but shared by the cores. Does nothing where the system has
    // no such call.
    void forget(size_t begin, size_t end) const;

private:
    QFile m_file;
    char *m_data = nullptr;
    size_t m_size = 0;
};

} // namespace rl
