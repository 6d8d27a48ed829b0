// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/common/messagebar.h"

#include "widgets/common/contrast.h"
#include "widgets/common/selectionmodel.h"

#include <QApplication>
#include <QDesktopServices>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QScrollArea>
#include <QStyle>
#include <QTextDocumentFragment>
#include <QToolButton>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>

namespace rl {

namespace {

// Links of the bar itself, apart from the percent-encoded locations (which never start so).
const QString kMoreLink = QStringLiteral("rooflens-messages:more");
const QString kFewerLink = QStringLiteral("rooflens-messages:fewer");
const QString kGroupLink = QStringLiteral("rooflens-messages:group/");

bool isBarLink(const QString &link)
{
    return link.startsWith(u"rooflens-messages:");
}

// "kernel_details.csv:6" for ".../ASCEND_PROFILER_OUTPUT/kernel_details.csv:6": the folder is
// the one the user opened, and the whole path wraps a message over three lines.
QString shortLocation(const QString &location)
{
    const qsizetype slash = location.lastIndexOf(u'/');
    return slash >= 0 && slash + 1 < location.size() ? location.mid(slash + 1) : location;
}

QColor tintOf(Diagnostic::Severity severity, const QPalette &palette)
{
    if (severity == Diagnostic::Severity::Error)
        return QColor(0xd3, 0x2f, 0x2f);
    if (severity == Diagnostic::Severity::Warning)
        return QColor(0xf9, 0xa8, 0x25);
    return palette.color(QPalette::Highlight);
}

} // namespace

void openLocationInDesktop(const QString &location)
{
    QString file = location.section(u'@', 0, 0);
    const qsizetype colon = file.lastIndexOf(u':');
    if (colon > 0 && !QFileInfo::exists(file))
        file = file.left(colon);
    if (QFileInfo::exists(file))
        QDesktopServices::openUrl(QUrl::fromLocalFile(file));
}

MessageBar::MessageBar(QWidget *parent)
    : QFrame(parent), m_icon(new QLabel(this)), m_scroll(new QScrollArea(this)), m_text(new QLabel),
      m_details(new QListWidget(this)), m_close(new QToolButton(this))
{
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(8, 4, 4, 4);
    outer->setSpacing(4);
    auto *row = new QHBoxLayout;
    row->addWidget(m_icon, 0, Qt::AlignTop);
    row->addWidget(m_scroll, 1);
    row->addWidget(m_close, 0, Qt::AlignTop);
    outer->addLayout(row);
    outer->addWidget(m_details);
    // The lines scroll inside the bar when they do not fit its share of the window.
    m_scroll->setWidget(m_text);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_scroll->viewport()->setAutoFillBackground(false);
    m_text->setAutoFillBackground(false);
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::RichText);
    m_text->setTextInteractionFlags(Qt::TextBrowserInteraction);
    m_text->setOpenExternalLinks(false);
    m_text->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_details->hide();
    m_details->setUniformItemSizes(true);
    m_details->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_details->setTextElideMode(Qt::ElideMiddle);
    m_close->setAutoRaise(true);
    m_close->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    m_close->setToolTip(tr("Dismiss"));
    connect(m_close, &QToolButton::clicked, this, &MessageBar::dismiss);
    connect(m_text, &QLabel::linkActivated, this, &MessageBar::onLinkActivated);
    connect(m_text, &QLabel::linkHovered, this, [this](const QString &link) {
        m_text->setToolTip(isBarLink(link) ? QString() : QUrl::fromPercentEncoding(link.toUtf8()));
    });
    connect(m_details, &QListWidget::itemClicked, this, &MessageBar::onDetailClicked);
    connect(m_details, &QListWidget::itemActivated, this, &MessageBar::onDetailClicked);
    hide();
}

void MessageBar::setSelectionModel(SelectionModel *selection)
{
    m_selection = selection;
}

void MessageBar::showMessage(Diagnostic::Severity severity, const QString &message, const QString &location)
{
    showDiagnostics({Diagnostic{severity, message, location}});
}

void MessageBar::showDiagnostics(const Diagnostics &diagnostics, int maxShown)
{
    if (diagnostics.isEmpty()) {
        dismiss();
        return;
    }
    Diagnostics sorted = diagnostics;
    std::stable_sort(sorted.begin(), sorted.end(),
                     [](const Diagnostic &a, const Diagnostic &b) { return int(a.severity) > int(b.severity); });
    m_severity = sorted.front().severity;
    m_items = sorted;
    m_groups = groupDiagnostics(m_items);
    m_maxShown = std::max(1, maxShown);
    m_expanded = false;
    m_openGroup = -1;
    render();
    show();
    fitHeights();
}

