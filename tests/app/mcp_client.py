#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""ctest mcp_client: a Model Context Protocol client drives `rooflens mcp` over pipes.

It starts the server with only HOME and PATH in the environment (what MCP hosts pass, no
display), negotiates both protocol revisions, lists and reads the schema resources, calls every
tool of app/mcp/README.md on the generated demo, on a generated run of 20,000 kernels (more with
ROOFLENS_MCP_BIG_ROWS, e.g. 246000 for a long run by hand) and, when ../shared is there, on every
real set, and checks each result:

- `structuredContent` is valid against the tool's `outputSchema` (python3-jsonschema), the text
  block is the same JSON, and the compact JSON is at most 64 KiB;
- the summary (`analyze`) equals the full analysis (`rooflens analyze --json`) where they overlap;
- paging through `bottlenecks` visits every item once;
- every error path answers as the contract says and the server answers the next request;
- nothing is written beside the inputs; the server exits 0 when stdin closes.

Exits 77 (skipped) when python3-jsonschema is missing.
"""
import argparse
import glob
import json
import os
import queue
import shutil
import subprocess
import sys
import tempfile
import threading

try:
    import jsonschema
except ImportError:
    print("SKIP: python3-jsonschema is not installed")
    sys.exit(77)

BOUND = 64 * 1024
TOOLS = {"list_profiles", "analyze", "bottlenecks", "operator", "compare", "run_breakdown", "hardware"}
SCHEMA_URIS = {f"rooflens://schema/{n}" for n in ("analysis", "comparison", "profile", "hardware", "summary")}
TIMEOUT = 300


class Failure(Exception):
    pass


def check(condition, message):
    if not condition:
        raise Failure(message)


class Server:
    """One `rooflens mcp` process; replies are read on a thread so a hang fails instead of blocking."""

    def __init__(self, rooflens):
        env = {"HOME": os.environ.get("HOME", "/tmp"), "PATH": os.environ.get("PATH", "/usr/bin:/bin")}
        self.process = subprocess.Popen([rooflens, "mcp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.PIPE, env=env)
        self.lines = queue.Queue()
        self.next_id = 0
        threading.Thread(target=self._read, daemon=True).start()
        self.stderr = []
        threading.Thread(target=self._drain_stderr, daemon=True).start()

    def _read(self):
        for line in self.process.stdout:
            self.lines.put(line)
        self.lines.put(None)

    def _drain_stderr(self):
        for line in self.process.stderr:
            self.stderr.append(line.decode("utf-8", "replace"))

    def send_raw(self, data):
        self.process.stdin.write(data)
        self.process.stdin.flush()

    def send(self, message):
        self.send_raw(json.dumps(message).encode() + b"\n")

    def receive(self, timeout=TIMEOUT):
        try:
            line = self.lines.get(timeout=timeout)
        except queue.Empty:
            raise Failure(f"no reply within {timeout} s")
        check(line is not None, "the server closed stdout: " + "".join(self.stderr[-5:]))
        try:
            message = json.loads(line)
        except ValueError as e:
            raise Failure(f"stdout carried a line that is not JSON ({e}): {line[:200]!r}")
        check(message.get("jsonrpc") == "2.0", f"a message without jsonrpc 2.0: {line[:200]!r}")
        return message

    def reply_to(self, request_id, notifications=None):
        while True:
            message = self.receive()
            if "id" in message and message["id"] == request_id and ("result" in message or "error" in message):
                return message
            check("method" in message, f"a reply to another request: {message}")
            if notifications is not None:
                notifications.append(message)

    def request(self, method, params=None, notifications=None):
        self.next_id += 1
        message = {"jsonrpc": "2.0", "id": self.next_id, "method": method}
        if params is not None:
            message["params"] = params
        self.send(message)
        return self.reply_to(self.next_id, notifications)

    def close(self):
        self.process.stdin.close()
        try:
            return self.process.wait(timeout=60)
        except subprocess.TimeoutExpired:
            self.process.kill()
            raise Failure("the server did not exit when stdin closed")


class Client:
    def __init__(self, server, schema_dir):
        self.server = server
        self.calls = 0
        self.largest = {}  # tool -> (bytes, arguments) of its largest structuredContent
        self.tools = {}
        store = {}
        for path in glob.glob(os.path.join(schema_dir, "*.schema.json")):
            with open(path, encoding="utf-8") as f:
                schema = json.load(f)
            store[schema["$id"]] = schema
        self.store = store

    def validator(self, schema):
        try:
            from referencing import Registry, Resource
            registry = Registry().with_resources((k, Resource.from_contents(v)) for k, v in self.store.items())
            return jsonschema.Draft202012Validator(schema, registry=registry)
        except ImportError:
            resolver = jsonschema.RefResolver.from_schema(schema, store=self.store)
            return jsonschema.Draft202012Validator(schema, resolver=resolver)

    def call(self, tool, arguments, expect_error=False):
        reply = self.server.request("tools/call", {"name": tool, "arguments": arguments})
        self.calls += 1
        check("result" in reply, f"{tool} {arguments}: a JSON-RPC error instead of a tool result: {reply}")
        result = reply["result"]
        is_error = bool(result.get("isError"))
        text = "".join(c.get("text", "") for c in result.get("content", []) if c.get("type") == "text")
        if expect_error:
            check(is_error, f"{tool} {arguments}: expected isError, got {text[:300]}")
            return text
        check(not is_error, f"{tool} {arguments}: isError: {text[:500]}")
        structured = result.get("structuredContent")
        check(isinstance(structured, dict), f"{tool}: structuredContent is not an object")
        check(json.loads(text) == structured, f"{tool}: the text block is not the structured content")
        size = len(json.dumps(structured, separators=(",", ":"), ensure_ascii=False).encode())
        check(size <= BOUND, f"{tool} {arguments}: structuredContent is {size} bytes, over {BOUND}")
        if size > self.largest.get(tool, (0, None))[0]:
            self.largest[tool] = (size, arguments)
        errors = list(self.validator(self.tools[tool]["outputSchema"]).iter_errors(structured))
        for e in errors[:3]:
            print(f"  {tool}: {'/'.join(str(p) for p in e.absolute_path)}: {e.message[:300]}")
        check(not errors, f"{tool} {arguments}: structuredContent is not valid against its outputSchema")
        return structured


def initialize(server, version):
    reply = server.request("initialize", {"protocolVersion": version, "capabilities": {},
                                          "clientInfo": {"name": "rooflens-test", "version": "1"}})
    check("result" in reply, f"initialize failed: {reply}")
    server.send({"jsonrpc": "2.0", "method": "notifications/initialized"})
    return reply["result"]


def snapshot(path):
    files = {}
    for root, dirs, names in os.walk(path):
        for n in names + dirs:
            p = os.path.join(root, n)
            files[p] = os.lstat(p).st_mtime_ns
    return files


def full_analysis(rooflens, path, extra, tmp):
    out = os.path.join(tmp, "full.json")
    p = subprocess.run([rooflens, "analyze", path, "--json", out] + extra, capture_output=True,
                       env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    if p.returncode != 0:
        return None
    with open(out, encoding="utf-8") as f:
        return json.load(f)


def check_summary_equals_full(summary, full, what):
    check(summary["schema"] == "rooflens.summary/1", f"{what}: summary schema {summary.get('schema')}")
    check(summary["operator_count"] == full["summary"]["operator_count"], f"{what}: operator_count differs")
    check(abs(summary["total_duration_us"] - full["summary"]["total_duration_us"]) <= 1e-6 *
          max(1.0, abs(full["summary"]["total_duration_us"])), f"{what}: total_duration_us differs")
    for category, share in full["summary"]["category_time_share"].items():
        check(abs(summary["category_time_share"].get(category, 0.0) - share) <= 1e-9,
              f"{what}: category_time_share.{category} differs")
    chip = full["hardware"]["id"] if full.get("hardware") else None
    check(summary["chip"] == chip, f"{what}: chip {summary['chip']} against {chip}")
    check(summary["diagnostics"]["count"] == len(full["diagnostics"]), f"{what}: diagnostics count differs")
    by_type = {}
    for op in full["operators"]:
        key = op["type"] or op["name"]
        by_type.setdefault(key, [0, 0.0])
        by_type[key][0] += 1
        by_type[key][1] += op["duration_us"]
    for group in summary["top_groups"]:
        calls, total = by_type.get(group["type"], (None, None))
        check(calls == group["calls"], f"{what}: {group['type']} has {group['calls']} calls, {calls} in the full analysis")
        check(abs(total - group["total_us"]) <= 1e-6 * max(1.0, total), f"{what}: {group['type']} total_us differs")


def exercise_profile(client, rooflens, path, tmp, label, rank=None):
    before = snapshot(path)
    args = {"path": path}
    if rank is not None:
        args["rank"] = rank
    profiles = client.call("list_profiles", {"path": path})
    summary = client.call("analyze", args)
    # A job of communication or step files alone opens without operators and lists no profile.
    check(len(profiles["profiles"]) >= 1 or summary["operator_count"] == 0, f"{label}: list_profiles found nothing")
    full = full_analysis(rooflens, path, ["--rank", str(rank)] if rank is not None else [], tmp)
    if full is not None:
        check_summary_equals_full(summary, full, label)
    for group_by in ("type", "operator"):
        seen, cursor, pages = [], None, 0
        while True:
            page_args = {**args, "group_by": group_by, "limit": 100}
            if cursor:
                page_args["cursor"] = cursor
            page = client.call("bottlenecks", page_args)
            seen += [item.get("type") if group_by == "type" else item.get("index") for item in page["items"]]
            cursor = page["next_cursor"]
            pages += 1
            if not cursor or pages >= 5:
                break
        check(len(seen) == len(set(seen)), f"{label}: bottleneck pages ({group_by}) repeat an item")
    index = None
    ranked = client.call("bottlenecks", {**args, "group_by": "operator", "limit": 1})
    if ranked["items"]:
        index = ranked["items"][0]["index"]
    elif full is not None and full["operators"]:
        index = full["operators"][0]["index"]
    if index is not None:
        op = client.call("operator", {**args, "index": index})
        check(op["index"] == index, f"{label}: operator {index} answered {op.get('index')}")
        by_name = client.call("operator", {**args, "name": op["name"]})
        check(by_name.get("match_count", 0) >= 1, f"{label}: operator by name gives no match_count")
    client.call("run_breakdown", args)
    if summary["chip"]:
        spec = client.call("hardware", {"id": summary["chip"]})
        check(spec.get("id") == summary["chip"], f"{label}: hardware {summary['chip']} answered {spec.get('id')}")
    check(snapshot(path) == before, f"{label}: the server wrote beside the inputs")
    print(f"ok   {label}: every tool answered ({summary['operator_count']} operators)")


def write_big_run(demo_dir, target, rows):
    """A run of `rows` kernels: the demo's op_summary rows repeated with distinct names."""
    source = sorted(glob.glob(os.path.join(demo_dir, "before", "PROF_*", "mindstudio_profiler_output", "op_summary_*.csv")))[0]
    prof = os.path.dirname(os.path.dirname(source))
    out_prof = os.path.join(target, os.path.basename(prof))
    os.makedirs(os.path.join(out_prof, "mindstudio_profiler_output"))
    shutil.copytree(os.path.join(prof, "device_0"), os.path.join(out_prof, "device_0"))
    with open(source, encoding="utf-8") as f:
        header, *body = f.read().splitlines()
    name_column = header.split(",").index("Op Name")
    with open(os.path.join(out_prof, "mindstudio_profiler_output", os.path.basename(source)), "w", encoding="utf-8") as f:
        f.write(header + "\n")
        for i in range(rows):
            fields = body[i % len(body)].split(",")
            fields[name_column] += f"_{i % 20000}"
            f.write(",".join(fields) + "\n")


