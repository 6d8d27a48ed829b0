// SPDX-License-Identifier: GPL-3.0-or-later
// One executable, two faces: a sub-command runs headless, anything else opens the window.
#include "app/cli/clioptions.h"
#include "app/cli/clirunner.h"
#include "app/comparewindow.h"
#include "app/languagemanager.h"
#include "app/mainwindow.h"
#include "app/thememanager.h"

#include <QApplication>
#include <QTextStream>
#include <QTranslator>

#include <cstdio>
#include <memory>

namespace {

void installTranslator(QCoreApplication &app, const QString &language)
{
    if (language.isEmpty() || language == u"en")
        return;
    auto *translator = new QTranslator(&app);
    if (translator->load(u":/i18n/rooflens_"_qs + language))
        QCoreApplication::installTranslator(translator);
}

} // namespace

int main(int argc, char *argv[])
{
    QStringList arguments;
    for (int i = 1; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    const rl::cli::CliOptions options = rl::cli::parseCommandLine(arguments);

    if (options.command != rl::cli::Command::None || !options.error.isEmpty()) {
        // Chart files need a QApplication even headless (without a display, offscreen); the
        // rest, HTML reports included, runs on a QCoreApplication.
        std::unique_ptr<QCoreApplication> app;
        if (options.needsGui()) {
            if (qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
                qputenv("QT_QPA_PLATFORM", "offscreen");
            app = std::make_unique<QApplication>(argc, argv);
        } else {
            app = std::make_unique<QCoreApplication>(argc, argv);
        }
        QCoreApplication::setApplicationName(u"rooflens"_qs);
        installTranslator(*app, options.language);
        QTextStream out(stdout);
        QTextStream err(stderr);
        const int code = rl::cli::run(options, out, err);
        out.flush();
        err.flush();
        return code;
    }

    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(u"RoofLens"_qs);
    QCoreApplication::setApplicationName(u"rooflens"_qs);
    rl::LanguageManager::instance(); // the saved interface language and theme, before any window
    rl::ThemeManager::instance();
    if (options.compareGui) {
        auto *compare = new rl::CompareWindow;
        compare->setAttribute(Qt::WA_DeleteOnClose);
        compare->show();
        compare->compare(options.paths.at(0), options.paths.at(1), options.hardware);
        return app.exec();
    }
    // The paths named are read while the window is made (tests/bench/gui does the same).
    rl::MainWindow window({options.paths, options.hardware, options.hbmVariant});
    window.show();
    return app.exec();
}
