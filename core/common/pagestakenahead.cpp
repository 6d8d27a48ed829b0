// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/common/pagestakenahead.h"

#include <QtGlobal>

#ifdef Q_OS_LINUX
#include <sys/mman.h>
#include <unistd.h>
#endif

namespace rl {

namespace {

constexpr size_t kWorthAThread = size_t(4) << 20;

} // namespace

PagesTakenAhead::PagesTakenAhead(void *data, size_t bytes)
{
#if defined(Q_OS_LINUX) && defined(MADV_POPULATE_WRITE)
    if (!data || bytes < kWorthAThread)
        return;
    static const auto page = quintptr(sysconf(_SC_PAGESIZE));
    if (page == 0)
        return;
    const auto first = (quintptr(data) + page - 1) / page * page;
    const auto last = (quintptr(data) + bytes) / page * page;
    if (first >= last)
        return;
    // Whole pages only: the ones at the ends may hold other data, and writing to them is the
    // writer's. Taken back to front, so that the two meet rather than race over the same pages
    // (a system without the call refuses it at once, and the writer takes them as before).
    m_thread = std::thread([first, last] {
        constexpr quintptr kStep = quintptr(1) << 20;
        for (quintptr end = last; end > first;) {
            const quintptr begin = end - first > kStep ? end - kStep : first;
            if (madvise(reinterpret_cast<void *>(begin), size_t(end - begin), MADV_POPULATE_WRITE) != 0)
                return;
            end = begin;
        }
    });
#else
    Q_UNUSED(data);
    Q_UNUSED(bytes);
#endif
}

PagesTakenAhead::~PagesTakenAhead()
{
    if (m_thread.joinable())
        m_thread.join();
}

} // namespace rl
