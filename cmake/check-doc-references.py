#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""ctest doc_references: every "README.md §N.M" a source file cites names a heading of that
README, and no source cites a document the repository does not hold (the design lives in
core/README.md, core/io/README.md, widgets/README.md and app/README.md; see README.md,
Development). Exits 77 (skipped) outside a git checkout."""
import pathlib
import re
import subprocess
import sys

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else pathlib.Path(__file__).resolve().parent.parent)
try:
    files = subprocess.run(["git", "ls-files", "*.cpp", "*.h", "*.cmake", "CMakeLists.txt", "*.sh", "*.py"],
                           cwd=root, check=True, capture_output=True, text=True).stdout.split()
except (OSError, subprocess.CalledProcessError):
    print("SKIP: not a git checkout")
    sys.exit(77)

readmes = {"core": "core/README.md", "core/io": "core/io/README.md", "widgets": "widgets/README.md",
           "app": "app/README.md"}
sections = {}
for name, path in readmes.items():
    text = (root / path).read_text(encoding="utf-8")
    sections[name] = set(re.findall(r"^#+\s+(\d+(?:\.\d+)*)\b", text, re.M))

cite = re.compile(r"\b(core/io|core|widgets|app)/README\.md\s+§(\d+(?:\.\d+)*)")
foreign = re.compile(r"\b(formats\.md|contract\.md|model\.md|architecture\.md|style\.md|anchors\.md|glossary\.md)\b"
                     r"|\bissue #\d+", re.I)
problems = []
cited = 0
for f in files:
    if f == "cmake/check-doc-references.py":
        continue
    for number, line in enumerate((root / f).read_text(encoding="utf-8", errors="replace").splitlines(), 1):
        for readme, section in cite.findall(line):
            cited += 1
            if section not in sections[readme]:
                problems.append(f"{f}:{number}: {readme}/README.md has no section {section}")
        if m := foreign.search(line):
            problems.append(f"{f}:{number}: cites {m.group(0)}, which the repository does not hold")
for p in problems:
    print(p)
if problems:
    sys.exit(1)
print(f"{cited} citations in {len(files)} files resolve to the READMEs")
