// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/timeline/swatch.h"

namespace rl {

Swatch swatchForPipe(const QString &pipe)
{
    if (pipe == u"SCALAR" || pipe == u"SCALARLDST")
        return Swatch::Scalar;
    if (pipe == u"FLOWCTRL")
        return Swatch::FlowCtrl;
    if (pipe == u"MTE1")
        return Swatch::Mte1;
    if (pipe == u"CUBE")
        return Swatch::Cube;
    if (pipe == u"FIXP")
        return Swatch::FixPipe;
    if (pipe == u"MTE2")
        return Swatch::Mte2;
    if (pipe == u"VECTOR")
        return Swatch::Vector;
    if (pipe == u"MTE3")
        return Swatch::Mte3;
    if (pipe.contains(u"FLAG", Qt::CaseInsensitive) || pipe.contains(u"event", Qt::CaseInsensitive))
        return Swatch::Flag;
    return Swatch::OtherPipe;
}

Swatch swatchForComponent(ComponentId id)
{
    switch (id) {
    case ComponentId::Cube:
        return Swatch::Cube;
    case ComponentId::Vector:
        return Swatch::Vector;
    case ComponentId::Scalar:
        return Swatch::Scalar;
    case ComponentId::Mte1:
        return Swatch::Mte1;
    case ComponentId::Mte2:
        return Swatch::Mte2;
    case ComponentId::Mte3:
        return Swatch::Mte3;
    case ComponentId::FixPipe:
        return Swatch::FixPipe;
    case ComponentId::Gm:
    case ComponentId::L2:
        return Swatch::OtherPipe; // chip memories have no timeline lane
    }
    return Swatch::OtherPipe;
}

Swatch swatchForCategory(Category category)
{
    return Swatch(int(Swatch::FirstCategory) + int(category));
}

std::optional<Category> categoryOfSwatch(Swatch swatch)
{
    if (swatch < Swatch::FirstCategory || swatch >= Swatch::Count)
        return std::nullopt;
    return Category(int(swatch) - int(Swatch::FirstCategory));
}

} // namespace rl
