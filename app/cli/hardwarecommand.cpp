// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/clirunner.h"

#include "core/common/tr.h"
#include "core/report/textsummary.h"
#include "core/workflow/workflow.h"

namespace rl::cli {

int runHardware(const CliOptions &o, QTextStream &out, QTextStream &err)
{
    const HardwareCatalog &catalog = Workflow::builtin().hardware();
    if (o.hardwareList) {
        out << hardwareListText(catalog);
        return ExitOk;
    }
    auto spec = catalog.resolve(o.hardwareShow);
    if (!spec) {
        err << QStringView(u"rooflens: ") << spec.error().toString() << u'\n';
        return spec.error().kind == Error::Kind::Usage ? ExitUsage : ExitInput;
    }
    if (!o.hbmVariant.isEmpty()) {
        spec = spec->withHbmVariant(o.hbmVariant);
        if (!spec) {
            err << QStringView(u"rooflens: ") << spec.error().toString() << u'\n';
            return ExitUsage;
        }
    }
    out << hardwareShowText(*spec);
    return ExitOk;
}

} // namespace rl::cli
