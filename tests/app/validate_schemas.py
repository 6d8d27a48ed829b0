#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""ctest json_schemas: the JSON contracts in resources/schema/ hold for what RoofLens writes and reads.

- every schema is a valid JSON Schema (draft 2020-12);
- every built-in chip spec (resources/hardware/*.json) is a valid rooflens.hardware/1;
- a rooflens.profile/1 that the schema accepts is accepted by `rooflens analyze`, and one it
  rejects (a negative duration) is rejected by both;
- `rooflens analyze --json` and `rooflens compare --json` of the generated demo, and of real
  profiler output when ../shared/realdata is there, are valid rooflens.analysis/1 and
  rooflens.comparison/1;
- `rooflens analyze --summary-json` of the demo and of every real set is a valid
  rooflens.summary/1 whose figures are those of the same run's --json;
- `rooflens analyze RANKDIR --rank-summary` of a generated job's ranks (`rooflens demo --job`)
  and of the real ranks is a valid rooflens.rank-summary/1, and `rooflens reduce` of them a
  valid rooflens.cluster/1.

Exits 77 (skipped) when python3-jsonschema is missing; cmake/InstallDeps.sh installs it.
"""
import argparse
import glob
import json
import os
import subprocess
import sys
import tempfile

try:
    import jsonschema
    from referencing import Registry, Resource  # jsonschema >= 4.18
except ImportError:
    try:
        import jsonschema
        Registry = None
    except ImportError:
        print("SKIP: python3-jsonschema is not installed")
        sys.exit(77)

PROFILE_EXAMPLE = {
    "schema": "rooflens.profile/1",
    "name": "schema check",
    "hardware": "ascend910b2",
    "operators": [
        {"name": "Add_ReLU_0", "type": "Add", "core_type": "AI_VECTOR_CORE", "start_us": 0.0, "duration_us": 98.673,
         "core_time_us": 98.673, "block_dim": 1,
         "components": {"vector": {"busy_us": 40.1, "work": {"fp16": 1.2e7}},
                        "mte2": {"busy_us": 57.9, "work": {"gm_to_ub": 4.0e6}}}}
    ],
}

# Real sets that give each part of the analysis JSON (run section, pipelines, databases).
REAL_ANALYSES = [
    ["torchnpu_a2_2rank_level2_text", "--rank", "0"],
    ["torchnpu_a2_db_level1"],
    ["torchnpu_a2_level0_trace"],
    ["msprof_db_910b_2023_edited"],
    ["msprofop_simulator_catlass_gemv_2025"],
    ["msprofop_visualize_bin_mix"],
    ["msprof_opsummary_memoryl0"],
    ["msprofanalyze_advisor_cluster8_2024"],
    ["msprof_timeline_910_2023_2rank_hccl"],
]


class Checker:
    def __init__(self, schema_dir):
        self.schemas = {}
        resources = []
        for path in sorted(glob.glob(os.path.join(schema_dir, "*.schema.json"))):
            with open(path, encoding="utf-8") as f:
                schema = json.load(f)
            jsonschema.Draft202012Validator.check_schema(schema)
            self.schemas[os.path.basename(path).split(".")[0]] = schema
            resources.append(schema)
        self.registry = None
        if Registry is not None:
            self.registry = Registry().with_resources(
                (s["$id"], Resource.from_contents(s)) for s in resources)
        self.failures = 0
        self.checked = 0

    def errors(self, name, document):
        schema = self.schemas[name]
        if self.registry is not None:
            validator = jsonschema.Draft202012Validator(schema, registry=self.registry)
        else:
            store = {s["$id"]: s for s in self.schemas.values()}
            resolver = jsonschema.RefResolver.from_schema(schema, store=store)
            validator = jsonschema.Draft202012Validator(schema, resolver=resolver)
        return list(validator.iter_errors(document))

    def expect_valid(self, name, document, what):
        self.checked += 1
        errs = self.errors(name, document)
        for e in errs[:5]:
            print(f"FAIL {what}: {'/'.join(str(p) for p in e.absolute_path)}: {e.message[:300]}")
        if errs:
            self.failures += 1
        else:
            print(f"ok   {what} is a valid {name}")


def run(rooflens, args, expect=0):
    p = subprocess.run([rooflens] + args, capture_output=True, text=True,
                       env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    if expect is not None and p.returncode != expect:
        raise SystemExit(f"FAIL rooflens {' '.join(args)} exited {p.returncode}, expected {expect}:\n{p.stderr[-2000:]}")
    return p


def check_summary(checker, summary_path, analysis_path, what):
    """The summary is a valid rooflens.summary/1 and its figures are the full analysis' own."""
    with open(summary_path, encoding="utf-8") as f:
        summary = json.load(f)
    with open(analysis_path, encoding="utf-8") as f:
        full = json.load(f)
    checker.expect_valid("summary", summary, f"analyze --summary-json of {what}")
    hardware = full["hardware"] or {}
    expected = {
        "chip": hardware.get("id"),
        "operator_count": full["summary"]["operator_count"],
        "total_duration_us": full["summary"]["total_duration_us"],
        "category_time_share": full["summary"]["category_time_share"],
        "diagnostics": {"count": len(full["diagnostics"]), "first": full["diagnostics"][:5]},
    }
    if full["hardware"]:
        expected["clock_mhz"] = hardware["clock_mhz"]
    if "run" in full:
        expected["run.summary"] = full["run"]["summary"] if full["run"]["ranks"] else None
    checker.checked += 1
    wrong = []
    for key, want in expected.items():
        if key == "run.summary":
            got = summary["run"]["summary"] if summary["run"] is not None else None
        else:
            got = summary.get(key)
        if got != want:
            wrong.append(f"{key}: {json.dumps(got)[:120]} != {json.dumps(want)[:120]}")
    if wrong:
        checker.failures += 1
        print(f"FAIL summary of {what} differs from its analysis: " + "; ".join(wrong))
    else:
        print(f"ok   the summary of {what} equals its analysis")


def check_cluster(checker, rooflens, tmp, rank_dirs, what):
    """Each rank's --rank-summary is a valid rooflens.rank-summary/1, their reduce a valid rooflens.cluster/1."""
    summaries = os.path.join(tmp, what.replace(" ", "_") + "-summaries")
    os.makedirs(summaries, exist_ok=True)
    # Numbered: two real sets both hold a rank 0, which the reduce lists as a duplicate (missing_ranks).
    for i, rank_dir in enumerate(rank_dirs):
        out = os.path.join(summaries, f"{i}_{os.path.basename(rank_dir.rstrip('/'))}.json")
        run(rooflens, ["analyze", rank_dir, "--rank-summary", out])
        with open(out, encoding="utf-8") as f:
            checker.expect_valid("rank-summary", json.load(f), f"analyze --rank-summary of {what}/{os.path.basename(rank_dir)}")
    cluster = os.path.join(tmp, what.replace(" ", "_") + "-cluster.json")
    run(rooflens, ["reduce", summaries, "-o", cluster])
    with open(cluster, encoding="utf-8") as f:
        checker.expect_valid("cluster", json.load(f), f"reduce of {what}")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rooflens", required=True)
    parser.add_argument("--schemas", required=True)
    parser.add_argument("--hardware", required=True)
    parser.add_argument("--realdata", default="")
    a = parser.parse_args()
    realdata = os.environ.get("ROOFLENS_REALDATA_DIR", a.realdata)
    checker = Checker(a.schemas)
    for name in ("analysis", "comparison", "hardware", "profile", "summary", "rank-summary", "cluster"):
        if name not in checker.schemas:
            raise SystemExit(f"FAIL resources/schema/{name}.schema.json is missing")

    for path in sorted(glob.glob(os.path.join(a.hardware, "*.json"))):
        with open(path, encoding="utf-8") as f:
            checker.expect_valid("hardware", json.load(f), os.path.relpath(path, a.hardware + "/.."))

    with tempfile.TemporaryDirectory() as tmp:
        profile = os.path.join(tmp, "profile.json")
        checker.expect_valid("profile", PROFILE_EXAMPLE, "the profile example")
        with open(profile, "w", encoding="utf-8") as f:
            json.dump(PROFILE_EXAMPLE, f)
        out = os.path.join(tmp, "profile-analysis.json")
        run(a.rooflens, ["analyze", profile, "--json", out])
        with open(out, encoding="utf-8") as f:
            checker.expect_valid("analysis", json.load(f), "analyze of the profile example")
        bad = json.loads(json.dumps(PROFILE_EXAMPLE))
        bad["operators"][0]["duration_us"] = -1.0
        checker.checked += 1
        if not checker.errors("profile", bad):
            print("FAIL the schema accepts a negative duration")
            checker.failures += 1
        with open(profile, "w", encoding="utf-8") as f:
            json.dump(bad, f)
        run(a.rooflens, ["analyze", profile, "--json", out], expect=3)
        print("ok   a negative duration is rejected by the schema and by rooflens")

        demo = os.path.join(tmp, "demo")
        run(a.rooflens, ["demo", demo])
        for side in ("before", "after"):
            out = os.path.join(tmp, f"demo-{side}.json")
            summary = os.path.join(tmp, f"demo-{side}.summary.json")
            run(a.rooflens, ["analyze", os.path.join(demo, side), "--json", out, "--summary-json", summary])
            with open(out, encoding="utf-8") as f:
                checker.expect_valid("analysis", json.load(f), f"analyze of the demo's {side}")
            check_summary(checker, summary, out, f"the demo's {side}")
        out = os.path.join(tmp, "demo-compare.json")
        run(a.rooflens, ["compare", os.path.join(demo, "before"), os.path.join(demo, "after"), "--json", out,
                         "--json-indent", "2"])
        with open(out, encoding="utf-8") as f:
            checker.expect_valid("comparison", json.load(f), "compare of the demo")

        job = os.path.join(tmp, "job")
        run(a.rooflens, ["demo", "--job", "3", "--kernels", "200", job])
        check_cluster(checker, a.rooflens, tmp, sorted(glob.glob(os.path.join(job, "rank_*"))), "the generated job")

        if realdata and os.path.isdir(realdata):
            level2_ranks = sorted(glob.glob(os.path.join(realdata, "torchnpu_a2_2rank_level2_text", "level2", "rank*")))
            db_ranks = sorted(glob.glob(os.path.join(realdata, "torchnpu_a2_db_level1", "rank*")))
            if level2_ranks and db_ranks:
                check_cluster(checker, a.rooflens, tmp, level2_ranks + db_ranks, "the real ranks")
            analysed = set()
            for spec in REAL_ANALYSES:
                path = os.path.join(realdata, spec[0])
                if not os.path.isdir(path):
                    print(f"skip {spec[0]}: not in {realdata}")
                    continue
                out = os.path.join(tmp, spec[0] + ".json")
                summary = os.path.join(tmp, spec[0] + ".summary.json")
                run(a.rooflens, ["analyze", path, "--json", out, "--summary-json", summary] + spec[1:])
                with open(out, encoding="utf-8") as f:
                    checker.expect_valid("analysis", json.load(f), f"analyze of {spec[0]}")
                check_summary(checker, summary, out, spec[0])
                analysed.add(spec[0])
            # Every other real set: the summary alone (the sets REAL_ANALYSES does not list).
            for name in sorted(os.listdir(realdata)):
                path = os.path.join(realdata, name)
                if name in analysed or not os.path.isdir(path):
                    continue
                summary = os.path.join(tmp, name + ".summary.json")
                p = run(a.rooflens, ["analyze", path, "--summary-json", summary], expect=None)
                if p.returncode != 0:
                    print(f"skip {name}: rooflens analyze exited {p.returncode} ({p.stderr.strip()[-200:]})")
                    continue
                with open(summary, encoding="utf-8") as f:
                    checker.expect_valid("summary", json.load(f), f"analyze --summary-json of {name}")
            level2 = os.path.join(realdata, "torchnpu_a2_2rank_level2_text")
            if os.path.isdir(level2):
                out = os.path.join(tmp, "level2-compare.json")
                run(a.rooflens, ["compare", level2, level2, "--rank", "0", "--json", out])
                with open(out, encoding="utf-8") as f:
                    checker.expect_valid("comparison", json.load(f), "compare of torchnpu_a2_2rank_level2_text (with run)")
        else:
            print(f"note: {realdata or '../shared/realdata'} is absent; real profiler output was not checked")

    print(f"{checker.checked} documents checked, {checker.failures} failed")
    return 1 if checker.failures else 0


if __name__ == "__main__":
    sys.exit(main())
