// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/category.h"
#include "core/model/component.h"

#include <QString>

#include <optional>

namespace rl {

// What colour family an item of the timeline belongs to. Core decides the family (it knows
// pipes, components and categories); widgets map a family to a palette colour, so the light
// and dark themes stay in one place.
enum class Swatch : quint8 {
    Scalar,
    FlowCtrl,
    Mte1,
    Cube,
    FixPipe,
    Mte2,
    Vector,
    Mte3,
    Flag,       // SET_FLAG / WAIT_FLAG and other sync lanes
    OtherPipe,  // ALL, CACHEMISS, USER_MARK, SIMT lanes...
    IssueStall, // cache_time / ccu_time
    Kernel,     // a device task without analysis
    Communication,
    HostCall,
    // Kernel boxes by the model's verdict: FirstCategory + int(category), one swatch per
    // rl::Category (swatchForCategory, categoryOfSwatch), so the list is not written twice.
    FirstCategory,
    Count = FirstCategory + kAllCategories.size()
};

// An item's style: a colour family plus a variant (0..3) that shades it, so instruction
// families or precisions on one pipe stay distinguishable.
struct ItemStyle
{
    static quint16 make(Swatch swatch, int variant = 0) { return quint16((int(swatch) << 2) | (variant & 3)); }
    static Swatch swatch(quint16 style) { return Swatch(style >> 2); }
    static int variant(quint16 style) { return style & 3; }
};

// "MTE2" → Swatch::Mte2; unknown pipes → OtherPipe; flag lanes → Flag.
Swatch swatchForPipe(const QString &pipe);
Swatch swatchForComponent(ComponentId id);
Swatch swatchForCategory(Category category);
// The category a kernel-box swatch stands for; nullopt for every other swatch.
std::optional<Category> categoryOfSwatch(Swatch swatch);

} // namespace rl