void MessageBar::dismiss()
{
    const bool wasVisible = isVisible();
    m_items.clear();
    m_groups.clear();
    m_openGroup = -1;
    hide();
    if (wasVisible)
        Q_EMIT dismissed();
}

QString MessageBar::plainText() const
{
    return QTextDocumentFragment::fromHtml(m_text->text()).toPlainText();
}

QString MessageBar::richText() const
{
    return m_text->text();
}

QColor MessageBar::background() const
{
    return palette().color(QPalette::Window);
}

QColor MessageBar::textColor() const
{
    return palette().color(QPalette::WindowText);
}

QColor MessageBar::linkColor() const
{
    return palette().color(QPalette::Link);
}

void MessageBar::toggleDetails(int group)
{
    m_openGroup = m_openGroup == group || group < 0 || group >= m_groups.size() ? -1 : group;
    render();
    fitHeights();
}

void MessageBar::changeEvent(QEvent *event)
{
    QFrame::changeEvent(event);
    // applyColours() sets the palette itself; the guard keeps that from recursing. A theme
    // switch arrives as a palette or a style change, in either order.
    const QEvent::Type type = event->type();
    if (((type == QEvent::PaletteChange || type == QEvent::StyleChange) && !m_rendering)
        || type == QEvent::LanguageChange) {
        m_close->setToolTip(tr("Dismiss"));
        if (!m_items.isEmpty())
            render();
    }
}

bool MessageBar::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_watchedWindow && event->type() == QEvent::Resize && isVisible())
        fitHeights();
    return QFrame::eventFilter(watched, event);
}

void MessageBar::resizeEvent(QResizeEvent *event)
{
    QFrame::resizeEvent(event);
    fitHeights();
}

void MessageBar::showEvent(QShowEvent *event)
{
    QFrame::showEvent(event);
    QWidget *top = window();
    if (top != this && top != m_watchedWindow) {
        if (m_watchedWindow)
            m_watchedWindow->removeEventFilter(this);
        m_watchedWindow = top;
        top->installEventFilter(this);
    }
    fitHeights();
}

int MessageBar::heightCap() const
{
    const QWidget *top = window();
    if (top == this)
        return QWIDGETSIZE_MAX;
    return std::max(3 * fontMetrics().height(), int(top->height() * kMaxHeightShare));
}

void MessageBar::fitHeights()
{
    if (m_items.isEmpty())
        return;
    const int cap = heightCap();
    const QMargins margins = layout()->contentsMargins();
    const int available = cap == QWIDGETSIZE_MAX ? cap : cap - margins.top() - margins.bottom() - 2 * frameWidth();
    const int textWidth = std::max(100, m_scroll->viewport()->width());
    const int textNeeded = m_text->heightForWidth(textWidth) + 2;
    int listNeeded = 0;
    if (!m_details->isHidden()) {
        const int rowHeight = std::max(m_details->sizeHintForRow(0), fontMetrics().height());
        listNeeded = m_details->count() * rowHeight + 2 * m_details->frameWidth() + layout()->spacing();
    }
    // The lines first (at least two of them), the details list takes what is left, and both
    // scroll inside when the window is short.
    const int lineFloor = 2 * fontMetrics().height();
    const int textHeight = std::min(textNeeded,
                                    std::max(lineFloor, available - std::min(listNeeded, 4 * fontMetrics().height())));
    m_scroll->setFixedHeight(std::max(fontMetrics().height(), textHeight));
    if (listNeeded > 0)
        m_details->setFixedHeight(std::max(2 * fontMetrics().height(), std::min(listNeeded, available - textHeight)));
    setMaximumHeight(cap);
}

void MessageBar::applyColours()
{
    // A tint of the severity colour over the application's window colour reads in light and
    // dark themes; the theme's text and link colours are made for its own window colour, not
    // for this tint, so both are picked to read on it.
    const QPalette app = QApplication::palette();
    const QColor tint = tintOf(m_severity, app);
    const QColor base = app.color(QPalette::Window);
    const QColor background = QColor::fromRgbF(float(base.redF() * 0.8 + tint.redF() * 0.2),
                                               float(base.greenF() * 0.8 + tint.greenF() * 0.2),
                                               float(base.blueF() * 0.8 + tint.blueF() * 0.2));
    QColor text = app.color(QPalette::WindowText);
    if (contrastRatio(text, background) < 4.5)
        text = contrastRatio(Qt::white, background) > contrastRatio(Qt::black, background) ? QColor(Qt::white)
                                                                                           : QColor(Qt::black);
    const QColor link = linkColorOn(background);
    QPalette p = palette();
    for (QPalette::ColorGroup group : {QPalette::Active, QPalette::Inactive}) {
        p.setColor(group, QPalette::Window, background);
        p.setColor(group, QPalette::WindowText, text);
        p.setColor(group, QPalette::Link, link);
        p.setColor(group, QPalette::LinkVisited, link);
    }
    m_rendering = true;
    setPalette(p);
    m_rendering = false;
}

