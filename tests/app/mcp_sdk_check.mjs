// SPDX-License-Identifier: GPL-3.0-or-later
// ctest mcp_sdk_client: the official MCP TypeScript SDK client lists and calls every tool of
// `rooflens mcp` (app/mcp/README.md). Run by hand or by ctest when the SDK is installed:
//   (cd DIR && npm install @modelcontextprotocol/sdk)
//   ROOFLENS_MCP_SDK_DIR=DIR node tests/app/mcp_sdk_check.mjs ROOFLENS DEMO_DIR
// Exits 77 (skipped) when the SDK is not there: ./test.sh needs no npm.
import { createRequire } from 'node:module';
import path from 'node:path';
import process from 'node:process';

const sdkDir = process.env.ROOFLENS_MCP_SDK_DIR;
if (!sdkDir) {
    console.log('SKIP: ROOFLENS_MCP_SDK_DIR is not set (a folder where @modelcontextprotocol/sdk is installed)');
    process.exit(77);
}
const require = createRequire(path.join(path.resolve(sdkDir), 'package.json'));
let clientPath, transportPath;
try {
    clientPath = require.resolve('@modelcontextprotocol/sdk/client/index.js');
    transportPath = require.resolve('@modelcontextprotocol/sdk/client/stdio.js');
} catch (e) {
    console.log(`SKIP: @modelcontextprotocol/sdk is not installed in ${sdkDir}`);
    process.exit(77);
}
const { Client } = await import(clientPath);
const { StdioClientTransport } = await import(transportPath);

const [rooflens, demo] = process.argv.slice(2);
if (!rooflens || !demo) {
    console.error('usage: mcp_sdk_check.mjs ROOFLENS DEMO_DIR');
    process.exit(2);
}
const before = path.join(demo, 'before');
const after = path.join(demo, 'after');

const transport = new StdioClientTransport({ command: rooflens, args: ['mcp'], stderr: 'inherit' });
const client = new Client({ name: 'rooflens-sdk-check', version: '1.0.0' });
await client.connect(transport);
const version = client.getServerVersion();
console.log(`connected to ${version.name} ${version.version}`);

const { tools } = await client.listTools();
console.log(`tools: ${tools.map((t) => t.name).join(', ')}`);
const { resources } = await client.listResources();
console.log(`resources: ${resources.map((r) => r.uri).join(', ')}`);
for (const r of resources) {
    const read = await client.readResource({ uri: r.uri });
    JSON.parse(read.contents[0].text);
}

// The SDK validates structuredContent against each tool's outputSchema (with Ajv) in callTool.
let failures = 0;
async function call(name, args) {
    try {
        const result = await client.callTool({ name, arguments: args });
        const size = Buffer.byteLength(JSON.stringify(result.structuredContent ?? {}));
        if (result.isError) {
            failures++;
            console.log(`FAIL ${name}: isError ${result.content?.[0]?.text}`);
        } else {
            console.log(`ok   ${name}(${JSON.stringify(args)}): ${size} bytes of structuredContent`);
        }
        return result.structuredContent;
    } catch (e) {
        failures++;
        console.log(`FAIL ${name}: ${e.message}`);
        return null;
    }
}

await call('list_profiles', { path: before });
const summary = await call('analyze', { path: before });
const page = await call('bottlenecks', { path: before, group_by: 'operator', limit: 5 });
if (page?.next_cursor)
    await call('bottlenecks', { path: before, group_by: 'operator', limit: 5, cursor: page.next_cursor });
await call('bottlenecks', { path: before });
const index = page?.items?.[0]?.index ?? 0;
await call('operator', { path: before, index });
await call('run_breakdown', { path: before });
await call('compare', { before, after, fail_on_regression_pct: 5 });
await call('hardware', {});
if (summary?.chip)
    await call('hardware', { id: summary.chip });

const bad = await client.callTool({ name: 'analyze', arguments: { path: '/nonexistent/sdk-check' } });
if (!bad.isError) {
    failures++;
    console.log('FAIL a missing path did not give isError');
} else {
    console.log(`ok   a missing path: isError "${bad.content[0].text.slice(0, 120)}"`);
}
await client.close();
console.log(failures ? `${failures} failure(s)` : 'every tool answered through the official SDK client');
process.exit(failures ? 1 : 0);
