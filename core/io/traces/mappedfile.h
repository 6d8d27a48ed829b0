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

private:
    QFile m_file;
    char *m_data = nullptr;
    size_t m_size = 0;
};

} // namespace rl
