// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/format/texttemplate.h"

#include <QString>

#include <atomic>

namespace rl {

// While a HeldTranslations lives, translated texts are kept per thread, each made once: an
// export that says a sentence per kernel (the JSON's and the CSV's evidence) looked every
// pattern up in the translators and took it apart again for each of a quarter of a million
// kernels. Outside one, every text is translated when asked, as before, so a language chosen
// in the window takes effect at once; an export that is running keeps the language it started
// in. The next HeldTranslations (another export) translates afresh.
class HeldTranslations
{
public:
    HeldTranslations();
    ~HeldTranslations();
    HeldTranslations(const HeldTranslations &) = delete;
    HeldTranslations &operator=(const HeldTranslations &) = delete;

    // Which holding the kept texts belong to; 0 while none is held.
    static unsigned current()
    {
        return s_holders.load(std::memory_order_acquire) > 0 ? s_holding.load(std::memory_order_acquire) : 0;
    }

private:
    static std::atomic<int> s_holders;
    static std::atomic<unsigned> s_holding;
};

// translate() (a lambda returning Tr::tr("…"), so that lupdate finds the text), kept per thread
// while translations are held. Each call site is a lambda of its own type, so its own slot.
template<typename Translate>
QString heldText(const Translate &translate)
{
    const unsigned holding = HeldTranslations::current();
    if (holding == 0)
        return translate();
    thread_local QString kept;
    thread_local unsigned keptFor = 0;
    if (keptFor != holding) {
        kept = translate();
        keptFor = holding;
    }
    return kept;
}

// translate()'s pattern taken apart for `markers` texts, kept per thread while translations are
// held (null when they are not): heldArg and heldArgTo fill it.
template<int Markers, typename Translate>
const TextTemplate *heldTemplate(const Translate &translate)
{
    const unsigned holding = HeldTranslations::current();
    if (holding == 0)
        return nullptr;
    thread_local TextTemplate kept;
    thread_local unsigned keptFor = 0;
    if (keptFor != holding) {
        kept = TextTemplate(translate(), Markers);
        keptFor = holding;
    }
    return &kept;
}

// translate().arg(texts...), the pattern taken apart once per thread while translations are held.
template<typename Translate, typename... Texts>
QString heldArg(const Translate &translate, const Texts &...texts)
{
    if (const TextTemplate *kept = heldTemplate<int(sizeof...(Texts))>(translate))
        return kept->fill(texts...);
    return translate().arg(texts...);
}

// heldArg's text appended to `out`, each part a text or a callable that appends its own
// (TextTemplate::appendTo): a sentence made of nested held sentences is said into one text.
template<typename Translate, TextPart... Parts>
void heldArgTo(QString &out, const Translate &translate, const Parts &...parts)
{
    if (const TextTemplate *kept = heldTemplate<int(sizeof...(Parts))>(translate))
        kept->appendTo(out, parts...);
    else
        out += translate().arg(TextTemplate::textOf(parts)...);
}

} // namespace rl
