// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

#include <memory>

namespace rl {

template<typename Outcome>
class LatestOnlyRunner;

// Prepares the built-in demo workspace (`rooflens demo DIR`, the simulator writing real
// profiler formats) in the cache directory, off the GUI thread, once per version. Until it is
// ready — or when this build has no demo generator — the demo cannot be opened, and reason()
// says why.
class DemoProvider : public QObject
{
    Q_OBJECT
public:
    explicit DemoProvider(QObject *parent = nullptr);
    ~DemoProvider() override;

    void prepare();
    bool isAvailable() const { return m_available; }
    QString reason() const { return m_reason; }
    QString directory() const { return m_directory; }

Q_SIGNALS:
    void availabilityChanged(bool available, const QString &reason);

private:
    void setState(bool available, const QString &reason);
    void setReady();

    QString m_directory;
    QString m_reason;
    bool m_available = false;
    std::unique_ptr<LatestOnlyRunner<QString>> m_generation; // the error, empty when written
};

} // namespace rl
