// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What every libFuzzer target in tests/fuzz shares: a per-process scratch directory for the
// inputs whose API takes a path, the split of one input into several files, and the road the
// command line takes from paths to an analysis and its reports (app/cli/analyzecommand.cpp).

#include "core/model/profile.h"

#include <QByteArrayView>
#include <QString>
#include <QStringList>

#include <cstddef>
#include <cstdint>
#include <vector>

namespace rl::fuzz {

// Byte that separates the files of a multi-file input (ASCII "record separator"): no text
// format RoofLens reads uses it, so a seed's parts never contain it.
inline constexpr char kPartSeparator = '\x1e';

// Sets up Qt once (a QCoreApplication, quiet Qt messages): call from LLVMFuzzerInitialize.
void initialise(int *argc, char ***argv);

// The process's own scratch directory (under /dev/shm when there is one: inputs are written
// there on every execution), removed at exit.
const QString &scratchDir();
// An empty directory `name` inside scratchDir(), emptied first.
QString freshDir(const QString &name);
// Writes `data` to `path`, creating its directories.
void writeFile(const QString &path, QByteArrayView data);

// The input cut at kPartSeparator, at most `maxParts` parts (the last keeps the rest).
std::vector<QByteArrayView> splitParts(const uint8_t *data, size_t size, size_t maxParts);

// As `rooflens analyze PATH...`: sniffs and loads the paths with the built-in importers, then
// analyses and writes the JSON, CSV and text reports (to memory). When the data names no chip
// the catalogue knows, the analysis runs with `--hardware` ascend310 or ascend910b2 (one of a
// coupled and a separated chip, picked by `salt`), so the model sees every input that loads.
void analyzePaths(const QStringList &paths, size_t salt);
// The analysis part of the above for an already loaded profile (with `hardware` as given by
// --hardware when not empty).
void analyzeLoaded(Profile profile, size_t salt, const QString &hardware = {});

} // namespace rl::fuzz
