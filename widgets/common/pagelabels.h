// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QLabel;
class QVBoxLayout;
class QWidget;

namespace rl {

// The labels a page of the run view opens with, made alike on every page: a title (bold, 1.3×
// the font) and a wrapped sentence the user can select and copy.
QLabel *makePageTitle(QWidget *parent);
QLabel *makePageSentence(QWidget *parent);
// The layout a page's content goes into, inside a frameless scroll area that fills `page`: in a
// short window the page scrolls rather than squeezing its charts under their labels.
QVBoxLayout *makeScrollingPageLayout(QWidget *page);

} // namespace rl
