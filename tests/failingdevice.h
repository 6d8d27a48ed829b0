// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QIODevice>

namespace rl::test {

// A device that takes `capacity` bytes and then fails every write, as a full disk does.
class FailingDevice : public QIODevice
{
public:
    explicit FailingDevice(qint64 capacity) : m_capacity(capacity) { }
    qint64 accepted() const { return m_accepted; }

protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *, qint64 len) override
    {
        if (m_accepted + len > m_capacity)
            return -1;
        m_accepted += len;
        return len;
    }

private:
    qint64 m_capacity;
    qint64 m_accepted = 0;
};

} // namespace rl::test
