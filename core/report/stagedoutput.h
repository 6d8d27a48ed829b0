// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <cstring>
#include <memory>
#include <string>

namespace rl::json {

// The bytes a writer makes, gathered in a buffer of its own and appended to the document's
// text sixteen kilobytes at a time. Appending each key and number to the std::string was a
// call to copy a dozen bytes whose length is known only at run time: 42 million calls for
// a 246k-kernel run's `--json`, the largest entry of its profile. Here the writer asks for
// room for the most bytes a piece can take, writes them in place (a copy whose size is known
// when compiling is a few moves, not a call) and keeps what it wrote.
//
// The text holds what was written up to the last flush(): everything once the StagedOutput is
// gone, as it flushes when destroyed.
class StagedOutput
{
public:
    explicit StagedOutput(std::string &text)
        : m_text(text), m_stage(std::make_unique_for_overwrite<char[]>(kStageSize)), m_at(m_stage.get()),
          m_limit(m_stage.get() + kStageSize)
    { }
    ~StagedOutput() { flush(); }
    StagedOutput(const StagedOutput &) = delete;
    StagedOutput &operator=(const StagedOutput &) = delete;

    // Where `size` bytes can be written now; commit() then keeps the ones written.
    char *room(size_t size)
    {
        if (size_t(m_limit - m_at) < size) [[unlikely]]
            makeRoom(size);
        return m_at;
    }
    // Keeps the bytes written from room()'s pointer up to `end`.
    void commit(char *end) { m_at = end; }
    // Where the next byte goes: the end of what was written.
    char *end() const { return m_at; }
    // Forgets the bytes written from `at` on (a pointer room() gave, not flushed since).
    void rewind(char *at) { m_at = at; }
    // `Size` bytes from `data` copied whole (all must be readable), the first `used` kept.
    template<size_t Size>
    void appendPadded(const char *data, size_t used)
    {
        char *p = room(Size);
        std::memcpy(p, data, Size);
        m_at = p + used;
    }
    void append(const char *data, size_t size)
    {
        char *p = room(size);
        std::memcpy(p, data, size);
        m_at = p + size;
    }
    void append(char c) { *(room(1)) = c, ++m_at; }
    // What was written since the last flush goes to the text.
    void flush()
    {
        m_text.append(m_stage.get(), size_t(m_at - m_stage.get()));
        m_at = m_stage.get();
    }

private:
    static constexpr size_t kStageSize = size_t(16) << 10; // within a core's first-level cache

    void makeRoom(size_t size)
    {
        flush();
        if (size > size_t(m_limit - m_stage.get())) { // a long string: a stage that holds it
            m_stage = std::make_unique_for_overwrite<char[]>(size);
            m_at = m_stage.get();
            m_limit = m_stage.get() + size;
        }
    }

    std::string &m_text;
    std::unique_ptr<char[]> m_stage;
    char *m_at;
    char *m_limit;
};

} // namespace rl::json
