// SPDX-License-Identifier: GPL-3.0-or-later
// The chooser the GUI offers when a folder holds profiles of several workloads.
#include "app/profilechooser.h"
#include "core/common/result.h"

#include <QDialogButtonBox>
#include <QListWidget>
#include <QPushButton>
#include <QTest>

using namespace rl;

class TestProfileChooser : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void listsEachProfileRelativeToTheFolderAndReturnsThePickedPath()
    {
        Error error = makeError(Error::Kind::Unsupported, u"two workloads"_qs, u"/data/job"_qs);
        error.choices = {u"/data/job/reports/app/PROF_1"_qs, u"/data/job/reports/followups/x/OPPROF_2"_qs};
        ProfileChooser chooser(error);
        QCOMPARE(chooser.count(), 2);
        const auto *list = chooser.findChild<QListWidget *>();
        QVERIFY(list);
        QCOMPARE(list->item(0)->text(), u"reports/app/PROF_1"_qs);
        QCOMPARE(chooser.chosen(), error.choices.front()); // the first is preselected
        chooser.setCurrent(1);
        QCOMPARE(chooser.chosen(), error.choices.back());
    }

    void openIsDisabledWithoutASelection()
    {
        Error error = makeError(Error::Kind::Unsupported, u"two workloads"_qs, u"/data/job"_qs);
        error.choices = {u"/data/job/a"_qs, u"/data/job/b"_qs};
        ProfileChooser chooser(error);
        chooser.setCurrent(-1);
        QVERIFY(chooser.chosen().isEmpty());
        const auto *buttons = chooser.findChild<QDialogButtonBox *>();
        QVERIFY(buttons && !buttons->button(QDialogButtonBox::Open)->isEnabled());
    }
};

QTEST_MAIN(TestProfileChooser)
#include "tst_profilechooser.moc"
