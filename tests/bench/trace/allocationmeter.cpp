// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/bench/trace/allocationmeter.h"

#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <malloc.h>

// glibc's own entry points, so the wrappers below can forward to them.
extern "C" {
void *__libc_malloc(size_t size);
void *__libc_calloc(size_t count, size_t size);
void *__libc_realloc(void *ptr, size_t size);
void *__libc_memalign(size_t alignment, size_t size);
void __libc_free(void *ptr);
}

namespace {

std::atomic<size_t> g_current{0};
std::atomic<size_t> g_peak{0};

void *counted(void *ptr)
{
    if (ptr) {
        const size_t now = g_current.fetch_add(malloc_usable_size(ptr), std::memory_order_relaxed)
            + malloc_usable_size(ptr);
        size_t peak = g_peak.load(std::memory_order_relaxed);
        while (now > peak && !g_peak.compare_exchange_weak(peak, now, std::memory_order_relaxed)) { }
    }
    return ptr;
}

void uncount(void *ptr)
{
    if (ptr)
        g_current.fetch_sub(malloc_usable_size(ptr), std::memory_order_relaxed);
}

} // namespace

extern "C" {

void *malloc(size_t size) noexcept
{
    return counted(__libc_malloc(size));
}

void *calloc(size_t count, size_t size) noexcept
{
    return counted(__libc_calloc(count, size));
}

void *realloc(void *ptr, size_t size) noexcept
{
    uncount(ptr);
    void *moved = __libc_realloc(ptr, size);
    if (!moved && size != 0 && ptr) { // failed: the old block is still ours
        counted(ptr);
        return nullptr;
    }
    return counted(moved);
}

void free(void *ptr) noexcept
{
    uncount(ptr);
    __libc_free(ptr);
}

void *memalign(size_t alignment, size_t size) noexcept
{
    return counted(__libc_memalign(alignment, size));
}

void *aligned_alloc(size_t alignment, size_t size) noexcept
{
    return counted(__libc_memalign(alignment, size));
}

int posix_memalign(void **out, size_t alignment, size_t size) noexcept
{
    void *ptr = __libc_memalign(alignment, size);
    if (!ptr)
        return ENOMEM;
    *out = counted(ptr);
    return 0;
}

} // extern "C"

namespace rl::bench {

size_t AllocationMeter::current()
{
    return g_current.load(std::memory_order_relaxed);
}

size_t AllocationMeter::peak()
{
    return g_peak.load(std::memory_order_relaxed);
}

void AllocationMeter::resetPeak()
{
    g_peak.store(g_current.load(std::memory_order_relaxed), std::memory_order_relaxed);
}

namespace {

size_t statusField(const char *field)
{
    FILE *file = std::fopen("/proc/self/status", "r");
    if (!file)
        return 0;
    char line[256];
    size_t kb = 0;
    const size_t length = std::strlen(field);
    while (std::fgets(line, sizeof line, file)) {
        if (std::strncmp(line, field, length) == 0 && line[length] == ':') {
            std::sscanf(line + length + 1, "%zu", &kb);
            break;
        }
    }
    std::fclose(file);
    return kb * 1024;
}

} // namespace

size_t ResidentMemory::current()
{
    return statusField("VmRSS");
}

size_t ResidentMemory::currentAnon()
{
    return statusField("RssAnon");
}

size_t ResidentMemory::peak()
{
    return statusField("VmHWM");
}

bool ResidentMemory::resetPeak()
{
    FILE *file = std::fopen("/proc/self/clear_refs", "w");
    if (!file)
        return false;
    const bool ok = std::fputs("5", file) >= 0;
    std::fclose(file);
    return ok;
}

} // namespace rl::bench
