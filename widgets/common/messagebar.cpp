// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/common/messagebar.h"

#include "widgets/common/contrast.h"

#include <QDesktopServices>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QStyle>
#include <QTextDocumentFragment>
#include <QToolButton>
#include <QUrl>

#include <algorithm>

namespace rl {

namespace {

// Links of the bar itself, apart from the percent-encoded locations (which never start so).
const QString kMoreLink = QStringLiteral("rooflens-messages:more");
const QString kFewerLink = QStringLiteral("rooflens-messages:fewer");

bool isBarLink(const QString &link)
{
    return link == kMoreLink || link == kFewerLink;
}

// "kernel_details.csv:6" for ".../ASCEND_PROFILER_OUTPUT/kernel_details.csv:6": the folder is
// the one the user opened, and the whole path wraps a message over three lines.
QString shortLocation(const QString &location)
{
    const qsizetype slash = location.lastIndexOf(u'/');
    return slash >= 0 && slash + 1 < location.size() ? location.mid(slash + 1) : location;
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
    : QFrame(parent), m_icon(new QLabel(this)), m_text(new QLabel(this)), m_close(new QToolButton(this))
{
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 4, 4);
    layout->addWidget(m_icon, 0, Qt::AlignTop);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_close, 0, Qt::AlignTop);
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::RichText);
    m_text->setTextInteractionFlags(Qt::TextBrowserInteraction);
    m_text->setOpenExternalLinks(false);
    m_close->setAutoRaise(true);
    m_close->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    m_close->setToolTip(tr("Dismiss"));
    connect(m_close, &QToolButton::clicked, this, &MessageBar::dismiss);
    connect(m_text, &QLabel::linkActivated, this, &MessageBar::onLinkActivated);
    connect(m_text, &QLabel::linkHovered, this, [this](const QString &link) {
        m_text->setToolTip(isBarLink(link) ? QString() : QUrl::fromPercentEncoding(link.toUtf8()));
    });
    hide();
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
    m_maxShown = std::max(1, maxShown);
    m_expanded = false;
    render();
    show();
}

void MessageBar::dismiss()
{
    const bool wasVisible = isVisible();
    m_items.clear();
    hide();
    if (wasVisible)
        Q_EMIT dismissed();
}

QString MessageBar::plainText() const
{
    return QTextDocumentFragment::fromHtml(m_text->text()).toPlainText();
}

void MessageBar::changeEvent(QEvent *event)
{
    QFrame::changeEvent(event);
    // render() sets the palette itself; the guard keeps that from recursing.
    if ((event->type() == QEvent::PaletteChange && !m_rendering) || event->type() == QEvent::LanguageChange) {
        m_close->setToolTip(tr("Dismiss"));
        if (!m_items.isEmpty())
            render();
    }
}

void MessageBar::render()
{
    QStyle::StandardPixmap icon = QStyle::SP_MessageBoxInformation;
    QColor tint = palette().color(QPalette::Highlight);
    if (m_severity == Diagnostic::Severity::Error) {
        icon = QStyle::SP_MessageBoxCritical;
        tint = QColor(0xd3, 0x2f, 0x2f);
    } else if (m_severity == Diagnostic::Severity::Warning) {
        icon = QStyle::SP_MessageBoxWarning;
        tint = QColor(0xf9, 0xa8, 0x25);
    }
    const int size = style()->pixelMetric(QStyle::PM_SmallIconSize);
    m_icon->setPixmap(style()->standardIcon(icon).pixmap(size, size));
    // A tint of the severity colour over the window colour reads in light and dark themes.
    QPalette p = palette();
    const QColor base = QPalette().color(QPalette::Window);
    p.setColor(QPalette::Window,
               QColor::fromRgbF(float(base.redF() * 0.8 + tint.redF() * 0.2),
                                float(base.greenF() * 0.8 + tint.greenF() * 0.2),
                                float(base.blueF() * 0.8 + tint.blueF() * 0.2)));
    // The theme's link colour is made for its base, not for this tint: pick one that reads.
    p.setColor(QPalette::Link, linkColorOn(p.color(QPalette::Window)));
    p.setColor(QPalette::LinkVisited, p.color(QPalette::Link));
    m_rendering = true;
    setPalette(p);
    m_rendering = false;

    QStringList lines;
    const int shown = m_expanded ? int(m_items.size()) : std::min(int(m_items.size()), m_maxShown);
    for (int i = 0; i < shown; ++i) {
        const Diagnostic &d = m_items[i];
        QString line;
        if (!d.location.isEmpty()) {
            line += u"<a href=\"" + QString::fromUtf8(QUrl::toPercentEncoding(d.location)) + u"\">"
                + shortLocation(d.location).toHtmlEscaped() + u"</a>: ";
        }
        lines << line + d.message.toHtmlEscaped();
    }
    const int hidden = int(m_items.size()) - shown;
    if (hidden > 0)
        lines << u"<a href=\"" + kMoreLink + u"\">" + tr("… and %n more", nullptr, hidden).toHtmlEscaped() + u"</a>";
    else if (m_expanded)
        lines << u"<a href=\"" + kFewerLink + u"\">" + tr("Show fewer").toHtmlEscaped() + u"</a>";
    m_text->setText(lines.join(u"<br>"));
}

void MessageBar::onLinkActivated(const QString &link)
{
    if (isBarLink(link)) {
        m_expanded = link == kMoreLink;
        render();
        return;
    }
    Q_EMIT locationActivated(QUrl::fromPercentEncoding(link.toUtf8()));
}

} // namespace rl
