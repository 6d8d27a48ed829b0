// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

namespace rl {

// Prepares the built-in demo workspace (`rooflens demo DIR`, the simulator writing real
// profiler formats) in the cache directory, off the GUI thread, once per version. Until it is
// ready — or when this build has no demo generator — the demo cannot be opened, and reason()
// says why.
class DemoProvider : public QObject
{
    Q_OBJECT
public:
    explicit DemoProvider(QObject *parent = nullptr);

    void prepare();
    bool isAvailable() const { return m_available; }
    QString reason() const { return m_reason; }
    QString directory() const { return m_directory; }

Q_SIGNALS:
    void availabilityChanged(bool available, const QString &reason);

private:
    void setState(bool available, const QString &reason);

    QString m_directory;
    QString m_reason;
    bool m_available = false;
    bool m_preparing = false;
};

} // namespace rl