QString MessageBar::lineOf(int index) const
{
    const DiagnosticGroup &g = m_groups[index];
    // Rich text takes an anchor's colour from the application palette, not from the label's:
    // the colour is written into the anchor so it is the one picked for the tint.
    const QString linkStyle = u" style=\"color:" + linkColor().name() + u"\"";
    if (g.items.size() == 1) {
        const Diagnostic &d = g.items.front();
        QString line;
        if (!d.location.isEmpty()) {
            line += u"<a href=\"" + QString::fromUtf8(QUrl::toPercentEncoding(d.location)) + u'"' + linkStyle + u'>'
                + shortLocation(d.location).toHtmlEscaped() + u"</a>: ";
        }
        return line + d.message.toHtmlEscaped();
    }
    const int operators = g.operatorCount();
    const QString count = operators == g.items.size() ? tr("%n operator(s)", nullptr, operators)
                                                      : tr("%n message(s)", nullptr, int(g.items.size()));
    const QString link = index == m_openGroup ? tr("hide details") : tr("details");
    const QString countHtml = u"<b>" + count.toHtmlEscaped() + u"</b>";
    const QString linkHtml = u"<a href=\"" + kGroupLink + QString::number(index) + u'"' + linkStyle + u'>'
        + link.toHtmlEscaped() + u"</a>";
    return tr("%1: %2 — %3").arg(countHtml, g.title.toHtmlEscaped(), linkHtml);
}

void MessageBar::render()
{
    QStyle::StandardPixmap icon = QStyle::SP_MessageBoxInformation;
    if (m_severity == Diagnostic::Severity::Error)
        icon = QStyle::SP_MessageBoxCritical;
    else if (m_severity == Diagnostic::Severity::Warning)
        icon = QStyle::SP_MessageBoxWarning;
    const int size = style()->pixelMetric(QStyle::PM_SmallIconSize);
    m_icon->setPixmap(style()->standardIcon(icon).pixmap(size, size));
    applyColours();

    QStringList lines;
    const int shown = m_expanded ? int(m_groups.size()) : std::min(int(m_groups.size()), m_maxShown);
    for (int i = 0; i < shown; ++i)
        lines << lineOf(i);
    const QString linkStyle = u" style=\"color:" + linkColor().name() + u"\"";
    const int hidden = int(m_groups.size()) - shown;
    if (hidden > 0)
        lines << u"<a href=\"" + kMoreLink + u'"' + linkStyle + u'>'
                + tr("… and %n more", nullptr, hidden).toHtmlEscaped() + u"</a>";
    else if (m_expanded)
        lines << u"<a href=\"" + kFewerLink + u'"' + linkStyle + u'>' + tr("Show fewer").toHtmlEscaped() + u"</a>";
    m_text->setText(lines.join(u"<br>"));
    fillDetails();
}

void MessageBar::fillDetails()
{
    m_details->clear();
    if (m_openGroup < 0 || m_openGroup >= m_groups.size()) {
        m_details->hide();
        return;
    }
    for (const Diagnostic &d : m_groups[m_openGroup].items) {
        auto *item = new QListWidgetItem(d.message, m_details);
        item->setData(Qt::UserRole, d.operatorIndex);
        item->setToolTip(d.location.isEmpty() ? d.message : d.location + u": " + d.message);
    }
    m_details->show();
}

void MessageBar::onLinkActivated(const QString &link)
{
    if (link.startsWith(kGroupLink)) {
        toggleDetails(link.mid(kGroupLink.size()).toInt());
        return;
    }
    if (isBarLink(link)) {
        m_expanded = link == kMoreLink;
        render();
        fitHeights();
        return;
    }
    Q_EMIT locationActivated(QUrl::fromPercentEncoding(link.toUtf8()));
}

void MessageBar::onDetailClicked(QListWidgetItem *item)
{
    const int index = item ? item->data(Qt::UserRole).toInt() : -1;
    const auto analysis = m_selection ? m_selection->analysis() : nullptr;
    if (index >= 0 && analysis && size_t(index) < analysis->operators.size())
        m_selection->setSelectedOperator(index);
}

} // namespace rl