def protocol_checks(rooflens, schema_dir):
    for version in ("2025-06-18", "2025-11-25"):
        server = Server(rooflens)
        result = initialize(server, version)
        check(result["protocolVersion"] == version, f"asked {version}, got {result['protocolVersion']}")
        check("tools" in result["capabilities"] and "resources" in result["capabilities"], "capabilities lack tools/resources")
        check(result["serverInfo"]["name"] == "rooflens", "serverInfo.name is not rooflens")
        check(server.close() == 0, "the server's exit code is not 0")
    server = Server(rooflens)
    result = initialize(server, "1999-01-01")
    check(result["protocolVersion"] in ("2025-06-18", "2025-11-25"), "an unknown revision is not answered with a supported one")
    client = Client(server, schema_dir)
    tools = server.request("tools/list")["result"]["tools"]
    client.tools = {t["name"]: t for t in tools}
    check(set(client.tools) == TOOLS, f"tools/list gives {sorted(client.tools)}")
    for tool in tools:
        check(len(tool.get("description", "")) >= 80, f"{tool['name']}: a description too short to choose by")
        for key in ("inputSchema", "outputSchema"):
            check(tool[key].get("type") == "object", f"{tool['name']}.{key} is not an object schema")
            jsonschema.Draft202012Validator.check_schema(tool[key])
    resources = server.request("resources/list")["result"]["resources"]
    uris = {r["uri"] for r in resources}
    check(SCHEMA_URIS <= uris, f"resources/list lacks {sorted(SCHEMA_URIS - uris)}")
    for uri in SCHEMA_URIS:
        contents = server.request("resources/read", {"uri": uri})["result"]["contents"]
        jsonschema.Draft202012Validator.check_schema(json.loads(contents[0]["text"]))
    # Error paths; after each the server still answers.
    missing = "/nonexistent/rooflens-mcp-test/PROF_1"
    text = client.call("analyze", {"path": missing}, expect_error=True)
    check(missing in text, f"the error does not name the path: {text[:200]}")
    check("limit" in client.call("bottlenecks", {"path": missing, "limit": "many"}, expect_error=True), "bad limit not named")
    check("path" in client.call("analyze", {}, expect_error=True), "a missing path is not named")
    reply = server.request("tools/call", {"name": "no_such_tool", "arguments": {}})
    check(reply.get("error", {}).get("code") == -32602, f"an unknown tool gives {reply}")
    server.send_raw(b"{not json\n")
    check(server.receive()["error"]["code"] == -32700, "malformed JSON is not -32700")
    server.send_raw(b'{"jsonrpc":"2.0","id":7,"method":12}\n')
    check(server.receive()["error"]["code"] == -32600, "an invalid request is not -32600")
    server.send({"jsonrpc": "2.0", "method": "notifications/whatever"})  # a notification: no reply
    reply = server.request("ping")
    check(reply.get("result") == {}, f"ping after the errors gives {reply}")
    return server, client


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rooflens", required=True)
    parser.add_argument("--schemas", required=True)
    parser.add_argument("--realdata", default="")
    # 20,000 kernels of distinct names: past every limit and page size of the tools, so the
    # bounds are the same code as at any size. A quarter of a million (246000) took most of the
    # suite's longest test, twice per CI run; it is a long-run check to make by hand.
    parser.add_argument("--big-rows", type=int, default=int(os.environ.get("ROOFLENS_MCP_BIG_ROWS", "20000")))
    a = parser.parse_args()
    realdata = os.environ.get("ROOFLENS_REALDATA_DIR", a.realdata)
    try:
        server, client = protocol_checks(a.rooflens, a.schemas)
        print("ok   protocol, tools/list, resources and every error path")
        with tempfile.TemporaryDirectory() as tmp:
            demo = os.path.join(tmp, "demo")
            subprocess.run([a.rooflens, "demo", demo], check=True, capture_output=True,
                           env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
            for side in ("before", "after"):
                exercise_profile(client, a.rooflens, os.path.join(demo, side), tmp, f"demo {side}")
            cmp = client.call("compare", {"before": os.path.join(demo, "before"), "after": os.path.join(demo, "after"),
                                          "fail_on_regression_pct": 5})
            check(cmp["gate"]["threshold_pct"] == 5, "compare: the gate's threshold is not the one asked")
            check(len(cmp["top_regressions"]) <= 10 and len(cmp["top_improvements"]) <= 10, "compare: lists over 10")
            client.call("hardware", {})
            big = os.path.join(tmp, "big")
            write_big_run(demo, big, a.big_rows)
            exercise_profile(client, a.rooflens, big, tmp, f"generated run of {a.big_rows} kernels")
            if realdata and os.path.isdir(realdata):
                for path in sorted(glob.glob(os.path.join(realdata, "*"))):
                    if os.path.isdir(path):
                        exercise_profile(client, a.rooflens, path, tmp, os.path.basename(path))
            else:
                print(f"note real data absent ({realdata or 'not given'}): only the generated runs were used")
        check(server.close() == 0, "the server's exit code is not 0 after stdin closed")
        for tool, (size, arguments) in sorted(client.largest.items()):
            print(f"     largest {tool}: {size} bytes ({json.dumps(arguments)[:160]})")
        print(f"ok   {client.calls} tool calls; the server exited 0 when stdin closed")
    except Failure as e:
        print(f"FAIL {e}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
