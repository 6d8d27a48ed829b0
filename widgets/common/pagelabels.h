// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QLabel;
class QWidget;

namespace rl {

// The labels a page of the run view opens with, made alike on every page: a title (bold, 1.3×
// the font) and a wrapped sentence the user can select and copy.
QLabel *makePageTitle(QWidget *parent);
QLabel *makePageSentence(QWidget *parent);

} // namespace rl
