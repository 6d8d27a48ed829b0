// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QString;
class QWidget;

namespace rl {

// `content` under a bold title, margins off: the panes of the compare window.
QWidget *titledPane(const QString &title, QWidget *content);

} // namespace rl
