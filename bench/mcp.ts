/**
 * The docs MCP server's speed over stdio, with the SDK's own client on the production build:
 * startup (spawn to an answered `initialize`, and to the tool list), then each tool's first
 * answer in a fresh server (it reads what it needs then) and its warm answer (median of 9).
 * Usage: npm run bench:mcp [-- --runs N]   (N fresh servers, default 5; medians printed)
 */
import {resolve} from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';

const calls: [string, Record<string, unknown>][] = [
  ['search', {query: 'upload a scikit-learn model'}],
  ['read_page', {page: '/docs/jaqpotpy/offline-models'}],
  ['get_operation', {operation: 'POST /v1/models/{modelId}/predict'}],
  ['get_symbol', {name: 'SklearnModel.fit'}],
  ['list_pages', {}],
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${Math.round(value)} ms`.padStart(8);

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await run();
  return [result, performance.now() - started];
}

async function oneServer(): Promise<{start: number; list: number; first: number[]; warm: number[]}> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [resolve('mcp/bin.mjs'), '--build', resolve('build')],
    stderr: 'ignore',
  });
  const client = new Client({name: 'bench', version: '1.0.0'});
  const started = performance.now();
  await client.connect(transport);
  const start = performance.now() - started;
  await client.listTools();
  const list = performance.now() - started;
  const first: number[] = [];
  const warm: number[] = [];
  for (const [name, args] of calls) {
    const [result, time] = await timed(() => client.callTool({name, arguments: args}));
    if (result.isError) throw new Error(`${name} answered an error: ${JSON.stringify(result.content)}`);
    first.push(time);
    const times: number[] = [];
    for (let i = 0; i < 9; i += 1) times.push((await timed(() => client.callTool({name, arguments: args})))[1]);
    warm.push(median(times));
  }
  await client.close();
  return {start, list, first, warm};
}

async function main(): Promise<void> {
  const i = process.argv.indexOf('--runs');
  const runs = i > 0 ? Number(process.argv[i + 1]) : 5;
  const results: Awaited<ReturnType<typeof oneServer>>[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await oneServer());
  console.log(`Docs MCP server on stdio, medians of ${runs} fresh servers (build/)`);
  console.log(`startup to initialize ${ms(median(results.map((r) => r.start)))}`);
  console.log(`startup to tool list  ${ms(median(results.map((r) => r.list)))}`);
  console.log(`${'tool'.padEnd(14)} ${'first'.padStart(8)} ${'warm'.padStart(8)}`);
  calls.forEach(([name], index) => {
    const first = median(results.map((r) => r.first[index]!));
    const warm = median(results.map((r) => r.warm[index]!));
    console.log(`${name.padEnd(14)} ${ms(first)} ${ms(warm)}`);
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
