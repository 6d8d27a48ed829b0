// SPDX-License-Identifier: GPL-3.0-or-later
// The GUI's HTML report: written off the GUI thread behind a progress dialog; the message bar
// says where it went, what failed, or that a cancelled report was not written (and no file is).
#include "app/reportwriter.h"
#include "widgets/common/messagebar.h"

#include <QFileInfo>
#include <QProgressDialog>
#include <QSemaphore>
#include <QTemporaryDir>
#include <QTest>
#include <QWidget>

using namespace rl;

class TestReportWriter : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void aReportIsWrittenAndTheBarSaysWhere()
    {
        QTemporaryDir dir;
        QWidget window;
        MessageBar bar(&window);
        const QString path = dir.filePath(u"report.html"_qs);
        writeHtmlReportInBackground(&window, &bar, path, [] { return QByteArray("<html>report</html>"); });
        QTRY_VERIFY2_WITH_TIMEOUT(bar.plainText().contains(u"Report written"_qs), qPrintable(bar.plainText()), 10000);
        QCOMPARE(QFileInfo(path).size(), qint64(19));
        QTRY_VERIFY(window.findChildren<QProgressDialog *>().isEmpty()); // the dialog went with its job
    }

    void aCancelledReportLeavesNoFile()
    {
        QTemporaryDir dir;
        QWidget window;
        MessageBar bar(&window);
        const QString path = dir.filePath(u"report.html"_qs);
        auto release = std::make_shared<QSemaphore>();
        writeHtmlReportInBackground(&window, &bar, path, [release] {
            release->acquire(); // generation still running when the user cancels
            return QByteArray("<html>late</html>");
        });
        const auto dialogs = window.findChildren<QProgressDialog *>();
        QCOMPARE(dialogs.size(), 1);
        Q_EMIT dialogs.front()->canceled(); // what the Cancel button does
        QVERIFY(bar.plainText().contains(u"not written (cancelled)"_qs));
        release->release();
        QTest::qWait(300); // the worker finishes and must write nothing
        QVERIFY(!QFileInfo::exists(path));
        QVERIFY(bar.plainText().contains(u"not written (cancelled)"_qs)); // not overwritten by a late result
    }

    void anUnwritablePlaceIsAnErrorNamingTheFile()
    {
        QWidget window;
        MessageBar bar(&window);
        const QString path = u"/nonexistent-dir/report.html"_qs;
        writeHtmlReportInBackground(&window, &bar, path, [] { return QByteArray("x"); });
        QTRY_VERIFY_WITH_TIMEOUT(bar.severity() == Diagnostic::Severity::Error, 10000);
        QVERIFY(bar.plainText().contains(u"Cannot write"_qs));
        QVERIFY(bar.plainText().contains(u"report.html"_qs));
    }
};

QTEST_MAIN(TestReportWriter)
#include "tst_reportwriter.moc"
