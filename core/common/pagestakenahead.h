// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <thread>

namespace rl {

// Takes the memory pages of [data, data + bytes), a fresh array's room not yet written, from
// the system on a thread of its own while the caller writes the array from its front: the
// writer then finds the back already there. A long trace's result is made on one core right
// after the read, and its fresh arrays' first-touch page faults were most of that (the 1 GB
// trace's 318 k operators: 70 of 94 samples); a long kernel table's later parts are moved after
// the first part's the same way. The destructor waits for the thread. Does nothing where the
// system cannot take pages ahead, or for less than a few megabytes.
class PagesTakenAhead
{
public:
    PagesTakenAhead(void *data, size_t bytes);
    ~PagesTakenAhead();
    PagesTakenAhead(const PagesTakenAhead &) = delete;
    PagesTakenAhead &operator=(const PagesTakenAhead &) = delete;

private:
    std::thread m_thread;
};

} // namespace rl
